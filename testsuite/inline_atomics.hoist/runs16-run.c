/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-opt-levels "-O0 -O1 -O2" } */
/* The runs of runs16.c (plugin/ia-region.cc), run on both paths.  */
/* { dg-ia-same-output-as "gcc llsc" } */

#include "runs16.x"

static void
print (u128 v)
{
  printf (" %016llx%016llx", (unsigned long long) (v >> 64),
	  (unsigned long long) v);
}

int
main (void)
{
  u128 p = ((u128) 0x0123456789abcdefULL << 64) | 0xfedcba9876543210ULL;
  u128 sum = 0;
  int ok = 0;
  for (int i = 0; i < 10; i++)
    {
      sum += row (&p, ((u128) i << 64) | ~0ULL);
      ok += row_cas (&p, p);
      ok += row_cas (&p, p + 5);
    }
  print (p);
  print (a16);
  print (b16);
  print (sum);
  printf (" %d\n", ok);
  return 0;
}
