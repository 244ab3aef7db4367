/* ia-hoist.cc -- where the inline_atomics plugin loads the LSE flag.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   The policy
   ----------
   __aarch64_have_lse_atomics is set once, before main, and never changes
   afterwards, so one load can serve many sites.  GCC cannot find that out
   by itself: every atomic clobbers memory, so it neither merges two loads
   of the flag nor moves one out of a loop.  The plugin places the loads
   itself:

   1. A site inside a loop is served by one load in the preheader of the
      outermost enclosing loop that contains no call.  Within such a loop
      nest the flag lives in a caller-saved register, so holding it costs
      no frame, no callee-saved register and no spill that the +lse build
      does not have.
   2. In a loop that contains a call, a register live across the loop
      would be a callee-saved one (a save and restore in the prologue and
      epilogue) or a spill, so the flag is re-loaded at each site there
      instead: an adrp/ldrb pair that needs no register across the call.
      Every load is one volatile asm (ia_build_flag_load), so GCC cannot
      hoist the flag's address into a callee-saved register either.
   3. In a function without calls, every site shares one load at their
      nearest common dominator, lifted out of any loop (ia_leaf_flag):
      the sites outside loops, the loops of rule 1 and the tests that
      version loops.  The flag then lives in a caller-saved register,
      which no call can clobber, and RTL's jump threading merges the
      tests of a register it has already tested (two sites in a row
      become one test before both LSE instructions).
   4. Elsewhere a site loads the flag itself.  Then every load that an
      earlier one dominates and reaches through no call is removed
      (ia_merge_flag_loads, ia_reusable_flag), the loads before loops of
      rule 1 and of versioning included: a test after an if/else without
      calls, or after a loop of rule 1, needs no new load, and neither
      do two retry loops in a row.

   Then a run of sites in a row that share a load gets one test of it:
   in GIMPLE for 16-byte sites (ia-region.cc), after register
   allocation for late sites (ia-late.cc).

   At -O2 and above, before any of that, loops around sites may be
   versioned on the flag (ia-version.cc); their tests are placed first.
   The measurements behind this policy are in bench/REPORT.md.  */

#include "ia-plugin.h"

/* Is GIMPLE statement STMT a call that stays a call after expansion?
   SITE_CALLS says it for the sites the plugin rewrites: a cold site that
   calls the helper is a call, the others expand inline.  Calls whose
   expansion is not known count as calls: the cost of being wrong is a
   re-loaded flag, never a callee-saved register.  */

static bool
ia_real_call_p (gimple *stmt, ia_site_calls *site_calls)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call)
    return false;
  if (bool *becomes_call = site_calls->get (call))
    return *becomes_call;
  /* Internal functions and the target's own builtins (the arm_neon.h
     intrinsics, say) expand to instructions.  */
  if (gimple_call_internal_p (call)
      || gimple_call_builtin_p (call, BUILT_IN_MD))
    return false;
  if (!gimple_call_builtin_p (call, BUILT_IN_NORMAL))
    return true;
  tree fndecl = gimple_call_fndecl (call);
  enum built_in_function code = DECL_FUNCTION_CODE (fndecl);
  if (ia_atomic_builtin_p (code))
    {
      /* With -moutline-atomics off, every atomic of 1 to 8 bytes and
	 every 16-byte __sync operation expands inline; the 16-byte
	 __atomic and the generic ones call libatomic.  */
      if (ia_sync16_builtin_p (code))
	return false;
      if (ia_atomic16_builtin_p (code))
	return true;
      return (code == BUILT_IN_ATOMIC_LOAD || code == BUILT_IN_ATOMIC_STORE
	      || code == BUILT_IN_ATOMIC_EXCHANGE
	      || code == BUILT_IN_ATOMIC_COMPARE_EXCHANGE);
    }
  return !is_inexpensive_builtin (fndecl);
}

/* Does block BB contain a real call (ia_real_call_p)?  */

static bool
ia_block_has_call_p (basic_block bb, ia_site_calls *site_calls)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (ia_real_call_p (gsi_stmt (gsi), site_calls))
      return true;
  return false;
}

/* Does LOOP (with its inner loops) contain a real call?  MEMO caches the
   answer by loop number: -1 unknown, 0 no, 1 yes.  */

bool
ia_loop_has_call_p (class loop *loop, vec<signed char> *memo,
		    ia_site_calls *site_calls)
{
  if ((*memo)[loop->num] >= 0)
    return (*memo)[loop->num];
  bool has_call = false;
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes && !has_call; i++)
    has_call = ia_block_has_call_p (body[i], site_calls);
  free (body);
  (*memo)[loop->num] = has_call;
  return has_call;
}

