/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-pg" } */
/* { dg-ia-opt-levels "-O0 -O2" } */
/* { dg-ia-same-output-as "gcc" } */
/* Profiling with -pg: every function calls _mcount first; the sites
   are rewritten.  The profile goes to ia-work/ (GMON_OUT_PREFIX, set
   by options.exp).  */

#include "sites.x"

int
main (void)
{
  sites_run ();
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
/* { dg-final { scan-function-body site_cas {\tbl\t_mcount\n} } } */
