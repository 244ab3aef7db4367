/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-mode=none -fplugin-arg-inline_atomics-cold=inline -fplugin-arg-inline_atomics-mode=call" } */
/* An option given twice with different values is an error naming both;
   the last one does not silently win.  (The same option twice is fine:
   see specs-twice in install.exp.)  */
/* { dg-error "option '-fplugin-arg-inline_atomics-mode' given twice, as 'mode=none' and as 'mode=call'" "names both" { target *-*-* } 0 } */
/* { dg-ia-prune-output {fail(ed)? to initiali[sz]e plugin} } */

int x;
