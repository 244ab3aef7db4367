/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-Wno-invalid-memory-model" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { check-plugin-acted } } */
/* Every rewritten builtin on every size and memory order, on many
   operand patterns: return values, memory and the bytes around the
   object are checked against plain C, and a digest of every result is
   printed, which must equal the output of GCC's own builds (the helper
   calls, and -mno-outline-atomics) on the same CPU.  Covers the CAS
   failure write-back, 1- and 2-byte wrap-around and every operation of
   common/ia-ops.def.  */

#include <stdio.h>

static unsigned failures;
static unsigned long long digest = 0xcbf29ce484222325ULL;

static void
mix (unsigned long long v)
{
  for (int i = 0; i < 8; i++)
    {
      digest ^= (v >> (8 * i)) & 0xff;
      digest *= 0x100000001b3ULL;
    }
}

/* Record GOT; complain unless it is WANT.  */
static void
check (const char *fn, const char *what, unsigned long long got,
       unsigned long long want, unsigned long long a, unsigned long long b)
{
  mix (got);
  if (got != want && failures++ < 50)
    printf ("FAIL %s: %s is %#llx, expected %#llx (a=%#llx b=%#llx)\n",
	    fn, what, got, want, a, b);
}

static void
trace (const char *fn)
{
  printf ("%s %016llx\n", fn, digest);
}

static const unsigned long long patterns[] = {
  0, 1, 2, 0x7f, 0x80, 0xfe, 0xff, 0x100, 0x7fff, 0x8000, 0xffff,
  0x10000, 0x7fffffffULL, 0x80000000ULL, 0xffffffffULL,
  0x5a5a5a5a5a5a5a5aULL, 0xa5a5a5a5a5a5a5a5ULL, 0x0123456789abcdefULL,
  0x8000000000000000ULL, 0xfffffffffffffffeULL, ~0ULL
};
#define NPAT (sizeof patterns / sizeof patterns[0])

/* The CAS tests use fewer patterns: 6 x 6 pairs per function.  */
#define NCASPAT 6

/* The object under test sits in slot 1 of 4; the other slots hold
   GUARD and must not change.  */
#define GUARD 0xc3c3c3c3c3c3c3c3ULL

#define EACH_ORDER(M, ...)				\
  M (__VA_ARGS__, relaxed, __ATOMIC_RELAXED)		\
  M (__VA_ARGS__, consume, __ATOMIC_CONSUME)		\
  M (__VA_ARGS__, acquire, __ATOMIC_ACQUIRE)		\
  M (__VA_ARGS__, release, __ATOMIC_RELEASE)		\
  M (__VA_ARGS__, acq_rel, __ATOMIC_ACQ_REL)		\
  M (__VA_ARGS__, seq_cst, __ATOMIC_SEQ_CST)

/* The same list again, for the failure order of a compare-and-exchange
   (a macro cannot expand itself inside its own expansion).  */
#define EACH_FAILURE_ORDER(M, ...)			\
  M (__VA_ARGS__, relaxed, __ATOMIC_RELAXED)		\
  M (__VA_ARGS__, consume, __ATOMIC_CONSUME)		\
  M (__VA_ARGS__, acquire, __ATOMIC_ACQUIRE)		\
  M (__VA_ARGS__, release, __ATOMIC_RELEASE)		\
  M (__VA_ARGS__, acq_rel, __ATOMIC_ACQ_REL)		\
  M (__VA_ARGS__, seq_cst, __ATOMIC_SEQ_CST)

#define EACH_SIZE(M, ...)			\
  M (__VA_ARGS__, 1, unsigned char)		\
  M (__VA_ARGS__, 2, unsigned short)		\
  M (__VA_ARGS__, 4, unsigned int)		\
  M (__VA_ARGS__, 8, unsigned long)

/* The C operator of each tree code of ia-ops.def.  */
#define C_OP_PLUS_EXPR +
#define C_OP_MINUS_EXPR -
#define C_OP_BIT_AND_EXPR &
#define C_OP_BIT_IOR_EXPR |
#define C_OP_BIT_XOR_EXPR ^
#define C_OP(CODE) C_OP_##CODE

