/* ia-guard.h -- which LSE instructions of a function only run after a
   test of __aarch64_have_lse_atomics found it set.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef IA_GUARD_H
#define IA_GUARD_H

#include <stddef.h>
#include <stdint.h>

#include "ia-decode.h"
#include "ia-image.h"

/* INSNS are the N instructions of a function that starts at START, one
   every 4 bytes, relocations applied.  Set GUARDED[I] for each LSE
   instruction I that is guarded (see ia-guard.c), clear it for the
   others.  IMG gives the flag's address and the words the code loads.  */
void ia_guard_function (const struct ia_image *img,
			const struct ia_insn *insns, size_t n, uint64_t start,
			unsigned char *guarded);

#endif /* IA_GUARD_H */
