/* ia-gimple.cc -- the GIMPLE statements that the rewrite builds: the
   declaration and load of libgcc's flag, the volatile reference to a
   site's object, the operands of the asms of the rewrite, the call of
   libgcc's helper for a site of the call form with the arithmetic
   that GCC does around it (the operand negated for sub, complemented
   for and; the op-and-fetch result redone from the old value), and the
   conversion of what stands for the builtin's result.  ia-rewrite.cc
   puts the call on the one path of a diamond whose flag test folds
   away.  The LSE instructions of the inlined sites are made after
   register allocation (ia-late.cc, ia-late-lse.cc).

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.  */

#include "ia-plugin.h"

static const char ia_flag_name[] = "__aarch64_have_lse_atomics";

/* The declaration of libgcc's flag, built once and kept alive across
   garbage collections through ia_ggc_roots.  */
static GTY(()) tree ia_flag_decl;

/* The libgcc helper functions that cold sites call, by family, log2 of
   the size and helper model (see ia_helper_decl).  */
static GTY(()) tree ia_helper_decls[IA_N_FAMILIES * 5 * IA_N_MODELS];

const struct ggc_root_tab ia_ggc_roots[] = {
  { &ia_flag_decl, 1, sizeof (ia_flag_decl),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  { &ia_helper_decls[0], ARRAY_SIZE (ia_helper_decls), sizeof (tree),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* The declaration of libgcc's hidden one-byte flag.  Hidden visibility
   makes GCC address it PC-relatively (adrp + ldrb), also in PIC and PIE
   code, exactly as libgcc's helpers do; each executable and shared
   object has its own copy, set by libgcc's lse-init.o (or by our
   runtime library).  */

tree
ia_get_flag_decl (void)
{
  if (ia_flag_decl)
    return ia_flag_decl;
  tree decl = build_decl (BUILTINS_LOCATION, VAR_DECL,
			  get_identifier (ia_flag_name), boolean_type_node);
  TREE_PUBLIC (decl) = 1;
  DECL_EXTERNAL (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_VISIBILITY (decl) = VISIBILITY_HIDDEN;
  DECL_VISIBILITY_SPECIFIED (decl) = 1;
  /* Give it its assembler name now, for LTO's symbol table.  */
  DECL_ASSEMBLER_NAME (decl);
  ia_flag_decl = decl;
  return decl;
}

/* The unsigned integer type of SIZE bytes, in which the rewrite does all
   its arithmetic (the builtins' own I1..I8 types).  */

static tree
ia_int_type (unsigned size)
{
  return build_nonstandard_integer_type (size * BITS_PER_UNIT, 1);
}

/* A memory reference of TYPE at address PTR.  Its alias set is 0, so it
   conflicts with every access, like the builtin it replaces.  */

tree
ia_mem_ref (tree ptr, tree type)
{
  tree alias_ptr = build_pointer_type_for_mode (type, ptr_mode, true);
  return fold_build2 (MEM_REF, type, ptr, build_int_cst (alias_ptr, 0));
}

/* The atomic object of SIZE bytes at PTR, as the helper-call form
   accesses it: a volatile reference, as GCC's expansion of the builtin
   makes its MEM (get_builtin_sync_mem sets MEM_VOLATILE_P), so that no
   pass moves, merges or deletes the plain load that starts a 16-byte
   retry loop (ia_call16_loop).  */

tree
ia_object_ref (tree ptr, unsigned size)
{
  tree ref = ia_mem_ref (ptr, ia_int_type (size));
  TREE_THIS_VOLATILE (ref) = 1;
  TREE_SIDE_EFFECTS (ref) = 1;
  return ref;
}

/* One asm operand: CONSTRAINT applied to VALUE, unnamed, as the front
   ends build it (a TREE_LIST of the name, NULL_TREE here, and the
   constraint's STRING_CST, as the purpose of one of the value).  */

tree
ia_asm_operand (const char *constraint, tree value)
{
  tree str = build_string (strlen (constraint) + 1, constraint);
  return build_tree_list (build_tree_list (NULL_TREE, str), value);
}

/* Build a load of the flag into a new SSA name, return the name and
   append its statements to SEQ.  The name is a bool or an unsigned int,
   to be compared with zero.

   The load must stay where ia-hoist.cc puts it, address and all.  An
   ordinary load would not: GCC keeps the flag's address, which is
   invariant, in a callee-saved register across the calls of an
   enclosing loop, or shares it between sites around a call -- the very
   costs of the helper call that the plugin removes.  So the load is one
   volatile asm, "adrp; ldrb" into a single register, as libgcc's helpers
   load the flag.  Its operand names the flag, so GCC still emits
   ".hidden" for it.  The large code model, where adrp may not reach,
   gets an ordinary load.  */

tree
ia_build_flag_load (location_t loc, gimple_seq *seq)
{
  tree decl = ia_get_flag_decl ();
  if (aarch64_cmodel_var == AARCH64_CMODEL_LARGE)
    {
      tree flag = make_ssa_name (boolean_type_node);
      gassign *load = gimple_build_assign (flag, decl);
      gimple_set_location (load, loc);
      gimple_seq_add_stmt (seq, load);
      return flag;
    }

  vec<tree, va_gc> *outputs = NULL, *inputs = NULL;
  /* ldrb zero-extends into the whole W register: say so with an int, so
     the test is a plain cbz.  */
  tree value = make_ssa_name (unsigned_type_node);
  vec_safe_push (outputs, ia_asm_operand ("=r", value));
  TREE_ADDRESSABLE (decl) = 1;
  vec_safe_push (inputs, ia_asm_operand ("S", build_fold_addr_expr (decl)));
  gasm *stmt
    = gimple_build_asm_vec ("adrp\t%x0, %c1\n\tldrb\t%w0, [%x0, #:lo12:%c1]",
			    inputs, outputs, NULL, NULL);
  gimple_asm_set_volatile (stmt, true);
  gimple_set_location (stmt, loc);
  SSA_NAME_DEF_STMT (value) = stmt;
  gimple_seq_add_stmt (seq, stmt);
  return value;
}

/* The declaration of the libgcc helper that GCC calls for SITE, such as
   __aarch64_ldadd4_acq_rel, with operands of TYPE:
     TYPE helper (TYPE value, TYPE *ptr) for swp and ld<op>,
     TYPE helper (TYPE expected, TYPE desired, TYPE *ptr) for cas.
   The helpers are hidden in libgcc.a (and in our runtime), so each module
   binds to its own copy, with a direct branch.  The declaration is not
   nothrow: with -fnon-call-exceptions the helper's access may fault and
   throw, and the call of a site that can throw keeps the builtin's
   landing pad, where the LL/SC and LSE insns of the -mno-outline-atomics
   and +lse builds are (expand_gimple_stmt gives every insn of a
   statement in an EH region that can throw its landing pad).  GCC's own
   call of the helper is a library call, which emit_library_call_value
   makes nothrow.  Each call says whether it can throw
   (ia_build_helper_call).  */

static tree
ia_helper_decl (const struct ia_site *site, tree type)
{
  const char *family = ia_helper_family (site);
  unsigned f;
  for (f = 0; f < IA_N_FAMILIES; f++)
    if (strcmp (ia_helper_families[f], family) == 0)
      break;
  gcc_assert (f < IA_N_FAMILIES);
  unsigned m = ia_helper_model (site->model);
  /* Sizes 1, 2, 4, 8 and 16.  */
  unsigned slot = (f * 5 + exact_log2 (site->size)) * IA_N_MODELS + m;
  if (ia_helper_decls[slot])
    return ia_helper_decls[slot];

  char name[64];
  ia_site_helper_name (site, name, sizeof name);
  tree fntype = (strcmp (family, "cas") == 0
		 ? build_function_type_list (type, type, type, ptr_type_node,
					     NULL_TREE)
		 : build_function_type_list (type, type, ptr_type_node,
					     NULL_TREE));
  tree decl = build_fn_decl (name, fntype);
  TREE_PUBLIC (decl) = 1;
  DECL_EXTERNAL (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  /* build_fn_decl makes it nothrow.  */
  TREE_NOTHROW (decl) = 0;
  DECL_VISIBILITY (decl) = VISIBILITY_HIDDEN;
  DECL_VISIBILITY_SPECIFIED (decl) = 1;
  ia_helper_decls[slot] = decl;
  return decl;
}

/* Build into SEQ the call of the libgcc helper of SITE, a site of
   IA_FORM_CALL, on the object MEM, as GCC's -moutline-atomics emits it,
   and return its old value: VAL is the operand, or the desired value of
   a compare-and-swap whose expected value is EXPECTED.  */

tree
ia_build_helper_call (gimple_seq *seq, location_t loc,
		      const struct ia_site *site, tree mem, tree val,
		      tree expected)
{
  gcc_checking_assert (site->form == IA_FORM_CALL);
  tree type = TREE_TYPE (mem);
  tree decl = ia_helper_decl (site, type);
  tree ptr = gimple_convert (seq, loc, ptr_type_node,
			     gimple_call_arg (site->call, 0));
  gcall *call = (expected
		 ? gimple_build_call (decl, 3, expected, val, ptr)
		 : gimple_build_call (decl, 2, val, ptr));
  tree old = make_ssa_name (type, call);
  gimple_call_set_lhs (call, old);
  gimple_set_location (call, loc);
  /* A site that cannot throw makes a nothrow call, as GCC's expansion
     does: no EH edge, and the function's nothrow-ness unchanged.  The
     call of one that can ends its block (ia_rewrite_diamond).  */
  gimple_call_set_nothrow (call, !site->throws);
  gimple_seq_add_stmt (seq, call);
  return old;
}

/* Convert VAL to TYPE, appending any statement to SEQ.  */

tree
ia_convert (gimple_seq *seq, location_t loc, tree type, tree val)
{
  return gimple_convert (seq, loc, type, val);
}

/* The operand that SITE's ldadd, ldclr, ldset or ldeor (or helper) takes
   for VAL, of TYPE, built into SEQ: negated for sub and complemented for
   and (IA_PREP_NEG and IA_PREP_NOT of common/ia-ops.def), as GCC does;
   a constant VAL folds to a constant, with no statement.  */

tree
ia_prepare_operand (gimple_seq *seq, location_t loc,
		    const struct ia_site *site, tree type, tree val)
{
  if (site->op->prep == IA_PREP_NEG)
    return gimple_build (seq, loc, NEGATE_EXPR, type, val);
  if (site->op->prep == IA_PREP_NOT)
    return gimple_build (seq, loc, BIT_NOT_EXPR, type, val);
  return val;
}

/* The helper call of a fetch-and-op or op-and-fetch SITE: the operand is
   negated for sub and complemented for and, as GCC does before
   __aarch64_ldadd and __aarch64_ldclr (a constant operand folds at
   compile time), and the op-and-fetch forms redo the operation on the
   old value.  Return the result, of the builtin's integer type.  */

static tree
ia_call_rmw (gimple_seq *seq, location_t loc, const struct ia_site *site,
	     tree mem)
{
  tree type = TREE_TYPE (mem);
  tree val = ia_convert (seq, loc, type, gimple_call_arg (site->call, 1));
  tree operand = ia_prepare_operand (seq, loc, site, type, val);
  tree old = ia_build_helper_call (seq, loc, site, mem, operand, NULL_TREE);
  if (site->kind == IA_FETCH_OP)
    return old;
  return gimple_build (seq, loc, site->op->code, type, old, val);
}

/* Build into SEQ the helper call of SITE, a site of IA_FORM_CALL other
   than IA_CAS_MEM, and return the value that stands for the builtin's
   result (of the type of the call's lhs), or NULL_TREE if the builtin
   has none.  */

tree
ia_call_value (gimple_seq *seq, location_t loc, const struct ia_site *site,
	       tree mem)
{
  gcall *call = site->call;
  tree type = TREE_TYPE (mem);
  tree lhs = gimple_call_lhs (call);
  tree result;

  switch (site->kind)
    {
    case IA_FETCH_OP:
    case IA_OP_FETCH:
      result = ia_call_rmw (seq, loc, site, mem);
      break;
    case IA_EXCHANGE:
      result = ia_build_helper_call (seq, loc, site, mem,
				     ia_convert (seq, loc, type,
						 gimple_call_arg (call, 1)),
				     NULL_TREE);
      break;
    case IA_TEST_AND_SET:
      result = ia_build_helper_call (seq, loc, site, mem,
				     build_int_cst (type, 1), NULL_TREE);
      /* GCC returns the old byte as it is, without normalising it to
	 0/1 (__GCC_ATOMIC_TEST_AND_SET_TRUEVAL is 1 anyway).  */
      if (lhs)
	return gimple_build (seq, loc, VIEW_CONVERT_EXPR, TREE_TYPE (lhs),
			     result);
      return NULL_TREE;
    default:
      {
	tree expected = ia_convert (seq, loc, type,
				    gimple_call_arg (call, 1));
	tree desired = ia_convert (seq, loc, type,
				   gimple_call_arg (call, 2));
	tree old = ia_build_helper_call (seq, loc, site, mem, desired,
					 expected);
	if (site->kind == IA_SYNC_VAL_CAS)
	  {
	    result = old;
	    break;
	  }
	tree ok = gimple_build (seq, loc, EQ_EXPR, boolean_type_node, old,
				expected);
	if (site->kind == IA_SYNC_BOOL_CAS || !lhs)
	  {
	    result = ok;
	    break;
	  }
	/* .ATOMIC_COMPARE_EXCHANGE returns the complex value
	   (observed value, success flag).  */
	tree part = TREE_TYPE (TREE_TYPE (lhs));
	return gimple_build (seq, loc, COMPLEX_EXPR, TREE_TYPE (lhs),
			     ia_convert (seq, loc, part, old),
			     ia_convert (seq, loc, part, ok));
      }
    }
  if (!lhs)
    return NULL_TREE;
  return ia_convert (seq, loc, TREE_TYPE (lhs), result);
}
