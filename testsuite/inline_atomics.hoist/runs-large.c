/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mcmodel=large -fno-pie" } */
/* runs.c in the large code model, where every site is a diamond
   (plugin/ia-decide.cc): runs of diamonds share one flag test, the run
   versioned in GIMPLE (plugin/ia-region.cc).  The large code model
   loads the flag through a literal, which the flag-load count of
   runs.c does not read.  */

#include "runs.x"

/* { dg-final { branches-like-lse four 1 } } */
/* { dg-final { branches-like-lse mixed 1 } } */
/* { dg-final { branches-like-lse split_by_call 2 } } */
/* { dg-final { branches-like-lse wide_gap 2 } } */
/* { dg-final { frame-like-lse four } } */
/* { dg-final { frame-like-lse mixed } } */
