/* helper.S -- an exported __aarch64_ldadd4_relax, so that a program
   linked with this shared library calls the helper through a PLT entry
   (libgcc's helpers are hidden, and never are).  LL/SC only.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

	.text
	.global	__aarch64_ldadd4_relax
	.type	__aarch64_ldadd4_relax, %function
__aarch64_ldadd4_relax:
	mov	w16, w0
0:	ldxr	w0, [x1]
	add	w17, w0, w16
	stxr	w15, w17, [x1]
	cbnz	w15, 0b
	ret
	.size	__aarch64_ldadd4_relax, .-__aarch64_ldadd4_relax
	.section .note.GNU-stack,"",%progbits
