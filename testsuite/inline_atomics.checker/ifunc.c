/* ifunc.c -- an IFUNC whose resolver selects an LSE implementation on
   CPUs that have LSE: its LSE instruction is "ifunc", not unguarded.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

typedef int add_fn (int *);

__attribute__ ((target ("+lse"))) static int
add_lse (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

__attribute__ ((target ("+nolse"))) static int
add_llsc (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

/* HWCAP_ATOMICS is bit 8 of AT_HWCAP, which glibc passes here.  */
static add_fn *
resolve_add (unsigned long hwcap)
{
  return (hwcap & (1ul << 8)) ? add_lse : add_llsc;
}

int add (int *) __attribute__ ((ifunc ("resolve_add")));

int
main (void)
{
  int x = 0;
  add (&x);
  return x - 1;
}
