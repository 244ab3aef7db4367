/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-Wno-overflow" } */
/* The constant operands that GCC's expander turns into another
   operation (optabs.cc, maybe_optimize_fetch_op): an AND with 0 whose
   old value is wanted, or whose result is unused, becomes an exchange
   with 0, and an OR with all ones an exchange with all ones.  "0" and
   "all ones" are in the operand's mode, so a constant that truncates to
   one of them counts too, and so does an argument that inlining or
   constant propagation makes constant.  Each site's old value and the
   memory afterwards are checked against C's arithmetic, on both
   paths: with split=rtl, the plugin of af9bbfa took the instruction
   (ldclr) from the builtin and the operand (zero) from the exchange, so
   the AND did nothing on an LSE CPU (issue 27).  */

#include <stdlib.h>

static unsigned failures;

#define CHECK(got, want)						\
  do									\
    if ((got) != (want))						\
      {									\
	__builtin_printf ("%s:%d: got %#llx, want %#llx\n", __FILE__,	\
			  __LINE__, (unsigned long long) (got),		\
			  (unsigned long long) (want));			\
	failures++;							\
      }									\
  while (0)

/* Inlined with a constant argument: the operand is constant only after
   inlining.  */
#define DEFINE(T, N, WIDE_ZERO, WIDE_ONES)				\
  static T v##N;							\
  static inline T and_arg_##N (T x, int m)				\
  { return __atomic_fetch_and (&v##N, x, m); }				\
  static inline T or_arg_##N (T x, int m)				\
  { return __atomic_fetch_or (&v##N, x, m); }				\
  __attribute__ ((noipa)) static void					\
  test_##N (T init)							\
  {									\
    T old;								\
    v##N = init;							\
    CHECK (__atomic_fetch_and (&v##N, 0, __ATOMIC_RELAXED), init);	\
    CHECK (v##N, 0);							\
    v##N = init;							\
    CHECK (__atomic_fetch_and (&v##N, WIDE_ZERO, __ATOMIC_ACQUIRE), init); \
    CHECK (v##N, 0);							\
    v##N = init;							\
    CHECK (__sync_fetch_and_and (&v##N, 0), init);			\
    CHECK (v##N, 0);							\
    v##N = init;							\
    __atomic_fetch_and (&v##N, 0, __ATOMIC_RELEASE);			\
    CHECK (v##N, 0);							\
    v##N = init;							\
    __atomic_and_fetch (&v##N, 0, __ATOMIC_SEQ_CST);			\
    CHECK (v##N, 0);							\
    v##N = init;							\
    CHECK (__atomic_and_fetch (&v##N, 0, __ATOMIC_ACQ_REL), 0);	\
    CHECK (v##N, 0);							\
    v##N = init;							\
    CHECK (and_arg_##N (0, __ATOMIC_SEQ_CST), init);			\
    CHECK (v##N, 0);							\
    v##N = init;							\
    CHECK (__atomic_fetch_or (&v##N, (T) -1, __ATOMIC_RELAXED), init);	\
    CHECK (v##N, (T) -1);						\
    v##N = init;							\
    CHECK (__atomic_fetch_or (&v##N, WIDE_ONES, __ATOMIC_ACQUIRE), init); \
    CHECK (v##N, (T) -1);						\
    v##N = init;							\
    CHECK (__sync_fetch_and_or (&v##N, (T) -1), init);			\
    CHECK (v##N, (T) -1);						\
    v##N = init;							\
    __atomic_or_fetch (&v##N, (T) -1, __ATOMIC_RELEASE);		\
    CHECK (v##N, (T) -1);						\
    v##N = init;							\
    CHECK (or_arg_##N ((T) -1, __ATOMIC_ACQ_REL), init);		\
    CHECK (v##N, (T) -1);						\
    v##N = init;							\
    old = __atomic_fetch_and (&v##N, (T) -1, __ATOMIC_RELAXED);	\
    CHECK (old, init);							\
    CHECK (v##N, init);							\
    v##N = init;							\
    old = __atomic_fetch_or (&v##N, 0, __ATOMIC_RELAXED);		\
    CHECK (old, init);							\
    CHECK (v##N, init);							\
  }

/* The constants that truncate to 0 and to all ones in each type.  */
DEFINE (unsigned char, 1, 0x100, 0x1ff)
DEFINE (unsigned short, 2, 0x10000, 0x3ffff)
DEFINE (unsigned int, 4, 0x100000000ULL, 0x7ffffffffULL)
DEFINE (unsigned long long, 8, 0ULL, ~0ULL)

int
main (void)
{
  static const unsigned long long inits[] = { 0, 1, 0x5a5a5a5a5a5a5a5aULL,
					      ~0ULL, 0x8000000000000081ULL };
  for (unsigned i = 0; i < sizeof inits / sizeof inits[0]; i++)
    {
      unsigned long long x = inits[i];
      test_1 (x);
      test_2 (x);
      test_4 (x);
      test_8 (x);
    }
  if (failures)
    abort ();
  return 0;
}
