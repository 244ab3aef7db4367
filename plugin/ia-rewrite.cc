/* ia-rewrite.cc -- the rewrite of one atomic builtin that GCC outlines
   (a site, as ia-classify.cc describes it) in the form that
   ia-decide.cc chose for it: the builtin with the marker of the late
   form (ia-late.cc), or a helper call (ia-gimple.cc), built in a
   diamond whose flag test folds away, so that a call that can throw
   keeps its EH edge.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.  */

#include "ia-plugin.h"

/* The blocks of one rewritten site.  */
struct ia_diamond
{
  basic_block cond_bb;		/* ends in the flag test  */
  basic_block lse_bb;		/* the LSE instruction  */
  basic_block llsc_bb;		/* the original builtin  */
  basic_block join_bb;		/* the rest of the original block  */
  edge lse_exit;		/* the edge from the LSE side into JOIN_BB  */
  edge llsc_exit;		/* the edge from the LL/SC side into it  */
};

/* The probability that the flag test takes the LSE path.  With a guessed
   profile, "very likely": the LL/SC path keeps a small count.  With a
   profile read by -fprofile-use, "always": the training run went through
   the helper call, whose flag test it did not see, so the profile says
   nothing of the flag, and the plugin's choice is that of the production
   CPUs, which have LSE.  The LL/SC blocks then have a count of zero,
   which is what -freorder-blocks-and-partition needs to move them to
   .text.unlikely with the function's other code that never runs (a
   count that is only small stays in the hot section).  */

profile_probability
ia_lse_probability (void)
{
  if (profile_status_for_fn (cfun) == PROFILE_READ)
    return profile_probability::always ();
  return profile_probability::very_likely ();
}

/* End BB, whose one successor edge is E, with the test of FLAG, and
   add the edge of the test's other outcome, to OTHER, which it returns.
   The test is "FLAG != 0" at LOC; a null FLAG is loaded first, at the
   end of BB.  LSE_ON_E says that E is the LSE side, taken when the flag
   is set; else OTHER is.  The two edges get the probabilities of
   ia_lse_probability, and their destinations the counts that follow
   from BB's.  Every flag test of GIMPLE is built here: the constant one
   of a helper call's diamond (ia_build_diamond), and those of the
   versioned runs and loops (ia_version_run, ia-hoist.cc).  */

edge
ia_build_flag_test (basic_block bb, edge e, basic_block other, tree flag,
		    location_t loc, bool lse_on_e)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (!flag)
    {
      gimple_seq load = NULL;
      flag = ia_build_flag_load (loc, &load);
      gsi_insert_seq_after (&gsi, load, GSI_NEW_STMT);
    }
  gcond *test = gimple_build_cond (NE_EXPR, flag,
				   build_zero_cst (TREE_TYPE (flag)),
				   NULL_TREE, NULL_TREE);
  gimple_set_location (test, loc);
  gsi_insert_after (&gsi, test, GSI_NEW_STMT);

  profile_probability lse = ia_lse_probability ();
  profile_probability llsc = lse.invert ();
  e->flags &= ~EDGE_FALLTHRU;
  e->flags |= lse_on_e ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE;
  e->probability = lse_on_e ? lse : llsc;
  e->dest->count = bb->count.apply_probability (e->probability);
  edge to_other = make_edge (bb, other,
			     lse_on_e ? EDGE_FALSE_VALUE : EDGE_TRUE_VALUE);
  to_other->probability = lse_on_e ? llsc : lse;
  other->count = bb->count.apply_probability (to_other->probability);
  return to_other;
}

/* The EH edge of BB, which ends in a statement that can throw.  */

static edge
ia_eh_succ (basic_block bb)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (e->flags & EDGE_EH)
      return e;
  gcc_unreachable ();
}

