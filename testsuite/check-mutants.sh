#!/bin/sh
# check-mutants.sh -- run the tests against deliberately broken builds
# of the plugin, and fail if a broken build passes them.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-mutants.sh RUNTEST SRCDIR PLUGIN_BUILDDIR
#
# `make check-mutants' (testsuite/Makefile.am) runs this in the build
# tree's testsuite/, after `make -C plugin mutants' has built
# PLUGIN_BUILDDIR/mutant-N/inline_atomics.so for each mutant of
# ia-plugin.h.  A mutant is run against the drivers that guard against
# it (INLINE_ATOMICS_TEST_PLUGIN names it to the testsuite), at -O0 and
# -O2, on a CPU with LSE and one without, with its results in
# mutant-N/.  The torture driver generates 3 programs for a mutant, not
# its 10: each of them fails against the mutant it guards against (6),
# and 20 took five minutes of every full run.  A mutant is killed when
# those tests fail, and when every test named in its MUST list has a
# failure of its own.  Prints one line per mutant, with the tests that
# caught it, and "N killed, N survived"; exits 1 when one survived.
# IA_MUTANTS_ONLY="N ..." runs only the mutants it names.

set -u
runtest=$1 srcdir=$2 pdir=$3

# N|NAME|DRIVERS|MUST: the tests that must each fail, as a list of
# patterns matched against the failing results.
mutants='1|keep-calls|compile.exp conform.exp run.exp=builtins.c shapes.c stdatomic.c sync16.c std-atomic.cc|run/builtins.c run/shapes.c run/stdatomic.c run/sync16.c run/std-atomic.cc conform
2|no-llsc|conform.exp run.exp=builtins.c shapes.c|conform run/builtins.c
3|relaxed|conform.exp compile.exp=lse-*|conform compile/lse-
4|no-sync-barrier|conform.exp|conform
5|flag-in-loops|hoist.exp|hoist/
6|debug-count|hoist.exp=compare-debug-loop.c torture.exp|hoist/compare-debug-loop.c torture
7|narrow|hoist.exp=narrow.c narrow-gimple.c|hoist/narrow-gimple.c
8|leaf-in-loops|hoist.exp=frames.c|hoist/frames.c
9|cold-guessed|hoist.exp=cold-forms.c|hoist/cold-forms.c
10|cold-call|hoist.exp=cold.c cold-forms.c options.exp=pgo-tests|hoist/cold.c hoist/cold-forms.c options/pgo
11|pgo-hot-llsc|options.exp=pgo-tests|options/pgo
12|no-budget|hoist.exp=version-budget.c|hoist/version-budget.c
13|leaf-flag-apart|hoist.exp=leaf-shared.c|hoist/leaf-shared.c
14|address-in-mem|hoist.exp=leaf-shared.c leaf-shared-gimple.c|hoist/leaf-shared-gimple.c
15|flag-across-call|hoist.exp=region.c|hoist/region.c
16|cas-flag-apart|hoist.exp=cas-flag.c cas-flag-gimple.c|hoist/cas-flag-gimple.c
17|weak-as-strong|hoist.exp=cas-flag.c cas-flag-gimple.c|hoist/cas-flag-gimple.c
18|sched1-llsc|hoist.exp=sched.c|hoist/sched.c
19|sched2-no-llsc|hoist.exp=sched.c|hoist/sched.c
20|version-all|hoist.exp=version-gain.c|hoist/version-gain.c
21|no-runs|hoist.exp=runs.c|hoist/runs.c
22|runs-swapped|hoist.exp=runs-run.c|hoist/runs-run.c
23|version-retry|hoist.exp=version-gain.c|hoist/version-gain.c
24|bool-cas-apart|hoist.exp=cas-flag.c cas-flag-gimple.c|hoist/cas-flag-gimple.c
25|loop-flag-apart|hoist.exp=reuse-loops.c|hoist/reuse-loops.c
26|sched1-copies|hoist.exp=sched.c sched-loop.c|hoist/sched.c hoist/sched-loop.c
27|late-swapped|run.exp=builtins.c shapes.c|run/builtins.c run/shapes.c
28|late-stale-flag|torture.exp|torture
29|late-sched1|hoist.exp=sched-rtl.c|hoist/sched-rtl.c
30|late-gimple-op|run.exp=const-rewrites.c conform.exp torture.exp gcc.exp=atomic-op-1.c atomic-op-2.c atomic-op-3.c atomic-op-4.c stdatomic-op-1.c stdatomic-op-2.c stdatomic-op-3.c stdatomic-op-4.c|run/const-rewrites.c conform torture gcc/gcc.dg/atomic-op-1.c gcc/gcc.dg/atomic-op-2.c gcc/gcc.dg/atomic-op-3.c gcc/gcc.dg/atomic-op-4.c gcc/gcc.dg/atomic/stdatomic-op-1.c gcc/gcc.dg/atomic/stdatomic-op-2.c gcc/gcc.dg/atomic/stdatomic-op-3.c gcc/gcc.dg/atomic/stdatomic-op-4.c gcc/libatomic.c/atomic-op-1.c gcc/libatomic.c/atomic-op-2.c gcc/libatomic.c/atomic-op-3.c gcc/libatomic.c/atomic-op-4.c
31|gimple-op|conform.exp|conform
32|eh-dead-stmt|compile.exp=eh-versioned-noexcept.cc|compile/eh-versioned-noexcept.cc'

