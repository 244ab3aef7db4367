/* ia-api.c -- the functions of inline_atomics.h.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   They report the state of the module they are linked into: the
   program's own in a static link, libinlineatomics.so's in a dynamic one
   (the same values, decided once per process by ia-config.c).  */

#include "ia-runtime.h"

/* The names ia_spin_pause_kind returns, one per kind and count, so that
   the result is a constant string and the function needs no buffer.  */
#define IA_COUNTS(K)							\
  { K ":1", K ":2", K ":3", K ":4", K ":5", K ":6", K ":7", K ":8",	\
    K ":9", K ":10", K ":11", K ":12", K ":13", K ":14", K ":15", K ":16" }

static const char *const ia_spin_names[][IA_SPIN_COUNT_MAX] = {
  [IA_SPIN_NONE] = IA_COUNTS ("none"),
  [IA_SPIN_NOP] = IA_COUNTS ("nop"),
  [IA_SPIN_YIELD] = IA_COUNTS ("yield"),
  [IA_SPIN_ISB] = IA_COUNTS ("isb"),
  [IA_SPIN_SB] = IA_COUNTS ("sb"),
};

/* The hint in force; before initialisation that is one ISB.  */

static unsigned int
ia_current_hint (void)
{
  unsigned int hint = __ia_spin_hint;

  if (IA_SPIN_HINT_KIND (hint) == IA_SPIN_UNSET)
    return IA_SPIN_HINT (IA_SPIN_ISB, 1);
  return hint;
}

IA_PUBLIC int
ia_have_lse_atomics (void)
{
  return __aarch64_have_lse_atomics;
}

/* Each loop issues COUNT copies of one hint.  The "memory" clobber keeps
   the compiler from moving loads of the spun-on variable across it, as
   the callers' spin loops expect.  */

IA_PUBLIC int
ia_spin_pause (void)
{
  unsigned int hint = ia_current_hint ();
  unsigned int count = IA_SPIN_HINT_COUNT (hint);
  unsigned int i;

  switch (IA_SPIN_HINT_KIND (hint))
    {
    case IA_SPIN_SB:
      for (i = 0; i < count; i++)
	__asm__ __volatile__ (IA_INSN_SB : : : "memory");
      return 1;
    case IA_SPIN_ISB:
      for (i = 0; i < count; i++)
	__asm__ __volatile__ (IA_INSN_ISB : : : "memory");
      return 1;
    case IA_SPIN_YIELD:
      for (i = 0; i < count; i++)
	__asm__ __volatile__ (IA_INSN_YIELD : : : "memory");
      return 1;
    case IA_SPIN_NOP:
      for (i = 0; i < count; i++)
	__asm__ __volatile__ (IA_INSN_NOP : : : "memory");
      return 1;
    default:
      return 0;
    }
}

IA_PUBLIC const char *
ia_spin_pause_kind (void)
{
  unsigned int hint = ia_current_hint ();

  return ia_spin_names[IA_SPIN_HINT_KIND (hint)][IA_SPIN_HINT_COUNT (hint) - 1];
}
