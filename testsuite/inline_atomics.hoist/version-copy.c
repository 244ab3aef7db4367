/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-version=always" } */
/* The LSE copy of a versioned loop holds each site's LSE instruction in
   place, built in GIMPLE (ia_rewrite_in_place, ia_build_lse_asm), and
   is the loop of GCC's +lse build, instruction for instruction: a 1- or
   2-byte operand and result are handled in 32 bits, with no extension
   (ia_narrow_in_32_bits_p), and an asm's object is addressed by a
   register where its address is an SSA name, so that RTL does not fold
   the offset of a field into it and the register allocator does not
   rebuild that address in the loop (ia_build_lse_asm's "m" operand).  */

int
narrow (unsigned short *p, unsigned char *c, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += __atomic_fetch_add (p, 3, __ATOMIC_RELAXED);
      s += __atomic_exchange_n (c, 7, __ATOMIC_ACQUIRE);
      s += __atomic_add_fetch (p, i, __ATOMIC_RELAXED);
    }
  return s;
}

struct counters { long a; int b; long c; };
struct counters counters;
extern long ext (long);

void
fields (int n)
{
  for (long i = 0; i < n; i++)
    {
      __atomic_fetch_or (&counters.b, 1 << i, __ATOMIC_RELEASE);
      i = __atomic_fetch_xor (&counters.c, ext (i), __ATOMIC_ACQ_REL);
    }
}

/* { dg-final { versioned-loops narrow 1 } } */
/* { dg-final { versioned-loops fields 1 } } */
/* { dg-final { lse-loops-like-lse narrow } } */
/* { dg-final { lse-loops-like-lse fields } } */
