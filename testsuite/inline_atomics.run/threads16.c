/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-pthread" } */
/* Four threads update one 16-byte object through every kind of 16-byte
   __sync operation: an add that carries into the high half, a CAS loop
   built by hand on __sync_val_compare_and_swap, a bool CAS loop, and
   xor of bits each thread owns.  No update may be lost and the two
   halves must never tear.  */

#include <pthread.h>
#include <stdio.h>

typedef unsigned __int128 u128;

#define THREADS 4
#define ITERS 20000
/* Adding STEP carries into the high half every few iterations.  */
#define STEP (((u128) 1 << 64) | 0x9000000000000000ULL)

static pthread_barrier_t barrier;
static unsigned errors[THREADS];
static u128 counter __attribute__ ((aligned (16)));
static u128 bits __attribute__ ((aligned (16)));

static void *
worker (void *arg)
{
  unsigned id = (unsigned) (unsigned long) arg;
  u128 mine = ((u128) 1 << (64 + id)) | ((u128) 1 << id);

  pthread_barrier_wait (&barrier);
  for (unsigned i = 0; i < ITERS; i++)
    __sync_fetch_and_add (&counter, STEP);

  pthread_barrier_wait (&barrier);
  for (unsigned i = 0; i < ITERS; i++)
    {
      u128 old = counter, seen;
      while ((seen = __sync_val_compare_and_swap (&counter, old, old + 3))
	     != old)
	old = seen;
    }

  pthread_barrier_wait (&barrier);
  for (unsigned i = 0; i < ITERS; i++)
    {
      u128 old;
      do
	old = counter;
      while (!__sync_bool_compare_and_swap (&counter, old, old - 1));
    }

  pthread_barrier_wait (&barrier);
  for (unsigned i = 0; i < ITERS; i++)
    {
      u128 before = __sync_fetch_and_xor (&bits, mine);
      /* Only this thread flips its own bits.  */
      if ((before & mine) != (i & 1 ? mine : 0))
	errors[id]++;
    }
  return NULL;
}

int
main (void)
{
  pthread_t threads[THREADS];
  pthread_barrier_init (&barrier, NULL, THREADS);
  for (unsigned long i = 0; i < THREADS; i++)
    pthread_create (&threads[i], NULL, worker, (void *) i);
  for (unsigned i = 0; i < THREADS; i++)
    pthread_join (threads[i], NULL);

  u128 want = (u128) THREADS * ITERS * STEP + (u128) THREADS * ITERS * 2;
  unsigned bad = 0;
  for (unsigned i = 0; i < THREADS; i++)
    bad += errors[i];
  if (counter != want)
    {
      printf ("FAIL counter %016llx%016llx, expected %016llx%016llx\n",
	      (unsigned long long) (counter >> 64),
	      (unsigned long long) counter,
	      (unsigned long long) (want >> 64), (unsigned long long) want);
      bad++;
    }
  if (bits != 0)
    {
      printf ("FAIL bits not clear\n");
      bad++;
    }
  printf ("%u errors\n", bad);
  return bad != 0;
}
