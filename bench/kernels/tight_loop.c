/* tight_loop.c -- a tight uncontended atomic loop.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Nothing but a relaxed fetch_add on one counter per iteration: the
   best case for the helper call, which costs no register pressure here,
   and so a measure of the bare call and test overhead.  The RFC's
   "tight uncontended loop" row.  */

#include <stdint.h>

static long counter;

#define BENCH_KERNEL kernel_tight_loop
#include "bench-kernel.h"

BENCH_NOINLINE uint64_t
kernel_tight_loop (long iterations)
{
  long i;

  for (i = 0; i < iterations; i++)
    __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
  return (uint64_t) counter;
}
