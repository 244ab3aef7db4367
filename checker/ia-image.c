/* ia-image.c -- read one AArch64 ELF file with libelf into an
   ia_image (ia-image.h).

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Everything a file says about itself is checked before it is used:
   section data must lie inside the file (libelf refuses what does not,
   and the message names the file), symbol and relocation indices must
   name what exists.  A file that fails is reported and skipped; the
   checker goes on with the next.  */

#include <stdlib.h>
#include <string.h>

#include "ia-image.h"
#include "ia-check.h"

#define FLAG_NAME "__aarch64_have_lse_atomics"
#define NOTE_OWNER "inline-atomics"
#define NOTE_TYPE 1

/* Grow *V (of *N elements of SIZE bytes, *CAP allocated) by one and
   return the new element, zeroed.  */
static void *
push (void *v, size_t *n, size_t *cap, size_t size)
{
  void **vp = (void **) v;
  if (*n == *cap)
    {
      *cap = *cap ? 2 * *cap : 64;
      *vp = ia_xrealloc (*vp, *cap * size);
    }
  memset ((char *) *vp + *n * size, 0, size);
  return (char *) *vp + (*n)++ * size;
}

static int
cmp_sym (const void *a, const void *b)
{
  const struct ia_symbol *x = a, *y = b;
  return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static int
cmp_reloc (const void *a, const void *b)
{
  const struct ia_reloc *x = a, *y = b;
  return x->where < y->where ? -1 : x->where > y->where;
}

static int
cmp_range (const void *a, const void *b)
{
  const struct ia_range *x = a, *y = b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* Is NAME a mapping symbol ($x, $d, $x.N, $d.N)?  Returns its letter or
   0.  */
static int
mapping_symbol (const char *name)
{
  if (name[0] == '$' && (name[1] == 'x' || name[1] == 'd')
      && (name[2] == 0 || name[2] == '.'))
    return name[1];
  return 0;
}

/* The sections: index-aligned with the file's, so that st_shndx and
   sh_info index IMG->secs directly.  */
static const char *
load_sections (Elf *elf, struct ia_image *img)
{
  size_t shnum, shstrndx;
  Elf_Scn *scn = NULL;

  if (elf_getshdrnum (elf, &shnum) != 0
      || elf_getshdrstrndx (elf, &shstrndx) != 0)
    return elf_errmsg (-1);
  img->nsecs = shnum;
  img->secs = ia_xcalloc (shnum ? shnum : 1, sizeof *img->secs);
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr sh;
      size_t i = elf_ndxscn (scn);
      struct ia_section *s = &img->secs[i];
      if (i >= shnum || gelf_getshdr (scn, &sh) == NULL)
	return elf_errmsg (-1);
      s->name = elf_strptr (elf, shstrndx, sh.sh_name);
      if (s->name == NULL)
	s->name = "?";
      s->size = sh.sh_size;
      s->alloc = (sh.sh_flags & SHF_ALLOC) != 0;
      s->exec = (sh.sh_flags & SHF_EXECINSTR) != 0 && sh.sh_type == SHT_PROGBITS;
      s->write = (sh.sh_flags & SHF_WRITE) != 0;
      s->addr = img->rel ? (uint64_t) i << 32 : sh.sh_addr;
      if (img->rel && sh.sh_size >= (1ull << 32))
	return "a section of 4 GiB or more in an object";
      if ((s->alloc || sh.sh_type == SHT_NOTE) && sh.sh_type != SHT_NOBITS
	  && sh.sh_size > 0 && !(sh.sh_flags & SHF_COMPRESSED))
	{
	  Elf_Data *d = elf_getdata (scn, NULL);
	  if (d == NULL || d->d_size != sh.sh_size || d->d_buf == NULL)
	    return d == NULL ? elf_errmsg (-1) : "section data out of the file";
	  s->data = d->d_buf;
	}
    }
  return NULL;
}

/* The address of symbol SYM, number INDEX, in an object or linked file.  */
static uint64_t
symbol_address (const struct ia_image *img, const GElf_Sym *sym, size_t index)
{
  if (sym->st_shndx == SHN_UNDEF)
    return img->rel ? IA_UNDEF_BASE + ((uint64_t) index << 12) : 0;
  if (sym->st_shndx == SHN_ABS || sym->st_shndx >= img->nsecs)
    return sym->st_value;
  return img->rel ? img->secs[sym->st_shndx].addr + sym->st_value
		  : sym->st_value;
}

/* The symbols of the section SCN (a SHT_SYMTAB or SHT_DYNSYM), and the
   data ranges its mapping symbols mark.  */
static const char *
load_symbols (Elf *elf, Elf_Scn *scn, struct ia_image *img)
{
  GElf_Shdr sh;
  Elf_Data *d;
  size_t cap = 0, dcap = 0, n, i;
  struct ia_symbol *maps = NULL;
  size_t nmaps = 0, mcap = 0;

  if (gelf_getshdr (scn, &sh) == NULL || (d = elf_getdata (scn, NULL)) == NULL)
    return elf_errmsg (-1);
  n = sh.sh_entsize ? sh.sh_size / sh.sh_entsize : 0;
  for (i = 1; i < n; i++)
    {
      GElf_Sym sym;
      const char *name;
      int type, m;
      if (gelf_getsym (d, (int) i, &sym) == NULL)
	return elf_errmsg (-1);
      name = elf_strptr (elf, sh.sh_link, sym.st_name);
      if (name == NULL)
	continue;
      type = GELF_ST_TYPE (sym.st_info);
      if (strcmp (name, FLAG_NAME) == 0
	  && (sym.st_shndx != SHN_UNDEF || img->rel))
	{
	  img->flag = symbol_address (img, &sym, i);
	  img->flag_known = 1;
	}
      if (sym.st_shndx == SHN_UNDEF || sym.st_shndx >= img->nsecs
	  || type == STT_SECTION || type == STT_FILE || type == STT_TLS)
	continue;
      if ((m = mapping_symbol (name)) != 0)
	{
	  struct ia_symbol *ms = push (&maps, &nmaps, &mcap, sizeof *ms);
	  ms->addr = symbol_address (img, &sym, i);
	  ms->type = m;
	  ms->section = sym.st_shndx;
	  continue;
	}
      if (type == STT_GNU_IFUNC)
	{
	  size_t rc = img->nresolvers;
	  uint64_t *r = push (&img->resolvers, &img->nresolvers, &rc,
			      sizeof *r);
	  *r = symbol_address (img, &sym, i);
	}
      {
	struct ia_symbol *s = push (&img->syms, &img->nsyms, &cap, sizeof *s);
	s->name = name;
	s->addr = symbol_address (img, &sym, i);
	s->size = sym.st_size;
	s->type = type;
	s->bind = GELF_ST_BIND (sym.st_info);
	s->section = sym.st_shndx;
      }
    }
  /* A $d starts data, the next $x (or the section's end) ends it.  */
  qsort (maps, nmaps, sizeof *maps, cmp_sym);
  for (i = 0; i < nmaps; i++)
    if (maps[i].type == 'd')
      {
	const struct ia_section *s = &img->secs[maps[i].section];
	struct ia_range *r = push (&img->data, &img->ndata, &dcap, sizeof *r);
	size_t j;
	r->lo = maps[i].addr;
	r->hi = s->addr + s->size;
	for (j = i + 1; j < nmaps; j++)
	  if (maps[j].section == maps[i].section && maps[j].addr > r->lo)
	    {
	      if (maps[j].type == 'x')
		{
		  r->hi = maps[j].addr;
		  break;
		}
	    }
      }
  free (maps);
  qsort (img->syms, img->nsyms, sizeof *img->syms, cmp_sym);
  qsort (img->data, img->ndata, sizeof *img->data, cmp_range);
  return NULL;
}

/* One SHT_RELA section SCN.  In an object: the relocations of an
   allocated section.  In a linked file: PLT slots and IRELATIVE
   entries.  */
static const char *
load_relocs (Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh,
	     struct ia_image *img, size_t *cap, size_t *pcap)
{
  Elf_Scn *symscn;
  GElf_Shdr symsh;
  Elf_Data *d, *symd = NULL;
  size_t n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0, i, nsyms = 0;

  if (img->rel && (sh->sh_info == 0 || sh->sh_info >= img->nsecs
		   || !img->secs[sh->sh_info].alloc))
    return NULL;
  if ((d = elf_getdata (scn, NULL)) == NULL)
    return elf_errmsg (-1);
  symscn = elf_getscn (elf, sh->sh_link);
  if (symscn != NULL && gelf_getshdr (symscn, &symsh) != NULL
      && (symsh.sh_type == SHT_SYMTAB || symsh.sh_type == SHT_DYNSYM))
    {
      symd = elf_getdata (symscn, NULL);
      nsyms = symsh.sh_entsize ? symsh.sh_size / symsh.sh_entsize : 0;
    }
  for (i = 0; i < n; i++)
    {
      GElf_Rela r;
      GElf_Sym sym;
      size_t si;
      uint32_t type;
      const char *name = "";
      uint64_t s = 0;
      if (gelf_getrela (d, (int) i, &r) == NULL)
	return elf_errmsg (-1);
      si = GELF_R_SYM (r.r_info);
      type = GELF_R_TYPE (r.r_info);
      if (si != 0 && symd != NULL && si < nsyms
	  && gelf_getsym (symd, (int) si, &sym) != NULL)
	{
	  name = elf_strptr (elf, symsh.sh_link, sym.st_name);
	  if (name == NULL || GELF_ST_TYPE (sym.st_info) == STT_SECTION)
	    name = "";
	  s = symbol_address (img, &sym, si);
	}
      else if (si != 0)
	return "a relocation names a symbol that does not exist";
      if (img->rel)
	{
	  struct ia_reloc *x = push (&img->relocs, &img->nrelocs, cap,
				     sizeof *x);
	  x->where = img->secs[sh->sh_info].addr + r.r_offset;
	  x->value = s + (uint64_t) r.r_addend;
	  x->type = type;
	  x->sym = name;
	}
      else if (type == R_AARCH64_JUMP_SLOT)
	{
	  struct ia_reloc *x = push (&img->plt, &img->nplt, pcap, sizeof *x);
	  x->where = r.r_offset;
	  x->type = type;
	  x->sym = name;
	}
      else if (type == R_AARCH64_IRELATIVE)
	{
	  size_t rc = img->nresolvers;
	  uint64_t *v = push (&img->resolvers, &img->nresolvers, &rc,
			      sizeof *v);
	  *v = (uint64_t) r.r_addend;
	}
    }
  return NULL;
}

/* The descriptions of the plugin's notes in the SHT_NOTE section SCN.  */
static void
load_notes (Elf_Scn *scn, struct ia_image *img, size_t *cap)
{
  Elf_Data *d = elf_getdata (scn, NULL);
  size_t off = 0, next, name_off, desc_off;
  GElf_Nhdr nh;

  if (d == NULL)
    return;
  while (off < d->d_size
	 && (next = gelf_getnote (d, off, &nh, &name_off, &desc_off)) > 0)
    {
      const char *name = (const char *) d->d_buf + name_off;
      if (nh.n_type == NOTE_TYPE && nh.n_namesz == sizeof NOTE_OWNER
	  && memcmp (name, NOTE_OWNER, sizeof NOTE_OWNER) == 0)
	{
	  char **s = push (&img->notes, &img->nnotes, cap, sizeof *s);
	  *s = ia_xstrndup ((const char *) d->d_buf + desc_off, nh.n_descsz);
	}
      off = next;
    }
}

/* Do the headers and the sections' contents of ELF lie inside the
   file?  libelf checks what it reads; a file cut short behind its last
   section header would otherwise look like a file with no sections.  */
static const char *
check_extent (Elf *elf, const GElf_Ehdr *eh)
{
  size_t size = 0, shnum;
  Elf_Scn *scn = NULL;

  if (elf_rawfile (elf, &size) == NULL)
    return elf_errmsg (-1);
  if (eh->e_shoff == 0 || eh->e_shnum == 0)
    {
      if (eh->e_type == ET_REL)
	return "an object without section headers";
    }
  else if (eh->e_shoff > size
	   || (uint64_t) eh->e_shnum * eh->e_shentsize > size - eh->e_shoff)
    return "truncated: the section headers lie past the end of the file";
  if (eh->e_phoff != 0
      && (eh->e_phoff > size
	  || (uint64_t) eh->e_phnum * eh->e_phentsize > size - eh->e_phoff))
    return "truncated: the program headers lie past the end of the file";
  if (elf_getshdrnum (elf, &shnum) != 0)
    return elf_errmsg (-1);
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr sh;
      if (gelf_getshdr (scn, &sh) == NULL)
	return elf_errmsg (-1);
      if (sh.sh_type != SHT_NOBITS && sh.sh_type != SHT_NULL
	  && (sh.sh_offset > size || sh.sh_size > size - sh.sh_offset))
	return "truncated: a section lies past the end of the file";
    }
  return NULL;
}

