/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do run } */
/* { dg-ia-same-output-as "gcc" } */
/* The flag __aarch64_have_lse_atomics really selects the path, at every
   site family: with the flag forced to 0 the LL/SC code runs (and is
   correct) on every CPU; forced to 1, the LSE instruction runs, which
   traps with SIGILL on a CPU without LSE.  GCC's own build, through the
   helpers, behaves the same, so the outputs are compared.  */

#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <sys/auxv.h>

#ifndef HWCAP_ATOMICS
#define HWCAP_ATOMICS (1 << 8)
#endif

extern _Bool __aarch64_have_lse_atomics __attribute__ ((visibility ("hidden")));

static sigjmp_buf trap;
static unsigned failures;

static void
on_sigill (int sig)
{
  (void) sig;
  siglongjmp (trap, 1);
}

static unsigned long word;
static unsigned char byte;
static _Bool tas_byte;

__attribute__ ((noipa)) static unsigned long
op_fetch_add (void)
{
  return __atomic_fetch_add (&word, 5, __ATOMIC_SEQ_CST);
}

__attribute__ ((noipa)) static unsigned long
op_and_fetch (void)
{
  return __atomic_and_fetch (&byte, 0xf7, __ATOMIC_ACQUIRE);
}

__attribute__ ((noipa)) static unsigned long
op_exchange (void)
{
  return __atomic_exchange_n (&word, 77, __ATOMIC_RELEASE);
}

__attribute__ ((noipa)) static unsigned long
op_cas (void)
{
  unsigned long e = 77;
  return __atomic_compare_exchange_n (&word, &e, 78, 0, __ATOMIC_RELAXED,
				      __ATOMIC_RELAXED);
}

__attribute__ ((noipa)) static unsigned long
op_sync_or (void)
{
  return __sync_fetch_and_or (&byte, 0x30);
}

__attribute__ ((noipa)) static unsigned long
op_test_and_set (void)
{
  return __atomic_test_and_set (&tas_byte, __ATOMIC_SEQ_CST);
}

static const struct
{
  const char *name;
  unsigned long (*fn) (void);
} ops[] = {
  { "fetch_add", op_fetch_add }, { "and_fetch", op_and_fetch },
  { "exchange", op_exchange }, { "cas", op_cas },
  { "sync_fetch_and_or", op_sync_or }, { "test_and_set", op_test_and_set },
};

int
main (void)
{
  int has_lse = (getauxval (AT_HWCAP) & HWCAP_ATOMICS) != 0;
  _Bool saved = __aarch64_have_lse_atomics;
  unsigned n = sizeof ops / sizeof ops[0];

  if (saved != has_lse)
    {
      failures++;
      printf ("FAIL flag %d but HWCAP_ATOMICS %d\n", saved, has_lse);
    }

  /* Flag 0: the LL/SC path, everywhere.  */
  __aarch64_have_lse_atomics = 0;
  word = 10;
  byte = 0xff;
  tas_byte = 0;
  unsigned long results[6];
  for (unsigned i = 0; i < n; i++)
    results[i] = ops[i].fn ();
  unsigned long want[6] = { 10, 0xf7, 15, 1, 0xf7, 0 };
  for (unsigned i = 0; i < n; i++)
    if (results[i] != want[i])
      {
	failures++;
	printf ("FAIL %s on the LL/SC path: %#lx, expected %#lx\n",
		ops[i].name, results[i], want[i]);
      }
  if (word != 78 || byte != 0xf7 || tas_byte != 1)
    {
      failures++;
      printf ("FAIL memory after the LL/SC path: %#lx %#x %d\n", word,
	      (unsigned) byte, tas_byte);
    }

  /* Flag 1: the LSE instruction; SIGILL without LSE.  */
  signal (SIGILL, on_sigill);
  for (unsigned i = 0; i < n; i++)
    {
      volatile int trapped = 0;
      __aarch64_have_lse_atomics = 1;
      if (sigsetjmp (trap, 1) == 0)
	ops[i].fn ();
      else
	trapped = 1;
      __aarch64_have_lse_atomics = saved;
      printf ("%s with the flag set: %s\n", ops[i].name,
	      trapped ? "SIGILL" : "ran");
      if (trapped == has_lse)
	{
	  failures++;
	  printf ("FAIL %s: %s on a CPU %s LSE\n", ops[i].name,
		  trapped ? "trapped" : "did not trap",
		  has_lse ? "with" : "without");
	}
    }

  printf ("%s\n", failures ? "FAILED" : "OK");
  return failures != 0;
}
