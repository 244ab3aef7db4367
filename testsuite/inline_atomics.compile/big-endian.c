/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mbig-endian -fplugin-arg-inline_atomics-verbose" } */
/* Big-endian code: 1- to 8-byte sites are rewritten as in little-endian
   code (the instructions and GCC's LL/SC loops do not depend on the
   byte order), but 16-byte __sync sites stay GCC's helper calls, with
   -moutline-atomics on for the function: the plugin's register-pair
   asms name the low half first, the little-endian order of a TImode
   pair.  */
/* { dg-ia-prune-output ": note: " } */

typedef unsigned __int128 u128;

int
f4 (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 18 */
}

u128
f16 (u128 *p, u128 v)
{
  return __sync_fetch_and_add (p, v);	/* line 24 */
}

u128
both (u128 *p, int *q)
{
  __atomic_fetch_add (q, 1, __ATOMIC_RELAXED);	/* line 30 */
  return __sync_val_compare_and_swap (p, 0, 1);	/* line 31 */
}

/* { dg-final { scan-compiler-output {big-endian\.c:18:[0-9]+: note: inline_atomics: '__atomic_fetch_add_4' \(relaxed\) inlined as 'ldadd'} } } */
/* { dg-final { scan-compiler-output {big-endian\.c:24:[0-9]+: note: inline_atomics: '__sync_fetch_and_add_16' \(__sync\) kept as call of '__aarch64_cas16_sync': a 16-byte operation in big-endian code \(-mbig-endian\)} } } */
/* { dg-final { scan-compiler-output {big-endian\.c:30:[0-9]+: note: inline_atomics: '__atomic_fetch_add_4' \(relaxed\) inlined as 'ldadd' / call of '__aarch64_ldadd4_relax': another site of the function stays GCC's} } } */
/* { dg-final { scan-compiler-output {big-endian\.c:31:[0-9]+: note: inline_atomics: '__sync_val_compare_and_swap_16' \(__sync\) kept as call of '__aarch64_cas16_sync': a 16-byte operation in big-endian code} } } */
/* { dg-final { scan-function-body f4 {\tldadd\t} } } */
/* { dg-final { scan-function-body-not f4 {\tbl\t} } } */
/* { dg-final { scan-function-body f16 {\tbl\t__aarch64_cas16_sync\n} } } */
/* { dg-final { scan-function-body-not f16 {caspal|ldxp|stlxp|have_lse} } } */
/* { dg-final { scan-function-body both {\tldadd\t} } } */
/* { dg-final { scan-function-body-times both {\tbl\t__aarch64_cas16_sync\n} 1 } } */
/* { dg-final { scan-function-body-not both {caspal|ldxp} } } */
