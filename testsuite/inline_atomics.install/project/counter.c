/* counter.c -- C atomics of the install tests' sample project.
   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   One atomic of each kind the plugin rewrites: every one of them is a
   call to a libgcc helper under GCC's -moutline-atomics.  */

#include "project.h"

long
counter_add (long *p, long v)
{
  return __atomic_fetch_add (p, v, __ATOMIC_RELAXED);
}

int
counter_cas (int *p, int expected, int desired)
{
  return __atomic_compare_exchange_n (p, &expected, desired, 0,
				      __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

unsigned char
flag_swap (unsigned char *p, unsigned char v)
{
  return __atomic_exchange_n (p, v, __ATOMIC_ACQUIRE);
}

short
bits_set (short *p, short v)
{
  return __atomic_fetch_or (p, v, __ATOMIC_RELEASE);
}
