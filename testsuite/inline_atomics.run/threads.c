/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-pthread" } */
/* Four threads hammer the same objects with every read-modify-write
   family, all sizes: no update may be lost, and every value a thread
   gets back must be consistent with the bits it owns.  A barrier
   starts each phase in all threads together.  A run takes about half a
   second under qemu; a plain load/add/store in place of one fetch_add
   loses updates in most runs.  */

#include <pthread.h>
#include <sched.h>
#include <stdio.h>

#define THREADS 4
#define ITERS 50000

static pthread_barrier_t barrier;
static unsigned errors[THREADS];

static unsigned char c8;
static unsigned short c16;
static unsigned int c32;
static unsigned long c64;
static unsigned long down;
static unsigned char bits8;
static unsigned short bits16;
static unsigned int bits32;
static unsigned long bits64;
static unsigned int cas_counter;
static unsigned long weak_counter;
static unsigned short narrow_cas;
static unsigned int sync_counter;
static unsigned long sync_cas_counter;
static unsigned char sync_cas8;

/* Locks protecting plain counters.  */
static int xchg_lock;
static unsigned long xchg_protected;
static int sync_lock;
static unsigned long sync_protected;
static _Bool tas_lock;
static unsigned long tas_protected;

static void
phase (void)
{
  pthread_barrier_wait (&barrier);
}

#define ERROR(T) (errors[T]++)

