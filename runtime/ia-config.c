/* ia-config.c -- read HWCAP and the environment, once per process.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: MIT

   INLINE_ATOMICS_LSE=0 forces the LL/SC path; INLINE_ATOMICS_SPIN=
   KIND[:COUNT] chooses the spin-wait hint.  A value that is not
   understood changes nothing but prints one line on stderr.

   This may run from .preinit_array, before the C library's own
   constructors, so it uses only getauxval, write and the environment
   block.  getauxval works as soon as the dynamic linker (or the static
   startup code) has read the auxiliary vector.  The environment does
   not: in a dynamically linked program glibc sets environ in libc's own
   initialiser, which runs after the executable's .preinit_array, so
   getenv finds nothing there.  glibc passes (argc, argv, envp) to every
   .preinit_array function, and ia-preinit.c hands ENVP down to us for
   that case.  In libinlineatomics.so this is the one copy in the
   process, so the warnings appear once however many modules ask.  */

/* For environ.  */
#define _GNU_SOURCE 1

#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/auxv.h>

#include "ia-runtime.h"

/* NAME's value in the environment, or NULL.  Use ENVP, the block the
   startup code passed to .preinit_array, only while the C library has
   not set environ yet; afterwards environ is the truth (the program may
   have changed it, e.g. before a dlopen).  */

static const char *
ia_getenv (char **envp, const char *name)
{
  size_t len = strlen (name);

  if (environ != NULL || envp == NULL)
    return getenv (name);
  for (; *envp != NULL; envp++)
    if (strncmp (*envp, name, len) == 0 && (*envp)[len] == '=')
      return *envp + len + 1;
  return NULL;
}

/* The longest part of a bad value that a warning quotes.  */
#define IA_QUOTE_MAX 40

/* A warning line being built; always NUL-terminated.  */
struct ia_msg
{
  char text[160];
  unsigned int len;
};

static void
ia_msg_add (struct ia_msg *msg, const char *s)
{
  while (*s && msg->len < sizeof msg->text - 2)
    msg->text[msg->len++] = *s++;
  msg->text[msg->len] = 0;
}

/* Add VALUE in quotes, cut to IA_QUOTE_MAX bytes and with control bytes
   replaced, so that the warning stays one line whatever the value.  */

static void
ia_msg_add_quoted (struct ia_msg *msg, const char *value)
{
  char buf[IA_QUOTE_MAX + 4];
  unsigned int i;

  for (i = 0; value[i] && i < IA_QUOTE_MAX; i++)
    buf[i] = (unsigned char) value[i] < 0x20 || value[i] == 0x7f
	     ? '?' : value[i];
  if (value[i])
    buf[i++] = '.', buf[i++] = '.', buf[i++] = '.';
  buf[i] = 0;
  ia_msg_add (msg, "'");
  ia_msg_add (msg, buf);
  ia_msg_add (msg, "'");
}

/* Write MSG as one line on stderr, in one write so that it is not
   interleaved with other output.  */

static void
ia_msg_emit (struct ia_msg *msg)
{
  ssize_t done;

  if (msg->len == 0)
    return;
  msg->text[msg->len++] = '\n';
  done = write (STDERR_FILENO, msg->text, msg->len);
  (void) done;
}

/* The kinds INLINE_ATOMICS_SPIN accepts.  */
static const struct
{
  const char *name;
  unsigned char kind;
} ia_spin_kinds[] = {
  { "sb", IA_SPIN_SB },
  { "isb", IA_SPIN_ISB },
  { "yield", IA_SPIN_YIELD },
  { "nop", IA_SPIN_NOP },
  { "none", IA_SPIN_NONE },
};

/* Parse COUNT, 1 to IA_SPIN_COUNT_MAX in decimal without sign, spaces
   or leading zeros.  Return it, or 0 if it is not one.  */

static unsigned int
ia_parse_count (const char *s)
{
  unsigned int n = 0;

  if (*s < '1' || *s > '9')
    return 0;
  for (; *s; s++)
    {
      if (*s < '0' || *s > '9')
	return 0;
      n = n * 10 + (*s - '0');
      if (n > IA_SPIN_COUNT_MAX)
	return 0;
    }
  return n;
}

/* Parse KIND[:COUNT].  Return its hint byte, or 0 if it is malformed.  */

