# docs/docs.m4 -- configure fragment of the manual and the man pages.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `make' turns the Markdown manual into HTML with pandoc, and `make check'
# renders every man page with man-db's man and with groff and fails on any
# warning.  All three are needed for a complete build, so a missing one
# stops configure with the name of its Debian package.

# IA_PROG_DOCS
# ------------
# Find pandoc (PANDOC), man (MAN) and groff (GROFF).  pandoc must accept
# --fail-if-warnings, which the docs build relies on to be warning-free.
AC_DEFUN([IA_PROG_DOCS],
[AC_ARG_VAR([PANDOC], [pandoc, which builds the HTML manual])
AC_PATH_PROG([PANDOC], [pandoc])
AS_IF([test -z "$PANDOC"],
  [AC_MSG_ERROR([pandoc was not found; it builds the HTML manual (docs/).
On Debian: apt-get install pandoc (scripts/install-deps installs it).])])
AC_CACHE_CHECK([whether $PANDOC accepts --fail-if-warnings],
  [ia_cv_pandoc_fail_if_warnings],
  [AS_IF([echo '# t' | $PANDOC --fail-if-warnings -f gfm -t html \
            >/dev/null 2>&AS_MESSAGE_LOG_FD],
     [ia_cv_pandoc_fail_if_warnings=yes],
     [ia_cv_pandoc_fail_if_warnings=no])])
AS_IF([test "$ia_cv_pandoc_fail_if_warnings" != yes],
  [AC_MSG_ERROR([$PANDOC is too old: it lacks --fail-if-warnings or the gfm reader.
inline-atomics needs pandoc 2.x or newer (Debian bookworm has 2.17).])])
AC_ARG_VAR([MAN], [man-db's man, which checks the man pages])
AC_PATH_PROG([MAN], [man])
AS_IF([test -z "$MAN"],
  [AC_MSG_ERROR([man was not found; 'make check' renders the man pages with it.
On Debian: apt-get install man-db])])
AC_ARG_VAR([GROFF], [groff, which checks the man pages])
AC_PATH_PROG([GROFF], [groff])
AS_IF([test -z "$GROFF"],
  [AC_MSG_ERROR([groff was not found; 'make check' renders the man pages with it.
On Debian: apt-get install groff-base])])
])

IA_PROG_DOCS
