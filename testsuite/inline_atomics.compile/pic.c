/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fPIC" } */
/* In position-independent code the hidden flag is still read
   PC-relative (adrp + ldrb), as libgcc's helpers read it, not through
   the GOT.  */

int
incr (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-assembler-not {:got} } } */
/* { dg-final { scan-assembler-times {\tadrp\tx[0-9]+, __aarch64_have_lse_atomics\n} 1 } } */
/* { dg-final { scan-assembler-times {\tldrb\tw[0-9]+, \[x[0-9]+, #:lo12:__aarch64_have_lse_atomics\]} 1 } } */
