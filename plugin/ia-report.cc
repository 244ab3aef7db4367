/* ia-report.cc -- what the plugin decided at each atomic site: notes
   (-fplugin-arg-inline_atomics-verbose), optimisation remarks
   (-fopt-info-optimized / -fopt-info-missed) and a machine-readable
   report (-fplugin-arg-inline_atomics-report=FILE).

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   The report file gets one JSON object per line, appended with a single
   write each, so that the compilations of a parallel build can share
   one file:

     {"record":"site","unit":"foo.c","file":"foo.c","line":3,"column":10,
      "function":"incr","builtin":"__atomic_fetch_add_4","size":4,
      "model":"relaxed","decision":"inline","form":"late","lse":"ldadd",
      "llsc":"ldxr-stxr loop","helper":"__aarch64_ldadd4_relax",
      "reason":""}

   "helper" names the libgcc helper that GCC calls for the site (the one
   that stays, for "call").

   and, when the translation unit is finished,

     {"record":"unit","unit":"foo.c","inline":1,"call":0,"llsc-only":0,
      "untouched":0}

   A decision is "inline" (flag test, LSE instruction, LL/SC path),
   "call" (the libgcc helper call stays), "llsc-only" (mode=none,
   cold=llsc) or "untouched" (GCC does not outline this operation here:
   it emits LSE or LL/SC code itself, or calls libatomic).  The form is
   how the code of the site is made (enum ia_form, ia-decide.cc):
   "late", "diamond", "call", "builtin", or "" for an untouched site.  */

#include "ia-plugin.h"

#include <fcntl.h>
#include <unistd.h>

/* The prefix of every note: GCC's diagnostics quote identifiers, but a
   prefix reads better plain, as "inline_atomics: ...".  */
static const char ia_name[] = "inline_atomics";

/* The report file, or -1.  */
static int ia_report_fd = -1;

/* The sites reported so far in this translation unit, by decision.  */
static unsigned ia_report_counts[IA_N_DECISIONS];

static const char *const ia_decision_names[IA_N_DECISIONS]
  = { "inline", "call", "llsc-only", "untouched" };

/* Open FILE for appending; report an error and return false if it
   cannot be opened.  */

