/* ia-core.c -- the module-local state, set from a HWCAP value.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Everything here is per module (hidden) and needs no C library, so the
   freestanding archive can use it as is: ia_init (HWCAP) in the header
   ends up in __ia_init_module below.  */

#include "ia-runtime.h"

/* The hint that ia_spin_pause and ia_spin_pause_inline execute; see
   IA_SPIN_HINT.  Zero until the module is initialised.  */
unsigned char __ia_spin_hint IA_HIDDEN __attribute__ ((nocommon));

/* What the environment asked for (ia-config.c).  They are remembered so
   that a later __ia_init_module, by libgcc's constructor order or by the
   program, cannot undo INLINE_ATOMICS_LSE=0.  */
static unsigned char ia_lse_forced_off;
static unsigned char ia_spin_request;

/* Record the environment's decisions: LSE_FORCED_OFF, and SPIN_REQUEST,
   a hint byte or 0 for the default.  */

void
__ia_configure (int lse_forced_off, unsigned int spin_request)
{
  ia_lse_forced_off = lse_forced_off != 0;
  ia_spin_request = spin_request;
}

/* The default hint for a CPU with HWCAP: one SB where FEAT_SB exists,
   since it waits without the pipeline flush of ISB; otherwise one ISB,
   which every AArch64 CPU has and which waits longer than a NOP or a
   YIELD (most cores implement YIELD as a NOP).  */

static unsigned int
ia_default_hint (unsigned long hwcap)
{
  if (hwcap & HWCAP_SB)
    return IA_SPIN_HINT (IA_SPIN_SB, 1);
  return IA_SPIN_HINT (IA_SPIN_ISB, 1);
}

/* The hint to use on a CPU with HWCAP.  The request was validated by
   ia-config.c against the same HWCAP; the SB test is repeated because
   __ia_init_module may be called by the program with another value, and
   SB must never run on a CPU without it.  */

static unsigned int
ia_choose_hint (unsigned long hwcap)
{
  unsigned int request = ia_spin_request;

  if (request == IA_SPIN_UNSET)
    return ia_default_hint (hwcap);
  if (IA_SPIN_HINT_KIND (request) == IA_SPIN_SB && !(hwcap & HWCAP_SB))
    return ia_default_hint (hwcap);
  return request;
}

/* Set this module's flag and hint for a CPU with HWCAP.  The flag can
   only become 1 when HWCAP has HWCAP_ATOMICS, so nothing can force LSE
   onto a CPU without it.  */

void
__ia_init_module (unsigned long hwcap)
{
  __aarch64_have_lse_atomics
    = (hwcap & HWCAP_ATOMICS) != 0 && !ia_lse_forced_off;
  __ia_spin_hint = ia_choose_hint (hwcap);
}

#ifdef IA_PULL_INIT
IA_PULL (__ia_hosted_anchor);
#endif
#ifdef IA_PULL_PREINIT
IA_PULL (__ia_lse_preinit);
#endif
