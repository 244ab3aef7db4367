/* inline_atomics.cc -- -moutline-atomics=inline as a GCC plugin.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   What it does
   ------------
   With -moutline-atomics (the default of Debian's AArch64 GCC) every
   atomic read-modify-write whose target lacks LSE becomes a call to a
   libgcc helper such as __aarch64_ldadd4_relax.  The helper tests the
   hidden byte __aarch64_have_lse_atomics and runs either one LSE
   instruction or an ARMv8.0 load/store-exclusive loop.  The call is what
   costs: x0-x18, v0-v7, v16-v31 and the flags die across it, leaf
   functions get frames and live values move to callee-saved registers.

   This plugin performs the test inline instead.  For

       int incr (int *p)
       { return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED); }

   the optimized GIMPLE

       _3 = __atomic_fetch_add_4 (p_1(D), 1, 0);

   becomes

       flag_5 = __aarch64_have_lse_atomics;
       if (flag_5 != 0)                     [very likely]
         __asm__ (".arch_extension lse; ldadd %w2, %w0, [%x4]; ..."
                  : "=r" old_6, "=m" *p_1(D)
                  : "r" 1, "m" *p_1(D), "r" p_1(D) : "memory");
       else                                 [very unlikely]
         _7 = __atomic_fetch_add_4 (p_1(D), 1, 0);
       _3 = PHI <old_6, _7>

   and the builtin left on the unlikely branch is expanded by GCC itself
   with -moutline-atomics switched off for this one function, which gives
   exactly GCC's -mno-outline-atomics LL/SC loop.  The LSE instruction is
   exactly the one GCC emits with -march=armv8-a+lse: the same mnemonic,
   ordering suffix and size suffix, the same negation for sub and
   complement for and.

   Where it acts
   -------------
   Only where GCC itself would call an __aarch64_* helper: the current
   function has -moutline-atomics and lacks LSE, -finline-atomics is on,
   and the operation is one that GCC outlines (sizes 1, 2, 4 and 8 of the
   fetch-and-op, op-and-fetch, exchange, test-and-set and compare-and-
   exchange families, __atomic and __sync alike, and every 16-byte __sync
   operation, which GCC builds around __aarch64_cas16_sync).  nand of 1
   to 8 bytes, loads, stores and fences are never outlined by GCC, and
   16-byte __atomic operations go to libatomic: they are left alone.
   ThreadSanitizer has replaced the builtins with its own calls by
   the time this pass runs, so there is nothing left to rewrite.
   Functions optimized for size keep their helper calls, as the RFC does
   for -Os.

   Options
   -------
   -fplugin-arg-inline_atomics-mode=inline|call|none
       inline (default): flag test, inline LSE, unlikely LL/SC path;
       call: change nothing (GCC's -moutline-atomics);
       none: only the LL/SC code, with no flag test (GCC's
             -mno-outline-atomics, for the functions GCC would outline).
   -fplugin-arg-inline_atomics-cold=llsc|call|inline
       what the sites of cold functions and of blocks predicted never to
       run get: llsc (default) GCC's LL/SC sequence alone, with no flag
       test and no call; call: the libgcc helper call, as GCC emits it;
       inline: what hot code gets.  -Os functions keep their calls.
   -fplugin-arg-inline_atomics-hoist=loop|site
       loop (default): load the flag once per call-free loop nest or leaf
       region (see ia-hoist.cc); site: load it at every site.
   -fplugin-arg-inline_atomics-version=auto|always|never
       version the outermost small loop around atomics on the flag: auto
       (default) at -O2 and above, always (also at -O1), or never.  The
       limits are GCC's for loop unswitching (--param max-unswitch-insns
       and max-unswitch-level; ia-hoist.cc).
   -fplugin-arg-inline_atomics-verbose
       a note at every atomic site: what was done there, or why not;
       -fopt-info-optimized and -fopt-info-missed give the same as
       optimisation remarks.
   -fplugin-arg-inline_atomics-report=FILE
       append the same, one JSON object per line, to FILE, and a summary
       line per translation unit (see ia-report.cc).

   Debugging
   ---------
   -fdump-tree-inline_atomics-details shows each site and the rewritten
   function; -fdump-rtl-expand shows the LL/SC expansion.  */

#define IA_WANT_PLUGIN_VERSION 1
#include "ia-plugin.h"

/* The plugin is built with -fvisibility=hidden; the loader looks up
   ia_plugin_init with dlsym.  GCC checks plugin_is_GPL_compatible in the
   loader, which is the file it opens.  */
