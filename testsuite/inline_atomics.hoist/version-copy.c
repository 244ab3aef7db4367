/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-version=always" } */
/* The LSE copy of a versioned loop holds each site's LSE instruction in
   place, made after register allocation from GCC's LL/SC insn, with no
   test (ia_late_make_lse), and is the loop of GCC's +lse build,
   instruction for instruction: a 1- or 2-byte operand and result are
   handled in 32 bits, with no extension, and the LSE instruction is
   the one GCC expands the builtin to, which may be another operation
   than the builtin's: a fetch_and of 0 and a fetch_or of all ones are
   exchanges (ia_late_parse).  */

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

/* Constant operands that the LSE instruction needs in a register,
   negated for sub and complemented for and: set before the loop, as
   in the +lse build (ia_lse_constant_operand).  */

unsigned long
masks (unsigned long *p, unsigned *q, int n)
{
  unsigned long s = 0;
  for (int i = 0; i < n; i++)
    s += (__atomic_fetch_sub (p, 5, __ATOMIC_RELAXED)
	  + __atomic_fetch_and (q, ~0x30u, __ATOMIC_RELEASE));
  return s;
}

/* A compare-and-swap loop: the register allocator gives the observed
   value the register that the expected value came in, which then
   needs no move before the cas (ia_late_copy_before_p).  */

void
increment (unsigned long *p, int n)
{
  for (int i = 0; i < n; i++)
    {
      unsigned long v = *p;
      for (;;)
	{
	  unsigned long seen = __sync_val_compare_and_swap (p, v, v + 1);
	  if (seen == v)
	    break;
	  v = seen;
	}
    }
}

/* { dg-final { versioned-loops narrow 1 } } */
/* { dg-final { versioned-loops masks 1 } } */
/* { dg-final { lse-loops-like-lse masks } } */
/* { dg-final { versioned-loops increment 2 } } */
/* { dg-final { lse-loops-like-lse increment } } */
/* { dg-final { versioned-loops consts 1 } } */
/* { dg-final { lse-loops-like-lse consts } } */
/* { dg-final { versioned-loops fields 1 } } */
/* { dg-final { lse-loops-like-lse narrow } } */
/* { dg-final { lse-loops-like-lse fields } } */
