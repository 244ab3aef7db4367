/* ia-input.c -- walk directories, open ELF files and static archives
   with libelf, unpack Debian packages.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   A .deb is unpacked by dpkg-deb -x into a private directory under
   $TMPDIR (mkdtemp, mode 0700), walked like any directory with its
   files reported as PACKAGE.deb:/path/in/package, and removed again.
   Reading the ar member and decompressing data.tar.{xz,zst,gz} here
   would duplicate dpkg; dpkg-deb is there wherever .debs are built.

   Inside a directory or package, symbolic links are not followed (the
   file they name is checked where it is), and files that are not ELF
   at all are passed over in silence; ELF files for other machines are
   counted as skipped.  A path named on the command line must be
   AArch64 ELF, an archive of it, a directory or a .deb.  */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <libelf.h>

#include "ia-input.h"
#include "ia-analyze.h"
#include "ia-image.h"
#include "ia-report.h"

extern char **environ;

static void walk (struct ia_run *run, const char *dir, const char *shown);

void
ia_input_error (struct ia_run *run, const char *path, const char *msg)
{
  fprintf (stderr, "inline-atomics-check: %s: %s\n", path, msg);
  run->errors++;
  ia_report_error (run, path, msg);
}

/* What kind of file IMG is: an object, an executable (a PIE too: a
   shared object with an .interp section), or a shared object.  */
static const char *
image_kind (Elf *elf, const struct ia_image *img)
{
  GElf_Ehdr eh;
  size_t i;

  if (gelf_getehdr (elf, &eh) == NULL || eh.e_type == ET_REL)
    return "object";
  if (eh.e_type == ET_EXEC)
    return "executable";
  for (i = 1; i < img->nsecs; i++)
    if (strcmp (img->secs[i].name, ".interp") == 0)
      return "PIE executable";
  return "shared object";
}

/* Check one ELF file (or archive member) ELF, reported as SHOWN.  */
static void
check_elf (struct ia_run *run, Elf *elf, const char *shown, int explicit_p)
{
  struct ia_image img;
  struct ia_file f;
  const char *err = ia_image_load (elf, shown, &img);

  if (err != NULL)
    {
      if (!explicit_p && (strcmp (err, "not AArch64") == 0
			  || strcmp (err, "not an ELF file") == 0))
	{
	  run->skipped++;
	  if (run->opt->verbose && !run->opt->json)
	    printf ("%s: skipped: %s\n", shown, err);
	}
      else
	ia_input_error (run, shown, err);
      ia_image_free (&img);
      return;
    }
  if (run->opt->dump_insns)
    {
      ia_dump_insns (&img, stdout);
      ia_image_free (&img);
      return;
    }
  memset (&f, 0, sizeof f);
  f.path = ia_xstrdup (shown);
  f.kind = image_kind (elf, &img);
  ia_analyze (&img, &f);
  run->checked++;
  ia_report_file (run, &f);
  ia_file_free (&f);
  ia_image_free (&img);
}

/* Check the members of the archive AR, opened from FD, as
   "SHOWN(member)".  */
static void
check_archive (struct ia_run *run, int fd, Elf *ar, const char *shown)
{
  Elf_Cmd cmd = ELF_C_READ_MMAP;
  Elf *m;
  unsigned members = 0;

  for (;;)
    {
      elf_errno ();		/* clear what the last member left */
      m = elf_begin (fd, cmd, ar);
      if (m == NULL)
	{
	  /* After the last member elf_next said ELF_C_NULL; a NULL
	     before that is a member libelf could not read.  */
	  if (cmd != ELF_C_NULL || elf_errno () != 0)
	    {
	      char msg[64];
	      snprintf (msg, sizeof msg, "corrupt archive after %u members",
			members);
	      ia_input_error (run, shown, msg);
	    }
	  break;
	}
      {
      Elf_Arhdr *h = elf_getarhdr (m);
      const char *name = h && h->ar_name ? h->ar_name : "?";
      if (name[0] != '/')
	{
	  char *member = ia_xasprintf ("%s(%s)", shown, name);
	  members++;
	  if (elf_kind (m) == ELF_K_ELF)
	    check_elf (run, m, member, 1);
	  else if (elf_kind (m) == ELF_K_AR)
	    ia_input_error (run, member, "an archive inside an archive");
	  else
	    ia_input_error (run, member, "an archive member that is not ELF");
	  free (member);
	}
      cmd = elf_next (m);
      elf_end (m);
      }
    }
}

/* Remove the tree at PATH (nftw callback).  */
static int
remove_entry (const char *path, const struct stat *st, int flag,
	      struct FTW *ftw)
{
  (void) st; (void) flag; (void) ftw;
  remove (path);
  return 0;
}

