/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-fnon-call-exceptions -fplugin-arg-inline_atomics-mode=none" }
// { dg-ia-opt-levels "-O0 -O1 -O2" }
// mode=none with -fnon-call-exceptions, 16-byte __sync sites that can
// throw: GCC's LL/SC compare-and-swap insn, which ends its block with
// an EH edge.  With GCC 11 to 13 (PR target/111404) the late pass puts
// the plugin's sequence, an asm that cannot throw, in its place, and
// the edge must go with the insn (ia_late_fix_llsc16_insn), or
// -fchecking (which the testsuite always passes) fails with "missing
// REG_EH_REGION note".  With GCC 14 and later the insn is GCC's own;
// non-call-exceptions-none16-be.cc has the replacement with every GCC.
// Either way each compare-and-swap stores after a mismatch too: two
// STLXP for each LDXP, and no helper call.

#include "non-call-exceptions-none16.x"

// { dg-final { scan-assembler-times {\tldxp\t} 2 } }
// { dg-final { scan-assembler-times {\tstlxp\t} 4 } }
// { dg-final { scan-assembler-not {\tbl\t__aarch64_|__aarch64_have_lse_atomics} } }
