/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-Os -std=c++17" }
// At -Os std::atomic keeps GCC's helper calls.

#include <atomic>

int
add (std::atomic<int> &a, int v)
{
  return a.fetch_add (v, std::memory_order_relaxed);
}

bool
cas (std::atomic<long> &a, long &e, long d)
{
  return a.compare_exchange_strong (e, d);
}

// { dg-final { scan-assembler {\tbl?\t__aarch64_ldadd4_relax\n} } }
// { dg-final { scan-assembler {\tbl?\t__aarch64_cas8_acq_rel\n} } }
// { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } }
