/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -mcmodel=large -fno-pie" } */
/* cas-flag.c in the large code model, whose late sites load the flag's
   address from the literal pool (ia_late_flag_load): the load must
   leave the compare-exchange results as they are.  The checks are the
   same, against the same +lse and -mno-outline-atomics builds.  */

#include "cas-flag.c"

/* { dg-final { csets-like-lse lock } } */
/* { dg-final { csets-like-lse sync_lock } } */
/* { dg-final { csets-like-lse sync_result } } */
/* { dg-final { csets-like-lse sync_narrow } } */
/* { dg-final { frame-like-lse sync_lock } } */
/* { dg-final { csets-like-lse claim } } */
/* { dg-final { csets-like-lse strong_result } } */
/* { dg-final { csets-like-lse narrow_c } } */
/* { dg-final { frame-like-lse lock } } */
/* { dg-final { status-like-no-outline weak } } */
/* { dg-final { status-like-no-outline weak_branch } } */
/* { dg-final { status-like-no-outline lock } } */
