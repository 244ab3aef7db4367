/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf" } */
/* Every read-modify-write builtin but compare-and-exchange on 8 bytes,
   with every memory order: the likely path holds the instruction that
   -march=armv8-a+lse gives, the unlikely path the LL/SC sequence of
   -mno-outline-atomics, and no helper call is left.  The expected
   counts are explained in rmw-body.x.  */

#define T unsigned long
#include "rmw-body.x"

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { scan-assembler-times {\tldrb\tw[0-9]+, \[x[0-9]+, #:lo12:__aarch64_have_lse_atomics\]} 77 } } */
/* { dg-final { scan-assembler-times {\.arch_extension lse\n} 77 } } */
/* { dg-final { scan-assembler-times {\.arch_extension nolse\n} 77 } } */

/* The LSE instructions.  */
/* { dg-final { scan-assembler-times {\tldadd\tx} 4 } } */
/* { dg-final { scan-assembler-times {\tldadda\tx} 8 } } */
/* { dg-final { scan-assembler-times {\tldaddl\tx} 4 } } */
/* { dg-final { scan-assembler-times {\tldaddal\tx} 12 } } */
/* { dg-final { scan-assembler-times {\tldclr\tx} 2 } } */
/* { dg-final { scan-assembler-times {\tldclra\tx} 4 } } */
/* { dg-final { scan-assembler-times {\tldclrl\tx} 2 } } */
/* { dg-final { scan-assembler-times {\tldclral\tx} 6 } } */
/* { dg-final { scan-assembler-times {\tldset\tx} 2 } } */
/* { dg-final { scan-assembler-times {\tldseta\tx} 4 } } */
/* { dg-final { scan-assembler-times {\tldsetl\tx} 2 } } */
/* { dg-final { scan-assembler-times {\tldsetal\tx} 6 } } */
/* { dg-final { scan-assembler-times {\tldeor\tx} 2 } } */
/* { dg-final { scan-assembler-times {\tldeora\tx} 4 } } */
/* { dg-final { scan-assembler-times {\tldeorl\tx} 2 } } */
/* { dg-final { scan-assembler-times {\tldeoral\tx} 6 } } */
/* { dg-final { scan-assembler-times {\tswp\tx} 1 } } */
/* { dg-final { scan-assembler-times {\tswpa\tx} 3 } } */
/* { dg-final { scan-assembler-times {\tswpl\tx} 1 } } */
/* { dg-final { scan-assembler-times {\tswpal\tx} 2 } } */

/* The LL/SC sequences.  */
/* { dg-final { scan-assembler-times {\tldxr\tx} 33 } } */
/* { dg-final { scan-assembler-times {\tldaxr\tx} 44 } } */
/* { dg-final { scan-assembler-times {\tstxr\tw[0-9]+, x} 34 } } */
/* { dg-final { scan-assembler-times {\tstlxr\tw[0-9]+, x} 43 } } */
/* { dg-final { scan-assembler-times {\tdmb\tish\n} 11 } } */
