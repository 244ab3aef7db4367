/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffp-contract=fast" } */
/* In call-free loops the flag is loaded once, before the outermost
   loop; the loops keep the +lse build's frame; the LL/SC code is placed
   after the hot path; FMA formation is unaffected.  */

#include "loops.x"

/* { dg-final { flag-outside-loops loop1 } } */
/* { dg-final { flag-outside-loops nested } } */
/* { dg-final { flag-outside-loops several } } */
/* { dg-final { flag-outside-loops fp } } */
/* { dg-final { frame-like-lse loop1 } } */
/* { dg-final { frame-like-lse nested } } */
/* { dg-final { frame-like-lse several } } */
/* { dg-final { frame-like-lse fp } } */
/* { dg-final { llsc-after-ret loop1 } } */
/* { dg-final { llsc-after-ret several } } */
/* { dg-final { scan-function-body fp {\tfmadd\t} } } */
/* { dg-final { scan-function-body-times nested {\tadrp\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
