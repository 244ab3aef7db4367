/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* In a loop with a call the flag is re-loaded at the site: holding it,
   or its address, across the call would cost a callee-saved register
   that the +lse build does not have.  */

extern void g (int);

void
withcall (int *p, long *q, int n)
{
  for (int i = 0; i < n; i++)
    {
      __atomic_fetch_or (p, 1 << (i & 31), __ATOMIC_RELEASE);
      g (i);
      __atomic_fetch_xor (q, i, __ATOMIC_SEQ_CST);
    }
}

/* An inner call-free loop inside an outer loop with a call: the flag is
   loaded once per outer iteration, outside the inner loop.  */
void
inner (int *p, int n, int m)
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	__atomic_fetch_add (p, j, __ATOMIC_ACQ_REL);
      g (i);
    }
}

/* { dg-final { flag-inside-loops withcall } } */
/* { dg-final { frame-like-lse withcall } } */
/* { dg-final { frame-like-lse inner } } */
/* { dg-final { scan-function-body-times inner {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
