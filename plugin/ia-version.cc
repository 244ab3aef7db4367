/* ia-version.cc -- the versioning of loops on the LSE flag.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   At -O2 and above, before the flag's loads are placed (ia-hoist.cc),
   the outermost loop around sites that is small enough, and is not a
   retry loop (ia_retry_loop_p), is versioned on the flag, as GCC's loop
   unswitching versions a loop on an invariant condition: the LSE copy
   of the loop carries no test at all and the ARMv8.0 copy holds GCC's
   LL/SC expansions.  At -O3 (-funswitch-loops) that loop may contain
   calls: the one test before it keeps the flag in no register across
   them.  The limits are those of GCC's loop unswitching, in its size
   metric: a loop nest of at most --param max-unswitch-insns is
   versioned, and a function duplicates at most three times that
   (ia_unswitch_copies).  The measurements behind this policy are in
   bench/REPORT.md.  */

#include "ia-plugin.h"

/* The size of LOOP's body in the metric of GCC's own loop unswitching
   (tree_num_loop_insns with eni_size_weights: about one per operation,
   a call by its arguments), stopping past LIMIT.  Debug statements
   weigh nothing there (estimate_num_insns), as they must: -g would
   change what is versioned.  A site of SITE_CALLS that the plugin
   expands inline weighs 1, the one instruction it is in the LSE copy:
   as a call with its arguments it would weigh 4 or 5, and a loop of a
   few atomics (bench/'s HyperClockCache lookup, 53 that way, 44 this
   way) would lose the versioning that takes it to the +lse build's
   instruction count.  */

static int
ia_loop_size (class loop *loop, int limit, ia_site_calls *site_calls)
{
  int n = 0;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes && n <= limit; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	bool *becomes_call = site_calls->get (stmt);
	if (becomes_call && !*becomes_call)
	  n++;
	else
	  n += estimate_num_insns (stmt, &eni_size_weights);
      }
  free (body);
  return n;
}

/* Is loop versioning on for the current function?  By default it is at
   -O2 and above: the test left in a loop costs a quarter to a half of
   the instructions of a small loop around an atomic (bench/REPORT.md).  */

bool
ia_versioning_enabled_p (void)
{
  switch (ia_options.versioning)
    {
    case IA_VERSION_ALWAYS:
      return optimize > 0;
    case IA_VERSION_NEVER:
      return false;
    default:
      return optimize >= 2;
    }
}

/* The largest loop nest that is versioned, in ia_loop_size's metric:
   GCC's bound on a loop that its unswitching duplicates,
   --param max-unswitch-insns (50 by default), read for the current
   function, since an optimize attribute or pragma may set it.  */

static int
ia_version_limit (void)
{
  return opt_for_fn (current_function_decl, param_max_unswitch_insns);
}

/* The most that versioning may duplicate in one function: three loops
   of the largest size (ia_unswitch_copies: --param max-unswitch-level
   with GCC 11 and 12).  A function with more atomic loops versions the
   first ones, in the order of their sites, and keeps the hoisted test
   in the others.  */

static int
ia_version_budget (void)
{
  return ia_version_limit () * ia_unswitch_copies (current_function_decl);
}

/* Does LOOP hold one of SITES that is a helper call (cold=call, or a
   site that can throw)?  Its
   copy in the LL/SC version would expand inline instead.  A cold site of
   cold=llsc is GCC's LL/SC sequence in both copies.  */

static bool
ia_loop_has_cold_site_p (class loop *loop, vec<ia_site> *sites)
{
  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    if (site->form == IA_FORM_CALL
	&& flow_bb_inside_loop_p (loop, gimple_bb (site->call)))
      return true;
  return false;
}

/* May a loop that contains calls be versioned?  At -O3 (-funswitch-loops)
   and with version=always: versioning it removes the re-loaded test from
   every iteration (the spin-wait kernel of bench/ then runs exactly as
   many instructions as the +lse build), but the calls cost more than the
   test, and at -O2 the copies would double the code growth of an
   atomic-heavy library (liburcu: +9.8% instead of +5.0%).  */

static bool
ia_version_loops_with_calls_p (void)
{
  return ia_options.versioning == IA_VERSION_ALWAYS || flag_unswitch_loops;
}

