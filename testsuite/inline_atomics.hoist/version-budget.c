/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 --param max-unswitch-insns=15 --param max-unswitch-level=1" } */
/* A function duplicates at most --param max-unswitch-insns times
   --param max-unswitch-level for versioning: with 15 and 1, the first
   of two loops of size 10 is versioned, the other keeps the hoisted
   test; with the defaults (50 and 3) both are
   (version-budget-default.c).  */

#include "loops.x"

/* { dg-final { versioned-loops two_loops 1 } } */
/* { dg-final { versioned-loops loop1 1 } } */
