// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The inline-atomics authors.
// { dg-do run }
// { dg-ia-opt-levels "-O0 -O2" }
// { dg-ia-same-output-as "gcc llsc" }
// Atomics in function templates, class templates and inline member
// functions (COMDAT, emitted in each unit that uses them): every
// instantiation is rewritten.

#include <atomic>
#include <cstdio>

template <typename T>
__attribute__ ((noipa)) T
bump (std::atomic<T> &a, T v)
{
  return a.fetch_add (v, std::memory_order_acq_rel);
}

template <typename T, std::memory_order M>
struct counter
{
  std::atomic<T> value;
  __attribute__ ((noipa)) T swap (T v) { return value.exchange (v, M); }
  __attribute__ ((noipa)) bool
  replace (T e, T d)
  {
    return value.compare_exchange_strong (e, d, M);
  }
};

int
main ()
{
  std::atomic<unsigned char> c (250);
  std::atomic<short> s (-1);
  std::atomic<int> i (7);
  std::atomic<long> l (1L << 33);
  counter<int, std::memory_order_release> ci = { { 3 } };
  counter<unsigned long, std::memory_order_relaxed> cl = { { 9 } };
  unsigned failures = 0;

  std::printf ("%d %d %d %ld\n", (int) bump<unsigned char> (c, 10),
	       (int) bump<short> (s, 2), bump<int> (i, -8),
	       bump<long> (l, 1));
  std::printf ("%d %d %d %ld\n", (int) c.load (), (int) s.load (),
	       i.load (), l.load ());
  std::printf ("%d %d %d\n", ci.swap (4), (int) ci.replace (4, 5),
	       (int) ci.replace (4, 6));
  std::printf ("%lu %d\n", cl.swap (1), (int) cl.replace (1, 2));
  failures += c.load () != 4 || s.load () != 1 || i.load () != -1;
  failures += ci.value.load () != 5 || cl.value.load () != 2;
  return failures != 0;
}

// { dg-final { check-lse-like-gcc } }
