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

   With GCC 14 and later, in little-endian code, the 16-byte sites are
   of the late form (ia-decide.cc), versioned on the flag in GIMPLE
   (ia-region.cc), and their LSE copy is GCC's own expansion with CASP in
   place of the compare-and-swap insn (ia-late.cc); this file makes the
   others, the diamonds, and the helper calls of the call form.

   The LSE path of a diamond is one asm: the CASPAL alone, or the whole
   retry loop, because GCC has no way to spell a register-pair CAS in
   GIMPLE.
   An __int128 operand with the "r" constraint lives in a pair of X
   registers whose first is even (aarch64_hard_regno_mode_ok), which is
   what CASP requires; "%H" names the pair's second register.  The
   LL/SC path is again GCC's own expansion of the builtin, except with
   GCC 11 to 13, whose expansion does not store after a failed
   comparison (GCC PR target/111404, ia-gcc-compat.h), and in
   big-endian code, where GCC's expansion swaps the halves of the pair
   (IA_GCC_LLSC16_PAIR_ORDER_OK): there the LL/SC path is the same kind
   of asm, with GCC 14's compare-and-swap (ia_rewrite_llsc16).

   The asms name their operands: [expected] the pair compared with,
   [desired] the pair stored, [seen] the pair the CAS read, [status]
   the store-exclusive's status, [val] the builtin's operand and [mem]
   the object (an input; the output "=Q" that tells GCC the asm writes
   it is unnamed).  */

#include "ia-plugin.h"

/* The 16-byte compare-and-swap of DESIRED into MEM if it holds EXPECTED;
   return the value MEM held.  With LSE (LLSC false) one CASPAL, which
   compares with and overwrites the same pair, so the observed value is
   tied to the expected one; else GCC 14's LL/SC loop.  */

static tree
ia_build_cas16 (gimple_seq *seq, location_t loc, tree mem, tree expected,
		tree desired, bool llsc)
{
  tree old = make_ssa_name (TREE_TYPE (mem));
  vec<tree, va_gc> *outputs = NULL, *inputs = NULL;
  if (llsc)
    {
      vec_safe_push (outputs, ia_asm_operand ("=&r", old, "seen"));
      vec_safe_push (outputs, ia_asm_operand ("=&r",
					      make_ssa_name (unsigned_type_node),
					      "status"));
      vec_safe_push (outputs, ia_asm_operand ("=Q", mem));
      vec_safe_push (inputs, ia_asm_operand ("r", expected, "expected"));
    }
  else
    {
      vec_safe_push (outputs, ia_asm_operand ("=r", old, "seen"));
      vec_safe_push (outputs, ia_asm_operand ("=Q", mem));
      vec_safe_push (inputs, ia_asm_operand ("0", expected));
    }
  vec_safe_push (inputs, ia_asm_operand ("r", desired, "desired"));
  vec_safe_push (inputs, ia_asm_operand ("Q", unshare_expr (mem), "mem"));
  /* caspal's operands: seen (0, tied to the expected pair), the object
     (1), the expected pair (2), desired (3) and the object again (4).  */
  char text[160];
  if (!llsc)
    ia_lse_template (text, sizeof text, "caspal", 16, 0, 3, "%4");
  ia_emit_asm (seq, loc, llsc ? IA_GCC14_LLSC16_CAS : text,
	       inputs, outputs, true);
  return old;
}

/* The retry loop of a 16-byte fetch-and-op, op-and-fetch,
   lock_test_and_set or lock_release SITE on MEM with operand VAL (the
   value to store for the latter two).  Return the old value, and the new
   one in *NEW_VALUE for op-and-fetch.

	ldp	[expected], [mem]
     1: [desired] = [expected] OP [val]     (no OP: [desired] is VAL)
	compare-and-swap: [seen] = CAS ([mem], [expected], [desired])
	[expected] = [seen]; retry at 1 unless the CAS stored

   The CAS is a CASPAL followed by a comparison with LSE (LLSC false),
   GCC 14's LL/SC compare-and-swap otherwise.  The outputs are
   early-clobbered: they are written while the inputs are still
   needed.  */

static tree
ia_build_loop16 (gimple_seq *seq, location_t loc,
		 const struct ia_site *site, tree mem, tree val,
		 tree *new_value, bool llsc)
{
  tree type = TREE_TYPE (mem);
  bool has_op = site->kind == IA_FETCH_OP || site->kind == IA_OP_FETCH;
  tree old = make_ssa_name (type);
  tree next = has_op ? make_ssa_name (type) : val;
  vec<tree, va_gc> *outputs = NULL, *inputs = NULL;
  vec_safe_push (outputs, ia_asm_operand ("=&r", old, "expected"));
  if (has_op)
    vec_safe_push (outputs, ia_asm_operand ("=&r", next, "desired"));
  vec_safe_push (outputs, ia_asm_operand ("=&r", make_ssa_name (type),
					  "seen"));
  if (llsc)
    vec_safe_push (outputs,
		   ia_asm_operand ("=&r", make_ssa_name (unsigned_type_node),
				   "status"));
  vec_safe_push (outputs, ia_asm_operand ("=Q", mem));
  vec_safe_push (inputs, ia_asm_operand ("r", val,
					 has_op ? "val" : "desired"));
  vec_safe_push (inputs, ia_asm_operand ("Q", unshare_expr (mem), "mem"));

  const char *cas
    = (llsc ? IA_GCC14_LLSC16_CAS
       : ("mov\t%[seen], %[expected]\n\t"
	  "mov\t%H[seen], %H[expected]\n\t"
	  "caspal\t%[seen], %H[seen], %[desired], %H[desired], %[mem]\n\t"
	  "cmp\t%[seen], %[expected]\n\t"
	  "ccmp\t%H[seen], %H[expected], 0, eq"));
  char text[1024];
  snprintf (text, sizeof text,
	    "%s"
	    "ldp\t%%[expected], %%H[expected], %%[mem]\n"
	    "1:\n\t"
	    "%s\n\t"
	    "%s\n\t"
	    "mov\t%%[expected], %%[seen]\n\t"
	    "mov\t%%H[expected], %%H[seen]\n\t"
	    "bne\t1b%s",
	    llsc ? "" : ".arch_extension lse\n\t",
	    (has_op ? ia_op16_text (site->op->code, ia_site_nand16_p (site))
	     : "// no operation"), cas,
	    llsc ? "" : "\n\t.arch_extension nolse");
  ia_emit_asm (seq, loc, text, inputs, outputs, true);
  if (new_value)
    *new_value = next;
  return old;
}

