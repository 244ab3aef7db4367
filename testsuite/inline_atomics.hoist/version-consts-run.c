/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-opt-levels "-O1 -O2 -O3" } */
/* { dg-options "-fplugin-arg-inline_atomics-version=always" } */
/* Constant operands in the LSE copy of a versioned loop.  Their LSE
   instructions are made after register allocation in place of the
   LL/SC insns, with the operand that the LL/SC insn takes as an
   immediate in a register that the marker set before the loop
   (ia_lse_constant_operand, ia_late_known_operand): negated for sub,
   complemented for and, in the object's mode sign-extended, so
   truncating constants, all ones, the most negative value and
   exchanges of constants are here, with every size and several
   orders, run on both paths.  */
/* { dg-ia-same-output-as "gcc llsc" } */

#include <stdio.h>

unsigned char c8;
unsigned short c16;
unsigned int c32;
unsigned long c64;
unsigned long sum;

__attribute__ ((noinline)) void
bytes (int n)
{
  for (int i = 0; i < n; i++)
    {
      sum += __atomic_fetch_add (&c8, 0x1ff, __ATOMIC_RELAXED);
      sum += __atomic_fetch_sub (&c8, 0x80, __ATOMIC_ACQUIRE);
      sum += __atomic_fetch_and (&c8, 0xf7, __ATOMIC_RELEASE);
      sum += __atomic_or_fetch (&c8, 0x81, __ATOMIC_ACQ_REL);
      sum += __atomic_xor_fetch (&c8, 0xff, __ATOMIC_SEQ_CST);
      sum += __atomic_sub_fetch (&c8, 3, __ATOMIC_RELAXED);
    }
}

__attribute__ ((noinline)) void
halves (int n)
{
  for (int i = 0; i < n; i++)
    {
      sum += __atomic_fetch_add (&c16, 0x18001, __ATOMIC_RELAXED);
      sum += __atomic_fetch_sub (&c16, 0x8000, __ATOMIC_RELEASE);
      sum += __atomic_and_fetch (&c16, 0xfeff, __ATOMIC_ACQUIRE);
      sum += __atomic_fetch_or (&c16, 0xffff, __ATOMIC_RELAXED);
      sum += __atomic_fetch_xor (&c16, 0x5a5a, __ATOMIC_SEQ_CST);
      __atomic_fetch_add (&c16, 7, __ATOMIC_RELAXED);
    }
}

__attribute__ ((noinline)) void
words (int n)
{
  for (int i = 0; i < n; i++)
    {
      sum += __atomic_fetch_sub (&c32, 0x80000000u, __ATOMIC_RELAXED);
      sum += __atomic_fetch_add (&c32, 0xfffffffdu, __ATOMIC_ACQ_REL);
      sum += __atomic_fetch_and (&c32, ~0x10u, __ATOMIC_RELEASE);
      sum += __atomic_add_fetch (&c32, 0x12345, __ATOMIC_ACQUIRE);
      __atomic_fetch_xor (&c32, 0x80000001u, __ATOMIC_SEQ_CST);
      sum += __atomic_fetch_or (&c32, ~0u, __ATOMIC_RELAXED);
      sum += __atomic_fetch_and (&c32, 0, __ATOMIC_RELAXED);
      sum += __atomic_exchange_n (&c32, 0xdeadbeefu, __ATOMIC_ACQUIRE);
    }
}

__attribute__ ((noinline)) void
longs (int n)
{
  for (int i = 0; i < n; i++)
    {
      sum += __atomic_fetch_sub (&c64, 0x8000000000000000ul, __ATOMIC_RELAXED);
      sum += __atomic_fetch_add (&c64, -5l, __ATOMIC_RELEASE);
      sum += __atomic_and_fetch (&c64, 0xffff0000ffff0000ul, __ATOMIC_SEQ_CST);
      sum += __atomic_sub_fetch (&c64, 0x100000001ul, __ATOMIC_ACQUIRE);
      sum += __atomic_fetch_or (&c64, 0x8000000000000001ul, __ATOMIC_ACQ_REL);
      __atomic_fetch_sub (&c64, 1, __ATOMIC_RELAXED);
      sum += __atomic_exchange_n (&c64, 0x0123456789abcdeful, __ATOMIC_RELAXED);
      sum += __atomic_xor_fetch (&c64, ~0ul, __ATOMIC_RELEASE);
    }
}

int
main (void)
{
  bytes (37);
  halves (41);
  words (43);
  longs (47);
  printf ("%02x %04x %08x %016lx %016lx\n", c8, c16, c32, c64, sum);
  return 0;
}
