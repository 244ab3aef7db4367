/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fschedule-insns -mcmodel=large -fno-pie" } */
/* In the large code model, where every site is a diamond
   (plugin/ia-decide.cc; sched-late.c has the late form), sched1
   skips the LL/SC blocks, where a barrier leaves it nothing to reorder
   and its dependence analysis costs a walk of every register, and the
   LSE blocks, one asm each, each region of which costs it a table of
   every register (plugin/ia-sched.cc); sched2 still schedules the LL/SC
   loops.  GCC 15 and later do not run sched1 at -O2 on
   AArch64 unless asked to, hence -fschedule-insns.  */

extern void g (void);

int
f (int *p, long *q, unsigned char *c)
{
  int a = __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
  g ();
  long b = __atomic_exchange_n (q, 3, __ATOMIC_ACQUIRE);
  g ();
  unsigned char e = 1;
  __atomic_compare_exchange_n (c, &e, 2, 0, __ATOMIC_SEQ_CST,
			       __ATOMIC_SEQ_CST);
  return a + b + e + __sync_fetch_and_or (p, 4);
}

/* Sites that calls keep apart: each has an LSE block of its own.  */

long
apart (long *p)
{
  long a = __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
  g ();
  long b = __atomic_exchange_n (p, 3, __ATOMIC_ACQUIRE);
  g ();
  return a + b;
}

/* A run of sites (plugin/ia-region.cc): its LL/SC copy is one block.  */

void
run (int *p, long *q)
{
  __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
  __atomic_fetch_or (q, 2, __ATOMIC_RELEASE);
}

/* { dg-final { llsc-skips-sched1 } } */
/* { dg-final { lse-skips-sched1 apart } } */
/* { dg-final { llsc-in-sched2 } } */
