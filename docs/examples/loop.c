/* loop.c -- the loop of the manual's "Loop versioning" listing.
   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT  */

/* Count the positive elements of V into *HITS, which other threads may
   update too.  */
void
count (int *hits, const int *v, int n)
{
  for (int i = 0; i < n; i++)
    if (v[i] > 0)
      __atomic_fetch_add (hits, 1, __ATOMIC_RELAXED);
}