/* Split the block around SITE's call and test the flag before it:

	     cond_bb: ...; flag = __aarch64_have_lse_atomics;
		      if (flag != 0)
		  very likely /       \ very unlikely
		    lse_bb: (empty)    llsc_bb: original call
			  \           /
		      join_bb: rest of the original block

   A builtin that can throw (SITE->throws) ends its block with an EH
   edge, which stays with it in LLSC_BB; JOIN_BB is then a new block on
   its other edge, and the rest of the original block is after it.

   COND_BB keeps the original block and so its immediate dominator;
   LSE_BB and LLSC_BB are dominated by COND_BB, and so is JOIN_BB.  The
   dominance information is freed by the caller rather than updated.  */

static void
ia_build_diamond (const struct ia_site *site, struct ia_diamond *d)
{
  gcall *call = site->call;
  location_t loc = gimple_location (call);
  basic_block bb = gimple_bb (call);

  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_prev (&gsi);
  edge e = split_block (bb, gsi_end_p (gsi) ? NULL : gsi_stmt (gsi));
  d->cond_bb = bb;
  d->llsc_bb = e->dest;
  if (site->throws)
    /* The builtin ends its block, with an EH edge that stays with it:
       the join goes on its other edge.  */
    d->join_bb = split_edge (find_fallthru_edge (d->llsc_bb->succs));
  else
    d->join_bb = split_block (d->llsc_bb, call)->dest;
  d->llsc_exit = single_pred_edge (d->join_bb);

  d->lse_bb = create_empty_bb (d->cond_bb);
  add_bb_to_loop (d->lse_bb, d->cond_bb->loop_father);
  ia_build_flag_test (d->cond_bb, e, d->lse_bb, site->flag, loc, false);
  d->lse_exit = make_edge (d->lse_bb, d->join_bb, EDGE_FALLTHRU);
  d->lse_exit->probability = profile_probability::always ();

  /* The builtin is no longer in tail position.  */
  gimple_call_set_tail (call, false);
  ia_sched_skip (d->llsc_bb);
  ia_sched_skip (d->lse_bb);
}

/* Give CALL, whose result was the SSA name LHS, a fresh copy of LHS as
   its result, and return it.  */

static tree
ia_new_call_value (gcall *call, tree lhs)
{
  tree call_value = copy_ssa_name (lhs, call);
  gimple_call_set_lhs (call, call_value);
  update_stmt (call);
  return call_value;
}

/* Make the SSA name LHS, the result of D's call, a PHI at the top of
   D->join_bb: the call now defines a fresh name, which is the PHI's
   argument from the LL/SC side.  The caller adds the arguments from the
   LSE side.  */

static gphi *
ia_result_phi (struct ia_diamond *d, gcall *call, tree lhs, location_t loc)
{
  tree call_value = ia_new_call_value (call, lhs);
  gphi *phi = create_phi_node (lhs, d->join_bb);
  add_phi_arg (phi, call_value, d->llsc_exit, loc);
  return phi;
}

/* Merge the result of the two paths into LHS at the top of D->join_bb:
   LHS becomes a PHI of the call's new result and LSE_VALUE.  An LHS
   that is not an SSA name (a variable in memory) is instead stored on
   the LSE path, since the call still stores it on its own path.  */

static void
ia_merge_result (struct ia_diamond *d, gcall *call, tree lhs,
		 tree lse_value, gimple_seq *lse_seq, location_t loc)
{
  if (TREE_CODE (lhs) != SSA_NAME)
    {
      gassign *store = gimple_build_assign (unshare_expr (lhs), lse_value);
      gimple_set_location (store, loc);
      gimple_seq_add_stmt (lse_seq, store);
      return;
    }
  gphi *phi = ia_result_phi (d, call, lhs, loc);
  add_phi_arg (phi, lse_value, d->lse_exit, loc);
}

/* The helper call of a __atomic_compare_exchange_N whose expected value
   is in memory (a site of IA_FORM_CALL): load it, call the cas helper,
   and write the observed value back only when the comparison failed, as
   GCC does.  The block of the call gains a successor:

	lse_bb: exp = *expected; old = cas ...; if (old == exp)
		   | true                    \ false
		   |                  wb_bb: *expected = old;
		   |                          /
		join_bb: lhs = PHI <1 (lse_bb), 0 (wb_bb), call (llsc_bb)>

   SEQ receives the statements of LSE_BB; the write-back block and the
   PHI are built here.  */

