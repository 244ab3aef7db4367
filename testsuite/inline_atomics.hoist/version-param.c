/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 --param max-unswitch-insns=3" } */
/* Loop versioning takes GCC's unswitching limit: a loop larger than
   --param max-unswitch-insns keeps one copy with the hoisted test (the
   default, 50, versions it: version-always.c and hoist-loops.c).  */

#include "loops.x"

/* { dg-final { versioned-loops loop1 0 } } */
/* { dg-final { versioned-loops two_loops 0 } } */
/* { dg-final { flag-outside-loops loop1 } } */
