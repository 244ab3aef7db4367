/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-opt-levels "-O0 -O2" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* Atomics in a static inline function (inlined into its callers at
   -O2), in a GNU C nested function that updates its parent's locals
   through the static chain, and in functions with target and optimize
   attributes:
     - optimize ("O3"): rewritten;
     - optimize ("Os"): left alone, keeps GCC's helper call (size
       policy);
     - target ("no-outline-atomics"): left alone, GCC's LL/SC loop only;
     - target ("+lse"): left alone, GCC's LSE instruction only; it is
       called only on a CPU with LSE (HWCAP_ATOMICS).
   compile/target-attr.c and compile/optimize-attr.c check the
   attributes in more forms.  */

#include <sys/auxv.h>
#include "sites.x"

#ifndef HWCAP_ATOMICS
#define HWCAP_ATOMICS (1 << 8)
#endif

static inline int
take_ticket (int *next)
{
  return __atomic_fetch_add (next, 1, __ATOMIC_ACQUIRE);
}

__attribute__ ((noipa)) int
two_tickets (int *next)
{
  return take_ticket (next) * 10 + take_ticket (next);
}

__attribute__ ((noipa)) long
nested (long n)
{
  long total = 0;
  unsigned char seen = 0;
  void add (long v)
  {
    __atomic_fetch_add (&total, v, __ATOMIC_RELAXED);
    __atomic_fetch_or (&seen, 1 << (v & 7), __ATOMIC_RELEASE);
  }
  for (long i = 0; i < n; i++)
    add (i);
  return total * 1000 + seen;
}

__attribute__ ((noipa, optimize ("O3"))) int
opt_o3 (int *p, int v)
{
  return __atomic_xor_fetch (p, v, __ATOMIC_SEQ_CST);
}

__attribute__ ((noipa, optimize ("Os"))) int
opt_os (int *p, int v)
{
  return __atomic_fetch_sub (p, v, __ATOMIC_RELAXED);
}

__attribute__ ((noipa, target ("no-outline-atomics"))) short
no_outline (short *p, short v)
{
  return __atomic_exchange_n (p, v, __ATOMIC_ACQ_REL);
}

__attribute__ ((noipa, target ("+lse"))) long
with_lse (long *p, long e, long d)
{
  __atomic_compare_exchange_n (p, &e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
  return e;
}

int
main (void)
{
  int next = 3, x = 0x0f, y = 50;
  short s = 1;
  long l = 8;
  sites_run ();
  sites_expect ("two_tickets", two_tickets (&next), 34);
  sites_expect ("nested", nested (10), 45 * 1000 + 0xff);
  sites_expect ("opt_o3", opt_o3 (&x, 0xff), 0xf0);
  sites_expect ("opt_os", opt_os (&y, 8), 50);
  sites_expect ("no_outline", no_outline (&s, 2), 1);
  if (getauxval (AT_HWCAP) & HWCAP_ATOMICS)
    sites_expect ("with_lse", with_lse (&l, 8, 9), 8);
  else
    l = 9;
  sites_expect ("memory", y * 100000 + s * 1000 + l, 42 * 100000 + 2009);
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc {opt_os no_outline with_lse} } } */
/* { dg-final { scan-function-body opt_os {\tbl\t__aarch64_ldadd4_relax\n} } } */
/* { dg-final { scan-function-body-not opt_os {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-function-body no_outline {\tldaxrh\tw} } } */
/* { dg-final { scan-function-body-not no_outline {__aarch64_} } } */
/* { dg-final { scan-function-body with_lse {\tcasa\tx} } } */
/* { dg-final { scan-function-body-not with_lse {__aarch64_} } } */