static void
ia_call_cas_mem (gimple_seq *seq, location_t loc, struct ia_diamond *d,
		 const struct ia_site *site, tree mem)
{
  gcall *call = site->call;
  tree type = TREE_TYPE (mem);
  tree expected_ptr = gimple_call_arg (call, 1);
  tree expected_mem = ia_mem_ref (expected_ptr, type);
  tree expected = make_ssa_name (type);
  gassign *load = gimple_build_assign (expected, expected_mem);
  gimple_set_location (load, loc);
  gimple_seq_add_stmt (seq, load);
  tree desired = ia_convert (seq, loc, type, gimple_call_arg (call, 2));
  tree old = ia_build_helper_call (seq, loc, site, mem, desired, expected);
  gcond *test = gimple_build_cond (EQ_EXPR, old, expected, NULL_TREE,
				   NULL_TREE);
  gimple_set_location (test, loc);
  gimple_seq_add_stmt (seq, test);

  basic_block wb_bb = create_empty_bb (d->lse_bb);
  add_bb_to_loop (wb_bb, d->lse_bb->loop_father);
  gassign *store = gimple_build_assign (unshare_expr (expected_mem), old);
  gimple_set_location (store, loc);
  gimple_stmt_iterator gsi = gsi_start_bb (wb_bb);
  gsi_insert_after (&gsi, store, GSI_NEW_STMT);

  profile_probability success = profile_probability::likely ();
  d->lse_exit->flags &= ~EDGE_FALLTHRU;
  d->lse_exit->flags |= EDGE_TRUE_VALUE;
  d->lse_exit->probability = success;
  edge to_wb = make_edge (d->lse_bb, wb_bb, EDGE_FALSE_VALUE);
  to_wb->probability = success.invert ();
  wb_bb->count = d->lse_bb->count.apply_probability (to_wb->probability);
  edge wb_exit = make_edge (wb_bb, d->join_bb, EDGE_FALLTHRU);
  wb_exit->probability = profile_probability::always ();

  tree lhs = gimple_call_lhs (call);
  if (!lhs)
    return;
  tree ltype = TREE_TYPE (lhs);
  if (TREE_CODE (lhs) != SSA_NAME)
    {
      /* Rare: store the two constants on their own edges.  */
      gimple_seq ok_seq = NULL;
      gassign *ok = gimple_build_assign (unshare_expr (lhs),
					 build_int_cst (ltype, 1));
      gimple_seq_add_stmt (&ok_seq, ok);
      gsi_insert_seq_on_edge_immediate (d->lse_exit, ok_seq);
      gassign *bad = gimple_build_assign (unshare_expr (lhs),
					  build_int_cst (ltype, 0));
      gsi = gsi_last_bb (wb_bb);
      gsi_insert_after (&gsi, bad, GSI_NEW_STMT);
      return;
    }
  gphi *phi = ia_result_phi (d, call, lhs, loc);
  add_phi_arg (phi, build_int_cst (ltype, 1), d->lse_exit, loc);
  add_phi_arg (phi, build_int_cst (ltype, 0), wb_exit, loc);
}

/* The operand of SITE's LSE instruction if it is a constant other than
   zero, in the 32 or 64 bits of the instruction's register, as the late
   split computes it from the LL/SC insn (ia_late_prepare_operand): the
   builtin's constant in the object's mode, sign-extended as RTL's
   constants are, then prepared (ia_prepare_operand) in unsigned
   arithmetic, which wraps.  Else NULL_TREE.  */

