/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-fcompare-debug -mcmodel=large -fno-pie" } */
/* { dg-ia-opt-levels "-O1 -O2 -O3" } */
/* compare-debug-tail.c in the large code model, whose late sites load
   the flag's address from the literal pool (ia_late_flag_load): -g must
   not change that load either.  As in compare-debug-tail.c, an LL/SC
   insn followed only by debug insns joins the next block instead of a
   block of its own (plugin/ia-late.cc), which bbro would delete without
   -g and keep with it.  */

#include "compare-debug-tail.c"

/* { dg-final { check-plugin-acted } } */
/* { dg-final { scan-assembler-times {\tldadd\t} 2 } } */
/* { dg-final { scan-assembler-times {\tldxr\t} 2 } } */
/* { dg-final { scan-assembler-not "// inline_atomics " } } */
