/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf -mno-outline-atomics" } */
/* Where GCC already emits GCC's own LL/SC sequences (-mno-outline-atomics), it calls no helper and the plugin
   leaves the code alone.  */

#define T unsigned int
#include "rmw-body.x"
#include "cas-body.x"

/* { dg-final { check-assembly-unchanged } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-assembler-not {\t(ld(add|clr|eor|set)|swp|cas)[alh]*\t} } } */
/* { dg-final { scan-assembler-times {\tldaxr\tw} 100 } } */
