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
   rebuild that address in the loop (ia_build_lse_asm's "m" operand).
   The LSE instruction is the one GCC expands the builtin to, which may
   be another operation than the builtin's: a fetch_and of 0 and a
   fetch_or of all ones are exchanges (ia_expanded_form).  */

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

unsigned long
consts (unsigned long *p, unsigned *q, int n)
{
  unsigned long s = 0;
  for (int i = 0; i < n; i++)
    s += (__atomic_fetch_and (p, 0, __ATOMIC_ACQUIRE)
	  + __atomic_fetch_or (q, ~0u, __ATOMIC_RELEASE)
	  + __atomic_fetch_add (q, i, __ATOMIC_RELAXED));
  return s;
}

/* { dg-final { versioned-loops narrow 1 } } */
/* { dg-final { versioned-loops consts 1 } } */
/* { dg-final { lse-loops-like-lse consts } } */
/* { dg-final { versioned-loops fields 1 } } */
/* { dg-final { lse-loops-like-lse narrow } } */
/* { dg-final { lse-loops-like-lse fields } } */
