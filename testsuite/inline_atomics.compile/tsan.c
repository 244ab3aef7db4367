/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fsanitize=thread" } */
/* Under -fsanitize=thread the sanitizer has replaced the builtins with
   its own calls; the plugin adds no flag test.  */

int
fetch_add (int *p, int v)
{
  return __atomic_fetch_add (p, v, __ATOMIC_SEQ_CST);
}

_Bool
cas (long *p, long *e, long d)
{
  return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

char
sync_or (char *p, char v)
{
  return __sync_fetch_and_or (p, v);
}

/* { dg-final { scan-assembler-not {__aarch64_have_lse_atomics} } } */
/* { dg-final { scan-assembler-not {\tbl?\t__aarch64_} } } */
/* { dg-final { scan-assembler {\tbl\t__tsan_atomic32_fetch_add\n} } } */
/* { dg-final { scan-assembler {\tbl\t__tsan_atomic64_compare_exchange_strong\n} } } */
/* { dg-final { scan-assembler {\tbl\t__tsan_atomic8_fetch_or\n} } } */
