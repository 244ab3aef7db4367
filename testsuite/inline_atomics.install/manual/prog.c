/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.

   prog.c -- the program the manual's commands build and run
   (lib/ia-manual.exp): atomics of each kind the plugin rewrites, none
   in cold code, and a check of their results.  Exits 0 when they are
   right.  */

#include <stdio.h>

static long counter;
static int owner;

static long
add (long v)
{
  return __atomic_fetch_add (&counter, v, __ATOMIC_SEQ_CST);
}

static int
take (int expected, int desired)
{
  return __atomic_compare_exchange_n (&owner, &expected, desired, 0,
				      __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

int
main (void)
{
  for (long i = 1; i <= 100; i++)
    add (i);
  int ok = counter == 5050 && take (0, 7) && !take (0, 8) && owner == 7
	   && __atomic_exchange_n (&owner, 0, __ATOMIC_RELEASE) == 7;
  printf ("counter %ld owner %d: %s\n", counter, owner, ok ? "ok" : "WRONG");
  return !ok;
}
