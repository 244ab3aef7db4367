/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-opt-levels "-O1 -O2" } */
/* { dg-ia-same-output-as "gcc" } */
/* An atomic in main after an early return.  main runs once, and GCC
   optimises for size every block of such a function that runs in less
   than 2/3 of its calls, so the plugin's size policy (cold=call) keeps
   the helper call there, although this is main's normal path.
   Reported to the lead as a plugin problem: this site should be
   rewritten (expected to fail until then; an XPASS means the plugin
   was fixed and the xfail can go).  */

long total = 5;

int
main (int argc, char **argv)
{
  (void) argv;
  if (argc != 1)
    return 2;
  return __atomic_add_fetch (&total, 10, __ATOMIC_ACQ_REL) != 15;
}

/* { dg-final { check-lse-like-gcc {} xfail } } */
