/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-ia-report on } */
/* The report names the form that ia_decide_sites chose for each site:
   "late" for a hot site of at most 8 bytes, and for a 16-byte __sync
   site with GCC 14 and later, whose LL/SC compare-and-swap is right
   (PR target/111404), a lock_release included; "diamond" for a 16-byte
   site with GCC 11 to 13; and "builtin" for a site in a block that ends
   in abort (cold=llsc), GCC's LL/SC alone.  The 16-byte functions come
   last, numbered from line 100 with GCC 11 to 13 (#line), so that their
   lines say which form they must get.  */

int
hot (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 18 */
}

void
cold_block (int *p, int bad)
{
  if (bad)
    {
      __atomic_fetch_or (p, 4, __ATOMIC_RELEASE);	/* line 26 */
      __builtin_abort ();
    }
}

#if __GNUC__ < 14
#line 100
#endif
__int128
wide (__int128 *p, __int128 v)
{
  return __sync_fetch_and_add (p, v);	/* line 37: late; 104: diamond */
}

void
release (__int128 *p)
{
  __sync_lock_release (p);		/* line 43: late; 110: diamond */
}

/* { dg-final { scan-ia-report {"line":18,.*"decision":"inline","form":"late","lse":"ldadd",} 1 } } */
/* { dg-final { scan-ia-report {"line":(37,.*"size":16,.*"decision":"inline","form":"late"|104,.*"size":16,.*"decision":"inline","form":"diamond"),"lse":"caspal",} 1 } } */
/* { dg-final { scan-ia-report {"line":(43,.*"size":16,.*"decision":"inline","form":"late"|110,.*"size":16,.*"decision":"inline","form":"diamond"),"lse":"caspal",} 1 } } */
/* { dg-final { scan-ia-report {"line":26,.*"decision":"llsc-only","form":"builtin","lse":"",.*"reason":"in a block predicted never to run \(cold=llsc\)"} 1 } } */
/* { dg-final { scan-ia-report {^\x7b"record":"site"} 4 } } */
