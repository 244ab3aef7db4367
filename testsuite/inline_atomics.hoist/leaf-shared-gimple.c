/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-split=gimple" } */
/* leaf-shared.c with split=gimple: the address computed once for both
   paths is that of the diamonds of plugin/ia-sites.cc.  The checks are
   the same, against the same +lse and -mno-outline-atomics builds.  */

#include "leaf-shared.c"

/* { dg-final { scan-function-body-times push {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { versioned-loops push 0 } } */
/* { dg-final { flag-outside-loops push } } */
/* { dg-final { scan-function-body-times add_n {\tldrb\t[^\n]*__aarch64_have_lse_atomics} 1 } } */
/* { dg-final { versioned-loops add_n 1 } } */
/* { dg-final { addresses-like-lse add_n } } */
/* { dg-final { addresses-like-lse spin } } */
/* { dg-final { addresses-like-lse push } } */
/* { dg-final { addresses-like-lse count } } */
/* { dg-final { addresses-like-lse release } } */
/* { dg-final { frame-like-lse push } } */
