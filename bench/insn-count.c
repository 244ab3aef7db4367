/* insn-count.c -- a QEMU TCG plugin that counts executed AArch64 guest
   instructions by class, for the inline-atomics benchmarks.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Usage (qemu-aarch64 7.2, plugin API version 1):

     qemu-aarch64 -plugin ./insn-count.so,out=FILE[,range=LO-HI]...
                  [,flag=ADDR]...
                  [,trace=FILE,trace_start=ADDR,trace_max=N] PROG ARGS

   out=FILE       write the counts there at exit, one "class count" line
                  per class after a "total count" line (default: stderr).
   range=LO-HI    count only instructions whose address is in [LO, HI)
                  (hexadecimal, as nm prints them); may be repeated.
                  The driver computes the ranges of named functions from
                  the ELF symbol table; without any range, everything the
                  guest executes is counted.
   flag=ADDR      also count the loads of the byte at ADDR (hexadecimal),
                  the address of __aarch64_have_lse_atomics in one module
                  (each executable and shared object has its own copy);
                  may be repeated, and the counts are summed into a
                  "flag-loads count" line.  Ranges do not apply.  A load
                  of the flag is recognised as libgcc's helpers and the
                  plugin emit it in the small code model, "adrp xN, page;
                  ldrb wM, [xN, #off]" with page + off = ADDR, the adrp
                  earlier in the same translation block and xN not set
                  in between (ia_flag_insn); each execution of such an
                  ldrb counts, atomically (a callback).  The large code model's
                  literal-pool loads are not recognised.  QEMU 7.2's
                  memory callbacks cannot do this job: they missed every
                  read of the flag by the ldrb of libgcc's helpers
                  (measured on bench's tight_loop: 0 of 1,000 calls).
   trace=FILE     also record the address of every executed instruction
                  (ranges do not apply), starting with the first
                  execution of trace_start=ADDR, for at most trace_max=N
                  instructions (default 200000).  The driver maps the
                  addresses back to the disassembly to feed llvm-mca.

   Counting uses QEMU's inline "add to a 64-bit word" operation, one per
   instruction for the total and one for its class, so it costs a few
   host instructions per guest instruction and, since qemu-aarch64 runs
   our single-threaded kernels on one vCPU, is exactly repeatable.

   QEMU's plugin header is not used: the few functions and types below
   are declared here, with the ABI QEMU 7.2 gives them.  Opaque handles
   stay incomplete structs.  */

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "insn-class.h"

/* ---- The QEMU 7.2 plugin ABI that this file relies on. ---- */

#define IA_EXPORT __attribute__ ((visibility ("default")))

typedef uint64_t qemu_plugin_id_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;

enum qemu_plugin_cb_flags { IA_QEMU_CB_NO_REGS = 0 };
enum qemu_plugin_op { IA_QEMU_INLINE_ADD_U64 = 0 };

typedef void (*ia_tb_trans_cb) (qemu_plugin_id_t, struct qemu_plugin_tb *);
typedef void (*ia_vcpu_udata_cb) (unsigned int, void *);
typedef void (*ia_udata_cb) (qemu_plugin_id_t, void *);

extern void qemu_plugin_register_vcpu_tb_trans_cb (qemu_plugin_id_t,
						   ia_tb_trans_cb);
extern void qemu_plugin_register_atexit_cb (qemu_plugin_id_t, ia_udata_cb,
					    void *);
extern size_t qemu_plugin_tb_n_insns (const struct qemu_plugin_tb *);
extern struct qemu_plugin_insn *
qemu_plugin_tb_get_insn (const struct qemu_plugin_tb *, size_t);
extern const void *qemu_plugin_insn_data (const struct qemu_plugin_insn *);
extern size_t qemu_plugin_insn_size (const struct qemu_plugin_insn *);
extern uint64_t qemu_plugin_insn_vaddr (const struct qemu_plugin_insn *);
extern void qemu_plugin_register_vcpu_insn_exec_inline
  (struct qemu_plugin_insn *, enum qemu_plugin_op, void *, uint64_t);
extern void qemu_plugin_register_vcpu_insn_exec_cb
  (struct qemu_plugin_insn *, ia_vcpu_udata_cb, enum qemu_plugin_cb_flags,
   void *);


/* QEMU refuses a plugin that does not say which API it was built for.  */
IA_EXPORT int qemu_plugin_version = 1;

/* ---- State. ---- */

#define IA_MAX_RANGES 64
#define IA_MAX_FLAGS 16

struct ia_range
{
  uint64_t lo, hi;
};

static uint64_t ia_count[IA_IC_N];
static uint64_t ia_total;
static struct ia_range ia_ranges[IA_MAX_RANGES];
static int ia_n_ranges;
static const char *ia_out_path;

static uint64_t ia_flags[IA_MAX_FLAGS];
static int ia_n_flags;
static uint64_t ia_flag_loads;

