/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-mgeneral-regs-only" } */
/* { dg-ia-opt-levels "-O0 -O2 -O3" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* The shapes of shapes.x built for general registers only (without its
   floating-point part).  */

#define SHAPES_NO_FP
#include "shapes.x"

int
main (void)
{
  run_shapes ();
  return failures != 0;
}
