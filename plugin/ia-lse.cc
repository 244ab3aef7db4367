/* ia-lse.cc -- the text of the LSE instructions that the plugin emits,
   for every form of site: the mnemonic and the asm template.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   The late split (ia-late-lse.cc, every site of 1 to 8 bytes) and the
   16-byte sites' GIMPLE asms (ia-sync16.cc) make their LSE instructions
   as asms, and take the asm's text from here: one mnemonic, one
   template.
   An asm, not GCC's own *_lse insns: those exist only when the target
   has LSE, and the plugin acts only where it has not.  */

#include "ia-plugin.h"

/* The LSE mnemonic of FAMILY (ldadd, swp, cas, ...) for MODEL and an
   object of SIZE bytes, as GCC's *_lse patterns of atomics.md print it:
   the ordering suffix, then b or h for 1 and 2 bytes.  */

void
ia_lse_mnemonic (const char *family, enum memmodel model, unsigned size,
		 char *buf, size_t len)
{
  const char *size_suffix = size == 1 ? "b" : size == 2 ? "h" : "";
  snprintf (buf, len, "%s%s%s", family, ia_lse_order_suffix (model),
	    size_suffix);
}

/* Write into BUF the asm template of the LSE instruction MNEMONIC on an
   object of SIZE bytes: its first register, the Arm ARM's Rs (the
   operand of swp and ld<op>, the compare and result register of cas),
   is asm operand RS, its second, Rt (the old value of swp and ld<op>,
   the new value of cas), is RT, and ADDR is the text of the address
   operand.  The registers are W registers for 1 to 4 bytes, X registers
   for 8 and X register pairs for 16 (casp).

   GCC writes ".arch armv8-a" at the top of the file and binutils then
   refuses LSE mnemonics; the instruction is bracketed by
   ".arch_extension lse" and ".arch_extension nolse", which restores the
   assembler state that GCC's directive chose for the function (the
   plugin never acts in a function whose target has LSE).  */

void
ia_lse_template (char *buf, size_t len, const char *mnemonic, unsigned size,
		 int rs, int rt, const char *addr)
{
  if (size == 16)
    snprintf (buf, len, ".arch_extension lse\n\t%s\t%%%d, %%H%d, %%%d, "
	      "%%H%d, %s\n\t.arch_extension nolse", mnemonic, rs, rs, rt,
	      rt, addr);
  else
    {
      char reg = size == 8 ? 'x' : 'w';
      snprintf (buf, len, ".arch_extension lse\n\t%s\t%%%c%d, %%%c%d, "
		"%s\n\t.arch_extension nolse", mnemonic, reg, rs, reg, rt,
		addr);
    }
}
