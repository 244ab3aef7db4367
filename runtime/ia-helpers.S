/* ia-helpers.S -- libgcc-compatible out-of-line atomic helpers.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Permission is hereby granted, free of charge, to any person obtaining a
   copy of this software and associated documentation files (the
   "Software"), to deal in the Software without restriction, including
   without limitation the rights to use, copy, modify, merge, publish,
   distribute, sublicense, and/or sell copies of the Software, and to
   permit persons to whom the Software is furnished to do so, subject to
   the following conditions:

   The above copyright notice and this permission notice shall be included
   in all copies or substantial portions of the Software.

   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS
   OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
   MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.
   IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY
   CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
   TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
   SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

   With the plugin most atomic operations are inline, but GCC still
   calls __aarch64_<op><size>_<model> where the plugin leaves a call
   (code optimised for size, cold blocks), and a freestanding program has
   no libgcc to provide them.  These are the same functions with the same
   contract as libgcc's:

     cas<N>    expected in x0, desired in x1, address in x2; returns the
	       old value in x0.  Writes x16, x17 and the flags.
     cas16     expected in x0:x1, desired in x2:x3, address in x4; returns
	       the old value in x0:x1.  Writes x15, x16, x17 and the flags.
     swp<N>    value in x0, address in x1; returns the old value in x0.
	       Writes x16 and x17.
     ld<op><N> value in x0, address in x1; returns the old value in x0.
	       Writes x15, x16 and x17.

   Nothing else is written, so callers (and the plugin) may rely on every
   other register, as with libgcc's helpers.  Each helper tests the
   module's __aarch64_have_lse_atomics and runs one LSE instruction if it
   is set, else an exclusive loop.  Memory models follow libgcc's
   numbering: _relax, _acq, _rel, _acq_rel and _sync (__sync builtins:
   the acq_rel LSE instruction, or a loop with a plain exclusive load, a
   release exclusive store and a trailing "dmb ish").  swp<N>_sync is
   acquire-only (swpa, or ldxr/stxr + dmb ish), for
   __sync_lock_test_and_set.

   The helpers are hidden, like libgcc's, so each module binds its calls
   to one copy in that module.  Each is assembled into an object of its
   own (IA_SELECT names it), again like libgcc: an archive member defines
   one helper, so whichever of our archive and libgcc.a provides a given
   helper first, the other's copy of it is never extracted and the two
   never clash.  Both copies test the same module-local flag.

   The helper list is generated from common/ia-ops.def: the families
   (IA_HELPER, IA_HELPER16), the sizes (IA_SIZE) and the models (IA_MODEL)
   are expanded by the C preprocessor into the assembler macros below.
   Assembling with IA_SELECT=all emits every helper; the build lists them
   from that object and assembles each one alone.  */

	.arch armv8-a
	.arch_extension lse

#ifndef IA_SELECT
#define IA_SELECT all
#endif

/* A first inclusion with no table macro defined expands to nothing but
   defines IA_SWP_SYNC_LSE_SUFFIX and IA_SWP_SYNC_STX_REL.  */
#include "ia-ops.def"

/* The entry: a BTI landing pad (as "hint 34", which every assembler
   knows), then the flag test that sends CPUs without LSE to the loop at
   label 8.  x16 is free to use: it is the first scratch register.  */
	.macro ia_entry name
	.text
	.balign 16
	.globl \name
	.hidden \name
	.type \name, %function
\name:
	.cfi_startproc
	hint 34
	adrp x16, __aarch64_have_lse_atomics
	ldrb w16, [x16, :lo12:__aarch64_have_lse_atomics]
	cbz w16, 8f
	.endm

	.macro ia_exit name
	.cfi_endproc
	.size \name, . - \name
	.endm

	.macro ia_barrier bar
	.if \bar
	dmb ish
	.endif
	.endm

/* Compare and swap.  The loop compares the zero-extended loaded value
   with a zero-extended copy of the expected one, because callers only
   guarantee the low bits of a 1- or 2-byte argument.  */
	.macro ia_cas name, bytes, sfx, r, lse, ldxa, stxl, bar
	ia_entry \name
	cas\lse\sfx \r\()0, \r\()1, [x2]
	ret
