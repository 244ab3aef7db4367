/* ia-late.cc -- the late form: the flag test and the LSE instruction
   of a site, added after register allocation around GCC's own LL/SC
   insn.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   Why
   ---
   With -mno-outline-atomics an atomic is one insn, such as
   aarch64_atomic_fetch_addsi, from expansion until the split after the
   prologue (split3) turns it into its LL/SC loop: the RTL passes see
   one insn and one block where the GIMPLE rewrite (ia-rewrite.cc) gives
   them a flag test, an asm and the builtin in a diamond of four blocks.
   Dataflow, the register allocator and the schedulers work per block
   and per insn, and that is most of what the plugin costs in compile
   time (docs/manual.md, "Why does the plugin build compile more
   slowly").

   How
   ---
   ia_rewrite_site leaves a site of the late form (ia-decide.cc) as its
   builtin, which expands to the LL/SC insn (-moutline-atomics is off
   for the function), behind a marker asm:

	asm volatile ("// inline_atomics " : : "r" (flag))

   In the LSE copy of a versioned loop, whose flag is the constant true,
   the marker is IA_LATE_LSE_MARKER, and this pass puts the LSE
   instruction in place of the LL/SC insn with no test
   (ia_late_make_lse).

   The marker emits nothing.  It keeps the flag
   that ia-hoist.cc placed (once per loop nest or leaf function) in a
   register up to the site.  This pass, before bbro, pairs each marker
   with the next LL/SC insn of its block and makes

	bb:    [flag = adrp; ldrb __aarch64_have_lse_atomics]
	       cbz flag, llsc
	lse:   [the operand negated, inverted or moved into a scratch]
	       the LSE instruction, as an asm of hard registers
	       [the operation again, for an op-fetch; cmp, for a cas]
	       b join
	llsc:  the LL/SC insn, which split3 makes its loop
	join:

   The LSE instruction is the one of the LL/SC insn, what GCC expanded
   the builtin to: its operation, operand and memory model
   (ia_late_parse), never the builtin's, which may differ.

   Only registers that the LL/SC insn already writes are written: its
   output, and the scratches its pattern clobbers (config/aarch64/
   atomics.md), which are early-clobbered, so none of them is an input.
   Where no flag was placed, or a register between the marker and the
   insn overwrote it, the flag is loaded into the status scratch that
   every LL/SC pattern has.  So the rewrite never costs a register, a
   spill or a frame.  The LSE path leaves the flags as GCC's +lse
   expansion does: a cas ends with the compare that its users read.

   The blocks are made after the partitioning into hot and cold
   sections, and stay in their site's section.  */

#include "ia-plugin.h"
#include "insn-config.h"
#include "recog.h"
#include "cfgrtl.h"
#include "varasm.h"
#include "expr.h"
#include "target.h"
#include "df.h"

/* If INSN is an asm whose text starts with PREFIX, its ASM_OPERANDS.  */

static rtx
ia_late_asm_with (rtx_insn *insn, const char *prefix)
{
  if (!NONJUMP_INSN_P (insn))
    return NULL_RTX;
  /* An asm without outputs is its ASM_OPERANDS alone, one with an
     output (the pair of zeros of ia_rewrite_late) the SET of it.  */
  rtx asmop = PATTERN (insn);
  if (GET_CODE (asmop) == SET)
    asmop = SET_SRC (asmop);
  if (GET_CODE (asmop) != ASM_OPERANDS)
    return NULL_RTX;
  if (strncmp (ASM_OPERANDS_TEMPLATE (asmop), prefix, strlen (prefix)) != 0)
    return NULL_RTX;
  return asmop;
}

/* If INSN is the marker of a site (ia_rewrite_late), its ASM_OPERANDS.  */

static rtx
ia_late_marker_asm (rtx_insn *insn)
{
  return ia_late_asm_with (insn, IA_LATE_MARKER);
}

/* Is MARKER, a marker asm, that of a site whose flag is the constant
   true (IA_LATE_LSE_MARKER)?  */

static bool
ia_late_always_p (rtx_insn *marker)
{
  return strcmp (ASM_OPERANDS_TEMPLATE (ia_late_marker_asm (marker)),
		 IA_LATE_LSE_MARKER) == 0;
}

