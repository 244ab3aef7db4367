/* sites.c -- atomic sites of every operation the helpers cover, for
   inline-atomics-check's tests (checker.exp): fetch-and-op, exchange
   and compare-and-swap at each size and memory model, the 16-byte
   __sync compare-and-swap and fetch-and-ops, and a loop of them (the
   plugin holds the flag's value there).

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define OPS(T, N, M)							\
  T fadd_##N##_##M (T *p, T v) { return __atomic_fetch_add (p, v, M); } \
  T fand_##N##_##M (T *p, T v) { return __atomic_fetch_and (p, v, M); } \
  T fxor_##N##_##M (T *p, T v) { return __atomic_fetch_xor (p, v, M); } \
  T xchg_##N##_##M (T *p, T v) { return __atomic_exchange_n (p, v, M); } \
  int cas_##N##_##M (T *p, T e, T d)					\
  { return __atomic_compare_exchange_n (p, &e, d, 0, M, __ATOMIC_RELAXED); }

#define MODELS(T, N)			\
  OPS (T, N, __ATOMIC_RELAXED)		\
  OPS (T, N, __ATOMIC_ACQUIRE)		\
  OPS (T, N, __ATOMIC_RELEASE)		\
  OPS (T, N, __ATOMIC_SEQ_CST)

MODELS (unsigned char, 1)
MODELS (unsigned short, 2)
MODELS (unsigned int, 4)
MODELS (unsigned long, 8)

__int128
cas16 (__int128 *p, __int128 e, __int128 d)
{
  return __sync_val_compare_and_swap (p, e, d);
}

/* Two 16-byte fetch-and-ops.  With GCC 14 and later each is versioned
   on the flag (plugin/ia-region.cc), and the CASP in GCC's retry loop
   of its LSE copy must be guarded by that test.  */
__int128
add_xor16 (__int128 *p, __int128 *q, __int128 v)
{
  __int128 a = __sync_fetch_and_add (p, v);
  __int128 b = __sync_fetch_and_xor (q, a);
  return a + b;
}

void
count_up (long *p, int n)
{
  for (int i = 0; i < n; i++)
    __atomic_fetch_add (p, i, __ATOMIC_RELAXED);
}
