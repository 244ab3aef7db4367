/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-O2 -fnon-call-exceptions" }
// With -fnon-call-exceptions an atomic access can throw.  The plugin
// leaves such a site to GCC, which keeps the helper call in its EH
// region, and then keeps -moutline-atomics on for the whole function:
// no atomic may be left with an LL/SC loop and no LSE path.

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

// { dg-final { check-sites-paired } }
// { dg-final { scan-function-body-not _Z1fRSt6atomicIiEPii {\tld[a]?xr} } }
// { dg-final { scan-function-body _Z1fRSt6atomicIiEPii {\tbl\t__aarch64_ldadd4_acq_rel\n} } }
// { dg-final { scan-function-body _Z1fRSt6atomicIiEPii {\tbl\t__aarch64_swp4_acq_rel\n} } }