/* Can the insns from FROM up to the LL/SC insn INSN go on both paths of
   the test?  At most four single sets can, and no jump, call, volatile
   or frame-related insn, nor any other with a side effect.  Debug insns
   stay on the LL/SC path only, and so do the markers of the sites of a
   run, which emit nothing.

   Before the first site of a run (the moves that set up its operands)
   they must be register and constant moves that cannot trap.  Between
   two sites (MEMORY) plain loads and stores may be copied too: each
   path runs one copy, in the same order with the atomics, and an insn
   that could throw would have ended the block.  */

static bool
ia_late_copyable_p (rtx_insn *from, rtx_insn *insn, bool memory = false)
{
  unsigned n = 0;
  for (rtx_insn *i = from; i != insn; i = NEXT_INSN (i))
    {
      if (DEBUG_INSN_P (i) || NOTE_P (i) || ia_late_marker_asm (i))
	continue;
      /* side_effects_p covers volatile asms, volatile memory and
	 unspecs too.  */
      if (!NONJUMP_INSN_P (i) || RTX_FRAME_RELATED_P (i)
	  || GET_CODE (PATTERN (i)) != SET || side_effects_p (PATTERN (i))
	  || (!memory && may_trap_p (PATTERN (i))) || ++n > 4)
	return false;
    }
  return true;
}

/* Emit into the current sequence the LSE path of one site of a run: the
   insns from FROM up to its LL/SC insn INSN that both paths need (none
   if FROM is null), then the LSE instruction of L.  They all take LOC,
   the site's.  False if the LSE path does not match an insn.  */

static bool
ia_late_emit_site (rtx_insn *from, rtx_insn *insn, struct ia_late_insn *l,
		   location_t loc)
{
  rtx_insn *before = get_last_insn ();
  if (from)
    for (rtx_insn *i = from; i != insn; i = NEXT_INSN (i))
      if (NONDEBUG_INSN_P (i) && !ia_late_marker_asm (i))
	emit_insn (copy_insn (PATTERN (i)));
  if (!ia_late_emit_lse (l, loc))
    return false;
  for (rtx_insn *i = before ? NEXT_INSN (before) : get_insns (); i;
       i = NEXT_INSN (i))
    {
      if (recog_memoized (i) < 0 && asm_noperands (PATTERN (i)) < 0)
	return false;
      INSN_LOCATION (i) = loc;
    }
  return true;
}

/* Split the insns from START to END, in one block, into a block of
   their own, the LL/SC block: the edge into it is returned, and *JOIN
   receives the block of what follows END.  */

static edge
ia_late_isolate (rtx_insn *start, rtx_insn *end, basic_block *join)
{
  basic_block bb = BLOCK_FOR_INSN (end);
  bool first_insn = (start == BB_HEAD (bb)
		     || (PREV_INSN (start) == BB_HEAD (bb)
			 && NOTE_INSN_BASIC_BLOCK_P (BB_HEAD (bb))));
  edge e = (first_insn ? split_block_after_labels (bb)
	    : split_block (bb, PREV_INSN (start)));
  basic_block llsc = e->dest;
  /* JOIN is what follows END.  When only debug insns and notes do, in a
     block that falls through, it is the next block: a block of them
     alone would exist with -g and not without, and bbro's removal of an
     empty one leaves a note that -fcompare-debug sees.  */
  bool tail = true;
  for (rtx_insn *x = NEXT_INSN (end); x != NEXT_INSN (BB_END (llsc));
       x = NEXT_INSN (x))
    if (NONDEBUG_INSN_P (x))
      tail = false;
  if (tail && single_succ_p (llsc)
      && (single_succ_edge (llsc)->flags & EDGE_FALLTHRU)
      && single_succ (llsc) != EXIT_BLOCK_PTR_FOR_FN (cfun))
    *join = single_succ (llsc);
  else
    *join = split_block (llsc, end)->dest;
  return e;
}

/* End BB with the test of the flag, and a jump to LLSC when it is
   clear: the flag is FLAG_REG, which the marker kept in a register, or
   if that is null a load of it into the status scratch SCRATCH of the
   LL/SC insn.  The new insns are at LOC.  Return the jump.  */

