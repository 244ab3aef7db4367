/* refcount_fp.c -- reference counting with live floating-point state.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   A numeric loop takes a reference on a shared object, reads it and
   drops the reference again, as a shared_ptr copy does.  Four
   accumulators and three coefficients stay in FP registers across both
   atomics.  With GCC's default -moutline-atomics each atomic is a call
   that may clobber v0-v7 and v16-v31, so all seven values move to the
   callee-saved d8-d15, which the kernel must then save and restore; the
   function also stops being a leaf.  The RFC's "refcount with live FP
   state" row.  */

#include <stdint.h>

struct obj
{
  long refs;
  double weight;
};

static struct obj objs[4] = {
  { 1, 0.5 }, { 1, 0.25 }, { 1, 0.125 }, { 1, 0.0625 }
};
static long destroyed;

#define BENCH_KERNEL kernel_refcount_fp
#include "bench-kernel.h"

BENCH_NOINLINE uint64_t
kernel_refcount_fp (long iterations)
{
  double a = 1.0, b = 2.0, c = 3.0, d = 4.0;
  double k0 = 0.9990234375, k1 = 0.0009765625, k2 = 0.5;
  long i;

  for (i = 0; i < iterations; i++)
    {
      struct obj *o = &objs[i & 3];
      double w;

      __atomic_fetch_add (&o->refs, 1, __ATOMIC_RELAXED);
      w = o->weight;
      a = a * k0 + w;
      b = b * k0 + a * k1;
      c = c * k2 + b;
      d = d + c * w;
      if (__atomic_fetch_sub (&o->refs, 1, __ATOMIC_ACQ_REL) == 1)
	destroyed++;
    }
  return (uint64_t) (a + b + c + d) ^ (uint64_t) destroyed;
}
