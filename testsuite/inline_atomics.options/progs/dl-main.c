/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* Opens the module named by argv[1] with dlopen and runs its atomics
   (see dl-module.c), then some of its own.  */

#include <dlfcn.h>
#include <stdio.h>

/* Not in main: main runs once, and GCC optimises its less likely
   blocks for size, where the plugin keeps the helper call (see
   main-early-return.c).  */
__attribute__ ((noipa)) static long
main_bump (long *p)
{
  return __atomic_add_fetch (p, 10, __ATOMIC_ACQ_REL);
}

int
main (int argc, char **argv)
{
  static long total = 5;
  if (argc != 2)
    {
      fprintf (stderr, "usage: %s MODULE\n", argv[0]);
      return 2;
    }
  void *module = dlopen (argv[1], RTLD_NOW);
  if (module == NULL)
    {
      printf ("dlopen: %s\n", dlerror ());
      return 1;
    }
  unsigned (*run) (void) = (unsigned (*) (void)) dlsym (module, "module_run");
  if (run == NULL)
    {
      printf ("dlsym: %s\n", dlerror ());
      return 1;
    }
  unsigned failures = run ();
  printf ("main %ld\n", main_bump (&total));
  dlclose (module);
  return failures != 0;
}
