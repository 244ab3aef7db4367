/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* The other half of lto-lib.c's program (see lto.exp).  */

#include <stdio.h>

int bump (int *, int);
_Bool swap_if (long *, long, long);

int
main (void)
{
  int counter = 0;
  long word = 7;
  unsigned char byte = 250;
  printf ("%d\n", bump (&counter, 100));
  for (int i = 0; i < 10; i++)
    printf ("%u ", __atomic_fetch_add (&byte, 1, __ATOMIC_ACQ_REL));
  printf ("\n%d %d %ld\n", swap_if (&word, 7, 9), swap_if (&word, 7, 11),
	  word);
  return 0;
}
