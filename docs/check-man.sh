#!/bin/sh
# check-man.sh -- render every man page and fail on any warning.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: check-man.sh MAN GROFF DIR PAGE...
#
# Each PAGE in DIR is either a page, which is rendered twice, by man-db's
# man as a user would see it (80 columns, UTF-8) and by groff with every
# warning on, or a ".so man3/OTHER.3" link, whose OTHER.3 must be one of
# the PAGEs.  A page passes when neither renderer writes anything to its
# standard error, or to standard output of the checks.  Prints one line
# per page; exits 1 if any page failed.

if [ $# -lt 4 ]; then
  echo "usage: $0 MAN GROFF DIR PAGE..." >&2
  exit 2
fi
man=$1 groff=$2 dir=$3
shift 3

out=${TMPDIR:-/tmp}/ia-check-man.$$
trap 'rm -f "$out"' EXIT
status=0

for page in "$@"; do
  file=$dir/$page
  if [ ! -f "$file" ]; then
    echo "FAIL: $page: no such file in $dir"
    status=1
    continue
  fi
  target=$(sed -n '1s/^\.so[[:space:]]*man[0-9]\/\(.*\)$/\1/p' "$file")
  if [ -n "$target" ]; then
    case " $* " in
      *" $target "*) echo "PASS: $page (link to $target)" ;;
      *) echo "FAIL: $page: links to $target, which is not a page here"
	 status=1 ;;
    esac
    continue
  fi
  # A page with a table must say so on its first line ('\" t): man-db
  # runs tbl only then, and groff 1.23 and newer fail the page without
  # it ("tbl preprocessor failed"), where groff 1.22 said nothing.
  if grep -q '^\.TS' "$file" && ! sed -n 1p "$file" | grep -q "^'\\\\\" t"; then
    echo "FAIL: $page: it has a table (.TS) but its first line is not '\\\" t"
    status=1
    continue
  fi
  # man-db: the command line a reader's man uses, with its warnings on
  # (-Z stops before the output device, so only warnings are printed).
  LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 \
    "$man" --warnings -E UTF-8 -l -Tutf8 -Z "$file" >/dev/null 2>"$out"
  rc=$?
  # groff: all warnings, man macros, tables, no output.
  LC_ALL=C.UTF-8 "$groff" -ww -z -t -man -Tutf8 "$file" >>"$out" 2>&1
  [ $? -eq 0 ] || rc=1
  if [ $rc -ne 0 ] || [ -s "$out" ]; then
    echo "FAIL: $page"
    sed 's/^/  /' "$out"
    status=1
  else
    echo "PASS: $page"
  fi
done
exit $status
