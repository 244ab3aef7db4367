/* ia-analyze.h -- functions, helper calls and LSE instructions of one
   ELF file.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef IA_ANALYZE_H
#define IA_ANALYZE_H

#include <stdio.h>

#include "ia-check.h"
#include "ia-image.h"

/* Analyse IMG into OUT (whose path the caller has set).  */
void ia_analyze (struct ia_image *img, struct ia_file *out);

/* --dump-insns: print the instructions of IMG's code that the decoder
   classifies, one a line ("ADDRESS MNEMONIC [TARGET]"), for the
   comparison with objdump (checker/compare-objdump).  */
void ia_dump_insns (const struct ia_image *img, FILE *to);

#endif /* IA_ANALYZE_H */
