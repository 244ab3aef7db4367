#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 The inline-atomics authors.
#
# gen-values.py -- the value-differential program of
# inline_atomics.values/values.exp: every outlined builtin form, size,
# memory order and class of operand, from several initial values, each
# result and the memory afterwards checked against C's arithmetic.
#
# The forms: __atomic_fetch_OP, __atomic_OP_fetch, __atomic_fetch_OP
# with its result unused, __sync_fetch_and_OP and __sync_OP_and_fetch,
# for each operation of common/ia-ops.def; __atomic_exchange_n and
# __sync_lock_test_and_set; __atomic_compare_exchange_n strong and weak
# (a weak one may fail spuriously on the LL/SC path and is retried), and
# the __sync compare-and-swaps.  The operand classes: a register (an
# argument of a noipa function), 0, all ones, a constant that truncates
# to 0 and one that truncates to all ones in the object's type, a
# logical immediate, add/sub immediates plain and shifted, a negative
# value, and a constant that takes a mov and movks.  GCC's expanders
# rewrite some of these into another operation (an and of 0 and an or
# of all ones become exchanges: plugin/ia-classify.cc,
# ia_expanded_form), which is the class of bug of issue 27.
#
# A register operand runs through every memory order; each constant
# class through two, which rotate over the classes so that every order
# meets constants too.
#
# The program prints a line per wrong result, a checksum of every result
# and memory value per size, and the number of wrong results, and exits
# 1 when there was one: a build is wrong when it exits non-zero and when
# it prints other lines than GCC's own build.
#
#   gen-values.py --cc aarch64-linux-gnu-gcc --include common -o values.c

