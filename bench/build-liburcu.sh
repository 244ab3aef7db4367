#!/bin/sh
# build-liburcu.sh -- build liburcu from its Debian source package twice,
# without and with the plugin, and compare the trees with `callsites'.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: build-liburcu.sh --workdir DIR --cc TARGET_CC --plugin SO
#          --objdump OBJDUMP --python PYTHON --callsites SCRIPT
#          --checker INLINE-ATOMICS-CHECK
#          [--runner "QEMU -L SYSROOT"] [--jobs N] [--report FILE]
#          [--package NAME]
#
# liburcu (userspace RCU) is built on atomics throughout: its uatomic
# layer uses GCC's __sync and __atomic builtins, which GCC's default
# -moutline-atomics turns into calls to libgcc's __aarch64_* helpers.
#
# The source comes from Debian at run time (`apt-get source', which needs
# a deb-src line for the distribution in /etc/apt/sources.list.d and the
# network); nothing of liburcu is kept in this repository.  The package
# is unpacked with dpkg-source when available (Debian's patches applied),
# else from its upstream tarball, and its build system regenerated with
# autoreconf as Debian's own build does.  Both builds use the same configure
# line for an AArch64 host; the second only adds the plugin to CC.
# liburcu's unit tests (TAP programs in tests/unit) of the plugin build
# then run on an LSE CPU and on an ARMv8.0 one (qemu -cpu max and
# cortex-a57 through RUNNER, or natively when RUNNER is empty), as a
# check that the rewritten library still works.

set -eu

workdir= cc= plugin= objdump= python= callsites= jobs=2 report= runner=
checker=
package=liburcu
while test $# -gt 0; do
  case $1 in
    --workdir) workdir=$2 ;;
    --cc) cc=$2 ;;
    --plugin) plugin=$2 ;;
    --objdump) objdump=$2 ;;
    --python) python=$2 ;;
    --callsites) callsites=$2 ;;
    --checker) checker=$2 ;;
    --jobs) jobs=$2 ;;
    --report) report=$2 ;;
    --runner) runner=$2 ;;
    --package) package=$2 ;;
    *) echo "build-liburcu.sh: unknown option $1" >&2; exit 2 ;;
  esac
  shift 2
done
for v in workdir cc plugin objdump python callsites checker; do
  eval "test -n \"\$$v\"" || {
    echo "build-liburcu.sh: --$v is required" >&2; exit 2; }
done
test -f "$plugin" || {
  echo "build-liburcu.sh: the plugin $plugin is not built" >&2; exit 1; }
