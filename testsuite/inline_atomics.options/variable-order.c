/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-opt-levels "-O0 -O2" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* A memory order known only at run time: GCC expands the builtin as
   seq_cst, so the site gets the "al" form, as in the +lse build.  */

#include "sites.x"

__attribute__ ((noipa)) int
var_fetch_add (int *p, int v, int order)
{
  return __atomic_fetch_add (p, v, order);
}

__attribute__ ((noipa)) long
var_cas (long *p, long e, long d, int success, int failure)
{
  __atomic_compare_exchange_n (p, &e, d, 0, success, failure);
  return e;
}

__attribute__ ((noipa)) short
var_exchange (short *p, short v, int order)
{
  return __atomic_exchange_n (p, v, order);
}

int
main (void)
{
  int i = 1;
  long l = 4;
  short s = 2;
  sites_run ();
  for (int order = __ATOMIC_RELAXED; order <= __ATOMIC_SEQ_CST; order++)
    {
      sites_expect ("var_fetch_add", var_fetch_add (&i, order, order),
		    1 + order * (order - 1) / 2);
      if (order != __ATOMIC_CONSUME && order != __ATOMIC_ACQUIRE)
	sites_expect ("var_exchange", var_exchange (&s, order, order),
		      order == 0 ? 2 : order == 3 ? 0 : order - 1);
    }
  sites_expect ("var_cas", var_cas (&l, 4, 9, __ATOMIC_ACQ_REL,
				    __ATOMIC_ACQUIRE), 4);
  sites_expect ("var_cas fail", var_cas (&l, 4, 9, __ATOMIC_SEQ_CST,
					 __ATOMIC_RELAXED), 9);
  return sites_failures != 0;
}

/* { dg-final { check-lse-like-gcc } } */
/* { dg-final { scan-function-body var_fetch_add {\tldaddal\tw} } } */
/* { dg-final { scan-function-body var_cas {\tcasal\tx} } } */
/* { dg-final { scan-function-body var_exchange {\tswpalh\tw} } } */
