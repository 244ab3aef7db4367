/* ia-sync16.cc -- the 16-byte __sync operations: their LSE path, and
   their LL/SC path where GCC's own has PR target/111404.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   GCC expands every 16-byte __sync operation around one compare-and-
   swap of a register pair: with LSE a CASPAL (__sync's full barrier is
   the "al" form, with no dmb), without it an LDXP/STLXP loop followed by
   "dmb ish", and under -moutline-atomics a call of
   __aarch64_cas16_sync.  The compare-and-swap builtins are that one
   operation; the others (fetch-and-op, op-and-fetch, lock_test_and_set
   and lock_release) are a loop that starts from a plain LDP, computes
   the new value and retries the CAS until it sees the value it computed
   from (expand_compare_and_swap_loop).

   A hot 16-byte site is of the late form (ia-decide.cc), versioned on
   the flag in GIMPLE (ia-region.cc), and its LSE copy is GCC's own
   expansion with CASP in place of the compare-and-swap insn
   (ia-late.cc).  This file makes the two things that are 16-byte
   alone: the helper calls of the call form, in GIMPLE, and, after
   register allocation, the LL/SC compare-and-swap where GCC's own is
   wrong: with GCC 11 to 13, whose insn does not store after a failed
   comparison (GCC PR target/111404, ia-gcc-compat.h), and in big-endian
   code, where it swaps the halves of the pair
   (IA_GCC_LLSC16_PAIR_ORDER_OK).  There the late pass puts GCC 14's
   sequence in place of every such insn left, in the LL/SC copy of a
   site as in mode=none (ia_late_fix_llsc16).  */

#include "ia-plugin.h"
#include "insn-config.h"
#include "recog.h"
#include "cfgrtl.h"
#include "emit-rtl.h"
#include "df.h"

/* The new value of a 16-byte fetch-and-op, op-and-fetch,
   lock_test_and_set or lock_release SITE from the old one OLD and the
   operand VAL, into SEQ, as GCC's expand_compare_and_swap_loop computes
   it: nand is ~(old & val), as GCC has had it since GCC 4.4.  */

static tree
ia_next16 (gimple_seq *seq, location_t loc, const struct ia_site *site,
	   tree old, tree val)
{
  if (site->kind != IA_FETCH_OP && site->kind != IA_OP_FETCH)
    return val;
  tree type = TREE_TYPE (old);
  if (!ia_site_nand16_p (site))
    return gimple_build (seq, loc, site->op->code, type, old, val);
  tree both = gimple_build (seq, loc, BIT_AND_EXPR, type, old, val);
  return gimple_build (seq, loc, BIT_NOT_EXPR, type, both);
}

/* The loop of the helper-call form of a 16-byte fetch-and-op,
   op-and-fetch, lock_test_and_set or lock_release SITE on MEM:
   expand_compare_and_swap_loop's, made of new blocks on the edge *EXIT
   out of LSE_BB, with GCC's -moutline-atomics calls of
   __aarch64_cas16_sync (ia_build_helper_call):

	lse_bb:	first = *mem;			(a plain load, as GCC's)
	head:	old = PHI <first (lse_bb), seen (head)>
		next = old OP val;
		seen = __aarch64_cas16_sync (old, next, mem);
		if (seen != old) goto head;
	after:

   *EXIT becomes the edge out of AFTER, the block after the loop, which
   *AFTER returns.  Return OLD, and NEXT in *NEXT_VALUE.  The new loop is
   found by the loop fixup of the CFG cleanup that the pass asks for.  */

