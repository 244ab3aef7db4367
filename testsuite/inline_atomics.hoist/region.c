/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Outside loops, the sites of a function without calls share one load
   of the flag; with a call between them, each loads it.  */

int
leaf (int *p, long *q, int c)
{
  int r = __atomic_fetch_add (p, 1, __ATOMIC_ACQUIRE);
  if (c)
    r += __atomic_fetch_sub (q, 2, __ATOMIC_RELEASE);
  else
    r += __atomic_exchange_n (p, 7, __ATOMIC_SEQ_CST);
  return r + __atomic_or_fetch (p, 8, __ATOMIC_RELAXED);
}

extern void g (void);

int
calls (int *p)
{
  int r = __atomic_fetch_add (p, 1, __ATOMIC_ACQUIRE);
  g ();
  return r + __atomic_fetch_add (p, 1, __ATOMIC_RELEASE);
}

/* { dg-final { scan-function-body-times leaf {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-function-body-times calls {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 2 } } */
/* { dg-final { frame-like-lse leaf } } */
/* { dg-final { frame-like-lse calls } } */
/* { dg-final { llsc-after-ret leaf } } */
