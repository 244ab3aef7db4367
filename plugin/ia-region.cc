/* ia-region.cc -- one flag test for a run of 16-byte sites in a row,
   and for a 16-byte site alone.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   16-byte sites (of the late form, ia-decide.cc) that follow each
   other in one block, with the same loaded flag and next to nothing
   between them, are versioned on the flag as a whole, the way
   ia-hoist.cc versions a loop:

	   cond_bb: ...; if (flag != 0)
	     very likely /            \\ very unlikely
	   run: S1 gap S2 ... Sn       copy: S1' gap' S2' ... Sn'
	     (LSE: flag true)          (the builtins: GCC's LL/SC)
			     \\        /
			   join_bb: PHIs of what the run defines

   The sites of the run get boolean_true_node as their flag, and so the
   marker of an LSE copy, whose LSE instruction replaces GCC's
   compare-and-swap insn after register allocation (ia-late.cc); the
   copy keeps the builtins, which expand to LL/SC as on any unlikely
   path (GCC's own insn, or where it is wrong GCC 14's sequence in its
   place: ia_late_fix_llsc16).

   A 16-byte site is versioned so even alone, as a run
   of one: GCC expands it to a retry loop around its compare-and-swap
   insn (but for a compare-and-swap itself), and a test of the flag
   made around that insn after register allocation would run once per
   pass of the loop.  Versioned, the LSE copy is GCC's +lse code, loop
   included, and the test runs once.  Such a site with no flag placed
   (ia-hoist.cc places none for a lone site, or at -O0) loads it right
   before itself.
   The LSE path then has no test at all between the sites, as the +lse
   build, and the function has three blocks for the run instead of three
   per site, which is compile time: RTL's dataflow, CPROP and the
   register allocator work per block and register.

   A gap is copied into the LL/SC arm, so it is allowed only up to
   IA_RUN_GAP in GCC's size metric: the cbz and the branch back that
   merging saves per site.  It must be straight-line code that can be
   copied: no call (a call would also end the flag's reuse, rule 4 of
   ia-hoist.cc), no asm (the flag loads are asms), nothing volatile and
   nothing that can throw.  */

#include "ia-plugin.h"

/* The most sites in one run.  A run's LSE copy is one block, and the
   first scheduling pass is quadratic in the atomics of a block: GCC's
   own +lse build of one function of 2,000 atomics in a row spends 0.6 s
   of its 0.8 s there.  Runs of 16 keep the blocks small: on that
   function the plugin then compiles faster than +lse (0.73 s against
   0.89 s in bench/REPORT.md), where a test per site took 1.24 s and a
   single run of 2,000 sites 1.55 s (GCC 12, by hand, interleaved).  */
#define IA_RUN_MAX_SITES 16

/* The largest gap between two sites of a run, in estimate_num_insns's
   eni_size_weights: the two instructions merging saves, a cbz on the
   LSE path and a branch on the LL/SC one.  */
#define IA_RUN_GAP 2

/* Is SITE a 16-byte site of the late form, which is versioned even
   alone?  */

static bool
ia_late16_p (const struct ia_site *site)
{
  return site->form == IA_FORM_LATE && site->size == 16;
}

/* Can SITE be part of a run: a 16-byte site, with a loaded flag?  The LSE copy of a versioned loop (flag
   true) has no test to merge, and
   without hoisting (-O0, hoist=site) each site keeps its own load.
   Sites of the late form make their runs after register allocation
   instead (ia-late.cc), where a run costs no block before then: a
   GIMPLE run of them made one function of 2,000 atomics compile 15%
   slower (bench's case, GCC 12).  */

static bool
ia_run_site_p (const struct ia_site *site)
{
  return (ia_late16_p (site) && site->flag
	  && TREE_CODE (site->flag) == SSA_NAME);
}

/* May the run that ends with the site of call FROM go on to the site of
   call TO, the next site of the same block?  The statements between
   them must be a gap of at most IA_RUN_GAP that can be copied.  */

static bool
ia_run_gap_p (function *fun, gimple *from, gimple *to)
{
  int weight = 0;
  gimple_stmt_iterator gsi = gsi_for_stmt (from);
  for (gsi_next (&gsi); gsi_stmt (gsi) != to; gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt))
	continue;
      if (!is_gimple_assign (stmt) || gimple_has_volatile_ops (stmt)
	  || stmt_could_throw_p (fun, stmt))
	return false;
      weight += estimate_num_insns (stmt, &eni_size_weights);
      if (weight > IA_RUN_GAP)
	return false;
    }
  return true;
}

/* Version the run of sites FIRST to LAST (consecutive in SITES, all in
   one block, sharing FLAG) on FLAG, as pictured at the top of this
   file.  */

static void
ia_version_run (struct ia_site *first, struct ia_site *last, tree flag)
{
  basic_block bb = gimple_bb (first->call);
  gimple_stmt_iterator gsi = gsi_for_stmt (first->call);
  gsi_prev (&gsi);
  edge to_run = split_block (bb, gsi_end_p (gsi) ? NULL : gsi_stmt (gsi));
  basic_block run = to_run->dest;
  split_block (run, last->call);

  /* duplicate_block puts the copy in RUN's loop.  */
  initialize_original_copy_tables ();
  basic_block copy = duplicate_block (run, NULL, run);
  free_original_copy_tables ();

  ia_build_flag_test (bb, to_run, copy, flag, gimple_location (first->call),
		      true);
  ia_sched_skip (copy);

  for (struct ia_site *site = first; site <= last; site++)
    site->flag = boolean_true_node;
}

/* Version every run of two or more sites of SITES on its flag (see the
   top of this file), or, unless MERGE, none but the runs of one
   16-byte site of the late form, which are versioned in any case; then
   bring the SSA form up to date: the copies define new names, which the
   join blocks merge with the originals.  Returns the number of runs.
   Frees the dominance information, which the new blocks make stale.  */

unsigned
ia_version_runs (function *fun, vec<ia_site> *sites, bool merge)
{
  unsigned runs = 0;
  unsigned n = sites->length ();
  for (unsigned i = 0; i < n; i++)
    {
      struct ia_site *site = &(*sites)[i];
      if (ia_late16_p (site) && !site->flag)
	ia_load_flag_at_site (site);
    }
  for (unsigned i = 0; i < n; )
    {
      struct ia_site *first = &(*sites)[i];
      unsigned j = i + 1;
      if (merge && ia_run_site_p (first))
	for (; j < n; j++)
	  {
	    struct ia_site *prev = &(*sites)[j - 1], *next = &(*sites)[j];
	    if (j - i >= IA_RUN_MAX_SITES)
	      break;
	    if (!ia_run_site_p (next) || next->flag != first->flag
		|| gimple_bb (next->call) != gimple_bb (prev->call)
		|| !ia_run_gap_p (fun, prev->call, next->call))
	      break;
	  }
      if (j - i >= 2 || (ia_late16_p (first) && ia_run_site_p (first)))
	{
	  if (dump_file && j - i == 1)
	    fprintf (dump_file, "inline_atomics: the 16-byte site of block "
		     "%d versioned on its flag\n",
		     gimple_bb (first->call)->index);
	  else if (dump_file)
	    fprintf (dump_file, "inline_atomics: one flag test for the "
		     "%u sites in a row of block %d\n", j - i,
		     gimple_bb (first->call)->index);
	  ia_version_run (first, &(*sites)[j - 1], first->flag);
	  runs++;
	}
      i = j;
    }
  if (runs)
    {
      free_dominance_info (CDI_DOMINATORS);
      update_ssa (TODO_update_ssa);
    }
  return runs;
}
