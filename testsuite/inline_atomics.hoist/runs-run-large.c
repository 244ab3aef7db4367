/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-mcmodel=large -fno-pie -no-pie" } */
/* The runs of runs-large.c, in the large code model, whose flag test
   loads the flag's address from the literal pool (ia_late_flag_load),
   run on both paths.  */
/* { dg-ia-same-output-as "gcc llsc" } */

#include "runs-run.c"
