/* ia-options.cc -- the options of the inline_atomics plugin,
   -fplugin-arg-inline_atomics-KEY[=VALUE]: their defaults, their parsing
   and the errors and warnings that name a wrong one.  docs/options.md
   lists them for users.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   This file is part of inline-atomics.  It is free software: you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation, either
   version 3 of the License, or (at your option) any later version.  It is
   distributed WITHOUT ANY WARRANTY; see the GNU General Public License
   for more details.  */

#include "ia-plugin.h"

struct ia_options ia_options = {
  IA_MODE_INLINE,		/* mode  */
  false,			/* verbose  */
  IA_COLD_LLSC,			/* cold  */
  IA_HOIST_LOOP,		/* hoist  */
  IA_VERSION_AUTO		/* versioning  */
};

/* The keyword options and their values; the position of a value in its
   list is the value of the enumeration it sets.  The build note
   (ia-build-note.cc) names the values from the same lists.  */
const char *const ia_mode_values[] = { "inline", "call", "none", NULL };
const char *const ia_cold_values[] = { "llsc", "call", "inline", NULL };
const char *const ia_hoist_values[] = { "loop", "site", NULL };
const char *const ia_version_values[] = { "auto", "always", "never", NULL };

static const char ia_valid_options[]
  = "mode=inline|call|none, cold=llsc|call|inline, hoist=loop|site, "
    "version=auto|always|never, verbose and report=FILE";

/* Write the values of VALUES into BUF as "a|b|c".  */

static void
ia_join_values (const char *const *values, char *buf, size_t len)
{
  buf[0] = 0;
  for (unsigned i = 0; values[i]; i++)
    {
      if (i)
	strncat (buf, "|", len - strlen (buf) - 1);
      strncat (buf, values[i], len - strlen (buf) - 1);
    }
}

/* Parse the value of ARG, which must be one of VALUES, into *INDEX.
   BASE_NAME is the plugin's name.  Return false after an error.  */

static bool
ia_parse_choice (const char *base_name, const struct plugin_argument *arg,
		 const char *const *values, int *index)
{
  char valid[80];
  ia_join_values (values, valid, sizeof valid);
  if (!arg->value)
    {
      error ("no value supplied for option %<-fplugin-arg-%s-%s%>; "
	     "valid values are %qs", base_name, arg->key, valid);
      return false;
    }
  for (int i = 0; values[i]; i++)
    if (strcmp (arg->value, values[i]) == 0)
      {
	*index = i;
	return true;
      }
  error ("invalid value %qs for option %<-fplugin-arg-%s-%s%>; "
	 "valid values are %qs", arg->value, base_name, arg->key, valid);
  return false;
}

/* Parse one -fplugin-arg-inline_atomics-KEY[=VALUE] in ARG; BASE_NAME is
   the plugin's name as GCC reports it.  Set *TUNING when ARG only matters
   in mode=inline.  Return false after an error.  */

static bool
ia_parse_option (const char *base_name, const struct plugin_argument *arg,
		 bool *tuning)
{
  int index;
  if (strcmp (arg->key, "verbose") == 0)
    {
      if (arg->value)
	{
	  error ("option %<-fplugin-arg-%s-%s%> takes no value",
		 base_name, arg->key);
	  return false;
	}
      ia_options.verbose = true;
      return true;
    }
  if (strcmp (arg->key, "report") == 0)
    {
      if (!arg->value || !*arg->value)
	{
	  error ("no file name supplied for option %<-fplugin-arg-%s-%s%>",
		 base_name, arg->key);
	  return false;
	}
      return ia_report_open (arg->value);
    }
  if (strcmp (arg->key, "mode") == 0)
    {
      if (!ia_parse_choice (base_name, arg, ia_mode_values, &index))
	return false;
      ia_options.mode = (enum ia_mode) index;
      return true;
    }
  *tuning = true;
  if (strcmp (arg->key, "cold") == 0)
    {
      if (!ia_parse_choice (base_name, arg, ia_cold_values, &index))
	return false;
      ia_options.cold = (enum ia_cold) index;
      return true;
    }
  if (strcmp (arg->key, "hoist") == 0)
    {
      if (!ia_parse_choice (base_name, arg, ia_hoist_values, &index))
	return false;
      ia_options.hoist = (enum ia_hoist) index;
      return true;
    }
  if (strcmp (arg->key, "version") == 0)
    {
      if (!ia_parse_choice (base_name, arg, ia_version_values, &index))
	return false;
      ia_options.versioning = (enum ia_versioning) index;
      return true;
    }
  if (strcmp (arg->key, "split") == 0)
    {
      /* split=gimple|rtl chose between two ways of making a site until
	 December 2026.  The plugin now gives each site its form itself
	 (ia-decide.cc), so no value of it can be honoured, and a build
	 that asked for one must not go on as if it had been.  */
      error ("option %<-fplugin-arg-%s-%s%> is retired: the plugin "
	     "chooses how each site is made; remove the option",
	     base_name, arg->key);
      return false;
    }
  error ("unknown option %<-fplugin-arg-%s-%s%>; valid options are %s",
	 base_name, arg->key, ia_valid_options);
  return false;
}

