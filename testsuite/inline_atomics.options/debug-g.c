/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-g" } */
/* { dg-ia-opt-levels "-O0 -O1 -O2 -O3" } */
/* { dg-ia-same-output-as "gcc" } */
/* With -g the flag load, the LSE instruction and GCC's LL/SC loop of
   each site carry the source line of the atomic (check-debug-lines
   reads the .loc directives the assembler turns into the DWARF line
   table).  -Os keeps the helper calls, so it is not in the matrix.  */

#include "sites.x"

int
main (void)
{
  sites_run ();
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
/* { dg-final { check-debug-lines } } */
