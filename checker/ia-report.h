/* ia-report.h -- print what was found: a summary line per file, the
   functions with --verbose, or JSON with --json; record which
   --fail-on conditions hold.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef IA_REPORT_H
#define IA_REPORT_H

#include "ia-check.h"
#include "ia-input.h"

void ia_report_begin (struct ia_run *run);
void ia_report_file (struct ia_run *run, const struct ia_file *f);
void ia_report_error (struct ia_run *run, const char *path, const char *msg);
void ia_report_end (struct ia_run *run);

#endif /* IA_REPORT_H */
