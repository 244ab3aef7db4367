/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-ia-report on } */
/* The report names the form that ia_decide_sites chose for each site:
   "late" for every hot site, a 16-byte __sync site included, a
   lock_release too, with every GCC (where GCC's 16-byte LL/SC insn is
   wrong, PR target/111404, the late pass replaces it); and "builtin"
   for a site in a block that ends in abort (cold=llsc), GCC's LL/SC
   alone.  */

int
hot (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 16 */
}

void
cold_block (int *p, int bad)
{
  if (bad)
    {
      __atomic_fetch_or (p, 4, __ATOMIC_RELEASE);	/* line 24 */
      __builtin_abort ();
    }
}

__int128
wide (__int128 *p, __int128 v)
{
  return __sync_fetch_and_add (p, v);	/* line 32 */
}

void
release (__int128 *p)
{
  __sync_lock_release (p);		/* line 38 */
}

/* { dg-final { scan-ia-report {"line":16,.*"decision":"inline","form":"late","lse":"ldadd",} 1 } } */
/* { dg-final { scan-ia-report {"line":32,.*"size":16,.*"decision":"inline","form":"late","lse":"caspal",} 1 } } */
/* { dg-final { scan-ia-report {"line":38,.*"size":16,.*"decision":"inline","form":"late","lse":"caspal",} 1 } } */
/* { dg-final { scan-ia-report {"line":24,.*"decision":"llsc-only","form":"builtin","lse":"",.*"reason":"in a block predicted never to run \(cold=llsc\)"} 1 } } */
/* { dg-final { scan-ia-report {^\x7b"record":"site"} 4 } } */
