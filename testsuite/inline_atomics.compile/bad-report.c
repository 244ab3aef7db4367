/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-report=/nonexistent/dir/r.json" } */
/* A report file that cannot be opened is an error naming it.  */
/* { dg-error "report file '/nonexistent/dir/r.json': No such file" "names the file" { target *-*-* } 0 } */
/* { dg-ia-prune-output {fail(ed)? to initiali[sz]e plugin} } */

int x;
