/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* At -O2 a loop is versioned only when the tests it removes are more
   than 1/32 of its size (IA_VERSION_GAIN): a walk that does some forty
   statements' work per node around one atomic keeps one copy, with the
   flag hoisted.  A retry loop, whose exits all depend on the result of
   its atomic, runs once when uncontended and keeps one copy too
   (ia_retry_loop_p); a counted loop around one is versioned.  */

struct node
{
  struct node *next;
  long key, a, b, c, d;
};

long
walk (struct node *n, long *hits, long k)
{
  long s = 0;
  for (; n; n = n->next)
    {
      long v = n->key * 3 + n->a;
      long w = (n->b ^ v) + (n->c >> 3);
      long x = (w * 7) ^ (n->d + v);
      long y = (x >> 5) + (w << 2) - n->a;
      long z = (y ^ x) * (v | 1);
      z += (z >> 7) ^ (n->b - w);
      if (z == k)
	__atomic_fetch_add (hits, 1, __ATOMIC_RELAXED);
      s += z + (y >> 1) - (x & 15) + (w ^ n->c);
    }
  return s;
}

long
bump (long *p, long max)
{
  long old = __atomic_load_n (p, __ATOMIC_RELAXED);
  while (old < max
	 && !__atomic_compare_exchange_n (p, &old, old + 1, 1,
					  __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
    ;
  return old;
}

void
xchg (long *p, long v)
{
  long old;
  do
    old = *p;
  while (!__sync_bool_compare_and_swap (p, old, v));
}

unsigned
take (unsigned *p)
{
  unsigned old;
  while ((old = __atomic_exchange_n (p, 1, __ATOMIC_ACQUIRE)) != 0)
    ;
  return old;
}

void
bump_all (long **ps, long n)
{
  for (long i = 0; i < n; i++)
    {
      long old = *ps[i];
      while (!__atomic_compare_exchange_n (ps[i], &old, old + i, 0,
					   __ATOMIC_RELAXED, __ATOMIC_RELAXED))
	;
    }
}

/* { dg-final { versioned-loops walk 0 } } */
/* { dg-final { flag-outside-loops walk } } */
/* { dg-final { versioned-loops bump 0 } } */
/* { dg-final { flag-outside-loops bump } } */
/* { dg-final { versioned-loops xchg 0 } } */
/* { dg-final { flag-outside-loops xchg } } */
/* { dg-final { versioned-loops take 0 } } */
/* { dg-final { flag-outside-loops take } } */
/* { dg-final { lse-loops-untested bump_all } } */
