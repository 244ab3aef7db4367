/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-ia-report on } */
/* report=FILE appends one JSON object per atomic site and a summary
   line for the translation unit.  */

int
add (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 12 */
}

__attribute__ ((optimize ("Os"))) long
small (long *p, long e, long d)
{
  return __sync_val_compare_and_swap (p, e, d);		/* line 18 */
}

int
nand (int *p)
{
  return __atomic_nand_fetch (p, 1, __ATOMIC_SEQ_CST);	/* line 24 */
}

/* { dg-final { scan-ia-report {^\x7b"record":"site","unit":"[^"]*report\.c","file":"[^"]*report\.c","line":12,"column":[0-9]+,"function":"add","builtin":"__atomic_fetch_add_4","size":4,"model":"relaxed","decision":"inline","form":"late","lse":"ldadd","llsc":"ldxr-stxr loop","helper":"__aarch64_ldadd4_relax","reason":""\x7d$} 1 } } */
/* { dg-final { scan-ia-report {"line":18,.*"function":"small","builtin":"__sync_val_compare_and_swap_8","size":8,"model":"__sync","decision":"call","form":"builtin","lse":"","llsc":"","helper":"__aarch64_cas8_sync","reason":"optimised for size"\x7d$} 1 } } */
/* { dg-final { scan-ia-report {"line":24,.*"builtin":"__atomic_nand_fetch_4","size":4,.*"decision":"untouched","form":"",.*"reason":"nand has no LSE instruction} 1 } } */
/* { dg-final { scan-ia-report {^\x7b"record":"unit","unit":"[^"]*report\.c","inline":1,"call":1,"llsc-only":0,"untouched":1\x7d$} 1 } } */
/* { dg-final { scan-ia-report {^\x7b"record":"site"} 3 } } */
