/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-ftime-report" } */
/* Under -ftime-report the plugin prints its pass's own CPU time and the
   functions it ran on, all three here, the one without an atomic too
   (docs/manual.md).  GCC's table on the same output is not a
   diagnostic.  */
/* { dg-ia-prune-output {^Time variable|^ ?[^:]+: +[0-9]|^inline_atomics: -ftime-report|^ *$|^Extra diagnostic checks|^ *---} } */

int
add (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

int
swap (int *p)
{
  return __atomic_exchange_n (p, 2, __ATOMIC_ACQUIRE);
}

int
plain (int *p)
{
  return *p + 1;
}

/* { dg-final { scan-compiler-output {inline_atomics: -ftime-report: the pass took [0-9]+\.[0-9]{3} s of CPU time over 3 functions} } } */
