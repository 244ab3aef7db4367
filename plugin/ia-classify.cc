/* ia-classify.cc -- which atomic builtins are sites of the inline_atomics
   plugin, and what each one is: kind, operation, size, memory model,
   and the names GCC and libgcc give it.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   Nothing here changes the IL: ia-rewrite.cc rewrites the sites this file
   describes.  */

#include "ia-plugin.h"

/* The helper families and models, in libgcc's names.  */
#define IA_HELPER(FAMILY) #FAMILY,
const char *const ia_helper_families[IA_N_FAMILIES] = {
#include "ia-ops.def"
};
#define IA_MODEL(NAME, NUM, LSE_SUFFIX, LDX_ACQ, STX_REL, BARRIER) #NAME,
static const char *const ia_helper_models[] = {
#include "ia-ops.def"
};

/* ------------------------------------------------------------------ */
/* The operation table.                                                */
/* ------------------------------------------------------------------ */

#define IA_OP(NAME, UNAME, LSE, PREP, CODE)				\
  { #NAME, #LSE, IA_PREP_##PREP, CODE,					\
    BUILT_IN_ATOMIC_FETCH_##UNAME##_1, BUILT_IN_ATOMIC_##UNAME##_FETCH_1, \
    BUILT_IN_SYNC_FETCH_AND_##UNAME##_1, BUILT_IN_SYNC_##UNAME##_AND_FETCH_1 },
static const struct ia_op_info ia_ops[] = {
#include "ia-ops.def"
};
#undef IA_OP

/* nand has no LSE instruction and GCC never outlines it for 1 to 8 bytes
   (it keeps its LL/SC loop in every mode), but the 16-byte __sync nand is
   a compare-and-swap loop like every 16-byte __sync operation, and that
   loop calls __aarch64_cas16_sync.  Only its __sync builtins matter.  */
static const struct ia_op_info ia_nand16_op = {
  "nand", "casp", IA_PREP_NONE, BIT_AND_EXPR,
  END_BUILTINS, END_BUILTINS,
  BUILT_IN_SYNC_FETCH_AND_NAND_1, BUILT_IN_SYNC_NAND_AND_FETCH_1
};

/* If CODE is FIRST's size variant for 1, 2, 4, 8 or 16 bytes, store the
   size in *SIZE and return true.  ia_classify keeps the 16-byte variant
   for __sync only: GCC outlines 16-byte __atomic operations to libatomic,
   which is another matter (see ia_classify).  */

static bool
ia_builtin_size (enum built_in_function code, enum built_in_function first,
		 unsigned *size)
{
  int index = (int) code - (int) first;
  if (index < 0 || index > 4)
    return false;
  *size = 1u << index;
  return true;
}

/* Describe an RMW builtin with function code CODE into SITE: its kind,
   operation and size, and for __sync its (implicit) model.  The model
   of an __atomic builtin is its last argument; ia_classify reads it once
   it has checked the number of arguments.  */

static bool
ia_classify_rmw (enum built_in_function code, struct ia_site *site)
{
  for (unsigned i = 0; i < ARRAY_SIZE (ia_ops); i++)
    {
      const struct ia_op_info *op = &ia_ops[i];
      site->op = op;
      if (ia_builtin_size (code, op->atomic_fetch_op, &site->size))
	site->kind = IA_FETCH_OP;
      else if (ia_builtin_size (code, op->atomic_op_fetch, &site->size))
	site->kind = IA_OP_FETCH;
      else if (ia_builtin_size (code, op->sync_fetch_op, &site->size))
	{
	  site->kind = IA_FETCH_OP;
	  site->model = MEMMODEL_SYNC_SEQ_CST;
	}
      else if (ia_builtin_size (code, op->sync_op_fetch, &site->size))
	{
	  site->kind = IA_OP_FETCH;
	  site->model = MEMMODEL_SYNC_SEQ_CST;
	}
      else
	continue;
      return true;
    }
  site->op = &ia_nand16_op;
  site->model = MEMMODEL_SYNC_SEQ_CST;
  site->size = 16;
  if (code == BUILT_IN_SYNC_FETCH_AND_NAND_16)
    site->kind = IA_FETCH_OP;
  else if (code == BUILT_IN_SYNC_NAND_AND_FETCH_16)
    site->kind = IA_OP_FETCH;
  else
    {
      site->op = NULL;
      site->model = MEMMODEL_RELAXED;
      return false;
    }
  return true;
}

/* Describe the exchange, test-and-set and compare-and-swap builtin with
   function code CODE into SITE, as ia_classify_rmw does.  */

static bool
ia_classify_other (enum built_in_function code, struct ia_site *site)
{
  if (ia_builtin_size (code, BUILT_IN_ATOMIC_EXCHANGE_1, &site->size))
    site->kind = IA_EXCHANGE;
  else if (ia_builtin_size (code, BUILT_IN_SYNC_LOCK_TEST_AND_SET_1,
			    &site->size))
    {
      site->kind = IA_EXCHANGE;
      site->model = MEMMODEL_SYNC_ACQUIRE;
    }
  else if (code == BUILT_IN_ATOMIC_TEST_AND_SET)
    {
      site->kind = IA_TEST_AND_SET;
      site->size = 1;
    }
  else if (ia_builtin_size (code, BUILT_IN_ATOMIC_COMPARE_EXCHANGE_1,
			    &site->size))
    site->kind = IA_CAS_MEM;
  else if (ia_builtin_size (code, BUILT_IN_SYNC_VAL_COMPARE_AND_SWAP_1,
			    &site->size))
    {
      site->kind = IA_SYNC_VAL_CAS;
      site->model = MEMMODEL_SYNC_SEQ_CST;
    }
  else if (ia_builtin_size (code, BUILT_IN_SYNC_BOOL_COMPARE_AND_SWAP_1,
			    &site->size))
    {
      site->kind = IA_SYNC_BOOL_CAS;
      site->model = MEMMODEL_SYNC_SEQ_CST;
    }
  else if (code == BUILT_IN_SYNC_LOCK_RELEASE_16)
    {
      /* A plain stlr for 1 to 8 bytes; for 16, a compare-and-swap loop
	 that stores zero, with __sync's full barrier (GCC has no 16-byte
	 release store without LSE2).  */
      site->kind = IA_LOCK_RELEASE;
      site->size = 16;
      site->model = MEMMODEL_SYNC_SEQ_CST;
    }
  else
    return false;
  return true;
}

/* The number of arguments of a builtin call of SITE's kind (the __sync
   forms have no memory-order argument).  */

static unsigned
ia_site_arity (const struct ia_site *site)
{
  bool sync = is_mm_sync (site->model);
  switch (site->kind)
    {
    case IA_FETCH_OP:
    case IA_OP_FETCH:
    case IA_EXCHANGE:
      return sync ? 2 : 3;
    case IA_TEST_AND_SET:
      return 2;
    case IA_SYNC_VAL_CAS:
    case IA_SYNC_BOOL_CAS:
      return 3;
    case IA_LOCK_RELEASE:
      return 1;
    default:
      return 6;
    }
}

/* Set the model of the __atomic builtin SITE from its arguments, as
   GCC's expanders read them.  */

static void
ia_read_memmodel (gcall *call, struct ia_site *site)
{
  if (is_mm_sync (site->model))
    return;
  switch (site->kind)
    {
    case IA_TEST_AND_SET:
      site->model = ia_get_memmodel (gimple_call_arg (call, 1));
      break;
    case IA_CAS_MEM:
      site->model = ia_cas_memmodel (gimple_call_arg (call, 4),
				     gimple_call_arg (call, 5));
      break;
    default:
      site->model = ia_get_memmodel (gimple_call_arg (call, 2));
      break;
    }
}

/* Describe the internal function .ATOMIC_COMPARE_EXCHANGE (PTR, EXPECTED,
   DESIRED, SIZE + 256 * WEAK, SUCCESS, FAILURE), which GCC's
   fold_builtin_atomic_compare_exchange makes of a CAS whose expected
   value lives in a non-addressable local.  */

static bool
ia_classify_ifn (gcall *call, struct ia_site *site)
{
  tree flags = gimple_call_arg (call, 3);
  if (!tree_fits_uhwi_p (flags))
    return false;
  unsigned size = tree_to_uhwi (flags) & 255;
  if (size != 1 && size != 2 && size != 4 && size != 8)
    return false;
  site->kind = IA_CAS_IFN;
  site->size = size;
  site->model = ia_cas_memmodel (gimple_call_arg (call, 4),
				 gimple_call_arg (call, 5));
  return true;
}

/* Describe SITE as GCC's expander will expand it, where that is not as
   its builtin says.  This is the list of the rewrites of constant
   operands between a builtin and its insn, in GCC 11 to 16:

   - optabs.cc, maybe_optimize_fetch_op, the first thing that
     expand_atomic_fetch_op tries: when the old value is wanted (fetch_OP)
     or no value is (the result is unused), a fetch_and of 0 is an
     exchange of 0, and a fetch_or of all ones an exchange of all ones.
     The constant is compared in the object's mode, after the operand's
     conversion to it: a constant that truncates to 0 or to all ones
     counts.  __sync_fetch_and_and and __sync_fetch_and_or go through
     the same function, with their __sync model.
   - the rest change the operand, never the operation or the
     instruction family: sub of a constant becomes an add of its
     negation and and an and-not of its complement (atomics.md, with
     LSE), and the LL/SC split turns a sub of a constant into an add
     (aarch64_split_atomic_op).  The NEG and NOT preparation of
     common/ia-ops.def (ia_prepare_operand) is the helper call's side
     of the first two and the constant of the LSE copy of a versioned
     loop (ia_lse_constant_operand); the late split reads the
     operation from GCC's own insn.

   The GIMPLE rewrite can only see the constants that GIMPLE has; the
   ones that RTL's propagation finds later reach ia-late.cc as the insn
   that GCC expanded, whose operation that pass reads.  */

static void
ia_expanded_form (struct ia_site *site)
{
  if (site->size > 8
      || !(site->kind == IA_FETCH_OP
	   || (site->kind == IA_OP_FETCH && !gimple_call_lhs (site->call)))
      || (site->op->code != BIT_AND_EXPR && site->op->code != BIT_IOR_EXPR))
    return;
  tree val = gimple_call_arg (site->call, 1);
  if (TREE_CODE (val) != INTEGER_CST)
    return;
  unsigned HOST_WIDE_INT mask = HOST_WIDE_INT_M1U >> (64 - 8 * site->size);
  unsigned HOST_WIDE_INT x = TREE_INT_CST_LOW (val) & mask;
  if ((site->op->code == BIT_AND_EXPR && x == 0)
      || (site->op->code == BIT_IOR_EXPR && x == mask))
    {
      site->kind = IA_EXCHANGE;
      site->op = NULL;
    }
}

/* If STMT is an atomic operation that GCC would outline, describe it in
   SITE and return true.

   The builtin is recognised by its declaration alone, not by
   gimple_call_builtin_p, which also wants the arguments to have the
   builtin's types: GCC's own callers do not always bother (the counter
   updates of -fprofile-update=atomic pass a signed operand to
   __atomic_fetch_add_8), and GCC expands and outlines those calls all
   the same.  The rewrite converts every operand to the builtin's
   unsigned type.  */

bool
ia_classify (gimple *stmt, struct ia_site *site)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call)
    return false;
  memset (site, 0, sizeof (*site));
  site->call = call;

  if (gimple_call_internal_p (call, IFN_ATOMIC_COMPARE_EXCHANGE))
    return ia_classify_ifn (call, site);
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return false;
  enum built_in_function code = DECL_FUNCTION_CODE (fndecl);
  if (!ia_classify_rmw (code, site) && !ia_classify_other (code, site))
    return false;
  /* 16-byte __atomic operations are calls to libatomic in every mode,
     even with LSE: another translation unit may reach the same object
     through libatomic, whose lock a CASP here would not respect.  Only
     16-byte __sync operations expand inline (with __aarch64_cas16_*).  */
  if (site->size == 16 && !is_mm_sync (site->model))
    return false;
  if (gimple_call_num_args (call) != ia_site_arity (site)
      || !POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, 0))))
    return false;
  ia_read_memmodel (call, site);
  ia_expanded_form (site);
  return true;
}