static rtx_insn *
ia_late_emit_test (basic_block bb, basic_block llsc, rtx flag_reg,
		   rtx scratch, location_t loc)
{
  rtx flag = flag_reg;
  if (!flag)
    {
      flag = ia_hreg (scratch, SImode);
      emit_insn_after (ia_late_flag_load (scratch, loc, ia_get_flag_decl ()),
		       BB_END (bb));
    }
  rtx label = block_label (llsc);
  rtx cond = gen_rtx_EQ (VOIDmode, flag, const0_rtx);
  rtx_insn *jump
    = emit_jump_insn_after (gen_rtx_SET (pc_rtx,
					 gen_rtx_IF_THEN_ELSE
					 (VOIDmode, cond,
					  gen_rtx_LABEL_REF (Pmode, label),
					  pc_rtx)), BB_END (bb));
  JUMP_LABEL (jump) = label;
  LABEL_NUSES (label)++;
  INSN_LOCATION (jump) = loc;
  if (recog_memoized (jump) < 0)
    gcc_unreachable ();
  return jump;
}

/* Emit after AFTER an unconditional jump to LABEL, at LOC, and the
   barrier that follows it; return the jump.  */

static rtx_insn *
ia_late_jump_after (rtx_insn *after, rtx_code_label *label, location_t loc)
{
  rtx_insn *jump = emit_jump_insn_after_noloc (targetm.gen_jump (label),
					       after);
  JUMP_LABEL (jump) = label;
  LABEL_NUSES (label)++;
  INSN_LOCATION (jump) = loc;
  emit_barrier_after (jump);
  return jump;
}

/* Does LLSC, the LL/SC block of a site in BB, belong in .text.unlikely?
   With a profile read, the LL/SC path has a count of zero
   (ia_lse_probability), and -freorder-blocks-and-partition puts such
   code in the cold section.  pass_partition_blocks ("bbpart") ran long
   before the late split, so the split assigns the new block itself, as
   that pass would have: when GCC's predicate of that pass says the block
   never runs, the pass's own gate says it partitions the function (GCC
   knows its passes by their dump names, "rtl-bbpart"), and BB is in the
   hot section.  A function in which the pass found no cold block has
   all its blocks BB_UNPARTITIONED, which ia_late_make_cold makes hot.  */

static bool
ia_late_cold_llsc_p (basic_block bb, basic_block llsc)
{
  if (profile_status_for_fn (cfun) != PROFILE_READ
      || !probably_never_executed_bb_p (cfun, llsc))
    return false;
  if (crtl->has_bb_partition)
    return BB_PARTITION (bb) == BB_HOT_PARTITION;
  static opt_pass *bbpart = g->get_passes ()->get_pass_by_name ("rtl-bbpart");
  return bbpart && bbpart->gate (cfun);
}

/* Move LLSC, entered from BB by the flag test JUMP and left for JOIN, to
   the cold section.  A jump between the sections must be unconditional:
   the conditional branches of AArch64 reach 1 MB, which the linker cannot
   extend, and B reaches 128 MB, with a veneer beyond (GCC's
   fix_crossing_conditional_branches, which the partitioning ran, makes
   the same shape).  So the test jumps to a hot block of one crossing B,
   and LLSC ends with another, back to JOIN:

	bb:    ...; if (flag == 0) goto hop;
	lse:   LSE_SEQ; goto join;
	hop:   goto llsc;                          (crossing)
	llsc:  START ... END; goto join;           (cold, crossing)  */

static void
ia_late_make_cold (basic_block bb, basic_block llsc, basic_block join,
		   rtx_insn *jump, location_t loc)
{
  edge e = find_edge (bb, llsc);
  edge out = find_edge (llsc, join);
  if (!crtl->has_bb_partition)
    {
      basic_block b;
      FOR_EACH_BB_FN (b, cfun)
	BB_SET_PARTITION (b, BB_HOT_PARTITION);
      crtl->has_bb_partition = true;
    }

  /* LLSC's way back to JOIN, now that it cannot fall through.  */
  rtx_insn *back = ia_late_jump_after (BB_END (llsc), block_label (join),
				       loc);
  CROSSING_JUMP_P (back) = 1;
  BB_END (llsc) = back;
  out->flags = (out->flags & ~EDGE_FALLTHRU) | EDGE_CROSSING;

  /* The hop, placed before LLSC in the insn stream.  */
  rtx_code_label *llabel = block_label (llsc);
  rtx_code_label *hlabel = gen_label_rtx ();
  rtx_insn *head = emit_label_before (hlabel, llabel);
  rtx_insn *hop = ia_late_jump_after (head, llabel, loc);
  CROSSING_JUMP_P (hop) = 1;
  basic_block h = create_basic_block (head, hop, llsc->prev_bb);
  BB_COPY_PARTITION (h, bb);
  h->count = llsc->count;
  edge to_llsc = make_single_succ_edge (h, llsc, EDGE_CROSSING);
  to_llsc->probability = profile_probability::always ();
  redirect_edge_succ (e, h);
  if (!redirect_jump (as_a <rtx_jump_insn *> (jump), hlabel, 0))
    gcc_unreachable ();
  BB_SET_PARTITION (llsc, BB_COLD_PARTITION);
  df_set_bb_dirty (h);
}

