/* rt-dlopen.c -- load the module named by argv[1] and let it report.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   This program is not linked with the runtime; the module brings it.  */

#include <dlfcn.h>
#include <stdio.h>
#include <sys/auxv.h>

int
main (int argc, char **argv)
{
  unsigned long hwcap = getauxval (AT_HWCAP);
  void *module;
  int (*report) (void);

  if (argc != 2)
    return 2;
  printf ("hwcap atomics=%d sb=%d\n", (hwcap & (1UL << 8)) != 0,
	  (hwcap & (1UL << 29)) != 0);
  fflush (stdout);
  module = dlopen (argv[1], RTLD_NOW);
  if (module == NULL)
    {
      printf ("dlopen: %s\n", dlerror ());
      return 1;
    }
  report = (int (*) (void)) dlsym (module, "dso_report");
  if (report == NULL)
    return 1;
  return report ();
}
