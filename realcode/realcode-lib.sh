# realcode-lib.sh -- shell functions shared by realcode/run-real-code
# and the build-farm test (testsuite/inline_atomics.farm): getting a
# Debian source package, running its AArch64 test programs under qemu,
# and building and testing liburcu.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Sourced, not run.  The caller sets:
#   me        its name, for messages
#   workdir   an absolute directory for downloads, builds and logs
#   host      the target triplet ($cc -dumpmachine)
#   cc        the AArch64 C compiler, possibly with a wrapper before it
#             ("icecc aarch64-linux-gnu-gcc-12")
#   jobs      parallel build jobs
#   readelf   the target's readelf
# and, for rc_qemu_run, qemu, sysroot and timeout.

# rc_qemu_run [EXCLUDES]: write $workdir/bin/qemu-run, which runs an
# AArch64 program under qemu with the sysroot, on the CPU named by
# QEMU_CPU, for at most $timeout seconds.  EXCLUDES has one
# PROGRAM|CASE|REASON per line: doctest CASE is left out of PROGRAM.
rc_qemu_run () {
  mkdir -p "$workdir/bin"
  {
    echo '#!/bin/sh'
    echo "${1:-}" | while IFS='|' read -r prog case reason; do
      test -n "$prog" || continue
      echo "case \${1##*/} in $prog) set -- \"\$@\" '--test-case-exclude=$case' ;; esac"
    done
    echo "exec timeout -k 10 $timeout $qemu -L $sysroot \"\$@\""
  } >"$workdir/bin/qemu-run"
  chmod +x "$workdir/bin/qemu-run"
}

# wrap DIR...: make the AArch64 executables in DIR runnable by the test
# harness on this host: PROG moves to PROG.elf, and PROG becomes a
# script that runs it under qemu-run (there need be no binfmt_misc).
wrap () {
  for d in "$@"; do
    for f in "$d"/*; do
      test -f "$f" && test ! -L "$f" || continue
      case $f in *.elf|*.so|*.so.*|*.o) continue ;; esac
      "$readelf" -l "$f" 2>/dev/null | grep -q 'program interpreter' \
        || continue
      mv "$f" "$f.elf"
      printf '#!/bin/sh\nexec %s "$0.elf" "$@"\n' \
        "$workdir/bin/qemu-run" >"$f"
      chmod +x "$f"
    done
  done
}

# fetch NAME: unpack the Debian source package NAME into
# $workdir/NAME/source and set $version.  The package comes from the
# archive of this machine's Debian release, through an apt
# configuration of our own in $workdir/apt (a deb-src entry, its own
# lists and cache), so the machine's sources.list needs no deb-src line
# and is left alone; apt checks the archive's signatures as usual.  The
# download is kept in the work directory and reused.
fetch () {
  mkdir -p "$workdir/$1"
  cd "$workdir/$1"
  if ! ls "$1"_*.dsc >/dev/null 2>&1; then
    echo "$me: downloading the Debian source package $1"
    rc_apt_source "$1" >download.out 2>&1 || {
      echo "$me: cannot download the source package $1 (see $workdir/$1/download.out)." >&2
      echo "$me: it comes from $(rc_apt_mirror) and needs the network." >&2
      exit 1; }
  fi
  dsc=$(ls "$1"_*.dsc | head -n 1)
  version=$(basename "$dsc" .dsc | sed "s/^$1_//")
  if test ! -f source/.ia-unpacked; then
    rm -rf source
    dpkg-source --no-check -x "$dsc" source >unpack.out 2>&1 || {
      echo "$me: cannot unpack $dsc; see $workdir/$1/unpack.out" >&2
      exit 1; }
    touch source/.ia-unpacked
  fi
}

# The archive: IA_DEBIAN_MIRROR, as scripts/ia-chroot uses it.
rc_apt_mirror () {
  echo "${IA_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
}

# rc_apt_source NAME: apt-get source --download-only NAME into the
# current directory, with the private configuration of fetch.
rc_apt_source () {
  a=$workdir/apt
  suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
  case $(cat /etc/debian_version 2>/dev/null) in */sid) suite=sid ;; esac
  test -n "$suite" || { echo "$me: which Debian release is this?" >&2; return 1; }
  mkdir -p "$a/lists/partial" "$a/cache/archives/partial"
  echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $(rc_apt_mirror) $suite main" \
    >"$a/sources.list"
  set -- "$1" -o Dir::Etc::SourceList="$a/sources.list" \
    -o Dir::Etc::SourceParts=/nonexistent -o Dir::State::Lists="$a/lists" \
    -o Dir::Cache="$a/cache" -o Debug::NoLocking=1 \
    -o Acquire::Check-Valid-Until=false -o APT::Sandbox::User=root
  name=$1
  shift
  apt-get "$@" update && apt-get "$@" source --download-only "$name"
}

# fail_build DIR LOG: report a failed build and stop.
fail_build () {
  echo "$me: building $1 failed; see $2" >&2
  tail -n 20 "$2" >&2
  exit 1
}

# --- liburcu: autotools; `make check' runs the TAP programs of
# tests/unit.  Its default CFLAGS are autoconf's -g -O2; LIBURCU_CFLAGS,
# when set, replaces them.

# build_liburcu DIR FLAGS [LAUNCHER]: build liburcu from
# $workdir/liburcu/source (fetch) in DIR, with FLAGS added to the
# compiler's command line and LAUNCHER (a command and its arguments,
# ending in a space) before it.
build_liburcu () {
  dir=$1 flags=$2 launcher=${3:-}
  rm -rf "$dir"
  cp -a "$workdir/liburcu/source" "$dir"
  (cd "$dir" && autoreconf -fi &&
   ./configure --host="$host" CC="$launcher$cc${flags:+ $flags}" \
     ${LIBURCU_CFLAGS:+CFLAGS="$LIBURCU_CFLAGS"} &&
   nice make -j"$jobs" && nice make -j"$jobs" -C tests/unit \
   check TESTS=) >"$dir.build.log" 2>&1 || fail_build "$dir" "$dir.build.log"
  wrap "$dir/tests/unit/.libs"
}

# test_liburcu DIR OUT: run the tests of the build in DIR on the CPU of
# QEMU_CPU; write a "NAME RESULT" line per test to OUT.
test_liburcu () {
  (cd "$1" && make -k -C tests/unit check) >"$2.log" 2>&1 || true
  for t in "$1"/tests/unit/*.trs; do
    test -f "$t" || continue
    echo "$(basename "$t" .trs)" \
      "$(sed -n 's/^:global-test-result: //p' "$t")"
  done >"$2"
}
