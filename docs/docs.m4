# docs/docs.m4 -- configure fragment of the manual and the man pages.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `make' turns the Markdown manual into HTML with pandoc, and `make check'
# renders every man page with man-db's man and with groff and fails on any
# warning.  A plugin-only build needs none of the three (a native build
# machine often has no pandoc), so by default a missing tool switches
# the HTML manual and the man-page check off, with a warning that names
# its package; --enable-docs makes each of them required, and
# --disable-docs switches both off.  The man pages themselves are
# installed either way.

# IA_PROG_DOCS
# ------------
# Find pandoc (PANDOC), man (MAN) and groff (GROFF).  pandoc must accept
# --fail-if-warnings, which the docs build relies on to be warning-free.
# Set the conditionals IA_HTML_DOCS and IA_CHECK_MAN.
AC_DEFUN([IA_PROG_DOCS],
[AC_ARG_ENABLE([docs],
  [AS_HELP_STRING([--enable-docs],
    [require pandoc, man and groff: build the HTML manual and check the
     man pages (default: do both when the tools are there)])],
  [AS_CASE([$enableval], [yes|no], [],
     [AC_MSG_ERROR([--enable-docs takes no value other than yes or no, not '$enableval'])])
   ia_docs=$enableval],
  [ia_docs=auto])

# IA_DOCS_MISSING(WHAT, WHY, PACKAGE): fail under --enable-docs, warn
# otherwise.
m4_define([IA_DOCS_MISSING],
[AS_IF([test "$ia_docs" = yes],
  [AC_MSG_ERROR([$1 was not found; $2 (--enable-docs).
On Debian: apt-get install $3 (scripts/install-deps installs it).])],
  [AC_MSG_WARN([$1 was not found: $2 is switched off.
On Debian: apt-get install $3, or configure --disable-docs to silence this.])])])

ia_html_docs=no
ia_check_man=no
AS_IF([test "$ia_docs" != no],
  [AC_ARG_VAR([PANDOC], [pandoc, which builds the HTML manual])
   AC_PATH_PROG([PANDOC], [pandoc])
   AS_IF([test -n "$PANDOC"],
     [AC_CACHE_CHECK([whether $PANDOC accepts --fail-if-warnings],
        [ia_cv_pandoc_fail_if_warnings],
        [AS_IF([echo '# t' | $PANDOC --fail-if-warnings -f gfm -t html \
                  >/dev/null 2>&AS_MESSAGE_LOG_FD],
           [ia_cv_pandoc_fail_if_warnings=yes],
           [ia_cv_pandoc_fail_if_warnings=no])])
      AS_IF([test "$ia_cv_pandoc_fail_if_warnings" = yes],
        [ia_html_docs=yes],
        [AS_IF([test "$ia_docs" = yes],
           [AC_MSG_ERROR([$PANDOC is too old: it lacks --fail-if-warnings or the gfm reader.
inline-atomics needs pandoc 2.x or newer (Debian bookworm has 2.17).])],
           [AC_MSG_WARN([$PANDOC lacks --fail-if-warnings or the gfm reader: the HTML manual is switched off.])])])],
     [IA_DOCS_MISSING([pandoc], [the HTML manual (docs/)], [pandoc])])
   AC_ARG_VAR([MAN], [man-db's man, which checks the man pages])
   AC_PATH_PROG([MAN], [man])
   AC_ARG_VAR([GROFF], [groff, which checks the man pages])
   AC_PATH_PROG([GROFF], [groff])
   AS_IF([test -z "$MAN"],
     [IA_DOCS_MISSING([man], [the man-page check of 'make check'], [man-db])],
     [test -z "$GROFF"],
     [IA_DOCS_MISSING([groff], [the man-page check of 'make check'], [groff-base])],
     [ia_check_man=yes])])
AM_CONDITIONAL([IA_HTML_DOCS], [test "$ia_html_docs" = yes])
AM_CONDITIONAL([IA_CHECK_MAN], [test "$ia_check_man" = yes])
AC_SUBST([IA_HTML_DOCS_ENABLED], [$ia_html_docs])
AC_SUBST([IA_CHECK_MAN_ENABLED], [$ia_check_man])
])

IA_PROG_DOCS
