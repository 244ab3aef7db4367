/* lru_lookup.c -- an LRU cache lookup under a mutex (the control).

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   In the style of RocksDB's LRUCache: a chained hash table and an LRU
   list guarded by one mutex.  A lookup locks, finds the entry, takes a
   reference (which removes it from the LRU list) and unlocks; the
   release locks again, drops the reference (which puts the entry back
   at the young end of the list) and unlocks.  The kernel itself has no
   atomic: the only atomics are inside the C library's mutex, which
   every variant links from the same libc.a.  So every variant should
   measure the same; the RFC's "LRUCache lookup (control)" row.  */

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#define N_BUCKETS 64
#define N_ENTRIES 24
#define N_KEYS 16

struct entry
{
  uint64_t key, value;
  struct entry *next_hash;
  struct entry *prev, *next;	/* LRU list, when REFS is 0 */
  unsigned refs;
};

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
static struct entry *buckets[N_BUCKETS];
static struct entry entries[N_ENTRIES];
static struct entry lru = { 0, 0, NULL, &lru, &lru, 0 };
static uint64_t keys[N_KEYS];

static unsigned
bucket_of (uint64_t key)
{
  return (unsigned) ((key * UINT64_C (0x9e3779b97f4a7c15)) >> 58);
}

static void
lru_remove (struct entry *e)
{
  e->prev->next = e->next;
  e->next->prev = e->prev;
}

/* Insert E at the young end of the list.  */
static void
lru_insert (struct entry *e)
{
  e->next = &lru;
  e->prev = lru.prev;
  e->prev->next = e;
  lru.prev = e;
}

/* Fill the cache before main: keys 1..N_ENTRIES; the lookups ask for
   every other key from 1 to 2*N_KEYS-1 and so miss some.  */
__attribute__ ((constructor)) static void
fill_cache (void)
{
  unsigned i;

  for (i = 0; i < N_ENTRIES; i++)
    {
      struct entry *e = &entries[i];
      unsigned b;
      e->key = i + 1;
      e->value = 100 + i;
      b = bucket_of (e->key);
      e->next_hash = buckets[b];
      buckets[b] = e;
      lru_insert (e);
    }
  for (i = 0; i < N_KEYS; i++)
    keys[i] = 2 * i + 1;
}

static inline struct entry *
lookup (uint64_t key)
{
  struct entry *e;

  pthread_mutex_lock (&mutex);
  for (e = buckets[bucket_of (key)]; e && e->key != key; e = e->next_hash)
    ;
  if (e && e->refs++ == 0)
    lru_remove (e);
  pthread_mutex_unlock (&mutex);
  return e;
}

static inline void
release (struct entry *e)
{
  pthread_mutex_lock (&mutex);
  if (--e->refs == 0)
    lru_insert (e);
  pthread_mutex_unlock (&mutex);
}

#define BENCH_KERNEL kernel_lru_lookup
#include "bench-kernel.h"

BENCH_NOINLINE uint64_t
kernel_lru_lookup (long iterations)
{
  uint64_t sum = 0;
  long i;

  for (i = 0; i < iterations; i++)
    {
      struct entry *e = lookup (keys[i & (N_KEYS - 1)]);
      if (e)
	{
	  sum += e->value;
	  release (e);
	}
      else
	sum += 1;
    }
  return sum;
}
