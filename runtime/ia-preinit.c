/* ia-preinit.c -- initialise an executable's flag from .preinit_array.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   .preinit_array runs before every constructor of the executable and
   before the constructors of the shared objects it loads, so nothing in
   the program can read the flag unset -- except IFUNC resolvers, which
   run during relocation and receive HWCAP as an argument instead.
   GNU ld refuses .preinit_array in a shared object, so this object is
   only linked when something names __ia_lse_preinit: the flag and core
   objects of libinlineatomics.a (the archive for executables) do, and a
   dynamically linked executable can ask for it with
   -Wl,-u,__ia_lse_preinit.  */

#include "ia-runtime.h"

/* The symbol that pulls this object out of an archive.  */
const char __ia_lse_preinit IA_HIDDEN = 0;

/* glibc calls .preinit_array functions with the program's arguments and
   environment block; the block matters, because environ is not set yet
   (see ia-config.c).  */

static void
ia_preinit (int argc, char **argv, char **envp)
{
  (void) argc;
  (void) argv;
  __ia_hosted_init (envp);
}

static void (*ia_preinit_entry) (int, char **, char **)
  __attribute__ ((used, section (".preinit_array"))) = ia_preinit;