/* The outermost loop around BB that contains no real call, if the
   innermost loop around BB contains none; otherwise NULL.  */

static class loop *
ia_hoist_loop (basic_block bb, vec<signed char> *memo,
	       ia_site_calls *site_calls)
{
  class loop *best = NULL;
  for (class loop *loop = bb->loop_father; loop_outer (loop);
       loop = loop_outer (loop))
    {
      if (ia_loop_has_call_p (loop, memo, site_calls))
	break;
      best = loop;
    }
  return best;
}

/* Load the flag on the preheader edge of LOOP, record the load in LOADS
   unless that is NULL (hoist=site), and return the flag.  */

tree
ia_load_in_preheader (class loop *loop, location_t loc, ia_flag_loads *loads)
{
  gimple_seq load = NULL;
  tree flag = ia_build_flag_load (loc, &load);
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (loop), load);
  if (loads)
    loads->put (SSA_NAME_DEF_STMT (flag), flag);
  return flag;
}

/* Compute the constant addresses of the objects of the SITES inside LOOP
   once, on edge E before the loop, and let the sites use those SSA
   names.  For the loops that ia_version_loops versions, before it makes
   the copy: both copies then use one name, where each copy would
   otherwise build the address again (ia_address_once).  A loop whose
   flag is only loaded before it (ia_place_flags) keeps the builtin's
   own address, as in the +lse build, whose RTL loop-invariant motion
   takes it out of the loop if it pays: an SSA name made here lives from
   the preheader on, and once RTL's CSE has given later uses of the same
   address that register too, it took a callee-saved register across
   the function's calls (liburcu's synchronize_rcu: a frame slot, a
   save and a restore, 20 bytes in each of three libraries).  */

void
ia_hoist_addresses (class loop *loop, vec<ia_site> *sites, edge e)
{
  auto_vec<tree> addresses, names;
  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    {
      tree addr = gimple_call_arg (site->call, 0);
      if (!ia_site_inline_p (site) || site->ptr
	  || TREE_CODE (addr) != ADDR_EXPR
	  || !is_gimple_min_invariant (addr)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (site->call)))
	continue;
      unsigned j;
      for (j = 0; j < addresses.length (); j++)
	if (operand_equal_p (addresses[j], addr, 0))
	  break;
      if (j == addresses.length ())
	{
	  tree name = make_ssa_name (TREE_TYPE (addr));
	  gassign *set = gimple_build_assign (name, unshare_expr (addr));
	  gimple_set_location (set, gimple_location (site->call));
	  gsi_insert_on_edge_immediate (e, set);
	  addresses.safe_push (addr);
	  names.safe_push (name);
	}
      site->ptr = names[j];
    }
}

/* A new vector of -1 (unknown) per loop of FUN, for ia_loop_has_call_p.  */

void
ia_init_memo (function *fun, vec<signed char> *memo)
{
  memo->safe_grow_cleared (number_of_loops (fun));
  for (unsigned i = 0; i < memo->length (); i++)
    (*memo)[i] = -1;
}

/* Are there real calls between FROM and TO, two statements of one
   block, FROM first?  */

static bool
ia_call_between_p (gimple *from, gimple *to, ia_site_calls *site_calls)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (from);
  for (gsi_next (&gsi); !gsi_end_p (gsi) && gsi_stmt (gsi) != to;
       gsi_next (&gsi))
    if (ia_real_call_p (gsi_stmt (gsi), site_calls))
      return true;
  return false;
}

/* Does FUN contain a real call?  A call inside a loop counts as much as
   one outside: a flag loaded before the loop and used after it would be
   live across the loop's calls, in a callee-saved register.  */

static bool
ia_function_has_call_p (function *fun, ia_site_calls *site_calls)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    if (ia_block_has_call_p (bb, site_calls))
      return true;
  return false;
}

/* One load of the flag for the sites listed in REGION, at their nearest
   common dominator, lifted out of any loop; return the flag.  */

static tree
ia_region_flag (vec<ia_site *> *region)
{
  basic_block ncd = gimple_bb ((*region)[0]->call);
  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*region, i, site)
    ncd = nearest_common_dominator (CDI_DOMINATORS, ncd,
				    gimple_bb (site->call));
  while (loop_outer (ncd->loop_father))
    ncd = get_immediate_dominator (CDI_DOMINATORS, ncd);

  gimple_seq load = NULL;
  tree flag = ia_build_flag_load (gimple_location ((*region)[0]->call),
				  &load);
  gimple_stmt_iterator gsi = gsi_after_labels (ncd);
  gsi_insert_seq_before (&gsi, load, GSI_SAME_STMT);
  return flag;
}

