/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mbig-endian -fplugin-arg-inline_atomics-verbose" } */
/* Big-endian code: every site is rewritten as in little-endian code.
   The 1- to 8-byte instructions and GCC's LL/SC loops do not depend on
   the byte order; GCC's 16-byte LL/SC compare-and-swap does, and is
   wrong there: it gives LDXP the pair's registers in the other order
   than STLXP and the comparison (plugin/ia-gcc-compat.h,
   IA_GCC_LLSC16_PAIR_ORDER_OK).  The late pass puts the plugin's
   sequence in its place, which names the pair in one order and stores
   after a mismatch too (PR target/111404).  The values are run under
   qemu-aarch64_be by options/big-endian-16 (lib/ia-big-endian.exp).  */
/* { dg-ia-prune-output ": note: " } */

typedef unsigned __int128 u128;

int
f4 (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 21 */
}

u128
f16 (u128 *p, u128 v)
{
  return __sync_fetch_and_add (p, v);	/* line 27 */
}

u128
both (u128 *p, int *q)
{
  __atomic_fetch_add (q, 1, __ATOMIC_RELAXED);	/* line 33 */
  return __sync_val_compare_and_swap (p, 0, 1);	/* line 34 */
}

/* { dg-final { scan-compiler-output {big-endian\.c:21:[0-9]+: note: inline_atomics: '__atomic_fetch_add_4' \(relaxed\) inlined as 'ldadd'} } } */
/* { dg-final { scan-compiler-output {big-endian\.c:27:[0-9]+: note: inline_atomics: '__sync_fetch_and_add_16' \(__sync\) inlined as 'caspal'} } } */
/* { dg-final { scan-compiler-output {big-endian\.c:33:[0-9]+: note: inline_atomics: '__atomic_fetch_add_4' \(relaxed\) inlined as 'ldadd' / 'ldxr-stxr loop'} } } */
/* { dg-final { scan-compiler-output {big-endian\.c:34:[0-9]+: note: inline_atomics: '__sync_val_compare_and_swap_16' \(__sync\) inlined as 'caspal'} } } */
/* { dg-final { scan-function-body f4 {\tldadd\t} } } */
/* { dg-final { scan-function-body-not f4 {\tbl\t} } } */
/* The LL/SC path: the pair read, compared and stored back after a
   mismatch in one order.  */
/* { dg-final { scan-function-body f16 {\tldxp\t(x[0-9]+), (x[0-9]+), (\[x[0-9]+\])\n\tcmp\t\1, x[0-9]+\n\tccmp\t\2, x[0-9]+, 0, eq\n(?:.*\n){4}3:\n\tstlxp\tw[0-9]+, \1, \2, \3\n} } } */
/* { dg-final { scan-function-body both {\tldxp\t(x[0-9]+), (x[0-9]+), (\[x[0-9]+\])\n\tcmp\t\1, xzr\n\tccmp\t\2, xzr, 0, eq\n(?:.*\n){4}3:\n\tstlxp\tw[0-9]+, \1, \2, \3\n} } } */
/* { dg-final { scan-function-body f16 {\tcaspal\t} } } */
/* { dg-final { scan-function-body-not f16 {\tbl\t} } } */
/* { dg-final { scan-function-body both {\tldadd\t} } } */
/* { dg-final { scan-function-body both {\tcaspal\t} } } */
/* { dg-final { scan-function-body-not both {\tbl\t} } } */
