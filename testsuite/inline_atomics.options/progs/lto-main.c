/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* The main of the -flto program of options.exp (see lto-sites.c).  */

unsigned lto_run (int n);

int
main (int argc, char **argv)
{
  (void) argv;
  return lto_run (argc * 100) != 0;
}
