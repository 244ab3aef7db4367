/* ia-util.c -- allocation, the helpers' names, freeing results.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ia-check.h"

const char *const ia_lse_class_name[IA_LSE_NCLASSES] = {
  "helper", "guarded", "ifunc", "unguarded"
};

static void *
check (void *p)
{
  if (p == NULL)
    {
      fputs ("inline-atomics-check: out of memory\n", stderr);
      exit (2);
    }
  return p;
}

void *
ia_xmalloc (size_t n)
{
  return check (malloc (n ? n : 1));
}

void *
ia_xcalloc (size_t n, size_t size)
{
  return check (calloc (n ? n : 1, size ? size : 1));
}

void *
ia_xrealloc (void *p, size_t n)
{
  return check (realloc (p, n ? n : 1));
}

char *
ia_xstrdup (const char *s)
{
  return check (strdup (s));
}

char *
ia_xstrndup (const char *s, size_t n)
{
  return check (strndup (s, n));
}

char *
ia_xasprintf (const char *fmt, ...)
{
  va_list ap;
  char *s;
  int r;
  va_start (ap, fmt);
  r = vasprintf (&s, fmt, ap);
  va_end (ap);
  return check (r < 0 ? NULL : s);
}

/* GCC's names, libgcc/config/aarch64/lse.S: the operation, the size in
   bytes (16 only for cas) and the memory model.  */
int
ia_helper_name_p (const char *name)
{
  static const char *const ops[] = { "cas", "swp", "ldadd", "ldclr",
				     "ldeor", "ldset" };
  static const char *const models[] = { "relax", "acq", "rel", "acq_rel",
					"sync" };
  const char *p;
  size_t i, len;
  char *end;
  unsigned long size;

  if (strncmp (name, "__aarch64_", 10) != 0)
    return 0;
  p = name + 10;
  for (i = 0; i < sizeof ops / sizeof *ops; i++)
    {
      len = strlen (ops[i]);
      if (strncmp (p, ops[i], len) == 0 && p[len] >= '0' && p[len] <= '9')
	break;
    }
  if (i == sizeof ops / sizeof *ops)
    return 0;
  size = strtoul (p + len, &end, 10);
  if (!(size == 1 || size == 2 || size == 4 || size == 8
	|| (size == 16 && i == 0)) || *end != '_')
    return 0;
  for (i = 0; i < sizeof models / sizeof *models; i++)
    if (strcmp (end + 1, models[i]) == 0)
      return 1;
  return 0;
}

void
ia_file_free (struct ia_file *f)
{
  size_t i, k;
  for (i = 0; i < f->nfuncs; i++)
    {
      for (k = 0; k < f->funcs[i].ncalls; k++)
	free (f->funcs[i].calls[k].helper);
      free (f->funcs[i].calls);
      free (f->funcs[i].sites);
      free (f->funcs[i].lse);
      free (f->funcs[i].name);
    }
  free (f->funcs);
  for (i = 0; i < f->nnotes; i++)
    free (f->notes[i]);
  free (f->notes);
  free (f->path);
  memset (f, 0, sizeof *f);
}
