/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-mcmodel=large -fno-pie -no-pie" } */
/* { dg-ia-opt-levels "-O0 -O2" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* The large code model: GCC's code reads the flag's address from a
   literal pool.  */

#include "sites.x"

int
main (void)
{
  sites_run ();
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
/* { dg-final { scan-assembler {\.xword\t__aarch64_have_lse_atomics} } } */
