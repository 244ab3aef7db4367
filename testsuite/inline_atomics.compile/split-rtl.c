/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-inline_atomics-split=rtl" } */
/* { dg-ia-opt-levels "-O1 -O2 -O3" } */
/* split=rtl (plugin/ia-late.cc) takes effect: three sites in a row of
   a function without calls, each with its own test of the one flag
   that the function loads, its LSE instruction inline and GCC's LL/SC
   loop out of line; no marker left.  split=gimple versions the three
   as one run instead, with a single test (hoist/runs.c).  */

int a, b, c;

int
three (int v)
{
  return (__atomic_fetch_add (&a, v, __ATOMIC_RELAXED)
	  + __atomic_fetch_add (&b, v, __ATOMIC_RELAXED)
	  + __atomic_exchange_n (&c, v, __ATOMIC_SEQ_CST));
}

/* { dg-final { scan-assembler-times "\tcbz\t" 3 } } */
/* { dg-final { scan-assembler-times "\tldrb\t\[^\n\]*__aarch64_have_lse_atomics" 1 } } */
/* { dg-final { scan-assembler-times "\tldadd\t" 2 } } */
/* { dg-final { scan-assembler-times "\tswpal\t" 1 } } */
/* { dg-final { scan-assembler-times "\tldxr\t" 2 } } */
/* { dg-final { scan-assembler-times "\tldaxr\t" 1 } } */
/* { dg-final { scan-assembler-not "// inline_atomics " } } */
