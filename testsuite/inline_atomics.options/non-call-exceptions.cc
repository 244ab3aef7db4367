// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The inline-atomics authors.
// { dg-do run }
// { dg-options "-fnon-call-exceptions" }
// { dg-ia-opt-levels "-O0 -O2" }
// { dg-ia-same-output-as "gcc llsc" }
// -fnon-call-exceptions: an atomic whose access can trap may throw, and
// an inline asm cannot.  A site in an EH region (a try block, or a
// function with a cleanup) becomes the helper call, which keeps the
// builtin's EH edge; the function's other sites are rewritten as in any
// function (the guard's on the normal path gets the flag test and the
// LSE instruction, its copy on the cleanup path, which runs only when
// an exception passes, is cold: GCC's LL/SC sequence).  A function with
// no EH region is rewritten as usual.  (compile/non-call-exceptions.cc
// checks the same at -O2 with std::atomic and a catch clause, and
// non-call-exceptions-fault.cc runs faults into handlers.)

#include <cstdio>

struct guard
{
  int *p;
  ~guard () { __atomic_fetch_sub (p, 1, __ATOMIC_RELEASE); }
};

__attribute__ ((noipa)) int
with_cleanup (int *p, int *q, int v)
{
  guard g = { q };
  __atomic_fetch_add (q, 1, __ATOMIC_RELAXED);
  return __atomic_fetch_add (p, v, __ATOMIC_ACQ_REL);
}

__attribute__ ((noipa)) long
no_region (long *p, long v)
{
  return __atomic_exchange_n (p, v, __ATOMIC_ACQUIRE);
}

int
main ()
{
  int a = 5, q = 0;
  long l = 1;
  for (int v = 0; v < 4; v++)
    std::printf ("%d %ld\n", with_cleanup (&a, &q, v), no_region (&l, v * 3));
  std::printf ("%d %d %ld\n", a, q, l);
  return !(a == 11 && q == 0 && l == 9);
}

// { dg-final { check-lse-like-gcc {_Z12with_cleanupPiS_i _ZN5guardD2Ev _ZN5guardD1Ev} } }
// { dg-final { scan-function-body _Z12with_cleanupPiS_i {\tbl\t__aarch64_ldadd4_acq_rel\n} } }
