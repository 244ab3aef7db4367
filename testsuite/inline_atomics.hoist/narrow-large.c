/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mcmodel=large -fno-pie" } */
/* narrow.c in the large code model, whose late sites load the flag's
   address from the literal pool (ia_late_flag_load): the load costs a
   narrow result no extension.  The checks are the same, against the
   same +lse and -mno-outline-atomics builds.  */

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