/* Build the test of the flag (FLAG_REG, or a load of it into SCRATCH:
   ia_late_emit_test) and the LSE path LSE_SEQ around the insns from
   START to END, the LL/SC insns of a run of sites and what lies between
   them:

	bb:    ...; if (flag == 0) goto llsc;
	lse:   LSE_SEQ; goto join;                 (ia_lse_probability)
	llsc:  START ... END                        (the rest)
	join:  ...

   In a function whose blocks are split between the hot and the cold
   sections, with a profile read, LLSC goes to the cold one
   (ia_late_make_cold).  The test and the jumps are at LOC.  */

static void
ia_late_split (rtx_insn *start, rtx_insn *end, rtx_insn *lse_seq,
	       rtx flag_reg, rtx scratch, location_t loc)
{
  basic_block bb = BLOCK_FOR_INSN (end);
  basic_block join;
  edge e = ia_late_isolate (start, end, &join);
  basic_block llsc = e->dest;
  rtx_insn *jump = ia_late_emit_test (bb, llsc, flag_reg, scratch, loc);

  /* The LSE block between BB and LLSC, jumping to JOIN.  */
  emit_insn_after_noloc (lse_seq, jump, NULL);
  rtx_insn *first = NEXT_INSN (jump);
  rtx_insn *last = PREV_INSN (BB_HEAD (llsc));
  rtx_insn *back = ia_late_jump_after (last, block_label (join), loc);
  BB_END (bb) = jump;
  basic_block lse = create_basic_block (first, back, bb);
  BB_COPY_PARTITION (lse, bb);

  profile_probability p = ia_lse_probability ();
  e->flags &= ~EDGE_FALLTHRU;
  e->probability = p.invert ();
  edge f = make_edge (bb, lse, EDGE_FALLTHRU);
  f->probability = p;
  make_single_succ_edge (lse, join, 0);
  lse->count = bb->count.apply_probability (p);
  llsc->count = bb->count.apply_probability (p.invert ());
  if (ia_late_cold_llsc_p (bb, llsc))
    ia_late_make_cold (bb, llsc, join, jump, loc);
  df_set_bb_dirty (bb);
  df_set_bb_dirty (lse);
  df_set_bb_dirty (llsc);
  df_set_bb_dirty (join);
}

/* The most sites of a run under one test, so that the blocks stay
   small for the second scheduling pass: the first, too, is quadratic in
   the atomics of a block, and GCC's own +lse build of one function of
   2,000 atomics in a row spends 0.6 s of its 0.8 s there (GCC 12).  */
#define IA_LATE_RUN_MAX 16

/* The location of the site of MARKER and its LL/SC insn INSN: the
   marker's, which expand gave it from the atomic's statement.  The
   insn's own may be another line's: GCC 16's combine merges the insn
   with the copy of its result into the return register and gives the
   merged insn that copy's location, the closing brace's, as it does in
   -mno-outline-atomics code.  */

static location_t
ia_late_site_location (rtx_insn *marker, rtx_insn *insn)
{
  return (INSN_HAS_LOCATION (marker) ? INSN_LOCATION (marker)
	  : INSN_LOCATION (insn));
}

/* A site of the late form: its marker, its LL/SC insn INSN and what
   ia_late_parse read of INSN.  */

struct ia_late_site
{
  rtx_insn *marker, *insn;
  struct ia_late_insn l;
};

