/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { check-plugin-acted } } */
/* Atomics at offsets, in loops, under register pressure (shapes.x),
   through the whole optimisation matrix.  */

#include "shapes.x"

int
main (void)
{
  run_shapes ();
  return failures != 0;
}
