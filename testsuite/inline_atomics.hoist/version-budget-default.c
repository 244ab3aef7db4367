/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* The default budget versions every loop of five_loops (see
   version-budget.c).  */

#include "loops.x"

/* { dg-final { versioned-loops five_loops 5 } } */
/* { dg-final { versioned-loops two_loops 2 } } */
/* { dg-final { versioned-loops loop1 1 } } */
