// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The inline-atomics authors.
// { dg-do run }
// { dg-options "-fexceptions" }
// { dg-ia-opt-levels "-O0 -O2" }
// { dg-ia-same-output-as "gcc llsc" }
// -fexceptions (C++'s default): only calls throw, so atomics inside try
// blocks and in functions with cleanups are rewritten, and exceptions
// thrown around them still unwind through the inline code's frame.
// The atomics of the destructor and of the handler stay out of line
// (noipa): inlined into a landing pad, a block GCC predicts never to
// run, they would keep GCC's helper call (the size policy of
// docs/manual.md, tested in hoist/cold.c).

#include <atomic>
#include <cstdio>
#include <stdexcept>

static unsigned failures;
static std::atomic<int> live;

struct guard
{
  std::atomic<long> &count;
  explicit guard (std::atomic<long> &c) : count (c) { count.fetch_add (1); }
  __attribute__ ((noipa)) ~guard ()
  {
    count.fetch_sub (1, std::memory_order_release);
  }
};

__attribute__ ((noipa)) void
maybe_throw (int v)
{
  if (v % 3 == 0)
    throw std::runtime_error ("three");
}

__attribute__ ((noipa)) int
with_cleanup (std::atomic<long> &c, int v)
{
  guard g (c);
  int old = live.fetch_add (v, std::memory_order_acq_rel);
  maybe_throw (v);
  return old + live.exchange (old, std::memory_order_relaxed);
}

__attribute__ ((noipa)) int
in_handler (std::atomic<short> &s, int v)
{
  return s.fetch_xor (v, std::memory_order_seq_cst) + 1000;
}

__attribute__ ((noipa)) int
in_try (std::atomic<short> &s, int v)
{
  try
    {
      short e = 0;
      s.compare_exchange_strong (e, (short) v);
      maybe_throw (v);
      return s.fetch_or (0x100);
    }
  catch (const std::exception &)
    {
      return in_handler (s, v);
    }
}

int
main ()
{
  std::atomic<long> count (0);
  std::atomic<short> s (0);
  long total = 0;
  for (int v = 1; v <= 9; v++)
    {
      try
	{
	  total += with_cleanup (count, v);
	}
      catch (const std::exception &e)
	{
	  total += 100;
	}
      total += in_try (s, v);
      std::printf ("%d %ld %ld %d\n", v, total, count.load (), (int) s.load ());
    }
  if (count.load () != 0)
    failures++;
  return failures != 0;
}

// { dg-final { check-lse-like-gcc } }
