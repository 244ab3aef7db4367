/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-cold=call" } */
/* cold=call: cold code keeps GCC's helper call, in a cold function and
   in a block GCC predicts never to run (it ends in abort).  */

#include "cold.x"

/* { dg-final { scan-function-body cold_fn {\tbl?\t__aarch64_ldadd4_acq_rel\n} } } */
/* { dg-final { scan-function-body-not cold_fn {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body cold_block {\tbl\t__aarch64_ldadd4_acq\n} } } */
/* { dg-final { scan-function-body cold_block {\tldadd\tw} } } */
/* { dg-final { scan-function-body small {\tbl?\t__aarch64_ldset4_rel\n} } } */