/* Check the plugin's options as the user wrote them, before GCC's own
   parse of them is used: the command line as the driver decoded it
   (save_decoded_options), one OPT_fplugin_arg_ entry "BASE_NAME-KEY[=
   VALUE]" per option.  Two things cannot be seen in what GCC hands to
   plugin_init:
   - a VALUE that contains '=': GCC's parse_plugin_arg_opt (plugin.cc)
     then drops a character per extra '=', so "mode=none=" arrives as
     "none" and "report=a=b.json" as "a=b.jso";
   - a KEY given twice with different values: the last one would win
     (and report= would truncate the first file before the second).
   Both are errors naming what was written.  The same option twice, as
   a specs file given in CFLAGS and LDFLAGS makes it, is not.  Return
   false after an error.  */

static bool
ia_check_written_options (const char *base_name)
{
  size_t prefix = strlen (base_name);
  auto_vec<const char *> seen;
  bool ok = true;
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    {
      const struct cl_decoded_option *d = &save_decoded_options[i];
      if (d->opt_index != OPT_fplugin_arg_ || !d->arg
	  || strncmp (d->arg, base_name, prefix) != 0 || d->arg[prefix] != '-')
	continue;
      const char *text = d->arg + prefix + 1;
      const char *eq = strchr (text, '=');
      if (eq && strchr (eq + 1, '='))
	{
	  error ("the value %qs of option %<-fplugin-arg-%s-%.*s%> contains "
		 "%<=%>, which the parser of plugin options of GCC cannot "
		 "pass on",
		 eq + 1, base_name, (int) (eq - text), text);
	  ok = false;
	  continue;
	}
      size_t keylen = eq ? (size_t) (eq - text) : strlen (text);
      for (unsigned j = 0; j < seen.length (); j++)
	{
	  const char *other = seen[j];
	  const char *oeq = strchr (other, '=');
	  size_t olen = oeq ? (size_t) (oeq - other) : strlen (other);
	  if (olen == keylen && strncmp (other, text, keylen) == 0
	      && strcmp (other, text) != 0)
	    {
	      error ("option %<-fplugin-arg-%s-%.*s%> given twice, as %qs "
		     "and as %qs", base_name, (int) keylen, text, other, text);
	      ok = false;
	    }
	}
      seen.safe_push (text);
    }
  return ok;
}

/* Parse all of PLUGIN_INFO's arguments.  Return false after an error.  */

bool
ia_parse_options (struct plugin_name_args *plugin_info)
{
  const char *const base_name = plugin_info->base_name;
  if (!ia_check_written_options (base_name))
    return false;
  auto_vec<const char *> tuning_keys;
  for (int i = 0; i < plugin_info->argc; i++)
    {
      bool tuning = false;
      if (!ia_parse_option (base_name, &plugin_info->argv[i], &tuning))
	return false;
      if (tuning)
	tuning_keys.safe_push (plugin_info->argv[i].key);
    }
  /* cold=, hoist= and version= shape the inline expansion only.  */
  if (ia_options.mode != IA_MODE_INLINE)
    for (unsigned i = 0; i < tuning_keys.length (); i++)
      warning (0, "option %<-fplugin-arg-%s-%s%> has no effect with "
	       "%<mode=%s%>", base_name, tuning_keys[i],
	       ia_mode_values[ia_options.mode]);
  return true;
}
