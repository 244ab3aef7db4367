/* rt-flag.c -- when the LSE flag is set, as an executable sees it.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Reads __aarch64_have_lse_atomics the way plugin-generated code does
   (a hidden byte of this module) from an IFUNC resolver, a priority-101
   constructor, a default-priority constructor and main, and reports the
   spin-wait configuration.  runtime.exp links it in every way the link
   matrix needs and checks the output against HWCAP and the
   environment.  */

#include <stdio.h>
#include <sys/auxv.h>
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

int probe (void) __attribute__ ((ifunc ("probe_resolver")));

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

int
main (void)
{
  unsigned long hwcap = getauxval (AT_HWCAP);
  int pause, inline_pause;

  if (probe () != 42)
    return 1;
  printf ("hwcap atomics=%d sb=%d\n", (hwcap & (1UL << 8)) != 0,
	  (hwcap & (1UL << 29)) != 0);
  printf ("flag ifunc=%d ctor101=%d ctor=%d main=%d api=%d\n",
	  seen_ifunc, seen_ctor101, seen_ctor, __aarch64_have_lse_atomics,
	  ia_have_lse_atomics ());
  pause = ia_spin_pause ();
  inline_pause = ia_spin_pause_inline ();
  printf ("spin kind=%s pause=%d inline=%d\n", ia_spin_pause_kind (),
	  pause, inline_pause);
  return 0;
}
