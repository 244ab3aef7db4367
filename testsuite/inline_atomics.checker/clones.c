/* clones.c -- function multiversioning: the "lse" clone is selected by
   GCC's resolver (GCC 14 and later on AArch64).

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

__attribute__ ((target_clones ("default", "lse"))) int
bump (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

int
main (void)
{
  int x = 0;
  return bump (&x);
}
