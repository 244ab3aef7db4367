#!/bin/sh
# sccache.sh -- does sccache notice that the plugin changed?
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: sccache.sh --cc CC --plugin-dir DIR --work DIR [ignored options]
#
# sccache 0.4 (Debian's) hashes the compiler, the preprocessed source
# and the arguments.  For GCC it takes -fplugin=FILE as an argument
# only, not as a file to hash (src/compiler/gcc.rs; its clang.rs does
# hash the file), and -specs= too.  So a plugin replaced under the same
# name gets the objects the old one made.  SCCACHE_EXTRAFILES, a list
# of files that sccache hashes with every compilation (src/compiler/
# c.rs), is the remedy, as CCACHE_EXTRAFILES is for ccache.  This checks
# both halves with a copy of the plugin that is then replaced by one
# that does nothing (install.exp's null-plugin.cc): without the
# variable the stale object comes back (as docs/distro.md says; a newer
# sccache that hashes the plugin fails this check, and the docs must
# change), with it the compilation runs again and keeps the helper call.

set -u
cc= plugin_dir= work=
while [ $# -gt 0 ]; do
  case $1 in
    --cc) cc=$2; shift 2 ;;
    --plugin-dir) plugin_dir=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    --srcdir|--cpus) shift 2 ;;
    *) echo "FAIL: farm/sccache: unknown argument '$1'"; exit 1 ;;
  esac
done
here=$(cd "$(dirname "$0")" && pwd)
pass () { echo "PASS: farm/sccache: $*"; }
fail () { echo "FAIL: farm/sccache: $*"; }
check () {
  if [ "$1" -eq 0 ]; then pass "$2"; else fail "$2"; fi
}
command -v sccache >/dev/null 2>&1 || {
  echo "UNSUPPORTED: farm/sccache: sccache is not installed (scripts/install-deps installs it)"
  exit 0; }

rm -rf "$work"
mkdir -p "$work/pl"
cd "$work"
# A server of our own: its cache, its port.
export SCCACHE_DIR=$work/cache SCCACHE_SERVER_PORT=$((30000 + $$ % 20000))
export SCCACHE_IDLE_TIMEOUT=0
trap 'sccache --stop-server >/dev/null 2>&1' EXIT
sccache --start-server >server.log 2>&1
check $? "sccache --start-server"

printf '%s\n' 'int counter;' \
  'int incr (void) { return __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED); }' \
  >incr.c
cp -L "$plugin_dir/inline_atomics.so" "$plugin_dir/inline_atomics-impl.so" pl/
cp pl/inline_atomics.so real-loader.so
cxx=$(sed -n 's/^CXX = //p' "$plugin_dir/Makefile" | head -1)
${cxx:-g++} -shared -fPIC -fno-rtti -I"$($cc -print-file-name=plugin)/include" \
  "$here/../inline_atomics.install/null-plugin.cc" -o null-plugin.so
check $? "the null plugin builds"

objdump=$($cc -print-prog-name=objdump)
case $objdump in */*) ;; *) objdump=$($cc -dumpmachine)-objdump ;; esac

# compile NAME: incr.c through sccache with the plugin copy; say what
# the object has, "inline" (ldadd) or "call".
compile () {
  sccache "$cc" -O2 -fplugin="$work/pl/inline_atomics.so" -c incr.c -o "$1.o" \
    >"$1.log" 2>&1 || { echo "error"; return; }
  if "$objdump" -d "$1.o" | grep -q '__aarch64_ldadd4_relax'; then
    echo call
  elif "$objdump" -d "$1.o" | grep -q 'ldadd'; then
    echo inline
  else
    echo unknown
  fi
}

# Without SCCACHE_EXTRAFILES.
unset SCCACHE_EXTRAFILES
a=$(compile plain-1)
cp null-plugin.so pl/inline_atomics.so
b=$(compile plain-2)
[ "$a" = inline ] && [ "$b" = inline ]
check $? "without SCCACHE_EXTRAFILES a replaced plugin gets the old object ($a, then $b), as docs/distro.md says"

# With it, in a fresh cache.
sccache --stop-server >/dev/null 2>&1
rm -rf "$SCCACHE_DIR"
cp real-loader.so pl/inline_atomics.so
export SCCACHE_EXTRAFILES=$work/pl/inline_atomics.so:$work/pl/inline_atomics-impl.so
sccache --start-server >>server.log 2>&1
a=$(compile extra-1)
cp null-plugin.so pl/inline_atomics.so
b=$(compile extra-2)
[ "$a" = inline ] && [ "$b" = call ]
check $? "with SCCACHE_EXTRAFILES naming the plugin's files a replaced plugin compiles again ($a, then $b)"
exit 0
