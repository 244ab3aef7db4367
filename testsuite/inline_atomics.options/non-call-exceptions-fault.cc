// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The inline-atomics authors.
// { dg-do run }
// { dg-options "-fnon-call-exceptions -Wno-sync-nand" }
// { dg-ia-opt-levels "-O0 -O2" }
// { dg-ia-same-output-as "llsc" }
// { dg-ia-report on }
// -fnon-call-exceptions: an atomic whose access faults throws to the
// handler of its function.  The handler of SIGSEGV throws, and every
// kind of site (fetch-and-op, op-and-fetch of 2 bytes, exchange,
// test-and-set, compare-exchange with its expected value in memory and
// by value, __sync_bool_compare_and_swap, and the 16-byte __sync
// operations, a loop or one compare-and-swap) is run in a try block, once on
// memory it may write and once on a page it may not touch.  Such a site
// is the helper call, with the EH edge of the builtin, as in the
// -mno-outline-atomics and +lse builds, where the LL/SC and LSE insns
// are in the handler's region: the output is the LL/SC build's, "caught"
// for every fault.  (GCC's own helper call is a nothrow library call, so
// in the default build the fault ends the program in std::terminate.)
// The compare-exchange whose expected value is on the protected page
// faults in its load of that value, before the atomic.

#include <csignal>
#include <pthread.h>
#include <cstdio>
#include <sys/mman.h>

struct fault
{
};

static void
on_segv (int)
{
  throw fault ();
}

static int counter;

struct guard
{
  ~guard () { __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED); }
};

// A function NAME (TYPE *p, TYPE v) that returns EXPR as RTYPE, or
// CAUGHT when EXPR faults.
#define SITE_AS(RTYPE, CAUGHT, NAME, TYPE, EXPR)		\
  __attribute__ ((noipa)) RTYPE					\
  NAME (TYPE *p, TYPE v)					\
  {								\
    guard g;							\
    try								\
      {								\
	return (RTYPE) (EXPR);					\
      }								\
    catch (fault &)						\
      {								\
	return CAUGHT;						\
      }								\
  }

#define SITE(NAME, TYPE, EXPR) SITE_AS (long, -1000, NAME, TYPE, EXPR)

SITE (fetch_add, int, __atomic_fetch_add (p, v, __ATOMIC_ACQ_REL))
SITE (add_fetch_short, short, __atomic_add_fetch (p, v, __ATOMIC_RELAXED))
SITE (exchange, long, __atomic_exchange_n (p, v, __ATOMIC_ACQUIRE))
SITE (test_and_set, char,
      __atomic_test_and_set (p, __ATOMIC_SEQ_CST) + v)
SITE (sync_bool_cas, long, __sync_bool_compare_and_swap (p, v, v + 1))
SITE (fetch_and, unsigned, __atomic_fetch_and (p, v, __ATOMIC_RELEASE))

// The expected value by value: GCC folds it into
// .ATOMIC_COMPARE_EXCHANGE.
SITE (cas_value, int,
      ({ int e = v; __atomic_compare_exchange_n (p, &e, v + 5, false,
						 __ATOMIC_SEQ_CST,
						 __ATOMIC_RELAXED) * 100 + e; }))

// 16 bytes: GCC's loop around __aarch64_cas16_sync, each call of which
// keeps the EH edge, or one call for a compare-and-swap.
typedef unsigned __int128 u128;

#define SITE16(NAME, EXPR) SITE_AS (u128, 1000, NAME, u128, EXPR)

SITE16 (fetch_add16, __sync_fetch_and_add (p, v))
SITE16 (nand_fetch16, __sync_nand_and_fetch (p, v))
SITE16 (exchange16, __sync_lock_test_and_set (p, v))
SITE16 (val_cas16, __sync_val_compare_and_swap (p, v, v + 1))
SITE16 (bool_cas16, __sync_bool_compare_and_swap (p, v, ~v))
SITE16 (release16, (__sync_lock_release (p), 7))

// Two threads add to one 16-byte counter through the helper-call loop,
// which retries when the other thread's add came between its load and
// its compare-and-swap.
static u128 shared16;

