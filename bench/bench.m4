# bench/bench.m4 -- configure fragment of the benchmarks.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# 'make bench' needs tools that building and testing the plugin do not:
# llvm-mca, the target's objdump and nm, a python3 that has matplotlib,
# and qemu-aarch64 with TCG plugin support even on an AArch64 machine
# (it is what counts the instructions).  configure only looks for them
# and reports what it found: 'make bench' stops with the name of the
# missing tool and the Debian package that has it, so a machine without
# them can still build and test the plugin.

# llvm-mca: Debian installs LLVM 19's as llvm-mca-19, and its own copy
# in /usr/lib/llvm-19/bin.
AC_ARG_VAR([LLVM_MCA], [llvm-mca for 'make bench' (LLVM 19)])
AC_PATH_PROGS([LLVM_MCA], [llvm-mca-19 llvm-mca], [],
  [$PATH$PATH_SEPARATOR/usr/lib/llvm-19/bin])

# The target's objdump and nm: runtime/runtime.m4 (IA_RUNTIME) has
# normally found them already; look for them here only if not.
AS_IF([test -z "$TARGET_OBJDUMP"],
  [AC_PATH_PROGS([TARGET_OBJDUMP],
     [$TARGET_MACHINE-objdump aarch64-linux-gnu-objdump])])
AS_IF([test -z "$TARGET_NM"],
  [AC_PATH_PROGS([TARGET_NM], [$TARGET_MACHINE-nm aarch64-linux-gnu-nm])])
AC_SUBST([TARGET_OBJDUMP])
AC_SUBST([TARGET_NM])

# qemu-aarch64 counts the instructions, also on an AArch64 machine.
AC_ARG_VAR([BENCH_QEMU], [qemu-aarch64 (7.2 or newer) for 'make bench'])
AS_IF([test -z "$BENCH_QEMU"],
  [AS_IF([test -n "$QEMU_AARCH64"], [BENCH_QEMU=$QEMU_AARCH64],
     [AC_PATH_PROG([BENCH_QEMU], [qemu-aarch64])])])

# The report's chart needs matplotlib, which a python3 of its own (pyenv,
# a virtualenv) may lack while the system's has it.
AC_ARG_VAR([BENCH_PYTHON], [python3 with matplotlib for 'make bench'])
AS_IF([test -z "$BENCH_PYTHON"],
  [AC_MSG_CHECKING([for a python3 with matplotlib])
   for ia_bench_py in python3 /usr/bin/python3; do
     ia_bench_py=`command -v "$ia_bench_py" 2>/dev/null` || continue
     AS_IF(["$ia_bench_py" -c 'import matplotlib' >/dev/null 2>&1],
       [BENCH_PYTHON=$ia_bench_py; break])
   done
   AC_MSG_RESULT([${BENCH_PYTHON:-no}])])

AC_MSG_NOTICE([tools for 'make bench':
    llvm-mca:                     ${LLVM_MCA:-not found (apt-get install llvm-19)}
    target objdump, nm:           ${TARGET_OBJDUMP:-not found}, ${TARGET_NM:-not found} (binutils-aarch64-linux-gnu)
    qemu-aarch64:                 ${BENCH_QEMU:-not found (apt-get install qemu-user)}
    python3 with matplotlib:      ${BENCH_PYTHON:-not found (apt-get install python3-matplotlib)}])
