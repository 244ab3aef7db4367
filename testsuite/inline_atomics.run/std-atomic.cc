// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The inline-atomics authors.
// { dg-do run }
// { dg-options "-std=c++17 -pthread" }
// { dg-ia-same-output-as "gcc llsc" }
// { dg-final { check-sites-paired } }
// { dg-final { check-plugin-acted } }
// std::atomic on every size: member functions with explicit orders,
// operators, compare_exchange_strong/weak (success, and failure with the
// observed value written back), atomic_flag, and four std::threads
// counting.  Prints every result; the output must equal GCC's own
// builds' on the same CPU.

#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

static unsigned failures;

template <typename T>
static void
expect (const char *type, const char *what, T got, T want)
{
  std::printf ("%s %s %llx\n", type, what, (unsigned long long) got);
  if (got != want)
    {
      failures++;
      std::printf ("FAIL %s %s: expected %llx\n", type, what,
		   (unsigned long long) want);
    }
}

template <typename T>
static void
exercise (const char *type)
{
  std::atomic<T> a (T (0xf0));

  expect (type, "fetch_add", a.fetch_add (T (0x21), std::memory_order_relaxed), T (0xf0));
  expect (type, "after fetch_add", a.load (), T (0x111));
  expect (type, "fetch_sub", a.fetch_sub (T (0x12), std::memory_order_acquire), T (0x111));
  expect (type, "fetch_and", a.fetch_and (T (0x0f), std::memory_order_release), T (0xff));
  expect (type, "fetch_or", a.fetch_or (T (0x70), std::memory_order_acq_rel), T (0x0f));
  expect (type, "fetch_xor", a.fetch_xor (T (0x55), std::memory_order_seq_cst), T (0x7f));
  expect (type, "exchange", a.exchange (T (0xff), std::memory_order_consume), T (0x2a));
  expect (type, "++ wraps 1 byte", ++a, T (T (0xff) + 1));
  expect (type, "--", --a, T (0xff));
  expect (type, "+=", a += T (2), T (T (0xff) + 2));
  expect (type, "-=", a -= T (3), T (T (0xff) - 1));
  expect (type, "&=", a &= T (0x3c), T (0x3c));
  expect (type, "|=", a |= T (0x41), T (0x7d));
  expect (type, "^=", a ^= T (0x0f), T (0x72));

  T e = T (0x72);
  expect (type, "cas strong success", a.compare_exchange_strong (e, T (0x99)), true);
  expect (type, "cas strong memory", a.load (), T (0x99));
  expect (type, "cas strong expected kept", e, T (0x72));
  e = T (0x11);
  expect (type, "cas strong failure", a.compare_exchange_strong (e, T (0x22),
	  std::memory_order_acq_rel, std::memory_order_acquire), false);
  expect (type, "cas strong write-back", e, T (0x99));
  expect (type, "cas strong memory kept", a.load (), T (0x99));

  e = T (0x99);
  int tries = 0;
  bool ok;
  do
    ok = a.compare_exchange_weak (e, T (0x5a), std::memory_order_release,
				  std::memory_order_relaxed);
  while (!ok && e == T (0x99) && ++tries < 1000);
  expect (type, "cas weak success", ok, true);
  expect (type, "cas weak memory", a.load (), T (0x5a));
  e = T (0x33);
  expect (type, "cas weak failure", a.compare_exchange_weak (e, T (0x44)), false);
  expect (type, "cas weak write-back", e, T (0x5a));

  // Four threads counting.
  std::atomic<T> counter (T (0));
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; t++)
    threads.emplace_back ([&counter] {
      for (int i = 0; i < 5000; i++)
	{
	  counter.fetch_add (T (1), std::memory_order_relaxed);
	  T old = counter.load (std::memory_order_relaxed);
	  while (!counter.compare_exchange_weak (old, T (old + 1)))
	    ;
	  counter -= T (1);
	}
    });
  for (auto &th : threads)
    th.join ();
  expect (type, "threads", counter.load (), T (20000));
}

int
main ()
{
  exercise<unsigned char> ("u8");
  exercise<unsigned short> ("u16");
  exercise<unsigned int> ("u32");
  exercise<unsigned long> ("u64");

  std::atomic_flag flag = ATOMIC_FLAG_INIT;
  expect ("flag", "first test_and_set", flag.test_and_set (std::memory_order_acquire), false);
  expect ("flag", "second test_and_set", flag.test_and_set (), true);
  flag.clear ();
  expect ("flag", "after clear", flag.test_and_set (std::memory_order_relaxed), false);

  std::printf ("%s\n", failures ? "FAILED" : "OK");
  return failures != 0;
}