8:
	.if \bytes == 1
	uxtb w16, w0
	.elseif \bytes == 2
	uxth w16, w0
	.else
	mov \r\()16, \r\()0
	.endif
0:	ld\ldxa\()xr\sfx \r\()0, [x2]
	cmp \r\()0, \r\()16
	bne 1f
	st\stxl\()xr\sfx w17, \r\()1, [x2]
	cbnz w17, 0b
1:	ia_barrier \bar
	ret
	ia_exit \name
	.endm

/* Swap.  */
	.macro ia_swp name, bytes, sfx, r, lse, ldxa, stxl, bar
	ia_entry \name
	swp\lse\sfx \r\()0, \r\()0, [x1]
	ret
8:	mov \r\()16, \r\()0
0:	ld\ldxa\()xr\sfx \r\()0, [x1]
	st\stxl\()xr\sfx w17, \r\()16, [x1]
	cbnz w17, 0b
	ia_barrier \bar
	ret
	ia_exit \name
	.endm

/* Fetch and operate: the LSE instruction LDOP, or a loop that computes
   the new value with ALU into x17 (add, bic for ldclr, eor, orr).  */
	.macro ia_ldop name, ldop, alu, bytes, sfx, r, lse, ldxa, stxl, bar
	ia_entry \name
	\ldop\lse\sfx \r\()0, \r\()0, [x1]
	ret
8:	mov \r\()16, \r\()0
0:	ld\ldxa\()xr\sfx \r\()0, [x1]
	\alu \r\()17, \r\()0, \r\()16
	st\stxl\()xr\sfx w15, \r\()17, [x1]
	cbnz w15, 0b
	ia_barrier \bar
	ret
	ia_exit \name
	.endm

/* 16-byte compare and swap on register pairs.  CASP needs even/odd
   pairs, which x0:x1 and x2:x3 are.

   An LDXP is single-copy atomic only if the store-exclusive paired with
   it succeeds: two 8-byte loads that another CPU's write may come
   between.  So the loop stores on both paths, the new value when the
   comparison succeeded and the value it read when it failed, and
   retries until the store succeeds; only then is the value it returns
   one that the object really held.  libgcc 13 and older skip the store
   when the comparison fails and can return a torn value (GCC PR
   target/111404, fixed in GCC 14, whose helper does the same as this
   one with a csel and two more registers, x13 and x14).  */
	.macro ia_cas16 name, lse, ldxa, stxl, bar
	ia_entry \name
	casp\lse x0, x1, x2, x3, [x4]
	ret
8:	mov x16, x0
	mov x17, x1
0:	ld\ldxa\()xp x0, x1, [x4]
	cmp x0, x16
	ccmp x1, x17, #0, eq
	bne 1f
	st\stxl\()xp w15, x2, x3, [x4]
	cbnz w15, 0b
	b 2f
1:	st\stxl\()xp w15, x0, x1, [x4]
	cbnz w15, 0b
2:	ia_barrier \bar
	ret
	ia_exit \name
	.endm

