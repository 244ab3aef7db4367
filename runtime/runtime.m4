# runtime/runtime.m4 -- configure fragment of the runtime library.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: MIT
#
# configure.ac includes this after IA_TARGET_COMPILERS, so TARGET_CC and
# TARGET_MACHINE are known.  The runtime is archived and inspected with
# the target's binutils, which the Debian cross packages name
# aarch64-linux-gnu-ar and so on, and a native AArch64 machine plain ar.

# IA_TARGET_TOOL(VARIABLE, TOOL)
# ------------------------------
# Find the target's TOOL: first where $TARGET_CC would run it from, then
# as MACHINE-TOOL on the PATH, then (only on an AArch64 build machine)
# as plain TOOL.  Fail, naming the package, when none exists.
AC_DEFUN([IA_TARGET_TOOL],
[AC_MSG_CHECKING([for the target's $2])
ia_tool=`$TARGET_CC -print-prog-name=$2 2>/dev/null`
AS_CASE([$ia_tool],
  [/*], [test -x "$ia_tool" || ia_tool=],
  [ia_tool=])
AS_IF([test -z "$ia_tool"],
  [ia_tool=`command -v "$TARGET_MACHINE-$2" 2>/dev/null`])
AS_IF([test -z "$ia_tool"],
  [AS_CASE([$build_cpu],
     [aarch64*], [ia_tool=`command -v $2 2>/dev/null`])])
AS_IF([test -z "$ia_tool"],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([no $2 for $TARGET_MACHINE was found.
On Debian: apt-get install binutils-aarch64-linux-gnu])])
AC_MSG_RESULT([$ia_tool])
$1=$ia_tool
AC_SUBST([$1])])

# IA_RUNTIME
# ----------
AC_DEFUN([IA_RUNTIME],
[IA_TARGET_TOOL([TARGET_AR], [ar])
IA_TARGET_TOOL([TARGET_NM], [nm])
IA_TARGET_TOOL([TARGET_OBJDUMP], [objdump])
IA_TARGET_TOOL([TARGET_READELF], [readelf])

# The helpers use LSE mnemonics under .arch_extension lse and the
# initialiser an R_AARCH64_NONE .reloc; both need binutils 2.30 or so.
AC_CACHE_CHECK([whether $TARGET_CC assembles the runtime's LSE helpers],
  [ia_cv_target_as_lse],
  [cat > conftest.S <<_IA_EOF
	.arch armv8-a
	.arch_extension lse
	casal w0, w1, [[x2]]
	caspal x0, x1, x2, x3, [[x4]]
	.reloc ., R_AARCH64_NONE, ia_conftest_anchor
_IA_EOF
   AS_IF([$TARGET_CC -c conftest.S -o conftest.o >&AS_MESSAGE_LOG_FD 2>&1],
     [ia_cv_target_as_lse=yes], [ia_cv_target_as_lse=no])
   rm -f conftest.S conftest.o])
AS_IF([test "$ia_cv_target_as_lse" != yes],
  [AC_MSG_ERROR([$TARGET_CC cannot assemble LSE instructions with
.arch_extension lse; the runtime needs binutils 2.30 or newer.])])

AC_CONFIG_FILES([runtime/inline-atomics.pc])
])

IA_RUNTIME
