/* counter-test.c -- the driver of counter-test.S.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#define BENCH_KERNEL counter_test
#include "kernels/bench-kernel.h"
