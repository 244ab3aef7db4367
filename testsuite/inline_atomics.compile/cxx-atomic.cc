/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-std=c++17 -fno-ipa-icf" }
// { dg-ia-opt-levels "-O0 -O1 -O2 -O3" }
// std::atomic reduces to the same builtins: no helper call is left at
// any level that does not optimise for size, also at -O0 where the
// member functions are out-of-line copies in this file.

#include <atomic>

template <typename T>
T
exercise (std::atomic<T> &a, T v)
{
  T r = a.fetch_add (v);
  r += a.fetch_sub (v, std::memory_order_acquire);
  r += a.fetch_and (v, std::memory_order_release);
  r += a.fetch_or (v, std::memory_order_relaxed);
  r += a.fetch_xor (v, std::memory_order_acq_rel);
  r += a.exchange (v);
  T e = r;
  a.compare_exchange_strong (e, v);
  a.compare_exchange_weak (e, v, std::memory_order_release, std::memory_order_relaxed);
  ++a;
  a -= v;
  return r + e;
}

template char exercise (std::atomic<char> &, char);
template short exercise (std::atomic<short> &, short);
template int exercise (std::atomic<int> &, int);
template long exercise (std::atomic<long> &, long);

bool
flag (std::atomic_flag &f)
{
  return f.test_and_set (std::memory_order_acquire);
}

// { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } }
// { dg-final { scan-assembler {__aarch64_have_lse_atomics} } }
// { dg-final { check-sites-paired } }
