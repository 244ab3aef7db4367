/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mcmodel=large -fno-pie" } */
/* runs.c in the large code model: runs of late sites share one flag
   test there too, whose load of the flag's address from the literal
   pool (ia_late_flag_load) the flag-load count of runs.c does not
   read.  */

#include "runs.x"

/* { dg-final { branches-like-lse four 1 } } */
/* { dg-final { branches-like-lse mixed 1 } } */
/* { dg-final { branches-like-lse split_by_call 2 } } */
/* { dg-final { branches-like-lse wide_gap 2 } } */
/* { dg-final { frame-like-lse four } } */
/* { dg-final { frame-like-lse mixed } } */
