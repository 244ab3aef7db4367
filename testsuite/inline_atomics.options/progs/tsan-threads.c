/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* Threads that share counters only through atomics, built with
   -fsanitize=thread (see tsan_tests in options.exp): ThreadSanitizer
   must see the atomics (its __tsan_atomic* calls) and report no race;
   the totals are fixed.  */

#include <pthread.h>
#include <stdio.h>

#define THREADS 4
#define ROUNDS 2000

static long total;
static unsigned char flags;
static int slot;

static void *
worker (void *arg)
{
  int id = (int) (long) arg;
  for (int i = 0; i < ROUNDS; i++)
    {
      __atomic_fetch_add (&total, id + 1, __ATOMIC_RELAXED);
      int e = __atomic_load_n (&slot, __ATOMIC_RELAXED);
      while (!__atomic_compare_exchange_n (&slot, &e, e + 1, 1,
					   __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
	;
    }
  __sync_fetch_and_or (&flags, 1 << id);
  return NULL;
}

int
main (void)
{
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; i++)
    if (pthread_create (&t[i], NULL, worker, (void *) i) != 0)
      return 2;
  for (int i = 0; i < THREADS; i++)
    pthread_join (t[i], NULL);
  printf ("total %ld slot %d flags %#x\n", total, slot, flags);
  return !(total == ROUNDS * 10L && slot == ROUNDS * THREADS
	   && flags == (1 << THREADS) - 1);
}