/* At -O2, a loop without calls is versioned only when the tests that
   versioning removes are more than 1/IA_VERSION_GAIN of its size (in
   ia_loop_size's metric): without versioning each site of the loop keeps
   one cbz of the hoisted flag per iteration, so below that ratio the
   loop runs within about 3% of its LSE copy (the RFC's kernels, whose
   loops are all above it, run as the +lse build does either way), and
   the copy would cost more bytes than it saves time.  A loop in which
   the outermost call-free one is a few statements with one atomic, such
   as a compare-exchange retry loop, is versioned; liburcu's hash-table
   walks of 30 to 50 statements around one are not.  -O3
   (-funswitch-loops) and version=always version every loop within the
   limits, as GCC's unswitching does.  */
#define IA_VERSION_GAIN 32

/* How far ia_from_site_p follows a value back through the statements
   that compute it.  */
#define IA_RETRY_DEPTH 4

/* Is VAL, used in LOOP, computed from the result of one of SITE_CALLS
   in LOOP, within DEPTH statements: the site's own result, what
   conversions, comparisons and the IMAGPART_EXPR or REALPART_EXPR of a
   compare-exchange make of it, or a PHI of LOOP's header whose value
   from the latch is one of those (the observed value that the next
   attempt compares with)?  */

static bool
ia_from_site_p (tree val, class loop *loop, ia_site_calls *site_calls,
		int depth)
{
  if (TREE_CODE (val) != SSA_NAME || depth == 0)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (val);
  if (!gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return false;
  if (is_gimple_call (def))
    return site_calls->get (def) != NULL;
  if (gphi *phi = dyn_cast <gphi *> (def))
    return (gimple_bb (phi) == loop->header && loop->latch
	    && ia_from_site_p (PHI_ARG_DEF_FROM_EDGE (phi,
						      loop_latch_edge (loop)),
			       loop, site_calls, depth - 1));
  if (!is_gimple_assign (def))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    {
      tree op = gimple_op (def, i);
      if (op && (TREE_CODE (op) == IMAGPART_EXPR
		 || TREE_CODE (op) == REALPART_EXPR))
	op = TREE_OPERAND (op, 0);
      if (op && ia_from_site_p (op, loop, site_calls, depth - 1))
	return true;
    }
  return false;
}

/* Is LOOP a retry loop: does the result of an atomic site in it decide
   every one of its exits?  The compare-exchange loops

	do old = *p; while (!__sync_bool_compare_and_swap (p, old, new));
	while (old < max && !__atomic_compare_exchange_n (p, &old, ...));

   are, and so is a spin on an exchange.  Uncontended, such a loop runs
   its body once, and the hoisted test in its body runs once, as the
   test before a versioned copy would: versioning it copies its body
   for no instruction saved.  liburcu's generic exchange is such a loop;
   the kernels of bench/ have none.  */

static bool
ia_retry_loop_p (class loop *loop, ia_site_calls *site_calls)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.is_empty ())
    return false;
  unsigned i;
  edge e;
  FOR_EACH_VEC_ELT (exits, i, e)
    {
      gcond *cond = safe_dyn_cast <gcond *> (gsi_stmt (gsi_last_bb (e->src)));
      if (!cond
	  || (!ia_from_site_p (gimple_cond_lhs (cond), loop, site_calls,
			       IA_RETRY_DEPTH)
	      && !ia_from_site_p (gimple_cond_rhs (cond), loop, site_calls,
				  IA_RETRY_DEPTH)))
	return false;
    }
  return true;
}

/* Does versioning LOOP, of SIZE, pay at -O2 (see IA_VERSION_GAIN and
   ia_retry_loop_p)?  */

static bool
ia_version_pays_p (class loop *loop, int size, vec<ia_site> *sites,
		   ia_site_calls *site_calls)
{
  if (ia_options.versioning == IA_VERSION_ALWAYS || flag_unswitch_loops)
    return true;
  if (ia_retry_loop_p (loop, site_calls))
    {
      if (dump_file)
	fprintf (dump_file, "inline_atomics: loop %d is a retry loop\n",
		 loop->num);
      return false;
    }
  int tests = 0;
  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    if (ia_site_inline_p (site)
	&& flow_bb_inside_loop_p (loop, gimple_bb (site->call)))
      tests++;
  return tests * IA_VERSION_GAIN > size;
}

/* The loop around BB to version on the flag: the outermost one that is
   small enough, can be copied, holds no cold site, below -O3 no call,
   and pays (ia_version_pays_p), with its size (ia_loop_size) in
   *BEST_SIZE; or NULL.  MEMO and SITE_CALLS are for
   ia_loop_has_call_p.  */

