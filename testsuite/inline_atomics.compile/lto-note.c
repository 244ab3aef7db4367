/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -flto" } */
/* { dg-ia-prune-output "defers the .inline_atomics. rewrite to the link" } */
/* With -flto (not fat) the compilation stops at the IR: the plugin says
   that it must be named at link time too, and has changed nothing.  */

int
incr (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

/* { dg-final { scan-compiler-output {note: .-flto. defers the .inline_atomics. rewrite to the link: pass .-fplugin=[^ ]*inline_atomics\.so. when linking too} } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
