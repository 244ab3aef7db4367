/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf" } */
/* Every read-modify-write builtin but compare-and-exchange on 4 bytes,
   with every memory order: the likely path holds the instruction that
   -march=armv8-a+lse gives, the unlikely path the LL/SC sequence of
   -mno-outline-atomics, and no helper call is left.  The expected
   counts are explained in rmw-body.x.  */

#define T unsigned int
#include "rmw-body.x"

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { scan-assembler-times {\tldrb\tw[0-9]+, \[x[0-9]+, #:lo12:__aarch64_have_lse_atomics\]} 77 } } */
/* { dg-final { scan-assembler-times {\.arch_extension lse\n} 77 } } */
/* { dg-final { scan-assembler-times {\.arch_extension nolse\n} 77 } } */

/* The LSE instructions.  */
/* { dg-final { scan-assembler-times {\tldadd\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldadda\tw} 8 } } */
/* { dg-final { scan-assembler-times {\tldaddl\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldaddal\tw} 12 } } */
/* { dg-final { scan-assembler-times {\tldclr\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldclra\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldclrl\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldclral\tw} 6 } } */
/* { dg-final { scan-assembler-times {\tldset\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldseta\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldsetl\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldsetal\tw} 6 } } */
/* { dg-final { scan-assembler-times {\tldeor\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldeora\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldeorl\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldeoral\tw} 6 } } */
/* { dg-final { scan-assembler-times {\tswp\tw} 1 } } */
/* { dg-final { scan-assembler-times {\tswpa\tw} 3 } } */
/* { dg-final { scan-assembler-times {\tswpl\tw} 1 } } */
/* { dg-final { scan-assembler-times {\tswpal\tw} 2 } } */

/* The LL/SC sequences.  */
/* { dg-final { scan-assembler-times {\tldxr\tw} 33 } } */
/* { dg-final { scan-assembler-times {\tldaxr\tw} 44 } } */
/* { dg-final { scan-assembler-times {\tstxr\tw[0-9]+, w} 34 } } */
/* { dg-final { scan-assembler-times {\tstlxr\tw[0-9]+, w} 43 } } */
/* { dg-final { scan-assembler-times {\tdmb\tish\n} 11 } } */
