/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* A function optimised for size (attribute optimize ("Os")) keeps its
   helper call; its neighbour at -O2 is rewritten.  */

__attribute__ ((optimize ("Os"))) int
small (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

int
fast (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

/* { dg-final { scan-function-body small {\tbl?\t__aarch64_ldadd4_relax\n} } } */
/* { dg-final { scan-function-body-not small {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body-not fast {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-function-body fast {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body-times fast {\tldadd\tw} 1 } } */
