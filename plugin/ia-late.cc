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
   ia_rewrite_site leaves a site of the late form (ia-decide.cc),
   outside the LSE copies of versioned loops and runs, as its builtin,
   which expands to the LL/SC insn (-moutline-atomics is off for the
   function), behind a marker asm:

	asm volatile ("// inline_atomics " : : "r" (flag))

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

/* If INSN is the marker of a site (ia_rewrite_late), its ASM_OPERANDS.  */

static rtx
ia_late_marker_asm (rtx_insn *insn)
{
  if (!NONJUMP_INSN_P (insn))
    return NULL_RTX;
  /* An asm without outputs is its ASM_OPERANDS alone.  */
  rtx asmop = PATTERN (insn);
  if (GET_CODE (asmop) != ASM_OPERANDS)
    return NULL_RTX;
  if (strncmp (ASM_OPERANDS_TEMPLATE (asmop), IA_LATE_MARKER,
	       sizeof IA_LATE_MARKER - 1) != 0)
    return NULL_RTX;
  return asmop;
}

/* The LL/SC insns of config/aarch64/atomics.md, by their operands.  */
enum ia_late_shape
{
  IA_LATE_XCHG,		/* aarch64_atomic_exchange<mode>  */
  IA_LATE_FETCH_OP,	/* aarch64_atomic_fetch_<op><mode>  */
  IA_LATE_OP_FETCH,	/* aarch64_atomic_<op>_fetch<mode>  */
  IA_LATE_OP,		/* aarch64_atomic_<op><mode>, result unused  */
  IA_LATE_CAS		/* aarch64_compare_and_swap<mode>  */
};

/* One LL/SC insn, its operands hard registers (reload is done).  */
struct ia_late_insn
{
  enum ia_late_shape shape;
  enum rtx_code code;	/* SET (exchange), PLUS, MINUS, IOR, XOR, AND,
			   COMPARE (cas)  */
  const char *family;	/* of the LSE instruction: swp, cas, ldadd, ...  */
  enum memmodel model;	/* the insn's own memory model operand  */
  machine_mode mode;	/* of the object  */
  rtx out;		/* the result: old value, new value, observed  */
  rtx mem;		/* the object, (mem (reg))  */
  rtx val;		/* the operand, or the desired value of a cas  */
  rtx expected;		/* of a cas  */
  rtx tmp;		/* the scratch of the object's mode, if any  */
  rtx flag;		/* the SImode status scratch that all of them have  */
};

/* Where a pattern keeps its operands (ia-gcc-compat.h); -1 for none.  */
struct ia_llsc_slots
{
  signed char out, mem, val, expected, model, tmp, status;
};

/* The slots of each shape, in the order of enum ia_late_shape.  */
static const struct ia_llsc_slots ia_llsc_slots[] = {
  IA_LLSC_SLOTS_XCHG, IA_LLSC_SLOTS_FETCH_OP, IA_LLSC_SLOTS_OP_FETCH,
  IA_LLSC_SLOTS_OP, IA_LLSC_SLOTS_CAS
};

/* One LL/SC insn of atomics.md that the late form builds around: what
   it does, as data from common/ia-ops.def and ia-gcc-compat.h.  */
struct ia_llsc_kind
{
  enum insn_code icode;
  enum ia_late_shape shape;
  machine_mode mode;
  const char *family;	/* of the LSE instruction  */
  enum tree_code code;	/* the operation of ia-ops.def; NOP_EXPR for an
			   exchange, EQ_EXPR for a cas  */
};

