/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Outside loops, the sites of a function without calls share one load
   of the flag; with a call between them, each loads it.  */

int
leaf (int *p, long *q, int c)
{
  int r = __atomic_fetch_add (p, 1, __ATOMIC_ACQUIRE);
  if (c)
    r += __atomic_fetch_sub (q, 2, __ATOMIC_RELEASE);
  else
    r += __atomic_exchange_n (p, 7, __ATOMIC_SEQ_CST);
  return r + __atomic_or_fetch (p, 8, __ATOMIC_RELAXED);
}

extern void g (void);

int
calls (int *p)
{
  int r = __atomic_fetch_add (p, 1, __ATOMIC_ACQUIRE);
  g ();
  return r + __atomic_fetch_add (p, 1, __ATOMIC_RELEASE);
}

/* A site after an if/else reuses the load before it when neither arm
   calls (ia_reusable_flag); after an arm that calls, it loads again.
   The first call gives every path a frame, so that shrink-wrapping has
   no reason to duplicate the last site (GCC 16 does, without it).  */

int
arms (int *p, int c)
{
  g ();
  int r = __atomic_fetch_add (p, 1, __ATOMIC_ACQUIRE);
  if (c)
    r += __atomic_exchange_n (p, 3, __ATOMIC_RELEASE);
  else
    r += __atomic_fetch_or (p, 4, __ATOMIC_RELAXED);
  if (r > 8)
    g ();
  return r + __atomic_fetch_add (p, 1, __ATOMIC_RELEASE);
}

/* The shape of oneTBB's binary_semaphore::P: a compare-exchange, then an
   exchange on the path without calls, then a loop of a call and an
   exchange.  */

void
wait (int *s)
{
  int expected = 0;
  if (__atomic_compare_exchange_n (s, &expected, 1, 0, __ATOMIC_ACQ_REL,
				   __ATOMIC_ACQUIRE))
    return;
  int v = expected;
  if (v != 2)
    v = __atomic_exchange_n (s, 2, __ATOMIC_ACQ_REL);
  while (v != 0)
    {
      g ();
      v = __atomic_exchange_n (s, 2, __ATOMIC_ACQ_REL);
    }
}

/* { dg-final { scan-function-body-times leaf {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-function-body-times calls {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 2 } } */
/* { dg-final { frame-like-lse leaf } } */
/* { dg-final { frame-like-lse calls } } */
/* { dg-final { scan-function-body-times arms {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 2 } } */
/* { dg-final { frame-like-lse arms } } */
/* { dg-final { scan-function-body-times wait {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 2 } } */
/* { dg-final { frame-like-lse wait } } */
/* { dg-final { llsc-after-ret leaf } } */