killed=0 survived=0
echo "$mutants" >"${TMPDIR:-/tmp}/ia-mutants.$$"
while IFS='|' read -r n name drivers must; do
  # IA_MUTANTS_ONLY="N ...": those mutants alone, while one is written.
  case " ${IA_MUTANTS_ONLY:-$n} " in
    *" $n "*) ;;
    *) continue ;;
  esac
  out=mutant-$n
  rm -rf "$out"
  mkdir -p "$out"
  plugin=$pdir/mutant-$n/inline_atomics.so
  if [ ! -f "$plugin" ]; then
    echo "mutant $n ($name): not built ($plugin)"
    survived=$((survived + 1))
    continue
  fi
  # runtest reads the test list as one argument per driver.
  set -- $drivers
  args= last=
  for w in "$@"; do
    case $w in
      *.exp|*.exp=*) [ -n "$last" ] && args="$args|$last"; last=$w ;;
      *) last="$last $w" ;;
    esac
  done
  args="$args|$last"
  start=$(date +%s)
  ( IFS='|'
    set -- $args
    shift
    INLINE_ATOMICS_TEST_PLUGIN=$plugin \
    INLINE_ATOMICS_TEST_OPTIMIZATION="-O0 -O2" \
    INLINE_ATOMICS_TEST_CPUS="max cortex-a57" \
    INLINE_ATOMICS_TORTURE_COUNT=${INLINE_ATOMICS_TORTURE_COUNT:-3} \
      "$runtest" --tool inline_atomics --srcdir "$srcdir" --outdir "$out" "$@" \
      >"$out/runtest.out" 2>&1 )
  grep -E '^(FAIL|UNRESOLVED|ERROR): ' "$out/inline_atomics.sum" \
    >"$out/caught" 2>/dev/null
  caught=$(wc -l <"$out/caught")
  missing=
  for m in $must; do
    grep -q -- "$m" "$out/caught" || missing="$missing $m"
  done
  seconds=$(( $(date +%s) - start ))
  examples=$(sed 's/^[A-Z]*: //; s/^inline_atomics\.//' "$out/caught" |
    cut -c1-70 | head -3 | tr '\n' ';' | sed 's/;$//; s/;/; /g')
  if [ "$caught" -gt 0 ] && [ -z "$missing" ]; then
    echo "mutant $n ($name): killed by $caught failing tests, ${seconds} s: $examples"
    killed=$((killed + 1))
  else
    echo "mutant $n ($name): SURVIVED ($caught failing tests;${missing:+ no failure in:$missing})"
    survived=$((survived + 1))
  fi
done <"${TMPDIR:-/tmp}/ia-mutants.$$"
rm -f "${TMPDIR:-/tmp}/ia-mutants.$$"
echo "check-mutants: $killed killed, $survived survived"
[ "$survived" -eq 0 ]
