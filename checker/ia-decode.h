/* ia-decode.h -- the few A64 instruction classes inline-atomics-check
   needs, decoded from the instruction word.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   The checker does not disassemble.  It needs to know, of each word:
   whether it is an LSE atomic (and which: its mnemonic, as objdump
   spells it), an exclusive load or store, a branch and where to, and
   the few instructions that move the address of
   __aarch64_have_lse_atomics and its value between registers (ADRP,
   ADR, ADD, LDR, LDRB, MOV, UXTB, CMP, TST).  For every other word it
   needs only a conservative answer to "which general registers may it
   write?", so that a register is never believed to hold the flag after
   something overwrote it.

   Encodings follow the "Top-level encodings for A64" tables of the Arm
   ARM (DDI 0487); field names are the manual's (size, o0, o1, o2, L, A,
   R, o3, opc).  Debian bookworm's capstone 4.0.2 does not know the LSE
   instructions, and QEMU 7.2's disassembler prints them as .byte, so
   this is written from the manual and checked against objdump
   (checker/compare-objdump, docs/inline-atomics-check.md).  */

#ifndef IA_DECODE_H
#define IA_DECODE_H

#include <stdint.h>

/* What the checker knows an instruction to be.  */
enum ia_kind
{
  IA_K_OTHER,		/* anything else: only its writes are known */
  IA_K_LSE,		/* CAS*, CASP*, SWP*, LD<op>*, ST<op>* */
  IA_K_EXCL_LOAD,	/* LDXR*, LDAXR*, LDXP, LDAXP */
  IA_K_EXCL_STORE,	/* STXR*, STLXR*, STXP, STLXP */
  IA_K_B,		/* B imm */
  IA_K_BL,		/* BL imm */
  IA_K_BCOND,		/* B.cond */
  IA_K_CBZ, IA_K_CBNZ,	/* compare with zero and branch */
  IA_K_TBZ, IA_K_TBNZ,	/* test bit and branch */
  IA_K_BR,		/* BR and its pointer-authentication forms */
  IA_K_BLR,		/* BLR and its forms */
  IA_K_RET,		/* RET, RETAA, RETAB, ERET */
  IA_K_ADRP,		/* value = the page address */
  IA_K_ADR,		/* value = the address */
  IA_K_ADD_IMM,		/* ADD Rd, Rn, #imm (no flags) */
  IA_K_LDR_IMM,		/* LDR/LDRB ... [Rn, #imm] unsigned offset */
  IA_K_LDR_LIT,		/* LDR Xt, label */
  IA_K_MOV_REG,		/* MOV Rd, Rm (ORR Rd, ZR, Rm) */
  IA_K_ZEXT_BYTE,	/* UXTB Rd, Rn or AND Rd, Rn, #0xff / #1 */
  IA_K_CMP_ZERO,	/* CMP Rn, #0 or TST Rn, #0xff / #1 */
  IA_K_DMB		/* DMB any option */
};

/* The LSE operations, as helper names spell them.  */
enum ia_lse_op
{
  IA_OP_NONE, IA_OP_CAS, IA_OP_CASP, IA_OP_SWP, IA_OP_LDADD, IA_OP_LDCLR,
  IA_OP_LDEOR, IA_OP_LDSET, IA_OP_LDSMAX, IA_OP_LDSMIN, IA_OP_LDUMAX,
  IA_OP_LDUMIN
};

/* The decoded instruction.  */
struct ia_insn
{
  enum ia_kind kind;
  /* LSE and exclusives: the mnemonic as objdump prints it ("ldaddalh",
     "staddl", "casp", "ldaxr"); empty otherwise.  */
  char mnem[12];
  enum ia_lse_op op;
  unsigned char size;	/* LSE, loads: access size in bytes (16: CASP x) */
  unsigned char acquire, release;	/* LSE: the A and L/R bits */
  unsigned char rd;	/* destination, or Rt of a load/branch; 31 = none */
  unsigned char rn;	/* base or source register */
  unsigned char bit;	/* TBZ/TBNZ: the bit tested */
  unsigned char cond;	/* B.cond: the condition */
  unsigned char is64;	/* the register width of rd is 64 bits */
  uint64_t target;	/* branch target; ADRP/ADR value */
  int64_t imm;		/* ADD, LDR: the byte offset */
  /* The general registers (bit N for xN, N < 31) the instruction may
     write, the flags aside; BL/BLR set the caller-saved ones.  */
  uint32_t writes;
  /* It may change NZCV.  */
  unsigned char sets_flags;
  /* BL, BLR: the callee never returns (set by ia-analyze.c).  */
  unsigned char noreturn;
};

/* Decode the word W found at address PC into *INSN.  */
void ia_decode (uint32_t w, uint64_t pc, struct ia_insn *insn);

/* The registers a call may change: x0-x18 and x30 (AAPCS64).  */
#define IA_CALL_CLOBBERS (0x7ffffu | (1u << 30))

#endif /* IA_DECODE_H */
