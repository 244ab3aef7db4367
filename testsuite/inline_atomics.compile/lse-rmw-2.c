/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf" } */
/* Every read-modify-write builtin but compare-and-exchange on 2 bytes,
   with every memory order: the likely path holds the instruction that
   -march=armv8-a+lse gives, the unlikely path the LL/SC sequence of
   -mno-outline-atomics, and no helper call is left.  The expected
   counts are explained in rmw-body.x.  */

#define T unsigned short
#include "rmw-body.x"

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { scan-assembler-times {\tldrb\tw[0-9]+, \[x[0-9]+, #:lo12:__aarch64_have_lse_atomics\]} 77 } } */
/* { dg-final { scan-assembler-times {\.arch_extension lse\n} 77 } } */
/* { dg-final { scan-assembler-times {\.arch_extension nolse\n} 77 } } */

/* The LSE instructions.  */
/* { dg-final { scan-assembler-times {\tldaddh\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldaddah\tw} 8 } } */
/* { dg-final { scan-assembler-times {\tldaddlh\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldaddalh\tw} 12 } } */
/* { dg-final { scan-assembler-times {\tldclrh\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldclrah\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldclrlh\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldclralh\tw} 6 } } */
/* { dg-final { scan-assembler-times {\tldseth\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldsetah\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldsetlh\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldsetalh\tw} 6 } } */
/* { dg-final { scan-assembler-times {\tldeorh\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldeorah\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tldeorlh\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tldeoralh\tw} 6 } } */
/* { dg-final { scan-assembler-times {\tswph\tw} 1 } } */
/* { dg-final { scan-assembler-times {\tswpah\tw} 3 } } */
/* { dg-final { scan-assembler-times {\tswplh\tw} 1 } } */
/* { dg-final { scan-assembler-times {\tswpalh\tw} 2 } } */

/* The LL/SC sequences.  */
/* { dg-final { scan-assembler-times {\tldxrh\tw} 33 } } */
/* { dg-final { scan-assembler-times {\tldaxrh\tw} 44 } } */
/* { dg-final { scan-assembler-times {\tstxrh\tw[0-9]+, w} 34 } } */
/* { dg-final { scan-assembler-times {\tstlxrh\tw[0-9]+, w} 43 } } */
/* { dg-final { scan-assembler-times {\tdmb\tish\n} 11 } } */
