/* insn-classify.c -- the instruction counter's classifier as a host
   program, for the self-test.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Reads one hexadecimal A64 instruction word per line on standard input
   and writes its class name (see insn-class.h) on a line of standard
   output.  classify-selftest.py feeds it every word of a binary and
   compares the answers with the classes of objdump's mnemonics.  */

#include <stdio.h>
#include <stdlib.h>

#include "insn-class.h"

int
main (void)
{
  char line[64];

  while (fgets (line, sizeof line, stdin))
    {
      char *end;
      unsigned long w = strtoul (line, &end, 16);
      if (end == line)
	{
	  fprintf (stderr, "insn-classify: not a hex word: %s", line);
	  return 2;
	}
      puts (ia_iclass_name[ia_classify ((uint32_t) w)]);
    }
  return ferror (stdin) ? 2 : 0;
}
