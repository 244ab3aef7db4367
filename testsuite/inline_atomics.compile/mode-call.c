/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf -fplugin-arg-inline_atomics-mode=call" } */
/* mode=call changes nothing: GCC's helper calls stay and the assembly is
   exactly what GCC writes without the plugin.  */

#define T unsigned int
#include "rmw-body.x"
#include "cas-body.x"

/* { dg-final { check-assembly-unchanged } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler-not {\t(ld(add|clr|eor|set)|swp|cas)[alh]*\t} } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldadd4_relax\n} 4 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldadd4_acq\n} 8 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldadd4_rel\n} 4 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldadd4_acq_rel\n} 8 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldadd4_sync\n} 4 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldclr4_relax\n} 2 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldset4_acq\n} 4 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldeor4_rel\n} 2 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_ldclr4_sync\n} 2 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_swp4_relax\n} 1 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_swp4_acq\n} 2 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_swp4_sync\n} 1 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_cas4_relax\n} 4 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_cas4_acq\n} 20 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_cas4_rel\n} 4 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_cas4_acq_rel\n} 36 } } */
/* { dg-final { scan-assembler-times {\tbl?\t__aarch64_cas4_sync\n} 2 } } */
