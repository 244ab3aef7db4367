/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-inline_atomics-mode=none" } */
/* mode=none: only GCC's LL/SC sequences, no flag test, no LSE
   instruction, no helper call.  The counts are those of
   -mno-outline-atomics (see rmw-body.x and cas-body.x).  */

#define T unsigned int
#include "rmw-body.x"
#include "cas-body.x"

/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler-not {\t(ld(add|clr|eor|set)|swp|cas)[alh]*\t} } } */
/* { dg-final { scan-assembler-not {arch_extension} } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-assembler-times {\tldxr\tw} 43 } } */
/* { dg-final { scan-assembler-times {\tldaxr\tw} 100 } } */
/* { dg-final { scan-assembler-times {\tstxr\tw[0-9]+, w} 58 } } */
/* { dg-final { scan-assembler-times {\tstlxr\tw[0-9]+, w} 85 } } */
/* { dg-final { scan-assembler-times {\tdmb\tish\n} 13 } } */
