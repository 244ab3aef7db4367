/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-Os -fno-ipa-icf" } */
/* Code optimised for size keeps GCC's helper calls.  */

#define T unsigned int
#include "rmw-body.x"
#include "cas-body.x"

/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler-not {\t(ld(add|clr|eor|set)|swp|cas)[alh]*\t} } } */
/* { dg-final { scan-assembler-not {\tld[a]?xr} } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldadd4_relax\n} 4 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldadd4_acq_rel\n} 8 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldadd4_sync\n} 4 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_swp4_sync\n} 1 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_cas4_acq_rel\n} 36 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_cas4_sync\n} 2 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_[a-z]+[0-9]+_[a-z_]+\n} 143 } } */