/* The value of the 16-byte SITE on MEM, the object, computed into SEQ
   with LSE (LLSC false) or without, as ia_call_value does for the other
   sizes: of the type of the call's lhs, or NULL_TREE if it has none.  */

tree
ia_value16 (gimple_seq *seq, location_t loc, const struct ia_site *site,
	    tree mem, bool llsc)
{
  gcall *call = site->call;
  tree type = TREE_TYPE (mem);
  tree lhs = gimple_call_lhs (call);
  tree result, next;

  switch (site->kind)
    {
    case IA_SYNC_VAL_CAS:
    case IA_SYNC_BOOL_CAS:
      {
	tree expected = ia_convert (seq, loc, type,
				    gimple_call_arg (call, 1));
	tree desired = ia_convert (seq, loc, type,
				   gimple_call_arg (call, 2));
	result = ia_build_cas16 (seq, loc, mem, expected, desired, llsc);
	if (site->kind == IA_SYNC_BOOL_CAS)
	  result = gimple_build (seq, loc, EQ_EXPR, boolean_type_node,
				 result, expected);
	break;
      }
    case IA_LOCK_RELEASE:
      ia_build_loop16 (seq, loc, site, mem, build_zero_cst (type), NULL,
		       llsc);
      return NULL_TREE;
    default:
      result = ia_build_loop16 (seq, loc, site, mem,
				ia_convert (seq, loc, type,
					    gimple_call_arg (call, 1)),
				&next, llsc);
      if (site->kind == IA_OP_FETCH)
	result = next;
      break;
    }
  if (!lhs)
    return NULL_TREE;
  return ia_convert (seq, loc, TREE_TYPE (lhs), result);
}

/* The new value of a 16-byte fetch-and-op, op-and-fetch,
   lock_test_and_set or lock_release SITE from the old one OLD and the
   operand VAL, into SEQ: as ia_op16_text computes it in the asm.  */

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
   puts SEQ.  Return the value as ia_value16 does.  */

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

/* Replace the 16-byte __sync builtin of SITE, which GCC would expand to
   its own LL/SC sequence, by GCC 14's sequence (PR target/111404, see
   ia-gcc-compat.h): on the LL/SC path of a rewritten site, in the LL/SC
   copy of a versioned loop, and in mode=none.  The call's result, if it
   has one, is now assigned from the asm's.  */

static void
ia_rewrite_llsc16 (const struct ia_site *site)
{
  gcall *call = site->call;
  location_t loc = gimple_location (call);
  tree mem = ia_object_ref (gimple_call_arg (call, 0), 16);
  gimple_seq seq = NULL;
  tree value = ia_value16 (&seq, loc, site, mem, true);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  /* The asm has its own virtual definition, which the caller's renaming
     of the virtual operand gives it; the call's goes.  */
  unlink_stmt_vdef (call);
  tree lhs = gimple_call_lhs (call);
  if (lhs && value)
    {
      gassign *assign = gimple_build_assign (lhs, value);
      gimple_set_location (assign, loc);
      ia_replace_call (&gsi, assign);
    }
  else
    ia_replace_call (&gsi, NULL);
}

/* With GCC 11 to 13, and in big-endian code with every GCC, replace
   every 16-byte __sync builtin left in FUN, those that GCC would expand
   to its LL/SC loop, by GCC 14's LL/SC sequence (ia_rewrite_llsc16):
   GCC's own has PR target/111404 before GCC 14, and in big-endian code
   swaps the halves of the pair (IA_GCC_LLSC16_PAIR_ORDER_OK).  The asm
   cannot throw: with mode=none, a 16-byte site that can throw
   (-fnon-call-exceptions) loses its EH edge here, and a fault in it
   ends the program in std::terminate, as GCC's own helper call does
   (docs/manual.md).  The caller renames the virtual operand.  Return
   whether anything changed.  */

bool
ia_rewrite_llsc16_sites (function *fun)
{
  if (IA_GCC_LLSC16_STORES_ON_MISMATCH && IA_GCC_LLSC16_PAIR_ORDER_OK)
    return false;
  auto_vec<ia_site> found;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	struct ia_site site;
	if (ia_classify (gsi_stmt (gsi), &site) && site.size == 16)
	  found.safe_push (site);
      }
  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (found, i, site)
    ia_rewrite_llsc16 (site);
  return !found.is_empty ();
}

