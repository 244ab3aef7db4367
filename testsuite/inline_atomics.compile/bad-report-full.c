/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-report=/dev/full" } */
/* A report file that opens but cannot be written (a full disk) is
   warned about once, not once a site, and the compilation goes on.  */
/* { dg-ia-prune-output {cannot write the 'inline_atomics' report} } */

int
a (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

int
b (int *p)
{
  return __atomic_fetch_sub (p, 1, __ATOMIC_RELAXED);
}

int
c (int *p)
{
  return __atomic_exchange_n (p, 1, __ATOMIC_ACQUIRE);
}

/* { dg-final { scan-compiler-output {warning: cannot write the 'inline_atomics' report: No space left on device; the rest of the report of this compilation is lost} } } */
/* { dg-final { scan-compiler-output-not {report: No space left on device[^\n]*\n(.*\n)*[^\n]*report: No space left on device} } } */
/* { dg-final { scan-assembler {\tldadd\t} } } */
