/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-ia-opt-levels "-O1 -O2 -O3" } */
/* The late form (plugin/ia-late.cc) takes effect: three sites of a
   function without calls, which no run joins (each is on its own
   branch), each with its own test of the one flag that the function
   loads, its LSE instruction inline and GCC's LL/SC loop out of line;
   no marker left.  Sites in a row share one test instead
   (hoist/runs.c).  */

int a, b, c;

int
three (int v, int w)
{
  int r = 0;
  if (w & 1)
    r += __atomic_fetch_add (&a, v, __ATOMIC_RELAXED);
  if (w & 2)
    r += __atomic_fetch_add (&b, v, __ATOMIC_RELAXED);
  if (w & 4)
    r += __atomic_exchange_n (&c, v, __ATOMIC_SEQ_CST);
  return r;
}

/* { dg-final { scan-assembler-times "\tcbz\t" 3 } } */
/* { dg-final { scan-assembler-times "\tldrb\t\[^\n\]*__aarch64_have_lse_atomics" 1 } } */
/* { dg-final { scan-assembler-times "\tldadd\t" 2 } } */
/* { dg-final { scan-assembler-times "\tswpal\t" 1 } } */
/* { dg-final { scan-assembler-times "\tldxr\t" 2 } } */
/* { dg-final { scan-assembler-times "\tldaxr\t" 1 } } */
/* { dg-final { scan-assembler-not "// inline_atomics " } } */
