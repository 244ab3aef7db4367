/* ia-notes.cc -- keep -g from changing the notes around a split LL/SC
   loop, with GCC 11 and 12.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   An LL/SC atomic insn is one insn until the epilogue exists; split3 (or
   split5, without sched2) then turns it into its loop, and the block
   that held it is cut after the loop's closing CBNZ.  Where the insn is
   followed by debug insns and then notes, GCC 11 and 12 cut before the
   first debug insn, so that the notes move into the new block with -g
   and stay between the blocks without it (ia-gcc-compat.h,
   IA_GCC_SPLIT_ORDERS_NOTES_BEFORE_DEBUG).  The machine code is the
   same, but -fcompare-debug compares the final insns, notes included.

   The shape is common on the plugin's unlikely paths: bbro copies the
   return block after an out-of-line LL/SC copy, and the copy brings the
   join block's debug binds in front of NOTE_INSN_EPILOGUE_BEG.  (GCC's
   own -mno-outline-atomics has the same failure with an atomic on an
   unlikely path just before a return.)

   The pass below runs after bbro, the last pass that moves blocks, in
   the functions that have LL/SC atomic insns, and does what GCC 13's
   find_bb_boundaries does when it splits: a note that follows debug
   insns, which themselves follow an LL/SC atomic insn of the same
   block, moves ahead of those debug insns, to where the split leaves it
   between the blocks.  Only there: the scheduler would drop a
   NOTE_INSN_EPILOGUE_BEG that precedes a debug insn inside a block.
   Debug insns and notes emit no code; only their relative order
   changes, and without -g there is nothing to move.  */

#include "ia-plugin.h"

/* In the run of debug insns and notes that follows INSN, move each note
   that comes after a debug insn ahead of the run's first debug insn,
   keeping the notes in their order.  Only a run that a real insn of BB
   ends is touched: a split cuts the block there.  Return the last insn
   of the run, or INSN if there is none.  */

static rtx_insn *
ia_order_run (basic_block bb, rtx_insn *insn)
{
  rtx_insn *stop = NEXT_INSN (BB_END (bb));
  rtx_insn *last = insn, *end = NEXT_INSN (insn);
  while (end != stop
	 && (DEBUG_INSN_P (end)
	     || (NOTE_P (end) && NOTE_KIND (end) != NOTE_INSN_BASIC_BLOCK)))
    {
      last = end;
      end = NEXT_INSN (end);
    }
  if (end == stop || !NONDEBUG_INSN_P (end))
    return last;

  /* AFTER is where the next note goes: after the last note kept or
     moved, so that the notes keep their order.  The run is strictly
     inside BB, so no block boundary moves.  */
  rtx_insn *after = insn, *next;
  bool seen_debug = false;
  for (rtx_insn *x = NEXT_INSN (insn); x != end; x = next)
    {
      next = NEXT_INSN (x);
      if (DEBUG_INSN_P (x))
	seen_debug = true;
      else
	{
	  if (seen_debug)
	    reorder_insns_nobb (x, x, after);
	  after = x;
	}
    }
  return PREV_INSN (end);
}

/* Is INSN one of GCC's LL/SC atomic insns, which a split after the
   epilogue turns into a loop?  Those are the non-LSE patterns of
   config/aarch64/atomics.md: aarch64_compare_and_swap<mode> and
   aarch64_atomic_<op><mode> (their LSE twins end in "_lse", and are one
   instruction).  All insns are recognised once reload is done.  */

static bool
ia_llsc_insn_p (rtx_insn *insn)
{
  if (!NONJUMP_INSN_P (insn) || INSN_CODE (insn) < 0)
    return false;
  const char *name = get_insn_name (INSN_CODE (insn));
  size_t len = strlen (name);
  if (len > 4 && strcmp (name + len - 4, "_lse") == 0)
    return false;
  return (strncmp (name, "aarch64_atomic_", 15) == 0
	  || strncmp (name, "aarch64_compare_and_swap", 24) == 0);
}

static unsigned int
ia_notes_execute (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      rtx_insn *insn;
      for (insn = BB_HEAD (bb);
	   insn && insn != NEXT_INSN (BB_END (bb));
	   insn = NEXT_INSN (insn))
	if (insn != BB_END (bb) && ia_llsc_insn_p (insn))
	  insn = ia_order_run (bb, insn);
    }
  return 0;
}

namespace {

const pass_data ia_notes_pass_data = {
  RTL_PASS,			/* type */
  "inline_atomics_notes",	/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

class ia_notes_pass : public rtl_opt_pass
{
public:
  ia_notes_pass (gcc::context *ctxt)
    : rtl_opt_pass (ia_notes_pass_data, ctxt) {}
  opt_pass *clone () final override { return new ia_notes_pass (m_ctxt); }
  /* Only with -g (debug binds or markers), with a GCC that needs it, in
     a function with the plugin's LL/SC atomic insns.  */
  bool gate (function *fun) final override
  {
    return (!IA_GCC_SPLIT_ORDERS_NOTES_BEFORE_DEBUG
	    && (MAY_HAVE_DEBUG_BIND_INSNS || MAY_HAVE_DEBUG_MARKER_INSNS)
	    && ia_state_for_p (fun) && ia_state.llsc_insns);
  }
  unsigned int execute (function *fun) final override
  {
    return ia_notes_execute (fun);
  }
};

} // anon namespace

opt_pass *
ia_make_notes_pass (gcc::context *ctxt)
{
  return new ia_notes_pass (ctxt);
}