static class loop *
ia_version_loop (basic_block bb, vec<ia_site> *sites, vec<signed char> *memo,
		 ia_site_calls *site_calls, int *best_size)
{
  class loop *best = NULL;
  int limit = ia_version_limit ();
  bool calls_ok = ia_version_loops_with_calls_p ();
  for (class loop *loop = bb->loop_father; loop_outer (loop);
       loop = loop_outer (loop))
    {
      int size = ia_loop_size (loop, limit, site_calls);
      bool ok = (size <= limit && can_duplicate_loop_p (loop)
		 && !ia_loop_has_cold_site_p (loop, sites)
		 && (calls_ok
		     || !ia_loop_has_call_p (loop, memo, site_calls)));
      bool pays = ok && ia_version_pays_p (loop, size, sites, site_calls);
      if (dump_file)
	fprintf (dump_file, "inline_atomics: loop %d, size %d%s: %s\n",
		 loop->num, size, size > limit ? "+" : "",
		 !ok ? "cannot be versioned"
		 : pays ? "can be versioned" : "versioning does not pay");
      if (!ok)
	break;
      if (pays)
	{
	  best = loop;
	  *best_size = size;
	}
    }
  return best;
}

/* Version on the flag, for every site of SITES in a loop, the outermost
   enclosing loop that ia_version_loop accepts:

	preheader: flag = __aarch64_have_lse_atomics;
		   if (flag != 0)
	     very likely /      \ very unlikely
	    LOOP (LSE copy)    copy of LOOP (GCC's LL/SC expansions)

   The sites of the LSE copy get boolean_true_node as their flag, so
   that the late split makes them their LSE instructions with no test
   (ia_late_make_lse); the other copy keeps the original builtins, which
   expand to LL/SC since -moutline-atomics is off for the function.  In
   a loop without calls the constant addresses of the atomic objects are
   computed before the loop too.  Needs loops with preheaders and
   dominance information; updates SSA form before returning.  */

void
ia_version_loops (function *fun, vec<ia_site> *sites,
		  ia_site_calls *site_calls, tree shared,
		  ia_flag_loads *loads)
{
  auto_vec<signed char> memo;
  ia_init_memo (fun, &memo);
  auto_vec<class loop *> nests;
  int budget = ia_version_budget ();
  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    {
      if (!ia_site_inline_p (site) || site->flag)
	continue;
      int size;
      class loop *loop = ia_version_loop (gimple_bb (site->call), sites,
					  &memo, site_calls, &size);
      if (!loop || nests.contains (loop))
	continue;
      if (size > budget)
	{
	  if (dump_file)
	    fprintf (dump_file, "inline_atomics: loop %d not versioned: %d "
		     "left of the function's budget\n", loop->num, budget);
	  continue;
	}
      budget -= size;
      nests.safe_push (loop);
    }
  if (nests.is_empty ())
    return;

  class loop *loop;
  FOR_EACH_VEC_ELT (nests, i, loop)
    {
      tree flag = (shared ? shared
		   : ia_load_in_preheader (loop, UNKNOWN_LOCATION, loads));
      /* Across a call the address would need a callee-saved register.  */
      if (!ia_loop_has_call_p (loop, &memo, site_calls))
	ia_hoist_addresses (loop, sites, loop_preheader_edge (loop));
      tree cond = build2 (NE_EXPR, boolean_type_node, flag,
			  build_zero_cst (TREE_TYPE (flag)));
      profile_probability lse = ia_lse_probability ();
      initialize_original_copy_tables ();
      class loop *copy = loop_version (loop, cond, NULL, lse, lse.invert (),
				       lse, lse.invert (), true);
      free_original_copy_tables ();
      if (!copy)
	continue;
      /* The LL/SC copy, whose builtins are scheduling barriers before
	 reload, is left to sched2 as a diamond's LL/SC block is.  */
      basic_block *body = get_loop_body (copy);
      for (unsigned k = 0; k < copy->num_nodes; k++)
	ia_sched_skip (body[k]);
      free (body);
      unsigned j;
      FOR_EACH_VEC_ELT (*sites, j, site)
	if (ia_site_inline_p (site)
	    && flow_bb_inside_loop_p (loop, gimple_bb (site->call)))
	  site->flag = boolean_true_node;
      if (dump_file)
	fprintf (dump_file, "inline_atomics: versioned loop %d on the flag "
		 "(LL/SC copy: loop %d)\n", loop->num, copy->num);
    }
  update_ssa (TODO_update_ssa);
}
