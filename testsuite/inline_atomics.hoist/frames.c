/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Hoisting never costs a register: for each shape, no callee-saved
   register and no stack store that GCC's +lse build of the same
   function does not have.  Calls between the sites, in a loop or not,
   keep the flag out of any register across them (ia-hoist.cc).  */

extern void g (int);
extern int h (int *);

/* Sites before and after a loop of calls.  */
int
loop_of_calls (int *p, int n)
{
  int a = __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
  for (int i = 0; i < n; i++)
    g (i);
  return a + __atomic_fetch_add (p, 2, __ATOMIC_RELAXED);
}

/* Sites in two loops with a loop of calls between them.  */
void
loops_around_calls (int *p, int *q, int n)
{
  for (int i = 0; i < n; i++)
    __atomic_fetch_add (p + i, 1, __ATOMIC_RELAXED);
  for (int i = 0; i < n; i++)
    g (q[i]);
  for (int i = 0; i < n; i++)
    __atomic_fetch_sub (p + i, 1, __ATOMIC_RELEASE);
}

/* A call between two sites, no loop.  */
int
call_between (int *p)
{
  int a = __atomic_exchange_n (p, 1, __ATOMIC_ACQUIRE);
  int b = h (p);
  return a + b + __atomic_fetch_or (p, 4, __ATOMIC_RELEASE);
}

/* Sites on both sides of a branch, one of them with a call.  */
int
branches (int *p, int x)
{
  int a;
  if (x)
    {
      a = __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
      g (a);
    }
  else
    a = __atomic_fetch_and (p, 3, __ATOMIC_RELAXED);
  return a + __atomic_fetch_xor (p, x, __ATOMIC_SEQ_CST);
}

/* An error path that calls, between two sites.  */
int
error_path (int *p, int x)
{
  int a = __atomic_fetch_add (p, 1, __ATOMIC_ACQ_REL);
  if (a < 0)
    g (x);
  return a + __atomic_fetch_add (p, 2, __ATOMIC_ACQ_REL);
}

/* { dg-final { frame-like-lse loop_of_calls } } */
/* { dg-final { frame-like-lse loops_around_calls } } */
/* { dg-final { frame-like-lse call_between } } */
/* { dg-final { frame-like-lse branches } } */
/* { dg-final { frame-like-lse error_path } } */
/* { dg-final { scan-assembler-not {\tbl\t__aarch64_} } } */
