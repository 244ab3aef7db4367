/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* A function without calls loads the flag once for all its sites: the
   test of a versioned loop serves the site after the loop too, and so
   does the load hoisted out of a retry loop, which is not versioned
   (ia_leaf_flag, ia_retry_loop_p).  And the address of an object in a structure is
   computed once, for the LSE instruction and the LL/SC sequence alike:
   no add that GCC's +lse build does not have (ia_address_once; the late
   form's LSE instruction takes the LL/SC insn's address register).  */

struct node { struct node *next; };
struct stack { struct node *head; long count; int lock; };

void
push (struct stack *s, struct node *n)
{
  struct node *old = __atomic_load_n (&s->head, __ATOMIC_RELAXED);
  do
    n->next = old;
  while (!__atomic_compare_exchange_n (&s->head, &old, n, 1,
				       __ATOMIC_RELEASE, __ATOMIC_RELAXED));
  __atomic_fetch_add (&s->count, 1, __ATOMIC_RELAXED);
}

void
add_n (struct stack *s, long n)
{
  for (long i = 0; i < n; i++)
    __atomic_fetch_add (&s->count, i, __ATOMIC_RELAXED);
  __atomic_exchange_n (&s->lock, 0, __ATOMIC_RELEASE);
}

int
spin (struct stack *s)
{
  while (__atomic_exchange_n (&s->lock, 1, __ATOMIC_ACQUIRE))
    ;
  return __atomic_add_fetch (&s->count, 2, __ATOMIC_ACQ_REL);
}

long
count (struct stack *s)
{
  return __atomic_add_fetch (&s->count, 2, __ATOMIC_ACQ_REL);
}

int
release (struct stack *s)
{
  return __atomic_exchange_n (&s->lock, 0, __ATOMIC_RELEASE);
}

/* { dg-final { scan-function-body-times push {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { versioned-loops push 0 } } */
/* { dg-final { flag-outside-loops push } } */
/* { dg-final { scan-function-body-times add_n {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { versioned-loops add_n 1 } } */
/* { dg-final { addresses-like-lse add_n } } */
/* { dg-final { addresses-like-lse spin } } */
/* { dg-final { addresses-like-lse push } } */
/* { dg-final { addresses-like-lse count } } */
/* { dg-final { addresses-like-lse release } } */
/* { dg-final { frame-like-lse push } } */
