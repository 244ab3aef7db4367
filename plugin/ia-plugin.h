/* ia-plugin.h -- declarations shared by the files of the inline_atomics
   plugin.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   inline_atomics.cc  the passes and plugin_init;
   ia-options.cc      the options, parsed and checked;
   ia-classify.cc     which calls are sites, and what each one is;
   ia-decide.cc       the form of each site, chosen once;
   ia-lse.cc          the text of the LSE instructions;
   ia-gimple.cc       the GIMPLE statements: flag, helper calls, asms;
   ia-rewrite.cc      the rewrite of one site in its form;
   ia-sync16.cc       the 16-byte __sync sites;
   ia-hoist.cc        where the flag is loaded;
   ia-version.cc      the versioning of loops on the flag;
   ia-report.cc       notes, remarks and the report file of each site;
   ia-lto.cc          the guard that fails an -flto link without it;
   ia-notes.cc        the note order around split LL/SC loops (GCC 11, 12);
   ia-region.cc       one flag test for a run of 16-byte sites in a row;
   ia-sched.cc        sched1 kept off the LL/SC blocks;
   ia-late.cc         the late form: the test and LSE added after reload;
   ia-late-lse.cc     the late form's LL/SC insn read, its LSE path made.  */

#ifndef IA_PLUGIN_H
#define IA_PLUGIN_H

#include "ia-gcc-compat.h"

/* The three spellings of the RFC's -moutline-atomics=.  */
enum ia_mode
{
  IA_MODE_INLINE,
  IA_MODE_CALL,
  IA_MODE_NONE
};

/* Where the flag is loaded (-fplugin-arg-inline_atomics-hoist=).  */
enum ia_hoist
{
  IA_HOIST_LOOP,	/* once per call-free loop nest or leaf region  */
  IA_HOIST_SITE		/* at every site (for measurements)  */
};

/* When loops are versioned on the flag (...-version=).  */
enum ia_versioning
{
  IA_VERSION_AUTO,	/* at -O2 and above  */
  IA_VERSION_ALWAYS,	/* at every optimisation level but -O0  */
  IA_VERSION_NEVER
};

/* What cold code gets (...-cold=): the sites of cold functions and of
   blocks predicted never to run, outside -Os.  */
enum ia_cold
{
  IA_COLD_LLSC,		/* GCC's LL/SC sequence, no flag test, no call  */
  IA_COLD_CALL,		/* the libgcc helper call, as GCC emits it  */
  IA_COLD_INLINE	/* what hot code gets  */
};

/* What the plugin did at one site (ia-report.cc).  */
enum ia_decision
{
  IA_DECISION_INLINE,		/* flag test, LSE, LL/SC  */
  IA_DECISION_CALL,		/* the helper call stays  */
  IA_DECISION_LLSC,		/* mode=none, cold=llsc: LL/SC only  */
  IA_DECISION_UNTOUCHED,	/* GCC does not outline it here  */
  IA_N_DECISIONS
};

/* The options of the plugin, set once by plugin_init (ia-options.cc).  */
struct ia_options
{
  enum ia_mode mode;
  bool verbose;
  enum ia_cold cold;
  enum ia_hoist hoist;
  enum ia_versioning versioning;
};

extern struct ia_options ia_options;
extern const char *const ia_mode_values[];
extern const char *const ia_cold_values[];
extern const char *const ia_hoist_values[];
extern const char *const ia_version_values[];
extern bool ia_parse_options (struct plugin_name_args *);

/* What GCC does to the operand before the LSE instruction.  */
enum ia_prep
{
  IA_PREP_NONE,
  IA_PREP_NEG,
  IA_PREP_NOT
};

/* One read-modify-write operation, from common/ia-ops.def.  The
   BUILT_IN_*_1 codes are followed by the _2, _4, _8 and _16 variants in
   GCC's sync-builtins.def, so CODE - FIRST is log2 of the size.  */
struct ia_op_info
{
  const char *name;
  const char *lse;
  enum ia_prep prep;
  enum tree_code code;
  enum built_in_function atomic_fetch_op;
  enum built_in_function atomic_op_fetch;
  enum built_in_function sync_fetch_op;
  enum built_in_function sync_op_fetch;
};

