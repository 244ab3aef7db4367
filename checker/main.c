/* main.c -- inline-atomics-check: what annocheck is to annobin, for the
   atomics of AArch64 binaries.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Usage: inline-atomics-check [--verbose] [--json]
			       [--fail-on=calls,unguarded,not-built] FILE...

   For each AArch64 ELF file (executables, shared objects, objects, the
   members of static archives, the files of directories and .deb
   packages): the outline-atomics helper calls left, the LSE
   instructions and whether each is guarded by a test of
   __aarch64_have_lse_atomics, and the notes the plugin recorded.  The
   manual is docs/inline-atomics-check.1.

   Exit status: 0, nothing to report; 1, a --fail-on condition held;
   2, bad usage, or some input could not be checked (each such file is
   named on standard error, and the others are still checked).  */

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libelf.h>

#include "ia-check.h"
#include "ia-input.h"
#include "ia-report.h"

#ifndef IA_VERSION
# define IA_VERSION "unknown"
#endif

static void
usage (FILE *to)
{
  fputs ("Usage: inline-atomics-check [OPTION]... FILE...\n"
	 "Check AArch64 ELF files (executables, shared objects, objects,\n"
	 "static archives; directories are walked, .deb packages unpacked)\n"
	 "for outline-atomics helper calls and LSE instructions that run\n"
	 "without a test of __aarch64_have_lse_atomics.\n"
	 "\n"
	 "  -v, --verbose          list the plugin's notes and every function\n"
	 "                         with a helper call or an LSE instruction\n"
	 "      --json             one JSON document for tools\n"
	 "      --fail-on=LIST     exit 1 if a file has: calls (helper calls),\n"
	 "                         unguarded (LSE instructions without a test),\n"
	 "                         not-built (code but no plugin note);\n"
	 "                         LIST is comma-separated\n"
	 "      --dump-insns       print the decoder's view of the code (tests)\n"
	 "  -h, --help             this help\n"
	 "  -V, --version          the version\n"
	 "\n"
	 "Exit status: 0 fine, 1 a --fail-on condition held, 2 bad usage or\n"
	 "a file that could not be checked.  See inline-atomics-check(1).\n",
	 to);
}

/* Parse the --fail-on LIST into RUN; return 0 on a bad word.  */
static int
parse_fail_on (struct ia_run *run, const char *list)
{
  char *copy = ia_xstrdup (list), *save = NULL, *w;
  int ok = 1;

  for (w = strtok_r (copy, ",", &save); w; w = strtok_r (NULL, ",", &save))
    if (strcmp (w, "calls") == 0)
      run->fail_on |= IA_FAIL_CALLS;
    else if (strcmp (w, "unguarded") == 0)
      run->fail_on |= IA_FAIL_UNGUARDED;
    else if (strcmp (w, "not-built") == 0)
      run->fail_on |= IA_FAIL_NOT_BUILT;
    else
      {
	fprintf (stderr, "inline-atomics-check: --fail-on: unknown condition"
		 " '%s' (calls, unguarded, not-built)\n", w);
	ok = 0;
      }
  free (copy);
  return ok;
}

int
main (int argc, char **argv)
{
  static const struct option longopts[] = {
    { "verbose", no_argument, NULL, 'v' },
    { "json", no_argument, NULL, 'j' },
    { "fail-on", required_argument, NULL, 'f' },
    { "dump-insns", no_argument, NULL, 'd' },
    { "help", no_argument, NULL, 'h' },
    { "version", no_argument, NULL, 'V' },
    { NULL, 0, NULL, 0 }
  };
  struct ia_options opt = { 0, 0, 0 };
  struct ia_run run;
  int c, i;

  memset (&run, 0, sizeof run);
  run.opt = &opt;
  while ((c = getopt_long (argc, argv, "vhV", longopts, NULL)) != -1)
    switch (c)
      {
      case 'v': opt.verbose = 1; break;
      case 'j': opt.json = 1; break;
      case 'd': opt.dump_insns = 1; break;
      case 'f':
	if (!parse_fail_on (&run, optarg))
	  return 2;
	break;
      case 'h': usage (stdout); return 0;
      case 'V':
	printf ("inline-atomics-check (inline-atomics) %s\n", IA_VERSION);
	return 0;
      default:
	usage (stderr);
	return 2;
      }
  if (optind == argc)
    {
      fputs ("inline-atomics-check: no file to check\n", stderr);
      usage (stderr);
      return 2;
    }
  if (elf_version (EV_CURRENT) == EV_NONE)
    {
      fprintf (stderr, "inline-atomics-check: libelf: %s\n", elf_errmsg (-1));
      return 2;
    }
  ia_report_begin (&run);
  for (i = optind; i < argc; i++)
    ia_input_path (&run, argv[i], 1);
  ia_report_end (&run);
  if (fflush (stdout) != 0)
    return 2;
  if (run.errors)
    return 2;
  return run.failed ? 1 : 0;
}
