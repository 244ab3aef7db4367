/* ia-image.h -- one AArch64 ELF file as the checker sees it: its
   sections at their addresses, its symbols, the relocations that name
   what the code refers to, and its plugin notes.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Linked files (executables, shared objects) are seen at their link
   addresses.  A relocatable object has none, so each of its sections is
   given one of its own, section N at N << 32, and each undefined
   symbol an address above them (IA_UNDEF_BASE): page and low-12-bit
   arithmetic then works the same on both, and a relocation is "applied"
   by the analysis when it reads the instruction or word it patches
   (ia_image_reloc_at).  */

#ifndef IA_IMAGE_H
#define IA_IMAGE_H

#include <stddef.h>
#include <stdint.h>
#include <gelf.h>

#define IA_UNDEF_BASE 0xff00000000000000ull

struct ia_section
{
  const char *name;
  uint64_t addr, size;
  const unsigned char *data;	/* NULL for SHT_NOBITS */
  unsigned exec : 1, alloc : 1, write : 1;
};

struct ia_symbol
{
  const char *name;
  uint64_t addr, size;
  unsigned char type, bind;
  int section;			/* index into ia_image.secs, or -1 */
};

/* A relocation of an object's code or data, or a PLT slot or IRELATIVE
   entry of a linked file.  VALUE is S + A at the image's addresses.  */
struct ia_reloc
{
  uint64_t where;
  uint64_t value;
  uint32_t type;
  const char *sym;		/* "" for none */
};

/* An address range that holds data, not code ($d mapping symbols).  */
struct ia_range
{
  uint64_t lo, hi;
};

struct ia_image
{
  const char *path;
  int rel;			/* ET_REL */
  int has_symtab;		/* .symtab (not only .dynsym) */
  struct ia_section *secs;
  size_t nsecs;
  struct ia_symbol *syms;	/* sorted by address */
  size_t nsyms;
  struct ia_reloc *relocs;	/* sorted by where */
  size_t nrelocs;
  struct ia_reloc *plt;		/* JUMP_SLOT: where = GOT slot */
  size_t nplt;
  uint64_t *resolvers;		/* IFUNC resolvers (IRELATIVE, STT_GNU_IFUNC) */
  size_t nresolvers;
  struct ia_range *data;	/* sorted */
  size_t ndata;
  uint64_t flag;		/* address of __aarch64_have_lse_atomics */
  int flag_known;		/* 1 by symbol, 2 inferred, 0 unknown */
  char **notes;			/* desc strings of the plugin's notes */
  size_t nnotes;
};

/* Fill IMG from ELF; return NULL, or a message saying why the file
   cannot be checked (not AArch64, truncated, ...).  */
const char *ia_image_load (Elf *elf, const char *path, struct ia_image *img);
void ia_image_free (struct ia_image *img);

/* The section holding ADDR, or NULL.  */
const struct ia_section *ia_image_section_at (const struct ia_image *img,
					      uint64_t addr);
/* The relocation patching ADDR, or NULL.  */
const struct ia_reloc *ia_image_reloc_at (const struct ia_image *img,
					  uint64_t addr);
/* Read the SIZE-byte (1, 4 or 8) little-endian word at ADDR into *OUT,
   with a relocation applied; return 0 if it is not in the file.  */
int ia_image_read (const struct ia_image *img, uint64_t addr, unsigned size,
		   uint64_t *out);
/* The name of a symbol at exactly ADDR, preferring functions, or NULL.  */
const char *ia_image_symbol_at (const struct ia_image *img, uint64_t addr);
/* Is ADDR in a $d range?  */
int ia_image_in_data (const struct ia_image *img, uint64_t addr);

#endif /* IA_IMAGE_H */
