/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O1" } */
/* The runs of runs16.x: one flag test each, where a test per site would
   be one conditional branch more per site.  */

#include "runs16.x"

/* { dg-final { branches-like-lse row 1 } } */
/* { dg-final { branches-like-lse row_cas 1 } } */
