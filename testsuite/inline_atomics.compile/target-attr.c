/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Functions whose target attribute gives them LSE or takes away
   -moutline-atomics are left alone by the plugin.  */

__attribute__ ((target ("arch=armv8-a+lse"))) int
with_lse (int *p, int v)
{
  return __atomic_fetch_add (p, v, __ATOMIC_SEQ_CST);
}

__attribute__ ((target ("+lse"))) long
with_plus_lse (long *p, long e, long d)
{
  __atomic_compare_exchange_n (p, &e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
  return e;
}

__attribute__ ((target ("arch=armv8.1-a"))) short
with_v81 (short *p, short v)
{
  return __atomic_exchange_n (p, v, __ATOMIC_RELEASE);
}

__attribute__ ((target ("no-outline-atomics"))) int
without_outline (int *p, int v)
{
  return __atomic_fetch_or (p, v, __ATOMIC_RELAXED);
}

__attribute__ ((target ("no-outline-atomics"))) _Bool
without_outline_cas (char *p, char *e, char d)
{
  return __atomic_compare_exchange_n (p, e, d, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
}

/* { dg-final { check-assembly-unchanged } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-function-body with_lse {\tldaddal\tw} } } */
/* { dg-final { scan-function-body with_plus_lse {\tcasa\tx} } } */
/* { dg-final { scan-function-body with_v81 {\tswplh\tw} } } */
/* { dg-final { scan-function-body without_outline {\tldxr\tw} } } */
/* { dg-final { scan-function-body without_outline_cas {\tldaxrb\tw} } } */
