/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* A shared module that dl-main.c opens with dlopen (see dlopen_tests
   in options.exp).  The module has its own hidden copy of
   __aarch64_have_lse_atomics, set by its own constructor from libgcc
   when dlopen runs it; its atomics read that copy.  */

#include <sys/auxv.h>

#include "../sites.x"

#ifndef HWCAP_ATOMICS
#define HWCAP_ATOMICS (1 << 8)
#endif

extern _Bool __aarch64_have_lse_atomics __attribute__ ((visibility ("hidden")));

unsigned
module_run (void)
{
  int has_lse = (getauxval (AT_HWCAP) & HWCAP_ATOMICS) != 0;
  sites_expect ("module flag matches HWCAP_ATOMICS",
		__aarch64_have_lse_atomics == has_lse, 1);
  sites_run ();
  return sites_failures;
}
