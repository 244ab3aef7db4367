/* main.c -- the install tests' sample program: four threads use every
   atomic of counter.c and queue.cc, then the totals are checked.
   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Prints "flag=F ok" and exits 0 when every total is right; F is
   libgcc's __aarch64_have_lse_atomics, 1 on a CPU with LSE, so the test
   knows which path of the inline code ran.  */

#include <pthread.h>
#include <stdio.h>
#include "project.h"

extern _Bool __aarch64_have_lse_atomics
  __attribute__ ((visibility ("hidden")));

#define THREADS 4
#define ROUNDS 20000

static long total;
static int owner;
static unsigned char busy;
static short seen_bits;

static void *
work (void *arg)
{
  int id = (int) (long) arg;
  for (int i = 0; i < ROUNDS; i++)
    {
      counter_add (&total, 2);
      while (flag_swap (&busy, 1))
	;
      if (!counter_cas (&owner, 0, id + 1))
	return (void *) 1;
      counter_cas (&owner, id + 1, 0);
      flag_swap (&busy, 0);
      queue_take ();
    }
  bits_set (&seen_bits, (short) (1 << id));
  return 0;
}

int
main (void)
{
  pthread_t t[THREADS];
  int bad = 0;
  for (long i = 0; i < THREADS; i++)
    pthread_create (&t[i], 0, work, (void *) i);
  for (int i = 0; i < THREADS; i++)
    {
      void *r;
      pthread_join (t[i], &r);
      bad |= r != 0;
    }
  if (total != 2L * THREADS * ROUNDS)
    bad = 1;
  if (seen_bits != (1 << THREADS) - 1)
    bad = 1;
  if (queue_take () != THREADS * ROUNDS
      || queue_last () != THREADS * ROUNDS)
    bad = 1;
  printf ("flag=%d %s\n", (int) __aarch64_have_lse_atomics,
	  bad ? "FAILED" : "ok");
  return bad;
}
