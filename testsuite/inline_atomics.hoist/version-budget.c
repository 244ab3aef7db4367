/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 --param max-unswitch-insns=10" } */
/* A function duplicates at most three times --param max-unswitch-insns
   for versioning (with GCC 11 and 12, --param max-unswitch-level times):
   with 10, four of five loops of size 7 are versioned and the fifth
   keeps the hoisted test; with the default (50) all five are
   (version-budget-default.c).  */

#include "loops.x"

/* { dg-final { versioned-loops five_loops 4 } } */
/* { dg-final { versioned-loops two_loops 2 } } */
/* { dg-final { versioned-loops loop1 1 } } */
