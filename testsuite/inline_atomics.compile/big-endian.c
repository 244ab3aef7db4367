/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mbig-endian -fplugin-arg-inline_atomics-verbose" } */
/* Big-endian code: every site is rewritten as in little-endian code.
   The 1- to 8-byte instructions and GCC's LL/SC loops do not depend on
   the byte order; the 16-byte __sync sites do, since the first register
   of a 128-bit pair holds the most significant half there, and their
   add and sub carry from the second (ia_op16_text).  Their values are
   run under qemu-aarch64_be by options/big-endian-16
   (lib/ia-big-endian.exp).  */
/* { dg-ia-prune-output ": note: " } */

typedef unsigned __int128 u128;

int
f4 (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 19 */
}

u128
f16 (u128 *p, u128 v)
{
  return __sync_fetch_and_add (p, v);	/* line 25 */
}

u128
both (u128 *p, int *q)
{
  __atomic_fetch_add (q, 1, __ATOMIC_RELAXED);	/* line 31 */
  return __sync_val_compare_and_swap (p, 0, 1);	/* line 32 */
}

/* { dg-final { scan-compiler-output {big-endian\.c:19:[0-9]+: note: inline_atomics: '__atomic_fetch_add_4' \(relaxed\) inlined as 'ldadd'} } } */
/* { dg-final { scan-compiler-output {big-endian\.c:25:[0-9]+: note: inline_atomics: '__sync_fetch_and_add_16' \(__sync\) inlined as 'caspal'} } } */
/* { dg-final { scan-compiler-output {big-endian\.c:31:[0-9]+: note: inline_atomics: '__atomic_fetch_add_4' \(relaxed\) inlined as 'ldadd' / 'ldxr-stxr loop'} } } */
/* { dg-final { scan-compiler-output {big-endian\.c:32:[0-9]+: note: inline_atomics: '__sync_val_compare_and_swap_16' \(__sync\) inlined as 'caspal'} } } */
/* { dg-final { scan-function-body f4 {\tldadd\t} } } */
/* { dg-final { scan-function-body-not f4 {\tbl\t} } } */
/* The carry chain of the 128-bit add starts from the low half, the
   second register of the pair that LDP loads.  */
/* { dg-final { scan-function-body f16 {\tldp\tx[0-9]+, (x[0-9]+), \[x[0-9]+\]\n1:\n\tadds\tx[0-9]+, \1, x[0-9]+\n\tadc\t} } } */
/* { dg-final { scan-function-body f16 {\tcaspal\t} } } */
/* { dg-final { scan-function-body-not f16 {\tbl\t} } } */
/* { dg-final { scan-function-body both {\tldadd\t} } } */
/* { dg-final { scan-function-body both {\tcaspal\t} } } */
/* { dg-final { scan-function-body-not both {\tbl\t} } } */
