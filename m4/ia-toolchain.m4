# ia-toolchain.m4 -- configure macros for inline-atomics.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The shape follows annobin's gcc-plugin.m4: every check names the program
# or package that is missing, so a fresh machine fails early and clearly.

# IA_TARGET_COMPILERS
# -------------------
# Find the AArch64 C compiler (TARGET_CC) and its C++ driver (TARGET_CXX).
# On an AArch64 build machine the default is plain gcc; elsewhere it is the
# Debian cross compiler aarch64-linux-gnu-gcc.  --with-target-gcc=PROG
# chooses another one, e.g. aarch64-linux-gnu-gcc-11.
AC_DEFUN([IA_TARGET_COMPILERS],
[AC_ARG_WITH([target-gcc],
  [AS_HELP_STRING([--with-target-gcc=PROG],
    [the AArch64 GCC to build the plugin for (default: gcc on an AArch64
     machine, aarch64-linux-gnu-gcc elsewhere)])],
  [ia_target_gcc=$withval],
  [AS_CASE([$build_cpu],
     [aarch64*], [ia_target_gcc=gcc],
     [ia_target_gcc=aarch64-linux-gnu-gcc])])
AC_PATH_PROG([TARGET_CC], [$ia_target_gcc])
AS_IF([test -z "$TARGET_CC"],
  [AC_MSG_ERROR([the target compiler '$ia_target_gcc' was not found.
On Debian, install it with: apt-get install gcc-aarch64-linux-gnu
(or gcc-11-aarch64-linux-gnu), or name one with --with-target-gcc=PROG.])])
AC_MSG_CHECKING([whether $TARGET_CC targets AArch64])
ia_target_machine=`$TARGET_CC -dumpmachine 2>/dev/null`
AS_CASE([$ia_target_machine],
  [aarch64*], [AC_MSG_RESULT([yes, $ia_target_machine])],
  [AC_MSG_RESULT([no, $ia_target_machine])
   AC_MSG_ERROR([$TARGET_CC is not an AArch64 compiler ($ia_target_machine).
inline-atomics rewrites AArch64 outline atomics only.])])
TARGET_GCC_VERSION=`$TARGET_CC -dumpfullversion 2>/dev/null || $TARGET_CC -dumpversion`
TARGET_GCC_MAJOR=`echo "$TARGET_GCC_VERSION" | $SED 's/\..*//'`
AS_IF([test "$TARGET_GCC_MAJOR" -lt 11 2>/dev/null],
  [AC_MSG_ERROR([GCC $TARGET_GCC_VERSION is too old; inline-atomics needs GCC 11 or newer.])])

# The C++ driver of the same GCC: aarch64-linux-gnu-gcc-11 pairs with
# aarch64-linux-gnu-g++-11.  It is optional: without it the C++ tests
# report UNSUPPORTED.
AC_ARG_WITH([target-gxx],
  [AS_HELP_STRING([--with-target-gxx=PROG],
    [the AArch64 G++ matching --with-target-gcc (default: derived from it)])],
  [ia_target_gxx=$withval],
  [ia_target_gxx=`echo "$ia_target_gcc" | $SED 's/gcc\(-[[0-9.]]*\)\{0,1\}$/g++\1/'`])
AC_PATH_PROG([TARGET_CXX], [$ia_target_gxx])
AS_IF([test -z "$TARGET_CXX"],
  [AC_MSG_WARN([no target C++ compiler '$ia_target_gxx': the C++ tests will be UNSUPPORTED.
On Debian: apt-get install g++-aarch64-linux-gnu (or g++-11-aarch64-linux-gnu).])])
AC_SUBST([TARGET_GCC_VERSION])
AC_SUBST([TARGET_GCC_MAJOR])
AC_SUBST([TARGET_MACHINE], [$ia_target_machine])
])

