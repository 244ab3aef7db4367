/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-inline_atomics-cold=call -mcmodel=large -fno-pie" } */
/* { dg-ia-report on } */
/* The forms of the other options: in the large code model a hot site
   of 1 to 8 bytes is "late" as in the others (the flag's address comes
   from the literal pool); with cold=call a site in a block that ends in
   abort is a "call", and every site of a cold function is left to GCC
   as a "builtin" that GCC expands to the helper call.  */

int
hot (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);	/* line 15 */
}

void
cold_block (int *p, int bad)
{
  if (bad)
    {
      __atomic_fetch_or (p, 4, __ATOMIC_RELEASE);	/* line 23 */
      __builtin_abort ();
    }
}

__attribute__ ((cold)) int
cold_fn (int *p)
{
  return __atomic_exchange_n (p, 3, __ATOMIC_ACQUIRE);	/* line 31 */
}

/* { dg-final { scan-ia-report {"line":15,.*"decision":"inline","form":"late","lse":"ldadd",} 1 } } */
/* { dg-final { scan-ia-report {"line":23,.*"decision":"call","form":"call","lse":"",.*"reason":"in a block predicted never to run \(cold=call\)"} 1 } } */
/* { dg-final { scan-ia-report {"line":31,.*"decision":"call","form":"builtin","lse":"",.*"reason":"cold function \(cold=call\)"} 1 } } */
/* { dg-final { scan-ia-report {^\x7b"record":"site"} 3 } } */
