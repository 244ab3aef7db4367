/* incr.c -- the sample of the README and of `make demo'.
   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT  */

#include <stdio.h>
#include <stdlib.h>

/* libgcc's flag: 1 when the CPU has LSE atomics.  */
extern _Bool __aarch64_have_lse_atomics __attribute__ ((visibility ("hidden")));

__attribute__ ((noinline)) int
incr (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

int
main (int argc, char **argv)
{
  int counter = 0;
  int n = argc > 1 ? atoi (argv[1]) : 1000;
  for (int i = 0; i < n; i++)
    incr (&counter);
  printf ("counter=%d, __aarch64_have_lse_atomics=%d (%s path)\n", counter,
	  __aarch64_have_lse_atomics,
	  __aarch64_have_lse_atomics ? "LSE" : "LL/SC");
  return counter != n;
}