/* The family of instruction and of libgcc helper that SITE uses.  */

const char *
ia_family (const struct ia_site *site)
{
  switch (site->kind)
    {
    case IA_FETCH_OP:
    case IA_OP_FETCH:
      return site->op->lse;
    case IA_EXCHANGE:
    case IA_TEST_AND_SET:
      return "swp";
    default:
      return "cas";
    }
}

/* The family of libgcc helper that SITE calls: ia_family's, but a
   16-byte site (always __sync, so always the _sync model) calls the CAS
   helper, alone or in a loop.  */

const char *
ia_helper_family (const struct ia_site *site)
{
  return site->size == 16 ? "cas" : ia_family (site);
}

/* The name of the libgcc helper that GCC calls for SITE, such as
   __aarch64_ldadd4_acq_rel or __aarch64_cas16_sync, into BUF.  */

void
ia_site_helper_name (const struct ia_site *site, char *buf, size_t len)
{
  snprintf (buf, len, "__aarch64_%s%u_%s", ia_helper_family (site),
	    site->size, ia_helper_models[ia_helper_model (site->model)]);
}

/* If STMT is an atomic read-modify-write that ia_classify does not take,
   the reason GCC keeps it as it is; otherwise NULL.  Loads, stores and
   fences are not read-modify-writes and get NULL too.  */