const char *
ia_image_load (Elf *elf, const char *path, struct ia_image *img)
{
  GElf_Ehdr eh;
  Elf_Scn *scn = NULL, *symtab = NULL, *dynsym = NULL;
  const char *err;
  size_t cap = 0, pcap = 0, ncap = 0;

  memset (img, 0, sizeof *img);
  img->path = path;
  if (elf_kind (elf) != ELF_K_ELF)
    return "not an ELF file";
  if (gelf_getehdr (elf, &eh) == NULL)
    return elf_errmsg (-1);
  if (eh.e_machine != EM_AARCH64)
    return "not AArch64";
  if (eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_ident[EI_DATA] != ELFDATA2LSB)
    return "AArch64 but not little-endian ELF64 (ILP32 or big-endian)";
  if (eh.e_type != ET_REL && eh.e_type != ET_EXEC && eh.e_type != ET_DYN)
    return "not an object, executable or shared object";
  img->rel = eh.e_type == ET_REL;
  if ((err = check_extent (elf, &eh)) != NULL)
    return err;
  if ((err = load_sections (elf, img)) != NULL)
    return err;
  while ((scn = elf_nextscn (elf, scn)) != NULL)
    {
      GElf_Shdr sh;
      if (gelf_getshdr (scn, &sh) == NULL)
	return elf_errmsg (-1);
      if (sh.sh_type == SHT_SYMTAB)
	symtab = scn;
      else if (sh.sh_type == SHT_DYNSYM)
	dynsym = scn;
      else if (sh.sh_type == SHT_RELA
	       && (err = load_relocs (elf, scn, &sh, img, &cap, &pcap)) != NULL)
	return err;
      else if (sh.sh_type == SHT_NOTE)
	load_notes (scn, img, &ncap);
    }
  img->has_symtab = symtab != NULL;
  if ((symtab || dynsym)
      && (err = load_symbols (elf, symtab ? symtab : dynsym, img)) != NULL)
    return err;
  qsort (img->relocs, img->nrelocs, sizeof *img->relocs, cmp_reloc);
  qsort (img->plt, img->nplt, sizeof *img->plt, cmp_reloc);
  return NULL;
}

