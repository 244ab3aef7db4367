/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-fcompare-debug" } */
/* { dg-ia-opt-levels "-O1 -O2 -O3" } */
/* -g must not change the final insns.  An atomic reached through two
   inline functions, on one side of a branch, just before the return:
   the block reordering copies the return block after the LL/SC copy,
   which the plugin puts out of line, and the debug binds that the
   inlining leaves after the atomic then come before the epilogue note.
   Where the LL/SC code is split before register allocation (a diamond,
   until the large code model went late) and without plugin/ia-notes.cc,
   GCC 11 and 12 put that note inside a block with -g and between two
   blocks without, and -fcompare-debug fails.  With the late form, the
   LL/SC insn is followed only by debug insns, and plugin/ia-late.cc
   must not give it a join block of its own.  */

struct obj
{
  int refs;
};

static inline void
obj_get (struct obj *o)
{
  __atomic_fetch_add (&o->refs, 1, __ATOMIC_RELAXED);
}

static inline void
obj_get_via (struct obj *o)
{
  obj_get (o);
}

int taken;

void
share_unlikely (struct obj *p, struct obj *q)
{
  if (__builtin_expect (p != 0, 0))
    {
      struct obj *r = q;
      obj_get_via (r);
    }
  else
    taken = 1;
}

void
share (struct obj *p, struct obj *q)
{
  if (p)
    {
      struct obj *r = q;
      obj_get_via (r);
    }
}

/* { dg-final { check-plugin-acted } } */
/* { dg-final { scan-assembler-times {\tldadd\t} 2 } } */
/* { dg-final { scan-assembler-times {\tldxr\t} 2 } } */
