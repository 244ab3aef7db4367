/* rt-probe.S -- call a helper and record every register it leaves.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   void rt_probe (void *fn, const unsigned long in[6],
		  unsigned long out[32]);

   Loads x0-x4 from IN[0..4] and NZCV from IN[5], fills x5-x14 and
   x19-x28 with sentinels (rt_sentinel (N) in rt-helpers.c), calls FN and
   stores x0-x28 into OUT[0..28] and NZCV into OUT[29].  x15-x17 are the
   helpers' scratch registers and x18 is the platform register, so they
   are stored but not checked; x29 and x30 are the probe's.  */

	.macro rt_sentinel reg, n
	movz \reg, #(0x5e00 + \n)
	movk \reg, #0xa5a5, lsl 16
	movk \reg, #0x1234, lsl 32
	movk \reg, #0x5e5e, lsl 48
	.endm

	.text
	.balign 16
	.globl rt_probe
	.type rt_probe, %function
rt_probe:
	stp x29, x30, [sp, #-112]!
	mov x29, sp
	stp x19, x20, [sp, #16]
	stp x21, x22, [sp, #32]
	stp x23, x24, [sp, #48]
	stp x25, x26, [sp, #64]
	stp x27, x28, [sp, #80]
	str x2, [sp, #96]
	mov x17, x0
	mov x16, x1
	.irp n, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14
	rt_sentinel x\n, \n
	.endr
	.irp n, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28
	rt_sentinel x\n, \n
	.endr
	ldr x0, [x16, #40]
	msr nzcv, x0
	ldp x0, x1, [x16]
	ldp x2, x3, [x16, #16]
	ldr x4, [x16, #32]
	blr x17
	ldr x16, [sp, #96]
	stp x0, x1, [x16]
	stp x2, x3, [x16, #16]
	stp x4, x5, [x16, #32]
	stp x6, x7, [x16, #48]
	stp x8, x9, [x16, #64]
	stp x10, x11, [x16, #80]
	stp x12, x13, [x16, #96]
	str x14, [x16, #112]
	stp x19, x20, [x16, #152]
	stp x21, x22, [x16, #168]
	stp x23, x24, [x16, #184]
	stp x25, x26, [x16, #200]
	stp x27, x28, [x16, #216]
	mrs x17, nzcv
	str x17, [x16, #232]
	ldp x19, x20, [sp, #16]
	ldp x21, x22, [sp, #32]
	ldp x23, x24, [sp, #48]
	ldp x25, x26, [sp, #64]
	ldp x27, x28, [sp, #80]
	ldp x29, x30, [sp], #112
	ret
	.size rt_probe, . - rt_probe

	.section .note.GNU-stack, "", %progbits