#define IA_EXPORT __attribute__ ((visibility ("default")))

static struct plugin_info ia_plugin_info = {
  /* .version = */ IA_VERSION,
  /* .help = */
  "Inline AArch64 outline atomics: flag test, LSE and LL/SC paths.\n"
  "  -fplugin-arg-inline_atomics-mode=inline|call|none  (default inline)\n"
  "  -fplugin-arg-inline_atomics-cold=llsc|call|inline  (default llsc)\n"
  "  -fplugin-arg-inline_atomics-hoist=loop|site        (default loop)\n"
  "  -fplugin-arg-inline_atomics-version=auto|always|never (default auto)\n"
  "  -fplugin-arg-inline_atomics-verbose                note each site\n"
  "  -fplugin-arg-inline_atomics-report=FILE            append JSON lines\n"
};

/* ia_state when it describes no function.  */
static const struct ia_function_state ia_no_state
  = { NULL, -1, false, false, false, false };

struct ia_function_state ia_state = ia_no_state;

/* Forget the function that ia_state describes.  */

void
ia_state_reset (void)
{
  ia_state = ia_no_state;
}

/* ------------------------------------------------------------------ */
/* The passes.                                                         */
/* ------------------------------------------------------------------ */

/* Collect the sites of FUN into SITES, changing nothing.  The sites of a
   block predicted never to run (it leads to abort, or the profile says
   so: ia-cold.cc), and all sites when COLD_FUNCTION, are marked cold,
   for ia_decide_sites to give them their cold form.  A block predicted
   never to run is narrower than GCC's optimize_bb_for_size_p, which also
   says "size" for every block of a function run once (main,
   constructors) that runs in less than two thirds of its calls: the
   ordinary path of main after an early return is not cold.  A site
   that can throw to a handler of FUN (-fnon-call-exceptions) is marked
   so, for ia_decide_sites to make it the helper call.  */

static void
ia_collect_sites (function *fun, vec<ia_site> *sites, bool cold_function)
{
  auto_sbitmap cold (last_basic_block_for_fn (fun));
  ia_find_cold_blocks (fun, cold);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	struct ia_site site;
	gimple *stmt = gsi_stmt (gsi);
	if (!ia_classify (stmt, &site))
	  continue;
	site.cold = cold_function || bitmap_bit_p (cold, bb->index);
	site.throws = stmt_can_throw_internal (fun, site.call);
	sites->safe_push (site);
      }
}

/* Switch -moutline-atomics off until the current function has been
   expanded; ia_restore_execute puts it back.  The builtins that remain,
   those on the LL/SC paths, then expand exactly as with
   -mno-outline-atomics.  */

static void
ia_suspend_outline_atomics (void)
{
  ia_state_claim ();
  if (ia_state.saved_outline_atomics < 0)
    {
      ia_state.saved_outline_atomics = ia_get_outline_atomics ();
      ia_state.saved_outline_atomics_explicit
	= ia_get_outline_atomics_explicit ();
    }
  ia_set_outline_atomics (0, true);
  /* Its LL/SC atomic insns may need their notes ordered (ia-notes.cc).  */
  ia_state.llsc_insns = true;
}

/* Put back the -moutline-atomics that ia_suspend_outline_atomics saved,
   if it changed it.  Run by the pass after expand and, as a safety net,
   when the passes of a function end (PLUGIN_ALL_PASSES_END): a function
   whose expansion never came must not leave the next one without
   outline atomics.  */

static void
ia_restore_outline_atomics (void)
{
  if (ia_state.saved_outline_atomics >= 0)
    {
      ia_set_outline_atomics (ia_state.saved_outline_atomics,
			      ia_state.saved_outline_atomics_explicit);
      ia_state.saved_outline_atomics = -1;
    }
}

/* Is the flag hoisted (hoist=loop, with optimisation): loaded once per
   loop nest or leaf function, and shared by the sites in a row?  */

static bool
ia_hoisting_p (void)
{
  return optimize && ia_options.hoist == IA_HOIST_LOOP;
}

/* Decide where the flag of each of SITES is loaded, and version loops on
   it (ia-hoist.cc).  Cold sites that become helper calls get the
   constant flag "true" so that their LL/SC branch folds away; cold sites
   of cold=llsc need no flag.  */

