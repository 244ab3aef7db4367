/* ia-report.c -- the text and JSON reports.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Text: one line per file,

     PATH: KIND, BUILT: calls N, LSE N (guarded N, unguarded N, helper N,
     ifunc N), exclusive loads N

   where BUILT is "plugin VERSION" from the first of its notes, or "no
   plugin note"; --verbose adds the notes (each different one once, with
   how many objects recorded it), and every function with a helper call
   or an LSE instruction, with the address of each LSE instruction that
   is not guarded.  JSON (--json): one object, {"files": [...],
   "checked": N, "errors": N, "skipped": N, "failed": [...]}; an
   entry of "files" that could not be checked has "error" instead of
   the figures.  The notes' KEY=VALUE pairs are kept as they are, keys
   the checker does not know included.  */

#include <stdio.h>
#include <string.h>

#include "ia-report.h"

/* Print S as a JSON string.  */
static void
json_string (const char *s)
{
  putchar ('"');
  for (; *s; s++)
    {
      unsigned char c = (unsigned char) *s;
      if (c == '"' || c == '\\')
	printf ("\\%c", c);
      else if (c < 0x20 || c >= 0x7f)
	printf ("\\u%04x", c);
      else
	putchar (c);
    }
  putchar ('"');
}

/* The value of KEY in the note text NOTE, into BUF (of SIZE bytes), or
   NULL.  */
static const char *
note_value (const char *note, const char *key, char *buf, size_t size)
{
  size_t klen = strlen (key);
  const char *p = note;
  while (*p)
    {
      size_t len = strcspn (p, " ");
      if (len > klen && strncmp (p, key, klen) == 0 && p[klen] == '=')
	{
	  size_t vlen = len - klen - 1 < size - 1 ? len - klen - 1 : size - 1;
	  memcpy (buf, p + klen + 1, vlen);
	  buf[vlen] = 0;
	  return buf;
	}
      p += len;
      while (*p == ' ')
	p++;
    }
  return NULL;
}

/* How many notes of F before index I have the same text.  */
static size_t
earlier_same (const struct ia_file *f, size_t i)
{
  size_t j, n = 0;
  for (j = 0; j < i; j++)
    n += strcmp (f->notes[j], f->notes[i]) == 0;
  return n;
}

static size_t
count_same (const struct ia_file *f, size_t i)
{
  size_t j, n = 0;
  for (j = 0; j < f->nnotes; j++)
    n += strcmp (f->notes[j], f->notes[i]) == 0;
  return n;
}

/* Update RUN->failed for F.  */
static void
judge (struct ia_run *run, const struct ia_file *f)
{
  if ((run->fail_on & IA_FAIL_CALLS) && f->calls)
    run->failed |= IA_FAIL_CALLS;
  if ((run->fail_on & IA_FAIL_UNGUARDED) && f->lse[IA_LSE_UNGUARDED])
    run->failed |= IA_FAIL_UNGUARDED;
  if ((run->fail_on & IA_FAIL_NOT_BUILT) && f->has_code && f->nnotes == 0)
    run->failed |= IA_FAIL_NOT_BUILT;
}

static void
text_function (const struct ia_function *fn)
{
  size_t k;
  unsigned cls[IA_LSE_NCLASSES] = { 0 };
  int any = 0;

  for (k = 0; k < fn->nlse; k++)
    cls[fn->lse[k].cls]++;
  printf ("  %s [%#llx, %llu bytes]%s:", fn->name,
	  (unsigned long long) fn->addr, (unsigned long long) fn->size,
	  fn->is_ifunc_target ? " (IFUNC-selected)" : "");
  for (k = 0; k < fn->ncalls; k++)
    {
      printf ("%s %s x%u", any ? "," : " calls", fn->calls[k].helper,
	      fn->calls[k].count);
      if (fn->calls[k].via_plt)
	printf (" (%u via PLT)", fn->calls[k].via_plt);
      any = 1;
    }
  if (fn->nlse)
    {
      int first = 1;
      printf ("%s LSE", any ? ";" : "");
      for (k = 0; k < IA_LSE_NCLASSES; k++)
	if (cls[k])
	  {
	    printf ("%s %u %s", first ? "" : ",", cls[k], ia_lse_class_name[k]);
	    first = 0;
	  }
    }
  if (fn->excl)
    printf ("; exclusive loads %u", fn->excl);
  putchar ('\n');
  for (k = 0; k < fn->nlse; k++)
    if (fn->lse[k].cls == IA_LSE_UNGUARDED || fn->lse[k].cls == IA_LSE_IFUNC)
      printf ("    %#llx %s: %s\n", (unsigned long long) fn->lse[k].addr,
	      fn->lse[k].mnem, ia_lse_class_name[fn->lse[k].cls]);
}

