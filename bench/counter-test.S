/* counter-test.S -- a loop with a known instruction mix, for checking
   the instruction counter under QEMU (bench-selftest).

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   uint64_t counter_test (long iterations) runs ITERATIONS times a body
   whose every class is known; counter-test.py expects, per iteration:

     lse 2       ldadd, casal
     exclusive 2 ldxr, stxr (the store-exclusive always succeeds here:
                 nothing else touches the location)
     barrier 2   dmb ish, isb
     branch 2    cbnz (on the stxr status, not taken), b.ne (taken)
     call 2      bl, blr
     ret 2       the callee's ret, twice
     load 5      ldr, ldp (one instruction), ldar, ldrb twice
     store 3     str, stlr, strb
     other 8     add, add, subs, nop, adr, adrp, and the callee's mov
                 twice

   and, counting only the range of counter_test (without the callee),
   the same less one "other" and one "ret" per call.  With flag= set to
   counter_test_flag, "flag-loads" is 1: one ldrb reads that byte, the
   other its neighbour, and the strb writes it.  The flag is at offset 40
   of an aligned block, so the neighbour is in the same page.

   The callee is local and the loop keeps everything in x0-x8, so it
   needs no stack.  */

	.arch armv8-a+lse
	.text

	.type	counter_test_callee, %function
counter_test_callee:
	mov	x6, x0
	ret
	.size	counter_test_callee, . - counter_test_callee

	.globl	counter_test
	.type	counter_test, %function
counter_test:
	mov	x7, x30			/* keep the return address */
	mov	x1, x0			/* iterations */
	adrp	x2, counter_test_data
	add	x2, x2, :lo12:counter_test_data
	add	x8, x2, #8		/* the exclusive location */
	mov	x3, #1
	cbz	x1, 2f
1:	ldadd	x3, x4, [x2]
	casal	x4, x5, [x2]
	ldxr	x4, [x8]
	add	x4, x4, #1
	stxr	w5, x4, [x8]
	cbnz	w5, 1b
	dmb	ish
	isb
	bl	counter_test_callee
	adr	x5, counter_test_callee
	blr	x5
	ldr	x4, [x2, #16]
	ldp	x4, x5, [x2, #16]
	ldar	x4, [x2]
	str	x4, [x2, #24]
	stlr	x4, [x8]
	adrp	x9, counter_test_flag	/* as libgcc's helpers load it */
	ldrb	w4, [x9, #:lo12:counter_test_flag]
	ldrb	w4, [x9, #:lo12:counter_test_flag + 1]	/* its neighbour */
	strb	wzr, [x9, #:lo12:counter_test_flag]
	add	x3, x3, #0
	nop
	subs	x1, x1, #1
	b.ne	1b
2:	ldr	x0, [x2, #8]
	mov	x30, x7
	ret
	.size	counter_test, . - counter_test

	.data
	.balign	16
counter_test_data:
	.zero	40
	.globl	counter_test_flag
	.type	counter_test_flag, %object
counter_test_flag:
	.zero	8
	.size	counter_test_flag, 8
