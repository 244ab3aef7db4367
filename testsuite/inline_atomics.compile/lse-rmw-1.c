/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf" } */
/* Every read-modify-write builtin but compare-and-exchange on 1 byte,
   with every memory order: the likely path holds the instruction that
   -march=armv8-a+lse gives, the unlikely path the LL/SC sequence of
   -mno-outline-atomics, and no helper call is left.  The expected
   counts are explained in rmw-body.x.  */

#define T unsigned char
#define WITH_TEST_AND_SET
#include "rmw-body.x"

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { scan-assembler-times {\tldrb\tw[0-9]+, \[x[0-9]+, #:lo12:__aarch64_have_lse_atomics\]} 83 } } */
/* { dg-final { scan-assembler-times {\.arch_extension lse\n} 83 } } */
/* { dg-final { scan-assembler-times {\.arch_extension nolse\n} 83 } } */

/* The LSE instructions.  */
/* { dg-final { scan-assembler-times {\tldaddb\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldaddab\tw} 8 } } */
/* { dg-final { scan-assembler-times {\tldaddlb\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldaddalb\tw} 12 } } */
/* { dg-final { scan-assembler-times {\tldclrb\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldclrab\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldclrlb\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldclralb\tw} 6 } } */
/* { dg-final { scan-assembler-times {\tldsetb\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldsetab\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldsetlb\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldsetalb\tw} 6 } } */
/* { dg-final { scan-assembler-times {\tldeorb\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldeorab\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldeorlb\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldeoralb\tw} 6 } } */
/* { dg-final { scan-assembler-times {\tswpb\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tswpab\tw} 5 } } */
/* { dg-final { scan-assembler-times {\tswplb\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tswpalb\tw} 4 } } */

/* The LL/SC sequences.  */
/* { dg-final { scan-assembler-times {\tldxrb\tw} 35 } } */
/* { dg-final { scan-assembler-times {\tldaxrb\tw} 48 } } */
/* { dg-final { scan-assembler-times {\tstxrb\tw[0-9]+, w} 37 } } */
/* { dg-final { scan-assembler-times {\tstlxrb\tw[0-9]+, w} 46 } } */
/* { dg-final { scan-assembler-times {\tdmb\tish\n} 11 } } */
