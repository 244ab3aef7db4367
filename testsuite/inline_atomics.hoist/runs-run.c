/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* The runs of runs.c (plugin/ia-late.cc), run on both paths.  */
/* { dg-ia-same-output-as "gcc llsc" } */

#include "runs.x"

int
main (void)
{
  unsigned p = 5, q[4] = { 0 };
  unsigned long ql[3] = { 11, 0, 0 };
  unsigned long sum = 0;
  for (int i = 0; i < 10; i++)
    {
      four ();
      sum += mixed (&p, ql, i);
      sum += split_by_call (&p);
      sum += wide_gap (&p, q, i);
    }
  printf ("%u %u %u %u %lu %u %u %u %lu %lu %u %u %u\n", g0, g1, g2, g3, w,
	  (unsigned) h16, (unsigned) b8, p, ql[0], sum, q[1], q[2], q[3]);
  return 0;
}
