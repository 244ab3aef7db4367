/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-same-output-as "gcc" } */
/* { dg-output "flag in constructor \[01\], in main \[01\]: OK" } */
/* A constructor with a priority runs before libgcc's constructor has
   set __aarch64_have_lse_atomics, so its atomics take the LL/SC path
   even on an LSE CPU; they must be just as correct there.  The flag is
   printed as the constructor and main see it (the same in GCC's own
   build, which reads it in the helpers).  */

#include <stdio.h>

extern _Bool __aarch64_have_lse_atomics __attribute__ ((visibility ("hidden")));

static unsigned failures;
static int flag_in_ctor = -1;

static void
expect (const char *where, const char *what, unsigned long got,
	unsigned long want)
{
  if (got != want)
    {
      failures++;
      printf ("FAIL %s %s: %lx, expected %lx\n", where, what, got, want);
    }
}

__attribute__ ((noipa)) static void
exercise (const char *where)
{
  unsigned char c = 0xff;
  unsigned short s = 0x8000;
  unsigned int i = 10;
  unsigned long l = 0xf0f0;

  expect (where, "fetch_add", __atomic_fetch_add (&c, 1, __ATOMIC_SEQ_CST), 0xff);
  expect (where, "wrap", c, 0);
  expect (where, "sub_fetch", __atomic_sub_fetch (&s, 1, __ATOMIC_ACQUIRE), 0x7fff);
  expect (where, "fetch_and", __atomic_fetch_and (&l, 0xff, __ATOMIC_RELEASE), 0xf0f0);
  expect (where, "or_fetch", __atomic_or_fetch (&l, 0x0f00, __ATOMIC_RELAXED), 0x0ff0);
  expect (where, "xor", __sync_xor_and_fetch (&i, 3), 9);
  expect (where, "exchange", __atomic_exchange_n (&i, 42, __ATOMIC_ACQ_REL), 9);
  unsigned int e = 41;
  expect (where, "cas failure", __atomic_compare_exchange_n (&i, &e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST), 0);
  expect (where, "cas write-back", e, 42);
  expect (where, "cas success", __atomic_compare_exchange_n (&i, &e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST), 1);
  expect (where, "sync val cas", __sync_val_compare_and_swap (&l, 0x0ff0, 7), 0x0ff0);
  expect (where, "lock_test_and_set", __sync_lock_test_and_set (&c, 1), 0);
  expect (where, "test_and_set", __atomic_test_and_set (&i, __ATOMIC_SEQ_CST), 1);
}

__attribute__ ((constructor (101))) static void
early (void)
{
  flag_in_ctor = __aarch64_have_lse_atomics;
  exercise ("constructor");
}

int
main (void)
{
  exercise ("main");
  printf ("flag in constructor %d, in main %d: %s\n", flag_in_ctor,
	  __aarch64_have_lse_atomics, failures ? "FAILED" : "OK");
  return failures != 0;
}
