// SPDX-License-Identifier: GPL-3.0-or-later
// Copyright (C) 2026 The inline-atomics authors.
// { dg-do compile }
// { dg-options "-fcompare-debug" }
// { dg-ia-opt-levels "-O1 -O2 -O3" }
// The shape of compare-debug-tail.c in C++: a copy constructor that
// bumps a reference count through two inline member functions, whose
// inlining leaves debug binds of `this' after the atomic.

struct count
{
  int n;
  void get () { __atomic_fetch_add (&n, 1, __ATOMIC_RELAXED); }
};

struct ref
{
  count c;
  void take () { c.get (); }
};

struct handle
{
  ref *r;
  handle (const handle &other);
};

handle::handle (const handle &other) : r (other.r)
{
  if (r)
    {
      ref *s = r;
      s->take ();
    }
}

// { dg-final { check-plugin-acted } }
// { dg-final { scan-assembler-times {\tldadd\t} 1 } }
// { dg-final { scan-assembler-times {\tldxr\t} 1 } }