const char *
ia_untouched_reason (gimple *stmt)
{
  if (!gimple_call_builtin_p (stmt, BUILT_IN_NORMAL))
    return NULL;
  tree fndecl = gimple_call_fndecl (stmt);
  enum built_in_function code = DECL_FUNCTION_CODE (fndecl);
  unsigned size;
  if (code == BUILT_IN_ATOMIC_EXCHANGE
      || code == BUILT_IN_ATOMIC_COMPARE_EXCHANGE)
    return "generic __atomic operation on an object of unusual size: a "
	   "libatomic call";
  if (ia_atomic16_builtin_p (code)
      && code != BUILT_IN_ATOMIC_LOAD_16 && code != BUILT_IN_ATOMIC_STORE_16)
    return "16-byte __atomic operations call libatomic";
  /* The 16-byte __sync nand is a site of its own (ia_nand16_op).  */
  if ((ia_builtin_size (code, BUILT_IN_SYNC_FETCH_AND_NAND_1, &size)
       || ia_builtin_size (code, BUILT_IN_SYNC_NAND_AND_FETCH_1, &size)
       || ia_builtin_size (code, BUILT_IN_ATOMIC_FETCH_NAND_1, &size)
       || ia_builtin_size (code, BUILT_IN_ATOMIC_NAND_FETCH_1, &size))
      && size < 16)
    return "nand has no LSE instruction: GCC always inlines its LL/SC "
	   "loop";
  /* A builtin of a family the plugin rewrites, in a form it does not
     know (other arguments than the builtin's own): GCC expands it as it
     is.  */
  struct ia_site site;
  memset (&site, 0, sizeof site);
  if (ia_classify_rmw (code, &site) || ia_classify_other (code, &site))
    return "unexpected form of the call: left as GCC made it";
  return NULL;
}

