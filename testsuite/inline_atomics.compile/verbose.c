/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-verbose" } */
/* verbose notes every atomic read-modify-write, at the site, with what
   the plugin did there (the LSE instruction and GCC's LL/SC sequence it
   chose) or why it left the site as it was.  Loads and stores are not
   sites and get no note.  */
/* { dg-ia-prune-output ": note: " } */

int
add (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 14 */
}

_Bool
cas (long *p, long *e, long d)
{
  return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_SEQ_CST,	/* line 20 */
				      __ATOMIC_SEQ_CST);
}

__attribute__ ((target ("+lse"))) int
with_lse (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 27 */
}

int
nand (int *p)
{
  return __atomic_fetch_nand (p, 1, __ATOMIC_RELAXED);	/* line 33 */
}

__attribute__ ((optimize ("Os"))) short
small (short *p, short v)
{
  return __atomic_exchange_n (p, v, __ATOMIC_ACQUIRE);	/* line 39 */
}

__attribute__ ((cold)) void
cold (unsigned char *p)
{
  __sync_fetch_and_or (p, 1);				/* line 45 */
}

__int128
wide (__int128 *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 51 */
}

unsigned __int128
wide_sync (unsigned __int128 *p, unsigned __int128 o)
{
  return __sync_val_compare_and_swap (p, o, 0);		/* line 57 */
}

long
load (long *p)
{
  return __atomic_load_n (p, __ATOMIC_ACQUIRE);		/* line 63 */
}

/* { dg-final { scan-compiler-output {verbose\.c:14:[0-9]+: note: inline_atomics: '__atomic_fetch_add_4' \(relaxed\) inlined as 'ldadd' / 'ldxr-stxr loop'(\n|$)} } } */
/* { dg-final { scan-compiler-output {verbose\.c:20:[0-9]+: note: inline_atomics: '__atomic_compare_exchange_8' \(seq_cst\) inlined as 'casal' / 'ldaxr-stlxr loop'(\n|$)} } } */
/* { dg-final { scan-compiler-output {verbose\.c:27:[0-9]+: note: inline_atomics: '__atomic_fetch_add_4' left to GCC: the target has LSE} } } */
/* { dg-final { scan-compiler-output {verbose\.c:33:[0-9]+: note: inline_atomics: '__atomic_fetch_nand_4' left to GCC: nand has no LSE instruction} } } */
/* { dg-final { scan-compiler-output {verbose\.c:39:[0-9]+: note: inline_atomics: '__atomic_exchange_2' \(acquire\) kept as call of '__aarch64_swp2_acq': optimised for size(\n|$)} } } */
/* { dg-final { scan-compiler-output {verbose\.c:45:[0-9]+: note: inline_atomics: '__sync_fetch_and_or_1' \(__sync\) expanded as 'ldxrb-stlxrb loop \+ dmb ish' only: cold function \(cold=llsc\)(\n|$)} } } */
/* { dg-final { scan-compiler-output {verbose\.c:51:[0-9]+: note: inline_atomics: '__atomic_fetch_add_16' left to GCC: 16-byte __atomic operations call libatomic} } } */
/* { dg-final { scan-compiler-output {verbose\.c:57:[0-9]+: note: inline_atomics: '__sync_val_compare_and_swap_16' \(__sync\) inlined as 'caspal' / 'ldxp-stlxp loop \+ dmb ish'(\n|$)} } } */
/* { dg-final { scan-compiler-output-not {verbose\.c:63:} } } */
/* { dg-final { scan-assembler-times {\tbl\t__aarch64_} 1 } } */
