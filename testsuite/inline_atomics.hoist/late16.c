/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wno-sync-nand" } */
/* 16-byte __sync sites alone.  With GCC 14 and later they are of the
   late form, and each is versioned on the flag even alone
   (plugin/ia-region.cc): the flag is tested once, before GCC's retry
   loop, and the loop of the LSE copy holds the CASP and no test.  The
   late split's test around the compare-and-swap insn would be inside
   the loop.  With GCC 11 to 13 they are diamonds, whose LSE path is the
   same loop in one asm.  Either way the LSE path has one conditional
   branch more than GCC's +lse build, the test.  */

typedef unsigned __int128 u128;

u128
fetch_add (u128 *p, u128 v)
{
  return __sync_fetch_and_add (p, v);
}

u128
nand_fetch (u128 *p, u128 v)
{
  return __sync_nand_and_fetch (p, v);
}

_Bool
bool_cas (u128 *p, u128 o, u128 n)
{
  return __sync_bool_compare_and_swap (p, o, n);
}

/* { dg-final { lse-loops-untested fetch_add } } */
/* { dg-final { lse-loops-untested nand_fetch } } */
/* { dg-final { branches-like-lse fetch_add 1 } } */
/* { dg-final { branches-like-lse nand_fetch 1 } } */
/* { dg-final { branches-like-lse bool_cas 1 } } */
