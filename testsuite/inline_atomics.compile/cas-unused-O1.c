/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O1 -fno-ipa-icf" } */
/* A compare-and-swap whose result nothing reads, at -O1.  GCC's
   expansion follows the instruction with a comparison for the boolean
   result (cmp, and ccmp for a pair); in the late form's LSE copy it is
   dead, and at -O1 no pass after the late one would delete it (at -O2
   sched2 does), so the late pass runs GCC's fast DCE again.  The LSE
   copy then ends as -march=armv8-a+lse's build does: with the CAS.  */

typedef unsigned __int128 u128;

#define CASES(T, NAME)							\
  void sync_##NAME (T *p, T o, T n)					\
  { __sync_bool_compare_and_swap (p, o, n); }				\
  void strong_##NAME (T *p, T o, T n)					\
  { __atomic_compare_exchange_n (p, &o, n, 0, __ATOMIC_SEQ_CST,	\
				 __ATOMIC_RELAXED); }			\
  void weak_##NAME (T *p, T o, T n)					\
  { __atomic_compare_exchange_n (p, &o, n, 1, __ATOMIC_ACQUIRE,	\
				 __ATOMIC_ACQUIRE); }

CASES (unsigned char, 1)
CASES (unsigned short, 2)
CASES (unsigned int, 4)
CASES (unsigned long, 8)

/* GCC calls libatomic for the __atomic forms on 16 bytes.  */
void sync_16 (u128 *p, u128 o, u128 n)
{ __sync_bool_compare_and_swap (p, o, n); }

/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { scan-assembler-times {\tcasalb\t} 2 } } */
/* { dg-final { scan-assembler-times {\tcasab\t} 1 } } */
/* { dg-final { scan-assembler-times {\tcasalh\t} 2 } } */
/* { dg-final { scan-assembler-times {\tcasah\t} 1 } } */
/* { dg-final { scan-assembler-times {\tcasal\tw} 2 } } */
/* { dg-final { scan-assembler-times {\tcasa\tw} 1 } } */
/* { dg-final { scan-assembler-times {\tcasal\tx} 2 } } */
/* { dg-final { scan-assembler-times {\tcasa\tx} 1 } } */
/* { dg-final { scan-assembler-times {\tcaspal\t} 1 } } */
/* The instruction after each CAS, past the directives and comments
   that close its asm (.arch_extension, #NO_APP), is not a comparison:
   13 of them were before.  */
/* { dg-final { scan-assembler-not {\tcasp?a?l?[bh]?\t[^\n]*\n(?:(?:\t\.|[^\t])[^\n]*\n)*\tc?cmp\t} } } */
