/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-fnon-call-exceptions" }
// { dg-ia-opt-levels "-O0 -O1 -O2 -O3" }
// With -fnon-call-exceptions every atomic builtin may throw, and is in
// the EH table.  Inlined from std::atomic's noexcept members into a
// function with a cleanup, it sits in a MUST_NOT_THROW region: it
// throws to no handler of the function, so the plugin rewrites it.  In
// the LSE copy of a versioned loop the builtin is replaced in place,
// and its EH entry must go with it: the plugin of af9bbfa left it, and
// -fchecking (which the testsuite always passes) failed with "dead
// statement in EH table" at -O1 and -O2 (issue 27).

#include <atomic>

std::atomic<int> counter;

struct guard
{
  ~guard ();
};

long
sum (int n, std::atomic<long> *t)
{
  guard g;
  long r = 0;
  for (int i = 0; i < n; i++)
    r += t->fetch_add (i) + counter.exchange (i);
  return r;
}

// { dg-final { check-sites-paired } }
// { dg-final { scan-assembler-not {\tbl\t__aarch64_} } }
// { dg-final { scan-function-body _Z3sumiPSt6atomicIlE {\tldaddal\t} } }
// { dg-final { scan-function-body _Z3sumiPSt6atomicIlE {\tswpal\t} } }
