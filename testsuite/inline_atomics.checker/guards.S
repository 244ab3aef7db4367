/* guards.S -- the shapes of flag test inline-atomics-check must and
   must not take for a guard (checker.exp, "guards").  Each function
   g_NAME holds LSE instructions that are guarded, each u_NAME ones that
   are not: the test reads the function names' prefixes.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

	.arch	armv8-a+lse
	.text

/* The plugin's shape: load, CBZ to the LL/SC path.  */
	.global	g_cbz
	.type	g_cbz, %function
g_cbz:
	adrp	x2, __aarch64_have_lse_atomics
	ldrb	w2, [x2, #:lo12:__aarch64_have_lse_atomics]
	cbz	w2, 1f
	ldaddal	w1, w0, [x0]
	ret
1:	ret
	.size	g_cbz, .-g_cbz

/* CBNZ to the LSE side, TBNZ #0, and CMP + B.NE.  */
	.global	g_cbnz_tbnz_cmp
	.type	g_cbnz_tbnz_cmp, %function
g_cbnz_tbnz_cmp:
	adrp	x2, __aarch64_have_lse_atomics
	ldrb	w3, [x2, #:lo12:__aarch64_have_lse_atomics]
	cbnz	w3, 1f
	ret
1:	swpal	w1, w0, [x0]
	tbnz	w3, #0, 2f
	ret
2:	casal	w1, w4, [x0]
	cmp	w3, #0
	b.ne	3f
	ret
3:	stadd	w1, [x0]
	ret
	.size	g_cbnz_tbnz_cmp, .-g_cbnz_tbnz_cmp

/* The flag loaded once, held across a loop and a SIMD instruction
   (MOVI writes no general register), tested in the loop.  */
	.global	g_hoisted
	.type	g_hoisted, %function
g_hoisted:
	adrp	x5, __aarch64_have_lse_atomics
	ldrb	w5, [x5, #:lo12:__aarch64_have_lse_atomics]
	movi	v5.4s, #0
1:	cbz	w5, 2f
	ldadd	w1, w6, [x0]
	subs	w1, w1, #1
	b.ne	1b
	ret
2:	ldxr	w6, [x0]
	add	w6, w6, w1
	stxr	w7, w6, [x0]
	cbnz	w7, 2b
	subs	w1, w1, #1
	b.ne	1b
	ret
	.size	g_hoisted, .-g_hoisted

/* The large code model: the flag's address from a literal.  */
	.global	g_literal
	.type	g_literal, %function
g_literal:
	ldr	x2, 1f
	ldrb	w2, [x2]
	cbz	w2, 2f
	ldclral	w1, w0, [x0]
2:	ret
	.balign	8
1:	.xword	__aarch64_have_lse_atomics
	.size	g_literal, .-g_literal

/* A call that never returns before the LL/SC path, which rejoins the
   LSE path: the fall-through from the call is no path.  */
	.global	g_noreturn
	.type	g_noreturn, %function
g_noreturn:
	stp	x29, x30, [sp, #-16]!
	adrp	x5, __aarch64_have_lse_atomics
	ldrb	w5, [x5, #:lo12:__aarch64_have_lse_atomics]
	cbnz	x1, 1f
	bl	abort
1:	cbz	w5, 3f
2:	casal	x1, x2, [x0]
	ldp	x29, x30, [sp], #16
	ret
3:	ldaxr	x1, [x0]
	stlxr	w3, x2, [x0]
	cbnz	w3, 3b
	b	2b + 4
	.size	g_noreturn, .-g_noreturn

/* No test at all.  */
	.global	u_none
	.type	u_none, %function
u_none:
	ldaddal	w1, w0, [x0]
	ret
	.size	u_none, .-u_none

/* The LSE instruction on the LL/SC side of the test.  */
	.global	u_wrong_side
	.type	u_wrong_side, %function
u_wrong_side:
	adrp	x2, __aarch64_have_lse_atomics
	ldrb	w2, [x2, #:lo12:__aarch64_have_lse_atomics]
	cbnz	w2, 1f
	ldaddal	w1, w0, [x0]
1:	ret
	.size	u_wrong_side, .-u_wrong_side

/* The register overwritten between the load and the test, once by an
   integer instruction and once by FMOV to a general register.  */
	.global	u_overwritten
	.type	u_overwritten, %function
u_overwritten:
	adrp	x2, __aarch64_have_lse_atomics
	ldrb	w2, [x2, #:lo12:__aarch64_have_lse_atomics]
	mov	w2, #1
	cbz	w2, 1f
	ldaddal	w1, w0, [x0]
	fmov	w2, s0
	cbz	w2, 1f
	swpal	w1, w0, [x0]
1:	ret
	.size	u_overwritten, .-u_overwritten

/* A join of a guarded path and an unguarded one, and a call that
   returns (it clobbers the register) before the test.  */
	.global	u_join
	.type	u_join, %function
u_join:
	stp	x29, x30, [sp, #-16]!
	adrp	x5, __aarch64_have_lse_atomics
	ldrb	w5, [x5, #:lo12:__aarch64_have_lse_atomics]
	cbz	x1, 1f
	cbz	w5, 2f
1:	casal	x1, x2, [x0]
	bl	puts
	cbz	w5, 2f
	casal	x1, x2, [x0]
2:	ldp	x29, x30, [sp], #16
	ret
	.size	u_join, .-u_join

/* Another byte tested: not the flag.  */
	.global	u_other_byte
	.type	u_other_byte, %function
u_other_byte:
	adrp	x2, other_byte
	ldrb	w2, [x2, #:lo12:other_byte]
	cbz	w2, 1f
	ldaddal	w1, w0, [x0]
1:	ret
	.size	u_other_byte, .-u_other_byte

/* TBZ of another bit than 0.  */
	.global	u_bit1
	.type	u_bit1, %function
u_bit1:
	adrp	x2, __aarch64_have_lse_atomics
	ldrb	w2, [x2, #:lo12:__aarch64_have_lse_atomics]
	tbz	w2, #1, 1f
	ldaddal	w1, w0, [x0]
1:	ret
	.size	u_bit1, .-u_bit1

	.bss
	.global	other_byte
other_byte:
	.byte	0
	.section .note.GNU-stack,"",%progbits
