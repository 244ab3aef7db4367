/* ia-late-lse.cc -- the LSE path of a site of the late form, in RTL:
   what GCC's LL/SC insn says of the site (ia_late_parse), and the LSE
   instruction and the moves around it that stand for the insn
   (ia_late_emit_lse), in the insn's own hard registers.  ia-late.cc
   puts them on one side of the flag test.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.  */

#include "ia-plugin.h"
#include "insn-config.h"
#include "recog.h"
#include "varasm.h"
#include "expr.h"

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
  IA_LLSC_CAS16_INSNS (IA_LLSC_KIND)
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

/* Describe INSN in *L if it is one of GCC's LL/SC insns that the late
   form builds around (ia_llsc_kinds), its operands in the slots of its
   pattern.

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

bool
ia_late_parse (rtx_insn *insn, struct ia_late_insn *l)
{
  if (!NONJUMP_INSN_P (insn) || recog_memoized (insn) < 0)
    return false;
  const struct ia_llsc_kind *k = ia_llsc_kind (INSN_CODE (insn));
  if (!k)
    return false;
  const struct ia_llsc_slots &slot = ia_llsc_slots[k->shape];
  extract_insn (insn);
  l->insn = insn;
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
  l->known_reg = NULL_RTX;
  l->known_val = 0;
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

rtx
ia_hreg (rtx x, machine_mode mode)
{
  return gen_rtx_REG (mode, REGNO (x));
}

/* An asm of TEMPLATE with the outputs OUTS (constraints OUT_CONS) and
   INPUTS (constraints CONS), clobbering memory, volatile if VOLATILE_P.
   Like every asm with outputs, one SET of an ASM_OPERANDS per output,
   all sharing one vector of inputs (asm_noperands), then the clobber.  */

rtx
ia_late_asm_outputs (const char *tmpl, const vec<rtx> &outs,
		     const vec<const char *> &out_cons,
		     const vec<rtx> &inputs, const vec<const char *> &cons,
		     bool volatile_p, location_t loc)
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
  const char *text = ggc_strdup (tmpl);
  rtvec body = rtvec_alloc (outs.length () + 1);
  for (unsigned i = 0; i < outs.length (); i++)
    {
      rtx op = gen_rtx_ASM_OPERANDS (GET_MODE (outs[i]), text, out_cons[i],
				     i, in, inc, rtvec_alloc (0), loc);
      MEM_VOLATILE_P (op) = volatile_p;
      RTVEC_ELT (body, i) = gen_rtx_SET (outs[i], op);
    }
  RTVEC_ELT (body, outs.length ())
    = gen_rtx_CLOBBER (VOIDmode,
		       gen_rtx_MEM (BLKmode, gen_rtx_SCRATCH (VOIDmode)));
  return gen_rtx_PARALLEL (VOIDmode, body);
}

/* An asm of TEMPLATE with one register output OUT (constraint OUT_CONS)
   and INPUTS (constraints CONS), clobbering memory.  */

static rtx
ia_late_asm (const char *tmpl, rtx out, const char *out_cons,
	     const vec<rtx> &inputs, const vec<const char *> &cons,
	     location_t loc)
{
  auto_vec<rtx, 1> outs;
  auto_vec<const char *, 1> out_cons_v;
  outs.quick_push (out);
  out_cons_v.quick_push (out_cons);
  return ia_late_asm_outputs (tmpl, outs, out_cons_v, inputs, cons, false,
			      loc);
}

/* Do registers A and B hold the same value of mode MODE at INSN, an
   LL/SC insn, because a move between them in MODE or wider comes before
   it in its block and nothing between sets either?  The register
   allocator copies the expected value of a compare-and-swap loop,
   which the loop compares again after the insn, into a register of its
   own, and may give the result the register that the value came in,
   since GCC's LL/SC insn reads its expected value from a register other
   than its early-clobbered result.  The cas of the LSE path needs the
   result to hold the expected value, which it then already does, as in
   GCC's +lse loop.  Only the insns of the block before INSN are looked
   at, back to the first one that sets A or B; each of them runs on the
   LSE path before the cas, before the flag test or copied onto the path
   (ia_late_emit_site).  */