/* The shapes of site the rewrite knows.  */
enum ia_kind
{
  IA_FETCH_OP,		/* old value of an RMW: __atomic_fetch_add ...  */
  IA_OP_FETCH,		/* new value of an RMW: __atomic_add_fetch ...  */
  IA_EXCHANGE,		/* __atomic_exchange_n, __sync_lock_test_and_set  */
  IA_TEST_AND_SET,	/* __atomic_test_and_set: a byte exchange with 1  */
  IA_CAS_MEM,		/* __atomic_compare_exchange_N: expected in memory  */
  IA_CAS_IFN,		/* .ATOMIC_COMPARE_EXCHANGE: expected by value  */
  IA_SYNC_VAL_CAS,	/* __sync_val_compare_and_swap_N  */
  IA_SYNC_BOOL_CAS,	/* __sync_bool_compare_and_swap_N  */
  IA_LOCK_RELEASE	/* __sync_lock_release_16 (a CAS loop storing 0)  */
};

/* The form of a site's code, which ia_decide_sites chooses for every
   site of a function before anything is rewritten.  The rewrite
   (ia_rewrite_site), the hoisting of the flag and the report all read
   it.  A site of IA_FORM_LATE whose flag is the constant true (the LSE
   copy of a versioned loop) becomes its LSE instruction alone.  */
enum ia_form
{
  IA_FORM_LATE,		/* the builtin behind a marker: the flag test and
			   the LSE instruction come after register
			   allocation (ia-late.cc)  */
  IA_FORM_CALL,		/* the libgcc helper call: a cold site with
			   cold=call, or a site that can throw  */
  IA_FORM_BUILTIN,	/* left as the builtin: GCC's LL/SC sequence  */
  IA_N_FORMS
};

/* One site found in the function, described before anything changes.  */
struct ia_site
{
  gcall *call;
  enum ia_kind kind;
  const struct ia_op_info *op;	/* for IA_FETCH_OP and IA_OP_FETCH  */
  unsigned size;		/* 1, 2, 4 or 8 bytes, or 16 for __sync  */
  enum memmodel model;		/* the model GCC expands with  */
  bool cold;			/* in a cold function or a block predicted
				   never to run (ia-cold.cc)  */
  bool throws;			/* can throw to a handler of the function
				   (-fnon-call-exceptions): it ends its
				   block with an EH edge  */
  enum ia_form form;		/* set by ia_decide_sites  */
  enum ia_decision decision;	/* what the report calls it, and why  */
  const char *reason;
  tree flag;			/* the loaded flag, boolean_true_node in the
				   LSE copy of a versioned loop, or NULL_TREE
				   to load it at the site  */
  tree ptr;			/* the object's address, computed before the
				   loop, or NULL_TREE for the call's own  */
};

/* Does SITE get the flag test and the inline LSE instruction?  A cold
   site gets either the helper call or GCC's LL/SC sequence alone.  */

static inline bool
ia_site_inline_p (const struct ia_site *site)
{
  return site->form == IA_FORM_LATE;
}

/* What the passes of the plugin know of the function being compiled.
   GCC compiles one function at a time through all of its passes after
   the IPA passes (cgraph_node::expand), from the GIMPLE pass that
   rewrites the sites (ia_execute) to the RTL passes that finish them,
   so one object serves: the GIMPLE pass fills it in, the RTL passes
   read it, and ia_state_reset clears it when the function's passes end
   (PLUGIN_ALL_PASSES_END).  FUN is only compared with the function that
   a pass runs on, never dereferenced.  */
struct ia_function_state
{
  const function *fun;		/* the function it describes, or NULL  */
  /* The -moutline-atomics to put back after expansion, or -1 when the
     plugin did not change it (ia_suspend_outline_atomics).  */
  int saved_outline_atomics;
  bool saved_outline_atomics_explicit;
  bool llsc_insns;		/* its builtins expand to LL/SC insns:
				   ia-notes.cc orders their notes  */
  bool sched_marks;		/* blocks kept off sched1 (ia-sched.cc)  */
  bool late_sites;		/* it has IA_FORM_LATE sites (ia-late.cc)  */
  bool llsc16_sites;		/* it has 16-byte sites whose LL/SC insn the
				   late pass replaces (ia_late_fix_llsc16)  */
};

extern struct ia_function_state ia_state;
extern void ia_state_reset (void);

/* Does the state describe FUN?  */

static inline bool
ia_state_for_p (const function *fun)
{
  return fun && ia_state.fun == fun;
}

