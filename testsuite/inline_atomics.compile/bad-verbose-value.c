/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-verbose=yes" } */
/* verbose takes no value.  */
/* { dg-error "-fplugin-arg-inline_atomics-verbose" "names the option" { target *-*-* } 0 } */
/* { dg-ia-prune-output {fail(ed)? to initiali[sz]e plugin} } */

int
incr (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}
