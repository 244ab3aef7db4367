/* main.c -- the program the tests of checker.exp link sites.c into.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

void count_up (long *, int);
unsigned int fadd_4___ATOMIC_RELAXED (unsigned int *, unsigned int);

int
main (void)
{
  long n = 0;
  unsigned int u = 0;
  count_up (&n, 4);
  return (int) (n - 6) + (int) fadd_4___ATOMIC_RELAXED (&u, 1);
}
