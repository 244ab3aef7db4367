/* ia-guard.c -- the flag-test dominance check.

   Copyright (C) 2026 The inline-atomics authors.
   SPDX-License-Identifier: GPL-3.0-or-later

   An LSE instruction is GUARDED when every path that reaches it, from
   the function's entry or from any block the checker cannot see a way
   into, passes the LSE side of a flag test: a CBZ, CBNZ, TBZ #0 or
   TBNZ #0 of a register that holds the byte loaded from
   __aarch64_have_lse_atomics, or a B.EQ/B.NE after CMP #0 or TST of
   such a register.  The LSE side is where the byte is nonzero.  That is
   the dominance of the instruction by the set of those edges, computed
   here as a forward "must" data flow over the function's basic blocks,
   together with what each register holds:

     unknown      anything
     address A    from ADRP, ADR, ADD #imm, or an LDR of a word that
                  holds an address (the large code model's literal)
     flag         the byte at the flag's address, loaded by LDRB, or
                  copied by MOV or UXTB/AND from such a register

   A register keeps its value across a block only when every
   predecessor agrees; a call (BL, BLR) makes x0-x18 and x30 unknown, and
   every other instruction makes the registers it may write unknown
   (ia-decode.c says which, erring towards "may").  The flag's value in
   memory is never assumed to change: once a path has seen it set, the
   CPU has LSE for the rest of that path.

   A call to a function that does not return (named so, or with no
   RET and no branch out of it: ia-analyze.c) ends its block: the code
   after it, often GCC's LL/SC path of another site, is not entered
   from it with the registers the call clobbered.

   A branch into the function from outside it (an LL/SC block the
   plugin put in .text.unlikely, going back to its site's join) is not
   an entry here: the join is guarded when every path inside the
   function is.  Making such blocks roots would lose the flag's register
   at every join of the plugin's code; the price is a false negative for
   an LSE instruction after such a join with no test of its own, which
   the plugin does not emit (man page, LIMITS).

   What this cannot see: a flag value kept in memory (spilled to the
   stack and reloaded), passed between functions, or tested through
   another computation (CSEL, a different bit); the targets of indirect
   branches (jump tables), whose blocks are entered with nothing known;
   a test in one part of a function split by hot/cold partitioning
   (foo and foo.cold) that guards LSE code in the other.  Each of these
   makes a guarded instruction look unguarded (a false positive), never
   the other way.  The check trusts the flag: a register holding a byte
   loaded from the flag's address is "the flag", whatever wrote it.  */

#include <stdlib.h>
#include <string.h>

#include "ia-guard.h"
#include "ia-check.h"

enum { V_UNK, V_ADDR, V_FLAG };

struct state
{
  unsigned char tag[31];
  unsigned char visited;	/* some path reached the block */
  unsigned char guarded;	/* every such path passed a flag test */
  unsigned char nzcv_flag;	/* NZCV compares the flag with zero */
  uint64_t val[31];
};

struct block
{
  size_t first, last;		/* instruction indices, inclusive */
  long succ[2];			/* block indices, -1 for none */
  unsigned char taken[2];	/* the edge is the branch taken */
  unsigned npred;
};

/* Meet IN into *ACC; return nonzero if *ACC changed.  */
static int
meet (struct state *acc, const struct state *in)
{
  int changed = 0, r;
  if (!acc->visited)
    {
      *acc = *in;
      return 1;
    }
  for (r = 0; r < 31; r++)
    if (acc->tag[r] != V_UNK
	&& (acc->tag[r] != in->tag[r]
	    || (acc->tag[r] == V_ADDR && acc->val[r] != in->val[r])))
      {
	acc->tag[r] = V_UNK;
	changed = 1;
      }
  if (acc->guarded && !in->guarded)
    acc->guarded = 0, changed = 1;
  if (acc->nzcv_flag && !in->nzcv_flag)
    acc->nzcv_flag = 0, changed = 1;
  return changed;
}

static void
set_reg (struct state *s, unsigned r, int tag, uint64_t val)
{
  if (r < 31)
    {
      s->tag[r] = tag;
      s->val[r] = val;
    }
}

