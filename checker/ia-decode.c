/* ia-decode.c -- decode the A64 instruction classes of ia-decode.h.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Each decoder below recognises one group of encodings and fills in
   the struct ia_insn; ia_decode tries them in turn and falls back on
   ia_generic_writes, which answers conservatively for everything else.
   A word the checker does not need to understand is never an error: it
   is IA_K_OTHER with the registers it might write.  */

#include <stdio.h>
#include <string.h>

#include "ia-decode.h"

/* Bits [HI:LO] of W.  */
#define BITS(W, HI, LO) (((W) >> (LO)) & ((1u << ((HI) - (LO) + 1)) - 1))

/* The register bit of xN, or none for 31 (SP or ZR, never tracked).  */
static uint32_t
reg_bit (unsigned n)
{
  return n < 31 ? 1u << n : 0;
}

/* Sign-extend the low BITS bits of V.  */
static int64_t
sext (uint64_t v, unsigned bits)
{
  uint64_t m = 1ull << (bits - 1);
  v &= (1ull << bits) - 1;
  return (int64_t) ((v ^ m) - m);
}

/* The size suffix of a byte or halfword access: "b", "h" or "".  */
static const char *
size_suffix (unsigned size)
{
  return size == 0 ? "b" : size == 1 ? "h" : "";
}

/* The ordering suffix of an LSE mnemonic: "", "a", "l" or "al".  */
static const char *
order_suffix (int acquire, int release)
{
  return acquire ? (release ? "al" : "a") : (release ? "l" : "");
}

/* LD<op>/ST<op>/SWP: size 111 0 00 A R 1 Rs o3 opc 00 Rn Rt.  Returns
   nonzero when W is one of them.  */
static int
decode_atomic_op (uint32_t w, struct ia_insn *insn)
{
  static const char *const names[8] = {
    "add", "clr", "eor", "set", "smax", "smin", "umax", "umin"
  };
  static const enum ia_lse_op ops[8] = {
    IA_OP_LDADD, IA_OP_LDCLR, IA_OP_LDEOR, IA_OP_LDSET,
    IA_OP_LDSMAX, IA_OP_LDSMIN, IA_OP_LDUMAX, IA_OP_LDUMIN
  };
  unsigned size = BITS (w, 31, 30), a = BITS (w, 23, 23), r = BITS (w, 22, 22);
  unsigned o3 = BITS (w, 15, 15), opc = BITS (w, 14, 12), rt = BITS (w, 4, 0);

  if ((w & 0x3f200c00) != 0x38200000)
    return 0;
  if (o3 && opc != 0)
    return 0;			/* LDAPR, LD64B, ST64B*: not LSE */
  insn->kind = IA_K_LSE;
  insn->size = 1u << size;
  insn->acquire = a;
  insn->release = r;
  insn->rd = rt;
  insn->rn = BITS (w, 9, 5);
  insn->is64 = size == 3;
  insn->writes = reg_bit (rt);
  if (o3)
    {
      insn->op = IA_OP_SWP;
      snprintf (insn->mnem, sizeof insn->mnem, "swp%s%s",
		order_suffix (a, r), size_suffix (size));
    }
  else
    {
      insn->op = ops[opc];
      /* objdump prints the ST<op> alias when nothing is loaded: no
	 acquire and the zero register as destination.  */
      if (!a && rt == 31)
	snprintf (insn->mnem, sizeof insn->mnem, "st%s%s%s", names[opc],
		  r ? "l" : "", size_suffix (size));
      else
	snprintf (insn->mnem, sizeof insn->mnem, "ld%s%s%s", names[opc],
		  order_suffix (a, r), size_suffix (size));
    }
  return 1;
}

/* size 001000 o2 L o1 Rs o0 Rt2 Rn Rt: the exclusives, LDAR/STLR, CAS
   and CASP.  Returns nonzero when W is in the group.  */
