/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-fnon-call-exceptions -fplugin-arg-inline_atomics-mode=none -mbig-endian" }
// { dg-ia-opt-levels "-O0 -O1 -O2" }
// non-call-exceptions-none16.cc in big-endian code, where the late pass
// replaces GCC's 16-byte LL/SC insn with every GCC
// (IA_GCC_LLSC16_PAIR_ORDER_OK): the insn's EH edge goes with it, and
// the sequence reads and compares the pair in one order, which GCC's
// own does not (with GCC 14 and later it too stores after a mismatch,
// so only the order tells them apart).

#include "non-call-exceptions-none16.x"

// { dg-final { scan-assembler-times {\tldxp\t} 2 } }
// { dg-final { scan-assembler-times {\tstlxp\t} 4 } }
// { dg-final { scan-assembler-times {\tldxp\t(x[0-9]+), (x[0-9]+), \[x[0-9]+\]\n\tcmp\t\1, x[0-9]+\n\tccmp\t\2, x[0-9]+, 0, eq\n} 2 } }
// { dg-final { scan-assembler-not {\tbl\t__aarch64_|__aarch64_have_lse_atomics} } }
