/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-mode=none=" } */
/* A value with '=' in it is an error naming the value as written: GCC's
   parser of plugin options would hand the plugin "none" (it drops a
   character per extra '='), or for report=a=b.json the file "a=b.jso".  */
/* { dg-error "the value 'none=' of option '-fplugin-arg-inline_atomics-mode' contains '='" "names the value" { target *-*-* } 0 } */
/* { dg-ia-prune-output {fail(ed)? to initiali[sz]e plugin} } */

int x;
