/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* The program of pgo-tests (lib/ia-pgo.exp): trained with
   -fprofile-generate, then built with -fprofile-use.  Training runs it
   with no argument, so rare_path and the error branch of hot_site never
   run.  The comments "site: DECISION" name what the plugin's report must
   say of the site on that line in the -fprofile-use build.  */

#include <stdio.h>
#include <stdlib.h>

long counter;
int slots[64];
int errors;

/* Never run in training: a cold function.  */
__attribute__ ((noinline)) void
rare_path (int code)
{
  __atomic_fetch_add (&errors, code, __ATOMIC_RELAXED);	/* site: llsc-only */
  __atomic_exchange_n (&slots[0], code, __ATOMIC_RELEASE);	/* site: llsc-only */
}

/* A loop that the plugin versions on the flag: its LL/SC copy never
   runs on the CPUs the plugin optimises for.  */
__attribute__ ((noinline)) long
hot_loop (int n)
{
  long sum = 0;
  for (int i = 0; i < n; i++)
    sum += __atomic_fetch_add (&slots[i & 63], 1, __ATOMIC_ACQ_REL); /* site: inline */
  return sum;
}

/* A hot site, and a block that the training run never entered.  */
__attribute__ ((noinline)) int
hot_site (int *p, int v, int check)
{
  int old = __atomic_exchange_n (p, v, __ATOMIC_ACQUIRE);	/* site: inline */
  if (check > 1000000)
    __atomic_fetch_or (&errors, 4, __ATOMIC_SEQ_CST);	/* site: llsc-only */
  return old;
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    rare_path (atoi (argv[1]));
  long s = 0;
  for (int i = 0; i < 1000; i++)
    {
      s += hot_loop (100);
      s += hot_site (&slots[i & 63], i, i);
      __atomic_fetch_add (&counter, 1, __ATOMIC_SEQ_CST);	/* site: inline */
    }
  printf ("%ld %ld %d\n", s, counter, errors);
  return !(counter == 1000 && errors == 0);
}
