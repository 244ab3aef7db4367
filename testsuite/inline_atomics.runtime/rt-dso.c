/* rt-dso.c -- when the LSE flag is set, as a shared object sees it.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   The same probes as rt-flag.c, in a module that rt-dlopen.c loads with
   dlopen.  The module has its own hidden flag.  */

#include <stdio.h>
#include "inline_atomics.h"

extern _Bool __aarch64_have_lse_atomics __attribute__ ((visibility ("hidden")));

static int seen_ifunc = -1;
static int seen_ctor101 = -1;
static int seen_ctor = -1;

static int
probe_impl (void)
{
  return 42;
}

static void *
probe_resolver (unsigned long hwcap)
{
  (void) hwcap;
  seen_ifunc = __aarch64_have_lse_atomics;
  return (void *) probe_impl;
}

int dso_probe (void) __attribute__ ((ifunc ("probe_resolver")));

static void __attribute__ ((constructor (101)))
ctor101 (void)
{
  seen_ctor101 = __aarch64_have_lse_atomics;
}

static void __attribute__ ((constructor))
ctor (void)
{
  seen_ctor = __aarch64_have_lse_atomics;
}

/* Print the module's view in rt-flag.c's format.  */

int
dso_report (void)
{
  int pause, inline_pause;

  if (dso_probe () != 42)
    return 1;
  printf ("flag ifunc=%d ctor101=%d ctor=%d main=%d api=%d\n",
	  seen_ifunc, seen_ctor101, seen_ctor, __aarch64_have_lse_atomics,
	  ia_have_lse_atomics ());
  pause = ia_spin_pause ();
  inline_pause = ia_spin_pause_inline ();
  printf ("spin kind=%s pause=%d inline=%d\n", ia_spin_pause_kind (),
	  pause, inline_pause);
  return 0;
}