bool
ia_report_open (const char *file)
{
  /* Under -fcompare-debug the driver runs cc1 a second time, with
     -fcompare-debug-second (which sets flag_compare_debug), "omitting
     other options that would cause the compiler to produce output to
     files or to standard output as a side effect" (GCC's manual).  It
     cannot know that -fplugin-arg-inline_atomics-report= is one, so the
     plugin leaves the report to the first run itself: the second would
     append every line again.  */
  if (flag_compare_debug)
    return true;
  ia_report_fd = open (file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
  if (ia_report_fd < 0)
    {
      error ("cannot open the %<inline_atomics%> report file %qs: %m",
	     file);
      return false;
    }
  return true;
}

/* Is anything reported at all?  */

bool
ia_reporting_p (void)
{
  return ia_options.verbose || ia_report_fd >= 0 || dump_enabled_p ();
}

/* A growing string, for the JSON lines.

   The lines are written here rather than with GCC's json.h because the
   format must be the same with every GCC: json::object in GCC 11 and 12
   prints its members in the order of its hash table (json.h, map_t;
   GCC 13 added m_keys to keep the order of insertion).  The
   documented member order is what line-oriented consumers (grep, the
   testsuite's scan-ia-report) rely on.  */
struct ia_buf
{
  char *text;
  size_t len, size;
};

static void
ia_buf_add (struct ia_buf *buf, const char *text, size_t len)
{
  if (buf->len + len + 1 > buf->size)
    {
      buf->size = 2 * (buf->len + len + 1);
      buf->text = XRESIZEVEC (char, buf->text, buf->size);
    }
  memcpy (buf->text + buf->len, text, len);
  buf->len += len;
  buf->text[buf->len] = 0;
}

static void
ia_buf_str (struct ia_buf *buf, const char *text)
{
  ia_buf_add (buf, text, strlen (text));
}

/* Append "KEY":"VALUE", with VALUE escaped for JSON, and a comma unless
   this is the first member.  */

static void
ia_buf_member (struct ia_buf *buf, const char *key, const char *value)
{
  ia_buf_str (buf, buf->len > 1 ? ",\"" : "\"");
  ia_buf_str (buf, key);
  ia_buf_str (buf, "\":\"");
  for (const char *p = value ? value : ""; *p; p++)
    {
      char esc[8];
      unsigned char c = *p;
      if (c == '"' || c == '\\')
	snprintf (esc, sizeof esc, "\\%c", c);
      else if (c < 0x20)
	snprintf (esc, sizeof esc, "\\u%04x", c);
      else
	{
	  esc[0] = c;
	  esc[1] = 0;
	}
      ia_buf_str (buf, esc);
    }
  ia_buf_str (buf, "\"");
}

/* Append "KEY":VALUE for a number.  */

static void
ia_buf_number (struct ia_buf *buf, const char *key, long value)
{
  char text[64];
  snprintf (text, sizeof text, "%s\"%s\":%ld", buf->len > 1 ? "," : "",
	    key, value);
  ia_buf_str (buf, text);
}

/* Whether a write of the report failed: once one has, the rest of the
   report is not written, and the user is told once, not once a site.  */
static bool ia_report_failed;

/* Close the object in BUF, write it as one line and free BUF.  */

static void
ia_buf_flush (struct ia_buf *buf)
{
  ia_buf_str (buf, "}\n");
  if (!ia_report_failed)
    {
      ssize_t done = write (ia_report_fd, buf->text, buf->len);
      if (done != (ssize_t) buf->len)
	{
	  warning (0, "cannot write the %<inline_atomics%> report: %m; the "
		   "rest of the report of this compilation is lost");
	  ia_report_failed = true;
	}
    }
  XDELETEVEC (buf->text);
}

/* The name of translation unit, as the report names it.  */

static const char *
ia_unit_name (void)
{
  return main_input_filename ? main_input_filename : "";
}

/* Write the report line of one site.  */

static void
ia_report_json (gimple *stmt, const char *builtin, unsigned size,
		const char *model, enum ia_decision decision,
		const char *form, const char *lse, const char *llsc,
		const char *helper, const char *reason)
{
  expanded_location xloc = expand_location (gimple_location (stmt));
  struct ia_buf buf = { NULL, 0, 0 };
  ia_buf_str (&buf, "{");
  ia_buf_member (&buf, "record", "site");
  ia_buf_member (&buf, "unit", ia_unit_name ());
  ia_buf_member (&buf, "file", xloc.file);
  ia_buf_number (&buf, "line", xloc.line);
  ia_buf_number (&buf, "column", xloc.column);
  ia_buf_member (&buf, "function", function_name (cfun));
  ia_buf_member (&buf, "builtin", builtin);
  ia_buf_number (&buf, "size", size);
  ia_buf_member (&buf, "model", model);
  ia_buf_member (&buf, "decision", ia_decision_names[decision]);
  ia_buf_member (&buf, "form", form);
  ia_buf_member (&buf, "lse", lse);
  ia_buf_member (&buf, "llsc", llsc);
  ia_buf_member (&buf, "helper", helper);
  ia_buf_member (&buf, "reason", reason);
  ia_buf_flush (&buf);
}

/* The memory model of SITE, as a user would name it.  consume has
   already become acquire, as GCC expands it.  */

static const char *
ia_model_name (const struct ia_site *site)
{
  if (is_mm_sync (site->model))
    return is_mm_acquire (site->model) ? "__sync acquire" : "__sync";
  switch (memmodel_base (site->model))
    {
    case MEMMODEL_RELAXED:
      return "relaxed";
    case MEMMODEL_CONSUME:
      return "consume";
    case MEMMODEL_ACQUIRE:
      return "acquire";
    case MEMMODEL_RELEASE:
      return "release";
    case MEMMODEL_ACQ_REL:
      return "acq_rel";
    default:
      return "seq_cst";
    }
}

/* GCC's LL/SC sequence for SITE, described in BUF: the exclusive pair
   (acquire and release forms as GCC's aarch64_split_* functions pick
   them) and the trailing barrier of __sync.  */

static void
ia_llsc_text (const struct ia_site *site, char *buf, size_t len)
{
  if (site->size == 16)
    {
      snprintf (buf, len, "ldxp-stlxp loop + dmb ish");
      return;
    }
  const char *suffix = (site->size == 1 ? "b"
			: site->size == 2 ? "h" : "");
  bool sync = is_mm_sync (site->model);
  enum memmodel base = memmodel_base (site->model);
  bool acquire = (!sync && (base == MEMMODEL_ACQUIRE
			    || base == MEMMODEL_CONSUME
			    || base == MEMMODEL_ACQ_REL
			    || base == MEMMODEL_SEQ_CST));
  bool release = (sync ? !is_mm_acquire (site->model)
		  : (base == MEMMODEL_RELEASE || base == MEMMODEL_ACQ_REL
		     || base == MEMMODEL_SEQ_CST));
  snprintf (buf, len, "ld%sxr%s-st%sxr%s loop%s", acquire ? "a" : "",
	    suffix, release ? "l" : "", suffix, sync ? " + dmb ish" : "");
}

/* Report SITE with the decision, form and reason that ia_decide_sites
   gave it.  */

static void
ia_report_site (const struct ia_site *site)
{
  enum ia_decision decision = site->decision;
  const char *reason = site->reason;
  char mnemonic[16], helper[32];
  ia_site_mnemonic (site, mnemonic, sizeof mnemonic);
  ia_site_helper_name (site, helper, sizeof helper);
  ia_report_counts[decision]++;
  const char *builtin = ia_site_builtin_name (site);
  const char *model = ia_model_name (site);
  char llsc[64];
  ia_llsc_text (site, llsc, sizeof llsc);
  location_t loc = gimple_location (site->call);

  switch (decision)
    {
    case IA_DECISION_INLINE:
      if (ia_options.verbose)
	inform (loc, "%s: %qs (%s) inlined as %qs / %qs",
		ia_name, builtin, model, mnemonic, llsc);
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, site->call,
			 "inline_atomics: %s (%s) inlined as %s / %s\n",
			 builtin, model, mnemonic, llsc);
      break;
    case IA_DECISION_LLSC:
      if (ia_options.verbose)
	inform (loc, "%s: %qs (%s) expanded as %qs only: %s",
		ia_name, builtin, model, llsc, reason);
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, site->call,
			 "inline_atomics: %s (%s) expanded as %s only: %s\n",
			 builtin, model, llsc, reason);
      break;
    case IA_DECISION_CALL:
      if (ia_options.verbose)
	inform (loc, "%s: %qs (%s) kept as call of %qs: %s",
		ia_name, builtin, model, helper, reason);
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, site->call,
			 "inline_atomics: %s (%s) kept as call of %s: %s\n",
			 builtin, model, helper, reason);
      break;
    default:
      gcc_unreachable ();
    }

  if (ia_report_fd >= 0)
    ia_report_json (site->call, builtin, site->size, model, decision,
		    ia_form_name (site->form),
		    decision == IA_DECISION_INLINE ? mnemonic : "",
		    decision == IA_DECISION_CALL ? "" : llsc, helper, reason);
}

