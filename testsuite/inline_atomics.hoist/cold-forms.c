/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Every family and form gets the same cold decision: in a block that
   ends in abort, and in a cold function, each site is GCC's LL/SC
   sequence with no flag test and no helper call -- the function is
   line for line GCC's -mno-outline-atomics build.  The compare-exchange
   forms matter most: GCC's guessed profile counts their abort block as
   rarely rather than never run (ia-cold.cc).  */

#include <stdbool.h>

extern void abort (void);
extern void report_and_exit (int) __attribute__ ((cold, noinline));

int g;
__int128 q;

/* The expected value in memory: __atomic_compare_exchange_4.  */
void
cas_mem (int x)
{
  if (x == 12345)
    {
      static int e;
      __atomic_compare_exchange_n (&g, &e, 1, 0, __ATOMIC_ACQUIRE,
				   __ATOMIC_ACQUIRE);
      abort ();
    }
}

/* The expected value by value: .ATOMIC_COMPARE_EXCHANGE.  */
int
cas_ifn (int *p, int x)
{
  int e = 3;
  if (x == 12345)
    {
      bool ok = __atomic_compare_exchange_n (p, &e, 1, 0, __ATOMIC_SEQ_CST,
					     __ATOMIC_SEQ_CST);
      report_and_exit (ok);
    }
  return x;
}

void
exchange_rel (int *p, int x)
{
  if (x == 12345)
    {
      __atomic_exchange_n (p, 0, __ATOMIC_RELEASE);
      abort ();
    }
}

void
fetch_op (long *p, int x)
{
  if (x == 12345)
    {
      __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
      __atomic_or_fetch (p, 4, __ATOMIC_ACQ_REL);
      abort ();
    }
}

void
narrow (unsigned char *p, short *h, int x)
{
  if (x == 12345)
    {
      __atomic_test_and_set (p, __ATOMIC_ACQUIRE);
      __atomic_fetch_sub (h, 1, __ATOMIC_RELEASE);
      abort ();
    }
}

void
sync_forms (int *p, int x)
{
  if (x == 12345)
    {
      __sync_val_compare_and_swap (p, 1, 2);
      __sync_bool_compare_and_swap (p, 2, 3);
      __sync_lock_test_and_set (p, 1);
      __sync_fetch_and_and (p, 7);
      abort ();
    }
}

void
sync16 (int x)
{
  if (x == 12345)
    {
      __sync_fetch_and_add (&q, 1);
      __sync_lock_release (&q);
      abort ();
    }
}

/* The error path of a loop.  */
int
loop_error (int *p, int n)
{
  for (int i = 0; i < n; i++)
    if (p[i] < 0)
      {
	__atomic_store_n (p + i, 0, __ATOMIC_RELAXED);
	__atomic_exchange_n (p, i, __ATOMIC_RELEASE);
	report_and_exit (i);
      }
  return n;
}

__attribute__ ((cold)) int
cold_fn (int *p, short *h)
{
  __atomic_fetch_xor (h, 1, __ATOMIC_RELAXED);
  return __atomic_exchange_n (p, 1, __ATOMIC_SEQ_CST)
	 + __sync_fetch_and_add (p, 2);
}

/* { dg-final { same-as-no-outline cas_mem } } */
/* { dg-final { same-as-no-outline cas_ifn } } */
/* { dg-final { same-as-no-outline exchange_rel } } */
/* { dg-final { same-as-no-outline fetch_op } } */
/* { dg-final { same-as-no-outline narrow } } */
/* { dg-final { same-as-no-outline sync_forms } } */
/* { dg-final { same-as-no-outline loop_error } } */
/* { dg-final { same-as-no-outline cold_fn } } */
/* sync16 too, except with GCC 11 to 13, whose own 16-byte LL/SC loop
   the plugin replaces (PR target/111404): no call and no flag there.  */
/* { dg-final { scan-function-body-not sync16 {\tbl\t__aarch64_} } } */
/* { dg-final { scan-function-body-not sync16 {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body sync16 {\tlda?xp\t} } } */
/* { dg-final { scan-assembler-not {\tbl\t__aarch64_} } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
