/* sites.c -- the sites of the manual's "Per-site remarks and report".
   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT  */

#include <stdlib.h>

/* An ordinary site: inlined.  */
int
hit (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

/* A function optimised for size keeps the helper call.  */
__attribute__ ((optimize ("Os"))) int
take (int *p)
{
  return __atomic_exchange_n (p, 1, __ATOMIC_ACQUIRE);
}

/* A block that ends in abort () is cold: its site keeps the helper call.
   nand has no LSE instruction: GCC never outlines it.  */
int
check (int *p)
{
  if (*p < 0)
    {
      __atomic_fetch_or (p, 1, __ATOMIC_SEQ_CST);
      abort ();
    }
  return __atomic_fetch_nand (p, 1, __ATOMIC_RELAXED);
}