/* The block of the retry loop that BB, the block of a marker left
   unpaired, falls into, or null.  GCC expands a 16-byte __sync
   operation other than a compare-and-swap to a loop around its
   compare-and-swap insn (optabs.cc, expand_compare_and_swap_loop),
   which BB falls into:

	bb:	marker; old = *object		(a plain LDP)
	loop:	new = old OP val; the CAS insn; if (not stored) goto loop

   or, laid out the other way round, "if (stored) goto out" and a latch
   block of its own that jumps back to LOOP.  The insn is the site's, and
   is reached only from BB and from the loop itself: LOOP has no other
   predecessor than BB and LOOP, or a latch whose only predecessor is
   LOOP.  (A block shared with other code, such as the tail that
   cross-jumping (jump2) may make common to the LSE copy of a site and
   its LL/SC copy, is not taken.)  */

static basic_block
ia_late_loop_block (basic_block bb)
{
  if (!single_succ_p (bb)
      || !(single_succ_edge (bb)->flags & EDGE_FALLTHRU))
    return NULL;
  basic_block loop = single_succ (bb);
  if (loop != bb->next_bb || EDGE_COUNT (loop->preds) != 2)
    return NULL;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->preds)
    if (e->src != bb && e->src != loop
	&& !(single_pred_p (e->src) && single_pred (e->src) == loop))
      return NULL;
  return loop;
}

/* Is INSN an LL/SC insn that ia_late_parse reads into *L?  */

static bool
ia_late_llsc_p (rtx_insn *insn, struct ia_late_insn *l)
{
  return (NONJUMP_INSN_P (insn) && GET_CODE (PATTERN (insn)) == PARALLEL
	  && ia_late_parse (insn, l));
}

/* Pair each marker of FUN with the next LL/SC insn of its block, into
   TODO, in the order of the insns.

   A 16-byte site is versioned on its flag in GIMPLE (ia-region.cc), and
   only the marker of its LSE copy (IA_LATE_LSE_MARKER) takes its
   compare-and-swap insn: the test of the flag would otherwise go inside
   GCC's retry loop, once per pass.  That marker, left unpaired at the
   end of its block, pairs with the insn of the retry loop that the
   block falls into (ia_late_loop_block).  */

static void
ia_late_collect (function *fun, vec<ia_late_site> *todo)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      rtx_insn *insn, *marker = NULL;
      ia_late_site site;
      FOR_BB_INSNS (bb, insn)
	if (ia_late_marker_asm (insn))
	  marker = insn;
	else if (marker && ia_late_llsc_p (insn, &site.l))
	  {
	    if (site.l.mode != TImode || ia_late_always_p (marker))
	      {
		site.marker = marker;
		site.insn = insn;
		todo->safe_push (site);
	      }
	    else if (dump_file)
	      fprintf (dump_file, "inline_atomics: insn %d, a 16-byte "
		       "compare-and-swap after the marker of a tested site, "
		       "kept as LL/SC\n", INSN_UID (insn));
	    marker = NULL;
	  }
      basic_block loop;
      if (!marker || !ia_late_always_p (marker)
	  || !(loop = ia_late_loop_block (bb)))
	continue;
      FOR_BB_INSNS (loop, insn)
	if (ia_late_llsc_p (insn, &site.l))
	  {
	    if (site.l.mode == TImode)
	      {
		site.marker = marker;
		site.insn = insn;
		todo->safe_push (site);
	      }
	    break;
	  }
    }
}

/* The last site of the run that starts at TODO[FIRST]: the sites that
   follow it in its block, up to IA_LATE_RUN_MAX, with no more between
   two of them than ia_late_copyable_p allows.  One test of the flag
   then covers them all, as in the +lse build: the LSE path has their
   LSE instructions and copies of what lies between them, the LL/SC path
   the insns themselves.  */

static unsigned
ia_late_run_end (const vec<ia_late_site> &todo, unsigned first)
{
  unsigned last = first;
  while (last + 1 < todo.length ()
	 && last + 1 - first < IA_LATE_RUN_MAX
	 && !ia_late_always_p (todo[last + 1].marker)
	 && (BLOCK_FOR_INSN (todo[last + 1].insn)
	     == BLOCK_FOR_INSN (todo[first].insn))
	 && ia_late_copyable_p (NEXT_INSN (todo[last].insn),
				todo[last + 1].insn, true))
    last++;
  return last;
}

/* The register that holds the flag for SITE, the first of a run, as
   its marker's input says, or null if the flag must be loaded.  *FROM
   receives the first insn of those that the test goes before, if not
   the LL/SC insn.  */