static void *
add_many (void *)
{
  for (int i = 0; i < 20000; i++)
    fetch_add16 (&shared16, (u128) 1 << 63);
  return nullptr;
}

static void
print16 (u128 a, u128 b)
{
  std::printf ("%016llx%016llx %016llx%016llx\n",
	       (unsigned long long) (a >> 64), (unsigned long long) a,
	       (unsigned long long) (b >> 64), (unsigned long long) b);
}

// The expected value in memory, written back on failure.
__attribute__ ((noipa)) long
cas_mem (int *p, int *expected, int v)
{
  guard g;
  try
    {
      return __atomic_compare_exchange_n (p, expected, v, false,
					  __ATOMIC_ACQ_REL,
					  __ATOMIC_ACQUIRE) * 100 + *expected;
    }
  catch (fault &)
    {
      return -1000;
    }
}

int
main ()
{
  struct sigaction sa = {};
  sa.sa_handler = on_segv;
  sa.sa_flags = SA_NODEFER;
  sigaction (SIGSEGV, &sa, nullptr);
  void *page = mmap (nullptr, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS,
		     -1, 0);
  if (page == MAP_FAILED)
    return 2;

  int i = 5;
  short s = 0x7ff0;
  long l = -1;
  char c = 0;
  unsigned u = 0xffffffffu;
  std::printf ("%ld %ld\n", fetch_add (&i, 7), fetch_add ((int *) page, 7));
  std::printf ("%ld %ld\n", add_fetch_short (&s, 0x20),
	       add_fetch_short ((short *) page, 1));
  std::printf ("%ld %ld\n", exchange (&l, 3), exchange ((long *) page, 3));
  std::printf ("%ld %ld\n", test_and_set (&c, 2),
	       test_and_set ((char *) page, 2));
  std::printf ("%ld %ld\n", sync_bool_cas (&l, 3),
	       sync_bool_cas ((long *) page, 3));
  std::printf ("%ld %ld\n", fetch_and (&u, 0xf0f0u),
	       fetch_and ((unsigned *) page, 1));
  std::printf ("%ld %ld\n", cas_value (&i, 12), cas_value ((int *) page, 0));
  int e = 0;
  long failed = cas_mem (&i, &e, 9);
  long succeeded = cas_mem (&i, &e, 9);
  long on_page = cas_mem ((int *) page, &e, 1);
  long expected_on_page = cas_mem (&i, (int *) page, 1);
  std::printf ("%ld %ld %ld %ld %d\n", failed, succeeded, on_page,
	       expected_on_page, e);
  std::printf ("%d %d %ld %d %u %d\n", i, s, l, c, u, counter);

  u128 big = ~(u128) 0 >> 64;	// the low half all ones: carries
  u128 *bad = (u128 *) page;
  print16 (fetch_add16 (&big, 1), fetch_add16 (bad, 1));
  print16 (nand_fetch16 (&big, (u128) 3 << 64 | 5), nand_fetch16 (bad, 1));
  print16 (exchange16 (&big, (u128) 9 << 70), exchange16 (bad, 1));
  print16 (val_cas16 (&big, (u128) 9 << 70), val_cas16 (bad, 1));
  print16 (bool_cas16 (&big, 2), bool_cas16 (bad, 1));
  print16 (release16 (&big, 0), release16 (bad, 0));
  print16 (big, counter);

  pthread_t other;
  pthread_create (&other, nullptr, add_many, nullptr);
  add_many (nullptr);
  pthread_join (other, nullptr);
  print16 (shared16, 0);
  return !(counter == 40030 && i == 9 && big == 0
	   && shared16 == (u128) 20000 << 64);
}

// { dg-final { scan-function-body _Z9fetch_addPii {\tbl\t__aarch64_ldadd4_acq_rel\n} } }
// { dg-final { scan-function-body _Z7cas_memPiS_i {\tbl\t__aarch64_cas4_acq_rel\n} } }
// { dg-final { scan-function-body _Z11fetch_add16Poo {\tbl\t__aarch64_cas16_sync\n} } }
// { dg-final { scan-ia-report {"form":"call".*keeps its EH edge} 14 } }
