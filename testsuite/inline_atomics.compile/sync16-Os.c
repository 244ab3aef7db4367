/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-Os -fno-ipa-icf" } */
/* At -Os the 16-byte __sync operations keep GCC's calls of
   __aarch64_cas16_sync, like every other site.  */

typedef unsigned __int128 u128;

u128 val_cas (u128 *p, u128 o, u128 n) { return __sync_val_compare_and_swap (p, o, n); }
u128 fetch_add (u128 *p, u128 v) { return __sync_fetch_and_add (p, v); }

/* { dg-final { check-assembly-unchanged } } */
/* { dg-final { scan-assembler {\tbl\t__aarch64_cas16_sync\n} } } */
