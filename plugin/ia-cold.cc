/* ia-cold.cc -- which blocks of a function the inline_atomics plugin
   treats as cold code.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   A site is cold when its block is predicted never to run.  With a
   profile read from -fprofile-use, that is the profile's word alone
   (probably_never_executed_bb_p: the training run never got there).

   Without one, GCC's guessed profile is not enough by itself.
   determine_unlikely_bbs (predict.cc) gives a count of zero to a block
   that leads only to a noreturn call or to a call of a cold function,
   but it stops at any statement that stmt_can_terminate_bb_p says may
   not return, and the atomic builtins are not all exempt: a block
   "__atomic_exchange_n (p, 0, ...); abort ();" gets a count of zero,
   while "__atomic_compare_exchange_n (p, &e, ...); abort ();" keeps the
   0.04% of PRED_NORETURN, and so would be hot code to a test of the
   count.  Every builtin and form must get the same decision, so the
   plugin asks the question of the control flow itself: a block is cold
   when every path from it reaches a noreturn call or a call of a cold
   function before the function returns.  */

#include "ia-plugin.h"

/* Does STMT make its block cold: a call that never returns, or a call of
   a function declared cold (GCC predicts the paths to both never to be
   taken: PRED_NORETURN and PRED_COLD_FUNCTION)?  */

static bool
ia_cold_stmt_p (gimple *stmt)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call)
    return false;
  if (gimple_call_noreturn_p (call))
    return true;
  tree fndecl = gimple_call_fndecl (call);
  return fndecl && lookup_attribute ("cold", DECL_ATTRIBUTES (fndecl));
}

/* Set in COLD the index of every block of FUN that the plugin treats as
   cold (see the top of this file).  */

void
ia_find_cold_blocks (function *fun, sbitmap cold)
{
  bitmap_clear (cold);
  basic_block bb;
  if (profile_status_for_fn (fun) == PROFILE_READ)
    {
      FOR_EACH_BB_FN (bb, fun)
	if (probably_never_executed_bb_p (fun, bb))
	  bitmap_set_bit (cold, bb->index);
      return;
    }

  /* Seed with the blocks that hold a cold statement, or that the guessed
     profile already says never run; then a block is cold when all its
     successors are, until nothing changes.  A loop with no exit but
     through cold blocks becomes cold; one that can return never does,
     since its exit block is not cold.  */
  FOR_EACH_BB_FN (bb, fun)
    {
      bool is_cold = probably_never_executed_bb_p (fun, bb);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	   !is_cold && !gsi_end_p (gsi); gsi_next (&gsi))
	is_cold = ia_cold_stmt_p (gsi_stmt (gsi));
      if (is_cold)
	bitmap_set_bit (cold, bb->index);
    }
  bool changed = true;
  while (changed)
    {
      changed = false;
      FOR_EACH_BB_REVERSE_FN (bb, fun)
	{
	  if (bitmap_bit_p (cold, bb->index) || EDGE_COUNT (bb->succs) == 0)
	    continue;
	  bool all_cold = true;
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->succs)
	    if (e->dest == EXIT_BLOCK_PTR_FOR_FN (fun)
		|| !bitmap_bit_p (cold, e->dest->index))
	      {
		all_cold = false;
		break;
	      }
	  if (all_cold)
	    {
	      bitmap_set_bit (cold, bb->index);
	      changed = true;
	    }
	}
    }
}
