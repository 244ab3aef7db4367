/* ia-loader.cc -- the inline_atomics.so that GCC loads: check that this
   is the GCC the plugin was built for, then load the plugin proper.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.

   Why a loader
   ------------
   GCC opens a plugin with dlopen (RTLD_NOW), so a plugin built against
   one GCC and loaded into another usually fails before plugin_init runs,
   with a message about an undefined C++ symbol that does not say what is
   wrong.  This file uses none of GCC's functions, only the plugin_gcc_version
   structure that every GCC passes, so it always loads.  It compares that
   structure with the one recorded at build time and names the mismatch:
   another GCC version, or another target (an x86_64 GCC, say).  Only then
   does it load inline_atomics-impl.so from its own directory and hand over
   to its plugin_init.  */

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include "gcc-plugin.h"
#include "plugin-version.h"

#define IA_EXPORT __attribute__ ((visibility ("default")))

IA_EXPORT int plugin_is_GPL_compatible;

/* The file name of the plugin proper, next to this one.  */
static const char ia_impl_name[] = "inline_atomics-impl.so";

/* The target triplet in CONFIGURATION (GCC's configure arguments), from
   its --target= option, into BUF; "the build machine" if absent.  */

static void
ia_target_of (const char *configuration, char *buf, size_t len)
{
  const char *t = configuration ? strstr (configuration, "--target=") : NULL;
  if (!t)
    {
      snprintf (buf, len, "the build machine");
      return;
    }
  t += strlen ("--target=");
  size_t n = strcspn (t, " ");
  snprintf (buf, len, "%.*s", (int) n, t);
}

/* Report to stderr why VERSION is not the GCC the plugin was built for,
   and return false; return true if it is.  NAME is the plugin's name.  */

static bool
ia_check_version (const char *name, const struct plugin_gcc_version *version)
{
  char want[128], have[128];
  ia_target_of (gcc_version.configuration_arguments, want, sizeof want);
  ia_target_of (version->configuration_arguments, have, sizeof have);
  if (strcmp (want, have) != 0)
    {
      fprintf (stderr, "%s: error: this plugin is for the %s GCC %s, but "
	       "it was loaded into a GCC %s for %s; inline-atomics "
	       "rewrites AArch64 code only\n", name, want,
	       gcc_version.basever, version->basever, have);
      return false;
    }
  if (strcmp (version->basever, gcc_version.basever) != 0
      || strcmp (version->datestamp, gcc_version.datestamp) != 0
      || strcmp (version->devphase, gcc_version.devphase) != 0
      || strcmp (version->revision, gcc_version.revision) != 0
      || strcmp (version->configuration_arguments,
		 gcc_version.configuration_arguments) != 0)
    {
      fprintf (stderr, "%s: error: this plugin was built for GCC %s (%s) "
	       "and cannot run in GCC %s (%s); rebuild it with "
	       "--with-target-gcc naming this compiler\n", name,
	       gcc_version.basever, gcc_version.datestamp,
	       version->basever, version->datestamp);
      return false;
    }
  return true;
}

/* The path of the plugin proper: the directory of this file, which
   dladdr finds from one of its own symbols, and ia_impl_name.  */

static bool
ia_impl_path (char *buf, size_t len)
{
  Dl_info info;
  if (!dladdr ((void *) &ia_impl_path, &info) || !info.dli_fname)
    return false;
  const char *slash = strrchr (info.dli_fname, '/');
  int dirlen = slash ? (int) (slash - info.dli_fname) : 1;
  const char *dir = slash ? info.dli_fname : ".";
  return (size_t) snprintf (buf, len, "%.*s/%s", dirlen, dir, ia_impl_name)
	 < len;
}

typedef int (*ia_init_fn) (struct plugin_name_args *,
			   struct plugin_gcc_version *);

/* Entry point.  Check VERSION, load the plugin proper and run its
   initialisation with PLUGIN_INFO and VERSION.  */

IA_EXPORT int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  const char *name = plugin_info->base_name;
  if (!ia_check_version (name, version))
    return 1;

  char path[4096];
  if (!ia_impl_path (path, sizeof path))
    {
      fprintf (stderr, "%s: error: cannot find the directory of %s\n",
	       name, plugin_info->full_name);
      return 1;
    }
  /* RTLD_GLOBAL is not needed: the plugin proper finds GCC's symbols in
     cc1 itself, which was linked with --export-dynamic.  */
  void *impl = dlopen (path, RTLD_NOW | RTLD_LOCAL);
  if (!impl)
    {
      fprintf (stderr, "%s: error: cannot load %s: %s\n", name, path,
	       dlerror ());
      return 1;
    }
  ia_init_fn init = (ia_init_fn) dlsym (impl, "ia_plugin_init");
  if (!init)
    {
      fprintf (stderr, "%s: error: %s has no ia_plugin_init\n", name, path);
      return 1;
    }
  return init (plugin_info, version);
}
