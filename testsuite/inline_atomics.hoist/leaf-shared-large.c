/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mcmodel=large -fno-pie" } */
/* leaf-shared.c in the large code model, whose late sites load the
   flag's address from the literal pool (ia_late_flag_load): the
   object's address is still computed once for both paths.  Where the
   flag is loaded does not depend on the code model (plugin/ia-hoist.cc),
   and leaf-shared.c checks it; the large code model loads it through a
   literal, which those checks do not read.  The other checks are
   leaf-shared.c's, against the same +lse and -mno-outline-atomics
   builds.  */

#include "leaf-shared.c"

/* { dg-final { versioned-loops push 0 } } */
/* { dg-final { versioned-loops add_n 1 } } */
/* { dg-final { addresses-like-lse add_n } } */
/* { dg-final { addresses-like-lse spin } } */
/* { dg-final { addresses-like-lse push } } */
/* { dg-final { addresses-like-lse count } } */
/* { dg-final { addresses-like-lse release } } */
/* { dg-final { frame-like-lse push } } */