import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load_table(cc, include):
    """ops, orders and sizes of ia-ops.def, read as gen-torture.py
    reads them."""
    path = os.path.join(HERE, "..", "inline_atomics.torture", "gen-torture.py")
    spec = importlib.util.spec_from_file_location("gen_torture", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.read_table(cc, include)


C_OPERATORS = {"add": "+", "sub": "-", "and": "&", "or": "|", "xor": "^"}

INITS = ["0", "1", "0x5a5a5a5a5a5a5a5aULL", "~0ULL", "0x8000000000000081ULL",
         "0x7f7f7f7f7f7f7f7fULL"]


def constants(size):
    """The constant classes for an object of SIZE bytes: (name, C)."""
    classes = [("zero", "0"), ("ones", "-1"),
               ("logical", "0x5555555555555555ULL"), ("addimm", "100"),
               ("addimm_shifted", "4096"), ("negative", "-100"),
               ("big", "0x123456789abcdef0ULL")]
    if size < 8:
        bits = 8 * size
        classes += [("trunc_zero", "(1ULL << %d)" % bits),
                    ("trunc_ones", "((1ULL << %d) - 1)" % (bits + 1))]
    return classes


KINDS = ["FETCH", "OP_FETCH", "UNUSED", "XCHG", "CAS_STRONG", "CAS_WEAK",
         "SYNC_VAL_CAS", "SYNC_BOOL_CAS", "SYNC_VAL_CAS_EXPECTED"]


class Writer:
    """The test functions of one size, all of one signature,
    T f (T *p, T v, T e, T *e_out), and their rows of main's table."""

    def __init__(self, ctype):
        self.ctype = ctype
        self.defs = []
        self.rows = []

    def function(self, name, body, kind, op, const):
        T = self.ctype
        self.defs.append("__attribute__ ((noipa)) static %s\n%s (%s *p, %s v, "
                         "%s e, %s *e_out)\n{\n  (void) v; (void) e; "
                         "(void) e_out;\n%s\n}\n" % (T, name, T, T, T, T, body))
        self.rows.append('  { "%s", %s, IA_V_%s, %d, %d, (%s) %s },'
                         % (name, name, kind, op, const is not None, T,
                            const if const is not None else "0"))


def classes(size, orders):
    """(class, C constant or None for a register, orders)."""
    names = [o for o, _ in orders]
    result = [("reg", None, names)]
    for i, (k, c) in enumerate(constants(size)):
        result.append(("k" + k, c, [names[i % len(names)],
                                    names[(i + len(names) // 2) % len(names)]]))
    return result


def rmw_functions(w, ops, orders, size):
    for opi, op in enumerate(ops):
        for k, c, os_ in classes(size, orders):
            x = "v" if c is None else c
            for o in os_:
                m = "__ATOMIC_" + o.upper()
                base = "%s_%d_%s_%s" % (op, size, o, k)
                w.function("fetch_" + base, "  return __atomic_fetch_%s (p, %s, %s);"
                           % (op, x, m), "FETCH", opi, c)
                w.function(base + "_fetch", "  return __atomic_%s_fetch (p, %s, %s);"
                           % (op, x, m), "OP_FETCH", opi, c)
                w.function("unused_fetch_" + base,
                           "  __atomic_fetch_%s (p, %s, %s);\n  return 0;"
                           % (op, x, m), "UNUSED", opi, c)
                w.function("unused_" + base + "_fetch",
                           "  __atomic_%s_fetch (p, %s, %s);\n  return 0;"
                           % (op, x, m), "UNUSED", opi, c)
            base = "%s_%d_%s" % (op, size, k)
            w.function("sync_fetch_and_" + base,
                       "  return __sync_fetch_and_%s (p, %s);" % (op, x),
                       "FETCH", opi, c)
            w.function("sync_" + base + "_and_fetch",
                       "  return __sync_%s_and_fetch (p, %s);" % (op, x),
                       "OP_FETCH", opi, c)


def swap_functions(w, orders, size):
    T = w.ctype
    for k, c, os_ in classes(size, orders):
        x = "v" if c is None else c
        for o in os_:
            m = "__ATOMIC_" + o.upper()
            w.function("exchange_%d_%s_%s" % (size, o, k),
                       "  return __atomic_exchange_n (p, %s, %s);" % (x, m),
                       "XCHG", 0, c)
            # A failure order no stronger than the success one, and
            # neither release nor acq_rel.
            fail = "__ATOMIC_RELAXED" if o in ("release", "acq_rel") else m
            for weak, kind in ((0, "CAS_STRONG"), (1, "CAS_WEAK")):
                # A weak one may fail spuriously on the LL/SC path:
                # retried while the observed value is the expected one.
                body = ("  %s x = e;\n  _Bool ok;\n  unsigned tries = 0;\n"
                        "  do\n    ok = __atomic_compare_exchange_n "
                        "(p, &x, %s, %d, %s, %s);\n"
                        "  while (%d && !ok && x == e && ++tries < 1000);\n"
                        "  *e_out = x;\n  return ok;"
                        % (T, x, weak, m, fail, weak))
                w.function("cas_%s_%d_%s_%s" % (kind[4:].lower(), size, o, k),
                           body, kind, 0, c)
        w.function("lock_test_and_set_%d_%s" % (size, k),
                   "  return __sync_lock_test_and_set (p, %s);" % x, "XCHG", 0, c)
        w.function("sync_val_cas_%d_%s" % (size, k),
                   "  return __sync_val_compare_and_swap (p, e, %s);" % x,
                   "SYNC_VAL_CAS", 0, c)
        w.function("sync_bool_cas_%d_%s" % (size, k),
                   "  return __sync_bool_compare_and_swap (p, e, %s);" % x,
                   "SYNC_BOOL_CAS", 0, c)
        if c is not None:
            w.function("sync_val_cas_expected_%d_%s" % (size, k),
                       "  return __sync_val_compare_and_swap (p, %s, v);" % c,
                       "SYNC_VAL_CAS_EXPECTED", 0, c)


def check_function(size, ctype, ops):
    """run_SIZE: every row of the size's table, from every initial
    value, checked against C's arithmetic."""
    T = ctype
    cases = "\n".join("\tcase %d: want = (%s) (old %s v); break;"
                      % (i, T, C_OPERATORS[op]) for i, op in enumerate(ops))
    return """
__attribute__ ((noipa)) static void
run_%(n)d (void)
{
  unsigned long long sum = 0;
  unsigned t;
  for (t = 0; t < sizeof tests_%(n)d / sizeof tests_%(n)d[0]; t++)
    {
      const struct test_%(n)d *test = &tests_%(n)d[t];
      for (unsigned i = 0; i < N_INITS; i++)
	{
	  %(T)s old = (%(T)s) inits[i];
	  %(T)s v = test->is_const ? test->k : (%(T)s) regs[i];
	  /* Compare-and-swaps expect the old value on even rounds and
	     something else on odd ones.  */
	  %(T)s e = (i & 1) ? (%(T)s) ~old : old, e_out = e, want = 0, r;
	  _Bool ok;
	  if (test->kind == IA_V_SYNC_VAL_CAS_EXPECTED)
	    {
	      /* The constant is the expected value here, v the desired.  */
	      v = (%(T)s) regs[i];
	      old = (i & 1) ? (%(T)s) ~test->k : test->k;
	      e = test->k;
	    }
	  obj%(n)d = old;
	  r = test->fn (&obj%(n)d, v, e, &e_out);
	  %(T)s m = obj%(n)d;
	  switch (test->op)
	    {
%(cases)s
	    }
	  switch (test->kind)
	    {
	    case IA_V_FETCH: ok = r == old && m == want; break;
	    case IA_V_OP_FETCH: ok = r == want && m == want; break;
	    case IA_V_UNUSED: ok = m == want; break;
	    case IA_V_XCHG: ok = r == old && m == v; break;
	    case IA_V_CAS_STRONG:
	    case IA_V_CAS_WEAK:
	      ok = (e == old ? r == 1 && m == v : r == 0 && m == old)
		   && e_out == old;
	      break;
	    case IA_V_SYNC_VAL_CAS:
	    case IA_V_SYNC_VAL_CAS_EXPECTED:
	      ok = r == old && m == (e == old ? v : old);
	      break;
	    case IA_V_SYNC_BOOL_CAS:
	      ok = r == (e == old) && m == (e == old ? v : old);
	      break;
	    default:
	      ok = 0;
	    }
	  if (!ok)
	    {
	      wrong++;
	      printf ("WRONG %%s: init %%#llx operand %%#llx: result %%#llx,"
		      " memory %%#llx\\n", test->name,
		      (unsigned long long) old, (unsigned long long) v,
		      (unsigned long long) r, (unsigned long long) m);
	    }
	  sum = sum * 31 + m + 7 * r;
	}
    }
  printf ("%(n)d bytes: %%u functions, checksum %%llx\\n", t, sum);
}
""" % {"n": size, "T": T, "cases": cases}


def main():
    ap = argparse.ArgumentParser(description="the value-differential program")
    ap.add_argument("--cc", required=True)
    ap.add_argument("--include", required=True)
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()
    ops, orders, sizes = load_table(args.cc, args.include)
    for op in ops:
        if op not in C_OPERATORS:
            sys.exit("gen-values.py: no C operator for '%s' of ia-ops.def" % op)

    text = ["/* Generated by gen-values.py from ia-ops.def; do not edit.  */",
            "/* ia-torture-options: -Wno-overflow */",
            "#include <stdio.h>",
            "enum { %s };" % ", ".join("IA_V_" + k for k in KINDS),
            "#define N_INITS %d" % len(INITS),
            "static const unsigned long long inits[N_INITS] = { %s };"
            % ", ".join(INITS),
            "/* The register operands, one per initial value: every class.  */",
            "static const unsigned long long regs[N_INITS] = "
            "{ 0, ~0ULL, 0x100, 0x5555555555555555ULL, -100LL, 4096 };",
            "static unsigned wrong;"]
    for size, ctype in sizes:
        T = ctype
        w = Writer(ctype)
        rmw_functions(w, ops, orders, size)
        swap_functions(w, orders, size)
        text.append("static %s obj%d;" % (T, size))
        text.extend(w.defs)
        text.append("struct test_%d\n{\n  const char *name;\n"
                    "  %s (*fn) (%s *, %s, %s, %s *);\n  unsigned char kind, op,"
                    " is_const;\n  %s k;\n};\n" % (size, T, T, T, T, T, T))
        text.append("static const struct test_%d tests_%d[] = {" % (size, size))
        text.extend(w.rows)
        text.append("};")
        text.append(check_function(size, ctype, ops))
    text.append("int\nmain (void)\n{\n%s\n  printf (\"wrong %%u\\n\", wrong);\n"
                "  return wrong != 0;\n}\n"
                % "\n".join("  run_%d ();" % size for size, _ in sizes))
    with open(args.output, "w") as f:
        f.write("\n".join(text))
    # What a correct run prints: a line per size, and the count.
    print("lines %d" % (len(sizes) + 1))


if __name__ == "__main__":
    main()
