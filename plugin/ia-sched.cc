/* ia-sched.cc -- keep the first scheduling pass off the plugin's LL/SC
   paths.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   The cost
   --------
   Before reload an LL/SC atomic insn is one insn, an unspec_volatile,
   and the scheduler's dependence analysis treats it as a barrier
   (sched_analyze_insn, reg_pending_barrier): at each barrier it walks
   every register of the function, pseudos included, and puts the insn
   on each one's list of last sets.  init_deps also gives every block it
   analyses a table of max_reg_num entries.  The plugin gives each site
   an LL/SC block of its own, outside loops a region of its own for
   sched1, so a function of many sites paid max_reg_num twice per site
   on paths that almost never run: on one function of 2,000 atomics the
   first scheduling pass took a third of the compile.

   What the plugin does
   --------------------
   An LL/SC block holds the moves of the builtin's operands and the
   barrier itself, which nothing crosses: sched1 has nothing to gain
   there.  So the rewrite marks each LL/SC block BB_DISABLE_SCHEDULE
   (ia_sched_skip), the flag with which SMS keeps the schedulers off the
   loops it has scheduled; schedule_region skips a region all of whose
   blocks carry it.  So are the blocks of the LL/SC copies of versioned
   loops and runs, whose builtins are the same barriers, and the LSE
   block of a site, one asm and the moves of its operands, a region of
   its own outside loops: each region sched1 analyses costs it a table
   of max_reg_num entries (init_deps).  A loop's region that holds other
   blocks is scheduled as before; on ck's 138 compilations the code
   differs in 2, by the order of two instructions and their registers.
   A block that expansion or a later pass splits off keeps no flag and is
   scheduled as usual.  The pass below, right after
   sched1, takes the flags off again, so that sched2 schedules the split
   LL/SC loops as it does for -mno-outline-atomics.  With -fmodulo-sched,
   whose flags must stay, nothing is marked.  */

#include "ia-plugin.h"

/* Keep sched1 off BB, a block of LL/SC code or the LSE block of a site
   of the current function.  */

void
ia_sched_skip (basic_block bb)
{
  if (flag_modulo_sched)
    return;
  bb->flags |= BB_DISABLE_SCHEDULE;
  ia_state_claim ();
  ia_state.sched_marks = true;
}

namespace {

const pass_data ia_sched_pass_data = {
  RTL_PASS,			/* type */
  "inline_atomics_sched",	/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  0,				/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

class ia_sched_pass : public rtl_opt_pass
{
public:
  ia_sched_pass (gcc::context *ctxt)
    : rtl_opt_pass (ia_sched_pass_data, ctxt) {}
  opt_pass *clone () final override { return new ia_sched_pass (m_ctxt); }
  bool gate (function *fun) final override
  {
    return ia_state_for_p (fun) && ia_state.sched_marks;
  }
  unsigned int execute (function *fun) final override
  {
    basic_block bb;
    FOR_EACH_BB_FN (bb, fun)
      bb->flags &= ~BB_DISABLE_SCHEDULE;
    ia_state.sched_marks = false;
    return 0;
  }
};

} // anon namespace

opt_pass *
ia_make_sched_pass (gcc::context *ctxt)
{
  return new ia_sched_pass (ctxt);
}
