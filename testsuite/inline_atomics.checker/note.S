/* note.S -- the plugin's note, made by the assembler: owner
   "inline-atomics", type 1, KEY=VALUE pairs; "frobnicate" is a key the
   checker does not know, which it must keep.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

	.text
	.global	noted
	.type	noted, %function
noted:
	ret
	.size	noted, .-noted
	.section .note.inline-atomics,"",%note
	.balign	4
	.word	15, 2f - 1f, 1
	.asciz	"inline-atomics"
	.balign	4
1:	.asciz	"version=9.8.7 gcc=12.2.0 mode=inline frobnicate=yes"
2:	.balign	4
	.section .note.GNU-stack,"",%progbits
