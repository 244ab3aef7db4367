/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-fnon-call-exceptions" }
// { dg-ia-opt-levels "-O0 -O1 -O2" }
// A 16-byte __sync builtin inlined from a noexcept function into one
// with a cleanup sits in a MUST_NOT_THROW region, in the EH table
// (-fnon-call-exceptions), and is an ordinary site: versioned, its LSE
// copy gets CASPAL, and its LL/SC copy keeps GCC's insn or, with GCC 11
// to 13 (PR target/111404) and in big-endian code
// (eh-llsc16-noexcept-be.cc), the plugin's sequence in the insn's place
// (ia_late_fix_llsc16).  -fchecking, which the testsuite always passes,
// checks the EH table and the CFG after each pass.

#include "eh-llsc16-noexcept.x"

// { dg-final { check-sites-paired } }
// { dg-final { scan-assembler-not {\tbl\t__aarch64_} } }
// { dg-final { scan-assembler {\tcaspal\t} } }
