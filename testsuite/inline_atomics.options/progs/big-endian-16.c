/* SPDX-License-Identifier: GPL-3.0-or-later
   Copyright (C) 2026 The inline-atomics authors.  */
/* The 16-byte __sync operations in big-endian code, where the first
   register of a 128-bit pair holds the most significant half: every
   operation on operands whose halves carry and borrow into each other,
   printed as the old value, the result and the object after it.  Built
   -mbig-endian -nostdlib: there is no big-endian C library to link, so
   the program starts itself, sets the flag from the auxiliary vector as
   libgcc would, and writes with system calls.  GCC's -march=armv8-a+lse
   build is the reference: GCC's own LL/SC sequence returns the halves
   swapped in big-endian code (GCC 12: it loads the pair with LDXP into
   the low part's register first), and its default build calls libgcc's
   helpers, which are not linked (lib/ia-big-endian.exp).  */

typedef unsigned __int128 u128;
typedef unsigned long u64;

/* The flag that the plugin's code tests (libgcc's, which is not
   linked).  */
__attribute__ ((visibility ("hidden"))) _Bool __aarch64_have_lse_atomics;

#define AT_HWCAP 16
#define HWCAP_ATOMICS (1UL << 8)

static char out[1 << 17];
static unsigned out_len;

static void
put_hex (u64 v)
{
  for (int i = 60; i >= 0; i -= 4)
    out[out_len++] = "0123456789abcdef"[(v >> i) & 15];
}

static void
put_u128 (u128 v)
{
  put_hex ((u64) (v >> 64));
  put_hex ((u64) v);
  out[out_len++] = ' ';
}

static long
sys3 (long n, long a, long b, long c)
{
  register long x8 __asm__ ("x8") = n;
  register long x0 __asm__ ("x0") = a;
  register long x1 __asm__ ("x1") = b;
  register long x2 __asm__ ("x2") = c;
  __asm__ volatile ("svc 0" : "+r" (x0) : "r" (x1), "r" (x2), "r" (x8)
		    : "memory");
  return x0;
}

static u128 obj;

#define OP(NAME, EXPR)					\
  __attribute__ ((noipa)) static u128			\
  NAME (u128 *p, u128 v)				\
  {							\
    return EXPR;					\
  }

OP (fetch_add, __sync_fetch_and_add (p, v))
OP (add_fetch, __sync_add_and_fetch (p, v))
OP (fetch_sub, __sync_fetch_and_sub (p, v))
OP (sub_fetch, __sync_sub_and_fetch (p, v))
OP (fetch_or, __sync_fetch_and_or (p, v))
OP (or_fetch, __sync_or_and_fetch (p, v))
OP (fetch_and, __sync_fetch_and_and (p, v))
OP (and_fetch, __sync_and_and_fetch (p, v))
OP (fetch_xor, __sync_fetch_and_xor (p, v))
OP (xor_fetch, __sync_xor_and_fetch (p, v))
OP (fetch_nand, __sync_fetch_and_nand (p, v))
OP (nand_fetch, __sync_nand_and_fetch (p, v))
OP (exchange, __sync_lock_test_and_set (p, v))
OP (val_cas, __sync_val_compare_and_swap (p, v, ~v))
OP (val_cas_hit, __sync_val_compare_and_swap (p, *p, v))
OP (bool_cas, __sync_bool_compare_and_swap (p, v, v + 1))
/* Constant operands: one that carries from the low half, one that
   borrows into it.  */
OP (add_one, __sync_add_and_fetch (p, 1))
OP (sub_one, __sync_fetch_and_sub (p, 1))

/* GCC's +lse build is the reference, and GCC 12 cannot compile a 16-byte
   lock release with LSE (an unrecognizable insn): there the release is
   the plain store of zero that it means for this one thread.  */
#ifdef IA_NO_RELEASE
OP (release, (*p = 0))
#else
OP (release, (__sync_lock_release (p), 0))
#endif

typedef u128 (*op_fn) (u128 *, u128);
static op_fn const ops[] = {
  fetch_add, add_fetch, fetch_sub, sub_fetch, fetch_or, or_fetch,
  fetch_and, and_fetch, fetch_xor, xor_fetch, fetch_nand, nand_fetch,
  exchange, val_cas, val_cas_hit, bool_cas, add_one, sub_one, release
};

static u128
make (u64 hi, u64 lo)
{
  return (u128) hi << 64 | lo;
}

__attribute__ ((used, noipa)) static void
start_c (long *sp)
{
  /* argc, the arguments, a null, the environment, a null, then the
     auxiliary vector.  */
  long *p = sp + 1 + sp[0] + 1;
  while (*p)
    p++;
  for (p++; p[0]; p += 2)
    if (p[0] == AT_HWCAP)
      __aarch64_have_lse_atomics = (p[1] & HWCAP_ATOMICS) != 0;

  const u128 values[] = {
    0, ~(u128) 0, 1, make (0, ~0UL), make (1, 0), make (~0UL, 0),
    make (0x0123456789abcdefUL, 0xfedcba9876543210UL),
    make (0x8000000000000000UL, 0x8000000000000000UL),
  };
  const unsigned n = sizeof values / sizeof values[0];
  for (unsigned f = 0; f < sizeof ops / sizeof ops[0]; f++)
    for (unsigned a = 0; a < n; a++)
      for (unsigned b = 0; b < n; b++)
	{
	  obj = values[a];
	  put_u128 (ops[f] (&obj, values[b]));
	  put_u128 (obj);
	  if (b == n - 1)
	    out[out_len++] = '\n';
	}
  sys3 (64, 1, (long) out, out_len);	/* write */
  sys3 (94, 0, 0, 0);			/* exit_group */
}

__asm__ (".globl _start\n"
	 "_start:\n\t"
	 "mov x0, sp\n\t"
	 "bl start_c\n");
