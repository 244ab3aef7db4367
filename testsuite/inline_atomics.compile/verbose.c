/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-verbose" } */
/* verbose notes every rewritten site, at the site, and nothing else.  */
/* { dg-ia-prune-output ": note: " } */

int
add (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 11 */
}

_Bool
cas (long *p, long *e, long d)
{
  return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_SEQ_CST,	/* line 17 */
				      __ATOMIC_SEQ_CST);
}

__attribute__ ((target ("+lse"))) int
with_lse (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 24 */
}

int
nand (int *p)
{
  return __atomic_fetch_nand (p, 1, __ATOMIC_RELAXED);	/* line 30 */
}

/* { dg-final { scan-compiler-output {verbose\.c:11:[0-9]+: note: [^\n]*inline_atomics} } } */
/* { dg-final { scan-compiler-output {verbose\.c:17:[0-9]+: note: [^\n]*inline_atomics} } } */
/* { dg-final { scan-compiler-output-not {verbose\.c:24:} } } */
/* { dg-final { scan-compiler-output-not {verbose\.c:30:} } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
