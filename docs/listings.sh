#!/bin/sh
# listings.sh -- keep the assembly listings of the manual true.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: listings.sh check|update MANUAL TARGET_CC PLUGIN EXAMPLES_DIR
#
# MANUAL (docs/manual.md) holds listings between two HTML comments:
#
#   <!-- listing: NAME -->
#   ```
#   ...
#   ```
#   <!-- end listing -->
#
# For each NAME this script compiles an example with TARGET_CC and prints
# the assembly of one function as GCC writes it, with tabs expanded and
# without CFI and alignment directives, #APP markers and internal labels.
# `check' fails if the manual's copy differs from it and shows the
# difference; `update' rewrites the manual in place.  The names:
#
#   incr-call    incr() of examples/incr.c, -O2 (GCC's default, =call)
#   incr-plugin  the same with -fplugin=PLUGIN
#   incr-lse     the same with -march=armv8-a+lse (the ideal)
#   loop-plugin  count() of examples/loop.c, -O2 with the plugin
#   notes-sites  the notes of -fplugin-arg-inline_atomics-verbose for
#                examples/sites.c (compiled in EXAMPLES_DIR, in the C
#                locale, with -fdiagnostics-plain-output)
#   report-sites the lines that -fplugin-arg-inline_atomics-report=FILE
#                writes for examples/sites.c

set -e

if [ $# -ne 5 ]; then
  echo "usage: $0 check|update MANUAL TARGET_CC PLUGIN EXAMPLES_DIR" >&2
  exit 2
fi
action=$1 manual=$2 cc=$3 plugin=$4 examples=$5
case $action in
  check|update) ;;
  *) echo "$0: unknown action '$action'" >&2; exit 2 ;;
esac

# Diagnostics in ASCII quotes, whatever the caller's locale.
LC_ALL=C
export LC_ALL

work=${TMPDIR:-/tmp}/ia-listings.$$
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT

# The body of function $2 in the assembly file $1.
body ()
{
  sed -n "/^$2:/,/\\.size[[:space:]]*$2,/p" "$1" |
    grep -v -E '^[[:space:]]*(\.cfi_|\.size|\.p2align|//|#)' |
    grep -v -E '^\.L[A-Z]+[0-9]*:' | expand -t 8 | sed -e 's/[[:space:]]*$//'
}

# Print listing $1.
listing ()
{
  case $1 in
    notes-sites)
      (cd "$examples" &&
	 "$cc" -O2 -S -o /dev/null -fdiagnostics-plain-output \
	   -fplugin="$plugin" -fplugin-arg-inline_atomics-verbose sites.c) 2>&1
      return ;;
    report-sites)
      rm -f "$work/report.json"
      (cd "$examples" &&
	 "$cc" -O2 -S -o /dev/null -fplugin="$plugin" \
	   -fplugin-arg-inline_atomics-report="$work/report.json" sites.c)
      cat "$work/report.json"
      return ;;
    incr-call)   src=incr.c fn=incr flags= ;;
    incr-plugin) src=incr.c fn=incr flags="-fplugin=$plugin" ;;
    incr-lse)    src=incr.c fn=incr flags="-march=armv8-a+lse" ;;
    loop-plugin) src=loop.c fn=count flags="-fplugin=$plugin" ;;
    *) echo "$manual: unknown listing '$1'" >&2; return 1 ;;
  esac
  # shellcheck disable=SC2086 # FLAGS is a list of options.
  "$cc" -O2 $flags -S "$examples/$src" -o "$work/$1.s"
  body "$work/$1.s" "$fn"
}

# Rewrite the manual from standard input into $1, with every listing
# replaced by its current text (from $work/NAME.txt).
names=$(sed -n 's/^<!-- listing: \([a-z0-9-]*\) -->$/\1/p' "$manual")
if [ -z "$names" ]; then
  echo "$manual: no listings" >&2
  exit 1
fi
for n in $names; do
  listing "$n" >"$work/$n.txt"
done

awk -v work="$work" '
  /^<!-- listing: [a-z0-9-]+ -->$/ {
    print
    name = $3
    print "```"
    file = work "/" name ".txt"
    while ((getline line < file) > 0)
      print line
    close (file)
    print "```"
    skip = 1
    next
  }
  /^<!-- end listing -->$/ { skip = 0 }
  !skip { print }
' "$manual" >"$work/manual.md"

if cmp -s "$manual" "$work/manual.md"; then
  echo "$manual: $(echo $names | wc -w) listings match $cc"
  exit 0
fi
if [ "$action" = update ]; then
  cp "$work/manual.md" "$manual"
  echo "$manual: listings updated from $cc"
  exit 0
fi
echo "$manual: the listings differ from what $cc now emits:" >&2
diff -u "$manual" "$work/manual.md" >&2 || true
echo "Run 'make -C docs update-listings' in a GCC 12 build directory" \
     "and commit the result." >&2
exit 1
