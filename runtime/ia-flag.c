/* ia-flag.c -- the definition of __aarch64_have_lse_atomics.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   This object defines the flag and nothing else that anybody references,
   so the linker extracts it from an archive only to satisfy a reference
   to the flag.  That is what keeps it from clashing with libgcc's
   lse-init.o, which is also extracted only for the flag: whichever
   archive the linker scans first while the flag is undefined provides
   it, and the other is never pulled in (see ia-init.c).

   The object is compiled three times.  IA_PULL_INIT (the hosted
   archives) makes it drag in the initialiser, IA_PULL_PREINIT (the
   archive for executables) also the .preinit_array entry; the
   freestanding archive has neither, so it needs no C library.  */

#include "ia-runtime.h"

/* libgcc's ABI: a hidden one-byte _Bool, not common, so that it lands in
   .bss with the same size and binding as libgcc's.  0 until the runtime
   runs, which selects the LL/SC path: always safe.  */
_Bool __aarch64_have_lse_atomics IA_HIDDEN __attribute__ ((nocommon));

#ifdef IA_PULL_INIT
IA_PULL (__ia_hosted_anchor);
#endif
#ifdef IA_PULL_PREINIT
IA_PULL (__ia_lse_preinit);
#endif