static void *
worker (void *arg)
{
  int t = (int) (long) arg;

  /* fetch_add / add_fetch on every size and a few orders.  */
  phase ();
  for (int i = 0; i < ITERS; i++)
    {
      __atomic_fetch_add (&c8, 1, __ATOMIC_RELAXED);
      __atomic_add_fetch (&c16, 1, __ATOMIC_ACQ_REL);
      __atomic_fetch_add (&c32, 1, __ATOMIC_SEQ_CST);
      __atomic_fetch_add (&c64, 3, __ATOMIC_RELEASE);
      __atomic_fetch_sub (&down, 1, __ATOMIC_ACQUIRE);
      __atomic_sub_fetch (&c64, 1, __ATOMIC_RELAXED);
    }

  /* fetch_or / fetch_and: thread T owns bit T (and bit T + 4); only its
     owner changes a bit, so every old value tells whether an update of
     another thread was lost.  */
  phase ();
  for (int i = 0; i < ITERS; i++)
    {
      unsigned char b8 = (unsigned char) (0x11u << t);
      unsigned short b16 = (unsigned short) (0x1001u << t);
      unsigned int b32 = 0x10001u << t;
      unsigned long b64 = 0x1000000010000001ul << t;
      if (__atomic_fetch_or (&bits8, b8, __ATOMIC_ACQUIRE) & b8)
	ERROR (t);
      if (!(__atomic_fetch_and (&bits8, (unsigned char) ~b8, __ATOMIC_RELEASE) & b8))
	ERROR (t);
      if ((__atomic_or_fetch (&bits16, b16, __ATOMIC_SEQ_CST) & b16) != b16)
	ERROR (t);
      if (__atomic_and_fetch (&bits16, (unsigned short) ~b16, __ATOMIC_RELAXED) & b16)
	ERROR (t);
      if (__sync_fetch_and_or (&bits32, b32) & b32)
	ERROR (t);
      if (__sync_and_and_fetch (&bits32, ~b32) & b32)
	ERROR (t);
      if (__atomic_fetch_or (&bits64, b64, __ATOMIC_ACQ_REL) & b64)
	ERROR (t);
      if ((__atomic_fetch_and (&bits64, ~b64, __ATOMIC_ACQ_REL) & b64) != b64)
	ERROR (t);
    }

  /* fetch_xor: each thread toggles its own bits; the old value must
     show the state it left them in.  */
  phase ();
  for (int i = 0; i < ITERS; i++)
    {
      unsigned int b = 0x01010101u << t;
      unsigned int want = (i & 1) ? b : 0;
      if ((__atomic_fetch_xor (&bits32, b, __ATOMIC_RELAXED) & b) != want)
	ERROR (t);
      unsigned char b8 = (unsigned char) (0x11u << t);
      unsigned char want8 = (i & 1) ? 0 : b8;
      if ((__sync_xor_and_fetch (&bits8, b8) & b8) != want8)
	ERROR (t);
    }

  /* Compare-and-exchange loops: strong with a local expected value
     (.ATOMIC_COMPARE_EXCHANGE), weak through a pointer, and 2 bytes.  */
  phase ();
  for (int i = 0; i < ITERS; i++)
    {
      unsigned int old = __atomic_load_n (&cas_counter, __ATOMIC_RELAXED);
      while (!__atomic_compare_exchange_n (&cas_counter, &old, old + 1, 0,
					   __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
	;
      unsigned long *p = &weak_counter;
      unsigned long o = *p;
      while (!__atomic_compare_exchange_n (p, &o, o + 2, 1,
					   __ATOMIC_RELEASE, __ATOMIC_RELAXED))
	;
      unsigned short s = narrow_cas;
      while (!__atomic_compare_exchange_n (&narrow_cas, &s, (unsigned short) (s + 1),
					   1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
	;
    }

  /* The __sync forms.  */
  phase ();
  for (int i = 0; i < ITERS; i++)
    {
      __sync_fetch_and_add (&sync_counter, 1);
      __sync_sub_and_fetch (&sync_counter, 2);
      __sync_add_and_fetch (&sync_counter, 2);
      unsigned long v = sync_cas_counter;
      for (;;)
	{
	  unsigned long seen = __sync_val_compare_and_swap (&sync_cas_counter, v, v + 1);
	  if (seen == v)
	    break;
	  v = seen;
	}
      unsigned char c;
      do
	c = sync_cas8;
      while (!__sync_bool_compare_and_swap (&sync_cas8, c, (unsigned char) (c + 1)));
    }

  /* Locks built from exchange, __sync_lock_test_and_set and
     test_and_set protect plain counters.  */
  phase ();
  for (int i = 0; i < ITERS; i++)
    {
      while (__atomic_exchange_n (&xchg_lock, 1, __ATOMIC_ACQUIRE))
	sched_yield ();
      xchg_protected++;
      __atomic_store_n (&xchg_lock, 0, __ATOMIC_RELEASE);

      while (__sync_lock_test_and_set (&sync_lock, 1))
	sched_yield ();
      sync_protected++;
      __sync_lock_release (&sync_lock);

      while (__atomic_test_and_set (&tas_lock, __ATOMIC_ACQUIRE))
	sched_yield ();
      tas_protected++;
      __atomic_clear (&tas_lock, __ATOMIC_RELEASE);
    }
  return 0;
}

static unsigned failures;

static void
expect (const char *what, unsigned long got, unsigned long want)
{
  if (got != want)
    {
      failures++;
      printf ("FAIL %s: %lu, expected %lu\n", what, got, want);
    }
}

int
main (void)
{
  pthread_t threads[THREADS];
  const unsigned long n = (unsigned long) THREADS * ITERS;

  down = n;
  pthread_barrier_init (&barrier, 0, THREADS);
  for (int t = 0; t < THREADS; t++)
    if (pthread_create (&threads[t], 0, worker, (void *) (long) t))
      {
	printf ("FAIL pthread_create\n");
	return 1;
      }
  for (int t = 0; t < THREADS; t++)
    pthread_join (threads[t], 0);

  for (int t = 0; t < THREADS; t++)
    expect ("thread saw an inconsistent old value", errors[t], 0);
  expect ("fetch_add 1 byte", c8, n & 0xff);
  expect ("add_fetch 2 bytes", c16, n & 0xffff);
  expect ("fetch_add 4 bytes", c32, n);
  expect ("fetch_add/sub_fetch 8 bytes", c64, 2 * n);
  expect ("fetch_sub 8 bytes", down, 0);
  expect ("fetch_or/fetch_and bits 1 byte", bits8, 0);
  expect ("fetch_or/fetch_and bits 2 bytes", bits16, 0);
  expect ("fetch_or/and/xor bits 4 bytes", bits32, 0);
  expect ("fetch_or/fetch_and bits 8 bytes", bits64, 0);
  expect ("strong CAS loop", cas_counter, n);
  expect ("weak CAS loop", weak_counter, 2 * n);
  expect ("2-byte weak CAS loop", narrow_cas, n & 0xffff);
  expect ("__sync add/sub", sync_counter, n);
  expect ("__sync_val_compare_and_swap loop", sync_cas_counter, n);
  expect ("__sync_bool_compare_and_swap loop", sync_cas8, n & 0xff);
  expect ("exchange lock", xchg_protected, n);
  expect ("__sync_lock_test_and_set lock", sync_protected, n);
  expect ("test_and_set lock", tas_protected, n);
  printf ("%s\n", failures ? "FAILED" : "OK");
  return failures != 0;
}
