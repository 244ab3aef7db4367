/* rt-flag-only.c -- a module whose only use of the runtime is the flag.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Like code compiled with the plugin that never calls the API.  Linked
   "-lgcc -linlineatomics", libgcc's flag is used, and only the linker
   script's EXTERN brings in the initialiser that applies
   INLINE_ATOMICS_LSE.  */

#include <stdio.h>
#include <sys/auxv.h>

extern _Bool __aarch64_have_lse_atomics __attribute__ ((visibility ("hidden")));

int
main (void)
{
  unsigned long hwcap = getauxval (AT_HWCAP);

  printf ("hwcap atomics=%d sb=%d\n", (hwcap & (1UL << 8)) != 0,
	  (hwcap & (1UL << 29)) != 0);
  printf ("flag main=%d\n", __aarch64_have_lse_atomics);
  return 0;
}
