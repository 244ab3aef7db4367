/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Runs of late sites share one flag test, made after register
   allocation (plugin/ia-late.cc); runs-large.c has the same in the
   large code model.  */

#include "runs.x"

/* { dg-final { branches-like-lse four 1 } } */
/* { dg-final { branches-like-lse mixed 1 } } */
/* { dg-final { branches-like-lse split_by_call 2 } } */
/* { dg-final { branches-like-lse wide_gap 2 } } */
/* { dg-final { scan-function-body-times wide_gap {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { frame-like-lse four } } */
/* { dg-final { frame-like-lse mixed } } */
