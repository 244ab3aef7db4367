/* rt-helper-table.S -- a table of every out-of-line helper.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Generated from common/ia-ops.def like the runtime's ia-helpers.S, so
   the test and the library cannot disagree on the list.  Each entry is
   { address, name, family, size }; the table ends with a null address.
   Linked with libinlineatomics the addresses are the runtime's helpers,
   linked with libgcc alone they are libgcc's.  */

#include "ia-ops.def"

	.macro rt_entry fam, bytes, model
	.section .rodata.str1.1, "aMS", %progbits, 1
1:	.asciz "__aarch64_\fam\bytes\()_\model"
2:	.asciz "\fam"
	.section .data.rel.ro, "aw"
	.balign 8
	.quad __aarch64_\fam\bytes\()_\model
	.quad 1b
	.quad 2b
	.quad \bytes
	.endm

	.macro rt_sizes fam, model
#define IA_SIZE(BYTES, SUFFIX, REG, CTYPE) rt_entry \fam, BYTES, \model
#include "ia-ops.def"
	.endm

	.macro rt_models fam
#define IA_MODEL(NAME, NUM, LSE_SUFFIX, LDX_ACQ, STX_REL, BARRIER) \
	rt_sizes \fam, NAME
#include "ia-ops.def"
	.endm

	.macro rt_models16 fam
#define IA_MODEL(NAME, NUM, LSE_SUFFIX, LDX_ACQ, STX_REL, BARRIER) \
	rt_entry \fam, 16, NAME
#include "ia-ops.def"
	.endm

	.section .data.rel.ro, "aw"
	.balign 8
	.globl rt_helper_table
rt_helper_table:
#define IA_HELPER(FAMILY) rt_models FAMILY
#define IA_HELPER16(FAMILY) rt_models16 FAMILY
#include "ia-ops.def"
	.section .data.rel.ro, "aw"
	.quad 0, 0, 0, 0

	.section .note.GNU-stack, "", %progbits
