/* simd6.c -- six live SIMD values across an atomic.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Six 128-bit vectors are updated in a loop that also bumps a shared
   statistics counter.  The procedure call standard preserves only the
   low 64 bits of v8-v15 across a call, so when the counter update is a
   call to a libgcc helper every one of the six q registers has to be
   stored to the stack before it and loaded after it, on every
   iteration.  The RFC's "six live SIMD values across an atomic" row.  */

#include <arm_neon.h>
#include <stdint.h>

static float input[24] = {
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
  13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24
};
static long ticks;

#define BENCH_KERNEL kernel_simd6
#include "bench-kernel.h"

BENCH_NOINLINE uint64_t
kernel_simd6 (long iterations)
{
  float32x4_t v0 = vld1q_f32 (input), v1 = vld1q_f32 (input + 4);
  float32x4_t v2 = vld1q_f32 (input + 8), v3 = vld1q_f32 (input + 12);
  float32x4_t v4 = vld1q_f32 (input + 16), v5 = vld1q_f32 (input + 20);
  float32x4_t half = vdupq_n_f32 (0.5f);
  uint32x4_t bits;
  long i;

  for (i = 0; i < iterations; i++)
    {
      __atomic_fetch_add (&ticks, 1, __ATOMIC_RELAXED);
      v0 = vfmaq_f32 (v0, v1, half);
      v1 = vfmaq_f32 (v1, v2, half);
      v2 = vfmaq_f32 (v2, v3, half);
      v3 = vfmaq_f32 (v3, v4, half);
      v4 = vfmaq_f32 (v4, v5, half);
      v5 = vfmaq_f32 (v5, v0, half);
    }
  bits = vreinterpretq_u32_f32 (vaddq_f32 (vaddq_f32 (v0, v1),
					   vaddq_f32 (vaddq_f32 (v2, v3),
						      vaddq_f32 (v4, v5))));
  return vaddvq_u32 (bits) ^ (uint64_t) ticks;
}
