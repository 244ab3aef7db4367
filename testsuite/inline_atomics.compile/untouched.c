/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf -Wno-sync-nand" } */
/* What GCC never outlines is left alone: nand, loads, stores, clear,
   fences, __sync_lock_release and 16-byte operations.  */

int nand (int *p, int v) { return __atomic_fetch_nand (p, v, __ATOMIC_SEQ_CST); }
char nand_fetch (char *p, char v) { return __atomic_nand_fetch (p, v, __ATOMIC_RELAXED); }
long sync_nand (long *p, long v) { return __sync_fetch_and_nand (p, v); }
short sync_nand_fetch (short *p, short v) { return __sync_nand_and_fetch (p, v); }
int load (int *p) { return __atomic_load_n (p, __ATOMIC_ACQUIRE); }
long load_seq (long *p) { return __atomic_load_n (p, __ATOMIC_SEQ_CST); }
void store (int *p, int v) { __atomic_store_n (p, v, __ATOMIC_RELEASE); }
void store_relaxed (char *p, char v) { __atomic_store_n (p, v, __ATOMIC_RELAXED); }
void clear (_Bool *p) { __atomic_clear (p, __ATOMIC_SEQ_CST); }
void fence_acq (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void fence_seq (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
void signal_fence (void) { __atomic_signal_fence (__ATOMIC_SEQ_CST); }
void sync_sync (void) { __sync_synchronize (); }
void lock_release (int *p) { __sync_lock_release (p); }
__int128 fetch_add16 (__int128 *p, __int128 v) { return __atomic_fetch_add (p, v, __ATOMIC_SEQ_CST); }
_Bool cas16 (__int128 *p, __int128 *e, __int128 d)
{ return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
__int128 exchange16 (__int128 *p, __int128 v) { return __atomic_exchange_n (p, v, __ATOMIC_ACQ_REL); }
__int128 load16 (__int128 *p) { return __atomic_load_n (p, __ATOMIC_ACQUIRE); }

/* { dg-final { check-assembly-unchanged } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler-not {arch_extension} } } */
