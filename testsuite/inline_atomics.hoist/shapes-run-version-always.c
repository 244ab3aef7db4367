/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-inline_atomics-version=always" } */
/* { dg-ia-same-output-as "gcc llsc" } */

#include "shapes.x"
