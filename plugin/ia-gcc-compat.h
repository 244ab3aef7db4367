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
/* rtl.h before tm_p.h, as in GCC's own files: aarch64-protos.h declares
   its functions of rtx (aarch64_gen_compare_reg, ia-late-lse.cc) only
   where RTX_CODE is defined.  */
#include "rtl.h"
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
#include "tree-inline.h"
#include "tree-ssa.h"
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
#include "emit-rtl.h"
#include "dce.h"
#include "cgraph.h"
#include "output.h"
#include "stmt.h"
#include "opts.h"
#include "toplev.h"
#include "pass_manager.h"

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
   compiled: its value, and whether it counts as set explicitly.
   aarch64_set_current_function restores global_options from the
   function's target node, so between passes the variable is the current
   function's setting (GCC 11 to 16 spell it the same way).  It is a Save
   option, and GCC's own code writes such an option together with its
   global_options_set bit, which aarch64_override_options_internal reads
   to decide whether to apply the default: the two go together here.  */
static inline int
ia_get_outline_atomics (void)
{
  return aarch64_flag_outline_atomics;
}

static inline bool
ia_get_outline_atomics_explicit (void)
{
  return global_options_set.x_aarch64_flag_outline_atomics;
}

static inline void
ia_set_outline_atomics (int value, bool explicit_p)
{
  aarch64_flag_outline_atomics = value;
  global_options_set.x_aarch64_flag_outline_atomics = explicit_p;
}

/* ------------------------------------------------------------------ */
/* Copies of GCC behaviour that differ between versions.               */
/* ------------------------------------------------------------------ */

/* How many loops of the largest size that loop versioning may copy in
   one function (ia-hoist.cc): GCC 11 and 12 let their unswitching
   unswitch a loop at most --param max-unswitch-level times (3 by
   default), and the plugin reads that parameter for FNDECL.  GCC 13
   rewrote loop unswitching (tree-ssa-loop-unswitch.cc) with a budget
   of insns per loop nest instead, and the parameter is gone
   (max-unswitch-depth, which took its place, bounds the depth of the
   loop nest, 50 by default, not a number of copies); there the plugin
   keeps GCC 12's default, 3.  */

static inline int
ia_unswitch_copies (tree fndecl)
{
#if BUILDING_GCC_VERSION >= 13000
  (void) fndecl;
  return 3;
#else
  return opt_for_fn (fndecl, param_max_unswitch_level);
#endif
}

/* The memory model, instruction suffix and helper of an atomic builtin,
   as GCC's expanders decide them.  conform.exp compares the plugin's
   code with the installed GCC's own at every run, which tells when one
   of these copies drifts.  */

/* Mirror GCC's get_memmodel (builtins.cc): a memory-order argument ARG
   as the expander sees it.  A run-time order becomes seq_cst, invalid
   bits or values become seq_cst (GCC warns about those itself when it
   expands the builtin left on the LL/SC path), and consume is promoted
   to acquire (GCC bug 59448).  Taken from GCC 12.2; the same in GCC 11
   to 16.2.  */

static inline enum memmodel
ia_get_memmodel (tree arg)
{
  if (TREE_CODE (arg) != INTEGER_CST || !tree_fits_uhwi_p (arg))
    return MEMMODEL_SEQ_CST;
  unsigned HOST_WIDE_INT val = tree_to_uhwi (arg);
  if (val & ~(unsigned HOST_WIDE_INT) MEMMODEL_MASK)
    return MEMMODEL_SEQ_CST;
  if (memmodel_base (val) >= MEMMODEL_LAST)
    return MEMMODEL_SEQ_CST;
  if (val == MEMMODEL_CONSUME)
    val = MEMMODEL_ACQUIRE;
  return (enum memmodel) val;
}

