/* plt.c -- GCC's default code, linked against helper.S's shared
   library: its helper call goes through the PLT.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

int counter;

int
main (void)
{
  return __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
}
