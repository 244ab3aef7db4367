/* ia-decide.cc -- the form of each site, chosen once for a function
   before anything in it is rewritten.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   Every site that ia_classify finds gets one form (enum ia_form), one
   decision for the report and one reason, here and nowhere else:

     the function is left to GCC     -> no site is collected (ia_execute)
     mode=none                       -> IA_FORM_BUILTIN, "llsc"
     a site that can throw           -> IA_FORM_CALL, "call"
     a cold site, cold=llsc          -> IA_FORM_BUILTIN, "llsc"
     a cold site, cold=call          -> IA_FORM_CALL, "call"
     any other site, a hot one       -> IA_FORM_LATE, "inline"
       (16-byte ones versioned: ia-region.cc)

   A site that can throw (-fnon-call-exceptions) is the helper call that
   GCC would make of it, built in GIMPLE (ia-rewrite.cc, and for 16
   bytes ia-sync16.cc's loop around __aarch64_cas16_sync), where each
   call keeps the builtin's EH edge: an inline asm cannot throw, and
   GCC's LL/SC sequence would lose the helper's LSE path.  (GCC's own
   call of the helper is a nothrow library call; the plugin's reaches
   the handler, as the LL/SC and LSE insns of the -mno-outline-atomics
   and +lse builds do.)  With mode=none such a site is GCC's LL/SC
   sequence, in its EH region, as with -mno-outline-atomics.  No
   function keeps -moutline-atomics: in every function that the plugin
   rewrites, the builtins left expand to GCC's LL/SC sequences.

   The rewrite (ia_rewrite_site), the placing of the flag (ia-hoist.cc)
   and the report (ia-report.cc) read the form; none of them decides it
   again.  */

#include "ia-plugin.h"

/* Why GCC does not outline the atomics of the current function, or
   NULL if it does.  */

const char *
ia_no_outline_reason (void)
{
  if (!flag_inline_atomics)
    return "-fno-inline-atomics: GCC calls the __atomic library functions";
  if (TARGET_LSE)
    return "the target has LSE: GCC emits the LSE instructions";
  if (!TARGET_OUTLINE_ATOMICS)
    return "-mno-outline-atomics: GCC emits its LL/SC loops";
  return NULL;
}

/* Does FUN keep all its helper calls because it is optimised for size?
   -Os always does, as the RFC has it; a cold function (the cold
   attribute, or a profile that says it never runs) does with
   cold=call.  */

bool
ia_function_keeps_calls_p (function *fun)
{
  if (opt_for_fn (fun->decl, optimize_size))
    return true;
  return (ia_options.cold == IA_COLD_CALL
	  && optimize_function_for_size_p (fun));
}

/* Set SITE's form, decision and reason.

   cold=llsc, the default for cold sites, is the smallest form that
   keeps the function as it is: GCC's LL/SC sequence runs on every ARMv8
   CPU, is atomic together with the LSE instructions on the same object,
   needs no flag test and clobbers no register of the caller, so a leaf
   function stays a leaf and no live value moves to a callee-saved
   register around it.  The helper call of cold=call is a few bytes
   shorter at the site (bench/REPORT.md), but costs a frame in a leaf
   function and the saves of whatever is live across it.  */

static void
ia_decide_site (struct ia_site *site)
{
  site->form = IA_FORM_BUILTIN;
  if (ia_options.mode == IA_MODE_NONE)
    {
      site->decision = IA_DECISION_LLSC;
      site->reason = "mode=none";
      return;
    }
  if (site->throws)
    {
      site->form = IA_FORM_CALL;
      site->decision = IA_DECISION_CALL;
      site->reason = "the operation can throw (-fnon-call-exceptions): "
		     "the helper call keeps its EH edge";
      return;
    }
  if (site->cold && ia_options.cold == IA_COLD_LLSC)
    {
      site->decision = IA_DECISION_LLSC;
      site->reason = (optimize_function_for_size_p (cfun)
		      ? "cold function (cold=llsc)"
		      : "in a block predicted never to run (cold=llsc)");
      return;
    }
  /* With cold=call a 16-byte __sync site is rewritten all the same:
     GCC's own form of it, a loop around a call of __aarch64_cas16_sync,
     is no smaller than the inline one.  */
  if (site->cold && ia_options.cold == IA_COLD_CALL && site->size != 16)
    {
      site->form = IA_FORM_CALL;
      site->decision = IA_DECISION_CALL;
      site->reason = "in a block predicted never to run (cold=call)";
      return;
    }
  site->form = IA_FORM_LATE;
  site->decision = IA_DECISION_INLINE;
  site->reason = "";
}

/* Decide the form of every site of the current function, SITES.  */

void
ia_decide_sites (vec<ia_site> *sites)
{
  unsigned i;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    ia_decide_site (site);
}

/* SITE is in a function that the plugin leaves to GCC as a whole, for
   REASON: GCC calls the helpers there (DECISION is IA_DECISION_CALL), or
   does not outline at all (IA_DECISION_UNTOUCHED).  */

void
ia_decide_whole_function (struct ia_site *site, enum ia_decision decision,
			  const char *reason)
{
  site->form = IA_FORM_BUILTIN;
  site->decision = decision;
  site->reason = reason;
}

/* The name of FORM in the report.  */

const char *
ia_form_name (enum ia_form form)
{
  static const char *const names[IA_N_FORMS]
    = { "late", "call", "builtin" };
  return names[form];
}
