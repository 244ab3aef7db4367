/* ia-gcc-compat.h -- the one place where inline-atomics meets GCC's headers.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   The plugin includes this header and nothing else from GCC.  It pulls in
   GCC's internal headers in dependency order and hides the differences
   between the GCC versions we support.  The minimum is GCC 11: shims for
   older compilers are not kept, and a shim is deleted when the minimum
   rises past the version that needed it.  */

#ifndef IA_GCC_COMPAT_H
#define IA_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "bversion.h"
/* plugin-version.h defines a static gcc_version: only the file with
   plugin_init wants it.  */
#ifdef IA_WANT_PLUGIN_VERSION
#include "plugin-version.h"
#endif

#if BUILDING_GCC_VERSION < 11000
#error "inline-atomics needs the plugin headers of GCC 11 or newer"
#endif

/* GCC 15's gimple.h (gimple_omp_atomic_set_memory_order, line 2558)
   ors an omp_memory_order into a gf_mask without a cast.  C++20
   deprecates arithmetic between two enumerations and g++ warns about it
   by default, so a host compiler that defaults to C++20 (g++ 16, sid's)
   warns in every file of the plugin.  GCC 16's header has the cast.  The
   warning is about GCC's code, not ours: silence it for GCC's headers
   only (popped after the last of them).  */
#if BUILDING_GCC_VERSION >= 15000 && BUILDING_GCC_VERSION < 16000 \
    && __cplusplus >= 202002L
#define IA_GCC15_ENUM_CONVERSION_SHIM 1
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-enum-enum-conversion"
#endif

#include "tree.h"
#include "memmodel.h"
#include "tm_p.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "cfg.h"
#include "cfghooks.h"
#include "cfgloop.h"
#include "tree-pass.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimple-fold.h"
#include "ssa.h"
#include "gimple-pretty-print.h"
#include "gimplify.h"
#include "tree-cfg.h"
#include "tree-eh.h"
#include "tree-into-ssa.h"
#include "internal-fn.h"
#include "builtins.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "predict.h"
#include "profile-count.h"
#include "diagnostic.h"
#include "diagnostic-core.h"
#include "dumpfile.h"
#include "attribs.h"
#include "ggc.h"
#include "rtl.h"
#include "emit-rtl.h"
#include "cgraph.h"
#include "output.h"
#include "stmt.h"

#ifdef IA_GCC15_ENUM_CONVERSION_SHIM
#pragma GCC diagnostic pop
#undef IA_GCC15_ENUM_CONVERSION_SHIM
#endif

/* The plugin only makes sense inside an AArch64 compiler: the macros
   below come from the target's aarch64.h.  */
#if !defined (TARGET_OUTLINE_ATOMICS) || !defined (TARGET_LSE)
#error "inline-atomics must be built against an AArch64 GCC's plugin headers"
#endif

/* Read and write the -moutline-atomics state of the function being
   compiled.  aarch64_set_current_function restores global_options from
   the function's target node, so between passes this variable is the
   current function's setting (GCC 11 and 12 spell it the same way).  */
static inline int
ia_get_outline_atomics (void)
{
  return aarch64_flag_outline_atomics;
}

static inline void
ia_set_outline_atomics (int value)
{
  aarch64_flag_outline_atomics = value;
}

/* ------------------------------------------------------------------ */
/* Copies of GCC behaviour that differ between versions.               */
/* ------------------------------------------------------------------ */

/* GCC PR target/111404.  An LDXP is single-copy atomic only if the
   store-exclusive paired with it succeeds: it is two 8-byte loads, and
   another CPU's write may come between them.  GCC 14's
   aarch64_split_compare_and_swap stores on both paths of its 16-byte
   LL/SC compare-and-swap, the desired value after a match and the value
   it read after a mismatch, and retries until the store succeeds.  GCC
   11 to 13 skip the store after a mismatch, and may return a torn value
   (and libgcc 11 to 13's __aarch64_cas16_* do the same).

   With those GCCs the plugin does not leave a 16-byte __sync operation
   to GCC's LL/SC expansion: it emits GCC 14's sequence below instead,
   on the LL/SC path of every such site and in mode=none
   (ia_rewrite_llsc16 in ia-sites.cc).  This is a deliberate difference
   from their own -mno-outline-atomics output (docs/manual.md).  */
#define IA_GCC_LLSC16_STORES_ON_MISMATCH (BUILDING_GCC_VERSION >= 14000)

/* GCC 14.2's 16-byte compare-and-swap without LSE, for the __sync model
   (a plain LDXP, a releasing STLXP on both paths and a trailing
   "dmb ish"), as -mno-outline-atomics emits it, in asm with named
   operands: [seen] the pair read (written first), [status] the
   store-exclusive's status, [mem] the object, [expected] and [desired]
   the two pairs.  The flags are EQ afterwards if it stored [desired],
   NE if not.  Its labels are 2 to 4.  */
#define IA_GCC14_LLSC16_CAS						\
  "2:\n\t"								\
  "ldxp\t%[seen], %H[seen], %[mem]\n\t"				\
  "cmp\t%[seen], %[expected]\n\t"					\
  "ccmp\t%H[seen], %H[expected], 0, eq\n\t"				\
  "bne\t3f\n\t"							\
  "stlxp\t%w[status], %[desired], %H[desired], %[mem]\n\t"		\
  "cbnz\t%w[status], 2b\n\t"						\
  "b\t4f\n"								\
  "3:\n\t"								\
  "stlxp\t%w[status], %[seen], %H[seen], %[mem]\n\t"			\
  "cbnz\t%w[status], 2b\n"						\
  "4:\n\t"								\
  "dmb\tish"

#endif /* IA_GCC_COMPAT_H */
