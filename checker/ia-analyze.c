/* ia-analyze.c -- the functions of one ELF file, the helper calls they
   make and the LSE instructions they hold.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   Functions are the file's function symbols (.symtab, else .dynsym);
   code no symbol covers becomes an unnamed function "<.text+0xOFF>"
   that runs to the next symbol, so a stripped file is still covered
   whole.  Each function is decoded once (relocations applied in an
   object, ia-image.h), and then:

   helper calls   a BL or B (leaving the function) whose target is an
                  __aarch64_* helper: in an object, by the symbol of its
                  CALL26/JUMP26 relocation; in a linked file, by the
                  symbol at the target, by the PLT entry's JUMP_SLOT
                  symbol when the target is in .plt, or, where no
                  symbol names the target (stripped files), by the
                  helper's code shape (helper_shape below);
   LSE            each instruction is "helper" inside a helper (by name,
                  or by shape in an unnamed function), else "guarded"
                  when ia-guard.c says so, else "ifunc" in a function an
                  IFUNC resolver selects, else "unguarded".

   The flag's address comes from the symbol __aarch64_have_lse_atomics;
   a linked file without it (stripped) gets the byte address that most
   "load byte, test, LSE instruction" sequences use (infer_flag).  */

#include <stdlib.h>
#include <string.h>

#include "ia-analyze.h"
#include "ia-decode.h"
#include "ia-guard.h"

/* A function to analyse: [LO, HI) in section SEC.  */
struct fn
{
  uint64_t lo, hi;
  const char *name;		/* NULL: unnamed */
  const struct ia_section *sec;
};

static int
code_section_p (const struct ia_section *s)
{
  return s->exec && s->data && s->size >= 4 && strcmp (s->name, ".plt") != 0
	 && strcmp (s->name, ".iplt") != 0;
}

static uint32_t
word_at (const struct ia_section *s, uint64_t pc)
{
  const unsigned char *p = s->data + (pc - s->addr);
  return p[0] | (p[1] << 8) | (p[2] << 16) | ((uint32_t) p[3] << 24);
}

/* Put the relocation R of the instruction into *INSN, as the linker
   would; set *CALLEE to the symbol of a call or jump.  A relocation the
   checker does not follow (GOT, TLS) makes the value unknown.  */
static void
apply_reloc (const struct ia_reloc *r, struct ia_insn *insn,
	     const char **callee)
{
  enum ia_kind k = insn->kind;
  switch (r->type)
    {
    case 275: case 276:			/* ADR_PREL_PG_HI21(_NC) */
      if (k == IA_K_ADRP)
	{
	  insn->target = r->value & ~0xfffull;
	  return;
	}
      break;
    case 274:				/* ADR_PREL_LO21 */
      if (k == IA_K_ADR)
	{
	  insn->target = r->value;
	  return;
	}
      break;
    case 277:				/* ADD_ABS_LO12_NC */
      if (k == IA_K_ADD_IMM)
	{
	  insn->imm = (int64_t) (r->value & 0xfff);
	  return;
	}
      break;
    case 278: case 284: case 285: case 286: case 299:	/* LDST*_ABS_LO12_NC */
      if (k == IA_K_LDR_IMM)
	{
	  insn->imm = (int64_t) (r->value & 0xfff);
	  return;
	}
      break;
    case 273:				/* LD_PREL_LO19 */
      if (k == IA_K_LDR_LIT)
	{
	  insn->target = r->value;
	  return;
	}
      break;
    case 282: case 283:			/* JUMP26, CALL26 */
      insn->target = r->value;
      *callee = r->sym;
      return;
    case 279: case 280:			/* TSTBR14, CONDBR19 */
      insn->target = r->value;
      return;
    default:
      break;
    }
  if (k == IA_K_ADRP || k == IA_K_ADR || k == IA_K_ADD_IMM
      || k == IA_K_LDR_IMM || k == IA_K_LDR_LIT)
    insn->kind = IA_K_OTHER;
}

/* Decode the word at PC of section S into *INSN; *CALLEE is set to a
   call's relocation symbol in an object, else NULL.  Words in $d ranges
   are IA_K_OTHER that write nothing.  */