static int
decode_exclusive_group (uint32_t w, struct ia_insn *insn)
{
  unsigned size = BITS (w, 31, 30), o2 = BITS (w, 23, 23);
  unsigned l = BITS (w, 22, 22), o1 = BITS (w, 21, 21);
  unsigned o0 = BITS (w, 15, 15), rs = BITS (w, 20, 16);
  unsigned rt2 = BITS (w, 14, 10), rt = BITS (w, 4, 0);

  if ((w & 0x3f000000) != 0x08000000)
    return 0;
  insn->rd = rt;
  insn->rn = BITS (w, 9, 5);
  insn->is64 = size == 3;
  if (o2 && o1 && rt2 == 31)
    {
      /* CAS: compares with Rs, which receives the old value.  */
      insn->kind = IA_K_LSE;
      insn->op = IA_OP_CAS;
      insn->size = 1u << size;
      insn->acquire = l;
      insn->release = o0;
      insn->writes = reg_bit (rs);
      snprintf (insn->mnem, sizeof insn->mnem, "cas%s%s",
		order_suffix (l, o0), size_suffix (size));
      return 1;
    }
  if (!o2 && o1 && !(size & 2) && rt2 == 31)
    {
      /* CASP: pairs of W (size 00) or X (size 01) registers.  */
      insn->kind = IA_K_LSE;
      insn->op = IA_OP_CASP;
      insn->size = size ? 16 : 8;
      insn->acquire = l;
      insn->release = o0;
      insn->writes = reg_bit (rs) | reg_bit (rs + 1);
      snprintf (insn->mnem, sizeof insn->mnem, "casp%s",
		order_suffix (l, o0));
      return 1;
    }
  if (!o2 && (!o1 || (size & 2)))
    {
      /* LDXR, STXR and their acquire/release forms; with o1 (and size
	 1x) the pair forms.  */
      int pair = o1;
      const char *sfx = pair ? "p" : "r";
      const char *sz = pair ? "" : size_suffix (size);
      insn->size = pair ? (size == 3 ? 16 : 8) : 1u << size;
      if (l)
	{
	  insn->kind = IA_K_EXCL_LOAD;
	  insn->writes = reg_bit (rt) | (pair ? reg_bit (rt2) : 0);
	  snprintf (insn->mnem, sizeof insn->mnem, "ld%sx%s%s",
		    o0 ? "a" : "", sfx, sz);
	}
      else
	{
	  insn->kind = IA_K_EXCL_STORE;
	  insn->writes = reg_bit (rs);
	  snprintf (insn->mnem, sizeof insn->mnem, "st%sx%s%s",
		    o0 ? "l" : "", sfx, sz);
	}
      return 1;
    }
  /* LDAR, STLR, LDLAR, STLLR and what is left: a load writes Rt.  */
  insn->kind = IA_K_OTHER;
  insn->writes = l ? reg_bit (rt) : 0;
  return 1;
}

/* Branches: B, BL, B.cond, CBZ/CBNZ, TBZ/TBNZ, BR/BLR/RET.  */
static int
decode_branch (uint32_t w, uint64_t pc, struct ia_insn *insn)
{
  if ((w & 0x7c000000) == 0x14000000)
    {
      insn->kind = (w & 0x80000000) ? IA_K_BL : IA_K_B;
      insn->target = pc + (uint64_t) (sext (BITS (w, 25, 0), 26) * 4);
      if (insn->kind == IA_K_BL)
	insn->writes = IA_CALL_CLOBBERS;
      return 1;
    }
  if ((w & 0xff000010) == 0x54000000)
    {
      insn->kind = IA_K_BCOND;
      insn->cond = BITS (w, 3, 0);
      insn->target = pc + (uint64_t) (sext (BITS (w, 23, 5), 19) * 4);
      return 1;
    }
  if ((w & 0x7e000000) == 0x34000000)
    {
      insn->kind = (w & 0x01000000) ? IA_K_CBNZ : IA_K_CBZ;
      insn->rd = BITS (w, 4, 0);
      insn->is64 = w >> 31;
      insn->target = pc + (uint64_t) (sext (BITS (w, 23, 5), 19) * 4);
      return 1;
    }
  if ((w & 0x7e000000) == 0x36000000)
    {
      insn->kind = (w & 0x01000000) ? IA_K_TBNZ : IA_K_TBZ;
      insn->rd = BITS (w, 4, 0);
      insn->bit = (BITS (w, 31, 31) << 5) | BITS (w, 23, 19);
      insn->target = pc + (uint64_t) (sext (BITS (w, 18, 5), 14) * 4);
      return 1;
    }
  if ((w & 0xfe000000) == 0xd6000000)
    {
      switch (BITS (w, 24, 21))
	{
	case 0x0: case 0x8:	/* BR, BRAA(Z), BRAB(Z) */
	  insn->kind = IA_K_BR;
	  break;
	case 0x1: case 0x9:	/* BLR, BLRAA(Z), BLRAB(Z) */
	  insn->kind = IA_K_BLR;
	  insn->writes = IA_CALL_CLOBBERS;
	  break;
	case 0x2: case 0x4: case 0x5:	/* RET*, ERET*, DRPS */
	  insn->kind = IA_K_RET;
	  break;
	default:
	  return 0;
	}
      insn->rn = BITS (w, 9, 5);
      return 1;
    }
  return 0;
}

