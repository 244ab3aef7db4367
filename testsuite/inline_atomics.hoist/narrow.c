/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* 1- and 2-byte operations: AArch64 keeps such values extended to 32
   bits in registers, so a result merged in its own type, or an operand
   converted before the flag test, would cost an extension on the LSE
   path that GCC's +lse build does not have.  The operands are loaded
   or wider than the site: a 1- or 2-byte parameter keeps the extension
   GCC gives it at the function's entry (docs/manual.md, "Narrow
   operands"), which GCC 16's +lse build drops and GCC 12's keeps.  */

#include <stdatomic.h>

short
fetch_add_2 (short *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

signed char
exchange_1 (signed char *p, const signed char *v)
{
  return __atomic_exchange_n (p, *v, __ATOMIC_RELAXED);
}

int
exchange_2_used (short *p, const short *v)
{
  return __atomic_exchange_n (p, *v, __ATOMIC_SEQ_CST) + 1;
}

unsigned char
fetch_or_1 (unsigned char *p, int v)
{
  return __atomic_fetch_or (p, v, __ATOMIC_SEQ_CST);
}

short
fetch_sub_2 (short *p, int v)
{
  return __atomic_fetch_sub (p, v, __ATOMIC_ACQ_REL);
}

unsigned char
fetch_and_1 (unsigned char *p, const unsigned char *v)
{
  return __atomic_fetch_and (p, *v, __ATOMIC_RELAXED);
}

short
add_fetch_2 (short *p)
{
  return __atomic_add_fetch (p, 1, __ATOMIC_RELAXED);
}

short
sub_fetch_2 (short *p, const short *v)
{
  return __atomic_sub_fetch (p, *v, __ATOMIC_RELAXED);
}

signed char
xor_fetch_1 (signed char *p, long v)
{
  return __atomic_xor_fetch (p, v, __ATOMIC_RELAXED);
}

char
stdatomic_1 (_Atomic char *p)
{
  return atomic_fetch_add (p, 3);
}

unsigned short
sync_val_cas_2 (unsigned short *p, int e, int d)
{
  return __sync_val_compare_and_swap (p, e, d);
}

unsigned char
cas_1 (unsigned char *p, unsigned char *e, long d)
{
  unsigned char expected = *e;
  __atomic_compare_exchange_n (p, &expected, d, 0, __ATOMIC_ACQUIRE,
			       __ATOMIC_ACQUIRE);
  return expected;
}

/* { dg-final { extensions-like-lse fetch_add_2 } } */
/* { dg-final { extensions-like-lse exchange_1 } } */
/* { dg-final { extensions-like-lse exchange_2_used } } */
/* { dg-final { extensions-like-lse fetch_or_1 } } */
/* { dg-final { extensions-like-lse fetch_sub_2 } } */
/* { dg-final { extensions-like-lse fetch_and_1 } } */
/* { dg-final { extensions-like-lse add_fetch_2 } } */
/* { dg-final { extensions-like-lse sub_fetch_2 } } */
/* { dg-final { extensions-like-lse xor_fetch_1 } } */
/* { dg-final { extensions-like-lse stdatomic_1 } } */
/* { dg-final { extensions-like-lse sync_val_cas_2 } } */
/* { dg-final { extensions-like-lse cas_1 } } */
/* { dg-final { llsc-after-ret fetch_add_2 } } */
