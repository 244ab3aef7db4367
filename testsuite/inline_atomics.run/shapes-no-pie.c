/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-fno-pie -no-pie" } */
/* { dg-ia-opt-levels "-O0 -O2 -O3" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* The shapes of shapes.x built for a position-dependent executable.  */

#include "shapes.x"

int
main (void)
{
  run_shapes ();
  return failures != 0;
}