static void
decode_at (const struct ia_image *img, const struct ia_section *s,
	   uint64_t pc, struct ia_insn *insn, const char **callee)
{
  const struct ia_reloc *r;

  *callee = NULL;
  if (img->ndata && ia_image_in_data (img, pc))
    {
      memset (insn, 0, sizeof *insn);
      insn->rd = insn->rn = 31;
      return;
    }
  ia_decode (word_at (s, pc), pc, insn);
  if (img->rel && (r = ia_image_reloc_at (img, pc)) != NULL)
    apply_reloc (r, insn, callee);
}

/* The helper whose code starts at T in a linked file, by shape: an
   optional BTI or PACIASP hint, then
     adrp x16, FLAG; ldrb w16, [x16, #lo]; cbz w16, LLSC; LSE; ret
   as libgcc's lse.S and the runtime's helpers are made.  Write its name
   into BUF (64 bytes) and the LSE instruction's address into *LSE_PC;
   return BUF, or NULL when T is not such code.  _sync and _acq_rel
   helpers have the same LSE instruction; a DMB on the LL/SC path (up to
   its RET) tells them apart.  */
static const char *
helper_shape (const struct ia_image *img, uint64_t t, char *buf,
	      uint64_t *lse_pc)
{
  static const char *const opname[] = {
    [IA_OP_CAS] = "cas", [IA_OP_CASP] = "cas", [IA_OP_SWP] = "swp",
    [IA_OP_LDADD] = "ldadd", [IA_OP_LDCLR] = "ldclr",
    [IA_OP_LDEOR] = "ldeor", [IA_OP_LDSET] = "ldset"
  };
  const struct ia_section *s = ia_image_section_at (img, t);
  struct ia_insn in[5];
  const char *callee, *model;
  uint64_t pc = t, p;
  int i;

  if (s == NULL || !s->exec || (t & 3))
    return NULL;
  if (pc + 4 <= s->addr + s->size
      && (word_at (s, pc) & 0xfffff01f) == 0xd503201f)
    pc += 4;			/* BTI c, PACIASP */
  if (pc + 20 > s->addr + s->size)
    return NULL;
  for (i = 0; i < 5; i++)
    decode_at (img, s, pc + 4 * i, &in[i], &callee);
  if (in[0].kind != IA_K_ADRP || in[0].rd != 16
      || in[1].kind != IA_K_LDR_IMM || in[1].size != 1 || in[1].rn != 16
      || in[2].kind != IA_K_CBZ || in[2].rd != in[1].rd
      || in[3].kind != IA_K_LSE || in[3].op > IA_OP_LDSET
      || in[4].kind != IA_K_RET)
    return NULL;
  model = in[3].acquire ? (in[3].release ? "acq_rel" : "acq")
			: (in[3].release ? "rel" : "relax");
  for (p = in[2].target, i = 0; i < 32 && p + 4 <= s->addr + s->size;
       p += 4, i++)
    {
      struct ia_insn x;
      decode_at (img, s, p, &x, &callee);
      if (x.kind == IA_K_DMB)
	{
	  model = "sync";
	  break;
	}
      if (x.kind == IA_K_RET)
	break;
    }
  snprintf (buf, 64, "__aarch64_%s%u_%s", opname[in[3].op], in[3].size,
	    model);
  *lse_pc = pc + 12;
  return ia_helper_name_p (buf) ? buf : NULL;
}

/* The symbol of the PLT entry at T: its ADRP x16 / LDR x17, [x16, #off]
   load the GOT slot that a JUMP_SLOT relocation names.  */
