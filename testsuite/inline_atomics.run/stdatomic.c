/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-options "-std=c11" } */
/* { dg-ia-same-output-as "gcc llsc" } */
/* { dg-final { check-sites-paired } } */
/* { dg-final { check-plugin-acted } } */
/* C11 <stdatomic.h>: explicit and implicit operations, compound
   assignments (*= is a front-end CAS loop), atomic_flag.  */

#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>

static unsigned failures;

static void
expect (const char *what, unsigned long long got, unsigned long long want)
{
  printf ("%s %llx\n", what, got);
  if (got != want)
    {
      failures++;
      printf ("FAIL %s: expected %llx\n", what, want);
    }
}

int
main (void)
{
  atomic_uchar c = 0xfe;
  atomic_ushort s = 0xffff;
  atomic_uint i = 7;
  atomic_ulong l = 1;
  atomic_flag f = ATOMIC_FLAG_INIT;

  expect ("uchar fetch_add", atomic_fetch_add (&c, 3), 0xfe);
  expect ("uchar wrapped", c, 1);
  expect ("ushort fetch_add wraps", atomic_fetch_add_explicit (&s, 1, memory_order_relaxed), 0xffff);
  expect ("ushort", s, 0);
  expect ("ushort fetch_sub wraps", atomic_fetch_sub_explicit (&s, 1, memory_order_release), 0);
  expect ("ushort", s, 0xffff);
  expect ("uint fetch_or", atomic_fetch_or_explicit (&i, 0x30, memory_order_acquire), 7);
  expect ("uint fetch_and", atomic_fetch_and_explicit (&i, 0x1e, memory_order_acq_rel), 0x37);
  expect ("uint fetch_xor", atomic_fetch_xor (&i, 0xff), 0x16);
  expect ("uint", i, 0xe9);
  expect ("ulong exchange", atomic_exchange (&l, 0x123456789aUL), 1);
  unsigned long e = 5;
  expect ("ulong cas failure", atomic_compare_exchange_strong (&l, &e, 6), false);
  expect ("ulong cas write-back", e, 0x123456789aUL);
  expect ("ulong cas success", atomic_compare_exchange_strong (&l, &e, 6), true);
  expect ("ulong", l, 6);
  l += 10;
  l -= 1;
  l |= 0x100;
  l &= 0x1ff;
  l ^= 1;
  expect ("ulong compound", l, 0x10e);
  i *= 3;
  expect ("uint *=", i, 0x2bb);
  c++;
  --s;
  expect ("uchar ++", c, 2);
  expect ("ushort --", s, 0xfffe);
  expect ("flag first", atomic_flag_test_and_set (&f), false);
  expect ("flag second", atomic_flag_test_and_set_explicit (&f, memory_order_acquire), true);
  atomic_flag_clear (&f);
  expect ("flag cleared", atomic_flag_test_and_set (&f), false);

  printf ("%s\n", failures ? "FAILED" : "OK");
  return failures != 0;
}