/* Apply instruction I to *S.  */
static void
transfer (const struct ia_image *img, const struct ia_insn *i, struct state *s)
{
  unsigned rn = i->rn;
  int base_addr = rn < 31 && s->tag[rn] == V_ADDR;
  uint64_t base = base_addr ? s->val[rn] : 0, v;
  int flag_src = rn < 31 && s->tag[rn] == V_FLAG;
  uint32_t w;
  unsigned r;

  if (i->kind != IA_K_CMP_ZERO && i->sets_flags)
    s->nzcv_flag = 0;
  switch (i->kind)
    {
    case IA_K_ADRP:
    case IA_K_ADR:
      set_reg (s, i->rd, V_ADDR, i->target);
      return;
    case IA_K_ADD_IMM:
      set_reg (s, i->rd, base_addr ? V_ADDR : V_UNK, base + (uint64_t) i->imm);
      return;
    case IA_K_LDR_IMM:
      if (base_addr && i->size == 1 && img->flag_known
	  && base + (uint64_t) i->imm == img->flag)
	set_reg (s, i->rd, V_FLAG, 0);
      else if (base_addr && i->size == 8
	       && ia_image_read (img, base + (uint64_t) i->imm, 8, &v))
	set_reg (s, i->rd, V_ADDR, v);
      else
	set_reg (s, i->rd, V_UNK, 0);
      return;
    case IA_K_LDR_LIT:
      if (ia_image_read (img, i->target, 8, &v))
	set_reg (s, i->rd, V_ADDR, v);
      else
	set_reg (s, i->rd, V_UNK, 0);
      return;
    case IA_K_MOV_REG:
      if (rn < 31)
	set_reg (s, i->rd, s->tag[rn], s->val[rn]);
      else
	set_reg (s, i->rd, V_UNK, 0);
      return;
    case IA_K_ZEXT_BYTE:
      set_reg (s, i->rd, flag_src ? V_FLAG : V_UNK, 0);
      return;
    case IA_K_CMP_ZERO:
      s->nzcv_flag = flag_src;
      return;
    default:
      break;
    }
  for (w = i->writes, r = 0; w; w >>= 1, r++)
    if (w & 1)
      s->tag[r] = V_UNK;
  if (i->kind == IA_K_BL || i->kind == IA_K_BLR)
    s->nzcv_flag = 0;
}

/* Is the taken edge (TAKEN) or the fall-through of the branch I, in
   state S, the LSE side of a flag test?  */
static int
lse_side (const struct ia_insn *i, const struct state *s, int taken)
{
  int flag = i->rd < 31 && s->tag[i->rd] == V_FLAG;
  switch (i->kind)
    {
    case IA_K_CBZ:
      return flag && !taken;
    case IA_K_CBNZ:
      return flag && taken;
    case IA_K_TBZ:
      return flag && i->bit == 0 && !taken;
    case IA_K_TBNZ:
      return flag && i->bit == 0 && taken;
    case IA_K_BCOND:
      if (!s->nzcv_flag)
	return 0;
      return i->cond == 0 ? !taken : i->cond == 1 ? taken : 0;
    default:
      return 0;
    }
}

/* Does I end its block: a branch, a return, or a call that does not
   return?  */
static int
ends_block (const struct ia_insn *i)
{
  enum ia_kind k = i->kind;
  return k == IA_K_B || k == IA_K_BCOND || k == IA_K_CBZ || k == IA_K_CBNZ
	 || k == IA_K_TBZ || k == IA_K_TBNZ || k == IA_K_BR || k == IA_K_RET
	 || ((k == IA_K_BL || k == IA_K_BLR) && i->noreturn);
}

/* Does I branch to its target (a direct branch, not a call)?  */
static int
has_target (const struct ia_insn *i)
{
  enum ia_kind k = i->kind;
  return k == IA_K_B || k == IA_K_BCOND || k == IA_K_CBZ || k == IA_K_CBNZ
	 || k == IA_K_TBZ || k == IA_K_TBNZ;
}

static int
conditional (enum ia_kind k)
{
  return k == IA_K_BCOND || k == IA_K_CBZ || k == IA_K_CBNZ
	 || k == IA_K_TBZ || k == IA_K_TBNZ;
}

/* Split the N instructions into blocks; return their number.  BLK_OF
   maps a leader's index to its block.  */
static size_t
make_blocks (const struct ia_insn *insns, size_t n, uint64_t start,
	     struct block *blocks, long *blk_of)
{
  size_t i, nb = 0;
  unsigned char *leader = ia_xcalloc (n + 1, 1);

