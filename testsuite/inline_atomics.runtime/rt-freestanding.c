/* rt-freestanding.c -- the runtime without the C library.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Linked with -nostdlib -static against libinlineatomics_freestanding.a
   only: its own _start finds AT_HWCAP in the auxiliary vector, calls
   ia_init and uses the helpers, and prints with raw system calls.

     fs atomics=H before=F0 flag=F api=A kind=K pause=P inline=I
	ldadd=OLD,NEW cas=R,M

   on one line; H is HWCAP_ATOMICS.

   F0 is the flag before ia_init (0), F and A after it.  */

#include "inline_atomics.h"

extern _Bool __aarch64_have_lse_atomics __attribute__ ((visibility ("hidden")));
extern unsigned int __aarch64_ldadd4_acq_rel (unsigned int, unsigned int *)
  __attribute__ ((visibility ("hidden")));
extern unsigned long __aarch64_cas8_sync (unsigned long, unsigned long,
					  unsigned long *)
  __attribute__ ((visibility ("hidden")));

#define RT_AT_HWCAP 16

__asm__ (".text\n"
	 ".globl _start\n"
	 "_start:\n"
	 "\tmov x0, sp\n"
	 "\tbl rt_cstart\n"
	 "\tb .\n");

static long
rt_syscall3 (long nr, long a, long b, long c)
{
  register long x8 __asm__ ("x8") = nr;
  register long x0 __asm__ ("x0") = a;
  register long x1 __asm__ ("x1") = b;
  register long x2 __asm__ ("x2") = c;

  __asm__ __volatile__ ("svc 0" : "+r" (x0) : "r" (x8), "r" (x1), "r" (x2)
			: "memory");
  return x0;
}

static char rt_buf[256];
static unsigned int rt_len;

static void
rt_puts (const char *s)
{
  while (*s && rt_len < sizeof rt_buf - 1)
    rt_buf[rt_len++] = *s++;
}

static void
rt_putu (unsigned long n)
{
  char digits[24];
  int i = 0;

  do
    digits[i++] = '0' + n % 10;
  while ((n /= 10) != 0);
  while (i > 0 && rt_len < sizeof rt_buf - 1)
    rt_buf[rt_len++] = digits[--i];
}

/* AT_HWCAP from the auxiliary vector, which follows the environment
   block on the initial stack.  */

static unsigned long
rt_hwcap (unsigned long *sp)
{
  char **envp = (char **) (sp + 1 + sp[0] + 1);
  unsigned long *auxv;

  while (*envp != 0)
    envp++;
  for (auxv = (unsigned long *) (envp + 1); auxv[0] != 0; auxv += 2)
    if (auxv[0] == RT_AT_HWCAP)
      return auxv[1];
  return 0;
}

void __attribute__ ((noreturn, used))
rt_cstart (unsigned long *sp)
{
  static unsigned int counter = 0xfffffffe;
  static unsigned long word = 7;
  int before = __aarch64_have_lse_atomics;
  unsigned int old;
  unsigned long cas;
  int pause, inline_pause;
  unsigned long hwcap = rt_hwcap (sp);

  ia_init (hwcap);
  old = __aarch64_ldadd4_acq_rel (3, &counter);
  cas = __aarch64_cas8_sync (7, 9, &word);
  pause = ia_spin_pause ();
  inline_pause = ia_spin_pause_inline ();
  rt_puts ("fs atomics=");
  rt_putu ((hwcap >> 8) & 1);
  rt_puts (" before=");
  rt_putu (before);
  rt_puts (" flag=");
  rt_putu (__aarch64_have_lse_atomics);
  rt_puts (" api=");
  rt_putu (ia_have_lse_atomics ());
  rt_puts (" kind=");
  rt_puts (ia_spin_pause_kind ());
  rt_puts (" pause=");
  rt_putu (pause);
  rt_puts (" inline=");
  rt_putu (inline_pause);
  rt_puts (" ldadd=");
  rt_putu (old);
  rt_puts (",");
  rt_putu (counter);
  rt_puts (" cas=");
  rt_putu (cas);
  rt_puts (",");
  rt_putu (word);
  rt_puts ("\n");
  rt_syscall3 (64, 1, (long) rt_buf, rt_len);	/* write */
  rt_syscall3 (93, 0, 0, 0);			/* exit */
  __builtin_unreachable ();
}
