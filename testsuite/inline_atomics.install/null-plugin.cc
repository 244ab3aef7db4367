// null-plugin.cc -- a GCC plugin that does nothing.
// Copyright (C) 2026 The inline-atomics authors.
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The ccache test installs it in place of inline_atomics.so: the same
// compilation then gives different code, which a cache must notice.

#include "gcc-plugin.h"

int plugin_is_GPL_compatible;

int
plugin_init (struct plugin_name_args *, struct plugin_gcc_version *)
{
  return 0;
}
