/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-std=gnu11 -Wl,--no-as-needed -latomic" } */
/* { dg-ia-opt-levels "-O0 -O2" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* _Atomic compound assignments.  +=, -=, &=, |=, ^=, ++ and -- on an
   integer become one atomic read-modify-write; *=, /=, <<= and the
   floating-point forms become the front end's compare-and-exchange
   loop (__atomic_compare_exchange, seq_cst), whose CAS is rewritten
   like any other.  The floating-point forms need libatomic
   (__atomic_feraiseexcept), named before the source, hence
   --no-as-needed.  */

#include "sites.x"

static _Atomic int ai = 10;
static _Atomic unsigned char ac = 3;
static _Atomic long al = 6;
static _Atomic double ad = 1.5;
static _Atomic short as = -7;

__attribute__ ((noipa)) int
compound_rmw (int v)
{
  ai += v;
  ai -= 1;
  ac |= 0x40;
  ac ^= 1;
  as &= 0x7ff;
  return ++ai;
}

__attribute__ ((noipa)) long
compound_cas (long v)
{
  al *= v;
  al <<= 2;
  al /= 3;
  return al;
}

__attribute__ ((noipa)) double
compound_fp (double v)
{
  ad += v;
  ad *= 2;
  return ad;
}

int
main (void)
{
  sites_run ();
  sites_expect ("compound_rmw", compound_rmw (5), 15);
  sites_expect ("ac", ac, 0x42);
  sites_expect ("as", (unsigned short) as, 0x7f9);
  sites_expect ("compound_cas", compound_cas (7), 6 * 7 * 4 / 3);
  sites_expect ("compound_fp", (unsigned long long) (compound_fp (0.25) * 4),
		14);
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
/* { dg-final { scan-function-body compound_cas {\tcasal\tx} } } */
/* { dg-final { scan-function-body compound_fp {\tcasal\tx} } } */