static void
text_file (struct ia_run *run, const struct ia_file *f)
{
  char version[64];
  size_t i;

  printf ("%s: %s%s, ", f->path, f->kind, f->stripped ? " (stripped)" : "");
  if (f->nnotes)
    printf ("plugin %s",
	    note_value (f->notes[0], "version", version, sizeof version)
	    ? version : "(no version)");
  else
    printf ("no plugin note");
  printf (": calls %lu", f->calls);
  if (f->calls_plt)
    printf (" (%lu via PLT)", f->calls_plt);
  printf (", LSE %lu (guarded %lu, unguarded %lu, helper %lu, ifunc %lu),"
	  " exclusive loads %lu\n",
	  f->lse[0] + f->lse[1] + f->lse[2] + f->lse[3],
	  f->lse[IA_LSE_GUARDED], f->lse[IA_LSE_UNGUARDED],
	  f->lse[IA_LSE_HELPER], f->lse[IA_LSE_IFUNC], f->excl);
  if (!run->opt->verbose)
    return;
  for (i = 0; i < f->nnotes; i++)
    if (!earlier_same (f, i))
      printf ("  note (%zu object%s): %s\n", count_same (f, i),
	      count_same (f, i) == 1 ? "" : "s", f->notes[i]);
  if (f->flag_how == 2)
    printf ("  flag: __aarch64_have_lse_atomics has no symbol; inferred"
	    " from its tests\n");
  for (i = 0; i < f->nfuncs; i++)
    if (f->funcs[i].ncalls || f->funcs[i].nlse)
      text_function (&f->funcs[i]);
}

static void
json_note (const char *note, size_t count)
{
  const char *p = note;
  int first = 1;
  printf ("{\"count\": %zu, \"text\": ", count);
  json_string (note);
  printf (", \"fields\": {");
  while (*p)
    {
      size_t len = strcspn (p, " ");
      const char *eq = memchr (p, '=', len);
      char key[128], val[512];
      size_t kl = eq ? (size_t) (eq - p) : len, vl = eq ? len - kl - 1 : 0;
      if (kl >= sizeof key)
	kl = sizeof key - 1;
      if (vl >= sizeof val)
	vl = sizeof val - 1;
      memcpy (key, p, kl);
      key[kl] = 0;
      memcpy (val, eq ? eq + 1 : "", vl);
      val[vl] = 0;
      if (len)
	{
	  printf ("%s", first ? "" : ", ");
	  json_string (key);
	  printf (": ");
	  json_string (val);
	  first = 0;
	}
      p += len;
      while (*p == ' ')
	p++;
    }
  printf ("}}");
}

static void
json_function (const struct ia_function *fn)
{
  size_t k;
  unsigned cls[IA_LSE_NCLASSES] = { 0 }, plt;
  int first = 1;

  for (k = 0; k < fn->nlse; k++)
    cls[fn->lse[k].cls]++;
  printf ("{\"name\": ");
  json_string (fn->name);
  printf (", \"address\": %llu, \"size\": %llu, \"ifunc_target\": %s,"
	  " \"calls\": {", (unsigned long long) fn->addr,
	  (unsigned long long) fn->size, fn->is_ifunc_target ? "true" : "false");
  for (k = 0; k < fn->ncalls; k++)
    {
      printf ("%s", k ? ", " : "");
      json_string (fn->calls[k].helper);
      printf (": %u", fn->calls[k].count);
    }
  for (k = 0, plt = 0; k < fn->ncalls; k++)
    plt += fn->calls[k].via_plt;
  printf ("}, \"calls_via_plt\": %u, \"lse\": {", plt);
  for (k = 0; k < IA_LSE_NCLASSES; k++)
    printf ("%s\"%s\": %u", k ? ", " : "", ia_lse_class_name[k], cls[k]);
  printf ("}, \"exclusive_loads\": %u, \"call_sites\": [", fn->excl);
  for (k = 0; k < fn->nsites; k++)
    {
      printf ("%s{\"address\": %llu, \"helper\": ", k ? ", " : "",
	      (unsigned long long) fn->sites[k].addr);
      json_string (fn->calls[fn->sites[k].helper].helper);
      printf ("}");
    }
  printf ("], \"unguarded\": [");
  for (k = 0; k < fn->nlse; k++)
    if (fn->lse[k].cls == IA_LSE_UNGUARDED)
      {
	printf ("%s{\"address\": %llu, \"insn\": \"%s\"}", first ? "" : ", ",
		(unsigned long long) fn->lse[k].addr, fn->lse[k].mnem);
	first = 0;
      }
  printf ("]}");
}