static rtx
ia_late_run_flag (ia_late_site *site, rtx_insn **from)
{
  rtx_insn *marker = site->marker, *insn = site->insn;
  rtx asmop = ia_late_marker_asm (marker);
  *from = NULL;
  if (ASM_OPERANDS_INPUT_LENGTH (asmop) != 1)
    return NULL_RTX;
  rtx f = ASM_OPERANDS_INPUT (asmop, 0);
  if (!REG_P (f) || !HARD_REGISTER_P (f))
    return NULL_RTX;
  if (!reg_set_between_p (f, marker, insn))
    return gen_rtx_REG (SImode, REGNO (f));
  /* An insn between the marker and the site overwrote the flag: the
     register allocator reuses its register once the marker, its last
     use, is past, typically for an operand of the LL/SC insn.  Test the
     flag before the marker instead, and copy the few insns between onto
     the LSE path, rather than load the flag again.  */
  rtx_insn *before = PREV_INSN (marker);
  delete_insn (marker);
  *from = NEXT_INSN (before);
  if (ia_late_copyable_p (*from, insn))
    return gen_rtx_REG (SImode, REGNO (f));
  *from = NULL;
  return NULL_RTX;
}

/* Give the sites TODO[FIRST] to TODO[LAST] one flag test and one LSE
   path, or leave them as GCC's LL/SC insns if the LSE path of one of
   them matches no insn.  */

static void
ia_late_make_run (vec<ia_late_site> &todo, unsigned first, unsigned last)
{
  ia_late_site &site = todo[first];
  rtx_insn *insn = site.insn;
  location_t loc = ia_late_site_location (site.marker, insn);
  rtx_insn *from;
  rtx flag = ia_late_run_flag (&site, &from);

  /* The LSE path, checked before anything changes.  */
  start_sequence ();
  bool ok = ia_late_emit_site (from, insn, &site.l, loc);
  for (unsigned k = first + 1; ok && k <= last; k++)
    ok = ia_late_emit_site (NEXT_INSN (todo[k - 1].insn), todo[k].insn,
			    &todo[k].l,
			    ia_late_site_location (todo[k].marker,
						   todo[k].insn));
  rtx_insn *lse_seq = get_insns ();
  end_sequence ();
  if (ok)
    ia_late_split (from ? from : insn, todo[last].insn, lse_seq, flag,
		   site.l.flag, loc);
  else if (dump_file)
    fprintf (dump_file, "inline_atomics: insns %d to %d kept as LL/SC\n",
	     INSN_UID (insn), INSN_UID (todo[last].insn));
  if (dump_file && ok && last > first)
    fprintf (dump_file, "inline_atomics: one flag test for the %u sites "
	     "of insns %d to %d\n", last - first + 1, INSN_UID (insn),
	     INSN_UID (todo[last].insn));
}

/* Can control go from INSN, between the LL/SC insn of a site and the
   IA_LATE_KEEP asm after it, anywhere but on to the asm, or back to
   LOOP_HEAD, the label of the site's retry loop (null if it has none)?
   A jump may go back to the loop or to KEEP_LABEL, the label of the
   asm's block; a barrier follows such a jump.  */

static bool
ia_late_leaves_p (rtx_insn *insn, rtx loop_head, rtx keep_label)
{
  if (CALL_P (insn) || ia_late_marker_asm (insn))
    return true;
  if (!JUMP_P (insn))
    return false;
  rtx target = JUMP_LABEL (insn);
  return !(target && (target == loop_head || target == keep_label)
	   && (any_condjump_p (insn) || simplejump_p (insn)));
}

/* The pair of zero registers that CASP stores from for SITE, a 16-byte
   site that stores zero, or null: the input of the IA_LATE_KEEP asm
   after its insn (ia_rewrite_late), which holds zero there, if it holds
   the same at the insn.  It does when every way from the insn leads on
   to the asm, or back around the retry loop, and no insn on the way,
   the insn included, nor any of the loop's block, writes it.  (The
   marker's output, where the pair starts, may be copied to another
   pair before the insn, as -O0 does.)  */

