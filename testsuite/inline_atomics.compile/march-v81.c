/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf -march=armv8.1-a" } */
/* Where GCC already emits LSE instructions (-march=armv8.1-a), it calls no helper and the plugin
   leaves the code alone.  */

#define T unsigned int
#include "rmw-body.x"
#include "cas-body.x"

/* { dg-final { check-assembly-unchanged } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-assembler-not {\tld[a]?xr} } } */
/* { dg-final { scan-assembler-times {\tcasal\tw} 38 } } */
/* { dg-final { scan-assembler-times {\tldaddal\tw} 12 } } */