/* The one model of a compare-and-exchange with orders SUCCESS_ARG and
   FAILURE_ARG.  The middle end (expand_builtin_atomic_compare_exchange
   and expand_ifn_atomic_compare_exchange) makes a failure order stronger
   than the success order, or a release/acq_rel failure order, into
   seq_cst; the AArch64 expander then promotes release-success with
   acquire-failure to acq_rel, because a single CAS instruction carries
   both orders (aarch64_expand_compare_and_swap).  Taken from GCC 12.2;
   the same in GCC 11 to 16.2.  */

static inline enum memmodel
ia_cas_memmodel (tree success_arg, tree failure_arg)
{
  enum memmodel success = ia_get_memmodel (success_arg);
  enum memmodel failure = ia_get_memmodel (failure_arg);
  if (failure > success)
    success = MEMMODEL_SEQ_CST;
  if (is_mm_release (failure) || is_mm_acq_rel (failure))
    {
      failure = MEMMODEL_SEQ_CST;
      success = MEMMODEL_SEQ_CST;
    }
  if (is_mm_acquire (failure) && is_mm_release (success))
    success = MEMMODEL_ACQ_REL;
  return success;
}

/* The ordering suffix of an LSE instruction for MODEL, as GCC's
   aarch64_atomic_*_lse patterns print it.  __sync's full barrier is the
   same "al" form as seq_cst: the LSE path needs no dmb.  Taken from GCC
   12.2's atomics.md; the same in GCC 11 to 16.2.  */

static inline const char *
ia_lse_order_suffix (enum memmodel model)
{
  switch (memmodel_base (model))
    {
    case MEMMODEL_RELAXED:
      return "";
    case MEMMODEL_CONSUME:
    case MEMMODEL_ACQUIRE:
      return "a";
    case MEMMODEL_RELEASE:
      return "l";
    default:
      return "al";
    }
}

/* The index in ia-classify.cc's ia_helper_models (_relax, _acq, _rel,
   _acq_rel, _sync) of the helper GCC's aarch64_atomic_ool_func picks for
   MODEL: every __sync model uses the _sync helper, and seq_cst shares
   _acq_rel.  Taken from GCC 12.2's aarch64.cc; the same in GCC 11 to
   16.2.  */

static inline unsigned
ia_helper_model (enum memmodel model)
{
  if (is_mm_sync (model))
    return 4;
  switch (memmodel_base (model))
    {
    case MEMMODEL_RELAXED:
      return 0;
    case MEMMODEL_CONSUME:
    case MEMMODEL_ACQUIRE:
      return 1;
    case MEMMODEL_RELEASE:
      return 2;
    default:
      return 3;
    }
}

/* GCC PR target/111404.  An LDXP is single-copy atomic only if the
   store-exclusive paired with it succeeds: it is two 8-byte loads, and
   another CPU's write may come between them.  GCC 14's
   aarch64_split_compare_and_swap stores on both paths of its 16-byte
   LL/SC compare-and-swap, the desired value after a match and the value
   it read after a mismatch, and retries until the store succeeds.  GCC
   11 to 13 skip the store after a mismatch, and may return a torn value
   (and libgcc 11 to 13's __aarch64_cas16_* do the same).

   With those GCCs the plugin does not leave GCC's LL/SC insn of a
   16-byte __sync operation to split3: the late pass puts GCC 14's
   sequence below in its place, wherever it is left, on the LL/SC path
   of every site and in mode=none (ia_late_fix_llsc16 in ia-sync16.cc).
   This is a deliberate difference from their own -mno-outline-atomics
   output (docs/manual.md).  */
#define IA_GCC_LLSC16_STORES_ON_MISMATCH (BUILDING_GCC_VERSION >= 14000)

