/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf" } */
/* Compare-and-exchange on 2 bytes: strong and weak, expected value
   behind a pointer or in a local (.ATOMIC_COMPARE_EXCHANGE), every
   valid pair of orders, and the __sync forms.  The likely path holds
   the CAS of -march=armv8-a+lse, the unlikely path the LL/SC loop of
   -mno-outline-atomics.  The expected counts are explained in
   cas-body.x.  */

#define T unsigned short
#include "cas-body.x"

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { scan-assembler-times {\tldrb\tw[0-9]+, \[x[0-9]+, #:lo12:__aarch64_have_lse_atomics\]} 66 } } */

/* The LSE instructions.  */
/* { dg-final { scan-assembler-times {\tcash\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tcasah\tw} 20 } } */
/* { dg-final { scan-assembler-times {\tcaslh\tw} 4 } } */
/* { dg-final { scan-assembler-times {\tcasalh\tw} 38 } } */

/* The LL/SC sequences.  */
/* { dg-final { scan-assembler-times {\tldxrh\tw} 10 } } */
/* { dg-final { scan-assembler-times {\tldaxrh\tw} 56 } } */
/* { dg-final { scan-assembler-times {\tstxrh\tw[0-9]+, w} 24 } } */
/* { dg-final { scan-assembler-times {\tstlxrh\tw[0-9]+, w} 42 } } */
/* { dg-final { scan-assembler-times {\tdmb\tish\n} 2 } } */