static const char *
plt_symbol (const struct ia_image *img, const struct ia_section *s, uint64_t t)
{
  struct ia_insn a, l;
  const char *callee;
  uint64_t slot;
  size_t lo = 0, hi = img->nplt;

  if ((t & 3) || t + 8 > s->addr + s->size)
    return NULL;
  if ((word_at (s, t) & 0xfffff01f) == 0xd503201f)
    t += 4;
  if (t + 8 > s->addr + s->size)
    return NULL;
  decode_at (img, s, t, &a, &callee);
  decode_at (img, s, t + 4, &l, &callee);
  if (a.kind != IA_K_ADRP || l.kind != IA_K_LDR_IMM || l.size != 8
      || l.rn != a.rd)
    return NULL;
  slot = a.target + (uint64_t) l.imm;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (img->plt[mid].where < slot)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo < img->nplt && img->plt[lo].where == slot ? img->plt[lo].sym
						       : NULL;
}

/* The helper a call of a linked file to T reaches, or NULL; *VIA_PLT is
   set when through a PLT entry.  BUF holds a name found by shape.  */
static const char *
linked_callee (const struct ia_image *img, uint64_t t, int *via_plt,
	       char *buf)
{
  const char *name = ia_image_symbol_at (img, t);
  const struct ia_section *s;
  uint64_t lse_pc;

  *via_plt = 0;
  if (name != NULL)
    return ia_helper_name_p (name) ? name : NULL;
  s = ia_image_section_at (img, t);
  if (s != NULL && strcmp (s->name, ".plt") == 0)
    {
      name = plt_symbol (img, s, t);
      if (name != NULL && ia_helper_name_p (name))
	{
	  *via_plt = 1;
	  return name;
	}
      return NULL;
    }
  return helper_shape (img, t, buf, &lse_pc);
}

static void
count_call (struct ia_function *f, const char *helper, int via_plt,
	    uint64_t addr)
{
  size_t i;
  for (i = 0; i < f->ncalls; i++)
    if (strcmp (f->calls[i].helper, helper) == 0)
      break;
  if (i == f->ncalls)
    {
      f->calls = ia_xrealloc (f->calls, (f->ncalls + 1) * sizeof *f->calls);
      f->calls[i].helper = ia_xstrdup (helper);
      f->calls[i].count = f->calls[i].via_plt = 0;
      f->ncalls++;
    }
  f->calls[i].count++;
  f->calls[i].via_plt += via_plt != 0;
  f->sites = ia_xrealloc (f->sites, (f->nsites + 1) * sizeof *f->sites);
  f->sites[f->nsites].addr = addr;
  f->sites[f->nsites++].helper = i;
}

/* Append the unnamed function [LO, HI) of S to *FNS, split at the
   ENTRIES (sorted) that fall inside it.  */
static void
add_unnamed (struct fn **fns, size_t *n, size_t *cap,
	     const struct ia_section *s, uint64_t lo, uint64_t hi,
	     const uint64_t *entries, size_t nentries)
{
  size_t e;
  for (e = 0; e <= nentries; e++)
    {
      uint64_t cut = e < nentries ? entries[e] : hi;
      if (cut <= lo || cut > hi)
	continue;
      if (*n == *cap)
	*fns = ia_xrealloc (*fns, (*cap = *cap ? 2 * *cap : 256) * sizeof **fns);
      (*fns)[*n].lo = lo;
      (*fns)[*n].hi = cut;
      (*fns)[*n].name = NULL;
      (*fns)[(*n)++].sec = s;
      lo = cut;
    }
}

/* The functions of IMG, in address order; return their number.  Code
   no symbol covers is also split at ENTRIES (sorted): the functions an
   IFUNC resolver selects, which a stripped file has no symbol for.  */