static unsigned int
ia_parse_spin (const char *value)
{
  const char *colon = strchr (value, ':');
  size_t kind_len = colon ? (size_t) (colon - value) : strlen (value);
  unsigned int count = colon ? ia_parse_count (colon + 1) : 1;
  unsigned int i;

  if (count == 0)
    return 0;
  for (i = 0; i < sizeof ia_spin_kinds / sizeof ia_spin_kinds[0]; i++)
    if (strlen (ia_spin_kinds[i].name) == kind_len
	&& memcmp (ia_spin_kinds[i].name, value, kind_len) == 0)
      return IA_SPIN_HINT (ia_spin_kinds[i].kind, count);
  return 0;
}

/* INLINE_ATOMICS_LSE in ENVP: "0" forces the LL/SC path; anything else only
   earns a warning in MSG.  In particular "1" cannot force LSE on: the
   flag always follows HWCAP_ATOMICS.  */

static int
ia_read_lse (char **envp, struct ia_msg *msg)
{
  const char *value = ia_getenv (envp, "INLINE_ATOMICS_LSE");

  if (value == NULL)
    return 0;
  if (strcmp (value, "0") == 0)
    return 1;
  ia_msg_add (msg, "inline-atomics: ignoring INLINE_ATOMICS_LSE=");
  ia_msg_add_quoted (msg, value);
  ia_msg_add (msg, ": only 0 (use the LL/SC path) is recognised");
  return 0;
}

/* INLINE_ATOMICS_SPIN in ENVP for a CPU with HWCAP: a hint byte, or 0 for the
   default, with a warning in MSG when the value is malformed or names
   SB on a CPU without FEAT_SB.  */

static unsigned int
ia_read_spin (char **envp, unsigned long hwcap, struct ia_msg *msg)
{
  const char *value = ia_getenv (envp, "INLINE_ATOMICS_SPIN");
  unsigned int hint;
  const char *fallback = (hwcap & HWCAP_SB) ? "sb:1" : "isb:1";

  if (value == NULL)
    return 0;
  hint = ia_parse_spin (value);
  if (hint == 0)
    {
      ia_msg_add (msg, "inline-atomics: ignoring INLINE_ATOMICS_SPIN=");
      ia_msg_add_quoted (msg, value);
      ia_msg_add (msg, ": not KIND[:COUNT] with KIND sb, isb, yield, nop"
		  " or none and COUNT 1-16; using ");
      ia_msg_add (msg, fallback);
      return 0;
    }
  if (IA_SPIN_HINT_KIND (hint) == IA_SPIN_SB && !(hwcap & HWCAP_SB))
    {
      ia_msg_add (msg, "inline-atomics: ignoring INLINE_ATOMICS_SPIN=");
      ia_msg_add_quoted (msg, value);
      ia_msg_add (msg, ": this CPU has no SB instruction; using ");
      ia_msg_add (msg, fallback);
      return 0;
    }
  return hint;
}

/* The decision, once it is made, and whether a caller has claimed the
   right to publish it (and print its warnings).  */
static struct ia_config ia_config;
static unsigned char ia_config_claimed;
static unsigned char ia_config_ready;

/* Fill *CONFIG with this process's HWCAP and environment settings.
   ENVP is the environment block if the caller was given one, else NULL.
   The first caller decides and warns; a caller that races with it
   computes the same answer from the same inputs and keeps quiet.  */

void
__ia_get_config (struct ia_config *config, char **envp)
{
  struct ia_msg lse_msg = { "", 0 }, spin_msg = { "", 0 };
  struct ia_config fresh;

  if (__atomic_load_n (&ia_config_ready, __ATOMIC_ACQUIRE))
    {
      *config = ia_config;
      return;
    }
  fresh.hwcap = getauxval (AT_HWCAP);
  fresh.lse_forced_off = ia_read_lse (envp, &lse_msg);
  fresh.spin_request = ia_read_spin (envp, fresh.hwcap, &spin_msg);
  *config = fresh;
  if (__atomic_exchange_n (&ia_config_claimed, 1, __ATOMIC_ACQ_REL))
    return;
  ia_msg_emit (&lse_msg);
  ia_msg_emit (&spin_msg);
  ia_config = fresh;
  __atomic_store_n (&ia_config_ready, 1, __ATOMIC_RELEASE);
}
