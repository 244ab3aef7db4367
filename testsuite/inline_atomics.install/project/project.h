/* project.h -- the install tests' sample project.
   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef PROJECT_H
#define PROJECT_H

#ifdef __cplusplus
extern "C" {
#endif

long counter_add (long *p, long v);
int counter_cas (int *p, int expected, int desired);
unsigned char flag_swap (unsigned char *p, unsigned char v);
short bits_set (short *p, short v);
unsigned queue_take (void);
unsigned long queue_last (void);

#ifdef __cplusplus
}
#endif

#endif
