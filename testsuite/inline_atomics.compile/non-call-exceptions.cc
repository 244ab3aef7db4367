/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-O2 -fnon-call-exceptions" }
// { dg-ia-report on }
// With -fnon-call-exceptions an atomic access can throw.  A site in
// an EH region becomes the helper call, which keeps the builtin's EH edge
// (an inline asm cannot throw); the function's other sites are rewritten
// as in any function: the member functions of std::atomic are noexcept,
// so their sites cannot throw to a handler of the caller and get the
// flag test and the LSE instruction, and the exchange in the catch
// clause is cold, GCC's LL/SC sequence alone.  No function keeps
// -moutline-atomics.  (options/non-call-exceptions-fault.cc runs a
// fault into the handler of each kind of site.)

#include <atomic>
#include <stdexcept>

struct guard
{
  ~guard ();
};

int may_throw (int);

int
f (std::atomic<int> &a, int *p, int v)
{
  guard g;
  try
    {
      int r = a.fetch_add (v);
      r += may_throw (r);
      r += __atomic_fetch_add (p, v, __ATOMIC_RELAXED);
      return r;
    }
  catch (std::exception &)
    {
      return a.exchange (0);
    }
}

int
g (long *p, long v)
{
  guard g;
  return __atomic_fetch_sub (p, v, __ATOMIC_SEQ_CST) + may_throw ((int) v);
}

// { dg-final { scan-function-body _Z1fRSt6atomicIiEPii {\tbl\t__aarch64_ldadd4_relax\n} } }
// { dg-final { scan-function-body _Z1fRSt6atomicIiEPii {\tldaddal\t} } }
// { dg-final { scan-function-body-not _Z1fRSt6atomicIiEPii {\tbl\t__aarch64_(ldadd4_acq_rel|swp)} } }
// { dg-final { scan-function-body _Z1gPll {\tbl\t__aarch64_ldadd8_acq_rel\n} } }
// { dg-final { scan-ia-report {"form":"call".*keeps its EH edge} 2 } }
