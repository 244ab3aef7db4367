/* ia-input.h -- find the ELF files to check: named files, directories
   (walked), static archives (each member) and Debian packages.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef IA_INPUT_H
#define IA_INPUT_H

#include "ia-check.h"

/* The state of one run over the command line.  */
struct ia_run
{
  const struct ia_options *opt;
  unsigned fail_on;		/* IA_FAIL_* bits */
  unsigned failed;		/* the IA_FAIL_* conditions that held */
  unsigned long checked, errors, skipped;
  int json_started;		/* a file object has been printed */
};

#define IA_FAIL_CALLS 1u
#define IA_FAIL_UNGUARDED 2u
#define IA_FAIL_NOT_BUILT 4u

/* Check PATH: a file, a directory or a .deb.  EXPLICIT is nonzero for a
   path named on the command line, where a file that is not AArch64 ELF
   is an error; inside a directory or a package it is skipped.  */
void ia_input_path (struct ia_run *run, const char *path, int explicit_p);

/* Report an input error about PATH (the file is skipped, the run goes
   on, the exit status will be 2).  */
void ia_input_error (struct ia_run *run, const char *path, const char *msg);

#endif /* IA_INPUT_H */
