/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fschedule-insns" } */
/* The LL/SC copy of a versioned loop is left to sched2 too, as a site's
   LL/SC block is (plugin/ia-sched.cc): its builtins are the same
   barriers.  The LSE copy, the loop as the +lse build has it, is
   scheduled as usual: its builtins, behind the marker of a site whose
   flag is the constant true, become their LSE instructions after
   register allocation, and are barriers as GCC's LSE insns are.  */

void
add_all (long *p, const long *v, long n)
{
  for (long i = 0; i < n; i++)
    __atomic_fetch_add (p, v[i], __ATOMIC_RELAXED);
}

/* { dg-final { versioned-loops add_all 1 } } */
/* { dg-final { llsc-skips-sched1 } } */
/* { dg-final { llsc-in-sched2 } } */