/* The text of the marker asm of an IA_FORM_LATE site (ia_rewrite_late),
   an assembler comment should it ever reach the output.  */
#define IA_LATE_MARKER "// inline_atomics "

/* The marker of a site whose flag is the constant true, in the LSE copy
   of a versioned loop: the late split puts the LSE instruction in place
   of the LL/SC insn, with no test (ia_late_make_lse).  */
#define IA_LATE_LSE_MARKER IA_LATE_MARKER "lse"

/* The asm after the builtin of a 16-byte site that stores zero, in an
   LSE copy: its input, the marker's output, is the pair of zero
   registers that CASP stores from, and the asm keeps it live across
   GCC's retry loop (ia_rewrite_late).  The late pass deletes it.  Not a
   marker: its text does not start with IA_LATE_MARKER's.  */
#define IA_LATE_KEEP "// inline_atomics_keep"

/* Start describing the current function in ia_state.  */

static inline void
ia_state_claim (void)
{
  if (ia_state.fun != cfun)
    {
      ia_state_reset ();
      ia_state.fun = cfun;
    }
}

/* The libgcc helper families (cas, swp, ldadd, ldclr, ldeor, ldset) and
   models (_relax, _acq, _rel, _acq_rel, _sync) of common/ia-ops.def.  */
#define IA_N_FAMILIES 6
#define IA_N_MODELS 5

/* ia-classify.cc  */
extern const char *const ia_helper_families[IA_N_FAMILIES];
extern bool ia_classify (gimple *, struct ia_site *);
extern const char *ia_family (const struct ia_site *);
extern const char *ia_helper_family (const struct ia_site *);
extern bool ia_site_nand16_p (const struct ia_site *);
extern bool ia_atomic16_builtin_p (enum built_in_function);
extern bool ia_sync16_builtin_p (enum built_in_function);
extern bool ia_atomic_builtin_p (enum built_in_function);
extern const char *ia_untouched_reason (gimple *);
extern void ia_site_helper_name (const struct ia_site *, char *, size_t);
extern void ia_site_mnemonic (const struct ia_site *, char *, size_t);
extern const char *ia_site_builtin_name (const struct ia_site *);

/* ia-lse.cc  */
extern void ia_lse_mnemonic (const char *, enum memmodel, unsigned, char *,
			     size_t);
extern void ia_lse_template (char *, size_t, const char *, unsigned, int,
			     int, const char *);

/* ia-decide.cc  */
extern const char *ia_no_outline_reason (void);
extern bool ia_function_keeps_calls_p (function *);
extern void ia_decide_sites (vec<ia_site> *);
extern void ia_decide_whole_function (struct ia_site *, enum ia_decision,
				      const char *);
extern const char *ia_form_name (enum ia_form);

/* ia-gimple.cc  */
extern const struct ggc_root_tab ia_ggc_roots[];
extern tree ia_get_flag_decl (void);
extern tree ia_build_flag_load (location_t, gimple_seq *);
extern tree ia_mem_ref (tree, tree);
extern tree ia_object_ref (tree, unsigned);
extern tree ia_asm_operand (const char *, tree);
extern tree ia_convert (gimple_seq *, location_t, tree, tree);
extern tree ia_prepare_operand (gimple_seq *, location_t,
				const struct ia_site *, tree, tree);
extern tree ia_build_helper_call (gimple_seq *, location_t,
				  const struct ia_site *, tree, tree, tree);
extern tree ia_call_value (gimple_seq *, location_t, const struct ia_site *,
			   tree);

/* ia-rewrite.cc  */
extern profile_probability ia_lse_probability (void);
extern edge ia_build_flag_test (basic_block, edge, basic_block, tree,
				location_t, bool);
extern void ia_rewrite_site (const struct ia_site *);

/* ia-sync16.cc  */
extern tree ia_call16 (gimple_seq *, location_t, const struct ia_site *,
		       tree, basic_block, edge *, basic_block *);
extern void ia_late_fix_llsc16 (function *);
extern bool ia_cas16_insn_p (rtx_insn *);

/* ia-cold.cc  */
extern void ia_find_cold_blocks (function *, sbitmap);

/* ia-hoist.cc  */
/* The sites that the plugin rewrites, each mapped to whether it becomes
   a call (a cold site that calls the libgcc helper) or not: the rest of
   the function's calls are judged by what GCC expands them to.  */