/* The one flag load that serves every site of SITES still without a
   flag, when FUN makes no real call (rule 3 of the policy), or
   NULL_TREE.  It dominates the preheader of every loop around a site: it
   dominates a block of the loop and is outside it, so it dominates the
   header and the header's immediate dominator, the preheader; the tests
   of the loops that ia_version_loops versions can use it.  A single site
   keeps the load that rules 1 and 4 give it.  */

tree
ia_leaf_flag (function *fun, vec<ia_site> *sites, ia_site_calls *site_calls)
{
  if (ia_function_has_call_p (fun, site_calls))
    return NULL_TREE;
  auto_vec<ia_site *> region;
  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    if (ia_site_inline_p (site) && !site->flag)
      region.safe_push (site);
  if (region.length () < 2)
    return NULL_TREE;
  return ia_region_flag (&region);
}

/* The most blocks that ia_call_free_paths_p visits before it gives up
   (and the site loads the flag itself), so that a function of many
   blocks and sites stays linear in compile time.  */
#define IA_PATH_WALK_LIMIT 64

/* Is there no real call on any path from the statement FROM to the
   statement TO, whose block FROM's block dominates?  Every block that
   can reach TO's block without passing through FROM's block is walked
   backwards from TO; all of it must be free of calls, and so must the
   end of FROM's block after FROM.  A path that enters FROM's block again
   runs FROM again, and a new load, so the walk stops there.  */

static bool
ia_call_free_paths_p (gimple *from, gimple *to, ia_site_calls *site_calls)
{
  basic_block from_bb = gimple_bb (from), to_bb = gimple_bb (to);
  if (from_bb == to_bb)
    return !ia_call_between_p (from, to, site_calls);
  if (ia_call_between_p (from, NULL, site_calls))
    return false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (to_bb);
       gsi_stmt (gsi) != to; gsi_next (&gsi))
    if (ia_real_call_p (gsi_stmt (gsi), site_calls))
      return false;

  auto_bitmap visited;
  auto_vec<basic_block, 16> work;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, to_bb->preds)
    work.safe_push (e->src);
  unsigned walked = 0;
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (bb == from_bb || !bitmap_set_bit (visited, bb->index))
	continue;
      if (++walked > IA_PATH_WALK_LIMIT
	  || bb == ENTRY_BLOCK_PTR_FOR_FN (cfun)
	  || ia_block_has_call_p (bb, site_calls))
	return false;
      FOR_EACH_EDGE (e, ei, bb->preds)
	work.safe_push (e->src);
    }
  return true;
}

/* The flag of an earlier load of LOADS that can stand for the load TO
   (rule 4 of the policy), or NULL_TREE.  The candidate is the last load
   before TO in its block or, failing that, in the nearest dominating
   block that has one; a real call met first ends the search, since
   every load further up reaches TO through that call too.  The
   candidate serves when no path from it to TO holds a call: the flag
   then lives in a caller-saved register that nothing clobbers.  */

static tree
ia_reusable_flag (gimple *to, ia_flag_loads *loads,
		  ia_site_calls *site_calls)
{
  gimple *from = NULL;
  basic_block to_bb = gimple_bb (to);
  for (basic_block bb = to_bb;
       bb && bb != ENTRY_BLOCK_PTR_FOR_FN (cfun) && !from;
       bb = get_immediate_dominator (CDI_DOMINATORS, bb))
    {
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      if (bb == to_bb)
	{
	  gsi = gsi_for_stmt (to);
	  gsi_prev (&gsi);
	}
      for (; !gsi_end_p (gsi); gsi_prev (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (loads->get (stmt))
	    {
	      from = stmt;
	      break;
	    }
	  if (ia_real_call_p (stmt, site_calls))
	    return NULL_TREE;
	}
    }
  if (!from || !ia_call_free_paths_p (from, to, site_calls))
    return NULL_TREE;
  return *loads->get (from);
}

/* Load the flag right before SITE, into SITE->flag.  */

void
ia_load_flag_at_site (struct ia_site *site)
{
  gimple_seq load = NULL;
  site->flag = ia_build_flag_load (gimple_location (site->call), &load);
  gimple_stmt_iterator gsi = gsi_for_stmt (site->call);
  gsi_insert_seq_before (&gsi, load, GSI_SAME_STMT);
}

/* Load the flag right before SITE; record the load in LOADS.  */

static void
ia_load_at_site (struct ia_site *site, ia_flag_loads *loads)
{
  ia_load_flag_at_site (site);
  loads->put (SSA_NAME_DEF_STMT (site->flag), site->flag);
}

/* The position of each block of FUN in a preorder walk of the dominator
   tree, by block index: a block comes after all its dominators.  */

static void
ia_dominator_order (function *fun, vec<int> *order)
{
  order->safe_grow_cleared (last_basic_block_for_fn (fun));
  auto_vec<basic_block, 32> work;
  work.safe_push (ENTRY_BLOCK_PTR_FOR_FN (fun));
  int n = 0;
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      (*order)[bb->index] = n++;
      for (basic_block son = first_dom_son (CDI_DOMINATORS, bb); son;
	   son = next_dom_son (CDI_DOMINATORS, son))
	work.safe_push (son);
    }
}

