/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-fstack-protector-strong" } */
/* { dg-ia-opt-levels "-O0 -O2" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* -fstack-protector-strong: a function with a local array gets a canary;
   the atomics on that array, and the others, are rewritten.  */

#include "sites.x"

__attribute__ ((noipa)) int
on_stack_array (int n)
{
  int counts[8] = { 0 };
  for (int i = 0; i < n; i++)
    __atomic_fetch_add (&counts[i & 7], i, __ATOMIC_RELAXED);
  return __atomic_exchange_n (&counts[3], -1, __ATOMIC_ACQ_REL) + counts[3];
}

int
main (void)
{
  sites_run ();
  /* counts[3] is 3 + 11 + ... + 99 = 663, then -1.  */
  sites_expect ("on_stack_array", on_stack_array (100), 662);
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
/* { dg-final { scan-function-body on_stack_array {__stack_chk_guard} } } */