/* One helper of family FAM, if IA_SELECT asks for it.  */
	.macro ia_emit fam, bytes, sfx, r, model, lse, ldxa, stxl, bar
	.ifc \fam, cas
	ia_cas __aarch64_\fam\bytes\()_\model, \bytes, \sfx, \r, \lse, \ldxa, \stxl, \bar
	.endif
	.ifc \fam, swp
	ia_swp __aarch64_\fam\bytes\()_\model, \bytes, \sfx, \r, \lse, \ldxa, \stxl, \bar
	.endif
	.ifc \fam, ldadd
	ia_ldop __aarch64_\fam\bytes\()_\model, ldadd, add, \bytes, \sfx, \r, \lse, \ldxa, \stxl, \bar
	.endif
	.ifc \fam, ldclr
	ia_ldop __aarch64_\fam\bytes\()_\model, ldclr, bic, \bytes, \sfx, \r, \lse, \ldxa, \stxl, \bar
	.endif
	.ifc \fam, ldeor
	ia_ldop __aarch64_\fam\bytes\()_\model, ldeor, eor, \bytes, \sfx, \r, \lse, \ldxa, \stxl, \bar
	.endif
	.ifc \fam, ldset
	ia_ldop __aarch64_\fam\bytes\()_\model, ldset, orr, \bytes, \sfx, \r, \lse, \ldxa, \stxl, \bar
	.endif
	.endm

	.macro ia_select fam, bytes, sfx, r, model, lse, ldxa, stxl, bar
	.ifc IA_SELECT, all
	ia_emit \fam, \bytes, \sfx, \r, \model, \lse, \ldxa, \stxl, \bar
	.else
	.ifc IA_SELECT, \fam\bytes\()_\model
	ia_emit \fam, \bytes, \sfx, \r, \model, \lse, \ldxa, \stxl, \bar
	.endif
	.endif
	.endm

/* The one exception to the model table: swp<N>_sync is acquire-only.  */
	.macro ia_model_fixup fam, bytes, sfx, r, model, lse, ldxa, stxl, bar
	.ifc \fam\()_\model, swp_sync
	ia_select \fam, \bytes, \sfx, \r, \model, IA_SWP_SYNC_LSE_SUFFIX, \ldxa, IA_SWP_SYNC_STX_REL, \bar
	.else
	ia_select \fam, \bytes, \sfx, \r, \model, \lse, \ldxa, \stxl, \bar
	.endif
	.endm

/* Every size of one family and model.  */
	.macro ia_sizes fam, model, num, lse, ldxa, stxl, bar
#define IA_SIZE(BYTES, SUFFIX, REG, CTYPE) \
	ia_model_fixup \fam, BYTES, SUFFIX, REG, \model, \lse, \ldxa, \stxl, \bar
#include "ia-ops.def"
	.endm

/* Every model of one family.  */
	.macro ia_models fam
#define IA_MODEL(NAME, NUM, LSE_SUFFIX, LDX_ACQ, STX_REL, BARRIER) \
	ia_sizes \fam, NAME, NUM, LSE_SUFFIX, LDX_ACQ, STX_REL, BARRIER
#include "ia-ops.def"
	.endm

/* Every model of one 16-byte family (only cas has one).  */
	.macro ia_select16 fam, model, lse, ldxa, stxl, bar
	.ifc IA_SELECT, all
	ia_\fam\()16 __aarch64_\fam\()16_\model, \lse, \ldxa, \stxl, \bar
	.else
	.ifc IA_SELECT, \fam\()16_\model
	ia_\fam\()16 __aarch64_\fam\()16_\model, \lse, \ldxa, \stxl, \bar
	.endif
	.endif
	.endm

	.macro ia_models16 fam
#define IA_MODEL(NAME, NUM, LSE_SUFFIX, LDX_ACQ, STX_REL, BARRIER) \
	ia_select16 \fam, NAME, LSE_SUFFIX, LDX_ACQ, STX_REL, BARRIER
#include "ia-ops.def"
	.endm

/* And now every family.  */
#define IA_HELPER(FAMILY) ia_models FAMILY
#define IA_HELPER16(FAMILY) ia_models16 FAMILY
#include "ia-ops.def"

/* Mark the object as compatible with BTI (every helper starts with a
   landing pad) and with return-address signing (no helper saves x30), so
   that linking it does not turn those protections off for a program
   built with -mbranch-protection=standard.  */
	.pushsection .note.gnu.property, "a"
	.balign 8
	.long 4			/* Name size.  */
	.long 16		/* Descriptor size.  */
	.long 5			/* NT_GNU_PROPERTY_TYPE_0.  */
	.asciz "GNU"
	.long 0xc0000000	/* GNU_PROPERTY_AARCH64_FEATURE_1_AND.  */
	.long 4			/* Data size.  */
	.long 3			/* BTI | PAC.  */
	.long 0			/* Padding.  */
	.popsection

	.section .note.GNU-stack, "", %progbits
