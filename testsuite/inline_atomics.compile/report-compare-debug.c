/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fcompare-debug" } */
/* { dg-ia-report on } */
/* Under -fcompare-debug the driver runs cc1 twice, the second time with
   -fcompare-debug-second; it leaves out of that run the options that
   write files (-fdump-*, -save-temps), but the plugin's arguments are
   opaque to it.  The report is the first run's alone: one line per
   site and one for the unit, not each of them twice.  */

int
add (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}

long
swap (long *p, long v)
{
  return __atomic_exchange_n (p, v, __ATOMIC_ACQ_REL);
}

/* { dg-final { scan-ia-report {"record":"site"} 2 } } */
/* { dg-final { scan-ia-report {"record":"unit"} 1 } } */
/* { dg-final { scan-ia-report {"function":"add",.*"decision":"inline"} 1 } } */
