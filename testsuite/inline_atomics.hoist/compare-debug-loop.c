/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fcompare-debug" } */
/* -g must not change which loops are versioned.  This loop has a dozen
   statements, far under the -O2 budget, and more than forty debug
   binds and markers from the two inline functions it calls: counting
   those would version it without -g only, and -fcompare-debug would
   fail.  */

struct item
{
  int refs;
  int w;
  int h;
};

static inline int
area (const struct item *it)
{
  int w = it->w;
  int h = it->h;
  int a = w * h;
  return a;
}

static inline int
grab (struct item *it)
{
  int old = __atomic_fetch_add (&it->refs, 1, __ATOMIC_RELAXED);
  int a = area (it);
  return old + a;
}

int
sum_refs (struct item *items, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      struct item *it = &items[i];
      int g = grab (it);
      int x = g ^ i;
      int y = x + s;
      s = y;
    }
  return s;
}

/* { dg-final { check-plugin-acted } } */
/* { dg-final { lse-loops-untested sum_refs } } */
/* { dg-final { flag-outside-loops sum_refs } } */
