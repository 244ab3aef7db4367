/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf -Wno-sync-nand" } */
/* 16-byte __sync operations: GCC builds them around
   __aarch64_cas16_sync; the plugin gives each a CASPAL (alone, or in the
   retry loop that starts from LDP) behind the flag test, and GCC's own
   LDXP/STLXP loop with its trailing "dmb ish" on the other path.  The
   oracle test (conform.exp) compares both paths with GCC's +lse and
   -mno-outline-atomics builds; this one checks the shape.

   Each LL/SC compare-and-swap stores on both paths: the desired value
   after a match, and the value it read after a mismatch, so that the
   LDXP is atomic (GCC PR target/111404).  GCC 14 and newer do that
   themselves; with GCC 11 to 13, which skip the second store, the
   plugin emits GCC 14's sequence.  So on every version: one LDXP and
   two STLXP per site.  */

typedef unsigned __int128 u128;

u128 val_cas (u128 *p, u128 o, u128 n) { return __sync_val_compare_and_swap (p, o, n); }
_Bool bool_cas (u128 *p, u128 o, u128 n) { return __sync_bool_compare_and_swap (p, o, n); }
__int128 fetch_add (__int128 *p, __int128 v) { return __sync_fetch_and_add (p, v); }
u128 sub_fetch (u128 *p, u128 v) { return __sync_sub_and_fetch (p, v); }
u128 fetch_or (u128 *p, u128 v) { return __sync_fetch_and_or (p, v); }
u128 and_fetch (u128 *p, u128 v) { return __sync_and_and_fetch (p, v); }
u128 fetch_xor (u128 *p, u128 v) { return __sync_fetch_and_xor (p, v); }
u128 nand_fetch (u128 *p, u128 v) { return __sync_nand_and_fetch (p, v); }
u128 test_and_set (u128 *p, u128 v) { return __sync_lock_test_and_set (p, v); }
void release (u128 *p) { __sync_lock_release (p); }
void add_unused (u128 *p) { __sync_fetch_and_add (p, 1); }

/* { dg-final { scan-assembler-not {__aarch64_cas16} } } */
/* { dg-final { scan-assembler-times {\tcaspal\t} 11 } } */
/* { dg-final { scan-assembler-times {\tldxp\t} 11 } } */
/* { dg-final { scan-assembler-times {\tstlxp\t} 22 } } */
/* { dg-final { scan-assembler-times {\tstlxp\t(w[0-9]+), x(?:[0-9]+|zr), x(?:[0-9]+|zr), \[x[0-9]+\]\n\tcbnz\t\1, } 22 } } */
/* { dg-final { scan-assembler-times {\tdmb\tish\n} 11 } } */
/* { dg-final { scan-assembler-times {adrp\tx[0-9]+, __aarch64_have_lse_atomics} 11 } } */
/* { dg-final { check-sites-paired } } */