/* The LSE mnemonic for SITE: the instruction family, the ordering suffix
   and the size suffix, into BUF.  */

void
ia_site_mnemonic (const struct ia_site *site, char *buf, size_t len)
{
  if (site->size == 16)
    {
      /* Every 16-byte __sync operation is, or loops around, a CASPAL.  */
      snprintf (buf, len, "caspal");
      return;
    }
  ia_lse_mnemonic (ia_family (site), site->model, site->size, buf, len);
}

/* The name of SITE's builtin, for messages.  */

const char *
ia_site_builtin_name (const struct ia_site *site)
{
  /* GCC folds __atomic_compare_exchange_N with a local expected value
     into this internal function; name the builtin the user wrote.  */
  static const char *const cas_names[] = {
    "__atomic_compare_exchange_1", "__atomic_compare_exchange_2",
    "__atomic_compare_exchange_4", "__atomic_compare_exchange_8"
  };
  if (gimple_call_internal_p (site->call))
    return cas_names[exact_log2 (site->size)];
  return IDENTIFIER_POINTER (DECL_NAME (gimple_call_fndecl (site->call)));
}

/* Is CODE one of GCC's __sync and __atomic builtins, those of
   sync-builtins.def?  The list is that file's, whatever its order.  */

bool
ia_atomic_builtin_p (enum built_in_function code)
{
  switch (code)
    {
/* builtins.def leaves its own DEF_SYNC_BUILTIN defined.  */
#pragma push_macro ("DEF_SYNC_BUILTIN")
#undef DEF_SYNC_BUILTIN
#define DEF_SYNC_BUILTIN(ENUM, NAME, TYPE, ATTRS) case ENUM:
#include "sync-builtins.def"
#pragma pop_macro ("DEF_SYNC_BUILTIN")
      return true;
    default:
      return false;
    }
}

