/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-optimized-missed" } */
/* GCC's own optimisation remarks carry the same decisions: "optimized"
   for an inlined site, "missed" for one that keeps its helper call.  */
/* { dg-ia-prune-output ": (optimized|missed|note): " } */

int
xor (int *p, int v)
{
  return __atomic_xor_fetch (p, v, __ATOMIC_ACQ_REL);	/* line 12 */
}

__attribute__ ((cold)) long
swap (long *p, long v)
{
  return __atomic_exchange_n (p, v, __ATOMIC_RELAXED);	/* line 18 */
}

__attribute__ ((optimize ("Os"))) int
add (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 24 */
}

/* { dg-final { scan-compiler-output {remarks\.c:12:[0-9]+: optimized: inline_atomics: __atomic_xor_fetch_4 \(acq_rel\) inlined as ldeoral / ldaxr-stlxr loop\n} } } */
/* { dg-final { scan-compiler-output {remarks\.c:18:[0-9]+: optimized: inline_atomics: __atomic_exchange_8 \(relaxed\) expanded as ldxr-stxr loop only: cold function \(cold=llsc\)\n} } } */
/* { dg-final { scan-compiler-output {remarks\.c:24:[0-9]+: missed: inline_atomics: __atomic_fetch_add_4 \(relaxed\) kept as call of __aarch64_ldadd4_relax: optimised for size(\n|$)} } } */
