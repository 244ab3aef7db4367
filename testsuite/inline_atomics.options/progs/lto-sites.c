/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* The atomics of an -flto program (see lto_tests in options.exp); its
   main is in lto-main.c, so that the link really combines two units.  */

#include "../sites.x"

unsigned
lto_run (int n)
{
  static int counter;
  for (int i = 0; i < n; i++)
    __atomic_fetch_add (&counter, 3, __ATOMIC_RELAXED);
  sites_expect ("counter", __atomic_add_fetch (&counter, 1, __ATOMIC_SEQ_CST),
		3 * n + 1);
  sites_run ();
  return sites_failures;
}
