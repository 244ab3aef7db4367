/* rt-helpers.c -- exercise every out-of-line helper and print a digest.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   For each helper of rt-helper-table.S: run it on many operand and
   memory values (boundaries, wrap-around, failing and succeeding CAS,
   garbage above the operand size), check the result and the memory
   against a C model, check through rt_probe that it wrote no register
   but its results and x15-x17 and no flags unless it is a CAS, and print
   one line:

     helper NAME digest=HEX semantics=ok|BAD regs=ok|BAD

   runtime.exp builds this once with the runtime's helpers and once with
   libgcc's, runs both on the same CPU and compares the digests.  The
   libgcc build is run with the argument "libgcc=N", N the major version
   of the GCC whose libgcc it was linked with, and checks the registers
   against that libgcc's contract (rt_extra_regs).  */

#include <stdio.h>
#include <string.h>

struct rt_helper
{
  void *fn;
  const char *name;
  const char *family;
  unsigned long bytes;
};

extern const struct rt_helper rt_helper_table[];
extern void rt_probe (void *, const unsigned long *, unsigned long *);

/* The value rt_probe puts into xN before the call.  */
#define RT_SENTINEL(N) (0x5e5e1234a5a55e00UL + (N))

/* The flags rt_probe sets before the call: N and C.  */
#define RT_NZCV 0xa0000000UL

static const unsigned long rt_values[] = {
  0, 1, 2, 0x7f, 0x80, 0xfe, 0xff, 0x100, 0x7fff, 0x8000, 0xffff,
  0x10000, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000,
  0x7fffffffffffffff, 0x8000000000000000, 0xfffffffffffffffe,
  0xffffffffffffffff, 0x0123456789abcdef, 0xfedcba9876543210,
};
#define RT_NVALUES (sizeof rt_values / sizeof rt_values[0])
#define RT_NRANDOM 12

/* Memory: the operand at the start of a 32-byte aligned buffer, and
   guard bytes after it that no helper may touch.  */
static unsigned char rt_mem[32] __attribute__ ((aligned (32)));

static unsigned long rt_digest;
static int rt_semantics_ok;
static int rt_regs_ok;

static void
rt_mix (unsigned long x)
{
  int i;

  for (i = 0; i < 8; i++, x >>= 8)
    rt_digest = (rt_digest ^ (x & 0xff)) * 0x100000001b3UL;
}

/* A deterministic pseudo-random 64-bit value.  */

static unsigned long
rt_random (void)
{
  static unsigned long state = 0x853c49e6748fea9bUL;

  state = state * 6364136223846793005UL + 1442695040888963407UL;
  return state ^ (state >> 29);
}

static unsigned long
rt_mask (unsigned long bytes)
{
  return bytes >= 8 ? ~0UL : (1UL << (8 * bytes)) - 1;
}

static void
rt_store (unsigned long value, unsigned long bytes)
{
  memset (rt_mem, 0xcc, sizeof rt_mem);
  memcpy (rt_mem, &value, bytes > 8 ? 8 : bytes);
}

static unsigned long
rt_load (unsigned long bytes)
{
  unsigned long value = 0;

  memcpy (&value, rt_mem, bytes > 8 ? 8 : bytes);
  return value;
}

/* The major version of the libgcc whose helpers are tested, or 0 for
   the runtime's own.  */
static int rt_libgcc;

/* The registers, as a mask of x0-x14, that helper H may write besides
   its results, x15-x17 and (a CAS) the flags.  The runtime's helpers
   write none, on every version.  libgcc's, as measured with this test
   on Debian's libgcc of each GCC:
     libgcc 11-13   none;
     libgcc 14-16   cas16: x13 and x14, in which its LL/SC loop selects
		    the value to store back when the comparison failed
		    (GCC PR target/111404).
   docs/runtime.md has the same table.  A newer libgcc is held to 16's
   contract until it is measured.  */

static unsigned long
rt_extra_regs (const struct rt_helper *h)
{
  if (rt_libgcc >= 14 && h->bytes == 16)
    return (1UL << 13) | (1UL << 14);
  return 0;
}

/* Check the registers in OUT after a call with IN; RESULTS is the
   number of result registers (1, or 2 for cas16).  */

static void
rt_check_regs (const struct rt_helper *h, const unsigned long *in,
	       const unsigned long *out, int results)
{
  unsigned long extra = rt_extra_regs (h);
  int i;

  for (i = results; i <= 4; i++)
    if (out[i] != in[i] && !(extra & (1UL << i)))
      rt_regs_ok = 0;
  for (i = 5; i <= 14; i++)
    if (out[i] != RT_SENTINEL (i) && !(extra & (1UL << i)))
      rt_regs_ok = 0;
  for (i = 19; i <= 28; i++)
    if (out[i] != RT_SENTINEL (i))
      rt_regs_ok = 0;
  if (strcmp (h->family, "cas") != 0 && out[29] != RT_NZCV)
    rt_regs_ok = 0;
}

/* The new memory value of fetch-and-op FAMILY.  */

static unsigned long
rt_model (const char *family, unsigned long old, unsigned long value)
{
  if (strcmp (family, "swp") == 0)
    return value;
  if (strcmp (family, "ldadd") == 0)
    return old + value;
  if (strcmp (family, "ldclr") == 0)
    return old & ~value;
  if (strcmp (family, "ldeor") == 0)
    return old ^ value;
  return old | value;
}