  leader[0] = 1;
  for (i = 0; i < n; i++)
    {
      const struct ia_insn *in = &insns[i];
      if (ends_block (in))
	leader[i + 1] = 1;
      if (has_target (in)
	  && in->target >= start && in->target - start < 4 * n
	  && (in->target & 3) == 0)
	leader[(in->target - start) / 4] = 1;
    }
  for (i = 0; i < n; i++)
    {
      blk_of[i] = -1;
      if (leader[i])
	{
	  if (nb)
	    blocks[nb - 1].last = i - 1;
	  blocks[nb].first = i;
	  blk_of[i] = (long) nb++;
	}
    }
  blocks[nb - 1].last = n - 1;
  for (i = 0; i < nb; i++)
    {
      struct block *b = &blocks[i];
      const struct ia_insn *in = &insns[b->last];
      int k = 0;
      b->succ[0] = b->succ[1] = -1;
      b->taken[0] = b->taken[1] = 0;
      if (!ends_block (in) || conditional (in->kind))
	{
	  if (b->last + 1 < n)
	    b->succ[k++] = blk_of[b->last + 1];
	}
      if (has_target (in)
	  && in->target >= start && in->target - start < 4 * n
	  && (in->target & 3) == 0)
	{
	  b->taken[k] = 1;
	  b->succ[k++] = blk_of[(in->target - start) / 4];
	}
    }
  for (i = 0; i < nb; i++)
    {
      int k;
      for (k = 0; k < 2; k++)
	if (blocks[i].succ[k] >= 0)
	  blocks[blocks[i].succ[k]].npred++;
    }
  free (leader);
  return nb;
}

/* The state at the end of block B, IN at its start.  */
static void
run_block (const struct ia_image *img, const struct ia_insn *insns,
	   const struct block *b, const struct state *in, struct state *out)
{
  size_t i;
  *out = *in;
  for (i = b->first; i < b->last; i++)
    transfer (img, &insns[i], out);
  /* The branch itself reads its register before any write; only a
     non-branch last instruction changes the state.  */
  if (!ends_block (&insns[b->last]))
    transfer (img, &insns[b->last], out);
}

void
ia_guard_function (const struct ia_image *img, const struct ia_insn *insns,
		   size_t n, uint64_t start, unsigned char *guarded)
{
  struct block *blocks;
  struct state *in, out, edge;
  long *blk_of;
  size_t nb, i;
  int changed;

  memset (guarded, 0, n);
  if (n == 0)
    return;
  blocks = ia_xcalloc (n, sizeof *blocks);
  blk_of = ia_xcalloc (n, sizeof *blk_of);
  nb = make_blocks (insns, n, start, blocks, blk_of);
  in = ia_xcalloc (nb, sizeof *in);

  /* Roots: the entry, and every block nothing visible leads to.  */
  for (i = 0; i < nb; i++)
    if (i == 0 || blocks[i].npred == 0)
      in[i].visited = 1;
  for (;;)
    {
      do
	{
	  changed = 0;
	  for (i = 0; i < nb; i++)
	    {
	      const struct ia_insn *last;
	      int k;
	      if (!in[i].visited)
		continue;
	      run_block (img, insns, &blocks[i], &in[i], &out);
	      last = &insns[blocks[i].last];
	      for (k = 0; k < 2; k++)
		{
		  long s = blocks[i].succ[k];
		  if (s < 0)
		    continue;
		  edge = out;
		  if (conditional (last->kind) && lse_side (last, &out, blocks[i].taken[k]))
		    edge.guarded = 1;
		  changed |= meet (&in[s], &edge);
		}
	    }
	}
      while (changed);
      /* Blocks only unvisited blocks lead to (a loop nothing visible
	 enters): enter the first with nothing known, and go on.  */
      for (i = 0; i < nb && in[i].visited; i++)
	;
      if (i == nb)
	break;
      in[i].visited = 1;
    }
  for (i = 0; i < n; i++)
    if (insns[i].kind == IA_K_LSE)
      {
	size_t b = i;
	while (blk_of[b] < 0)
	  b--;
	guarded[i] = in[blk_of[b]].visited && in[blk_of[b]].guarded;
      }
  free (in);
  free (blocks);
  free (blk_of);
}
