/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-cold=inline" } */
/* cold=inline rewrites cold functions and never-run blocks too; -Os
   keeps its calls.  */

#include "cold.x"

/* { dg-final { scan-function-body-not cold_fn {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-function-body cold_fn {\tldaddal\tw} } } */
/* { dg-final { scan-function-body-not cold_block {\tbl\t__aarch64_} } } */
/* { dg-final { scan-function-body cold_block {\tldadda\tw} } } */
/* { dg-final { scan-function-body small {\tbl?\t__aarch64_ldset4_rel\n} } } */
