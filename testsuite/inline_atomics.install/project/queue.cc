// queue.cc -- C++ atomics of the install tests' sample project.
// Copyright (C) 2026 The inline-atomics authors.
// SPDX-License-Identifier: GPL-3.0-or-later

#include <atomic>
#include "project.h"

static std::atomic<unsigned> tickets;
static std::atomic<unsigned long> last;

extern "C" unsigned
queue_take (void)
{
  unsigned t = tickets.fetch_add (1);
  unsigned long seen = last.load (std::memory_order_relaxed);
  while (seen < t
	 && !last.compare_exchange_weak (seen, t, std::memory_order_acq_rel,
					 std::memory_order_relaxed))
    ;
  return t;
}

extern "C" unsigned long
queue_last (void)
{
  return last.exchange (last.load ());
}
