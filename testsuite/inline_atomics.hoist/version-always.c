/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-version=always" } */
/* version=always versions at -O2 too.  */

#include "loops.x"

/* { dg-final { lse-loops-untested loop1 } } */
/* { dg-final { lse-loops-untested several } } */
