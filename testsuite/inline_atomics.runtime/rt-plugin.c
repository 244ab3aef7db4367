/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.
   Plugin-built code against the runtime: the loop shapes of the hoisting
   tests (inline sites, versioned loops, loops with calls and cold sites
   that call the __aarch64_* helpers), linked with libgcc, with our
   runtime, or with both.  runtime.exp compares the output with GCC's own
   build of the same source.  */

#include "shapes.x"