/* Report the atomic builtin call STMT, which the plugin leaves as GCC
   made it, for REASON.  */

static void
ia_report_untouched (gimple *stmt, const char *reason)
{
  ia_report_counts[IA_DECISION_UNTOUCHED]++;
  tree fndecl = gimple_call_fndecl (stmt);
  const char *builtin = (fndecl ? IDENTIFIER_POINTER (DECL_NAME (fndecl))
			 : ".ATOMIC_COMPARE_EXCHANGE");
  /* The size is the suffix of the builtin's name (__atomic_fetch_add_4);
     the generic builtins have none.  */
  const char *underscore = strrchr (builtin, '_');
  unsigned size = underscore ? atoi (underscore + 1) : 0;
  if (ia_options.verbose)
    inform (gimple_location (stmt), "%s: %qs left to GCC: %s",
	    ia_name, builtin, reason);
  if (dump_enabled_p ())
    dump_printf_loc (MSG_NOTE, stmt, "inline_atomics: %s left to GCC: %s\n",
		     builtin, reason);
  if (ia_report_fd >= 0)
    ia_report_json (stmt, builtin, size, "", IA_DECISION_UNTOUCHED, "", "",
		    "", "", reason);
}

/* Report every atomic of FUN, in the order of the statements.  DECIDED
   maps the calls of the sites that ia_decide_sites decided to them.
   Any other
   atomic is left to GCC: for REASON, with DECISION (IA_DECISION_CALL
   when GCC calls the helpers, IA_DECISION_UNTOUCHED when it does not
   outline at all), in a function that the plugin leaves alone as a
   whole, and for the reason ia_untouched_reason gives otherwise.  */

static void
ia_report_walk (function *fun, hash_map<gimple *, const ia_site *> *decided,
		enum ia_decision decision, const char *reason)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	const ia_site **found = decided->get (stmt);
	struct ia_site other;
	const char *why;
	if (found)
	  ia_report_site (*found);
	else if (!ia_classify (stmt, &other))
	  {
	    if ((why = ia_untouched_reason (stmt)))
	      ia_report_untouched (stmt, why);
	  }
	else if (decision == IA_DECISION_UNTOUCHED)
	  ia_report_untouched (stmt, reason);
	else
	  {
	    ia_decide_whole_function (&other, decision, reason);
	    ia_report_site (&other);
	  }
      }
}

/* Report the atomics of FUN, a function that the plugin rewrites: SITES,
   as ia_decide_sites decided them, and the atomics it leaves to GCC.  */

void
ia_report_sites (function *fun, vec<ia_site> *sites)
{
  if (!ia_reporting_p ())
    return;
  hash_map<gimple *, const ia_site *> decided;
  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    decided.put (site->call, site);
  ia_report_walk (fun, &decided, IA_DECISION_UNTOUCHED, "");
}

/* Report the atomics of FUN, which the plugin leaves to GCC as a whole,
   with DECISION and REASON (see ia_report_walk).  */

void
ia_report_function (function *fun, enum ia_decision decision,
		    const char *reason)
{
  if (!ia_reporting_p ())
    return;
  hash_map<gimple *, const ia_site *> none;
  ia_report_walk (fun, &none, decision, reason);
}

/* Write the summary line of the translation unit.  */

void
ia_report_finish (void)
{
  if (ia_report_fd < 0)
    return;
  struct ia_buf buf = { NULL, 0, 0 };
  ia_buf_str (&buf, "{");
  ia_buf_member (&buf, "record", "unit");
  ia_buf_member (&buf, "unit", ia_unit_name ());
  for (unsigned i = 0; i < IA_N_DECISIONS; i++)
    ia_buf_number (&buf, ia_decision_names[i], ia_report_counts[i]);
  ia_buf_flush (&buf);
  close (ia_report_fd);
  ia_report_fd = -1;
}