/* The instructions that carry the flag's address and value.  */
static int
decode_flag_moves (uint32_t w, uint64_t pc, struct ia_insn *insn)
{
  unsigned rd = BITS (w, 4, 0), rn = BITS (w, 9, 5);

  insn->rd = rd;
  insn->rn = rn;
  insn->writes = reg_bit (rd);
  insn->is64 = w >> 31;
  if ((w & 0x1f000000) == 0x10000000)
    {
      /* ADR and ADRP: immhi [23:5], immlo [30:29].  */
      int64_t imm = sext ((BITS (w, 23, 5) << 2) | BITS (w, 30, 29), 21);
      if (w & 0x80000000)
	{
	  insn->kind = IA_K_ADRP;
	  insn->target = (pc & ~0xfffull) + (uint64_t) (imm << 12);
	}
      else
	{
	  insn->kind = IA_K_ADR;
	  insn->target = pc + (uint64_t) imm;
	}
      insn->is64 = 1;
      return 1;
    }
  if ((w & 0x7f800000) == 0x11000000)
    {
      /* ADD (immediate), sh at bit 22.  */
      insn->kind = IA_K_ADD_IMM;
      insn->imm = (int64_t) BITS (w, 21, 10) << (BITS (w, 22, 22) ? 12 : 0);
      return 1;
    }
  if ((w & 0xffc00000) == 0x39400000 || (w & 0xffc00000) == 0xf9400000
      || (w & 0xffc00000) == 0xb9400000)
    {
      /* LDRB Wt, LDR Xt, LDR Wt: [Xn, #imm12 * size].  */
      unsigned size = BITS (w, 31, 30);
      insn->kind = IA_K_LDR_IMM;
      insn->size = 1u << size;
      insn->imm = (int64_t) BITS (w, 21, 10) << size;
      insn->is64 = size == 3;
      return 1;
    }
  if ((w & 0xff000000) == 0x58000000)
    {
      insn->kind = IA_K_LDR_LIT;
      insn->size = 8;
      insn->is64 = 1;
      insn->target = pc + (uint64_t) (sext (BITS (w, 23, 5), 19) * 4);
      return 1;
    }
  if ((w & 0x7fe0ffe0) == 0x2a0003e0)
    {
      /* MOV Rd, Rm: ORR Rd, ZR, Rm, LSL #0.  */
      insn->kind = IA_K_MOV_REG;
      insn->rn = BITS (w, 20, 16);
      return 1;
    }
  if ((w & 0xfffffc00) == 0x53001c00 || (w & 0xfffffc00) == 0x12001c00
      || (w & 0xfffffc00) == 0x12000000)
    {
      /* UXTB, AND #0xff, AND #1 (32-bit): a byte flag keeps its truth.  */
      insn->kind = IA_K_ZEXT_BYTE;
      return 1;
    }
  if ((w & 0x7ffffc1f) == 0x7100001f || (w & 0xfffffc1f) == 0x72001c1f
      || (w & 0xfffffc1f) == 0x7200001f)
    {
      /* CMP Rn, #0 (SUBS ZR, Rn, #0); TST Wn, #0xff or #1.  */
      insn->kind = IA_K_CMP_ZERO;
      insn->writes = 0;
      insn->sets_flags = 1;
      return 1;
    }
  return 0;
}

/* The registers any other word may write, and whether it may set the
   flags: more than it does, never less.  */