static size_t
find_functions (const struct ia_image *img, struct fn **out,
		const uint64_t *entries, size_t nentries)
{
  struct fn *fns = NULL;
  size_t n = 0, cap = 0, si, k;

  for (si = 1; si < img->nsecs; si++)
    {
      const struct ia_section *s = &img->secs[si];
      uint64_t cursor = s->addr, end = s->addr + s->size;
      if (!code_section_p (s))
	continue;
      /* The symbols are sorted by address; walk those of S.  */
      for (k = 0; k <= img->nsyms; k++)
	{
	  const struct ia_symbol *y = k < img->nsyms ? &img->syms[k] : NULL;
	  uint64_t lo, hi;
	  if (y != NULL
	      && (y->section != (int) si
		  || (y->type != STT_FUNC && y->type != STT_GNU_IFUNC)
		  || y->addr < cursor || y->addr >= end))
	    continue;
	  lo = y ? y->addr : end;
	  if (lo > cursor)		/* code no symbol covers */
	    add_unnamed (&fns, &n, &cap, s, cursor, lo, entries, nentries);
	  if (y == NULL)
	    break;
	  hi = y->size ? y->addr + y->size : end;
	  if (hi > end)
	    hi = end;
	  /* The next function symbol ends this one, whatever its size.  */
	  {
	    size_t j;
	    for (j = k + 1; j < img->nsyms; j++)
	      {
		const struct ia_symbol *z = &img->syms[j];
		if (z->addr >= hi)
		  break;
		if (z->section == (int) si && z->addr > y->addr
		    && (z->type == STT_FUNC || z->type == STT_GNU_IFUNC))
		  {
		    hi = z->addr;
		    break;
		  }
	      }
	  }
	  if (n == cap)
	    fns = ia_xrealloc (fns, (cap = cap ? 2 * cap : 256) * sizeof *fns);
	  fns[n].lo = y->addr;
	  fns[n].hi = hi;
	  fns[n].name = ia_image_symbol_at (img, y->addr);
	  fns[n++].sec = s;
	  cursor = hi;
	}
    }
  *out = fns;
  return n;
}

/* The index of the function starting at ADDR, or -1.  */
static long
function_at (const struct fn *fns, size_t n, uint64_t addr)
{
  size_t lo = 0, hi = n;
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (fns[mid].lo < addr)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo < n && fns[lo].lo == addr ? (long) lo : -1;
}