#define IA_LLSC_KIND(SHAPE, ICODE, MODE, LSE, CODE)			\
  { ICODE, SHAPE, MODE, #LSE, CODE },
#define IA_OP(NAME, UNAME, LSE, PREP, CODE)				\
  IA_LLSC_OP_INSNS (IA_LLSC_KIND, NAME, LSE, CODE)
static const struct ia_llsc_kind ia_llsc_kinds[] = {
#include "ia-ops.def"
  IA_LLSC_OTHER_INSNS (IA_LLSC_KIND)
};
#undef IA_LLSC_KIND

/* The kind of the insn of code ICODE, or NULL if the late form does not
   build around it.  */

static const struct ia_llsc_kind *
ia_llsc_kind (int icode)
{
  for (const struct ia_llsc_kind &k : ia_llsc_kinds)
    if (k.icode == icode)
      return &k;
  return NULL;
}

/* The RTL code of the operation of tree code CODE (ia_llsc_kind).  */

static enum rtx_code
ia_late_rtx_code (enum tree_code code)
{
  switch (code)
    {
    case PLUS_EXPR: return PLUS;
    case MINUS_EXPR: return MINUS;
    case BIT_IOR_EXPR: return IOR;
    case BIT_XOR_EXPR: return XOR;
    case BIT_AND_EXPR: return AND;
    case NOP_EXPR: return SET;
    case EQ_EXPR: return COMPARE;
    default: gcc_unreachable ();
    }
}

/* Operand SLOT of the insn that recog_data describes, or NULL_RTX for
   slot -1.  */

static rtx
ia_llsc_operand (int slot)
{
  return slot < 0 ? NULL_RTX : recog_data.operand[slot];
}

/* Describe INSN in *L if it is one of GCC's LL/SC insns of at most 8
   bytes (ia_llsc_kinds), its operands in the slots of its pattern.

   The insn is what GCC's expanders made of the builtin, and so the one
   source of what the LSE path must do: its operation, operand and
   memory model, never the builtin's.  The expanders rewrite some
   constant operands into another operation (optabs.cc,
   maybe_optimize_fetch_op, the same in GCC 11 to 16): a fetch_and of 0
   whose result is the old value or unused becomes an exchange of 0,
   and a fetch_or of all ones an exchange of all ones, "0" and "all
   ones" in the object's mode, after inlining and constant propagation.
   Here such a site is an exchange insn, and gets a swp, as it does in
   GCC's +lse code.  */

static bool
ia_late_parse (rtx_insn *insn, struct ia_late_insn *l)
{
  if (!NONJUMP_INSN_P (insn) || recog_memoized (insn) < 0)
    return false;
  const struct ia_llsc_kind *k = ia_llsc_kind (INSN_CODE (insn));
  if (!k)
    return false;
  const struct ia_llsc_slots &slot = ia_llsc_slots[k->shape];
  extract_insn (insn);
  l->shape = k->shape;
  l->code = ia_late_rtx_code (k->code);
  l->family = k->family;
  l->mode = k->mode;
  l->out = ia_llsc_operand (slot.out);
  l->mem = ia_llsc_operand (slot.mem);
  l->val = ia_llsc_operand (slot.val);
  l->expected = ia_llsc_operand (slot.expected);
  l->tmp = ia_llsc_operand (slot.tmp);
  l->flag = ia_llsc_operand (slot.status);
  rtx model = ia_llsc_operand (slot.model);
  if (!CONST_INT_P (model))
    return false;
  l->model = memmodel_from_int (INTVAL (model));
  if (!MEM_P (l->mem) || GET_MODE (l->mem) != l->mode || !REG_P (l->flag))
    return false;
  if (l->shape == IA_LATE_CAS)
    return ((REG_P (l->val) || l->val == CONST0_RTX (GET_MODE (l->val))
	     || l->val == const0_rtx)
	    && (REG_P (l->expected) || CONST_INT_P (l->expected)));
  return REG_P (l->val) || CONST_INT_P (l->val);
}

/* The register REGNO of X in MODE.  */

static rtx
ia_hreg (rtx x, machine_mode mode)
{
  return gen_rtx_REG (mode, REGNO (x));
}

/* An asm of TEMPLATE with one register output OUT (constraint OUT_CONS)
   and INPUTS (constraints CONS), clobbering memory.  */

static rtx
ia_late_asm (const char *tmpl, rtx out, const char *out_cons,
	     const vec<rtx> &inputs, const vec<const char *> &cons,
	     location_t loc)
{
  rtvec in = rtvec_alloc (inputs.length ());
  rtvec inc = rtvec_alloc (inputs.length ());
  for (unsigned i = 0; i < inputs.length (); i++)
    {
      RTVEC_ELT (in, i) = inputs[i];
      machine_mode m = GET_MODE (inputs[i]);
      if (m == VOIDmode)
	m = Pmode;
      RTVEC_ELT (inc, i) = gen_rtx_ASM_INPUT_loc (m, cons[i], loc);
    }
  rtx body = gen_rtx_ASM_OPERANDS (GET_MODE (out), ggc_strdup (tmpl),
				   out_cons, 0, in, inc, rtvec_alloc (0), loc);
  rtx set = gen_rtx_SET (out, body);
  rtx clob = gen_rtx_CLOBBER (VOIDmode,
			      gen_rtx_MEM (BLKmode, gen_rtx_SCRATCH (VOIDmode)));
  return gen_rtx_PARALLEL (VOIDmode, gen_rtvec (2, set, clob));
}

/* Emit the LSE path of the compare-and-swap L, whose instruction is
   MNEMONIC on SIZE bytes with values in WMODE, into the current
   sequence: the expected value into the result register, which cas
   compares and overwrites, the cas, then the comparison that GCC's
   LL/SC insn leaves in the flags (CC_SWPmode where the narrow expected
   value is compared zero-extended, as aarch64_gen_compare_reg_maybe_ze
   does).  */

static void
ia_late_emit_cas (struct ia_late_insn *l, const char *mnemonic,
		  unsigned size, machine_mode wmode, location_t loc)
{
  rtx val = l->val;
  rtx rval = ia_hreg (l->out, wmode);
  rtx exp = l->expected;
  if (CONST_INT_P (exp))
    {
      HOST_WIDE_INT c = INTVAL (exp) & GET_MODE_MASK (l->mode);
      emit_move_insn (rval, gen_int_mode (c, wmode));
      exp = gen_int_mode (c, wmode);
    }
  else
    emit_insn (gen_rtx_SET (rval, ia_hreg (exp, wmode)));
  /* Operand 0 is the result, which cas compares and overwrites, 2 the
     object and 3 the desired value.  */
  char tmpl[160];
  ia_lse_template (tmpl, sizeof tmpl, mnemonic, size, 0, 3, "%2");
  auto_vec<rtx, 3> ins;
  auto_vec<const char *, 3> cons;
  ins.safe_push (rval);
  cons.safe_push ("0");
  ins.safe_push (l->mem);
  cons.safe_push ("Q");
  ins.safe_push (REG_P (val) ? ia_hreg (val, wmode) : const0_rtx);
  cons.safe_push (REG_P (val) ? "r" : "Z");
  emit_insn (ia_late_asm (tmpl, rval, "=r", ins, cons, loc));
  rtx cmp;
  if (REG_P (exp) && wmode != l->mode)
    cmp = gen_rtx_SET (gen_rtx_REG (CC_SWPmode, CC_REGNUM),
		       gen_rtx_COMPARE (CC_SWPmode,
					gen_rtx_ZERO_EXTEND
					(SImode, ia_hreg (exp, l->mode)),
					rval));
  else
    cmp = gen_rtx_SET (gen_rtx_REG (CCmode, CC_REGNUM),
		       gen_rtx_COMPARE (CCmode, rval,
					REG_P (exp) ? ia_hreg (exp, wmode)
					: exp));
  emit_insn (cmp);
}

/* The operand of the swp or ld<op> of L, in WMODE, with the moves that
   prepare it emitted into the current sequence: negated for sub and
   complemented for and, as GCC does before ldadd and ldclr, into
   PREP_REG (a constant is folded first), or a constant exchanged moved
   into a register.  */

static rtx
ia_late_prepare_operand (struct ia_late_insn *l, machine_mode wmode,
			 rtx prep_reg)
{
  rtx val = l->val;
  if (l->code != SET)
    {
      if (CONST_INT_P (val))
	{
	  HOST_WIDE_INT c = INTVAL (val);
	  if (l->code == MINUS)
	    c = -c;
	  else if (l->code == AND)
	    c = ~c;
	  emit_move_insn (prep_reg, gen_int_mode (c, wmode));
	  return prep_reg;
	}
      if (l->code == MINUS || l->code == AND)
	{
	  rtx v = ia_hreg (val, wmode);
	  emit_insn (gen_rtx_SET (prep_reg,
				  l->code == MINUS ? gen_rtx_NEG (wmode, v)
				  : gen_rtx_NOT (wmode, v)));
	  return prep_reg;
	}
      return ia_hreg (val, wmode);
    }
  if (REG_P (val))
    return ia_hreg (val, wmode);
  if (val == const0_rtx)
    return val;
  /* An exchange of a constant, such as the all-ones one that a fetch_or
     of all ones becomes: into the status scratch, which the LSE path
     does not otherwise use, as +lse moves it into a register of its
     own.  */
  prep_reg = ia_hreg (l->flag, wmode);
  emit_move_insn (prep_reg, gen_int_mode (INTVAL (val), wmode));
  return prep_reg;
}

/* Emit the LSE path of L into the current sequence.  False if L's shape
   has none.  */

static bool
ia_late_emit_lse (struct ia_late_insn *l, location_t loc)
{
  char mnemonic[16];
  unsigned size = GET_MODE_SIZE (l->mode).to_constant ();
  ia_lse_mnemonic (l->family, l->model, size, mnemonic, sizeof mnemonic);
  machine_mode wmode = size == 8 ? DImode : SImode;
  if (l->shape == IA_LATE_CAS)
    {
      ia_late_emit_cas (l, mnemonic, size, wmode, loc);
      return true;
    }
  /* Where the prepared operand and the old value go: registers of GCC's
     LL/SC insn that the LSE path leaves free.  */
  rtx prep_reg, old;
  switch (l->shape)
    {
    case IA_LATE_XCHG:
      prep_reg = NULL_RTX; old = ia_hreg (l->out, wmode); break;
    case IA_LATE_FETCH_OP:
      prep_reg = ia_hreg (l->tmp, wmode); old = ia_hreg (l->out, wmode);
      break;
    case IA_LATE_OP_FETCH:
      prep_reg = ia_hreg (l->out, wmode); old = ia_hreg (l->flag, wmode);
      break;
    case IA_LATE_OP:
      prep_reg = ia_hreg (l->flag, wmode); old = ia_hreg (l->tmp, wmode);
      break;
    default:
      return false;
    }
  rtx prepared = ia_late_prepare_operand (l, wmode, prep_reg);

  /* Operand 0 is the old value, 1 the operand and 2 the object.  */
  char tmpl[160];
  ia_lse_template (tmpl, sizeof tmpl, mnemonic, size, 1, 0, "%2");
  auto_vec<rtx, 2> ins;
  auto_vec<const char *, 2> cons;
  ins.safe_push (prepared);
  cons.safe_push (prepared == const0_rtx ? "Z" : "r");
  ins.safe_push (l->mem);
  cons.safe_push ("Q");
  emit_insn (ia_late_asm (tmpl, old, "=&r", ins, cons, loc));

  if (l->shape == IA_LATE_OP_FETCH)
    {
      /* The op-and-fetch result, redone from the old value.  */
      rtx val = l->val;
      rtx out = ia_hreg (l->out, wmode);
      rtx v = REG_P (val) ? ia_hreg (val, wmode) : val;
      rtx x;
      if (l->code == MINUS)
	x = CONST_INT_P (v) ? gen_rtx_PLUS (wmode, old,
					    gen_int_mode (-INTVAL (v), wmode))
	  : gen_rtx_MINUS (wmode, old, v);
      else
	x = gen_rtx_fmt_ee (l->code, wmode, old, v);
      emit_insn (gen_rtx_SET (out, x));
    }
  return true;
}

static rtx
ia_late_flag_load (rtx flag, location_t loc, tree decl)
{
  rtx sym = XEXP (DECL_RTL (decl), 0);
  rtx body = gen_rtx_ASM_OPERANDS (SImode,
				   "adrp\t%x0, %c1\n\tldrb\t%w0, "
				   "[%x0, #:lo12:%c1]", "=r", 0,
				   gen_rtvec (1, sym),
				   gen_rtvec (1, gen_rtx_ASM_INPUT_loc
					      (Pmode, "S", loc)),
				   rtvec_alloc (0), loc);
  return gen_rtx_SET (ia_hreg (flag, SImode), body);
}

/* Can the insns from FROM up to the LL/SC insn INSN go on both paths of
   the test?  At most four single sets can, and no jump, call, volatile
   or frame-related insn, nor any other with a side effect.  Debug insns
   stay on the LL/SC path only, and so do the markers of the sites of a
   run, which emit nothing.

   Before the first site of a run (the moves that set up its operands)
   they must be register and constant moves that cannot trap.  Between
   two sites (MEMORY) plain loads and stores may be copied too, as
   ia-region.cc copies the gaps of a run of diamonds: each path runs one
   copy, in the same order with the atomics, and an insn that could
   throw would have ended the block.  */

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
      rtx_insn *load
	= emit_insn_after (ia_late_flag_load (scratch, loc,
					      ia_get_flag_decl ()),
			   BB_END (bb));
      INSN_LOCATION (load) = loc;
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

/* Build the test of the flag (FLAG_REG, or a load of it into SCRATCH:
   ia_late_emit_test) and the LSE path LSE_SEQ around the insns from
   START to END, the LL/SC insns of a run of sites and what lies between
   them:

	bb:    ...; if (flag == 0) goto llsc;
	lse:   LSE_SEQ; goto join;                 (very likely)
	llsc:  START ... END                        (very unlikely)
	join:  ...

   The test and the jumps are at LOC.  */

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
  rtx jlabel = block_label (join);
  rtx_insn *back = emit_jump_insn_after_noloc (targetm.gen_jump (jlabel),
						last);
  JUMP_LABEL (back) = jlabel;
  LABEL_NUSES (jlabel)++;
  emit_barrier_after (back);
  INSN_LOCATION (back) = loc;
  BB_END (bb) = jump;
  basic_block lse = create_basic_block (first, back, bb);
  BB_COPY_PARTITION (lse, bb);

  profile_probability p = profile_probability::very_likely ();
  e->flags &= ~EDGE_FALLTHRU;
  e->probability = p.invert ();
  edge f = make_edge (bb, lse, EDGE_FALLTHRU);
  f->probability = p;
  make_single_succ_edge (lse, join, 0);
  lse->count = bb->count.apply_probability (p);
  llsc->count = bb->count.apply_probability (p.invert ());
  df_set_bb_dirty (bb);
  df_set_bb_dirty (lse);
  df_set_bb_dirty (llsc);
  df_set_bb_dirty (join);
}

