/* ia-init.c -- when and how the runtime initialises a module.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   Permission is hereby granted, free of charge, to any person obtaining a
   copy of this software and associated documentation files (the
   "Software"), to deal in the Software without restriction, including
   without limitation the rights to use, copy, modify, merge, publish,
   distribute, sublicense, and/or sell copies of the Software, and to
   permit persons to whom the Software is furnished to do so, subject to
   the following conditions:

   The above copyright notice and this permission notice shall be included
   in all copies or substantial portions of the Software.

   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS
   OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
   MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.
   IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY
   CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
   TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
   SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

   Code compiled with the plugin tests the hidden byte
   __aarch64_have_lse_atomics before every atomic operation, exactly as
   libgcc's out-of-line helpers do.  The byte must therefore be right
   before the first atomic operation of the module, and must be the same
   byte that the module's libgcc helpers (if any) test.

   Options considered for setting it:

   1. libgcc's way: a constructor of default priority (GCC 11 and 12).
      Constructors of objects linked before libgcc.a -- that is, all of
      the program's -- run first and see 0.  Safe, but their atomics take
      the slow path, and it cannot honour INLINE_ATOMICS_LSE.
   2. An IFUNC-style lazy check on first use.  It would cost a test of a
      second byte at every site, which is what the plugin exists to avoid.
   3. .preinit_array in executables and a constructor of reserved
      priority in shared objects (where GNU ld rejects .preinit_array),
      with our own definition of the flag replacing libgcc's.

   We chose 3.  The flag's definition (ia-flag.c) is alone in its object
   so that exactly one of ours and libgcc's lse-init.o is linked into a
   module: each is extracted only to satisfy the flag, and once one has
   defined it the other is never extracted.  With the usual link line,
   -linlineatomics comes before the driver's -lgcc and ours wins.

   If the program names libgcc.a first ("-lgcc -linlineatomics"),
   libgcc's definition wins, and its default-priority constructor stores
   HWCAP_ATOMICS into the flag after our early initialisation, undoing
   INLINE_ATOMICS_LSE=0.  Default-priority constructors run in link
   order, and in that link order every object of ours comes after
   lse-init.o, so the default-priority constructor below runs after
   libgcc's and applies the decision again.  Only default-priority
   constructors of objects linked between libgcc.a and our archive can
   see libgcc's value in that case; with our flag, ia_init_late merely
   stores the same values a second time.

   The early initialisation uses priority 100: after the priority-90
   constructors with which newer libgcc and compiler-rt set their copies,
   and before every priority the C and C++ languages give to programs
   (101 and up) and before default-priority constructors.

   Before any of this runs -- in IFUNC resolvers, and in constructors of
   priority below 100 in shared objects -- the flag is 0 and the code
   takes the LL/SC path, which is correct on every CPU.  */

#include <stddef.h>

#include "ia-runtime.h"

#define IA_INIT_PRIORITY 100

/* The symbol that pulls this object out of an archive: the flag and core
   objects of the hosted archives name it, and the linker script
   libinlineatomics.so names it with EXTERN, so that a module linked with
   -linlineatomics is initialised even if libgcc.a came first.  */
const char __ia_hosted_anchor IA_HIDDEN = 0;

/* Initialise this module from the process's HWCAP and environment.
   ENVP is the environment block when the caller has one (ia-preinit.c),
   else NULL.  */

void
__ia_hosted_init (char **envp)
{
  struct ia_config config;

  __ia_get_config (&config, envp);
  __ia_configure (config.lse_forced_off, config.spin_request);
  __ia_init_module (config.hwcap);
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wprio-ctor-dtor"

/* In a shared object, or in an executable without ia-preinit.o: before
   every constructor of priority 101 and up.  */

static void __attribute__ ((constructor (IA_INIT_PRIORITY)))
ia_init_early (void)
{
  __ia_hosted_init (NULL);
}

#pragma GCC diagnostic pop

/* After libgcc's constructor, when libgcc's flag is the one linked; see
   above.  */

static void __attribute__ ((constructor))
ia_init_late (void)
{
  __ia_hosted_init (NULL);
}
