/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-fopenmp" } */
/* { dg-ia-opt-levels "-O0 -O2" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* #pragma omp atomic: GCC lowers it to the __atomic builtins in the
   outlined body of the parallel region (main._omp_fn.N); the plugin
   rewrites them there.  Four threads of libgomp; the totals are
   fixed.  */

#include <omp.h>
#include "sites.x"

int
main (void)
{
  long sum = 0;
  int hits = 0, last = 0;
  unsigned char mask = 0;
  double fsum = 0;

#pragma omp parallel for num_threads (4)
  for (int i = 1; i <= 1000; i++)
    {
#pragma omp atomic
      sum += i;
#pragma omp atomic update seq_cst
      hits++;
#pragma omp atomic
      mask |= 1 << (i & 7);
#pragma omp atomic
      fsum += 0.5;
      int old;
#pragma omp atomic capture
      { old = last; last += 2; }
      if (old & 1)
	__atomic_fetch_add (&hits, 1000, __ATOMIC_RELAXED);
    }

  sites_run ();
  sites_expect ("sum", sum, 500500);
  sites_expect ("hits", hits, 1000);
  sites_expect ("mask", mask, 0xff);
  sites_expect ("fsum", (unsigned long long) fsum, 500);
  sites_expect ("last", last, 2000);
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
/* { dg-final { scan-function-body main._omp_fn.0 {\tldadd(al)?\tx} } } */
/* { dg-final { scan-function-body main._omp_fn.0 {\tldaddal\tw} } } */
