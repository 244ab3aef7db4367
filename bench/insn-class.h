/* insn-class.h -- classify an AArch64 instruction word for the
   benchmarks' instruction counter.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   The counter sorts every executed guest instruction into one of the
   classes below, from the encoding bits alone.  QEMU 7.2's AArch64
   disassembler prints the LSE instructions as ".byte", so the text it
   could give us is no use; and decoding the bits is cheaper anyway,
   since it runs once per instruction at translation time.

   The same function is compiled into the QEMU plugin (insn-count.c) and
   into a host program (insn-classify.c), which the self-test runs over
   every instruction word of a large AArch64 binary and compares with
   the class objdump's mnemonic implies (classify-selftest.py).

   Encodings follow the "Top-level encodings for A64" tables of the Arm
   ARM: op0 is bits [28:25] of the word; within each group the fields
   are named as in the manual (o0, o1, o2, L, opc, V, size).  */

#ifndef IA_INSN_CLASS_H
#define IA_INSN_CLASS_H

#include <stdint.h>

/* The classes, in report order.  A call is a BL/BLR (and their pointer
   authentication forms), a return a RET/RETAA/RETAB; every other
   control transfer is a branch.  Exclusive covers the load/store-
   exclusive family and CLREX; LSE covers CAS, CASP, SWP and the
   LD<op>/ST<op> atomics.  The ordered loads and stores (LDAR, STLR,
   LDAPR, ...) count as loads and stores, prefetches as loads.  */
#define IA_ICLASS_TABLE(X)			\
  X (LSE, "lse")				\
  X (EXCL, "exclusive")				\
  X (BARRIER, "barrier")			\
  X (BRANCH, "branch")				\
  X (CALL, "call")				\
  X (RET, "ret")				\
  X (LOAD, "load")				\
  X (STORE, "store")				\
  X (OTHER, "other")

enum ia_iclass
{
#define IA_ICLASS_ENUM(NAME, STR) IA_IC_##NAME,
  IA_ICLASS_TABLE (IA_ICLASS_ENUM)
#undef IA_ICLASS_ENUM
  IA_IC_N
};

static const char *const ia_iclass_name[IA_IC_N] = {
#define IA_ICLASS_STR(NAME, STR) STR,
  IA_ICLASS_TABLE (IA_ICLASS_STR)
#undef IA_ICLASS_STR
};

/* Bits [HI:LO] of W.  */
#define IA_BITS(W, HI, LO) (((W) >> (LO)) & ((1u << ((HI) - (LO) + 1)) - 1))

/* Branches, exception generation and system instructions (op0 = 101x).  */
static inline enum ia_iclass
ia_classify_branch_sys (uint32_t w)
{
  /* B and BL: x00101 imm26.  */
  if ((w & 0x7c000000) == 0x14000000)
    return (w & 0x80000000) ? IA_IC_CALL : IA_IC_BRANCH;
  /* CBZ/CBNZ (x011010) and TBZ/TBNZ (x011011).  */
  if ((w & 0x7c000000) == 0x34000000)
    return IA_IC_BRANCH;
  /* B.cond and BC.cond: 0101 0100.  */
  if ((w & 0xff000000) == 0x54000000)
    return IA_IC_BRANCH;
  /* Branch to register: 1101011 opc[24:21] op2 op3 Rn op4.  */
  if ((w & 0xfe000000) == 0xd6000000)
    switch (IA_BITS (w, 24, 21))
      {
      case 0x0:			/* BR, BRAAZ, BRABZ */
      case 0x4:			/* ERET, ERETAA, ERETAB */
      case 0x5:			/* DRPS */
      case 0x8:			/* BRAA, BRAB */
	return IA_IC_BRANCH;
      case 0x1:			/* BLR, BLRAAZ, BLRABZ */
      case 0x9:			/* BLRAA, BLRAB */
	return IA_IC_CALL;
      case 0x2:			/* RET, RETAA, RETAB */
	return IA_IC_RET;
      default:
	return IA_IC_OTHER;
      }
  /* Barriers: SYS space op0=00 op1=011 CRn=0011, Rt=11111; op2 [7:5]
     chooses DSB nXS (001), CLREX (010), DSB (100, also SSBB/PSSBB),
     DMB (101), ISB (110) or SB (111).  */
  if ((w & 0xfffff01f) == 0xd503301f)
    switch (IA_BITS (w, 7, 5))
      {
      case 1: case 4: case 5: case 6: case 7:
	return IA_IC_BARRIER;
      case 2:
	return IA_IC_EXCL;
      default:
	return IA_IC_OTHER;	/* TCOMMIT and unallocated */
      }
  /* Exception generation, hints, MSR/MRS, SYS: not counted apart.  */
  return IA_IC_OTHER;
}

