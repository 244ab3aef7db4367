/* ia-check.h -- what inline-atomics-check finds in a file, and the
   small utilities its files share.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   The work is split by job: ia-input.c finds the ELF files (in
   directories, archives and .deb packages), ia-image.c reads one with
   libelf, ia-decode.c decodes instructions, ia-analyze.c finds the
   functions, the helper calls and the LSE instructions and classifies
   them (ia-guard.c: the flag tests), ia-report.c prints the results as
   text or JSON, ia-util.c has the allocation and the helpers' names,
   and main.c reads the options and sets the exit status.  */

#ifndef IA_CHECK_H
#define IA_CHECK_H

#include <stddef.h>
#include <stdint.h>

/* What an LSE instruction is, from the point of view of a CPU without
   LSE (docs/inline-atomics-check.1, "GUARDED").  */
enum ia_lse_class
{
  IA_LSE_HELPER,	/* in a libgcc or runtime __aarch64_* helper */
  IA_LSE_GUARDED,	/* reached only through a flag test's LSE side */
  IA_LSE_IFUNC,		/* in a function an IFUNC resolver selects */
  IA_LSE_UNGUARDED,	/* none of these: SIGILL on ARMv8.0 */
  IA_LSE_NCLASSES
};

extern const char *const ia_lse_class_name[IA_LSE_NCLASSES];

/* One LSE instruction.  */
struct ia_lse_site
{
  uint64_t addr;
  char mnem[12];
  enum ia_lse_class cls;
};

/* One helper, and how many calls to it.  */
struct ia_call_count
{
  char *helper;
  unsigned count;
  unsigned via_plt;	/* of which through a PLT entry */
};

/* One helper call: where, and to which helper (an index into the
   function's calls).  */
struct ia_call_site
{
  uint64_t addr;
  size_t helper;
};

/* One function (a symbol, or an unnamed range of code).  */
struct ia_function
{
  char *name;
  uint64_t addr, size;
  int is_helper;		/* an __aarch64_* helper itself */
  int is_ifunc_target;		/* selected by an IFUNC resolver */
  struct ia_call_count *calls;
  size_t ncalls;
  struct ia_call_site *sites;	/* every call, in address order */
  size_t nsites;
  struct ia_lse_site *lse;
  size_t nlse;
  unsigned excl;		/* exclusive loads */
};

/* One ELF file (or archive member).  */
struct ia_file
{
  char *path;			/* as reported: "lib.a(x.o)", "p.deb:/usr/..." */
  const char *kind;		/* "object", "executable", "shared object" */
  int stripped;			/* no .symtab */
  int flag_how;			/* ia_image.flag_known */
  char **notes;			/* the plugin's notes, as recorded */
  size_t nnotes;
  struct ia_function *funcs;
  size_t nfuncs;
  unsigned long calls, calls_plt, excl;
  unsigned long lse[IA_LSE_NCLASSES];
  int has_code;
};

/* Options that shape the analysis and the report.  */
struct ia_options
{
  int verbose;
  int json;
  int dump_insns;		/* --dump-insns: the decoder's view, for tests */
};

/* Allocation that cannot fail (it exits with a message instead).  */
void *ia_xmalloc (size_t n);
void *ia_xcalloc (size_t n, size_t size);
void *ia_xrealloc (void *p, size_t n);
char *ia_xstrdup (const char *s);
char *ia_xstrndup (const char *s, size_t n);
char *ia_xasprintf (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2)));

/* Is NAME one of GCC's outline-atomics helpers,
   __aarch64_{cas,swp,ldadd,ldclr,ldeor,ldset}{1,2,4,8,16}_{model}?  */
int ia_helper_name_p (const char *name);

void ia_file_free (struct ia_file *f);

#endif /* IA_CHECK_H */
