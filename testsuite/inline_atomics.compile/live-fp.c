/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-ia-opt-levels "-O1 -O2 -O3" } */
/* Floating-point values live across an atomic stay in caller-saved
   registers: with the helper call GCC has to keep them in d8-d15 and
   save those; the inline sequence clobbers no FP/SIMD register.  */

double
f (double a, double b, int *p)
{
  double c = a * b;
  __atomic_fetch_add (p, 1, __ATOMIC_SEQ_CST);
  return c + a;
}

/* Six vectors live across a compare-and-exchange.  */
typedef float v4sf __attribute__ ((vector_size (16)));

v4sf
g (v4sf a, v4sf b, v4sf c, v4sf d, v4sf e, v4sf h, long *p, long o, long n)
{
  v4sf x = a * b + c;
  v4sf y = d * e + h;
  __atomic_compare_exchange_n (p, &o, n, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  return x * y + a + b + c + d + e + h;
}

/* { dg-final { scan-assembler-not {\tbl?\t[_a-zA-Z]} } } */
/* { dg-final { scan-assembler-not {\t(stp|str|stur)\t[bhsdqv](8|9|1[0-5])[,.]} } } */
/* { dg-final { scan-assembler-not {x30} } } */
/* { dg-final { scan-assembler-times {\tldaddal\tw} 1 } } */
/* { dg-final { scan-assembler-times {\tcasal\tx} 1 } } */
