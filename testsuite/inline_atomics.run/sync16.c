/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-Wno-sync-nand" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { check-plugin-acted } } */
/* Every 16-byte __sync operation on operand pairs chosen to carry and
   borrow across the two halves: the result and the memory after it are
   checked against plain C, the neighbouring objects must not change,
   and a digest of every result is printed, which must equal the output
   of GCC's own builds (calls of __aarch64_cas16_sync, and LDXP/STLXP)
   on the same CPU.  */

#include <stdio.h>

typedef unsigned __int128 u128;

static unsigned failures;
static unsigned long long digest = 0xcbf29ce484222325ULL;

static void
mix (u128 v)
{
  for (int i = 0; i < 16; i++)
    {
      digest ^= (unsigned long long) (v >> (8 * i)) & 0xff;
      digest *= 0x100000001b3ULL;
    }
}

#define HI(v) ((unsigned long long) ((v) >> 64))
#define LO(v) ((unsigned long long) (v))

static void
check (const char *fn, const char *what, u128 got, u128 want)
{
  mix (got);
  if (got != want && failures++ < 50)
    printf ("FAIL %s: %s is %016llx%016llx, expected %016llx%016llx\n",
	    fn, what, HI (got), LO (got), HI (want), LO (want));
}

#define PAIR(h, l) (((u128) (h) << 64) | (l))
static const u128 patterns[] = {
  0, 1, PAIR (0, ~0ULL), PAIR (1, 0), PAIR (~0ULL, ~0ULL),
  PAIR (0x8000000000000000ULL, 0), PAIR (0x0123456789abcdefULL,
					 0xfedcba9876543210ULL),
  PAIR (0x5a5a5a5a5a5a5a5aULL, 0xa5a5a5a5a5a5a5a5ULL),
  PAIR (0x7fffffffffffffffULL, ~0ULL)
};
#define NPAT (sizeof patterns / sizeof patterns[0])

static const u128 guard = PAIR (0xc3c3c3c3c3c3c3c3ULL, 0x3c3c3c3c3c3c3c3cULL);
static u128 slots[3] __attribute__ ((aligned (16)));

#define RMW(NAME, CALL, OLD_RESULT, EXPR)				\
  __attribute__ ((noipa)) static u128					\
  NAME (u128 *p, u128 v)						\
  {									\
    return CALL (p, v);							\
  }									\
  static void								\
  test_##NAME (void)							\
  {									\
    for (unsigned i = 0; i < NPAT; i++)					\
      for (unsigned j = 0; j < NPAT; j++)				\
	{								\
	  u128 a = patterns[i], b = patterns[j];			\
	  u128 want_new = EXPR;						\
	  slots[0] = slots[2] = guard;					\
	  slots[1] = a;							\
	  u128 got = NAME (&slots[1], b);				\
	  check (#NAME, "result", got, OLD_RESULT ? a : want_new);	\
	  check (#NAME, "memory", slots[1], want_new);			\
	  check (#NAME, "guard", slots[0] ^ slots[2], 0);		\
	}								\
    printf ("%s %016llx\n", #NAME, digest);				\
  }

RMW (fetch_add, __sync_fetch_and_add, 1, a + b)
RMW (fetch_sub, __sync_fetch_and_sub, 1, a - b)
RMW (fetch_and, __sync_fetch_and_and, 1, a & b)
RMW (fetch_or, __sync_fetch_and_or, 1, a | b)
RMW (fetch_xor, __sync_fetch_and_xor, 1, a ^ b)
RMW (fetch_nand, __sync_fetch_and_nand, 1, ~(a & b))
RMW (add_fetch, __sync_add_and_fetch, 0, a + b)
RMW (sub_fetch, __sync_sub_and_fetch, 0, a - b)
RMW (and_fetch, __sync_and_and_fetch, 0, a & b)
RMW (or_fetch, __sync_or_and_fetch, 0, a | b)
RMW (xor_fetch, __sync_xor_and_fetch, 0, a ^ b)
RMW (nand_fetch, __sync_nand_and_fetch, 0, ~(a & b))
RMW (test_and_set, __sync_lock_test_and_set, 1, b)

__attribute__ ((noipa)) static u128
val_cas (u128 *p, u128 o, u128 n)
{
  return __sync_val_compare_and_swap (p, o, n);
}

__attribute__ ((noipa)) static int
bool_cas (u128 *p, u128 o, u128 n)
{
  return __sync_bool_compare_and_swap (p, o, n);
}

/* A constant operand, and a result that is not used.  */
__attribute__ ((noipa)) static void
add_const_unused (u128 *p)
{
  __sync_fetch_and_add (p, PAIR (1, ~0ULL));
}

__attribute__ ((noipa)) static void
release (u128 *p)
{
  __sync_lock_release (p);
}

static void
test_cas (void)
{
  for (unsigned i = 0; i < NPAT; i++)
    for (unsigned j = 0; j < NPAT; j++)
      {
	u128 a = patterns[i], e = patterns[j], d = ~patterns[i] ^ e;
	slots[0] = slots[2] = guard;
	slots[1] = a;
	check ("val_cas", "result", val_cas (&slots[1], e, d), a);
	check ("val_cas", "memory", slots[1], a == e ? d : a);
	slots[1] = a;
	check ("bool_cas", "result", bool_cas (&slots[1], e, d), a == e);
	check ("bool_cas", "memory", slots[1], a == e ? d : a);
	check ("cas", "guard", slots[0] ^ slots[2], 0);
      }
  printf ("cas %016llx\n", digest);
  for (unsigned i = 0; i < NPAT; i++)
    {
      slots[1] = patterns[i];
      add_const_unused (&slots[1]);
      check ("add_const_unused", "memory", slots[1],
	     patterns[i] + PAIR (1, ~0ULL));
      release (&slots[1]);
      check ("release", "memory", slots[1], 0);
      check ("release", "guard", slots[0] ^ slots[2], 0);
    }
  printf ("const/release %016llx\n", digest);
}

int
main (void)
{
  test_fetch_add ();
  test_fetch_sub ();
  test_fetch_and ();
  test_fetch_or ();
  test_fetch_xor ();
  test_fetch_nand ();
  test_add_fetch ();
  test_sub_fetch ();
  test_and_fetch ();
  test_or_fetch ();
  test_xor_fetch ();
  test_nand_fetch ();
  test_test_and_set ();
  test_cas ();
  printf ("%u failures\n", failures);
  return failures != 0;
}
