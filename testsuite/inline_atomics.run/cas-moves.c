/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* The cas of the late form needs the expected value in its result
   register, and is spared that move only where a move between the two
   registers comes just before the LL/SC insn (ia_late_copy_before_p).
   Here the register allocator moves the expected value into a
   callee-saved register and the desired value into another register
   just before the insn: neither is a copy between the result and the
   expected value, and a cas that took one for it would compare with
   the desired value.  Values that differ in every register, and loops
   whose expected value is copied for the comparison after the cas.  */

#include <stdio.h>

typedef unsigned long u64;
static u64 seen_e, seen_d, seen_s;

__attribute__ ((noinline)) void
use (u64 e, u64 d, u64 s)
{
  seen_e += e;
  seen_d ^= d;
  seen_s += s * 3;
}

__attribute__ ((noinline)) u64
kept (u64 *p, u64 e, u64 d)
{
  u64 s = __sync_val_compare_and_swap (p, e, d);
  use (e, d, s);
  return e;
}

__attribute__ ((noinline)) unsigned
kept32 (unsigned *p, unsigned e, unsigned d)
{
  unsigned s = __sync_val_compare_and_swap (p, e, d);
  use (e, d, s);
  return e;
}

__attribute__ ((noinline)) u64
tripled (u64 *p, u64 x)
{
  u64 v = x;
  for (;;)
    {
      u64 s = __sync_val_compare_and_swap (p, v, v * 3);
      if (s == v)
	return x + s;
      v = s;
    }
}

__attribute__ ((noinline)) int
exchanged (u64 *p, u64 e, u64 d)
{
  u64 t = e;
  int ok = __atomic_compare_exchange_n (p, &t, d, 0, __ATOMIC_ACQ_REL,
					__ATOMIC_ACQUIRE);
  use (t, e, d);
  return ok;
}

int
main (void)
{
  u64 x = 0x1111111111111111ul;
  unsigned y = 0x22222222u;
  u64 r = 0;
  for (int i = 0; i < 6; i++)
    {
      r += kept (&x, i & 1 ? x : x + 5, 0x0101010101010101ul * i);
      r += kept32 (&y, i & 2 ? y : 7, 0x01010101u * (i + 3));
      r += tripled (&x, i & 1 ? x : 3);
      r += exchanged (&x, i & 1 ? x : 9, x + 0x100);
    }
  printf ("%016lx %08x %016lx %016lx %016lx %016lx\n", x, y, r, seen_e,
	  seen_d, seen_s);
  return 0;
}