static void
ia_generic_writes (uint32_t w, struct ia_insn *insn)
{
  unsigned rt = BITS (w, 4, 0), rn = BITS (w, 9, 5);
  unsigned rt2 = BITS (w, 14, 10), rs = BITS (w, 20, 16);

  if ((w & 0x0a000000) == 0x08000000)
    {
      /* Loads and stores.  */
      int v = BITS (w, 26, 26), l;
      if ((w & 0xbc000000) == 0x0c000000)
	{
	  /* SIMD structures; bit 23: post-index writes Rn back.  */
	  insn->writes = BITS (w, 23, 23) ? reg_bit (rn) : 0;
	  return;
	}
      if ((w & 0x3b000000) == 0x18000000)
	{
	  insn->writes = v ? 0 : reg_bit (rt);	/* LDR literal, PRFM */
	  return;
	}
      if ((w & 0x38000000) == 0x28000000)
	{
	  /* Pairs: L at bit 22; bits [24:23] 01 post-, 11 pre-index.  */
	  unsigned idx = BITS (w, 24, 23);
	  l = BITS (w, 22, 22);
	  insn->writes = (idx == 1 || idx == 3) ? reg_bit (rn) : 0;
	  if (l && !v)
	    insn->writes |= reg_bit (rt) | reg_bit (rt2);
	  return;
	}
      if ((w & 0x38000000) == 0x38000000 && (w & 0x3f000000) != 0x39000000
	  && (w & 0x3f000000) != 0x3d000000 && !BITS (w, 21, 21))
	{
	  /* imm9 forms: bits [11:10] 01 post-, 11 pre-index.  */
	  unsigned idx = BITS (w, 11, 10);
	  insn->writes = (idx == 1 || idx == 3) ? reg_bit (rn) : 0;
	  if (!v && BITS (w, 23, 22) != 0)
	    insn->writes |= reg_bit (rt);
	  return;
	}
      if ((w & 0x38000000) == 0x38000000)
	{
	  /* Unsigned offset, register offset, LDRAA/LDRAB (W at bit
	     11 writes back).  */
	  insn->writes = (!v && BITS (w, 23, 22) != 0) ? reg_bit (rt) : 0;
	  if ((w & 0xff200400) == 0xf8200400 && BITS (w, 11, 11))
	    insn->writes |= reg_bit (rn);
	  return;
	}
      /* Memory tagging, LDAPUR/STLUR, CPY and SET: anything they name.  */
      insn->writes = reg_bit (rt) | reg_bit (rn) | reg_bit (rs);
      insn->sets_flags = 1;
      return;
    }
  if ((w & 0x1c000000) == 0x14000000)
    {
      /* Branches, exceptions, system.  */
      if ((w & 0xff000000) == 0xd4000000)
	insn->writes = 1;		/* SVC and friends return in x0 */
      else if ((w & 0xfff00000) == 0xd5300000
	       || (w & 0xfff80000) == 0xd5280000)
	insn->writes = reg_bit (rt);	/* MRS, SYSL */
      else if ((w & 0xfffff01f) == 0xd503201f
	       || (w & 0xfffff01f) == 0xd503301f)
	insn->writes = 0;		/* hints, barriers */
      else
	{
	  insn->writes = reg_bit (rt);
	  insn->sets_flags = 1;		/* MSR NZCV, CFINV, ... */
	}
      return;
    }
  if ((w & 0x0e000000) == 0x0e000000)
    {
      /* Scalar FP and Advanced SIMD (op0 x111).  Only three groups write
	 a general register: conversions between FP and integer (FMOV,
	 FCVT*, FJCVTZS: bit 21 set, bits [15:10] zero), between FP and
	 fixed point (bit 21 clear), and the copies SMOV/UMOV (and DUP,
	 which only reads one).  MOVI, FADD, vector arithmetic and the
	 rest write vector registers; GCC mixes them freely with the
	 flag's test.  FCMP and FCCMP set the flags.  */
      int gpr = (w & 0x5f20fc00) == 0x1e200000
		|| (w & 0x5f200000) == 0x1e000000
		|| (w & 0x9fe08400) == 0x0e000400;
      insn->writes = gpr ? reg_bit (rt) : 0;
      insn->sets_flags = 1;
      return;
    }
  /* Data processing (immediate, register), SVE, SME: Rd, and the
     flags.  */
  insn->writes = reg_bit (rt);
  insn->sets_flags = 1;
}

void
ia_decode (uint32_t w, uint64_t pc, struct ia_insn *insn)
{
  memset (insn, 0, sizeof *insn);
  insn->rd = 31;
  insn->rn = 31;
  if (decode_atomic_op (w, insn) || decode_exclusive_group (w, insn)
      || decode_branch (w, pc, insn))
    return;
  memset (insn, 0, sizeof *insn);
  insn->rd = 31;
  insn->rn = 31;
  if (decode_flag_moves (w, pc, insn))
    return;
  memset (insn, 0, sizeof *insn);
  insn->rd = 31;
  insn->rn = 31;
  if ((w & 0xfffff0ff) == 0xd50330bf)
    {
      insn->kind = IA_K_DMB;
      return;
    }
  ia_generic_writes (w, insn);
}
