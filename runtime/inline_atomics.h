/* inline_atomics.h -- the public interface of the inline-atomics runtime.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Permission is hereby granted, free of charge, to any person obtaining a
   copy of this software and associated documentation files (the
   "Software"), to deal in the Software without restriction, including
   without limitation the rights to use, copy, modify, merge, publish,
   distribute, sublicense, and/or sell copies of the Software, and to
   permit persons to whom the Software is furnished to do so, subject to
   the following conditions:

   The above copyright notice and this permission notice shall be included
   in all copies or substantial portions of the Software.

   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS
   OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
   MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.
   IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY
   CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
   TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
   SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

   Code compiled with the inline-atomics GCC plugin reads the one-byte
   flag __aarch64_have_lse_atomics; this library defines it, sets it
   before the constructors of the module run, and offers a spin-wait hint.
   Nothing here is needed to *use* the plugin: the header is for programs
   that want to ask what the runtime decided, or to pause in spin loops.
   See docs/runtime.md for the whole story.  */

#ifndef INLINE_ATOMICS_H
#define INLINE_ATOMICS_H 1

#ifdef __cplusplus
extern "C" {
#endif

/* 1 if this module's __aarch64_have_lse_atomics is set, i.e. the CPU has
   the LSE atomics (HWCAP_ATOMICS) and INLINE_ATOMICS_LSE=0 did not force
   the LL/SC path; 0 otherwise, and 0 before the runtime has run.  */
extern int ia_have_lse_atomics (void);

/* Execute the configured spin-wait hint (INLINE_ATOMICS_SPIN, by default
   SB where the CPU has it, else ISB).  Return 1 if an instruction was
   executed and 0 if the hint is "none", as OpenJDK's SpinPause does.  */
extern int ia_spin_pause (void);

/* The configured hint as "KIND:COUNT", e.g. "sb:1" or "isb:2".  The
   string is constant; it never needs freeing.  */
extern const char *ia_spin_pause_kind (void);

/* Not part of the API: the module-local state that the inline functions
   below read.  Both are hidden, so every module (executable or shared
   object) has its own copy, linked in from libinlineatomics.a or
   libinlineatomics_nonshared.a.  */
extern void __ia_init_module (unsigned long __hwcap)
  __attribute__ ((__visibility__ ("hidden")));
extern unsigned char __ia_spin_hint
  __attribute__ ((__visibility__ ("hidden")));

/* The two encodings of __ia_spin_hint that ia_spin_pause_inline handles
   without a call: one SB, and one ISB.  */
#define __IA_SPIN_HINT_ISB1 4
#define __IA_SPIN_HINT_SB1 5

/* Initialise the runtime of the calling module from HWCAP, the value of
   getauxval (AT_HWCAP) or its equivalent.  Hosted programs never need
   this: the runtime initialises itself before any constructor of the
   module.  It is for -nostdlib and freestanding programs linked with
   libinlineatomics_freestanding.a, which must call it before the first
   atomic operation they want on the LSE path.  It can only enable LSE
   when HWCAP has HWCAP_ATOMICS (bit 8), and SB when it has HWCAP_SB
   (bit 29); in a hosted program INLINE_ATOMICS_LSE=0 still wins.  */
static __inline__ void
ia_init (unsigned long __hwcap)
{
  __ia_init_module (__hwcap);
}

#if defined (__aarch64__)
/* ia_spin_pause without the call in the common cases: one SB or one ISB.
   The instructions are written as raw encodings so that assemblers
   without FEAT_SB support accept them; SB is only reached when the
   runtime saw HWCAP_SB, so it never traps.  */
static __inline__ int
ia_spin_pause_inline (void)
{
  unsigned char __hint = __ia_spin_hint;

  if (__builtin_expect (__hint == __IA_SPIN_HINT_SB1, 1))
    {
      __asm__ __volatile__ (".inst 0xd50330ff" : : : "memory"); /* sb */
      return 1;
    }
  if (__hint == __IA_SPIN_HINT_ISB1)
    {
      __asm__ __volatile__ (".inst 0xd5033fdf" : : : "memory"); /* isb */
      return 1;
    }
  return ia_spin_pause ();
}
#endif

#ifdef __cplusplus
}
#endif

#endif /* INLINE_ATOMICS_H */
