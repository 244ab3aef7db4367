# checker/checker.m4 -- configure fragment of inline-atomics-check.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# inline-atomics-check is a program of the build machine, compiled by
# $CC, that reads AArch64 ELF files with elfutils' libelf.  As annobin's
# configure does for annocheck, a missing libelf stops configure with
# the name of the package that has it, rather than building a project
# without its checker.

# IA_CHECKER_LIBELF
# -----------------
# Find gelf.h and -lelf for $CC; set IA_ELF_LIBS.
AC_DEFUN([IA_CHECKER_LIBELF],
[AC_LANG_PUSH([C])
AC_CHECK_HEADER([gelf.h], [],
  [AC_MSG_ERROR([inline-atomics-check needs elfutils' libelf, and gelf.h
was not found for $CC.
On Debian: apt-get install libelf-dev (scripts/install-deps installs it).])])
ia_save_LIBS=$LIBS
AC_CHECK_LIB([elf], [gelf_getnote], [IA_ELF_LIBS=-lelf],
  [AC_MSG_ERROR([inline-atomics-check needs elfutils' libelf (-lelf with
gelf_getnote), and $CC cannot link it.
On Debian: apt-get install libelf-dev (scripts/install-deps installs it).])])
LIBS=$ia_save_LIBS
AC_SUBST([IA_ELF_LIBS])
AC_LANG_POP([C])])

IA_CHECKER_LIBELF
