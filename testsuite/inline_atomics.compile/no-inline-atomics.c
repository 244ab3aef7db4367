/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-ipa-icf -fno-inline-atomics" } */
/* With -fno-inline-atomics GCC calls libatomic's __atomic_* functions
   and no __aarch64_* helper; the plugin leaves the code alone.  */

#define T unsigned int
#include "rmw-body.x"
#include "cas-body.x"

/* { dg-final { check-assembly-unchanged } } */
/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler {\tbl?\t__atomic_fetch_add_4\n} } } */