static tree
ia_lse_constant_operand (const struct ia_site *site)
{
  if ((site->kind != IA_FETCH_OP && site->kind != IA_OP_FETCH)
      || site->size > 8)
    return NULL_TREE;
  tree arg = gimple_call_arg (site->call, 1);
  if (TREE_CODE (arg) != INTEGER_CST)
    return NULL_TREE;
  tree wide = (site->size == 8 ? long_long_unsigned_type_node
	       : unsigned_type_node);
  tree narrow = build_nonstandard_integer_type (site->size * BITS_PER_UNIT,
						0);
  gimple_seq seq = NULL;
  tree c = ia_prepare_operand (&seq, UNKNOWN_LOCATION, site, wide,
			       fold_convert (wide,
					     fold_convert (narrow, arg)));
  gcc_checking_assert (!seq && TREE_CODE (c) == INTEGER_CST);
  return integer_zerop (c) ? NULL_TREE : c;
}

/* Does the 16-byte SITE store the constant zero?  GCC's compare-and-
   swap insn then stores it from XZR, which is no register pair for the
   CASP of the late form: ia_rewrite_late gives such a site a pair of
   zero registers (IA_LATE_KEEP) in an LSE copy.  A lock_release stores zero, and so do
   an exchange or a compare-and-swap of zero and an "and" with zero
   (which optabs.cc folds to zero, or makes an exchange of zero:
   maybe_optimize_fetch_op).  */

static bool
ia_stores_zero16_p (const struct ia_site *site)
{
  gcall *call = site->call;
  switch (site->kind)
    {
    case IA_LOCK_RELEASE:
      return true;
    case IA_EXCHANGE:
      return integer_zerop (gimple_call_arg (call, 1));
    case IA_SYNC_VAL_CAS:
    case IA_SYNC_BOOL_CAS:
      return integer_zerop (gimple_call_arg (call, 2));
    case IA_FETCH_OP:
    case IA_OP_FETCH:
      return (site->op->code == BIT_AND_EXPR && !ia_site_nand16_p (site)
	      && integer_zerop (gimple_call_arg (call, 1)));
    default:
      return false;
    }
}

/* Leave SITE as its builtin, which GCC expands to its LL/SC insn, and
   put before it the marker that ia-late.cc finds after register
   allocation: asm volatile ("// inline_atomics " : : "r" (FLAG)).
   The marker emits nothing, and says nothing of the operation:
   ia-late.cc reads that from the insn that GCC expanded the builtin to,
   which may be another operation than the builtin's (a fetch_and of 0
   becomes an exchange).  Its flag operand keeps the flag that
   ia-hoist.cc placed in a register up to the site, where ia-late.cc
   tests it; without a placed flag (the site loads its own), the marker
   has no operand.  In the LSE copy of a versioned loop (a flag of
   constant true) the marker is IA_LATE_LSE_MARKER, with no flag: the
   LSE instruction replaces the LL/SC insn untested; a constant operand
   that the LL/SC insn takes as an immediate is its "r" input, so that
   loop-invariant motion sets that register before the loop, and its
   "i" input, its value, which ia-late.cc checks before it uses the
   register.  Being volatile, it is neither deleted nor moved
   across the builtin's unspec_volatile insn; the marker is one more
   scheduling barrier next to that insn, which is one already, and
   ia-late.cc keeps sched1 off the blocks of sites.
   It has no output, and no operand of the object or its address: an
   output, even one tied to the address, needs a copy of the address
   wherever the address lives on after the site, and an object operand
   is one more use of the address in the site's loop, which, with GCC
   16, makes the register allocator keep the address in a callee-saved
   register across a call where the +lse build reloads it from its
   stack slot (hoist/reuse-loops.c).  The one output a marker has is
   the pair of zeros of a 16-byte site that stores zero, in an LSE copy
   (IA_LATE_KEEP): CASP stores from a register pair, and GCC's insn
   stores such a zero from XZR.  */