/* The most sites of a run under one test: as ia-region.cc's runs, so
   that the blocks stay small for the second scheduling pass.  */
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

/* Pair each marker of FUN with the next LL/SC insn of its block, into
   TODO, in the order of the insns.  */

static void
ia_late_collect (function *fun, vec<ia_late_site> *todo)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      rtx_insn *insn, *marker = NULL;
      FOR_BB_INSNS (bb, insn)
	if (ia_late_marker_asm (insn))
	  marker = insn;
	else if (marker && NONJUMP_INSN_P (insn)
		 && GET_CODE (PATTERN (insn)) == PARALLEL
		 && recog_memoized (insn) >= 0)
	  {
	    ia_late_site site;
	    if (ia_late_parse (insn, &site.l))
	      {
		site.marker = marker;
		site.insn = insn;
		todo->safe_push (site);
		marker = NULL;
	      }
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

static unsigned int
ia_late_execute (function *fun)
{
  auto_vec<ia_late_site> todo;
  ia_late_collect (fun, &todo);
  for (unsigned first = 0; first < todo.length (); )
    {
      unsigned last = ia_late_run_end (todo, first);
      ia_late_make_run (todo, first, last);
      first = last + 1;
    }
  /* The markers emit nothing.  */
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      rtx_insn *insn, *next;
      FOR_BB_INSNS_SAFE (bb, insn, next)
	if (ia_late_marker_asm (insn))
	  delete_insn (insn);
    }
  ia_state.late_sites = false;
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
   The diamonds and the copies of runs and loops keep sched1 off their
   LL/SC blocks in the same way (ia-sched.cc, which also takes the marks
   off again after sched1, so that sched2 schedules these blocks).  */

static unsigned int
ia_late_sched_execute (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      rtx_insn *insn;
      FOR_BB_INSNS (bb, insn)
	if (ia_late_marker_asm (insn))
	  {
	    ia_sched_skip (bb);
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
    return ia_state_for_p (fun) && ia_state.late_sites;
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
