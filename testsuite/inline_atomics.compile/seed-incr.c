/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-ia-opt-levels "-O1 -O2 -O3" } */
/* The example of the proposal: a relaxed fetch_add becomes a test of
   the flag, LDADD on the likely path and the LDXR/STXR loop on the
   other, and the function stays a leaf that saves nothing.  */

int
incr (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-assembler-not {stp\tx29, x30} } } */
/* { dg-final { scan-assembler-not {x30} } } */
/* { dg-final { scan-assembler-not {\tst[pr]\t[xwdq](19|2[0-9])} } } */
/* { dg-final { scan-assembler-times {\tadrp\tx[0-9]+, __aarch64_have_lse_atomics\n} 1 } } */
/* { dg-final { scan-assembler-times {\tldrb\tw[0-9]+, \[x[0-9]+, #:lo12:__aarch64_have_lse_atomics\]} 1 } } */
/* { dg-final { scan-assembler-times {\tcbn?z\tw[0-9]+, \.L[0-9]+} 2 } } */
/* { dg-final { scan-assembler-times {\.arch_extension lse\n[^\n]*\tldadd\tw[0-9]+, w[0-9]+, \[x[0-9]+\]\n[^\n]*\.arch_extension nolse\n} 1 } } */
/* { dg-final { scan-assembler-times {\tldxr\tw[0-9]+, \[x[0-9]+\]} 1 } } */
/* { dg-final { scan-assembler-times {\tstxr\tw[0-9]+, w[0-9]+, \[x[0-9]+\]} 1 } } */
