/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-cold=inline" } */
/* cold=inline rewrites cold functions and never-run blocks too; -Os
   keeps its calls.  */

extern void abort (void);

__attribute__ ((cold)) int
cold_fn (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_SEQ_CST);
}

int
cold_block (int *p, int x)
{
  if (x == 12345)
    {
      __atomic_fetch_sub (p, 1, __ATOMIC_ACQUIRE);
      abort ();
    }
  return __atomic_fetch_add (p, 2, __ATOMIC_RELAXED);
}

__attribute__ ((optimize ("Os"))) int
small (int *p)
{
  return __atomic_fetch_or (p, 4, __ATOMIC_RELEASE);
}

/* { dg-final { scan-function-body-not cold_fn {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-function-body cold_fn {\tldaddal\tw} } } */
/* { dg-final { scan-function-body-not cold_block {\tbl\t__aarch64_} } } */
/* { dg-final { scan-function-body cold_block {\tldadda\tw} } } */
/* { dg-final { scan-function-body small {\tbl?\t__aarch64_ldset4_rel\n} } } */