/* Unpack the Debian package PATH (reported as SHOWN_AS) with dpkg-deb
   -x and check its files.  */
static void
check_deb (struct ia_run *run, const char *path, const char *shown_as)
{
  const char *tmp = getenv ("TMPDIR");
  char *dir = ia_xasprintf ("%s/ia-check.XXXXXX", tmp && *tmp ? tmp : "/tmp");
  char *argv[] = { (char *) "dpkg-deb", (char *) "-x", (char *) path, dir, NULL };
  posix_spawn_file_actions_t fa;
  pid_t pid;
  int status = -1;

  if (mkdtemp (dir) == NULL)
    {
      ia_input_error (run, shown_as, "cannot make a temporary directory");
      free (dir);
      return;
    }
  posix_spawn_file_actions_init (&fa);
  posix_spawn_file_actions_addopen (&fa, 1, "/dev/null", O_WRONLY, 0);
  if (posix_spawnp (&pid, "dpkg-deb", &fa, NULL, argv, environ) != 0)
    ia_input_error (run, shown_as, "cannot run dpkg-deb (install dpkg)");
  else if (waitpid (pid, &status, 0) < 0 || !WIFEXITED (status)
	   || WEXITSTATUS (status) != 0)
    ia_input_error (run, shown_as, "dpkg-deb -x failed: not a valid .deb");
  else
    {
      char *shown = ia_xasprintf ("%s:", shown_as);
      walk (run, dir, shown);
      free (shown);
    }
  posix_spawn_file_actions_destroy (&fa);
  nftw (dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
  free (dir);
}

/* Check the regular file PATH, reported as SHOWN.  */
static void
check_file (struct ia_run *run, const char *path, const char *shown,
	    int explicit_p)
{
  unsigned char magic[8];
  size_t len = strlen (path);
  int fd = open (path, O_RDONLY);
  ssize_t got;
  Elf *elf;

  if (fd < 0)
    {
      ia_input_error (run, shown, strerror (errno));
      return;
    }
  got = read (fd, magic, sizeof magic);
  if (got == 8 && memcmp (magic, "!<arch>\n", 8) == 0 && len > 4
      && strcmp (path + len - 4, ".deb") == 0)
    {
      close (fd);
      check_deb (run, path, shown);
      return;
    }
  if (!(got >= 4 && memcmp (magic, "\177ELF", 4) == 0)
      && !(got == 8 && memcmp (magic, "!<arch>\n", 8) == 0))
    {
      if (explicit_p)
	ia_input_error (run, shown, got < 0 ? strerror (errno)
			: "not an ELF file, static archive or .deb");
      close (fd);
      return;
    }
  elf = elf_begin (fd, ELF_C_READ_MMAP, NULL);
  if (elf == NULL)
    ia_input_error (run, shown, elf_errmsg (-1));
  else if (elf_kind (elf) == ELF_K_AR)
    check_archive (run, fd, elf, shown);
  else
    check_elf (run, elf, shown, explicit_p);
  if (elf)
    elf_end (elf);
  close (fd);
}

/* Check every file under DIR, reported as SHOWN followed by the path
   below DIR.  */
static void
walk (struct ia_run *run, const char *dir, const char *shown)
{
  struct dirent **names;
  int n = scandir (dir, &names, NULL, alphasort), i;

  if (n < 0)
    {
      ia_input_error (run, shown, strerror (errno));
      return;
    }
  for (i = 0; i < n; i++)
    {
      const char *e = names[i]->d_name;
      char *path, *sub;
      struct stat st;
      if (strcmp (e, ".") == 0 || strcmp (e, "..") == 0)
	{
	  free (names[i]);
	  continue;
	}
      path = ia_xasprintf ("%s/%s", dir, e);
      sub = ia_xasprintf ("%s%s%s", shown,
			  shown[0] && shown[strlen (shown) - 1] == '/' ? "" : "/",
			  e);
      if (lstat (path, &st) == 0)
	{
	  if (S_ISDIR (st.st_mode))
	    walk (run, path, sub);
	  else if (S_ISREG (st.st_mode))
	    check_file (run, path, sub, 0);
	}
      free (path);
      free (sub);
      free (names[i]);
    }
  free (names);
}

void
ia_input_path (struct ia_run *run, const char *path, int explicit_p)
{
  struct stat st;

  if (stat (path, &st) != 0)
    ia_input_error (run, path, strerror (errno));
  else if (S_ISDIR (st.st_mode))
    walk (run, path, path);
  else if (S_ISREG (st.st_mode))
    check_file (run, path, path, explicit_p);
  else
    ia_input_error (run, path, "not a regular file or directory");
}