/* In big-endian code GCC's 16-byte LL/SC compare-and-swap names the
   register pair in the wrong order: aarch64_split_compare_and_swap
   gives LDXP (and STLXP) the TImode value's low part as their first
   register, which in big-endian code is the half at the higher address.
   The comparison then sets the value read with its halves swapped
   against the expected one.  Measured under qemu-aarch64_be on
   options/big-endian-16's program, -mno-outline-atomics: GCC 12.2
   returns values with their halves swapped, and GCC 14.2 never leaves
   the loop of a fetch-and-add (its store after a mismatch writes the
   pair back swapped, so the next comparison fails again).  The LSE
   build's CASPAL is right with both.  In big-endian code the plugin
   therefore emits the sequence above on every LL/SC path with every
   GCC: LDXP, STLXP and the comparison name the pair in one order, and
   GCC's TImode register pair matches memory in both byte orders.  */
#define IA_GCC_LLSC16_PAIR_ORDER_OK (!WORDS_BIG_ENDIAN)

/* Is GCC's own 16-byte LL/SC insn right for the code being compiled?  */
#define IA_GCC_LLSC16_OK						\
  (IA_GCC_LLSC16_STORES_ON_MISMATCH && IA_GCC_LLSC16_PAIR_ORDER_OK)

/* After the epilogue exists, GCC splits an AArch64 LL/SC atomic insn
   into its loop (atomics.md: "&& epilogue_completed") and
   find_many_sub_basic_blocks starts a block after the loop's CBNZ.
   When the insn was followed by debug insns and then notes (the
   NOTE_INSN_EPILOGUE_BEG of a return block that bbro copied after it,
   a NOTE_INSN_DELETED), GCC 11 and 12 start the block before the
   first debug insn: with -g the notes end up inside the new block,
   without -g between the blocks, and -fcompare-debug, which compares
   the final insns notes included, fails although the code is the same.
   GCC 13's find_bb_boundaries (cfgbuild.cc, seen_note_after_debug)
   moves such notes ahead of the debug insns before it splits; ia-notes.cc
   does the same beforehand for the others.  */
#define IA_GCC_SPLIT_ORDERS_NOTES_BEFORE_DEBUG (BUILDING_GCC_VERSION >= 13000)

/* What the late form (ia-late.cc) relies on in config/aarch64/
   atomics.md: the LL/SC insns that -mno-outline-atomics expands an
   atomic of 1 to 8 bytes to (and a 16-byte one, IA_LLSC_CAS16_INSNS
   below), and where each pattern keeps its operands.
   The same in GCC 11 to 16, checked against each version's atomics.md;
   a new version must be compared again (docs/internals.md).

   The insns are named by their CODE_FOR_ enumerators, which the
   plugin's build takes from the target GCC's insn-codes.h: a GCC that
   renames one fails to build the plugin instead of leaving its sites
   unrecognised.  IA_LLSC_OP_INSNS (X, OP, LSE, CODE) expands
   X (SHAPE, ICODE, MODE, LSE, CODE) for the three insns of operation OP
   of common/ia-ops.def (whose "or" is spelt as atomics.md's
   atomic_optab spells it) in each mode, LSE and CODE being the
   operation's LSE family and tree code; IA_LLSC_OTHER_INSNS (X) does the
   same for the exchanges and the compare-and-swaps.  The "_lse" twins
   are the one-instruction +lse forms, never seen in a function that
   the plugin rewrites.  */
