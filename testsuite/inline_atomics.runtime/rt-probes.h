/* rt-probes.h -- the flag probes that rt-flag.c (an executable) and
   rt-dso.c (a dlopen'ed module) share.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Reads __aarch64_have_lse_atomics the way plugin-generated code does (a
   hidden byte of this module) from an IFUNC resolver, a priority-101
   constructor and a default-priority constructor.  The includer names
   the IFUNC with RT_PROBE, and calls rt_probes_report to print what each
   saw, with the flag as main sees it and the spin-wait configuration.  */

#ifndef RT_PROBES_H
#define RT_PROBES_H

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

/* Runs while the dynamic linker (or the static startup code) applies
   IRELATIVE relocations, before any initialiser: it must see 0.  */

static void *
probe_resolver (unsigned long hwcap)
{
  (void) hwcap;
  seen_ifunc = __aarch64_have_lse_atomics;
  return (void *) probe_impl;
}

int RT_PROBE (void) __attribute__ ((ifunc ("probe_resolver")));

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

/* Print the flag as every probe saw it, and the spin configuration;
   return 1 if the IFUNC does not work.  */

static int
rt_probes_report (void)
{
  int pause, inline_pause;

  if (RT_PROBE () != 42)
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

#endif /* RT_PROBES_H */
