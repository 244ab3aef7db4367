/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-ia-report on } */
/* The report names the form that ia_decide_sites chose for each site:
   "late" for a hot site of at most 8 bytes, and for a 16-byte __sync
   site with GCC 14 and later, whose LL/SC compare-and-swap is right
   (PR target/111404); "diamond" for a 16-byte site with GCC 11 to 13,
   and with every GCC for one that stores zero, which the late split's
   CASP cannot take from XZR; and "builtin" for a site in a block that
   ends in abort (cold=llsc), GCC's LL/SC alone.  Of the two functions
   "wide" one is compiled, and its line says which form it must get.  */

int
hot (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 18 */
}

#if __GNUC__ >= 14
__int128
wide (__int128 *p, __int128 v)
{
  return __sync_fetch_and_add (p, v);			/* line 25: late */
}
#else
__int128
wide (__int128 *p, __int128 v)
{
  return __sync_fetch_and_add (p, v);			/* line 31: diamond */
}
#endif

void
release (__int128 *p)
{
  __sync_lock_release (p);				/* line 38 */
}

void
cold_block (int *p, int bad)
{
  if (bad)
    {
      __atomic_fetch_or (p, 4, __ATOMIC_RELEASE);	/* line 46 */
      __builtin_abort ();
    }
}

/* { dg-final { scan-ia-report {"line":18,.*"decision":"inline","form":"late","lse":"ldadd",} 1 } } */
/* { dg-final { scan-ia-report {"line":(25,.*"size":16,.*"decision":"inline","form":"late"|31,.*"size":16,.*"decision":"inline","form":"diamond"),"lse":"caspal",} 1 } } */
/* { dg-final { scan-ia-report {"line":38,.*"size":16,.*"decision":"inline","form":"diamond","lse":"caspal",} 1 } } */
/* { dg-final { scan-ia-report {"line":46,.*"decision":"llsc-only","form":"builtin","lse":"",.*"reason":"in a block predicted never to run \(cold=llsc\)"} 1 } } */
/* { dg-final { scan-ia-report {^\x7b"record":"site"} 4 } } */
