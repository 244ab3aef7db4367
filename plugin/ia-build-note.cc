/* ia-build-note.cc -- the note that says the plugin built an object,
   and how, for inline-atomics-check.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   Every object whose code the plugin generated carries one ELF note in
   a section of its own, as annobin records its notes:

     .section .note.inline-atomics, "", %note    (SHT_NOTE, not SHF_ALLOC)
     namesz 15, descsz N, type 1 (IA_NOTE_BUILD)
     name   "inline-atomics"
     desc   "version=0.1.0 gcc=12.2.0 mode=inline cold=llsc hoist=loop
	     versioning=auto"

   The description is the plugin's version, the GCC it ran in and the
   value of every option that shapes the code (versioning= is the
   version= option, renamed so that the key of the plugin's own version
   stays unique).  It holds no path, time or host name, so two builds of
   the same source with the same compiler and options write the same
   bytes, and the section is not allocated, so no instruction, address
   or symbol of the program moves: -fcompare-debug and reproducible
   builds see the same code.  ld concatenates the notes of the objects
   it links into one section of the same name, one note per object that
   the plugin built; inline-atomics-check reads them.

   An object that holds only LTO IR gets no note: lto1 generates its code
   at link time and writes the note of each partition then.  */

#include "ia-plugin.h"
#include "version.h"

/* The note's type, as inline-atomics-check expects it.  */
#define IA_NOTE_BUILD 1

/* The key=value string of the note, in BUF of LEN bytes.  */

static void
ia_note_text (char *buf, size_t len)
{
  snprintf (buf, len,
	    "version=%s gcc=%s mode=%s cold=%s hoist=%s versioning=%s",
	    IA_VERSION, version_string, ia_mode_values[ia_options.mode],
	    ia_cold_values[ia_options.cold], ia_hoist_values[ia_options.hoist],
	    ia_version_values[ia_options.versioning]);
}

/* PLUGIN_FINISH_UNIT: write the note, unless the unit writes no code.
   The name and the description are padded to four bytes, as the ELF
   note format of 64-bit Linux wants them.  */

void
ia_build_note_finish_unit (void)
{
  if (!asm_out_file || ia_writes_ir_only_p ())
    return;
  char desc[256];
  ia_note_text (desc, sizeof desc);
  static const char owner[] = "inline-atomics";
  fprintf (asm_out_file,
	   "\t.section\t.note.inline-atomics,\"\",%%note\n"
	   "\t.balign\t4\n"
	   "\t.word\t%u, %u, %u\n"
	   "\t.asciz\t\"%s\"\n"
	   "\t.balign\t4\n"
	   "\t.asciz\t\"%s\"\n"
	   "\t.balign\t4\n"
	   "\t.previous\n",
	   (unsigned) sizeof owner, (unsigned) strlen (desc) + 1,
	   IA_NOTE_BUILD, owner, desc);
}
