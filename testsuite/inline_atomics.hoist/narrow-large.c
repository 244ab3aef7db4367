/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mcmodel=large -fno-pie" } */
/* narrow.c in the large code model, where every site is a diamond
   (plugin/ia-decide.cc): the 32-bit merge of a narrow result and the
   conversions moved to the LL/SC path are those of the diamonds of
   plugin/ia-rewrite.cc.  The checks are the same, against the same +lse
   and -mno-outline-atomics builds.  */

#include "narrow.c"

/* { dg-final { extensions-like-lse fetch_add_2 } } */
/* { dg-final { extensions-like-lse exchange_1 } } */
/* { dg-final { extensions-like-lse exchange_2_used } } */
/* { dg-final { extensions-like-lse fetch_or_1 } } */
/* { dg-final { extensions-like-lse fetch_sub_2 } } */
/* { dg-final { extensions-like-lse fetch_and_1 } } */
/* { dg-final { extensions-like-lse add_fetch_2 } } */
/* { dg-final { extensions-like-lse sub_fetch_2 } } */
/* { dg-final { extensions-like-lse xor_fetch_1 } } */
/* { dg-final { extensions-like-lse stdatomic_1 } } */
/* { dg-final { extensions-like-lse sync_val_cas_2 } } */
/* { dg-final { extensions-like-lse cas_1 } } */
/* { dg-final { llsc-after-ret fetch_add_2 } } */
