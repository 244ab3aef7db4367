/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-O2 -fnon-call-exceptions -fplugin-arg-inline_atomics-mode=none" }
// { dg-ia-report on }
// mode=none with -fnon-call-exceptions: a site in an EH region is GCC's
// LL/SC sequence, in that region, as -mno-outline-atomics makes it: no
// helper call is left and no flag is tested, in the function with the
// region as in any other.

struct guard
{
  ~guard ();
};

int may_throw (int);

int
f (int *p, long *q, int v)
{
  guard g;
  try
    {
      int r = __atomic_fetch_add (p, v, __ATOMIC_ACQ_REL);
      return r + may_throw (r) + (int) __atomic_exchange_n (q, v, __ATOMIC_RELAXED);
    }
  catch (...)
    {
      return -1;
    }
}

// { dg-final { scan-function-body _Z1fPiPli {\tldaxr\tw[0-9]+, } } }
// { dg-final { scan-function-body _Z1fPiPli {\tldxr\tx[0-9]+, } } }
// { dg-final { scan-function-body-not _Z1fPiPli {\tbl\t__aarch64_|__aarch64_have_lse_atomics} } }
// { dg-final { scan-ia-report {"decision":"llsc-only".*"reason":"mode=none"} 2 } }