/* ------------------------------------------------------------------ */
/* Per-size checkers, called with the builtins wrapped in functions.   */

/* The checkers are not under test.  They are noipa (cloned for each
   constant function pointer, they would make -O3 compile for a long
   time) and not SLP-vectorised (GCC's SLP vectoriser takes seconds over
   their unrolled loops at -O3).  */
#define CHECKER __attribute__ ((noipa, optimize ("no-tree-slp-vectorize")))

#define DEF_CHECKERS(X, SZ, T)						\
  typedef T (*rmw_fn_##SZ) (T *, T);					\
  typedef _Bool (*cas_ptr_fn_##SZ) (T *, T *, T);			\
  typedef T (*cas_local_fn_##SZ) (T *, T, T);				\
									\
  static void								\
  guard_##SZ (T *slots)							\
  {									\
    slots[0] = slots[2] = slots[3] = (T) GUARD;				\
  }									\
									\
  static void								\
  check_guard_##SZ (const char *fn, T *slots)				\
  {									\
    check (fn, "slot 0", slots[0], (T) GUARD, 0, 0);			\
    check (fn, "slot 2", slots[2], (T) GUARD, 0, 0);			\
    check (fn, "slot 3", slots[3], (T) GUARD, 0, 0);			\
  }									\
									\
  /* FETCH_OP and OP_FETCH against PLAIN on every pair of patterns.  */	\
  CHECKER static void							\
  check_rmw_##SZ (const char *fn, rmw_fn_##SZ fetch_op,			\
		  rmw_fn_##SZ op_fetch, T (*plain) (T, T))		\
  {									\
    T slots[4] __attribute__ ((aligned (16)));				\
    for (unsigned i = 0; i < NPAT; i++)					\
      for (unsigned j = 0; j < NPAT; j++)				\
	{								\
	  T a = (T) patterns[i], b = (T) patterns[j];			\
	  T want = plain (a, b);					\
	  guard_##SZ (slots);						\
	  slots[1] = a;							\
	  check (fn, "fetch_OP value", fetch_op (&slots[1], b), a, a, b); \
	  check (fn, "fetch_OP memory", slots[1], want, a, b);		\
	  slots[1] = a;							\
	  check (fn, "OP_fetch value", op_fetch (&slots[1], b), want, a, b); \
	  check (fn, "OP_fetch memory", slots[1], want, a, b);		\
	  check_guard_##SZ (fn, slots);					\
	}								\
    trace (fn);								\
  }									\
									\
  CHECKER static void							\
  check_exchange_##SZ (const char *fn, rmw_fn_##SZ exchange)		\
  {									\
    T slots[4] __attribute__ ((aligned (16)));				\
    for (unsigned i = 0; i < NPAT; i++)					\
      for (unsigned j = 0; j < NPAT; j++)				\
	{								\
	  T a = (T) patterns[i], b = (T) patterns[j];			\
	  guard_##SZ (slots);						\
	  slots[1] = a;							\
	  check (fn, "value", exchange (&slots[1], b), a, a, b);	\
	  check (fn, "memory", slots[1], b, a, b);			\
	  check_guard_##SZ (fn, slots);					\
	}								\
    trace (fn);								\
  }									\
									\
  /* Compare-and-exchange with the expected value behind a pointer:	\
     success stores D and leaves *E; failure leaves memory and writes	\
     the observed value to *E.  A weak CAS may fail spuriously, so a	\
     failure that changed nothing is retried.  */			\
  CHECKER static void							\
  check_cas_ptr_##SZ (const char *fn, cas_ptr_fn_##SZ cas, int weak)	\
  {									\
    T slots[4] __attribute__ ((aligned (16)));				\
    for (unsigned i = 0; i < NCASPAT; i++)				\
      for (unsigned j = 0; j < NCASPAT; j++)				\
	{								\
	  T a = (T) patterns[i * 3], d = (T) patterns[j * 3 + 1];	\
	  T e = a;							\
	  _Bool ok;							\
	  int tries = 0;						\
	  guard_##SZ (slots);						\
	  slots[1] = a;							\
	  do								\
	    ok = cas (&slots[1], &e, d);				\
	  while (!ok && weak && ++tries < 1000 && e == a && slots[1] == a); \
	  check (fn, "success result", ok, 1, a, d);			\
	  check (fn, "success memory", slots[1], d, a, d);		\
	  check (fn, "success expected", e, a, a, d);			\
	  slots[1] = a;							\
	  e = (T) (a ^ 0x11);						\
	  ok = cas (&slots[1], &e, d);					\
	  check (fn, "failure result", ok, 0, a, d);			\
	  check (fn, "failure memory", slots[1], a, a, d);		\
	  check (fn, "failure write-back", e, a, a, d);			\
	  check_guard_##SZ (fn, slots);					\
	}								\
    trace (fn);								\
  }									\
									\
  /* The local form returns the observed value XOR the success flag.  */ \
  CHECKER static void							\
  check_cas_local_##SZ (const char *fn, cas_local_fn_##SZ cas, int weak) \
  {									\
    T slots[4] __attribute__ ((aligned (16)));				\
    for (unsigned i = 0; i < NCASPAT; i++)				\
      for (unsigned j = 0; j < NCASPAT; j++)				\
	{								\
	  T a = (T) patterns[i * 3], d = (T) patterns[j * 3 + 1];	\
	  T r;								\
	  int tries = 0;						\
	  guard_##SZ (slots);						\
	  slots[1] = a;							\
	  do								\
	    r = cas (&slots[1], a, d);					\
	  while (weak && r == a && slots[1] == a && ++tries < 1000);	\
	  check (fn, "success result", r, (T) (a ^ 1), a, d);		\
	  check (fn, "success memory", slots[1], d, a, d);		\
	  slots[1] = a;							\
	  r = cas (&slots[1], (T) (a ^ 0x11), d);			\
	  check (fn, "failure result", r, a, a, d);			\
	  check (fn, "failure memory", slots[1], a, a, d);		\
	  check_guard_##SZ (fn, slots);					\
	}								\
    trace (fn);								\
  }

EACH_SIZE (DEF_CHECKERS, 0)

/* ------------------------------------------------------------------ */
/* The builtins under test, one noipa function each.                   */

#define NOIPA __attribute__ ((noipa))

#define DEF_FETCH(NAME, CODE, SZ, T, ON, OV)				\
  NOIPA static T fetch_##NAME##_##SZ##_##ON (T *p, T v)		\
  { return __atomic_fetch_##NAME (p, v, OV); }				\
  NOIPA static T NAME##_fetch_##SZ##_##ON (T *p, T v)			\
  { return __atomic_##NAME##_fetch (p, v, OV); }

#define DEF_OP_SIZE(NAME, CODE, SZ, T)					\
  static T plain_##NAME##_##SZ (T a, T b) { return (T) (a C_OP (CODE) b); } \
  NOIPA static T sync_fetch_and_##NAME##_##SZ (T *p, T v)		\
  { return __sync_fetch_and_##NAME (p, v); }				\
  NOIPA static T sync_##NAME##_and_fetch_##SZ (T *p, T v)		\
  { return __sync_##NAME##_and_fetch (p, v); }				\
  EACH_ORDER (DEF_FETCH, NAME, CODE, SZ, T)

#define IA_OP(NAME, UNAME, LSE, PREP, CODE) EACH_SIZE (DEF_OP_SIZE, NAME, CODE)
#include "ia-ops.def"

#define DEF_EXCHANGE(X, SZ, T, ON, OV)					\
  NOIPA static T exchange_##SZ##_##ON (T *p, T v)			\
  { return __atomic_exchange_n (p, v, OV); }
#define DEF_EXCHANGE_SIZE(X, SZ, T) EACH_ORDER (DEF_EXCHANGE, X, SZ, T)
EACH_SIZE (DEF_EXCHANGE_SIZE, 0)

#define DEF_CAS_PAIR(SZ, T, SO, SV, FO, FV)				\
  NOIPA static _Bool cas_strong_ptr_##SZ##_##SO##_##FO (T *p, T *e, T d) \
  { return __atomic_compare_exchange_n (p, e, d, 0, SV, FV); }		\
  NOIPA static _Bool cas_weak_ptr_##SZ##_##SO##_##FO (T *p, T *e, T d)	\
  { return __atomic_compare_exchange_n (p, e, d, 1, SV, FV); }		\
  NOIPA static T cas_strong_local_##SZ##_##SO##_##FO (T *p, T e, T d)	\
  { _Bool ok = __atomic_compare_exchange_n (p, &e, d, 0, SV, FV);	\
    return e ^ (T) ok; }						\
  NOIPA static T cas_weak_local_##SZ##_##SO##_##FO (T *p, T e, T d)	\
  { _Bool ok = __atomic_compare_exchange_n (p, &e, d, 1, SV, FV);	\
    return e ^ (T) ok; }
#define DEF_CAS_SUCCESS(SZ, T, SO, SV) EACH_FAILURE_ORDER (DEF_CAS_PAIR, SZ, T, SO, SV)
#define DEF_CAS_SIZE(X, SZ, T)						\
  EACH_ORDER (DEF_CAS_SUCCESS, SZ, T)					\
  NOIPA static T sync_val_cas_##SZ (T *p, T o, T d)			\
  { return __sync_val_compare_and_swap (p, o, d); }			\
  NOIPA static _Bool sync_bool_cas_##SZ (T *p, T o, T d)		\
  { return __sync_bool_compare_and_swap (p, o, d); }			\
  NOIPA static T sync_lock_test_and_set_##SZ (T *p, T v)		\
  { return __sync_lock_test_and_set (p, v); }
EACH_SIZE (DEF_CAS_SIZE, 0)

#define DEF_TEST_AND_SET(X, ON, OV)					\
  NOIPA static _Bool test_and_set_##ON (void *p)			\
  { return __atomic_test_and_set (p, OV); }
EACH_ORDER (DEF_TEST_AND_SET, 0)

/* ------------------------------------------------------------------ */
/* The calls (long straight-line functions, not vectorised either).    */

#define CALLS __attribute__ ((optimize ("no-tree-slp-vectorize")))

#define CALL_FETCH(NAME, SZ, ON)					\
  check_rmw_##SZ ("fetch_" #NAME "_" #SZ "_" #ON,			\
		  fetch_##NAME##_##SZ##_##ON, NAME##_fetch_##SZ##_##ON,	\
		  plain_##NAME##_##SZ);
#define CALL_FETCH_ORDER(NAME, SZ, T, ON, OV) CALL_FETCH (NAME, SZ, ON)
#define CALL_OP_SIZE(NAME, SZ, T)					\
  check_rmw_##SZ ("sync_fetch_and_" #NAME "_" #SZ,			\
		  sync_fetch_and_##NAME##_##SZ,				\
		  sync_##NAME##_and_fetch_##SZ, plain_##NAME##_##SZ);	\
  EACH_ORDER (CALL_FETCH_ORDER, NAME, SZ, T)

CALLS static void
check_fetch_ops (void)
{
#define IA_OP(NAME, UNAME, LSE, PREP, CODE) EACH_SIZE (CALL_OP_SIZE, NAME)
#include "ia-ops.def"
}

#define CALL_EXCHANGE(X, SZ, T, ON, OV)					\
  check_exchange_##SZ ("exchange_" #SZ "_" #ON, exchange_##SZ##_##ON);
#define CALL_EXCHANGE_SIZE(X, SZ, T)					\
  EACH_ORDER (CALL_EXCHANGE, X, SZ, T)					\
  check_exchange_##SZ ("sync_lock_test_and_set_" #SZ,			\
		       sync_lock_test_and_set_##SZ);

CALLS static void
check_exchanges (void)
{
  EACH_SIZE (CALL_EXCHANGE_SIZE, 0)
}

#define CALL_CAS_PAIR(SZ, T, SO, SV, FO, FV)				\
  check_cas_ptr_##SZ ("cas_strong_ptr_" #SZ "_" #SO "_" #FO,		\
		      cas_strong_ptr_##SZ##_##SO##_##FO, 0);		\
  check_cas_ptr_##SZ ("cas_weak_ptr_" #SZ "_" #SO "_" #FO,		\
		      cas_weak_ptr_##SZ##_##SO##_##FO, 1);		\
  check_cas_local_##SZ ("cas_strong_local_" #SZ "_" #SO "_" #FO,	\
			cas_strong_local_##SZ##_##SO##_##FO, 0);	\
  check_cas_local_##SZ ("cas_weak_local_" #SZ "_" #SO "_" #FO,		\
			cas_weak_local_##SZ##_##SO##_##FO, 1);
#define CALL_CAS_SUCCESS(SZ, T, SO, SV) EACH_FAILURE_ORDER (CALL_CAS_PAIR, SZ, T, SO, SV)

/* __sync_val_compare_and_swap and __sync_bool_compare_and_swap.  */
#define CALL_SYNC_CAS(X, SZ, T)						\
  for (unsigned i = 0; i < NCASPAT; i++)				\
    {									\
      T a = (T) patterns[i * 3], d = (T) patterns[i * 3 + 1];		\
      T m = a;								\
      check ("sync_val_cas_" #SZ, "success value",			\
	     sync_val_cas_##SZ (&m, a, d), a, a, d);			\
      check ("sync_val_cas_" #SZ, "success memory", m, d, a, d);	\
      check ("sync_val_cas_" #SZ, "failure value",			\
	     sync_val_cas_##SZ (&m, (T) (d ^ 0x11), a), d, a, d);	\
      check ("sync_val_cas_" #SZ, "failure memory", m, d, a, d);	\
      m = a;								\
      check ("sync_bool_cas_" #SZ, "success result",			\
	     sync_bool_cas_##SZ (&m, a, d), 1, a, d);			\
      check ("sync_bool_cas_" #SZ, "success memory", m, d, a, d);	\
      check ("sync_bool_cas_" #SZ, "failure result",			\
	     sync_bool_cas_##SZ (&m, (T) (d ^ 0x11), a), 0, a, d);	\
      check ("sync_bool_cas_" #SZ, "failure memory", m, d, a, d);	\
    }									\
  trace ("sync_cas_" #SZ);

#define CALL_CAS_SIZE(X, SZ, T)			\
  EACH_ORDER (CALL_CAS_SUCCESS, SZ, T)		\
  CALL_SYNC_CAS (X, SZ, T)

CALLS static void
check_compare_exchanges (void)
{
  EACH_SIZE (CALL_CAS_SIZE, 0)
}

/* test_and_set sets one byte to 1 (the TRUEVAL of AArch64) and returns
   whether it was set, also when the object is wider.  */
#define CALL_TEST_AND_SET(X, ON, OV)					\
  {									\
    unsigned char c = 0;						\
    unsigned int wide = 0x12345600;					\
    check ("test_and_set_" #ON, "first", test_and_set_##ON (&c), 0, 0, 0); \
    check ("test_and_set_" #ON, "memory", c, 1, 0, 0);			\
    check ("test_and_set_" #ON, "second", test_and_set_##ON (&c), 1, 0, 0); \
    check ("test_and_set_" #ON, "memory", c, 1, 0, 0);			\
    check ("test_and_set_" #ON, "wide", test_and_set_##ON (&wide), 0, 0, 0); \
    check ("test_and_set_" #ON, "wide memory", wide, 0x12345601, 0, 0);	\
    trace ("test_and_set_" #ON);					\
  }

CALLS static void
check_test_and_set (void)
{
  EACH_ORDER (CALL_TEST_AND_SET, 0)
}

int
main (void)
{
  check_fetch_ops ();
  check_exchanges ();
  check_compare_exchanges ();
  check_test_and_set ();
  printf ("%s: %u failures, digest %016llx\n",
	  failures ? "FAILED" : "OK", failures, digest);
  return failures != 0;
}