case $plugin in /*) ;; *) plugin=$(pwd)/$plugin ;; esac
case $callsites in /*) ;; *) callsites=$(pwd)/$callsites ;; esac
case $checker in /*) ;; *) checker=$(pwd)/$checker ;; esac
case $report in /*|'') ;; *) report=$(pwd)/$report ;; esac

mkdir -p "$workdir"
cd "$workdir"

# 1. The source package.
if ! ls ${package}_*.dsc >/dev/null 2>&1; then
  echo "build-liburcu.sh: downloading the Debian source package $package"
  if ! apt-get source --download-only "$package"; then
    cat >&2 <<EOF
build-liburcu.sh: 'apt-get source $package' failed.  It needs a deb-src
entry for the distribution (on Debian bookworm, a file in
/etc/apt/sources.list.d with "Types: deb-src", the same URIs and Suites
as the deb entry, then 'apt-get update') and access to the archive.
EOF
    exit 1
  fi
fi
dsc=$(ls ${package}_*.dsc | head -n 1)
src=source
rm -rf "$src"
if command -v dpkg-source >/dev/null 2>&1; then
  dpkg-source --no-check -x "$dsc" "$src" >/dev/null
else
  mkdir "$src"
  tar -xf $(ls ${package}_*.orig.tar.* | grep -v '\.asc$' | head -n 1) \
    -C "$src" --strip-components=1
fi
version=$(basename "$dsc" .dsc | sed "s/^${package}_//")
# Debian's patches touch the build system, and Debian's own build
# regenerates it (dh_autoreconf); so do we, or make would try to.
if ! (cd "$src" && autoreconf -fi) >autoreconf.out 2>&1; then
  echo "build-liburcu.sh: autoreconf failed in $workdir/$src; see" \
       "$workdir/autoreconf.out (Debian: apt-get install autoconf" \
       "automake libtool)" >&2
  exit 1
fi

# 2. Two builds from the same source.
host=$($cc -dumpmachine)
build () {
  dir=$1; shift
  rm -rf "$dir"
  cp -a "$src" "$dir"
  echo "build-liburcu.sh: building $dir: CC=$*"
  (cd "$dir" &&
   ./configure --host="$host" --disable-static CC="$*" CFLAGS="-O2 -g" \
     >configure.out 2>&1 &&
   make -j"$jobs" >make.out 2>&1) || {
    echo "build-liburcu.sh: building $dir failed; see $workdir/$dir/" \
         "configure.out and make.out" >&2
    exit 1
  }
}
build before "$cc"
build after "$cc" -fplugin="$plugin" -fplugin-arg-inline_atomics-mode=inline

# 3. The unit tests of the plugin build.
tests_pass=0 tests_run=0 tests_failed=
for t in after/tests/unit/.libs/test_*; do
  test -x "$t" || continue
  for cpu in max cortex-a57; do
    if test -n "$runner"; then
      cmd="$runner -cpu $cpu -E LD_LIBRARY_PATH=$(pwd)/after/src/.libs $t"
    elif test $cpu = max; then
      cmd="env LD_LIBRARY_PATH=$(pwd)/after/src/.libs $t"
    else
      continue
    fi
    tests_run=$((tests_run + 1))
    if timeout 300 $cmd >"$t.$cpu.tap" 2>&1 && ! grep -q '^not ok' "$t.$cpu.tap"
    then
      tests_pass=$((tests_pass + 1))
    else
      tests_failed="$tests_failed $(basename "$t") (-cpu $cpu)"
    fi
  done
done
echo "build-liburcu.sh: unit tests of the plugin build: $tests_pass of" \
     "$tests_run runs pass${tests_failed:+; FAILED:$tests_failed}"

# 4. The comparison: the libraries, then the whole tree (which adds
# the tests and examples, whose atomics come from liburcu's headers).
out=${report:-/dev/stdout}
{
  echo "liburcu $version (Debian source package \`$package\`), built twice"
  echo "for $host with \`CFLAGS=-O2 -g\` by \`bench/$(basename "$0")\`:"
  echo "\`CC=$(basename "$cc")\` before, and the same plus"
  echo "\`-fplugin=inline_atomics.so -fplugin-arg-inline_atomics-mode=inline\`"
  echo "after.  \`function bytes\` sums the sizes of the function symbols;"
  echo "\`.text\` also counts what the linker adds, e.g. a 4 KiB stub group"
  echo "when a code move puts an \`adrp\` where the Cortex-A53 erratum"
  echo "843419 work-around needs a veneer."
  echo
  echo "liburcu's unit tests (\`tests/unit\`) of the plugin build, run under"
  echo "qemu on \`-cpu max\` (LSE) and \`-cpu cortex-a57\` (ARMv8.0):"
  echo "$tests_pass of $tests_run runs pass${tests_failed:+; FAILED:$tests_failed}."
  echo
  "$python" "$callsites" --objdump "$objdump" --checker "$checker" \
    --name "liburcu $version libraries (src/)" --files '\.so' \
    before/src after/src
  echo
  "$python" "$callsites" --objdump "$objdump" --checker "$checker" \
    --name "liburcu $version whole build tree (libraries, tests, examples)" \
    --files '^$' before after | grep -v '^SUMMARY:'
} >"$out"
test -z "$report" || { cat "$report"; echo; echo "build-liburcu.sh: wrote $report"; }