static bool
ia_late_copy_before_p (rtx_insn *insn, rtx a, rtx b, machine_mode mode)
{
  if (!REG_P (a) || !REG_P (b))
    return false;
  if (REGNO (a) == REGNO (b))
    return true;
  basic_block bb = BLOCK_FOR_INSN (insn);
  for (rtx_insn *i = PREV_INSN (insn); i && BLOCK_FOR_INSN (i) == bb;
       i = PREV_INSN (i))
    {
      if (!NONDEBUG_INSN_P (i)
	  || (!reg_set_p (a, i) && !reg_set_p (b, i)))
	continue;
      rtx set = single_set (i);
      if (!set || !REG_P (SET_DEST (set)) || !REG_P (SET_SRC (set))
	  || GET_MODE (SET_SRC (set)) != GET_MODE (SET_DEST (set))
	  || (GET_MODE_SIZE (GET_MODE (SET_DEST (set))).to_constant ()
	      < GET_MODE_SIZE (mode).to_constant ()))
	return false;
      unsigned d = REGNO (SET_DEST (set)), s = REGNO (SET_SRC (set));
      return ((d == REGNO (a) && s == REGNO (b))
	      || (d == REGNO (b) && s == REGNO (a)));
    }
  return false;
}

/* Emit the asm of MNEMONIC, a cas or casp on SIZE bytes, that compares
   RVAL, which holds the expected value, with MEM and stores DESIRED (a
   register, or zero for a cas) there if they are equal, and leaves in
   RVAL the value MEM held.  */

