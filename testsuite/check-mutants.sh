#!/bin/sh
# check-mutants.sh -- run the tests against deliberately broken builds
# of the plugin, and fail if a broken build passes them.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-mutants.sh RUNTEST SRCDIR PLUGIN_BUILDDIR [CHECKER_BUILDDIR]
#
# `make check-mutants' (testsuite/Makefile.am) runs this in the build
# tree's testsuite/, after `make -C plugin mutants' has built
# PLUGIN_BUILDDIR/mutant-N/inline_atomics.so for each patch of
# SRCDIR/mutants/.  A patch's header names its mutant and says what it
# breaks:
#   Mutant N: NAME
#   (what is wrong, in prose)
#   Drivers: the drivers that guard against it, each with the tests it
#     runs (`hoist.exp=a.c b.c'); a field may take several lines;
#   Must-fail: patterns that each match one of the failing results;
#   GCC: N or GCC: N-M (optional), for a mutant of code that acts only
#     with GCC N and later, or only with GCC N to M: with any other GCC
#     the patched plugin makes the same code as the real one, so the
#     mutant is not run there and counts neither way.
# A mutant is run against its drivers (INLINE_ATOMICS_TEST_PLUGIN names
# it to the testsuite), at -O0 and -O2, on a CPU with LSE and one
# without, with its results in mutant-N/.  The torture driver generates
# 3 programs for a mutant, not its 10: each of them fails against the
# mutant it guards against (6), and 20 took five minutes of every full
# run.  A mutant is killed when those tests fail, and when every
# pattern of its Must-fail list matches a failure of its own.  A patch
# that no longer applies to the sources is a survivor.  Prints one line
# per mutant, with the tests that caught it, and "N killed, N
# survived"; exits 1 when one survived or none ran.
# IA_MUTANTS="N ..." runs only the mutants it names.
#
# The mutants of inline-atomics-check are the patches
# SRCDIR/mutants/checker-N-NAME.patch ("Mutant checker-N: NAME"), built
# by `make -C checker mutants' into
# CHECKER_BUILDDIR/mutant-checker-N/inline-atomics-check; they run with
# the build tree's plugin and INLINE_ATOMICS_TEST_CHECKER naming the
# broken checker.  IA_MUTANTS="checker-1" selects one of them.

set -u
runtest=$1 srcdir=$2 pdir=$3 cdir=${4:-}

# One line N|NAME|DRIVERS|MUST per patch, from the patch's header.
checker_patches=
[ -n "$cdir" ] && checker_patches=$(ls "$srcdir"/mutants/checker-*.patch 2>/dev/null)
for p in "$srcdir"/mutants/[0-9]*.patch $checker_patches; do
  sed -n '/^--- /q
    s/^Mutant \([0-9a-z-]*\): *\(.*\)/n \1 \2/p
    s/^Drivers: */d /p
    s/^Must-fail: */m /p
    s/^GCC: */g /p' "$p" |
  awk -v patch="$p" '
    $1 == "n" { n = $2; name = $3; next }
    $1 == "d" { $1 = ""; drivers = drivers $0; next }
    $1 == "m" { $1 = ""; must = must $0; next }
    $1 == "g" { gcc = $2 }
    END {
      if (n == "" || drivers == "" || must == "")
	{ print "check-mutants: " patch ": no Mutant, Drivers or Must-fail line" > "/dev/stderr"; exit 1 }
      print n "|" name "|" drivers "|" must "|" gcc }'
done >"${TMPDIR:-/tmp}/ia-mutants.$$" || exit 1

# The major version of the GCC that the tests run, from site.exp.
major=$(sed -n 's/^set TARGET_GCC_MAJOR "\([0-9]*\)"$/\1/p' site.exp)

killed=0 survived=0
while IFS='|' read -r n name drivers must gcc; do
  # IA_MUTANTS="N ...": those mutants alone, while one is written.
  case " ${IA_MUTANTS:-$n} " in
    *" $n "*) ;;
    *) continue ;;
  esac
  if [ -n "$gcc" ]; then
    lo=${gcc%%-*} hi=${gcc#*-}
    [ "$hi" = "$gcc" ] && hi=
    if [ "${major:-0}" -lt "$lo" ] ||
       { [ -n "$hi" ] && [ "${major:-0}" -gt "$hi" ]; }; then
      if [ -n "$hi" ]; then acts="only with GCC $lo to $hi"
      else acts="only with GCC $lo and later"; fi
      echo "mutant $n ($name): not run: its code acts $acts, the tests' GCC is ${major:-unknown}"
      continue
    fi
  fi
  out=mutant-$n
  rm -rf "$out"
  mkdir -p "$out"
  # A plugin mutant replaces the plugin; a checker mutant the checker,
  # with the plugin of the build tree.
  case $n in
    checker-*)
      mdir=$cdir/mutant-$n
      built=$mdir/inline-atomics-check
      plugin=$pdir/inline_atomics.so
      checker=$built ;;
    *)
      mdir=$pdir/mutant-$n
      built=$mdir/inline_atomics.so
      plugin=$built
      checker= ;;
  esac
  if [ -s "$mdir/patch.log" ] && [ ! -f "$built" ]; then
    echo "mutant $n ($name): SURVIVED: its patch no longer applies ($mdir/patch.log)"
    survived=$((survived + 1))
    continue
  fi
  if [ -s "$mdir/build.log" ] && [ ! -f "$built" ]; then
    echo "mutant $n ($name): SURVIVED: it does not build ($mdir/build.log)"
    survived=$((survived + 1))
    continue
  fi
  if [ ! -f "$built" ]; then
    echo "mutant $n ($name): not built ($built)"
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
    INLINE_ATOMICS_TEST_CHECKER=$checker \
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
[ "$survived" -eq 0 ] && [ "$killed" -gt 0 ]
