/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-verbose -fplugin-arg-inline_atomics-mode=none" } */
/* mode=none: every site is GCC's LL/SC sequence alone, and says so.  */
/* { dg-ia-prune-output ": note: " } */

long
sub (long *p, long v)
{
  return __atomic_sub_fetch (p, v, __ATOMIC_RELEASE);	/* line 11 */
}

/* { dg-final { scan-compiler-output {verbose-modes\.c:11:[0-9]+: note: inline_atomics: '__atomic_sub_fetch_8' \(release\) expanded as 'ldxr-stlxr loop' only: mode=none(\n|$)} } } */
/* { dg-final { scan-assembler-not {__aarch64_} } } */
