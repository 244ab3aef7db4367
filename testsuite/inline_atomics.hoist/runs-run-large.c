/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-mcmodel=large -fno-pie -no-pie" } */
/* The runs of runs-large.c, diamonds versioned in GIMPLE
   (plugin/ia-region.cc), run on both paths.  */
/* { dg-ia-same-output-as "gcc llsc" } */

#include "runs-run.c"