static void
ia_late_emit_cas_asm (const char *mnemonic, unsigned size, rtx rval,
		      rtx mem, rtx desired, location_t loc)
{
  /* Operand 0 is the result, which the cas compares and overwrites, 2
     the object and 3 the desired value.  */
  char tmpl[160];
  ia_lse_template (tmpl, sizeof tmpl, mnemonic, size, 0, 3, "%2");
  auto_vec<rtx, 3> ins;
  auto_vec<const char *, 3> cons;
  ins.safe_push (rval);
  cons.safe_push ("0");
  ins.safe_push (mem);
  cons.safe_push ("Q");
  ins.safe_push (desired);
  cons.safe_push (REG_P (desired) ? "r" : "Z");
  emit_insn (ia_late_asm (tmpl, rval, "=r", ins, cons, loc));
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
  else if (!ia_late_copy_before_p (l->insn, rval, exp, wmode))
    emit_insn (gen_rtx_SET (rval, ia_hreg (exp, wmode)));
  ia_late_emit_cas_asm (mnemonic, size, rval, l->mem,
			REG_P (val) ? ia_hreg (val, wmode) : const0_rtx, loc);
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

/* Emit the LSE path of the 16-byte compare-and-swap L, MNEMONIC
   (caspal for __sync), into the current sequence, as GCC's +lse build
   has it (aarch64_expand_compare_and_swap): the expected pair into the
   result pair, which CASP compares and overwrites, the CASP, then the
   comparison of the two pairs that leaves the flags as GCC's LL/SC insn
   does, a cmp of the low halves and a ccmp of the high ones
   (aarch64_gen_compare_reg, which makes no new register).  The moves go
   by halves, as split2 has already made the register allocator's copies
   of TImode values: where such a copy already put the expected value in
   the result's registers (ia_late_copy_before_p), as in the retry loop
   of a fetch-and-op, it is not moved again.

   CASP takes its desired value from a register pair, whose first
   register is even: XZR is no pair.  A desired value of zero, which
   GCC's LL/SC insn stores from XZR (lock_release), comes from L's known
   register, the pair of zeros that ia_rewrite_late gives a 16-byte site
   that stores zero; without it the site is left as the insn alone
   (false).  */

static bool
ia_late_emit_casp (struct ia_late_insn *l, const char *mnemonic,
		   location_t loc)
{
  rtx desired = l->val;
  if (!REG_P (desired))
    {
      if (!l->known_reg || l->known_val != 0
	  || GET_MODE (l->known_reg) != TImode)
	return false;
      desired = l->known_reg;
    }
  rtx rval = ia_hreg (l->out, TImode);
  for (unsigned half = 0; half < 2; half++)
    {
      rtx out = gen_rtx_REG (DImode, REGNO (l->out) + half);
      rtx exp = (REG_P (l->expected)
		 ? gen_rtx_REG (DImode, REGNO (l->expected) + half)
		 : const0_rtx);
      if (!ia_late_copy_before_p (l->insn, out, exp, DImode))
	emit_insn (gen_rtx_SET (out, exp));
    }
  ia_late_emit_cas_asm (mnemonic, 16, rval, l->mem,
			ia_hreg (desired, TImode), loc);
  aarch64_gen_compare_reg (NE, rval,
			   REG_P (l->expected)
			   ? ia_hreg (l->expected, TImode) : const0_rtx);
  return true;
}

/* The register that holds C, a constant operand of L's LSE instruction
   in WMODE, or null: L's known register (the marker's input, which the
   GIMPLE pass set to the constant, so that loop-invariant motion put it
   before the loop, as in GCC's +lse build) if it holds the same value.  */

static rtx
ia_late_known_operand (struct ia_late_insn *l, HOST_WIDE_INT c,
		       machine_mode wmode)
{
  if (!l->known_reg
      || gen_int_mode (c, wmode) != gen_int_mode (l->known_val, wmode))
    return NULL_RTX;
  return ia_hreg (l->known_reg, wmode);
}

/* The operand of the swp or ld<op> of L, in WMODE, with the moves that
   prepare it emitted into the current sequence: negated for sub and
   complemented for and, as GCC does before ldadd and ldclr, into
   PREP_REG (a constant is folded first), or a constant exchanged moved
   into a register; a constant that L's known register holds is not
   moved again.  */

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
	  if (rtx known = ia_late_known_operand (l, c, wmode))
	    return known;
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
  if (rtx known = ia_late_known_operand (l, INTVAL (val), wmode))
    return known;
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

bool
ia_late_emit_lse (struct ia_late_insn *l, location_t loc)
{
  char mnemonic[16];
  unsigned size = GET_MODE_SIZE (l->mode).to_constant ();
  ia_lse_mnemonic (l->family, l->model, size, mnemonic, sizeof mnemonic);
  if (size == 16)
    return ia_late_emit_casp (l, mnemonic, loc);
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
  /* The old value must not overwrite the known register, which may be
     live after the site (the loop's next iteration reads it).  */
  if (l->known_reg && REGNO (l->known_reg) == REGNO (old))
    l->known_reg = NULL_RTX;
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

/* The insns of a load of the flag DECL into FLAG's register, at LOC.

   In the small code models that is one asm, "adrp; ldrb", into that
   register alone, as libgcc's helpers and ia_build_flag_load load it.

   The large code model makes no assumption on where a symbol is, so
   GCC loads a symbol's address there from the constant pool
   (aarch64_expand_mov_immediate, for a SYMBOL_FORCE_TO_MEM symbol), and
   so does this load: force_const_mem still adds an entry to the pool
   after register allocation, since final writes the pool after the
   function's code (output_constant_pool).  The entry is read as GCC
   reads it (the insns are those of aarch64_expand_mov_immediate, which
   memory_address_p tells apart): by default with adrp and a :lo12: ldr,
   a HIGH and a LO_SUM address, since without -mpc-relative-literal-loads
   the pool is not assumed within a literal load's reach; with that
   option with one PC-relative literal load, movdi's "ldr xN, .LCn".  The
   flag is then an ldrb from that address, the zero_extend of a QImode
   MEM into the W register.  */

rtx_insn *
ia_late_flag_load (rtx flag, location_t loc, tree decl)
{
  rtx sym = XEXP (DECL_RTL (decl), 0);
  start_sequence ();
  if (aarch64_cmodel_var == AARCH64_CMODEL_LARGE)
    {
      rtx addr = ia_hreg (flag, Pmode);
      rtx entry = force_const_mem (Pmode, sym);
      gcc_assert (entry);
      rtx lc = XEXP (entry, 0);
      if (!memory_address_p (Pmode, lc))
	{
	  emit_insn (gen_rtx_SET (addr, gen_rtx_HIGH (Pmode, lc)));
	  entry = replace_equiv_address (entry,
					 gen_rtx_LO_SUM (Pmode, addr, lc));
	}
      emit_insn (gen_rtx_SET (addr, entry));
      rtx mem = gen_rtx_MEM (QImode, addr);
      set_mem_attributes (mem, decl, 1);
      MEM_NOTRAP_P (mem) = 1;
      emit_insn (gen_rtx_SET (ia_hreg (flag, SImode),
			      gen_rtx_ZERO_EXTEND (SImode, mem)));
    }
  else
    {
      rtx body = gen_rtx_ASM_OPERANDS (SImode,
				       "adrp\t%x0, %c1\n\tldrb\t%w0, "
				       "[%x0, #:lo12:%c1]", "=r", 0,
				       gen_rtvec (1, sym),
				       gen_rtvec (1, gen_rtx_ASM_INPUT_loc
						  (Pmode, "S", loc)),
				       rtvec_alloc (0), loc);
      emit_insn (gen_rtx_SET (ia_hreg (flag, SImode), body));
    }
  rtx_insn *seq = get_insns ();
  end_sequence ();
  for (rtx_insn *insn = seq; insn; insn = NEXT_INSN (insn))
    {
      INSN_LOCATION (insn) = loc;
      /* The asm is no insn of the md file; the moves must be.  */
      if (asm_noperands (PATTERN (insn)) < 0 && recog_memoized (insn) < 0)
	gcc_unreachable ();
    }
  return seq;
}