static tree
ia_call16_loop (location_t loc, const struct ia_site *site, tree mem,
		basic_block lse_bb, edge *exit, basic_block *after,
		tree *next_value)
{
  tree type = TREE_TYPE (mem);
  gimple_seq pre = NULL;
  tree val = (site->kind == IA_LOCK_RELEASE ? build_zero_cst (type)
	      : ia_convert (&pre, loc, type, gimple_call_arg (site->call, 1)));
  tree first = make_ssa_name (type);
  gassign *load = gimple_build_assign (first, unshare_expr (mem));
  gimple_set_location (load, loc);
  gimple_seq_add_stmt (&pre, load);
  gimple_stmt_iterator gsi = gsi_last_bb (lse_bb);
  gsi_insert_seq_after (&gsi, pre, GSI_CONTINUE_LINKING);

  basic_block head = split_edge (*exit);
  tree old = make_ssa_name (type);
  gphi *phi = create_phi_node (old, head);
  add_phi_arg (phi, first, single_pred_edge (head), loc);
  gimple_seq body = NULL;
  tree next = ia_next16 (&body, loc, site, old, val);
  tree seen = ia_build_helper_call (&body, loc, site, mem, next, old);
  gcond *test = gimple_build_cond (NE_EXPR, seen, old, NULL_TREE, NULL_TREE);
  gimple_set_location (test, loc);
  gimple_seq_add_stmt (&body, test);
  gsi = gsi_last_bb (head);
  gsi_insert_seq_after (&gsi, body, GSI_CONTINUE_LINKING);

  edge out = single_succ_edge (head);
  out->flags &= ~EDGE_FALLTHRU;
  out->flags |= EDGE_FALSE_VALUE;
  out->probability = profile_probability::very_likely ();
  edge back = make_edge (head, head, EDGE_TRUE_VALUE);
  back->probability = out->probability.invert ();
  add_phi_arg (phi, seen, back, loc);
  *after = split_edge (out);
  *exit = single_succ_edge (*after);
  loops_state_set (LOOPS_NEED_FIXUP);
  *next_value = next;
  return old;
}

/* The helper-call form of the 16-byte SITE on MEM (IA_FORM_CALL: a site
   that can throw), whose statements start in LSE_BB and leave it by the
   edge *EXIT: GCC's -moutline-atomics code, here in GIMPLE so that each
   call keeps the builtin's EH edge (ia_rewrite_diamond).  A
   compare-and-swap is one call, into SEQ, which ia_call_value builds as
   for the other sizes; the other operations are a loop
   (ia_call16_loop), after which *AFTER is the block where the caller
   puts SEQ.  Return the value that stands for the builtin's result,
   converted to the type of the call's lhs, or NULL_TREE if it has none
   (or is a lock_release).  */

tree
ia_call16 (gimple_seq *seq, location_t loc, const struct ia_site *site,
	   tree mem, basic_block lse_bb, edge *exit, basic_block *after)
{
  *after = lse_bb;
  if (site->kind == IA_SYNC_VAL_CAS || site->kind == IA_SYNC_BOOL_CAS)
    /* One call, as for the smaller sizes.  */
    return ia_call_value (seq, loc, site, mem);
  tree next;
  tree old = ia_call16_loop (loc, site, mem, lse_bb, exit, after, &next);
  tree lhs = gimple_call_lhs (site->call);
  if (!lhs || site->kind == IA_LOCK_RELEASE)
    return NULL_TREE;
  return ia_convert (seq, loc, TREE_TYPE (lhs),
		     site->kind == IA_OP_FETCH ? next : old);
}

/* Is INSN GCC's 16-byte compare-and-swap insn (IA_LLSC_CAS16_INSNS),
   the one LL/SC insn of every 16-byte __sync operation?  */

bool
ia_cas16_insn_p (rtx_insn *insn)
{
  return (NONJUMP_INSN_P (insn)
	  && recog_memoized (insn) == CODE_FOR_aarch64_compare_and_swapti);
}

/* The text of one half of OP, operand OPNO of IA_GCC14_LLSC16_CAS (the
   expected or the desired pair), into BUF of SIZE bytes: its first (%x)
   or second (%H) register, or XZR for a pair of zeros.  */

static const char *
ia_llsc16_half (rtx op, int opno, bool high, char *buf, size_t size)
{
  if (!REG_P (op))
    return "xzr";
  snprintf (buf, size, "%%%c%d", high ? 'H' : 'x', opno);
  return buf;
}

/* The volatile asm of GCC 14's compare-and-swap (IA_GCC14_LLSC16_CAS)
   that stands for L, a 16-byte compare-and-swap insn: in L's own hard
   registers, its result as the pair read and its status scratch as the
   store-exclusive's status, both early-clobbered in the insn, so that
   neither is an input, and the flags, which it leaves as the insn does
   for the code after it (a branch back to GCC's retry loop, or a cset).
   The flags are an output as GCC makes one of an asm's "=@cc" flag
   output (arm_md_asm_adjust): the CC register in CCmode, constraint
   "=c".  It clobbers memory (ia_late_asm_outputs).  */

