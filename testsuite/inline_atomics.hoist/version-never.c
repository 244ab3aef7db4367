/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-inline_atomics-version=never" } */
/* version=never keeps one copy of the loop, with the hoisted flag
   tested in it.  */

#include "loops.x"

/* { dg-final { flag-outside-loops loop1 } } */
/* { dg-final { scan-function-body-times loop1 {\tldxr\t} 1 } } */
/* { dg-final { scan-function-body-times loop1 {\tldadd\t} 1 } } */
