/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fschedule-insns" } */
/* With the late form, sched1 skips every block of a site, whose LL/SC insn
   and marker are barriers that each cost it a walk of every register
   (plugin/ia-late.cc), one site alone (ONE) or several; sched2 still
   schedules the LL/SC loops.  */

extern void g (void);

int
f (int *p, long *q, unsigned char *c)
{
  int a = __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
  g ();
  long b = __atomic_exchange_n (q, 3, __ATOMIC_ACQUIRE);
  unsigned char e = 1;
  __atomic_compare_exchange_n (c, &e, 2, 0, __ATOMIC_SEQ_CST,
			       __ATOMIC_SEQ_CST);
  return a + b + e + __sync_fetch_and_or (p, 4);
}

long
one (long *p, long x, long y)
{
  long a = x * y + 7;
  return __atomic_fetch_add (p, a, __ATOMIC_RELAXED) * x - y;
}

void
run (int *p, long *q)
{
  __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
  __atomic_fetch_or (q, 2, __ATOMIC_RELEASE);
}

/* { dg-final { llsc-skips-sched1 } } */
/* { dg-final { llsc-in-sched2 } } */