static rtx
ia_late_zero_pair (const ia_late_site *site)
{
  rtx_insn *insn = site->insn;
  basic_block loop = BLOCK_FOR_INSN (insn);
  bool in_loop = loop != BLOCK_FOR_INSN (site->marker);
  rtx loop_head = in_loop ? BB_HEAD (loop) : NULL_RTX;
  rtx_insn *keep = NULL;
  for (rtx_insn *i = NEXT_INSN (insn); i && !keep; i = NEXT_INSN (i))
    if (ia_late_asm_with (i, IA_LATE_KEEP))
      keep = i;
    else if (ia_late_marker_asm (i))
      return NULL_RTX;
  if (!keep)
    return NULL_RTX;
  rtx asmop = ia_late_asm_with (keep, IA_LATE_KEEP);
  rtx reg = ASM_OPERANDS_INPUT (asmop, 0);
  if (!REG_P (reg) || !HARD_REGISTER_P (reg) || GET_MODE (reg) != TImode
      || reg_set_p (reg, insn) || reg_set_between_p (reg, insn, keep))
    return NULL_RTX;
  rtx keep_label = BB_HEAD (BLOCK_FOR_INSN (keep));
  for (rtx_insn *i = NEXT_INSN (insn); i != keep; i = NEXT_INSN (i))
    if (ia_late_leaves_p (i, loop_head, keep_label))
      return NULL_RTX;
  if (in_loop)
    {
      rtx_insn *i;
      FOR_BB_INSNS (loop, i)
	if (INSN_P (i) && reg_set_p (reg, i))
	  return NULL_RTX;
    }
  return reg;
}

/* Put the LSE instruction of SITE, whose flag is the constant true, in
   place of its LL/SC insn, or leave the insn if the LSE path matches no
   insn.  */

static void
ia_late_make_lse (ia_late_site *site)
{
  location_t loc = ia_late_site_location (site->marker, site->insn);
  /* The marker of a site with a constant operand has two inputs: a
     register set to the LSE instruction's operand, and the operand
     itself (ia_rewrite_late).  The register allocator put the first in
     a register that holds it at the marker; it still does at the insn
     unless an insn between them sets it.  */
  rtx asmop = ia_late_marker_asm (site->marker);
  if (GET_CODE (PATTERN (site->marker)) == SET)
    {
      /* A 16-byte site that stores zero, whose marker starts the pair of
	 zeros that CASP stores from (ia_late_emit_casp).  */
      site->l.known_reg = ia_late_zero_pair (site);
      site->l.known_val = 0;
    }
  else if (ASM_OPERANDS_INPUT_LENGTH (asmop) == 2)
    {
      rtx reg = ASM_OPERANDS_INPUT (asmop, 0);
      rtx val = ASM_OPERANDS_INPUT (asmop, 1);
      if (REG_P (reg) && HARD_REGISTER_P (reg) && CONST_INT_P (val)
	  && !reg_set_between_p (reg, site->marker, site->insn))
	{
	  site->l.known_reg = reg;
	  site->l.known_val = INTVAL (val);
	}
    }
  start_sequence ();
  bool ok = ia_late_emit_site (NULL, site->insn, &site->l, loc);
  rtx_insn *seq = get_insns ();
  end_sequence ();
  if (!ok)
    {
      if (dump_file)
	fprintf (dump_file, "inline_atomics: insn %d kept as LL/SC\n",
		 INSN_UID (site->insn));
      return;
    }
  emit_insn_before_noloc (seq, site->insn, BLOCK_FOR_INSN (site->insn));
  df_set_bb_dirty (BLOCK_FOR_INSN (site->insn));
  delete_insn (site->insn);
}

static unsigned int
ia_late_execute (function *fun)
{
  auto_vec<ia_late_site> todo;
  ia_late_collect (fun, &todo);
  for (unsigned first = 0; first < todo.length (); )
    {
      if (ia_late_always_p (todo[first].marker))
	{
	  ia_late_make_lse (&todo[first]);
	  first++;
	  continue;
	}
      unsigned last = ia_late_run_end (todo, first);
      ia_late_make_run (todo, first, last);
      first = last + 1;
    }
  /* The markers, and the asms that keep a pair of zeros live, emit
     nothing.  */
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      rtx_insn *insn, *next;
      FOR_BB_INSNS_SAFE (bb, insn, next)
	if (ia_late_marker_asm (insn) || ia_late_asm_with (insn, IA_LATE_KEEP))
	  delete_insn (insn);
    }
  /* What is left of the 16-byte compare-and-swap insns is on LL/SC
     paths, where GCC's own may be wrong (ia-sync16.cc).  */
  if (ia_state.llsc16_sites)
    ia_late_fix_llsc16 (fun);
  /* GCC's expansion of a compare-and-swap follows the instruction with
     a comparison that sets the flags for its boolean result
     (aarch64_gen_compare_reg; cmp and ccmp for a pair), which is dead
     in an LSE copy whose result nothing reads.  pass_fast_rtl_dce, which
     would delete it, ran just before this pass; at -O2 and -O3 it is
     gone by the end of sched2, but at -O1 nothing after this pass
     deletes it, and such a site kept one or two instructions that
     GCC's +lse build does not have.  So the same DCE runs again, under
     its own gate, in the functions that have late sites.  */
  if (!todo.is_empty () && optimize > 0 && flag_dce)
    run_fast_dce ();
  ia_state.late_sites = false;
  ia_state.llsc16_sites = false;
  return 0;
}