static const char *ia_trace_path;
static uint64_t ia_trace_start;
static uint64_t ia_trace_max = 200000;
static uint64_t *ia_trace_buf;
static uint64_t ia_trace_len;
static bool ia_tracing;

/* Whether ADDR is to be counted.  */
static bool
ia_in_ranges (uint64_t addr)
{
  int i;

  if (ia_n_ranges == 0)
    return true;
  for (i = 0; i < ia_n_ranges; i++)
    if (addr >= ia_ranges[i].lo && addr < ia_ranges[i].hi)
      return true;
  return false;
}

/* Run before every load of a watched flag.  A multi-threaded guest runs
   one host thread per vCPU, which may all be here at once, so the count
   is atomic (the inline counters are exact for the single-threaded
   kernels only).  */
static void
ia_count_flag_load (unsigned int vcpu, void *userdata)
{
  (void) vcpu;
  (void) userdata;
  __atomic_fetch_add (&ia_flag_loads, 1, __ATOMIC_RELAXED);
}

/* The values that the ADRPs of the translation block so far left in
   the general registers, for ia_flag_insn: bit R of ia_adrp_valid says
   that ia_adrp_value[R] holds.  */
static uint64_t ia_adrp_value[32];
static uint32_t ia_adrp_valid;

/* Is W, at ADDR, a load of one of the watched flags?  Follow the ADRPs:
   an ADRP sets its register to its page; any other instruction may set
   the register in bits 4-0 (Rd or Rt) and so forgets it, and so do a
   load or store its base (bits 9-5, written back) and its second
   register (bits 14-10), and a BL or BLR the link register; an LDRB
   (unsigned offset) of a register set by an ADRP loads page + offset.
   What it forgets it never counts.  */
static bool
ia_flag_insn (uint32_t w, uint64_t addr)
{
  unsigned rd = w & 31, rn = (w >> 5) & 31;
  int i;

  if ((w & 0x9f000000u) == 0x90000000u)
    {
      /* ADRP: immhi (bits 23-5) and immlo (bits 30-29), in pages.  */
      int64_t imm = (int64_t) ((((w >> 5) & 0x7ffff) << 2) | ((w >> 29) & 3));
      imm = (imm ^ (1 << 20)) - (1 << 20);
      ia_adrp_value[rd] = (addr & ~(uint64_t) 0xfff) + (uint64_t) imm * 4096;
      ia_adrp_valid |= 1u << rd;
      return false;
    }
  if ((w & 0xffc00000u) == 0x39400000u && (ia_adrp_valid & (1u << rn)))
    {
      uint64_t ea = ia_adrp_value[rn] + ((w >> 10) & 0xfff);
      ia_adrp_valid &= ~(1u << rd);
      for (i = 0; i < ia_n_flags; i++)
	if (ea == ia_flags[i])
	  return true;
      return false;
    }
  ia_adrp_valid &= ~(1u << rd);
  /* Loads and stores (op0 x1x0) may write their base back, and LDP and
     LDNP (bits 29-27 101, bit 22 L) also write Rt2; BL and BLR write
     the link register.  */
  if ((w & 0x0a000000u) == 0x08000000u)
    ia_adrp_valid &= ~(1u << rn | 1u << ((w >> 10) & 31));
  if ((w & 0xfc000000u) == 0x94000000u || (w & 0xfffffc1fu) == 0xd63f0000u)
    ia_adrp_valid &= ~(1u << 30);
  return false;
}

/* Run before every instruction when tracing; USERDATA is its address.  */
static void
ia_trace_insn (unsigned int vcpu, void *userdata)
{
  uint64_t addr = (uint64_t) (uintptr_t) userdata;

  (void) vcpu;
  if (!ia_tracing)
    {
      if (addr != ia_trace_start || ia_trace_len != 0)
	return;
      ia_tracing = true;
    }
  if (ia_trace_len < ia_trace_max)
    ia_trace_buf[ia_trace_len++] = addr;
  else
    ia_tracing = false;
}

/* Called once per translated block: classify each instruction and
   attach the inline counters (and the trace callback).  */
static void
ia_tb_trans (qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
  size_t i, n = qemu_plugin_tb_n_insns (tb);

  (void) id;
  ia_adrp_valid = 0;
  for (i = 0; i < n; i++)
    {
      struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn (tb, i);
      uint64_t addr = qemu_plugin_insn_vaddr (insn);
      uint32_t word = 0;

      if (ia_trace_path)
	qemu_plugin_register_vcpu_insn_exec_cb (insn, ia_trace_insn,
						IA_QEMU_CB_NO_REGS,
						(void *) (uintptr_t) addr);
      /* A64 instructions are 4 bytes, little-endian in the guest.  */
      if (qemu_plugin_insn_size (insn) == 4)
	{
	  const uint8_t *p = qemu_plugin_insn_data (insn);
	  word = (uint32_t) p[0] | (uint32_t) p[1] << 8
		 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
	}
      if (ia_n_flags && ia_flag_insn (word, addr))
	qemu_plugin_register_vcpu_insn_exec_cb (insn, ia_count_flag_load,
						IA_QEMU_CB_NO_REGS, NULL);
      if (!ia_in_ranges (addr))
	continue;
      qemu_plugin_register_vcpu_insn_exec_inline (insn,
						  IA_QEMU_INLINE_ADD_U64,
						  &ia_total, 1);
      qemu_plugin_register_vcpu_insn_exec_inline
	(insn, IA_QEMU_INLINE_ADD_U64, &ia_count[ia_classify (word)], 1);
    }
}

