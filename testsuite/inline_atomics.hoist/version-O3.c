/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O3 -ffp-contract=fast -fno-tree-vectorize" } */
/* At -O3 (-funswitch-loops) call-free loops are versioned on the flag:
   the LSE copy tests nothing, the flag is tested once.  */

#include "loops.x"

/* { dg-final { lse-loops-untested loop1 } } */
/* { dg-final { lse-loops-untested nested } } */
/* { dg-final { lse-loops-untested several } } */
/* { dg-final { lse-loops-untested fp } } */
/* { dg-final { flag-outside-loops loop1 } } */
/* { dg-final { flag-outside-loops several } } */
/* { dg-final { frame-like-lse loop1 } } */
/* { dg-final { frame-like-lse several } } */
/* { dg-final { scan-function-body fp {\tfmadd\t} } } */
/* { dg-final { scan-function-body-times loop1 {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
