/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
// { dg-do compile }
// { dg-options "-fnon-call-exceptions -mbig-endian" }
// { dg-ia-opt-levels "-O0 -O1 -O2" }
// eh-llsc16-noexcept.cc in big-endian code, where the LL/SC path of
// every GCC is the plugin's own asm (IA_GCC_LLSC16_PAIR_ORDER_OK).
// A 16-byte __sync builtin inlined from a noexcept function into one
// with a cleanup sits in a MUST_NOT_THROW region, in the EH table
// (-fnon-call-exceptions), and is an ordinary site.  Where its LL/SC
// path is the plugin's own asm (GCC 11 to 13, PR target/111404, and
// big-endian code), the asm replaces the
// builtin (ia_rewrite_llsc16, ia_replace_call), and the builtin's EH
// entry must go with it, or -fchecking (which the testsuite always
// passes) fails with "dead statement in EH table".  With GCC 14 and
// later the LL/SC path of little-endian code is GCC's builtin.

struct guard
{
  ~guard ();
};

static inline __int128
add (__int128 *p, __int128 v) noexcept
{
  return __sync_fetch_and_add (p, v);
}

static inline bool
swap (__int128 *p, __int128 o, __int128 n) noexcept
{
  return __sync_bool_compare_and_swap (p, o, n);
}

__int128
sum (int n, __int128 *p)
{
  guard g;
  __int128 r = 0;
  for (int i = 0; i < n; i++)
    r += add (p, i) + swap (p, r, i);
  return r;
}

// { dg-final { check-sites-paired } }
// { dg-final { scan-assembler-not {\tbl\t__aarch64_} } }
// { dg-final { scan-assembler {\tcaspal\t} } }
