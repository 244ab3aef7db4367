/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-O2 -flto" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* With -flto the rewrite runs in the link's LTRANS stage, when the link
   loads the plugin too; the program behaves as GCC's own builds.  */

#include <stdio.h>

static int counter;
static unsigned char byte = 250;

__attribute__ ((noinline)) int
bump (int n)
{
  for (int i = 0; i < n; i++)
    __atomic_fetch_add (&counter, 2, __ATOMIC_RELAXED);
  return __atomic_add_fetch (&counter, 1, __ATOMIC_SEQ_CST);
}

int
main (void)
{
  int e = 7;
  printf ("%d\n", bump (100));
  for (int i = 0; i < 10; i++)
    printf ("%u ", __atomic_fetch_add (&byte, 1, __ATOMIC_ACQ_REL));
  printf ("\n%d %d\n", __atomic_compare_exchange_n (&counter, &e, 5, 0,
						    __ATOMIC_SEQ_CST,
						    __ATOMIC_RELAXED), e);
  return 0;
}

/* { dg-final { check-exe-no-helper-calls } } */