/* Is CODE a 16-byte __sync builtin?  The 16 of them, as
   sync-builtins.def has them in GCC 11 to 16.  */

bool
ia_sync16_builtin_p (enum built_in_function code)
{
  switch (code)
    {
    case BUILT_IN_SYNC_FETCH_AND_ADD_16:
    case BUILT_IN_SYNC_FETCH_AND_SUB_16:
    case BUILT_IN_SYNC_FETCH_AND_OR_16:
    case BUILT_IN_SYNC_FETCH_AND_AND_16:
    case BUILT_IN_SYNC_FETCH_AND_XOR_16:
    case BUILT_IN_SYNC_FETCH_AND_NAND_16:
    case BUILT_IN_SYNC_ADD_AND_FETCH_16:
    case BUILT_IN_SYNC_SUB_AND_FETCH_16:
    case BUILT_IN_SYNC_OR_AND_FETCH_16:
    case BUILT_IN_SYNC_AND_AND_FETCH_16:
    case BUILT_IN_SYNC_XOR_AND_FETCH_16:
    case BUILT_IN_SYNC_NAND_AND_FETCH_16:
    case BUILT_IN_SYNC_BOOL_COMPARE_AND_SWAP_16:
    case BUILT_IN_SYNC_VAL_COMPARE_AND_SWAP_16:
    case BUILT_IN_SYNC_LOCK_TEST_AND_SET_16:
    case BUILT_IN_SYNC_LOCK_RELEASE_16:
      return true;
    default:
      return false;
    }
}

/* Is CODE a 16-byte __atomic builtin?  The 16 of them, as above.  */

bool
ia_atomic16_builtin_p (enum built_in_function code)
{
  switch (code)
    {
    case BUILT_IN_ATOMIC_EXCHANGE_16:
    case BUILT_IN_ATOMIC_LOAD_16:
    case BUILT_IN_ATOMIC_COMPARE_EXCHANGE_16:
    case BUILT_IN_ATOMIC_STORE_16:
    case BUILT_IN_ATOMIC_ADD_FETCH_16:
    case BUILT_IN_ATOMIC_SUB_FETCH_16:
    case BUILT_IN_ATOMIC_AND_FETCH_16:
    case BUILT_IN_ATOMIC_NAND_FETCH_16:
    case BUILT_IN_ATOMIC_XOR_FETCH_16:
    case BUILT_IN_ATOMIC_OR_FETCH_16:
    case BUILT_IN_ATOMIC_FETCH_ADD_16:
    case BUILT_IN_ATOMIC_FETCH_SUB_16:
    case BUILT_IN_ATOMIC_FETCH_AND_16:
    case BUILT_IN_ATOMIC_FETCH_NAND_16:
    case BUILT_IN_ATOMIC_FETCH_XOR_16:
    case BUILT_IN_ATOMIC_FETCH_OR_16:
      return true;
    default:
      return false;
    }
}

/* Is SITE a 16-byte nand (ia_nand16_op)?  */

bool
ia_site_nand16_p (const struct ia_site *site)
{
  return site->op == &ia_nand16_op;
}
