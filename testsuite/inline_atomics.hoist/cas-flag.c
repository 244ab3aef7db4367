/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* A compare-exchange computes its success flag once, after the two
   paths join, from the condition flags: GCC's LL/SC insn leaves its
   comparison there, and the late form's LSE path ends with the same
   comparison (ia_late_emit_cas), so a branch on it is the +lse build's
   single compare, with no cset on either path.  That holds for
   __sync_bool_compare_and_swap too.  A weak one keeps the flag of GCC's
   LL/SC sequence, which a spurious failure of the store-exclusive
   sets.  */

#include <stdatomic.h>
#include <stdbool.h>

extern void g (void);

int
lock (int *p)
{
  int e = 0;
  if (__atomic_compare_exchange_n (p, &e, 1, 0, __ATOMIC_ACQUIRE,
				   __ATOMIC_RELAXED))
    return 1;
  g ();
  return e;
}

long
claim (_Atomic long *p, long old, long new)
{
  if (atomic_compare_exchange_strong_explicit (p, &old, new,
					       memory_order_acq_rel,
					       memory_order_acquire))
    return 0;
  return old;
}

bool
strong_result (unsigned *p, unsigned e, unsigned d)
{
  return __atomic_compare_exchange_n (p, &e, d, 0, __ATOMIC_SEQ_CST,
				      __ATOMIC_SEQ_CST);
}

int
narrow_c (_Atomic unsigned char *p)
{
  unsigned char e = 3;
  if (atomic_compare_exchange_strong (p, &e, 5))
    return e + 1;
  return e;
}

bool
weak (long *p, long e, long d)
{
  return __atomic_compare_exchange_n (p, &e, d, 1, __ATOMIC_RELEASE,
				      __ATOMIC_RELAXED);
}

int
weak_branch (int *p, int e)
{
  if (__atomic_compare_exchange_n (p, &e, 7, 1, __ATOMIC_ACQUIRE,
				   __ATOMIC_ACQUIRE))
    return 1;
  g ();
  return e;
}

int
sync_lock (int *p)
{
  if (__sync_bool_compare_and_swap (p, 0, 1))
    return 1;
  g ();
  return 0;
}

bool
sync_result (unsigned long *p, unsigned long e, unsigned long d)
{
  return __sync_bool_compare_and_swap (p, e, d);
}

int
sync_narrow (unsigned short *p, unsigned short e)
{
  if (__sync_bool_compare_and_swap (p, e, 9))
    return 3;
  g ();
  return e;
}

/* { dg-final { csets-like-lse lock } } */
/* { dg-final { csets-like-lse sync_lock } } */
/* { dg-final { csets-like-lse sync_result } } */
/* { dg-final { csets-like-lse sync_narrow } } */
/* { dg-final { frame-like-lse sync_lock } } */
/* { dg-final { csets-like-lse claim } } */
/* { dg-final { csets-like-lse strong_result } } */
/* { dg-final { csets-like-lse narrow_c } } */
/* { dg-final { frame-like-lse lock } } */
/* { dg-final { status-like-no-outline weak } } */
/* { dg-final { status-like-no-outline weak_branch } } */
/* { dg-final { status-like-no-outline lock } } */
