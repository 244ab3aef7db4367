/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* At -O2 a loop with a call is not versioned, and the flag is re-loaded
   at the site: holding it, or its address, across the call would cost a
   callee-saved register that the +lse build does not have.  */

#include "loop-call.x"

/* { dg-final { flag-inside-loops withcall } } */
/* { dg-final { frame-like-lse withcall } } */
/* { dg-final { frame-like-lse inner } } */
/* { dg-final { scan-function-body-times inner {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