static void
ia_prepare_flags (function *fun, vec<ia_site> *sites)
{
  ia_site_calls site_calls;
  unsigned i, placed = 0;
  struct ia_site *site;
  FOR_EACH_VEC_ELT (*sites, i, site)
    {
      if (site->form == IA_FORM_CALL)
	site->flag = boolean_true_node;
      else if (ia_site_inline_p (site))
	placed++;
      site_calls.put (site->call, site->form == IA_FORM_CALL);
    }

  bool version = ia_versioning_enabled_p ();
  bool hoist = ia_hoisting_p ();
  if (!version && !hoist)
    return;
  /* One site and no loop leave nothing to decide: the site loads the
     flag itself.  The loop tree that GCC keeps up to date across its
     passes says so without loop_optimizer_init, which would compute
     dominators and a new loop tree for nothing; that is most of what
     the pass costs in a file of many small functions.  */
  if (placed == 0
      || (placed == 1 && current_loops && number_of_loops (fun) == 1
	  && !loops_state_satisfies_p (fun, LOOPS_NEED_FIXUP)))
    return;

  loop_optimizer_init (LOOPS_NORMAL);
  calculate_dominance_info (CDI_DOMINATORS);
  /* A function without calls loads the flag once for all its sites.  */
  tree shared = hoist ? ia_leaf_flag (fun, sites, &site_calls) : NULL_TREE;
  /* The loads placed so far, which later ones may reuse (ia-hoist.cc).  */
  ia_flag_loads loads;
  if (version)
    ia_version_loops (fun, sites, &site_calls, shared,
		      hoist ? &loads : NULL);
  if (hoist)
    ia_place_flags (fun, sites, &site_calls, shared, &loads);
  loop_optimizer_finalize (fun);
}

/* Does the plugin leave FUN as GCC compiles it, with no site rewritten:
   GCC does not outline its atomics, mode=call, or the function keeps
   its helper calls (-Os, or cold with cold=call)?  Its sites are
   reported then.  */

static bool
ia_leave_function_p (function *fun)
{
  const char *reason = ia_no_outline_reason ();
  if (reason)
    ia_report_function (fun, IA_DECISION_UNTOUCHED, reason);
  else if (ia_options.mode == IA_MODE_CALL)
    ia_report_function (fun, IA_DECISION_CALL, "mode=call");
  else if (ia_function_keeps_calls_p (fun))
    ia_report_function (fun, IA_DECISION_CALL,
			opt_for_fn (fun->decl, optimize_size)
			? "optimised for size"
			: "cold function (cold=call)");
  else
    return false;
  return true;
}

static unsigned int
ia_execute (function *fun)
{
  /* The previous function's -moutline-atomics was put back: were it
     not, this function's sites would silently lose their helper calls
     and LSE paths alike.  */
  gcc_assert (ia_state.saved_outline_atomics < 0);
  if (ia_leave_function_p (fun))
    return 0;

  auto_vec<ia_site> sites;
  bool cold_function = (ia_options.cold == IA_COLD_LLSC
			&& optimize_function_for_size_p (fun));
  ia_collect_sites (fun, &sites, cold_function);
  ia_decide_sites (&sites);
  ia_report_sites (fun, &sites);
  if (sites.is_empty ())
    return 0;

  /* GCC's LL/SC insn of a 16-byte site, wherever it is left, is
     replaced after register allocation where it is wrong (with GCC 11
     to 13, and in big-endian code: ia-gcc-compat.h).  */
  ia_state_claim ();
  for (const ia_site &site : sites)
    if (site.size == 16 && !IA_GCC_LLSC16_OK)
      ia_state.llsc16_sites = true;
  /* In mode=none the LL/SC expansion is all there is.  */
  ia_suspend_outline_atomics ();
  if (ia_options.mode == IA_MODE_NONE)
    return 0;

  ia_prepare_flags (fun, &sites);
  /* 16-byte sites in a row that share a load share its test too
     (ia-region.cc), where the flag is hoisted: the run's LSE copy has no
     test between its sites, as the +lse build.  A 16-byte site of the
     late form is versioned even alone.  The other late sites make their
     runs in ia-late.cc.  */
  ia_version_runs (fun, &sites, ia_hoisting_p ());
  unsigned i;
  struct ia_site *site;
  /* A site of IA_FORM_BUILTIN stays the builtin, which GCC expands to
     its LL/SC sequence now that -moutline-atomics is off.  */
  FOR_EACH_VEC_ELT (sites, i, site)
    if (site->form != IA_FORM_BUILTIN)
      ia_rewrite_site (site);
  /* The rewrite changed the CFG without keeping the dominators.  */
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  /* The new statements' virtual operands, and the virtual PHIs that the
     join blocks need, are made by renaming the virtual operand.  This
     must happen before the CFG cleanup, which removes the LL/SC branch
     of cold sites (their flag is the constant true) and would otherwise
     release a definition that later statements still use.  */
  mark_virtual_operands_for_renaming (fun);
  update_ssa (TODO_update_ssa);
  return TODO_cleanup_cfg;
}

