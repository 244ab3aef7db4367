/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.

   foo.c -- the unit the manual's commands compile (lib/ia-manual.exp):
   a hot counter, whose site the plugin inlines, and a function
   optimised for size, whose site keeps its helper call, so that the
   manual's report example has a "call" line to list.  */

static int hits;
static int failures;

int
foo_hit (void)
{
  return __atomic_add_fetch (&hits, 1, __ATOMIC_RELAXED);
}

__attribute__ ((optimize ("Os"), noinline)) int
foo_fail (void)
{
  return __atomic_exchange_n (&failures, 1, __ATOMIC_ACQUIRE);
}
