/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-std=c11 -fno-ipa-icf" } */
/* { dg-ia-opt-levels "-O0 -O1 -O2 -O3" } */
/* C11 <stdatomic.h> reduces to the same builtins: every read-modify-write
   operation is rewritten, none calls a helper.  */

#include <stdatomic.h>
#include <stdbool.h>

int fetch_add (atomic_int *p, int v) { return atomic_fetch_add (p, v); }
long fetch_sub (atomic_long *p, long v) { return atomic_fetch_sub_explicit (p, v, memory_order_release); }
unsigned char fetch_and (atomic_uchar *p, unsigned char v) { return atomic_fetch_and_explicit (p, v, memory_order_acquire); }
unsigned short fetch_or (atomic_ushort *p, unsigned short v) { return atomic_fetch_or_explicit (p, v, memory_order_relaxed); }
int fetch_xor (atomic_int *p, int v) { return atomic_fetch_xor_explicit (p, v, memory_order_acq_rel); }
long exchange (atomic_long *p, long v) { return atomic_exchange (p, v); }
bool cas_strong (atomic_int *p, int *e, int d) { return atomic_compare_exchange_strong (p, e, d); }
bool cas_weak (atomic_llong *p, long long *e, long long d)
{ return atomic_compare_exchange_weak_explicit (p, e, d, memory_order_acquire, memory_order_relaxed); }
bool flag_set (atomic_flag *f) { return atomic_flag_test_and_set (f); }
void increment (atomic_int *p) { ++*p; }
void add_assign (_Atomic short *p, short v) { *p += v; }
void or_assign (_Atomic char *p, char v) { *p |= v; }
/* *= has no fetch form: a load and a CAS loop (.ATOMIC_COMPARE_EXCHANGE).  */
void mul_assign (_Atomic int *p, int v) { *p *= v; }

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { scan-assembler-times {\tadrp\tx[0-9]+, __aarch64_have_lse_atomics\n} 13 } } */