/* Loads and stores (op0 = x1x0).  */
static inline enum ia_iclass
ia_classify_ldst (uint32_t w)
{
  uint32_t v = IA_BITS (w, 26, 26);
  uint32_t opc = IA_BITS (w, 23, 22);

  /* Advanced SIMD structures: 0 Q 0011 0 0x L ...; L is bit 22.  */
  if ((w & 0xbc000000) == 0x0c000000)
    return (w & (1u << 22)) ? IA_IC_LOAD : IA_IC_STORE;

  /* size 001000 o2 L o1 Rs o0 Rt2 Rn Rt: exclusives, ordered, CAS.  */
  if ((w & 0x3f000000) == 0x08000000)
    {
      uint32_t o2 = IA_BITS (w, 23, 23), o1 = IA_BITS (w, 21, 21);
      if (!o2 && !o1)
	return IA_IC_EXCL;		/* LDXR, STXR, LDAXR, STLXR */
      if (!o2 && o1)			/* bit 31: LDXP/STXP, else CASP */
	return (w & 0x80000000) ? IA_IC_EXCL : IA_IC_LSE;
      if (o2 && !o1)			/* LDAR, STLR, LDLAR, STLLR */
	return (w & (1u << 22)) ? IA_IC_LOAD : IA_IC_STORE;
      return IA_IC_LSE;			/* CAS, CASA, CASL, CASAL */
    }

  /* Memory tagging: 11011001 opc 1 imm9 op2 Rn Rt.  */
  if ((w & 0xff200000) == 0xd9200000)
    {
      if (IA_BITS (w, 11, 10) == 0)	/* STZGM, LDG, STGM, LDGM */
	return (opc & 1) ? IA_IC_LOAD : IA_IC_STORE;
      return IA_IC_STORE;		/* STG, STZG, ST2G, STZ2G */
    }

  /* size 011001 opc 0 imm9 op4 Rn Rt: LDAPUR/STLUR when op4 = 00;
     the memory copy and set instructions (op4 = 01) are "other".  */
  if ((w & 0x3f000000) == 0x19000000)
    {
      if (IA_BITS (w, 21, 21) == 0 && IA_BITS (w, 11, 10) == 0)
	return opc == 0 ? IA_IC_STORE : IA_IC_LOAD;
      return IA_IC_OTHER;
    }

  /* Load register (literal), including PRFM and LDRSW: xx011x00.  */
  if ((w & 0x3b000000) == 0x18000000)
    return IA_IC_LOAD;

  /* Pairs, all addressing modes (xx101xxx): L is bit 22.  */
  if ((w & 0x38000000) == 0x28000000)
    return (w & (1u << 22)) ? IA_IC_LOAD : IA_IC_STORE;

  /* Register forms (xx111xxx).  */
  if ((w & 0x38000000) == 0x38000000)
    {
      /* Atomic memory operations: size 111 0 00 A R 1 Rs o3 opc 00.  */
      if ((w & 0x3f200c00) == 0x38200000)
	{
	  uint32_t o3 = IA_BITS (w, 15, 15), aop = IA_BITS (w, 14, 12);
	  if (!o3 || aop == 0)
	    return IA_IC_LSE;		/* LD<op>, ST<op> alias, SWP */
	  if (aop == 4 || aop == 5)
	    return IA_IC_LOAD;		/* LDAPR, LD64B */
	  return IA_IC_STORE;		/* ST64B, ST64BV, ST64BV0 */
	}
      /* LDRAA/LDRAB: 11 111 0 00 M S 1 imm9 W 1.  */
      if ((w & 0xff200400) == 0xf8200400)
	return IA_IC_LOAD;
      /* Everything else: V=1 loads when opc<0> is set (opc 10 is the
	 128-bit STR); V=0 stores only when opc is 00 (PRFM and the
	 sign-extending loads have opc 1x).  */
      if (v)
	return (opc & 1) ? IA_IC_LOAD : IA_IC_STORE;
      return opc == 0 ? IA_IC_STORE : IA_IC_LOAD;
    }

  return IA_IC_OTHER;
}

/* The class of the A64 instruction W.  */
static inline enum ia_iclass
ia_classify (uint32_t w)
{
  if ((w & 0x1c000000) == 0x14000000)		/* op0 = 101x */
    return ia_classify_branch_sys (w);
  if ((w & 0x0a000000) == 0x08000000)		/* op0 = x1x0 */
    return ia_classify_ldst (w);
  /* SVE memory: op0 = 0010 with bits [31:29] = 100, 101 or 110 for
     loads (and prefetches), 111 for stores.  */
  if ((w & 0x1e000000) == 0x04000000 && (w >> 29) >= 4)
    return (w >> 29) == 7 ? IA_IC_STORE : IA_IC_LOAD;
  return IA_IC_OTHER;
}

#endif /* IA_INSN_CLASS_H */