static void
ia_rewrite_late (const struct ia_site *site)
{
  gcall *call = site->call;
  location_t loc = gimple_location (call);
  vec<tree, va_gc> *inputs = NULL, *outputs = NULL;
  bool always = site->flag == boolean_true_node;
  if (!always && site->flag)
    vec_safe_push (inputs, ia_asm_operand ("r", site->flag));
  tree c = always ? ia_lse_constant_operand (site) : NULL_TREE;
  if (c)
    {
      vec_safe_push (inputs, ia_asm_operand ("r", c));
      vec_safe_push (inputs, ia_asm_operand ("i", c));
    }
  tree zero = NULL_TREE;
  if (always && site->size == 16 && ia_stores_zero16_p (site))
    {
      tree type = build_nonstandard_integer_type (128, 1);
      zero = make_ssa_name (type);
      vec_safe_push (outputs, ia_asm_operand ("=r", zero));
      vec_safe_push (inputs, ia_asm_operand ("0", build_zero_cst (type)));
    }
  gasm *stmt = gimple_build_asm_vec (always ? IA_LATE_LSE_MARKER
				     : IA_LATE_MARKER, inputs, outputs, NULL,
				     NULL);
  gimple_asm_set_volatile (stmt, true);
  gimple_set_location (stmt, loc);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_before (&gsi, stmt, GSI_SAME_STMT);
  if (zero)
    {
      /* The pair of zeros that the CASP of a 16-byte site storing zero
	 stores from (ia_late_make_lse): the marker's output, which is
	 no known constant, so that the register allocator neither
	 rematerialises it nor lets GCC's retry loop reuse its registers,
	 and IA_LATE_KEEP's input after the builtin, which keeps it live
	 across the loop.  Both asms emit nothing; the late pass deletes
	 them.  */
      SSA_NAME_DEF_STMT (zero) = stmt;
      vec<tree, va_gc> *keep_in = NULL;
      vec_safe_push (keep_in, ia_asm_operand ("r", zero));
      gasm *keep = gimple_build_asm_vec (IA_LATE_KEEP, keep_in, NULL, NULL,
					 NULL);
      gimple_asm_set_volatile (keep, true);
      gimple_set_location (keep, loc);
      gsi_insert_after (&gsi, keep, GSI_SAME_STMT);
    }
  ia_state_claim ();
  ia_state.late_sites = true;
}

/* Give SITE's builtin the address of its object as one SSA name: the
   one that ia_hoist_addresses computed before its versioned loop, or a
   new one before the site if the address is not an SSA name already.
   The late split takes the address of the LL/SC insn, and so of the
   LSE instruction that goes with it or replaces it, from the builtin:
   left as &counter in the LSE copy of a versioned loop, it would be
   computed again in each copy of the loop, where the +lse build
   computes it once.  So an address that is not an SSA name, such as
   &global or &p->field, goes into an SSA name that both copies use, as
   GIMPLE's CSE would have it for the +lse build.  That also saves pseudos, which is compile time:
   every barrier of the LL/SC code walks all the pseudos of the
   function in the first scheduling pass (sched_analyze_insn).  */

static void
ia_address_once (const struct ia_site *site)
{
  gcall *call = site->call;
  if (site->ptr)
    {
      gimple_call_set_arg (call, 0, site->ptr);
      update_stmt (call);
      return;
    }
  if (TREE_CODE (gimple_call_arg (call, 0)) == SSA_NAME)
    return;
  tree addr = gimple_call_arg (call, 0);
  tree name = make_ssa_name (TREE_TYPE (addr));
  gassign *set = gimple_build_assign (name, addr);
  gimple_set_location (set, gimple_location (call));
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_before (&gsi, set, GSI_SAME_STMT);
  gimple_call_set_arg (call, 0, name);
  update_stmt (call);
}

/* Give every statement of D's LSE path that can throw the landing pad
   of CALL, the builtin: the helper call of a site that can throw and,
   for a compare-exchange with its expected value in memory, the load
   and the write-back of that value.  That is what GCC's expansion of
   the builtin does: every insn of a statement in an EH region that can
   throw gets the statement's region (expand_gimple_stmt).  Each such
   statement then ends its block, with an EH edge to the landing pad,
   whose PHIs get from it the arguments they get from the builtin's EH
   edge: values from before the site, which both paths see (the virtual
   operand's argument is then set right by the caller's renaming).  */