static rtx
ia_llsc16_asm (const struct ia_late_insn *l, location_t loc)
{
  rtx expected = REG_P (l->expected) ? ia_hreg (l->expected, TImode)
				     : l->expected;
  rtx desired = REG_P (l->val) ? ia_hreg (l->val, TImode) : l->val;
  char e0[8], e1[8], d0[8], d1[8], text[512];
  snprintf (text, sizeof text, IA_GCC14_LLSC16_CAS,
	    ia_llsc16_half (expected, 4, false, e0, sizeof e0),
	    ia_llsc16_half (expected, 4, true, e1, sizeof e1),
	    ia_llsc16_half (desired, 5, false, d0, sizeof d0),
	    ia_llsc16_half (desired, 5, true, d1, sizeof d1));

  /* Inputs 3 to 5: the object, the expected and the desired pair (a
     pair of zeros is no operand, only XZR in the text, but stays an
     input so that the numbers hold).  */
  auto_vec<rtx, 3> ins, outs;
  auto_vec<const char *, 3> cons, out_cons;
  ins.quick_push (l->mem);
  cons.quick_push ("Q");
  ins.quick_push (expected);
  cons.quick_push (REG_P (expected) ? "r" : "i");
  ins.quick_push (desired);
  cons.quick_push (REG_P (desired) ? "r" : "i");
  outs.quick_push (ia_hreg (l->out, TImode));
  out_cons.quick_push ("=&r");
  outs.quick_push (ia_hreg (l->flag, SImode));
  out_cons.quick_push ("=&r");
  outs.quick_push (gen_rtx_REG (CCmode, CC_REGNUM));
  out_cons.quick_push ("=c");
  return ia_late_asm_outputs (text, outs, out_cons, ins, cons, true, loc);
}

/* Put GCC 14's 16-byte compare-and-swap in place of INSN, GCC's own
   LL/SC insn of a 16-byte __sync operation, read into L: the asm
   (ia_llsc16_asm), which leaves the flags as the insn does for the
   retry loop around it (EQ if it stored).  An insn that could throw
   (-fnon-call-exceptions) ended its block; the asm cannot, and the EH
   edge goes, as the GIMPLE rewrite of mode=none did before the late
   pass took this over: a fault there ends the program, as GCC's helper
   call does (docs/manual.md).  */

static void
ia_late_fix_llsc16_insn (rtx_insn *insn, struct ia_late_insn *l)
{
  location_t loc = INSN_LOCATION (insn);
  basic_block bb = BLOCK_FOR_INSN (insn);
  rtx_insn *fixed = emit_insn_before_noloc (ia_llsc16_asm (l, loc), insn,
					    bb);
  INSN_LOCATION (fixed) = loc;
  df_set_bb_dirty (bb);
  delete_insn_and_edges (insn);
}

/* With GCC 11 to 13, and in big-endian code with every GCC (where
   IA_GCC_LLSC16_OK is false), put GCC 14's sequence in place of every 16-byte
   compare-and-swap insn of FUN that is left after the late split, those
   that split3 would make GCC's own LL/SC loop of: in the LL/SC copy of
   a site, in a cold site's builtin, in mode=none.  The insns of the
   __sync builtins, the only ones the plugin rewrites, have the __sync
   model; GCC 14's sequence is that model's.  */

void
ia_late_fix_llsc16 (function *fun)
{
  if (IA_GCC_LLSC16_OK)
    return;
  auto_vec<rtx_insn *> todo;
  basic_block bb;
  rtx_insn *insn;
  FOR_EACH_BB_FN (bb, fun)
    FOR_BB_INSNS (bb, insn)
      if (ia_cas16_insn_p (insn))
	todo.safe_push (insn);
  unsigned i;
  FOR_EACH_VEC_ELT (todo, i, insn)
    {
      struct ia_late_insn l;
      if (!ia_late_parse (insn, &l) || l.model != MEMMODEL_SYNC_SEQ_CST)
	{
	  if (dump_file)
	    fprintf (dump_file, "inline_atomics: insn %d, a 16-byte "
		     "compare-and-swap not of __sync, left to GCC\n",
		     INSN_UID (insn));
	  continue;
	}
      if (dump_file)
	fprintf (dump_file, "inline_atomics: insn %d, GCC's 16-byte LL/SC "
		 "compare-and-swap, replaced by GCC 14's\n", INSN_UID (insn));
      ia_late_fix_llsc16_insn (insn, &l);
    }
}
