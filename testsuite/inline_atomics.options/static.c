/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-static" } */
/* { dg-ia-opt-levels "-O0 -O2" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* A static executable: libgcc's lse-init.o, linked in statically,
   sets the flag.  */

#include "sites.x"

int
main (void)
{
  sites_run ();
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
