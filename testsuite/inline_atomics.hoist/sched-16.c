/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fschedule-insns -mbig-endian -Wno-sync-nand" } */
/* 16-byte sites, each versioned on its flag alone or in a run
   (plugin/ia-region.cc), in big-endian code, where the late pass puts
   the plugin's LL/SC sequence in place of GCC's insn with every GCC
   (ia_late_fix_llsc16): sched1 skips the blocks of their LL/SC copies,
   each region of which costs it a table of every register
   (plugin/ia-sched.cc), and sched2 schedules their LL/SC loops, the
   plugin's asm, which exists by then.  GCC 15 and later do not run
   sched1 at -O2 on AArch64 unless asked to, hence -fschedule-insns.  */

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

/* Sites that calls keep apart: each is versioned alone.  */

u128
apart (u128 *p)
{
  u128 a = __sync_fetch_and_or (p, 1);
  g ();
  u128 b = __sync_val_compare_and_swap (p, a, 3);
  g ();
  __sync_lock_release (p);
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
/* { dg-final { llsc-in-sched2 } } */