# IA_GCC_PLUGIN_DIR
# -----------------
# Ask the target compiler where its plugin headers are and check that the
# host C++ compiler can use them.
AC_DEFUN([IA_GCC_PLUGIN_DIR],
[AC_ARG_WITH([gcc-plugin-dir],
  [AS_HELP_STRING([--with-gcc-plugin-dir=DIR],
    [the target GCC's plugin directory (default: $TARGET_CC -print-file-name=plugin)])],
  [GCC_PLUGIN_DIR=$withval],
  [GCC_PLUGIN_DIR=`$TARGET_CC -print-file-name=plugin`])
AC_MSG_CHECKING([for the GCC plugin headers])
AS_IF([test -f "$GCC_PLUGIN_DIR/include/bversion.h"],
  [AC_MSG_RESULT([$GCC_PLUGIN_DIR/include])],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([$TARGET_CC has no plugin headers in '$GCC_PLUGIN_DIR/include'.
On Debian, install gcc-$TARGET_GCC_MAJOR-plugin-dev-aarch64-linux-gnu
(gcc-$TARGET_GCC_MAJOR-plugin-dev on an AArch64 machine).])])
IA_PLUGIN_CXX_STD
AC_CACHE_CHECK([whether $CXX $IA_PLUGIN_CXXSTD can compile against the plugin headers],
  [ia_cv_plugin_headers_ok],
  [AC_LANG_PUSH([C++])
   ia_save_CPPFLAGS=$CPPFLAGS
   ia_save_CXXFLAGS=$CXXFLAGS
   CPPFLAGS="$CPPFLAGS -I$GCC_PLUGIN_DIR/include"
   CXXFLAGS="$CXXFLAGS $IA_PLUGIN_CXXSTD"
   AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#include "gcc-plugin.h"
#include "bversion.h"
#if BUILDING_GCC_VERSION < 11000
#error too old
#endif]], [])],
     [ia_cv_plugin_headers_ok=yes], [ia_cv_plugin_headers_ok=no])
   CPPFLAGS=$ia_save_CPPFLAGS
   CXXFLAGS=$ia_save_CXXFLAGS
   AC_LANG_POP([C++])])
AS_IF([test "$ia_cv_plugin_headers_ok" != yes],
  [AC_MSG_ERROR([$CXX cannot compile against $GCC_PLUGIN_DIR/include.
Install the host C++ compiler (apt-get install g++) and the plugin headers.])])
# Where `make install' puts the plugin and its specs file.  The default
# is the compiler's own plugin directory, where -fplugin=inline_atomics
# finds it by name (as the distribution packages install it); it lies
# outside --prefix, so a private install names another directory, e.g.
# --with-plugin-dir='${libdir}/inline-atomics'.
AC_ARG_WITH([plugin-dir],
  [AS_HELP_STRING([--with-plugin-dir=DIR],
    [where to install inline_atomics.so and inline-atomics.specs
     (default: the target GCC's plugin directory, $TARGET_CC
     -print-file-name=plugin)])],
  [AS_CASE([$withval],
     [yes|no|""], [AC_MSG_ERROR([--with-plugin-dir needs a directory])])
   plugindir=$withval],
  [plugindir=`$TARGET_CC -print-file-name=plugin`])
AS_CASE([$plugindir],
  [/*|'${'*], [],
  [AC_MSG_ERROR([the plugin directory '$plugindir' is not absolute.
The specs file names the plugin by its installed path, so give
--with-plugin-dir an absolute directory.])])
AC_SUBST([GCC_PLUGIN_DIR])
AC_SUBST([plugindir])
])

# IA_PLUGIN_CXX_RUNTIME
# ---------------------
# Does the plugin link libstdc++ (IA_PLUGIN_CXX_LIBS)?  Its code needs
# nothing of the C++ runtime but operator new and delete, and GCC's
# compilers proper (cc1, cc1plus, lto1) are linked with a static
# libstdc++ and --export-dynamic, so they export both.  A plugin that
# names libstdc++.so.6 anyway makes every compilation map and relocate
# that library when it loads the plugin: 4 million instructions, more
# than the plugin's own work in a small translation unit (callgrind,
# GCC 12, an empty file: 29.7 million without the plugin, 33.8 million
# with it linked to libstdc++, 30.0 million without).  So the plugin is
# linked by the C driver and binds new and delete to the compiler's own
# copies, unless one of the compilers proper that this GCC has does not
# export them, as when its libstdc++ is a shared library, which the
# process then has loaded already.
AC_DEFUN([IA_PLUGIN_CXX_RUNTIME],
[AC_CACHE_CHECK([whether $TARGET_CC's compilers export the C++ runtime],
  [ia_cv_gcc_exports_cxx_runtime],
  [ia_cv_gcc_exports_cxx_runtime=yes
   ia_found=no
   for ia_prog in cc1 cc1plus lto1; do
     ia_path=`$TARGET_CC -print-prog-name=$ia_prog 2>/dev/null`
     test -f "$ia_path" || continue
     ia_found=yes
     ia_syms=`$NM -D --defined-only "$ia_path" 2>/dev/null |
       $AWK '{ print $NF }' | $GREP -E '^_(Znw[[jm]]|ZdlPv|ZdlPv[[jm]])$' |
       sort -u | wc -l`
     AS_IF([test "$ia_syms" -lt 3],
       [ia_cv_gcc_exports_cxx_runtime="no ($ia_prog)"; break])
   done
   AS_IF([test $ia_found = no], [ia_cv_gcc_exports_cxx_runtime="no (no cc1)"])])
AS_CASE([$ia_cv_gcc_exports_cxx_runtime],
  [yes], [IA_PLUGIN_CXX_LIBS=],
  [IA_PLUGIN_CXX_LIBS=-lstdc++])
AC_SUBST([IA_PLUGIN_CXX_LIBS])
])

# IA_PLUGIN_CXX_STD
# -----------------
# Choose the C++ dialect of the plugin (IA_PLUGIN_CXXSTD, a -std= flag
# or nothing): the first of the host compiler's default, gnu++14,
# gnu++17, gnu++20 and gnu++23 that is at least the dialect GCC itself
# was built in (C++11 up to GCC 15; GCC 16's headers use C++14 features
# such as deduced return types) and with which the plugin's compatibility
# header compiles.  Never lower than the host compiler's default: GCC's
# headers are tested with the newer dialects, not the older.
#
# AC_PROG_CXX of autoconf 2.70 and newer appends the flag of its own
# C++11 check to CXX, and 2.71's check program fails under a C++20
# default, so it "enables C++11" with -std=gnu++11, which GCC 16's
# headers refuse.  Whatever autoconf generated this script, that flag
# is taken out of CXX again here, unless the user wrote a -std= into
# CXX or CXXFLAGS (ia_user_cxx, saved before AC_PROG_CXX), which is then
# only checked.
AC_DEFUN([IA_PLUGIN_CXX_STD],
[AC_LANG_PUSH([C++])
AS_CASE([" $ia_user_cxx $CXXFLAGS "],
  [*" -std="*], [ia_cxx_std_user=yes],
  [ia_cxx_std_user=no
   CXX=`echo "$CXX" | $SED 's/ -std=[[^ ]]*//g'`])
ia_save_CPPFLAGS=$CPPFLAGS
CPPFLAGS="$CPPFLAGS -I$GCC_PLUGIN_DIR/include"
AC_COMPUTE_INT([ia_plugin_gcc_version], [BUILDING_GCC_VERSION],
  [#include "bversion.h"], [ia_plugin_gcc_version=0])
AC_COMPUTE_INT([ia_cxx_default], [__cplusplus], [], [ia_cxx_default=0])
AS_IF([test "$ia_plugin_gcc_version" -ge 16000],
  [ia_cxx_min=201402], [ia_cxx_min=201103])
AC_MSG_CHECKING([for the C++ dialect of the plugin (host default $ia_cxx_default, GCC $ia_plugin_gcc_version needs $ia_cxx_min)])
IA_PLUGIN_CXXSTD=none
ia_save_CXXFLAGS=$CXXFLAGS
CPPFLAGS="$CPPFLAGS -I$srcdir/plugin -I$srcdir/common"
for ia_std in default:$ia_cxx_default gnu++14:201402 gnu++17:201703 \
              gnu++20:202002 gnu++23:202302; do
  ia_std_value=${ia_std#*:}
  ia_std=${ia_std%:*}
  AS_IF([test "$ia_std" = default],
    [ia_std_flag=
     AS_IF([test "$ia_cxx_std_user" = no &&
            test "$ia_std_value" -lt "$ia_cxx_min"], [continue])],
    [ia_std_flag=-std=$ia_std
     AS_IF([test "$ia_cxx_std_user" = yes ||
            test "$ia_std_value" -le "$ia_cxx_default" ||
            test "$ia_std_value" -lt "$ia_cxx_min"], [continue])])
  CXXFLAGS="$ia_save_CXXFLAGS $ia_std_flag"
  AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#include "ia-gcc-compat.h"]], [])],
    [IA_PLUGIN_CXXSTD=$ia_std_flag; break])
done
CXXFLAGS=$ia_save_CXXFLAGS
CPPFLAGS=$ia_save_CPPFLAGS
AC_LANG_POP([C++])
AS_IF([test "$IA_PLUGIN_CXXSTD" = none],
  [AC_MSG_RESULT([none works])
   AC_MSG_ERROR([$CXX cannot compile plugin/ia-gcc-compat.h against $GCC_PLUGIN_DIR/include
in any dialect from the host default to gnu++23; see config.log.])])
AC_MSG_RESULT([${IA_PLUGIN_CXXSTD:-the default}])
AC_SUBST([IA_PLUGIN_CXXSTD])
])

# IA_TARGET_RUNNER
# ----------------
# On a machine that is not AArch64, target programs run under
# qemu-aarch64 with the cross C library as its prefix.
#
# On an AArch64 machine programs run natively, on the host CPU; if
# qemu-aarch64 is there too (Debian's qemu-user), the tests also run
# them under it on an ARMv8.0 CPU model, so that the LL/SC path is
# tested on an LSE machine as well.
AC_DEFUN([IA_TARGET_RUNNER],
[TARGET_RUNNER=
AS_CASE([$build_cpu],
  [aarch64*],
  [AC_PATH_PROG([QEMU_AARCH64], [qemu-aarch64])
   AS_IF([test -z "$QEMU_AARCH64"],
     [AC_MSG_WARN([qemu-aarch64 was not found: the tests run on this CPU only, and do not
test the LL/SC path if it has LSE.  On Debian: apt-get install qemu-user])
      ia_runner_desc="native"],
     [ia_runner_desc="native, and $QEMU_AARCH64 -cpu cortex-a57"])],
  [AC_PATH_PROG([QEMU_AARCH64], [qemu-aarch64])
   AS_IF([test -z "$QEMU_AARCH64"],
     [AC_MSG_ERROR([qemu-aarch64 was not found; the tests run AArch64 programs under it.
On Debian: apt-get install qemu-user])])
   AC_ARG_WITH([qemu-ld-prefix],
     [AS_HELP_STRING([--with-qemu-ld-prefix=DIR],
       [the AArch64 sysroot for qemu-aarch64 -L (default: from $TARGET_CC)])],
     [QEMU_LD_PREFIX=$withval],
     [ia_libc=`$TARGET_CC -print-file-name=libc.so.6`
      QEMU_LD_PREFIX=`cd "\`dirname $ia_libc\`/.." 2>/dev/null && pwd`])
   AC_MSG_CHECKING([for the AArch64 sysroot])
   AS_IF([test -n "$QEMU_LD_PREFIX" && test -d "$QEMU_LD_PREFIX/lib"],
     [AC_MSG_RESULT([$QEMU_LD_PREFIX])],
     [AC_MSG_RESULT([no])
      AC_MSG_ERROR([cannot find the AArch64 C library for qemu-aarch64 -L.
On Debian: apt-get install libc6-dev-arm64-cross, or use --with-qemu-ld-prefix=DIR.])])
   TARGET_RUNNER="$QEMU_AARCH64 -L $QEMU_LD_PREFIX"
   ia_runner_desc=$TARGET_RUNNER])
AC_SUBST([QEMU_AARCH64])
AC_SUBST([QEMU_LD_PREFIX])
AC_SUBST([TARGET_RUNNER])
# A native build installs the runtime where this machine's dynamic
# linker looks for libraries, so `make install' refreshes its cache.
AM_CONDITIONAL([IA_NATIVE], [test -z "$TARGET_RUNNER"])
AC_PATH_PROG([LDCONFIG], [ldconfig], [], [$PATH$PATH_SEPARATOR/sbin$PATH_SEPARATOR/usr/sbin])
])

# IA_PROG_RUNTEST
# ---------------
# automake's check-DEJAGNU only warns and succeeds when runtest is
# missing, which would make a test run that ran nothing look green.
AC_DEFUN([IA_PROG_RUNTEST],
[AC_PATH_PROG([IA_RUNTEST], [runtest])
AS_IF([test -z "$IA_RUNTEST"],
  [AC_MSG_ERROR([runtest (DejaGnu) was not found; the testsuite needs it.
On Debian: apt-get install dejagnu])])
])