static void
ia_lse_path_throws (struct ia_diamond *d, gcall *call)
{
  int lp_nr = lookup_stmt_eh_lp (call);
  gcc_assert (lp_nr > 0);
  edge call_eh = ia_eh_succ (d->llsc_bb);
  auto_vec<basic_block, 4> work;
  auto_bitmap seen;
  work.safe_push (d->lse_bb);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (bb == d->join_bb || !bitmap_set_bit (seen, bb->index))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (!stmt_could_throw_p (cfun, stmt))
	    continue;
	  add_stmt_to_eh_lp (stmt, lp_nr);
	  if (!gsi_one_before_end_p (gsi))
	    split_block (bb, stmt);
	  edge eh = make_edge (bb, call_eh->dest, call_eh->flags);
	  eh->probability = call_eh->probability;
	  for (gphi_iterator pi = gsi_start_phis (eh->dest); !gsi_end_p (pi);
	       gsi_next (&pi))
	    {
	      gphi *phi = pi.phi ();
	      add_phi_arg (phi, PHI_ARG_DEF_FROM_EDGE (phi, call_eh), eh,
			   gimple_phi_arg_location_from_edge (phi, call_eh));
	    }
	  break;
	}
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (!(e->flags & EDGE_EH))
	  work.safe_push (e->dest);
    }
}

/* Rewrite SITE, a site of IA_FORM_CALL, as a diamond (ia_build_diamond)
   whose flag is the constant true, with the helper call of ia-gimple.cc
   (or of ia-sync16.cc for 16 bytes) on that path, in its block, and the
   results of the two paths merged at the join.  */

static void
ia_rewrite_diamond (const struct ia_site *site)
{
  gcall *call = site->call;
  location_t loc = gimple_location (call);
  struct ia_diamond d;
  ia_build_diamond (site, &d);

  tree ptr = site->ptr ? site->ptr : gimple_call_arg (call, 0);
  gimple_seq seq = NULL;
  /* Where SEQ goes: the LSE block, or the block after the loop of a
     16-byte helper call.  */
  basic_block seq_bb = d.lse_bb;
  tree mem = ia_object_ref (ptr, site->size);
  if (site->kind == IA_CAS_MEM)
    ia_call_cas_mem (&seq, loc, &d, site, mem);
  else
    {
      tree value;
      if (site->size != 16)
	value = ia_call_value (&seq, loc, site, mem);
      else
	value = ia_call16 (&seq, loc, site, mem, d.lse_bb, &d.lse_exit,
			   &seq_bb);
      tree lhs = gimple_call_lhs (call);
      if (lhs && value)
	ia_merge_result (&d, call, lhs, value, &seq, loc);
    }
  gimple_stmt_iterator gsi = gsi_last_bb (seq_bb);
  gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
  if (site->throws)
    ia_lse_path_throws (&d, call);
}

/* Rewrite SITE in the form that ia_decide_sites chose for it: the
   builtin behind the marker of the late form, whose flag test and LSE
   instruction are made after register allocation (IA_FORM_LATE, and in
   the LSE copy of a versioned loop the LSE instruction alone), or the
   helper call (IA_FORM_CALL, built as a diamond whose flag is the
   constant true, which keeps the EH edge of a site that can throw; the
   constant test folds away).  */

void
ia_rewrite_site (const struct ia_site *site)
{
  if (dump_file)
    {
      char mnemonic[16];
      ia_site_mnemonic (site, mnemonic, sizeof mnemonic);
      fprintf (dump_file, "inline_atomics: rewriting (%s) ", mnemonic);
      print_gimple_stmt (dump_file, site->call, 0, TDF_SLIM);
    }
  ia_address_once (site);
  if (site->form == IA_FORM_LATE)
    ia_rewrite_late (site);
  else
    ia_rewrite_diamond (site);
}
