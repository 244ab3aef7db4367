/* spin_wait.c -- a test-and-test-and-set spin-wait loop.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Each iteration finds the lock held, spins on it with the runtime's
   ia_spin_pause between polls, and takes it with an exchange once it is
   free.  There is only one thread, so the holder is simulated: it lets
   go after HOLD_POLLS pauses, which makes every iteration the same (two
   failed exchanges are not needed: one exchange fails, two pauses pass,
   one exchange succeeds).  The atomics are the exchange (SWP with LSE)
   and plain acquire/release loads and stores, which GCC never outlines.

   ia_spin_pause comes from the inline-atomics runtime library when the
   build tree has it (BENCH_HAVE_RUNTIME); otherwise an inline ISB
   stands in for it and the report says so.  */

#include <stdint.h>

#ifdef BENCH_HAVE_RUNTIME
#include "inline_atomics.h"
#define bench_pause() ia_spin_pause ()
#else
#define bench_pause() __asm__ __volatile__ ("isb" ::: "memory")
#endif

#define HOLD_POLLS 2

static int lock_word;
static int holder_polls;
static long acquired;

#define BENCH_KERNEL kernel_spin_wait
#include "bench-kernel.h"

BENCH_NOINLINE uint64_t
kernel_spin_wait (long iterations)
{
  long i;

  for (i = 0; i < iterations; i++)
    {
      /* The simulated holder has the lock.  */
      __atomic_store_n (&lock_word, 1, __ATOMIC_RELAXED);
      holder_polls = HOLD_POLLS;

      while (__atomic_exchange_n (&lock_word, 1, __ATOMIC_ACQUIRE))
	do
	  {
	    bench_pause ();
	    /* The holder lets go after HOLD_POLLS polls.  */
	    if (--holder_polls == 0)
	      __atomic_store_n (&lock_word, 0, __ATOMIC_RELEASE);
	  }
	while (__atomic_load_n (&lock_word, __ATOMIC_RELAXED));

      acquired++;
      __atomic_store_n (&lock_word, 0, __ATOMIC_RELEASE);
    }
  return (uint64_t) acquired;
}
