/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-tree-vectorize" } */
/* At -O3 a small loop with a call is versioned on the flag too: the
   test before the loop holds the flag in no register across the call,
   and the LSE copy tests nothing.  */

#include "loop-call.x"

/* { dg-final { lse-loops-untested withcall } } */
/* { dg-final { lse-loops-untested inner } } */
/* { dg-final { frame-like-lse withcall } } */
/* { dg-final { frame-like-lse inner } } */
/* { dg-final { scan-function-body-times withcall {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
