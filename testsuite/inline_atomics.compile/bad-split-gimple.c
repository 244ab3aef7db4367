/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-split=gimple" } */
/* split= is retired: either of its old values is an error that says so,
   never an option quietly ignored.  */
/* { dg-error "-fplugin-arg-inline_atomics-split" "names the option" { target *-*-* } 0 } */
/* { dg-ia-prune-output {fail(ed)? to initiali[sz]e plugin} } */

int
incr (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

/* { dg-final { scan-compiler-output {error: [^\n]*split[^\n]* is retired: the plugin chooses how each site is made} } } */