/* Before sched1: keep the first scheduling pass off each block of a
   site.  Before reload an LL/SC insn is an unspec_volatile, and the
   marker a volatile asm, both of which the scheduler's dependence
   analysis makes a barrier that walks every register of the function
   (sched_analyze_insn): a block of N sites costs 2N times max_reg_num,
   which made sched1 more than half of the compile of one function of
   2,000 atomics.  Blocks of one site were scheduled until the marker
   became volatile; then they made ck's ck_rwcohort/benchmark/ck_wp.c
   compile 12.5% slower than GCC's default (cc1 instructions), and -0.7%
   with them left alone too.  GCC's own -mno-outline-atomics pays the
   barriers; GCC 15 and 16 do not run sched1 on AArch64 at -O2 at all.
   The copies of runs and loops keep sched1 off their LL/SC blocks in
   the same way (ia-sched.cc, which also takes the marks off again after
   sched1, so that sched2 schedules these blocks).  A 16-byte site is
   GCC's retry loop around its compare-and-swap insn in both copies,
   whose blocks expansion made after the copies were marked: the block
   of each such insn is marked here, the LSE copy's too, which holds the
   same barrier until the late pass, and so is the latch block of its
   loop, if it has one, since sched1 schedules a loop as one region
   (ia_late_loop_block has the two shapes).  */

static unsigned int
ia_late_sched_execute (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      rtx_insn *insn;
      FOR_BB_INSNS (bb, insn)
	if (ia_late_marker_asm (insn) && !ia_late_always_p (insn))
	  {
	    ia_sched_skip (bb);
	    break;
	  }
	else if (ia_cas16_insn_p (insn))
	  {
	    ia_sched_skip (bb);
	    edge e;
	    edge_iterator ei;
	    FOR_EACH_EDGE (e, ei, bb->succs)
	      if (single_pred_p (e->dest) && single_succ_p (e->dest)
		  && single_succ (e->dest) == bb)
		ia_sched_skip (e->dest);
	    break;
	  }
    }
  return 0;
}

namespace {

const pass_data ia_late_sched_pass_data = {
  RTL_PASS, "inline_atomics_late_sched", OPTGROUP_NONE, TV_NONE,
  0, 0, 0, 0, 0,
};

class ia_late_sched_pass : public rtl_opt_pass
{
public:
  ia_late_sched_pass (gcc::context *ctxt)
    : rtl_opt_pass (ia_late_sched_pass_data, ctxt) {}
  bool gate (function *fun) final override
  {
    return (ia_state_for_p (fun) && ia_state.late_sites
	    && flag_schedule_insns && optimize > 0);
  }
  unsigned int execute (function *fun) final override
  {
    return ia_late_sched_execute (fun);
  }
};

const pass_data ia_late_pass_data = {
  RTL_PASS, "inline_atomics_late", OPTGROUP_NONE, TV_NONE,
  0, 0, 0, 0, 0,
};

class ia_late_pass : public rtl_opt_pass
{
public:
  ia_late_pass (gcc::context *ctxt)
    : rtl_opt_pass (ia_late_pass_data, ctxt) {}
  bool gate (function *fun) final override
  {
    return (ia_state_for_p (fun)
	    && (ia_state.late_sites || ia_state.llsc16_sites));
  }
  unsigned int execute (function *fun) final override
  {
    return ia_late_execute (fun);
  }
};

} // anon namespace

opt_pass *
ia_make_late_pass (gcc::context *ctxt)
{
  return new ia_late_pass (ctxt);
}

opt_pass *
ia_make_late_sched_pass (gcc::context *ctxt)
{
  return new ia_late_sched_pass (ctxt);
}
