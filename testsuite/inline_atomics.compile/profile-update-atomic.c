/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fprofile-arcs -fprofile-update=atomic" } */
/* With -fprofile-update=atomic the profiler's counter updates are
   relaxed __atomic_fetch_add_8 calls, which GCC outlines like any other:
   they too get the flag test, the LSE and the LL/SC path, whether or
   not the function has atomics of its own.  */

int
count_odd (int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (p[i] & 1)
      s += __atomic_fetch_add (&p[0], 1, __ATOMIC_RELAXED);
  return s;
}

int
no_atomics_of_its_own (int x)
{
  return x > 3 ? x * 2 : x - 1;
}

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { scan-function-body no_atomics_of_its_own {__aarch64_have_lse_atomics} } } */
