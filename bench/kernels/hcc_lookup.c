/* hcc_lookup.c -- a lookup in the style of RocksDB's HyperClockCache.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   The table is open-addressed with double hashing over 128-bit hashed
   keys.  Every slot has a 64-bit atomic meta word: an acquire counter,
   a release counter and a state.  A lookup takes a reference on each
   probed slot with fetch_add (acquire) before it may read the key; on a
   mismatch it gives the reference back with fetch_sub, and a hit keeps
   it until the caller releases the entry with a fetch_add of the
   release increment (release).  Probing stops at a slot that no other
   entry was displaced past.  The lookups cycle through 16 keys, 12 of
   them present, so a period of 16 iterations mixes hits, misses and
   second probes.  The RFC's "RocksDB HyperClockCache lookup" row: many
   values (table, keys, probe state, sum, loop bounds) are live across
   the atomics, which with helper calls puts them in callee-saved
   registers.  This is a model written for the benchmark, not RocksDB's
   code.  */

#include <stddef.h>
#include <stdint.h>

#define SLOT_BITS 6
#define N_SLOTS (1u << SLOT_BITS)
#define N_KEYS 16
#define N_PRESENT 12

/* The meta word: bits 0-29 count acquires, bits 30-59 releases, and
   bits 61-63 hold the state.  */
#define ACQUIRE_INC (UINT64_C (1) << 0)
#define RELEASE_INC (UINT64_C (1) << 30)
#define STATE_SHIFT 61
#define STATE_EMPTY 0u
#define STATE_CONSTRUCTION 4u
#define STATE_INVISIBLE 6u
#define STATE_VISIBLE 7u

struct slot
{
  uint64_t meta;		/* atomic */
  uint32_t displacements;	/* atomic: entries probed past this slot */
  uint64_t key[2];
  uint64_t value;
};

static struct slot table[N_SLOTS];
static uint64_t keys[N_KEYS][2];

/* A fixed pseudo-random sequence (splitmix64).  */
static uint64_t
next_random (uint64_t *state)
{
  uint64_t z = (*state += UINT64_C (0x9e3779b97f4a7c15));
  z = (z ^ (z >> 30)) * UINT64_C (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * UINT64_C (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* Fill the table before main, so that the kernel stays a leaf.  */
__attribute__ ((constructor)) static void
fill_table (void)
{
  uint64_t seed = 42;
  unsigned k, probe;

  for (k = 0; k < N_KEYS; k++)
    {
      keys[k][0] = next_random (&seed);
      keys[k][1] = next_random (&seed);
    }
  for (k = 0; k < N_PRESENT; k++)
    for (probe = 0; probe < N_SLOTS; probe++)
      {
	struct slot *h = &table[(keys[k][0] + probe * (keys[k][1] | 1))
				& (N_SLOTS - 1)];
	if ((h->meta >> STATE_SHIFT) == STATE_EMPTY)
	  {
	    h->key[0] = keys[k][0];
	    h->key[1] = keys[k][1];
	    h->value = 1000 + k;
	    h->meta = (uint64_t) STATE_VISIBLE << STATE_SHIFT;
	    break;
	  }
	h->displacements++;
      }
}

/* Find HASHED_KEY and return its slot with a reference held, or NULL.  */
static inline struct slot *
lookup (const uint64_t *hashed_key)
{
  uint64_t base = hashed_key[0], increment = hashed_key[1] | 1;
  unsigned probe;

  for (probe = 0; probe < N_SLOTS; probe++)
    {
      struct slot *h = &table[(base + probe * increment) & (N_SLOTS - 1)];
      uint64_t old = __atomic_fetch_add (&h->meta, ACQUIRE_INC,
					 __ATOMIC_ACQUIRE);
      unsigned state = (unsigned) (old >> STATE_SHIFT);

      if (state == STATE_VISIBLE)
	{
	  if (h->key[0] == hashed_key[0] && h->key[1] == hashed_key[1])
	    return h;
	  __atomic_fetch_sub (&h->meta, ACQUIRE_INC, __ATOMIC_RELEASE);
	}
      else if (state == STATE_INVISIBLE)
	__atomic_fetch_sub (&h->meta, ACQUIRE_INC, __ATOMIC_RELEASE);
      /* An empty slot or one under construction ignores the count.  */
      if (__atomic_load_n (&h->displacements, __ATOMIC_RELAXED) == 0)
	break;
    }
  return NULL;
}

#define BENCH_KERNEL kernel_hcc_lookup
#include "bench-kernel.h"

BENCH_NOINLINE uint64_t
kernel_hcc_lookup (long iterations)
{
  uint64_t sum = 0;
  long i;

  for (i = 0; i < iterations; i++)
    {
      struct slot *h = lookup (keys[i & (N_KEYS - 1)]);
      if (h)
	{
	  sum += h->value;
	  __atomic_fetch_add (&h->meta, RELEASE_INC, __ATOMIC_RELEASE);
	}
      else
	sum += 1;
    }
  return sum;
}