typedef hash_map<gimple *, bool> ia_site_calls;
/* The flag loads placed so far, by their statement: the flag each
   defines.  */
typedef hash_map<gimple *, tree> ia_flag_loads;
extern bool ia_loop_has_call_p (class loop *, vec<signed char> *,
				ia_site_calls *);
extern void ia_init_memo (function *, vec<signed char> *);
extern tree ia_load_in_preheader (class loop *, location_t, ia_flag_loads *);
extern void ia_hoist_addresses (class loop *, vec<ia_site> *, edge);
extern void ia_load_flag_at_site (struct ia_site *);
extern tree ia_leaf_flag (function *, vec<ia_site> *, ia_site_calls *);
extern void ia_place_flags (function *, vec<ia_site> *,
			    ia_site_calls *, tree, ia_flag_loads *);

/* ia-version.cc  */
extern bool ia_versioning_enabled_p (void);
extern void ia_version_loops (function *, vec<ia_site> *,
			      ia_site_calls *, tree, ia_flag_loads *);

/* ia-region.cc  */
extern unsigned ia_version_runs (function *, vec<ia_site> *, bool);

/* ia-sched.cc  */
extern void ia_sched_skip (basic_block);
extern opt_pass *ia_make_sched_pass (gcc::context *);

/* ia-notes.cc  */
extern opt_pass *ia_make_notes_pass (gcc::context *);

/* ia-lto.cc  */
extern void ia_lto_start_unit (void);
extern void ia_lto_finish_unit (void);
extern bool ia_writes_ir_only_p (void);

/* ia-build-note.cc  */
extern void ia_build_note_finish_unit (void);

/* ia-report.cc  */
extern bool ia_report_open (const char *);
extern bool ia_reporting_p (void);
extern void ia_report_sites (function *, vec<ia_site> *);
extern void ia_report_function (function *, enum ia_decision, const char *);
extern void ia_report_finish (void);

/* ia-late-lse.cc  */
/* The LL/SC insns of config/aarch64/atomics.md, by their operands.  */
enum ia_late_shape
{
  IA_LATE_XCHG,		/* aarch64_atomic_exchange<mode>  */
  IA_LATE_FETCH_OP,	/* aarch64_atomic_fetch_<op><mode>  */
  IA_LATE_OP_FETCH,	/* aarch64_atomic_<op>_fetch<mode>  */
  IA_LATE_OP,		/* aarch64_atomic_<op><mode>, result unused  */
  IA_LATE_CAS		/* aarch64_compare_and_swap<mode>  */
};

/* One LL/SC insn, its operands hard registers (reload is done).  */
struct ia_late_insn
{
  rtx_insn *insn;	/* the LL/SC insn itself  */
  enum ia_late_shape shape;
  enum rtx_code code;	/* SET (exchange), PLUS, MINUS, IOR, XOR, AND,
			   COMPARE (cas)  */
  const char *family;	/* of the LSE instruction: swp, cas, ldadd, ...  */
  enum memmodel model;	/* the insn's own memory model operand  */
  machine_mode mode;	/* of the object  */
  rtx out;		/* the result: old value, new value, observed  */
  rtx mem;		/* the object, (mem (reg))  */
  rtx val;		/* the operand, or the desired value of a cas  */
  rtx expected;		/* of a cas  */
  rtx tmp;		/* the scratch of the object's mode, if any  */
  rtx flag;		/* the SImode status scratch that all of them have  */
  /* A register that holds the constant KNOWN_VAL (in the mode of the
     LSE operand) at the insn, or null: the marker's input, in the LSE
     copy of a loop (ia_late_known_operand).  */
  rtx known_reg;
  HOST_WIDE_INT known_val;
};

extern bool ia_late_parse (rtx_insn *, struct ia_late_insn *);
extern rtx ia_late_asm_outputs (const char *, const vec<rtx> &,
				const vec<const char *> &, const vec<rtx> &,
				const vec<const char *> &, bool, location_t);
extern rtx ia_hreg (rtx, machine_mode);
extern bool ia_late_emit_lse (struct ia_late_insn *, location_t);
extern rtx_insn *ia_late_flag_load (rtx, location_t, tree);

/* ia-late.cc  */
extern opt_pass *ia_make_late_pass (gcc::context *);
extern opt_pass *ia_make_late_sched_pass (gcc::context *);

#endif /* IA_PLUGIN_H */
