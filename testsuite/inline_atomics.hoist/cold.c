/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Cold code keeps GCC's helper call: a cold function, and a block GCC
   predicts never to run (it ends in abort).  */

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

/* { dg-final { scan-function-body cold_fn {\tbl?\t__aarch64_ldadd4_acq_rel\n} } } */
/* { dg-final { scan-function-body-not cold_fn {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body cold_block {\tbl\t__aarch64_ldadd4_acq\n} } } */
/* { dg-final { scan-function-body cold_block {\tldadd\tw} } } */
/* { dg-final { scan-function-body small {\tbl?\t__aarch64_ldset4_rel\n} } } */
