/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-fnon-call-exceptions" }
// { dg-ia-opt-levels "-O0 -O1 -O2" }
// A 16-byte __sync builtin inlined from a noexcept function into one
// with a cleanup sits in a MUST_NOT_THROW region, in the EH table
// (-fnon-call-exceptions), and is an ordinary site.  Where its LL/SC
// path is the plugin's own asm (GCC 11 to 13, PR target/111404, and
// big-endian code: eh-llsc16-noexcept-be.cc), the asm replaces the
// builtin (ia_rewrite_llsc16, ia_replace_call), and the builtin's EH
// entry must go with it, or -fchecking (which the testsuite always
// passes) fails with "dead statement in EH table".  With GCC 14 and
// later the LL/SC path of little-endian code is GCC's builtin.

#include "eh-llsc16-noexcept.x"

// { dg-final { check-sites-paired } }
// { dg-final { scan-assembler-not {\tbl\t__aarch64_} } }
// { dg-final { scan-assembler {\tcaspal\t} } }
