/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mcpu=cortex-a57" } */
/* A CPU without LSE (-mcpu=cortex-a57) still outlines, so the plugin
   rewrites.  */

int
add (int *p, int v)
{
  return __atomic_fetch_add (p, v, __ATOMIC_SEQ_CST);
}

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-assembler-times {\tldaddal\tw} 1 } } */
/* { dg-final { scan-assembler-times {\tldaxr\tw} 1 } } */
/* { dg-final { check-sites-paired } } */
