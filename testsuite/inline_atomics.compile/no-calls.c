/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-fno-ipa-icf" } */
/* { dg-ia-opt-levels "-O0 -O1 -O2 -O3" } */
/* At every level that does not optimise for size, no helper call is
   left: every read-modify-write builtin of rmw-body.x and cas-body.x,
   on every size, 4 x 143 + 6 sites, each with its flag test.  */

#define PASTE2(A, B) A##B
#define PASTE(A, B) PASTE2 (A, B)
#define FN(NAME) PASTE (NAME, SUFFIX)

#define T unsigned char
#define SUFFIX _1
#define WITH_TEST_AND_SET
#include "rmw-body.x"
#include "cas-body.x"
#undef WITH_TEST_AND_SET
#undef T
#undef SUFFIX

#define T unsigned short
#define SUFFIX _2
#include "rmw-body.x"
#include "cas-body.x"
#undef T
#undef SUFFIX

#define T unsigned int
#define SUFFIX _4
#include "rmw-body.x"
#include "cas-body.x"
#undef T
#undef SUFFIX

#define T unsigned long
#define SUFFIX _8
#include "rmw-body.x"
#include "cas-body.x"

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { scan-assembler-times {\tadrp\tx[0-9]+, __aarch64_have_lse_atomics\n} 578 } } */
/* { dg-final { scan-assembler-times {\.arch_extension lse\n} 578 } } */