/* The CPU seconds ia_execute took, and the functions it ran on, when
   -ftime-report is given (g_timer is GCC's timer, which exists only
   then).  GCC's "plugin execution" timer cannot measure the pass:
   invoke_plugin_callbacks_full pushes it for every plugin event GCC
   raises once a plugin is loaded, a dozen per pass and function
   (PLUGIN_OVERRIDE_GATE, PLUGIN_PASS_EXECUTION...) whether or not a
   callback is registered, and -ftime-report reads the clock at each
   push.  On 3,000 one-site functions it showed 0.77 s with the pass
   not running at all (mode=call).  The TODOs the pass returns run
   after it, under GCC's own timers ("tree SSA incremental", "tree CFG
   cleanup").  */
static double ia_pass_seconds;
static unsigned ia_pass_functions;

static double
ia_cpu_seconds (void)
{
  struct timespec ts;
  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
    return 0;
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static unsigned int
ia_timed_execute (function *fun)
{
  double start = ia_cpu_seconds ();
  unsigned int todo = ia_execute (fun);
  ia_pass_seconds += ia_cpu_seconds () - start;
  ia_pass_functions++;
  return todo;
}

static unsigned int
ia_restore_execute (function *)
{
  ia_restore_outline_atomics ();
  return 0;
}

/* PLUGIN_ALL_PASSES_END: the passes of a function are over.  */

static void
ia_all_passes_end_callback (void *, void *)
{
  ia_restore_outline_atomics ();
  ia_state_reset ();
}

namespace {

const pass_data ia_pass_data = {
  GIMPLE_PASS,			/* type */
  "inline_atomics",		/* name */
  OPTGROUP_OTHER,		/* optinfo_flags: -fopt-info remarks  */
  /* Not TV_PLUGIN_RUN, GCC's "plugin execution" timer: the pass times
     itself (ia_timed_execute).  A plugin cannot add a timer of its own,
     timevar.def being compiled in.  */
  TV_NONE,			/* tv_id */
  PROP_cfg | PROP_ssa,		/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

class ia_pass : public gimple_opt_pass
{
public:
  ia_pass (gcc::context *ctxt) : gimple_opt_pass (ia_pass_data, ctxt) {}
  opt_pass *clone () final override { return new ia_pass (m_ctxt); }
  /* The cheap checks of the function's target and the mode: where GCC
     calls no helper, or mode=call, the pass has nothing to do but to
     report the sites, when something reports them.  */
  bool gate (function *) final override
  {
    return (ia_reporting_p ()
	    || (ia_options.mode != IA_MODE_CALL && !ia_no_outline_reason ()));
  }
  unsigned int execute (function *fun) final override
  {
    return g_timer ? ia_timed_execute (fun) : ia_execute (fun);
  }
};

const pass_data ia_restore_pass_data = {
  RTL_PASS,			/* type */
  "inline_atomics_restore",	/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

class ia_restore_pass : public rtl_opt_pass
{
public:
  ia_restore_pass (gcc::context *ctxt)
    : rtl_opt_pass (ia_restore_pass_data, ctxt) {}
  opt_pass *clone () final override { return new ia_restore_pass (m_ctxt); }
  bool gate (function *) final override { return true; }
  unsigned int execute (function *fun) final override
  {
    return ia_restore_execute (fun);
  }
};

} // anon namespace

/* ------------------------------------------------------------------ */
/* Registration.                                                      */
/* ------------------------------------------------------------------ */

/* PLUGIN_START_UNIT: the translation unit begins.  */

static void
ia_start_unit_callback (void *, void *)
{
  ia_lto_start_unit ();
}

/* PLUGIN_FINISH_UNIT: the last words of the assembly file.  */

static void
ia_finish_unit_callback (void *, void *)
{
  ia_lto_finish_unit ();
  ia_build_note_finish_unit ();
}

/* PLUGIN_FINISH: the compilation is over.  */

static void
ia_finish_callback (void *, void *)
{
  if (g_timer)
    fprintf (stderr, "inline_atomics: -ftime-report: the pass took %.3f s"
	     " of CPU time over %u functions\n", ia_pass_seconds,
	     ia_pass_functions);
  ia_report_finish ();
}

/* The plugin's passes, in the order they run, and where each goes: next
   to the first instance of a pass of GCC's, as the kernel's plugins say
   it with PASS_INFO.  No two share a place, so the order in which they
   are registered does not matter.  */

static opt_pass *
ia_make_rewrite_pass (gcc::context *ctxt)
{
  return new ia_pass (ctxt);
}

static opt_pass *
ia_make_restore_pass (gcc::context *ctxt)
{
  return new ia_restore_pass (ctxt);
}

static const struct ia_pass_place
{
  opt_pass *(*make) (gcc::context *);
  const char *reference;
  enum pass_positioning_ops pos;
} ia_passes[] = {
  /* The rewrite of every site (ia_execute), after "optimized", the last
     GIMPLE pass, so that no GIMPLE optimisation sees (and duplicates
     code on) the flag test, and just before "expand", which must see
     outline atomics switched off.  It runs at every optimisation level,
     -O0 included.  */
  { ia_make_rewrite_pass, "optimized", PASS_POS_INSERT_AFTER },
  /* -moutline-atomics put back for the next function.  */
  { ia_make_restore_pass, "expand", PASS_POS_INSERT_AFTER },
  /* sched1 kept off the blocks of the late sites' LL/SC insns
     (ia-late.cc).  */
  { ia_make_late_sched_pass, "sched1", PASS_POS_INSERT_BEFORE },
  /* sched2 given back the LL/SC blocks that ia-sched.cc kept from
     sched1.  */
  { ia_make_sched_pass, "sched1", PASS_POS_INSERT_AFTER },
  /* The flag test and LSE instruction of the late sites (ia-late.cc):
     after the register allocator and the prologue, before "bbro" lays
     out the blocks and the LL/SC insns are split into their loops.  */
  { ia_make_late_pass, "bbro", PASS_POS_INSERT_BEFORE },
  /* After "bbro", the last pass that copies blocks, and before the splits
     that make the LL/SC loops: the notes around the plugin's LL/SC insns
     put in order for GCC 11 and 12 (ia-notes.cc).  */
  { ia_make_notes_pass, "bbro", PASS_POS_INSERT_AFTER },
};

/* Entry point, called by the loader (ia-loader.cc) once it has checked
   that VERSION, the GCC that loads the plugin, is the one it was built
   for.  PLUGIN_INFO holds the plugin's name and its arguments.  */

extern "C" IA_EXPORT int
ia_plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  const char *const base_name = plugin_info->base_name;

  /* A plugin built for another GCC (version, target or configuration)
     must be refused before it touches any of GCC's data structures.  */
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("incompatible GCC/plugin versions: %s was built for GCC %s "
	     "(%s), and this is GCC %s (%s)", base_name,
	     gcc_version.basever, gcc_version.configuration_arguments,
	     version->basever, version->configuration_arguments);
      return 1;
    }

  if (!ia_parse_options (plugin_info))
    return 1;

  /* Tell -fplugin help and --help=... what the plugin does.  */
  register_callback (base_name, PLUGIN_INFO, NULL, &ia_plugin_info);
  /* Keep the flag's declaration alive across garbage collection.  */
  register_callback (base_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) ia_ggc_roots);
  /* An -flto link without the plugin must fail, not keep the calls
     (ia-lto.cc).  */
  register_callback (base_name, PLUGIN_START_UNIT, ia_start_unit_callback,
		     NULL);
  register_callback (base_name, PLUGIN_FINISH_UNIT, ia_finish_unit_callback,
		     NULL);
  /* Write the report's summary line at the end of the compilation.  */
  register_callback (base_name, PLUGIN_FINISH, ia_finish_callback, NULL);
  /* Never leave -moutline-atomics off past a function's passes.  */
  register_callback (base_name, PLUGIN_ALL_PASSES_END,
		     ia_all_passes_end_callback, NULL);
  /* Insert the passes.  register_pass_info is only read during the
     call, so one does for all.  */
  for (const struct ia_pass_place &place : ia_passes)
    {
      struct register_pass_info info;
      info.pass = place.make (g);
      info.reference_pass_name = place.reference;
      info.ref_pass_instance_number = 1;
      info.pos_op = place.pos;
      register_callback (base_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
    }
  return 0;
}