/* One call of swp or ld<op> with memory OLD and operand VALUE.  */

static void
rt_one_ldop (const struct rt_helper *h, unsigned long old,
	     unsigned long value)
{
  unsigned long mask = rt_mask (h->bytes);
  unsigned long in[6] = { value, (unsigned long) rt_mem, RT_SENTINEL (2),
			  RT_SENTINEL (3), RT_SENTINEL (4), RT_NZCV };
  unsigned long out[32];

  rt_store (old, h->bytes);
  rt_probe (h->fn, in, out);
  rt_check_regs (h, in, out, 1);
  rt_mix (out[0]);
  rt_mix (rt_load (h->bytes));
  if (out[0] != (old & mask)
      || rt_load (h->bytes) != (rt_model (h->family, old, value) & mask)
      || rt_mem[h->bytes] != 0xcc)
    rt_semantics_ok = 0;
}

/* One call of cas<N> with memory OLD, EXPECTED and DESIRED.  */

static void
rt_one_cas (const struct rt_helper *h, unsigned long old,
	    unsigned long expected, unsigned long desired)
{
  unsigned long mask = rt_mask (h->bytes);
  unsigned long in[6] = { expected, desired, (unsigned long) rt_mem,
			  RT_SENTINEL (3), RT_SENTINEL (4), RT_NZCV };
  unsigned long out[32];
  int success = (old & mask) == (expected & mask);

  rt_store (old, h->bytes);
  rt_probe (h->fn, in, out);
  rt_check_regs (h, in, out, 1);
  rt_mix (out[0]);
  rt_mix (rt_load (h->bytes));
  if (out[0] != (old & mask)
      || rt_load (h->bytes) != ((success ? desired : old) & mask)
      || rt_mem[h->bytes] != 0xcc)
    rt_semantics_ok = 0;
}

/* One call of cas16 with memory OLD_LO:OLD_HI.  */

static void
rt_one_cas16 (const struct rt_helper *h, unsigned long old_lo,
	      unsigned long old_hi, unsigned long exp_lo,
	      unsigned long exp_hi, unsigned long des_lo,
	      unsigned long des_hi)
{
  unsigned long in[6] = { exp_lo, exp_hi, des_lo, des_hi,
			  (unsigned long) rt_mem, RT_NZCV };
  unsigned long out[32], now[2];
  int success = old_lo == exp_lo && old_hi == exp_hi;

  memset (rt_mem, 0xcc, sizeof rt_mem);
  memcpy (rt_mem, &old_lo, 8);
  memcpy (rt_mem + 8, &old_hi, 8);
  rt_probe (h->fn, in, out);
  rt_check_regs (h, in, out, 2);
  memcpy (now, rt_mem, 16);
  rt_mix (out[0]);
  rt_mix (out[1]);
  rt_mix (now[0]);
  rt_mix (now[1]);
  if (out[0] != old_lo || out[1] != old_hi
      || now[0] != (success ? des_lo : old_lo)
      || now[1] != (success ? des_hi : old_hi)
      || rt_mem[16] != 0xcc)
    rt_semantics_ok = 0;
}

/* Every operand pair for H: the boundary values against each other,
   then random ones.  */

static void
rt_run (const struct rt_helper *h)
{
  unsigned long mask = rt_mask (h->bytes);
  unsigned int i, j;

  for (i = 0; i < RT_NVALUES + RT_NRANDOM; i++)
    for (j = 0; j < RT_NVALUES + RT_NRANDOM; j++)
      {
	unsigned long a = i < RT_NVALUES ? rt_values[i] : rt_random ();
	unsigned long b = j < RT_NVALUES ? rt_values[j] : rt_random ();

	if (h->bytes == 16)
	  {
	    rt_one_cas16 (h, a, b, a, b, b, a);
	    rt_one_cas16 (h, a, b, a ^ 1, b, b, a);
	    rt_one_cas16 (h, a, b, a, b ^ 0x100, b, a);
	  }
	else if (strcmp (h->family, "cas") == 0)
	  {
	    rt_one_cas (h, a, a, b);
	    rt_one_cas (h, a, a | ~mask, b);
	    rt_one_cas (h, a, a ^ 1, b);
	    rt_one_cas (h, a, b, a ^ b);
	  }
	else
	  rt_one_ldop (h, a, b);
      }
}

int
main (int argc, char **argv)
{
  const struct rt_helper *h;
  int count = 0;

  if (argc > 1 && sscanf (argv[1], "libgcc=%d", &rt_libgcc) != 1)
    {
      fprintf (stderr, "usage: %s [libgcc=N]\n", argv[0]);
      return 2;
    }
  for (h = rt_helper_table; h->fn != NULL; h++, count++)
    {
      rt_digest = 0xcbf29ce484222325UL;
      rt_semantics_ok = 1;
      rt_regs_ok = 1;
      rt_run (h);
      printf ("helper %s digest=%016lx semantics=%s regs=%s\n", h->name,
	      rt_digest, rt_semantics_ok ? "ok" : "BAD",
	      rt_regs_ok ? "ok" : "BAD");
    }
  printf ("helpers %d\n", count);
  return 0;
}
