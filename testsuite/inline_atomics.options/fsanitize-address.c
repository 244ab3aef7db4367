/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-O2 -fsanitize=address -static-libasan" } */
/* { dg-ia-same-output-as "gcc" } */
/* { dg-ia-run-if asan_run } */
/* AddressSanitizer checks the shadow of each atomic's address before
   the site, and the site is still rewritten.  Its run-time works under
   qemu-user, but LeakSanitizer does not (it needs ptrace), so it is
   switched off; a start-up takes seconds there, so this runs at -O2
   only, against GCC's default build.  The run-time is linked
   statically.  The AddressSanitizer of GCC 14 and newer crashes at
   start-up under qemu-user, shared or static, with or without the
   plugin (a program of an empty main does): there the program is only
   built and scanned, and its runs are UNSUPPORTED (asan_run).  */

#include "sites.x"

const char *
__asan_default_options (void)
{
  return "detect_leaks=0";
}

int
main (void)
{
  sites_run ();
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
/* { dg-final { scan-function-body site_fetch_add {\tbl\t__asan_report_store4} } } */
/* { dg-final { scan-function-body site_cas {\tbl\t__asan_report_store8} } } */