static void
json_file (struct ia_run *run, const struct ia_file *f)
{
  size_t i, k;
  int first = 1;

  printf ("%s\n  {\"path\": ", run->json_started ? "," : "");
  run->json_started = 1;
  json_string (f->path);
  printf (", \"kind\": \"%s\", \"stripped\": %s, \"flag\": \"%s\","
	  " \"built\": %s, \"notes\": [",
	  f->kind, f->stripped ? "true" : "false",
	  f->flag_how == 1 ? "symbol" : f->flag_how == 2 ? "inferred" : "none",
	  f->nnotes ? "true" : "false");
  for (i = 0; i < f->nnotes; i++)
    if (!earlier_same (f, i))
      {
	printf ("%s", first ? "" : ", ");
	json_note (f->notes[i], count_same (f, i));
	first = 0;
      }
  printf ("], \"calls\": %lu, \"calls_via_plt\": %lu, \"helpers\": {",
	  f->calls, f->calls_plt);
  /* The calls by helper, summed over the functions.  */
  first = 1;
  for (i = 0; i < f->nfuncs; i++)
    for (k = 0; k < f->funcs[i].ncalls; k++)
      {
	const char *h = f->funcs[i].calls[k].helper;
	unsigned long total = 0;
	size_t i2, k2;
	int seen = 0;
	for (i2 = 0; i2 <= i && !seen; i2++)
	  for (k2 = 0; k2 < f->funcs[i2].ncalls; k2++)
	    if ((i2 < i || k2 < k)
		&& strcmp (f->funcs[i2].calls[k2].helper, h) == 0)
	      seen = 1;
	if (seen)
	  continue;
	for (i2 = i; i2 < f->nfuncs; i2++)
	  for (k2 = 0; k2 < f->funcs[i2].ncalls; k2++)
	    if (strcmp (f->funcs[i2].calls[k2].helper, h) == 0)
	      total += f->funcs[i2].calls[k2].count;
	printf ("%s", first ? "" : ", ");
	json_string (h);
	printf (": %lu", total);
	first = 0;
      }
  printf ("}, \"lse\": {");
  for (k = 0; k < IA_LSE_NCLASSES; k++)
    printf ("%s\"%s\": %lu", k ? ", " : "", ia_lse_class_name[k], f->lse[k]);
  printf ("}, \"exclusive_loads\": %lu, \"functions\": [", f->excl);
  first = 1;
  for (i = 0; i < f->nfuncs; i++)
    if (f->funcs[i].ncalls || f->funcs[i].nlse || f->funcs[i].excl)
      {
	printf ("%s\n    ", first ? "" : ",");
	json_function (&f->funcs[i]);
	first = 0;
      }
  printf ("]}");
}

void
ia_report_begin (struct ia_run *run)
{
  if (run->opt->json)
    printf ("{\"files\": [");
}

void
ia_report_file (struct ia_run *run, const struct ia_file *f)
{
  judge (run, f);
  if (run->opt->json)
    json_file (run, f);
  else
    text_file (run, f);
}

void
ia_report_error (struct ia_run *run, const char *path, const char *msg)
{
  if (!run->opt->json)
    return;
  printf ("%s\n  {\"path\": ", run->json_started ? "," : "");
  run->json_started = 1;
  json_string (path);
  printf (", \"error\": ");
  json_string (msg);
  printf ("}");
}

void
ia_report_end (struct ia_run *run)
{
  static const char *const names[] = { "calls", "unguarded", "not-built" };
  int k, first = 1;

  if (!run->opt->json)
    return;
  printf ("\n], \"checked\": %lu, \"errors\": %lu, \"skipped\": %lu,"
	  " \"failed\": [", run->checked, run->errors, run->skipped);
  for (k = 0; k < 3; k++)
    if (run->failed & (1u << k))
      {
	printf ("%s\"%s\"", first ? "" : ", ", names[k]);
	first = 0;
      }
  printf ("]}\n");
}