static int
cmp_fn (const void *a, const void *b)
{
  const struct fn *x = a, *y = b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

static int
cmp_u64 (const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;
  return x < y ? -1 : x > y;
}

/* The code addresses the IFUNC resolvers of IMG compute (ADRP/ADD,
   ADR, or a word they load), sorted, into *OUT; return their number.
   FNS are IMG's functions, where the resolvers are found.  */
static size_t
resolver_targets (const struct ia_image *img, const struct fn *fns,
		  size_t n, uint64_t **out)
{
  uint64_t *t = NULL;
  size_t nt = 0, cap = 0, r;

  for (r = 0; r < img->nresolvers; r++)
    {
      long f = function_at (fns, n, img->resolvers[r]);
      uint64_t val[31], pc, v = 0;
      uint32_t known = 0;
      if (f < 0)
	continue;
      for (pc = fns[f].lo; pc + 4 <= fns[f].hi; pc += 4)
	{
	  struct ia_insn in;
	  const char *callee;
	  const struct ia_section *s;
	  int have = 0;
	  decode_at (img, fns[f].sec, pc, &in, &callee);
	  if (in.kind == IA_K_ADRP || in.kind == IA_K_ADR)
	    v = in.target, have = 1;
	  else if (in.kind == IA_K_ADD_IMM && in.rn < 31
		   && (known >> in.rn & 1))
	    v = val[in.rn] + (uint64_t) in.imm, have = 1;
	  else if (in.kind == IA_K_LDR_IMM && in.size == 8 && in.rn < 31
		   && (known >> in.rn & 1)
		   && ia_image_read (img, val[in.rn] + (uint64_t) in.imm, 8, &v))
	    have = 1;
	  known &= ~in.writes;
	  if (!have || in.rd >= 31)
	    continue;
	  val[in.rd] = v;
	  known |= 1u << in.rd;
	  s = ia_image_section_at (img, v);
	  if (s != NULL && code_section_p (s) && (v & 3) == 0
	      && v != fns[f].lo)
	    {
	      if (nt == cap)
		t = ia_xrealloc (t, (cap = cap ? 2 * cap : 16) * sizeof *t);
	      t[nt++] = v;
	    }
	}
    }
  qsort (t, nt, sizeof *t, cmp_u64);
  *out = t;
  return nt;
}

/* Mark in SELECTED the functions that start at one of the TARGETS of
   IFUNC resolvers, and the clones GCC's function multiversioning names
   NAME._M<features>.  */
static void
mark_ifunc_targets (const struct fn *fns, size_t n, const uint64_t *targets,
		    size_t nt, unsigned char *selected)
{
  size_t i;
  for (i = 0; i < n; i++)
    if (fns[i].name != NULL && strstr (fns[i].name, "._M") != NULL)
      selected[i] = 1;
  for (i = 0; i < nt; i++)
    {
      long f = function_at (fns, n, targets[i]);
      if (f >= 0)
	selected[f] = 1;
    }
}

/* For a linked file without the flag's symbol: the byte address that
   "LDRB w, [x, #imm]; ...; CBZ/CBNZ/TBZ/TBNZ w" tests most often where
   the LSE side of the test reaches an LSE instruction within eight
   instructions.  */
static void
infer_flag (struct ia_image *img, const struct fn *fns, size_t n)
{
  uint64_t *cand = NULL, best = 0;
  size_t ncand = 0, cap = 0, i, j, run, best_run = 0;

  for (i = 0; i < n; i++)
    {
      const struct ia_section *s = fns[i].sec;
      uint64_t val[31], pc, loaded[31];
      uint32_t known = 0, flagish = 0;
      for (pc = fns[i].lo; pc + 4 <= fns[i].hi; pc += 4)
	{
	  struct ia_insn in;
	  const char *callee;
	  decode_at (img, s, pc, &in, &callee);
	  if ((in.kind == IA_K_CBZ || in.kind == IA_K_CBNZ
	       || ((in.kind == IA_K_TBZ || in.kind == IA_K_TBNZ) && in.bit == 0))
	      && in.rd < 31 && (flagish >> in.rd & 1))
	    {
	      uint64_t side = (in.kind == IA_K_CBZ || in.kind == IA_K_TBZ)
			      ? pc + 4 : in.target, p;
	      const struct ia_section *ss = ia_image_section_at (img, side);
	      for (p = side; ss && ss->exec && p + 4 <= ss->addr + ss->size
			     && p < side + 32; p += 4)
		{
		  struct ia_insn x;
		  decode_at (img, ss, p, &x, &callee);
		  if (x.kind == IA_K_LSE)
		    {
		      if (ncand == cap)
			cand = ia_xrealloc (cand, (cap = cap ? 2 * cap : 64)
						  * sizeof *cand);
		      cand[ncand++] = loaded[in.rd];
		      break;
		    }
		}
	    }
	  {
	    /* Read the base before the destination is written.  */
	    int base = in.rn < 31 && (known >> in.rn & 1);
	    int load = in.kind == IA_K_LDR_IMM && in.size == 1 && base
		       && in.rd < 31;
	    uint64_t a = base ? val[in.rn] + (uint64_t) in.imm : 0, v = 0;
	    int addr = (in.kind == IA_K_ADRP || in.kind == IA_K_ADR)
		       ? (v = in.target, 1)
		       : (in.kind == IA_K_ADD_IMM && base) ? (v = a, 1)
		       : (in.kind == IA_K_LDR_IMM && in.size == 8 && base)
			 ? ia_image_read (img, a, 8, &v)
		       : in.kind == IA_K_LDR_LIT
			 ? ia_image_read (img, in.target, 8, &v) : 0;
	    flagish &= ~in.writes;
	    known &= ~in.writes;
	    if (addr && in.rd < 31)
	      val[in.rd] = v, known |= 1u << in.rd;
	    else if (load)
	      {
		loaded[in.rd] = a;
		flagish |= 1u << in.rd;
	      }
	  }
	}
    }
  /* The most frequent candidate.  */
  for (i = 0; i < ncand; i++)
    {
      for (run = 0, j = 0; j < ncand; j++)
	run += cand[j] == cand[i];
      if (run > best_run)
	best_run = run, best = cand[i];
      if (ncand > 4096)
	break;		/* enough to decide */
    }
  if (best_run > 0)
    {
      img->flag = best;
      img->flag_known = 2;
    }
  free (cand);
}

/* Is NAME a function of the C and C++ runtimes that never returns?  */
static int
noreturn_name_p (const char *name)
{
  static const char *const names[] = {
    "abort", "exit", "_exit", "_Exit", "quick_exit", "__assert_fail",
    "__assert_perror_fail", "__stack_chk_fail", "__chk_fail",
    "__fortify_fail", "__libc_fatal", "__cxa_throw", "__cxa_rethrow",
    "__cxa_bad_cast", "__cxa_bad_typeid", "__cxa_pure_virtual",
    "__cxa_throw_bad_array_new_length", "_Unwind_Resume", "longjmp",
    "siglongjmp", "_longjmp", "__longjmp_chk", "pthread_exit", "err",
    "errx", "verr", "verrx"
  };
  size_t i;
  if (name == NULL)
    return 0;
  for (i = 0; i < sizeof names / sizeof *names; i++)
    if (strcmp (name, names[i]) == 0)
      return 1;
  /* libstdc++'s std::__throw_logic_error and friends.  */
  return strncmp (name, "_ZSt", 4) == 0 && strstr (name, "__throw_") != NULL;
}

/* Does the function FNS[F] never return: no RET, no indirect branch and
   no branch out of it?  CACHE[F] keeps the answer (1 returns, 2 does
   not).  */
static int
noreturn_function_p (const struct ia_image *img, const struct fn *fns,
		     long f, unsigned char *cache)
{
  uint64_t pc;
  if (f < 0)
    return 0;
  if (cache[f] == 0)
    {
      cache[f] = fns[f].name == NULL ? 1 : 2;	/* unnamed: a guess */
      for (pc = fns[f].lo; cache[f] == 2 && pc + 4 <= fns[f].hi; pc += 4)
	{
	  struct ia_insn in;
	  const char *callee;
	  decode_at (img, fns[f].sec, pc, &in, &callee);
	  if (in.kind == IA_K_RET || in.kind == IA_K_BR
	      || (in.kind == IA_K_B
		  && (in.target < fns[f].lo || in.target >= fns[f].hi)))
	    cache[f] = 1;
	}
    }
  return cache[f] == 2;
}

/* Does the call IN at PC, whose relocation names CALLEE in an object,
   never return?  */
static int
noreturn_call_p (const struct ia_image *img, const struct fn *fns, size_t n,
		 const struct ia_insn *in, const char *callee,
		 unsigned char *cache)
{
  const struct ia_section *s;
  if (in->kind != IA_K_BL)
    return 0;
  if (img->rel)
    {
      if (noreturn_name_p (callee))
	return 1;
    }
  else
    {
      const char *name = ia_image_symbol_at (img, in->target);
      s = ia_image_section_at (img, in->target);
      if (name == NULL && s != NULL && strcmp (s->name, ".plt") == 0)
	name = plt_symbol (img, s, in->target);
      if (noreturn_name_p (name))
	return 1;
    }
  return noreturn_function_p (img, fns, function_at (fns, n, in->target),
			      cache);
}

/* Analyse the function FN into *F.  INSNS and GUARDED are scratch space
   of at least (FN->hi - FN->lo) / 4 elements.  */
static void
analyze_function (const struct ia_image *img, const struct fn *fns, size_t nf,
		  const struct fn *fn, int ifunc_target, struct ia_function *f,
		  struct ia_insn *insns, unsigned char *guarded,
		  unsigned char *noreturn_cache)
{
  size_t n = (fn->hi - fn->lo) / 4, i, nlse = 0;
  int named_helper = fn->name && ia_helper_name_p (fn->name);
  int need_guard = 0;
  char buf[64];

  for (i = 0; i < n; i++)
    {
      uint64_t pc = fn->lo + 4 * i;
      struct ia_insn *in = &insns[i];
      const char *callee, *helper = NULL;
      int via_plt = 0;
      decode_at (img, fn->sec, pc, in, &callee);
      if (in->kind == IA_K_LSE)
	nlse++;
      else if (in->kind == IA_K_EXCL_LOAD)
	f->excl++;
      else if (in->kind == IA_K_BL || in->kind == IA_K_B)
	{
	  if (img->rel)
	    helper = callee && ia_helper_name_p (callee) ? callee : NULL;
	  else if (in->kind == IA_K_BL || in->target < fn->lo
		   || in->target >= fn->hi)
	    helper = linked_callee (img, in->target, &via_plt, buf);
	  if (helper)
	    count_call (f, helper, via_plt,
			img->rel ? pc - fn->sec->addr : pc);
	  else
	    in->noreturn = noreturn_call_p (img, fns, nf, in, callee,
					    noreturn_cache);
	}
    }
  if (nlse == 0)
    return;
  f->lse = ia_xcalloc (nlse, sizeof *f->lse);
  for (i = 0; i < n; i++)
    if (insns[i].kind == IA_K_LSE)
      {
	struct ia_lse_site *site = &f->lse[f->nlse++];
	uint64_t pc = fn->lo + 4 * i, at;
	site->addr = pc;
	memcpy (site->mnem, insns[i].mnem, sizeof site->mnem);
	if (named_helper
	    || (fn->name == NULL && !img->rel
		&& ((helper_shape (img, pc - 12, buf, &at) && at == pc)
		    || (helper_shape (img, pc - 16, buf, &at) && at == pc))))
	  site->cls = IA_LSE_HELPER;
	else
	  {
	    site->cls = IA_LSE_UNGUARDED;
	    need_guard = 1;
	  }
      }
  f->is_helper = named_helper;
  if (!need_guard)
    return;
  ia_guard_function (img, insns, n, fn->lo, guarded);
  for (i = 0, nlse = 0; i < n; i++)
    if (insns[i].kind == IA_K_LSE)
      {
	struct ia_lse_site *site = &f->lse[nlse++];
	if (site->cls != IA_LSE_UNGUARDED)
	  continue;
	if (guarded[i])
	  site->cls = IA_LSE_GUARDED;
	else if (ifunc_target)
	  site->cls = IA_LSE_IFUNC;
      }
}

void
ia_analyze (struct ia_image *img, struct ia_file *out)
{
  struct fn *fns;
  size_t n, i, maxn = 0, k, nt, nr = img->nresolvers;
  unsigned char *selected, *guarded, *noreturn;
  struct ia_insn *insns;
  uint64_t *targets, *entries = ia_xcalloc (nr ? nr : 1, sizeof *entries);

  /* Resolvers, and what they select, start functions of their own,
     symbol or not (a stripped file has none for them): find the
     resolvers' functions, their targets, and the functions again.  */
  if (nr)
    memcpy (entries, img->resolvers, nr * sizeof *entries);
  qsort (entries, nr, sizeof *entries, cmp_u64);
  n = find_functions (img, &fns, entries, nr);
  qsort (fns, n, sizeof *fns, cmp_fn);
  nt = resolver_targets (img, fns, n, &targets);
  if (nt)
    {
      entries = ia_xrealloc (entries, (nr + nt) * sizeof *entries);
      memcpy (entries + nr, targets, nt * sizeof *entries);
      qsort (entries, nr + nt, sizeof *entries, cmp_u64);
      free (fns);
      n = find_functions (img, &fns, entries, nr + nt);
      qsort (fns, n, sizeof *fns, cmp_fn);
    }
  free (entries);
  selected = ia_xcalloc (n ? n : 1, 1);
  noreturn = ia_xcalloc (n ? n : 1, 1);
  mark_ifunc_targets (fns, n, targets, nt, selected);
  free (targets);
  if (!img->flag_known && !img->rel)
    infer_flag (img, fns, n);
  for (i = 0; i < n; i++)
    if ((fns[i].hi - fns[i].lo) / 4 > maxn)
      maxn = (fns[i].hi - fns[i].lo) / 4;
  insns = ia_xcalloc (maxn ? maxn : 1, sizeof *insns);
  guarded = ia_xcalloc (maxn ? maxn : 1, 1);
  out->funcs = ia_xcalloc (n ? n : 1, sizeof *out->funcs);
  out->nfuncs = n;
  out->stripped = !img->has_symtab;
  out->flag_how = img->flag_known;
  out->has_code = n > 0;
  for (i = 0; i < n; i++)
    {
      struct ia_function *f = &out->funcs[i];
      f->addr = img->rel ? fns[i].lo - fns[i].sec->addr : fns[i].lo;
      f->size = fns[i].hi - fns[i].lo;
      f->name = fns[i].name
		? ia_xstrdup (fns[i].name)
		: ia_xasprintf ("<%s+0x%llx>", fns[i].sec->name,
				(unsigned long long) (fns[i].lo - fns[i].sec->addr));
      f->is_ifunc_target = selected[i];
      analyze_function (img, fns, n, &fns[i], selected[i], f, insns, guarded,
			noreturn);
      for (k = 0; k < f->ncalls; k++)
	{
	  out->calls += f->calls[k].count;
	  out->calls_plt += f->calls[k].via_plt;
	}
      for (k = 0; k < f->nlse; k++)
	{
	  out->lse[f->lse[k].cls]++;
	  if (img->rel)
	    f->lse[k].addr -= fns[i].sec->addr;
	}
      out->excl += f->excl;
    }
  out->notes = img->notes;
  out->nnotes = img->nnotes;
  img->notes = NULL;
  img->nnotes = 0;
  free (insns);
  free (guarded);
  free (selected);
  free (noreturn);
  free (fns);
}

/* The condition names of B.cond, as objdump prints them.  */
static const char *const cond_names[16] = {
  "eq", "ne", "cs", "cc", "mi", "pl", "vs", "vc",
  "hi", "ls", "ge", "lt", "gt", "le", "al", "nv"
};

void
ia_dump_insns (const struct ia_image *img, FILE *to)
{
  size_t si;
  for (si = 1; si < img->nsecs; si++)
    {
      const struct ia_section *s = &img->secs[si];
      uint64_t pc, base = img->rel ? s->addr : 0;
      if (!s->exec || !s->data)
	continue;
      for (pc = s->addr; pc + 4 <= s->addr + s->size; pc += 4)
	{
	  struct ia_insn in;
	  unsigned long long a = (unsigned long long) (pc - base);
	  if (img->ndata && ia_image_in_data (img, pc))
	    continue;
	  /* The bare decoding, as objdump -d shows it: no relocation.  */
	  ia_decode (word_at (s, pc), pc - base, &in);
	  switch (in.kind)
	    {
	    case IA_K_LSE: case IA_K_EXCL_LOAD: case IA_K_EXCL_STORE:
	      fprintf (to, "%llx %s\n", a, in.mnem);
	      break;
	    case IA_K_B: case IA_K_BL:
	      /* objdump shows a relocated call's target as the symbol's.  */
	      if (img->rel && ia_image_reloc_at (img, pc) != NULL)
		fprintf (to, "%llx %s ?\n", a, in.kind == IA_K_B ? "b" : "bl");
	      else
		fprintf (to, "%llx %s %llx\n", a, in.kind == IA_K_B ? "b" : "bl",
			 (unsigned long long) in.target);
	      break;
	    case IA_K_BCOND:
	      fprintf (to, "%llx b.%s %llx\n", a, cond_names[in.cond],
		       (unsigned long long) in.target);
	      break;
	    case IA_K_CBZ: case IA_K_CBNZ:
	      fprintf (to, "%llx %s %llx\n", a,
		       in.kind == IA_K_CBZ ? "cbz" : "cbnz",
		       (unsigned long long) in.target);
	      break;
	    case IA_K_TBZ: case IA_K_TBNZ:
	      fprintf (to, "%llx %s %llx\n", a,
		       in.kind == IA_K_TBZ ? "tbz" : "tbnz",
		       (unsigned long long) in.target);
	      break;
	    case IA_K_ADRP:
	      if (img->rel && ia_image_reloc_at (img, pc) != NULL)
		fprintf (to, "%llx adrp ?\n", a);
	      else
		fprintf (to, "%llx adrp %llx\n", a,
			 (unsigned long long) in.target);
	      break;
	    default:
	      break;
	    }
	}
    }
}
