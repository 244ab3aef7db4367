/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-opt-levels "-O1 -O2" } */
/* { dg-ia-same-output-as "gcc" } */
/* An atomic in main after an early return.  main runs once, and GCC
   optimises for size every block of such a function that runs in less
   than 2/3 of its calls; the plugin keeps the helper call only in
   blocks predicted never to run, so this ordinary path of main is
   rewritten.  */

long total = 5;

int
main (int argc, char **argv)
{
  (void) argv;
  if (argc != 1)
    return 2;
  return __atomic_add_fetch (&total, 10, __ATOMIC_ACQ_REL) != 15;
}

/* { dg-final { check-lse-like-gcc {} } } */