void
ia_image_free (struct ia_image *img)
{
  size_t i;
  for (i = 0; i < img->nnotes; i++)
    free (img->notes[i]);
  free (img->notes);
  free (img->secs);
  free (img->syms);
  free (img->relocs);
  free (img->plt);
  free (img->resolvers);
  free (img->data);
  memset (img, 0, sizeof *img);
}

const struct ia_section *
ia_image_section_at (const struct ia_image *img, uint64_t addr)
{
  size_t i;
  /* Few sections: a linear walk is as fast as anything here.  */
  for (i = 1; i < img->nsecs; i++)
    {
      const struct ia_section *s = &img->secs[i];
      if ((s->alloc || img->rel) && s->data && addr >= s->addr
	  && addr - s->addr < s->size)
	return s;
    }
  return NULL;
}

const struct ia_reloc *
ia_image_reloc_at (const struct ia_image *img, uint64_t addr)
{
  size_t lo = 0, hi = img->nrelocs;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (img->relocs[mid].where < addr)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo < img->nrelocs && img->relocs[lo].where == addr
	 ? &img->relocs[lo] : NULL;
}

int
ia_image_read (const struct ia_image *img, uint64_t addr, unsigned size,
	       uint64_t *out)
{
  const struct ia_section *s = ia_image_section_at (img, addr);
  const struct ia_reloc *r;
  uint64_t v = 0;
  unsigned i;

  if (img->rel && size == 8 && (r = ia_image_reloc_at (img, addr)) != NULL)
    {
      if (r->type != R_AARCH64_ABS64)
	return 0;
      *out = r->value;
      return 1;
    }
  if (s == NULL || addr - s->addr > s->size - size)
    return 0;
  for (i = 0; i < size; i++)
    v |= (uint64_t) s->data[addr - s->addr + i] << (8 * i);
  *out = v;
  return 1;
}

const char *
ia_image_symbol_at (const struct ia_image *img, uint64_t addr)
{
  size_t lo = 0, hi = img->nsyms;
  const char *best = NULL;
  int best_rank = -1;

  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (img->syms[mid].addr < addr)
	lo = mid + 1;
      else
	hi = mid;
    }
  for (; lo < img->nsyms && img->syms[lo].addr == addr; lo++)
    {
      const struct ia_symbol *s = &img->syms[lo];
      int rank = (s->type == STT_FUNC || s->type == STT_GNU_IFUNC) * 2
		 + (s->bind != STB_LOCAL);
      if (rank > best_rank)
	{
	  best = s->name;
	  best_rank = rank;
	}
    }
  return best;
}

int
ia_image_in_data (const struct ia_image *img, uint64_t addr)
{
  size_t lo = 0, hi = img->ndata;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (img->data[mid].hi <= addr)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo < img->ndata && img->data[lo].lo <= addr && addr < img->data[lo].hi;
}
