/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mcpu=neoverse-n1" } */
/* A CPU with LSE (-mcpu=neoverse-n1) gets GCC's LSE code, which the
   plugin leaves alone.  */

int
add (int *p, int v)
{
  return __atomic_fetch_add (p, v, __ATOMIC_SEQ_CST);
}

_Bool
cas (long *p, long *e, long d)
{
  return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
}

/* { dg-final { check-assembly-unchanged } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler {\tldaddal\tw} } } */