/* At guest exit: write the counts and the trace.  */
static void
ia_exit (qemu_plugin_id_t id, void *userdata)
{
  FILE *f = stderr;
  int c;
  uint64_t i;

  (void) id;
  (void) userdata;
  if (ia_out_path && !(f = fopen (ia_out_path, "w")))
    {
      fprintf (stderr, "insn-count: %s: %s\n", ia_out_path, strerror (errno));
      return;
    }
  fprintf (f, "total %" PRIu64 "\n", ia_total);
  for (c = 0; c < IA_IC_N; c++)
    fprintf (f, "%s %" PRIu64 "\n", ia_iclass_name[c], ia_count[c]);
  if (ia_n_flags)
    fprintf (f, "flag-loads %" PRIu64 "\n", ia_flag_loads);
  if (f != stderr)
    fclose (f);

  if (ia_trace_path)
    {
      FILE *t = fopen (ia_trace_path, "w");
      if (!t)
	{
	  fprintf (stderr, "insn-count: %s: %s\n", ia_trace_path,
		   strerror (errno));
	  return;
	}
      for (i = 0; i < ia_trace_len; i++)
	fprintf (t, "%" PRIx64 "\n", ia_trace_buf[i]);
      fclose (t);
    }
}

/* Parse "0xLO-0xHI" (the 0x is optional) into R.  */
static bool
ia_parse_range (const char *s, struct ia_range *r)
{
  char *end;

  r->lo = strtoull (s, &end, 16);
  if (*end != '-')
    return false;
  r->hi = strtoull (end + 1, &end, 16);
  return *end == '\0' && r->hi > r->lo;
}

/* The plugin's entry point.  INFO describes QEMU; we need nothing from
   it.  ARGV holds the "key=value" options of the -plugin option.  */
IA_EXPORT int
qemu_plugin_install (qemu_plugin_id_t id, const void *info, int argc,
		     char **argv)
{
  int i;

  (void) info;
  for (i = 0; i < argc; i++)
    {
      const char *a = argv[i];
      /* QEMU before 5.2 passed options as arg="key=value".  */
      if (strncmp (a, "arg=", 4) == 0)
	a += 4;
      if (strncmp (a, "out=", 4) == 0)
	ia_out_path = a + 4;
      else if (strncmp (a, "range=", 6) == 0)
	{
	  if (ia_n_ranges == IA_MAX_RANGES
	      || !ia_parse_range (a + 6, &ia_ranges[ia_n_ranges]))
	    {
	      fprintf (stderr, "insn-count: bad or too many ranges: %s\n", a);
	      return -1;
	    }
	  ia_n_ranges++;
	}
      else if (strncmp (a, "flag=", 5) == 0)
	{
	  char *end;
	  if (ia_n_flags == IA_MAX_FLAGS)
	    {
	      fprintf (stderr, "insn-count: too many flag= options\n");
	      return -1;
	    }
	  ia_flags[ia_n_flags] = strtoull (a + 5, &end, 16);
	  if (*end != '\0' || end == a + 5)
	    {
	      fprintf (stderr, "insn-count: bad flag address: %s\n", a);
	      return -1;
	    }
	  ia_n_flags++;
	}
      else if (strncmp (a, "trace=", 6) == 0)
	ia_trace_path = a + 6;
      else if (strncmp (a, "trace_start=", 12) == 0)
	ia_trace_start = strtoull (a + 12, NULL, 16);
      else if (strncmp (a, "trace_max=", 10) == 0)
	ia_trace_max = strtoull (a + 10, NULL, 10);
      else
	{
	  fprintf (stderr, "insn-count: unknown option '%s'\n", a);
	  return -1;
	}
    }
  if (ia_trace_path)
    {
      if (!ia_trace_start || !ia_trace_max)
	{
	  fprintf (stderr, "insn-count: trace= needs trace_start=ADDR\n");
	  return -1;
	}
      ia_trace_buf = calloc (ia_trace_max, sizeof *ia_trace_buf);
      if (!ia_trace_buf)
	return -1;
    }

  qemu_plugin_register_vcpu_tb_trans_cb (id, ia_tb_trans);
  qemu_plugin_register_atexit_cb (id, ia_exit, NULL);
  return 0;
}
