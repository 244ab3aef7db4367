/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* Compiled by lto.exp, with lto-main.c, in every combination of -flto,
   -ffat-lto-objects and the plugin at compile and at link time.  */

int
bump (int *p, int n)
{
  for (int i = 0; i < n; i++)
    __atomic_fetch_add (p, 2, __ATOMIC_RELAXED);
  return __atomic_add_fetch (p, 1, __ATOMIC_SEQ_CST);
}

_Bool
swap_if (long *p, long e, long d)
{
  return __atomic_compare_exchange_n (p, &e, d, 0, __ATOMIC_ACQ_REL,
				      __ATOMIC_ACQUIRE);
}
