/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fschedule-insns -Wno-sync-nand" } */
/* 16-byte sites, which are diamonds (plugin/ia-decide.cc; sched-late.c
   has the late form): sched1 skips their LL/SC blocks, where a barrier
   leaves it nothing to reorder and its dependence analysis costs a walk
   of every register, and their LSE blocks, each region of which costs
   it a table of every register (plugin/ia-sched.cc); sched2 still
   schedules the LL/SC loops.  GCC 15 and later do not run sched1 at
   -O2 on AArch64 unless asked to, hence -fschedule-insns.  */

typedef unsigned __int128 u128;

extern void g (void);

u128
f (u128 *p, u128 *q)
{
  u128 a = __sync_fetch_and_add (p, 1);
  g ();
  u128 b = __sync_lock_test_and_set (q, 3);
  g ();
  return a + b + __sync_nand_and_fetch (p, 4);
}

/* Sites that calls keep apart: each has an LSE block of its own.  */

u128
apart (u128 *p)
{
  u128 a = __sync_fetch_and_or (p, 1);
  g ();
  u128 b = __sync_val_compare_and_swap (p, a, 3);
  g ();
  return a + b;
}

/* Sites in a row.  */

void
row (u128 *p, u128 *q)
{
  __sync_fetch_and_add (p, 1);
  __sync_fetch_and_xor (q, 2);
}

/* { dg-final { llsc-skips-sched1 } } */
/* { dg-final { lse-skips-sched1 apart } } */
/* { dg-final { llsc-in-sched2 } } */
