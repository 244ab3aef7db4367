/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-verbose -fplugin-arg-inline_atomics-mode=call" } */
/* mode=call changes nothing, and verbose says so at every site.  */
/* { dg-ia-prune-output ": note: " } */

_Bool
tas (void *p)
{
  return __atomic_test_and_set (p, __ATOMIC_CONSUME);	/* line 11 */
}

/* { dg-final { scan-compiler-output {verbose-call\.c:11:[0-9]+: note: inline_atomics: '__atomic_test_and_set' \(acquire\) kept as call of '__aarch64_swp1_acq': mode=call(\n|$)} } } */
/* { dg-final { check-assembly-unchanged } } */
