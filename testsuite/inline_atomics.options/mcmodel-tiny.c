/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-mcmodel=tiny" } */
/* { dg-ia-opt-levels "-O0 -O2" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* The tiny code model.  The flag is read with adrp and ldrb, as in the
   small model: libgcc's helpers, linked into the same module, read it the
   same way.  */

#include "sites.x"

int
main (void)
{
  sites_run ();
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
