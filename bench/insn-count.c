/* insn-count.c -- a QEMU TCG plugin that counts executed AArch64 guest
   instructions by class, for the inline-atomics benchmarks.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Usage (qemu-aarch64 7.2, plugin API version 1):

     qemu-aarch64 -plugin ./insn-count.so,out=FILE[,range=LO-HI]...
                  [,trace=FILE,trace_start=ADDR,trace_max=N] PROG ARGS

   out=FILE       write the counts there at exit, one "class count" line
                  per class after a "total count" line (default: stderr).
   range=LO-HI    count only instructions whose address is in [LO, HI)
                  (hexadecimal, as nm prints them); may be repeated.
                  The driver computes the ranges of named functions from
                  the ELF symbol table; without any range, everything the
                  guest executes is counted.
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

struct ia_range
{
  uint64_t lo, hi;
};

static uint64_t ia_count[IA_IC_N];
static uint64_t ia_total;
static struct ia_range ia_ranges[IA_MAX_RANGES];
static int ia_n_ranges;
static const char *ia_out_path;

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
  for (i = 0; i < n; i++)
    {
      struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn (tb, i);
      uint64_t addr = qemu_plugin_insn_vaddr (insn);
      uint32_t word = 0;

      if (ia_trace_path)
	qemu_plugin_register_vcpu_insn_exec_cb (insn, ia_trace_insn,
						IA_QEMU_CB_NO_REGS,
						(void *) (uintptr_t) addr);
      if (!ia_in_ranges (addr))
	continue;
      /* A64 instructions are 4 bytes, little-endian in the guest.  */
      if (qemu_plugin_insn_size (insn) == 4)
	{
	  const uint8_t *p = qemu_plugin_insn_data (insn);
	  word = (uint32_t) p[0] | (uint32_t) p[1] << 8
		 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
	}
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
