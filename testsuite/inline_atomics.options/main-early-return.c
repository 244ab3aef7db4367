/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-opt-levels "-O1 -O2" } */
/* { dg-ia-same-output-as "gcc" } */
/* An atomic in main after an early return (main runs once, so GCC
   gives its blocks low counts): the site is rewritten like any other.
   progs/dl-main.c has the same shape.  */

long total = 5;

int
main (int argc, char **argv)
{
  (void) argv;
  if (argc != 1)
    return 2;
  return __atomic_add_fetch (&total, 10, __ATOMIC_ACQ_REL) != 15;
}

/* { dg-final { check-lse-like-gcc } } */
