/* ia-lto.cc -- make an -flto link without the plugin fail loudly.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   With -flto the compiler stops at the IR and the code, and with it the
   rewrite, is generated at link time by lto1, which loads the plugin
   only if the link command names it: lto-wrapper passes on the target
   options recorded in the objects but not -fplugin.  A link without the
   plugin would quietly keep every helper call.

   So a compilation that writes IR with the plugin loaded adds to that IR
   a reference to a symbol that nothing but the plugin defines:

     static const void *__inline_atomics_lto_guard
       __attribute__ ((used, retain)) = &IA_LTO_GUARD_SYMBOL;

   and every compilation that generates code with the plugin (lto1 at
   link time, or the regular code of a -ffat-lto-objects object) defines
   that symbol, weak, hidden and in a COMDAT group.  An LTO link that
   lacks the plugin then fails with "undefined reference to
   `__inline_atomics_lto_link_needs_fplugin'", a name that says what to
   do.  Combinations that work: the plugin at compile time and link time,
   or at link time alone (the rewrite happens in lto1 either way); a fat
   object linked without -flto carries its own definition.  The guard
   costs one pointer per object file and one byte per program.

   "retain" keeps the guard through --gc-sections, which would otherwise
   drop it and with it the undefined reference.  */

#include "ia-plugin.h"

static const char ia_lto_guard_symbol[]
  = "__inline_atomics_lto_link_needs_fplugin";

/* Does this compilation write IR only, with code generated at link
   time?  */

bool
ia_writes_ir_only_p (void)
{
  return flag_generate_lto && !flag_fat_lto_objects && !in_lto_p;
}

/* PLUGIN_START_UNIT: add the guard's reference to an LTO compilation.
   Only mode=call does not need it.  */

void
ia_lto_start_unit (void)
{
  if (!flag_generate_lto || in_lto_p || ia_options.mode == IA_MODE_CALL)
    return;

  tree target = build_decl (BUILTINS_LOCATION, VAR_DECL,
			    get_identifier (ia_lto_guard_symbol),
			    char_type_node);
  TREE_PUBLIC (target) = 1;
  DECL_EXTERNAL (target) = 1;
  DECL_ARTIFICIAL (target) = 1;
  TREE_ADDRESSABLE (target) = 1;
  DECL_VISIBILITY (target) = VISIBILITY_HIDDEN;
  DECL_VISIBILITY_SPECIFIED (target) = 1;

  tree guard = build_decl (BUILTINS_LOCATION, VAR_DECL,
			   get_identifier ("__inline_atomics_lto_guard"),
			   const_ptr_type_node);
  TREE_STATIC (guard) = 1;
  TREE_READONLY (guard) = 1;
  TREE_USED (guard) = 1;
  DECL_ARTIFICIAL (guard) = 1;
  DECL_IGNORED_P (guard) = 1;
  DECL_PRESERVE_P (guard) = 1;
  DECL_ATTRIBUTES (guard) = tree_cons (get_identifier ("retain"), NULL_TREE,
				       NULL_TREE);
  DECL_INITIAL (guard) = build_fold_addr_expr (target);
  varpool_node::finalize_decl (guard);
}

/* PLUGIN_FINISH_UNIT: define the guard's symbol in every compilation
   that generates code for IR, before the end of the assembly file.  */

void
ia_lto_finish_unit (void)
{
  if (!asm_out_file || ia_writes_ir_only_p ())
    return;
  if (!in_lto_p && !(flag_generate_lto && ia_options.mode != IA_MODE_CALL))
    return;
  const char *s = ia_lto_guard_symbol;
  fprintf (asm_out_file,
	   "\t.section\t.rodata.%s,\"aG\",@progbits,%s,comdat\n"
	   "\t.weak\t%s\n\t.hidden\t%s\n\t.type\t%s, %%object\n"
	   "\t.size\t%s, 1\n%s:\n\t.byte\t0\n\t.previous\n",
	   s, s, s, s, s, s, s);
}
