/* rt-dso.c -- when the LSE flag is set, as a shared object sees it.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   The same probes as rt-flag.c, in a module that rt-dlopen.c loads with
   dlopen.  The module has its own hidden flag.  */

#define RT_PROBE dso_probe
#include "rt-probes.h"

/* Print the module's view in rt-flag.c's format.  */

int
dso_report (void)
{
  return rt_probes_report ();
}