#define IA_LLSC_MODES(X, SHAPE, NAME, LSE, CODE)			\
  X (SHAPE, CODE_FOR_##NAME##qi, QImode, LSE, CODE)			\
  X (SHAPE, CODE_FOR_##NAME##hi, HImode, LSE, CODE)			\
  X (SHAPE, CODE_FOR_##NAME##si, SImode, LSE, CODE)			\
  X (SHAPE, CODE_FOR_##NAME##di, DImode, LSE, CODE)
#define IA_LLSC_OP_INSNS(X, OP, LSE, CODE)				\
  IA_LLSC_MODES (X, IA_LATE_FETCH_OP, aarch64_atomic_fetch_##OP, LSE, CODE) \
  IA_LLSC_MODES (X, IA_LATE_OP_FETCH, aarch64_atomic_##OP##_fetch, LSE,	\
		 CODE)							\
  IA_LLSC_MODES (X, IA_LATE_OP, aarch64_atomic_##OP, LSE, CODE)
#define IA_LLSC_OTHER_INSNS(X)						\
  IA_LLSC_MODES (X, IA_LATE_XCHG, aarch64_atomic_exchange, swp, NOP_EXPR) \
  IA_LLSC_MODES (X, IA_LATE_CAS, aarch64_compare_and_swap, cas, EQ_EXPR)

/* The operand slots of those patterns, by shape, in the order of
   struct ia_llsc_slots (ia-late.cc): the result, the object, the
   operand (the desired value of a cas), the expected value of a cas,
   the memory model, the scratch of the object's mode, and the SImode
   status scratch; -1 where the pattern has none.  The scratches are
   early-clobbered outputs.  A cas has two models, success (5) and
   failure (6); the LSE cas takes the success model alone, as
   aarch64_expand_compare_and_swap passes it to the _lse insn.  */
#define IA_LLSC_SLOTS_XCHG	{ 0, 1, 2, -1, 3, -1, 4 }
#define IA_LLSC_SLOTS_FETCH_OP	{ 0, 1, 2, -1, 3, 4, 5 }
#define IA_LLSC_SLOTS_OP_FETCH	{ 0, 1, 2, -1, 3, -1, 4 }
#define IA_LLSC_SLOTS_OP	{ -1, 0, 1, -1, 2, 3, 4 }
#define IA_LLSC_SLOTS_CAS	{ 0, 1, 3, 2, 5, -1, 7 }

/* The 16-byte compare-and-swap insn, the one LL/SC insn of every
   16-byte __sync operation (ia-sync16.cc): @aarch64_compare_and_swap<mode>
   for JUST_TI, whose operands sit in the slots of IA_LLSC_SLOTS_CAS
   (checked against the atomics.md of GCC 11 to 16).  Its result and its
   two values are TImode register pairs, whose first register is even
   (aarch64_hard_regno_mode_ok), as CASP requires; the expected and the
   desired value may also be zero ("rZ"), stored from XZR.  The late
   form builds its LSE path around it with every GCC; where the insn's
   own LL/SC sequence is wrong (IA_GCC_LLSC16_OK), the late pass also
   puts IA_GCC14_LLSC16_CAS in its place.  */
#define IA_LLSC_CAS16_INSNS(X)						\
  X (IA_LATE_CAS, CODE_FOR_aarch64_compare_and_swapti, TImode, casp,	\
     EQ_EXPR)

/* GCC 14.2's 16-byte compare-and-swap without LSE, for the __sync model
   (a plain LDXP, a releasing STLXP on both paths and a trailing
   "dmb ish"), as -mno-outline-atomics emits it: an asm template of
   hard registers whose operands are 0, the pair read (written first),
   1, the store-exclusive's status, both early-clobbered, 2, the flags,
   and 3, the object; the expected and the desired pair are the four
   "%s" (low and high register of each, in the order they come), so that
   a pair of zeros is spelt "xzr", as GCC's "rZ" operands are.  The flags
   are EQ afterwards if it stored the desired pair, NE if not, as GCC's
   insn leaves them.  Its labels are 2 to 4.  */
#define IA_GCC14_LLSC16_CAS						\
  "2:\n\t"								\
  "ldxp\t%%x0, %%H0, %%3\n\t"						\
  "cmp\t%%x0, %s\n\t"							\
  "ccmp\t%%H0, %s, 0, eq\n\t"						\
  "bne\t3f\n\t"								\
  "stlxp\t%%w1, %s, %s, %%3\n\t"						\
  "cbnz\t%%w1, 2b\n\t"							\
  "b\t4f\n"								\
  "3:\n\t"								\
  "stlxp\t%%w1, %%x0, %%H0, %%3\n\t"					\
  "cbnz\t%%w1, 2b\n"							\
  "4:\n\t"								\
  "dmb\tish"

#endif /* IA_GCC_COMPAT_H */
