/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* Cold code gets GCC's LL/SC sequence alone (cold=llsc, the default):
   no flag test and no helper call in a cold function, none for the site
   of a block GCC predicts never to run (it ends in abort); -Os keeps
   GCC's helper call.  */

#include "cold.x"

/* { dg-final { same-as-no-outline cold_fn } } */
/* { dg-final { scan-function-body cold_fn {\tldaxr\tw} } } */
/* { dg-final { scan-function-body-not cold_block {\tbl\t__aarch64_} } } */
/* { dg-final { scan-function-body cold_block {\tldxr\tw} } } */
/* { dg-final { scan-function-body cold_block {\tldadd\tw} } } */
/* { dg-final { scan-function-body small {\tbl?\t__aarch64_ldset4_rel\n} } } */
