/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf" } */
/* 16-byte __sync operations are GCC's CASP helper calls or loops around
   them; the plugin leaves them alone (only sizes 1 to 8 are inlined).  */

__int128 sync_cas16 (__int128 *p, __int128 o, __int128 n) { return __sync_val_compare_and_swap (p, o, n); }
_Bool sync_bool_cas16 (__int128 *p, __int128 o, __int128 n) { return __sync_bool_compare_and_swap (p, o, n); }
__int128 sync_add16 (__int128 *p, __int128 v) { return __sync_fetch_and_add (p, v); }
__int128 sync_tas16 (__int128 *p, __int128 v) { return __sync_lock_test_and_set (p, v); }

/* { dg-final { check-assembly-unchanged } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler {\tbl\t__aarch64_cas16_sync\n} } } */
