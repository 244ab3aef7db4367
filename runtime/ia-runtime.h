/* ia-runtime.h -- declarations shared by the files of the runtime.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT  */

#ifndef IA_RUNTIME_H
#define IA_RUNTIME_H 1

#include "inline_atomics.h"

#define IA_HIDDEN __attribute__ ((visibility ("hidden")))
#define IA_PUBLIC __attribute__ ((visibility ("default")))

/* The auxiliary vector entry and the bits we test.  They are defined here
   when the C library's headers are too old to have them, and so that the
   freestanding files need no libc header at all.  */
#ifndef AT_HWCAP
#define AT_HWCAP 16
#endif
#ifndef HWCAP_ATOMICS
#define HWCAP_ATOMICS (1UL << 8)
#endif
#ifndef HWCAP_SB
#define HWCAP_SB (1UL << 29)
#endif

/* The spin-wait kinds.  A hint byte holds the kind in its low four bits
   and COUNT - 1 in its high four bits; 0 means "not initialised yet" and
   behaves like one ISB, which every AArch64 CPU has.  */
enum ia_spin_kind
{
  IA_SPIN_UNSET = 0,
  IA_SPIN_NONE = 1,
  IA_SPIN_NOP = 2,
  IA_SPIN_YIELD = 3,
  IA_SPIN_ISB = 4,
  IA_SPIN_SB = 5
};

#define IA_SPIN_COUNT_MAX 16
#define IA_SPIN_HINT(KIND, COUNT) ((KIND) | (((COUNT) - 1) << 4))
#define IA_SPIN_HINT_KIND(HINT) ((HINT) & 15)
#define IA_SPIN_HINT_COUNT(HINT) (((HINT) >> 4) + 1)

_Static_assert (IA_SPIN_HINT (IA_SPIN_SB, 1) == __IA_SPIN_HINT_SB1,
		"the header's SB encoding");
_Static_assert (IA_SPIN_HINT (IA_SPIN_ISB, 1) == __IA_SPIN_HINT_ISB1,
		"the header's ISB encoding");

/* The raw encodings, so that binutils without FEAT_SB support assemble
   them (checked against aarch64-linux-gnu-objdump).  */
#define IA_INSN_SB ".inst 0xd50330ff"
#define IA_INSN_ISB ".inst 0xd5033fdf"
#define IA_INSN_YIELD ".inst 0xd503203f"
#define IA_INSN_NOP ".inst 0xd503201f"

/* libgcc's flag, with libgcc's ABI: one hidden byte per module.  */
extern _Bool __aarch64_have_lse_atomics IA_HIDDEN;

/* What the environment asked for, decided once per process.  */
struct ia_config
{
  unsigned long hwcap;		/* getauxval (AT_HWCAP).  */
  unsigned char lse_forced_off;	/* INLINE_ATOMICS_LSE=0.  */
  unsigned char spin_request;	/* A valid hint byte, or 0 for the default.  */
};

/* ia-config.c.  Exported from libinlineatomics.so so that every module
   of a process shares one decision and one set of warnings.  */
extern void __ia_get_config (struct ia_config *, char **) IA_PUBLIC;

/* ia-core.c.  */
extern void __ia_configure (int, unsigned int) IA_HIDDEN;

/* ia-init.c.  */
extern void __ia_hosted_init (char **) IA_HIDDEN;

/* Make the object that uses this macro pull the archive member that
   defines SYM, at no run-time cost: an R_AARCH64_NONE relocation is an
   undefined reference for the archive scan and nothing else.  */
#define IA_PULL(SYM) __asm__ (".reloc ., R_AARCH64_NONE, " #SYM)

#endif /* IA_RUNTIME_H */
