/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-fnon-call-exceptions -mbig-endian" }
// { dg-ia-opt-levels "-O0 -O1 -O2" }
// eh-llsc16-noexcept.cc in big-endian code, where the LL/SC copy of
// every GCC gets the plugin's sequence in place of GCC's insn
// (IA_GCC_LLSC16_PAIR_ORDER_OK).

#include "eh-llsc16-noexcept.x"

// { dg-final { check-sites-paired } }
// { dg-final { scan-assembler-not {\tbl\t__aarch64_} } }
// { dg-final { scan-assembler {\tcaspal\t} } }