/* A load of the flag, for ia_merge_flag_loads: the statement, and its
   place in a preorder walk of the dominator tree (ia_dominator_order)
   and in its block.  */
struct ia_load_place
{
  gimple *load;
  int order;
  int index;
};

/* For qsort: ia_load_place in dominator order.  */

static int
ia_load_place_cmp (const void *pa, const void *pb)
{
  const struct ia_load_place *a = (const struct ia_load_place *) pa;
  const struct ia_load_place *b = (const struct ia_load_place *) pb;
  if (a->order != b->order)
    return a->order < b->order ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index ? 1 : 0;
}

/* Remove every load of LOADS that an earlier load can stand for (rule 4:
   ia_reusable_flag), in dominator order, so that a removed load's own
   successors look past it; its uses, the flags of SITES included, take
   the earlier flag.  That covers loads before loops as much as loads at
   sites: two retry loops in a row, or a site and then a loop, test one
   load.  */

static void
ia_merge_flag_loads (function *fun, vec<ia_site> *sites,
		     ia_site_calls *site_calls, ia_flag_loads *loads)
{
  auto_vec<int> order;
  ia_dominator_order (fun, &order);
  auto_vec<ia_load_place> places;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      int index = 0;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi), index++)
	if (loads->get (gsi_stmt (gsi)))
	  {
	    struct ia_load_place place = { gsi_stmt (gsi), order[bb->index],
					   index };
	    places.safe_push (place);
	  }
    }
  places.qsort (ia_load_place_cmp);

  /* The flag that stands for each removed one.  A load that stands for
     another is earlier in dominator order, so it stays.  */
  hash_map<tree, tree> merged;
  unsigned i;
  struct ia_load_place *place;
  FOR_EACH_VEC_ELT (places, i, place)
    {
      tree flag = ia_reusable_flag (place->load, loads, site_calls);
      if (!flag)
	continue;
      tree old = *loads->get (place->load);
      replace_uses_by (old, flag);
      merged.put (old, flag);
      loads->remove (place->load);
      gimple_stmt_iterator gsi = gsi_for_stmt (place->load);
      unlink_stmt_vdef (place->load);
      gsi_remove (&gsi, true);
      release_defs (place->load);
    }
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    if (tree *flag = site->flag ? merged.get (site->flag) : NULL)
      site->flag = *flag;
}

/* Decide where each of SITES (those without a flag yet) loads the flag,
   following the policy at the top of this file, and insert the loads;
   then merge the loads that rule 4 allows.  LOADS holds the loads
   placed already (those of ia_version_loops) and receives the new
   ones.  Needs loops with preheaders and dominance information.  */

void
ia_place_flags (function *fun, vec<ia_site> *sites,
		ia_site_calls *site_calls, tree shared, ia_flag_loads *loads)
{
  auto_vec<signed char> memo;
  ia_init_memo (fun, &memo);
  auto_vec<tree> loop_flags;
  loop_flags.safe_grow_cleared (number_of_loops (fun));
  auto_vec<ia_site *> region;
  /* A shared flag means ia_leaf_flag found no call already.  */
  bool leaf = shared || !ia_function_has_call_p (fun, site_calls);

  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    {
      if (!ia_site_inline_p (site) || site->flag)
	continue;
      basic_block bb = gimple_bb (site->call);
      class loop *loop = ia_hoist_loop (bb, &memo, site_calls);
      if (loop)
	{
	  if (!loop_flags[loop->num])
	    {
	      loop_flags[loop->num]
		= (shared ? shared
		   : ia_load_in_preheader (loop, gimple_location (site->call),
					   loads));
	    }
	  site->flag = loop_flags[loop->num];
	}
      else if (shared)
	site->flag = shared;
      else if (leaf && !loop_outer (bb->loop_father))
	region.safe_push (site);
      else
	ia_load_at_site (site, loads);
    }
  if (!region.is_empty ())
    {
      tree flag = ia_region_flag (&region);
      FOR_EACH_VEC_ELT (region, i, site)
	site->flag = flag;
    }
  if (!shared)
    ia_merge_flag_loads (fun, sites, site_calls, loads);
}
