/* bench-kernel.h -- the driver part shared by the benchmark kernels.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   A kernel file defines BENCH_KERNEL, the name of its kernel function,
   which takes the iteration count and returns a 64-bit checksum, and
   includes this header last.  main() reads the count from argv[1],
   calls the kernel once and prints the checksum as 16 hexadecimal
   digits.

   The driver counts instructions in a run of N iterations and in one of
   2N, and divides the difference by N, so that the start-up and exit
   code cancels.  For that, everything outside the kernel must cost the
   same in both runs: the checksum is printed at a fixed width by the
   code below (printf's cost depends on the value), nothing here depends
   on N except the kernel's loop, and the driver picks N and 2N with the
   same number of digits.  */

#ifndef BENCH_KERNEL_H
#define BENCH_KERNEL_H

#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>

/* The kernels' own functions: never inlined into main or cloned for a
   constant argument, so that they keep their names for the driver.  */
#define BENCH_NOINLINE __attribute__ ((noinline, noclone))

/* Hide VALUE's origin from the optimizers.  */
#define BENCH_OPAQUE(VALUE) __asm__ ("" : "+r" (VALUE))

uint64_t BENCH_KERNEL (long iterations);

int
main (int argc, char **argv)
{
  static const char hex[] = "0123456789abcdef";
  char buf[17];
  long n = argc > 1 ? strtol (argv[1], NULL, 10) : 1000;
  uint64_t sum = BENCH_KERNEL (n);
  int i;

  for (i = 15; i >= 0; i--, sum >>= 4)
    buf[i] = hex[sum & 15];
  buf[16] = '\n';
  return write (1, buf, sizeof buf) == sizeof buf ? 0 : 1;
}

#endif /* BENCH_KERNEL_H */
