/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Target attributes are per function: in one file, the functions with
   LSE or without -moutline-atomics keep GCC's code, the plain one is
   rewritten.  */

__attribute__ ((target ("arch=armv8-a+lse"))) int
with_lse (int *p, int v)
{
  return __atomic_fetch_add (p, v, __ATOMIC_SEQ_CST);
}

int
plain (int *p, int v)
{
  return __atomic_fetch_add (p, v, __ATOMIC_SEQ_CST);
}

__attribute__ ((target ("no-outline-atomics"))) int
without_outline (int *p, int v)
{
  return __atomic_fetch_add (p, v, __ATOMIC_SEQ_CST);
}

int
plain_after (int *p, int v)
{
  return __atomic_fetch_add (p, v, __ATOMIC_SEQ_CST);
}

/* { dg-final { scan-function-body-not with_lse {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body-not with_lse {\tldaxr} } } */
/* { dg-final { scan-function-body-times with_lse {\tldaddal\tw} 1 } } */
/* { dg-final { scan-function-body-not without_outline {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body-not without_outline {ldaddal} } } */
/* { dg-final { scan-function-body-times without_outline {\tldaxr\tw} 1 } } */
/* { dg-final { scan-function-body plain {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body-times plain {\tldaddal\tw} 1 } } */
/* { dg-final { scan-function-body-times plain {\tldaxr\tw} 1 } } */
/* { dg-final { scan-function-body plain_after {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body-times plain_after {\tldaddal\tw} 1 } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
