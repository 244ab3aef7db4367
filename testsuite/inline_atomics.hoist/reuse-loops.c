/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* A load of the flag before a loop, hoisted there (rule 1) or testing
   a versioned copy, is merged with an earlier load that reaches it
   through no call, and serves the sites after the loop in turn
   (ia_merge_flag_loads): two retry loops in a row test one load, and
   so do a site and the loop after it.  A load that a call separates
   from the next site, or that does not dominate it (the versioned loop
   behind a test of its count), serves nothing there.  No register is
   saved that the +lse build does not save.  */

extern void g (void);

static inline void
xchg (long *p, long v)
{
  long o;
  do
    o = *p;
  while (!__sync_bool_compare_and_swap (p, o, v));
}

void
two_retries (long *p, long *q, long v)
{
  g ();
  xchg (p, v);
  xchg (q, v);
  g ();
}

void
site_then_loop (long *p, long *q, long n)
{
  g ();
  __atomic_fetch_add (q, 1, __ATOMIC_RELAXED);
  for (long i = 0; i < n; i++)
    __atomic_fetch_add (p, i, __ATOMIC_RELAXED);
  g ();
}

void
retry_then_site (long *p, long *q, long v)
{
  g ();
  xchg (p, v);
  __atomic_fetch_or (q, 4, __ATOMIC_RELEASE);
  g ();
}

void
versioned_then_site (long *p, long *q, long n)
{
  g ();
  for (long i = 0; i < n; i++)
    __atomic_fetch_add (p, i, __ATOMIC_RELAXED);
  __atomic_fetch_add (q, 1, __ATOMIC_RELAXED);
  g ();
}

void
call_between (long *p, long *q, long v)
{
  xchg (p, v);
  g ();
  xchg (q, v);
  g ();
}

/* { dg-final { scan-function-body-times two_retries {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-function-body-times site_then_loop {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-function-body-times retry_then_site {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-function-body-times versioned_then_site {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 2 } } */
/* { dg-final { scan-function-body-times call_between {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 2 } } */
/* { dg-final { flag-outside-loops two_retries } } */
/* { dg-final { frame-like-lse two_retries } } */
/* { dg-final { frame-like-lse site_then_loop } } */
/* { dg-final { frame-like-lse retry_then_site } } */
/* { dg-final { frame-like-lse call_between } } */
