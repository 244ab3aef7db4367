/* rt-flag.c -- when the LSE flag is set, as an executable sees it.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Reads __aarch64_have_lse_atomics the way plugin-generated code does
   (a hidden byte of this module) from an IFUNC resolver, a priority-101
   constructor, a default-priority constructor and main, and reports the
   spin-wait configuration.  runtime.exp links it in every way the link
   matrix needs and checks the output against HWCAP and the
   environment.  */

#include <sys/auxv.h>

#define RT_PROBE probe
#include "rt-probes.h"

int
main (void)
{
  unsigned long hwcap = getauxval (AT_HWCAP);

  printf ("hwcap atomics=%d sb=%d\n", (hwcap & (1UL << 8)) != 0,
	  (hwcap & (1UL << 29)) != 0);
  return rt_probes_report ();
}
