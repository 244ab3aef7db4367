#!/bin/sh
# demo.sh -- `make demo': the README's sample with and without the plugin.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: demo.sh TARGET_CC PLUGIN RUNNER SOURCE
# RUNNER is the qemu-aarch64 command line ("" on an AArch64 machine).

set -e
cc=$1 plugin=$2 runner=$3 src=$4
out=${TMPDIR:-/tmp}/inline-atomics-demo.$$
mkdir -p "$out"
trap 'rm -rf "$out"' EXIT

# Keep only the instructions and labels of incr().
body ()
{
  sed -n '/^incr:/,/\.size[[:space:]]*incr,/p' "$1" |
    grep -v -E '^[[:space:]]*(\.cfi|\.size|//|#)' | grep -v '^\.L[A-Z]' |
    sed -e 's/\t/ /g' -e 's/^  *//'
}

"$cc" -O2 -S "$src" -o "$out/call.s"
"$cc" -O2 -S -fplugin="$plugin" "$src" -o "$out/inline.s"
body "$out/call.s" >"$out/call.txt"
body "$out/inline.s" >"$out/inline.txt"

echo "== incr() at -O2: GCC's default (=call) | with -fplugin=inline_atomics.so"
awk 'NR == FNR { left[FNR] = $0; n = FNR; next }
     { right[FNR] = $0; if (FNR > m) m = FNR }
     END { if (n > m) m = n
           for (i = 1; i <= m; i++) printf "  %-34s| %s\n", left[i], right[i] }' \
  "$out/call.txt" "$out/inline.txt"
echo

"$cc" -O2 "$src" -o "$out/incr-call"
"$cc" -O2 -fplugin="$plugin" "$src" -o "$out/incr-inline"
for cpu in max cortex-a57; do
  for v in call inline; do
    if [ -n "$runner" ]; then
      printf '%-11s %-7s ' "$cpu" "$v"
      $runner -cpu "$cpu" "$out/incr-$v" 100000
    else
      printf '%-11s %-7s ' native "$v"
      "$out/incr-$v" 100000
    fi
  done
  [ -n "$runner" ] || break
done
echo
echo "Calls to __aarch64_* helpers in incr():" \
  "call=$(grep -c 'bl[[:space:]]*__aarch64_' "$out/call.txt" || true)" \
  "inline=$(grep -c 'bl[[:space:]]*__aarch64_' "$out/inline.txt" || true)"
