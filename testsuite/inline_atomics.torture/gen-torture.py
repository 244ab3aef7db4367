#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Copyright (C) 2026 The inline-atomics authors.
#
# gen-torture.py -- random C programs full of atomic builtins, for the
# torture test of inline-atomics (inline_atomics.torture/torture.exp).
#
# Every program holds many small functions.  Each function combines a
# random choice of builtin family (__atomic_*, __sync_*, <stdatomic.h>
# on _Atomic objects, _Atomic compound assignment), operand size and
# signedness, memory orders (constant or computed at run time), operand
# kind (constants, arguments, values loaded from memory or converted
# from floating point, ...), object (global, stack, heap, struct field,
# array element, through a volatile or laundered pointer) and control
# flow (branches, loops with and without calls, switch, goto, computed
# goto, setjmp and longjmp, early return, atomics in conditions, two
# threads on one object), and
# operands of every class, the constants that GCC's expanders rewrite
# into another operation among them (0 and all ones, in the type or
# truncating to it, literal or made constant by inlining).  A program
# may be built with -fexceptions -fnon-call-exceptions, and some of its
# functions have a local with a cleanup, so that their atomics are in
# EH regions.  With --cxx-every N, every Nth program is C++ (a .cc
# file): no _Atomic objects, and try blocks around atomics with a call
# that now and then throws.  Each function returns a checksum of
# every atomic's result and of the final contents of its objects; main
# prints one line per function.  A program must print the same lines
# however it is compiled, so the test compares the plugin's build with
# GCC's own.
#
# The operations, memory orders and sizes come from common/ia-ops.def,
# read through the target compiler's preprocessor (--cc, --include),
# so a new row of the table reaches the generated programs by itself.
#
# Everything is drawn from one 64-bit generator (splitmix64) seeded
# from the seed and the program's index, so a program is the same on
# every machine and with every version of Python:
#   gen-torture.py --cc aarch64-linux-gnu-gcc --include common \
#       --seed 1 --first 3 --count 1 --outdir /tmp/t
# writes /tmp/t/torture-1-3.c, the program that a run with seed 1
# numbers 3.
#
# Each program starts with a comment that the driver reads:
#   /* ia-torture-options: FLAGS */     extra compiler options for it

import argparse
import os
import subprocess
import sys

MASK64 = (1 << 64) - 1


class Rng:
    """splitmix64: small, fast and the same everywhere."""

    def __init__(self, seed_text):
        state = 0x9E3779B97F4A7C15
        for ch in seed_text.encode():
            state = ((state ^ ch) * 0x100000001B3) & MASK64
        self.state = state

    def next64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n):
        return self.next64() % n

    def chance(self, p):
        return self.below(1000000) < p * 1000000

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def weighted(self, pairs):
        """One item of PAIRS, a list of (weight, item)."""
        total = sum(w for w, _ in pairs)
        pick = self.below(total)
        for w, item in pairs:
            if pick < w:
                return item
            pick -= w
        return pairs[-1][1]


# ------------------------------------------------------------------
# The table.
# ------------------------------------------------------------------

def read_table(cc, include):
    """The ops, orders and sizes of ia-ops.def, through CC's
    preprocessor (as lib/ia-conform.exp reads them)."""
    stub = ("#define IA_OP(NAME, UNAME, LSE, PREP, CODE) ia_op NAME\n"
            "#define IA_ORDER(NAME, VALUE) ia_order NAME VALUE\n"
            "#define IA_SIZE(BYTES, SUFFIX, REG, CTYPE) ia_size BYTES CTYPE\n"
            "#include \"ia-ops.def\"\n")
    cmd = cc.split() + ["-E", "-P", "-I" + include, "-x", "c", "-"]
    try:
        proc = subprocess.run(cmd, input=stub, capture_output=True,
                              text=True, check=False)
    except OSError as e:
        sys.exit("gen-torture.py: cannot run %s: %s" % (cmd[0], e))
    if proc.returncode != 0:
        sys.exit("gen-torture.py: cannot preprocess ia-ops.def:\n"
                 + proc.stderr)
    ops, orders, sizes = [], [], []
    for line in proc.stdout.splitlines():
        words = line.split()
        if len(words) == 2 and words[0] == "ia_op":
            ops.append(words[1])
        elif len(words) == 3 and words[0] == "ia_order":
            orders.append((words[1], int(words[2])))
        elif len(words) >= 3 and words[0] == "ia_size":
            sizes.append((int(words[1]), " ".join(words[2:])))
    for name, got in (("operations", ops), ("memory orders", orders),
                      ("sizes", sizes)):
        if not got:
            sys.exit("gen-torture.py: ia-ops.def gave no %s" % name)
    return ops, orders, sizes


# What the generator knows about each operation of the table: its C
# operator, for _Atomic compound assignment, and whether <stdatomic.h>
# has atomic_fetch_NAME.  An operation of the table that is missing
# here is still used through the builtins spelled from its name.
C_OPERATORS = {"add": "+", "sub": "-", "and": "&", "or": "|", "xor": "^"}
STDATOMIC_OPS = {"add", "sub", "and", "or", "xor"}

# Orders a compare-and-exchange may fail with, and how strong each is.
FAIL_ORDERS = {"relaxed", "consume", "acquire", "seq_cst"}
LOAD_ORDERS = {"relaxed", "consume", "acquire", "seq_cst"}
STORE_ORDERS = {"relaxed", "release", "seq_cst"}

# Extra options a program may be compiled with (both builds).
EXTRA_OPTIONS = [
    "-funroll-loops", "-fno-inline", "-fomit-frame-pointer", "-fPIC",
    "-fno-tree-loop-optimize", "-fstack-protector-strong",
    "-mbranch-protection=standard", "-fno-tree-vrp", "-fno-unswitch-loops",
    "-fpeel-loops", "-fno-ssa-phiopt", "-fno-tree-pre",
    "-fno-reorder-blocks", "-fno-ipa-cp", "-mgeneral-regs-only",
    "-fno-dce", "-ftrapv", "-fwrapv", "-fno-strict-aliasing",
    # Every atomic may throw: with the cleanups of some functions, the
    # EH table the plugin must keep consistent (-fchecking checks it).
    "-fexceptions -fnon-call-exceptions",
]
# -mgeneral-regs-only forbids floating point; the program then has no
# FP->int operands.
NO_FP_OPTIONS = {"-mgeneral-regs-only"}


class CType:
    def __init__(self, size, name, signed):
        self.size = size
        self.name = name
        self.signed = signed

    def mask(self):
        return (1 << (8 * self.size)) - 1


def types_from_sizes(sizes, int128):
    types = []
    for size, ctype in sizes:
        types.append(CType(size, ctype, False))
        if ctype.startswith("unsigned "):
            rest = ctype[len("unsigned "):]
            signed = "signed char" if rest == "char" else rest
            types.append(CType(size, signed, True))
    if int128:
        types.append(CType(16, "unsigned __int128", False))
        types.append(CType(16, "__int128", True))
    return types


# ------------------------------------------------------------------
# One program.
# ------------------------------------------------------------------

class Obj:
    """An object that atomics of one function work on."""

    def __init__(self, name, ctype, where, atomic):
        self.name = name
        self.ctype = ctype
        self.where = where          # global stack heap field array
        self.atomic = atomic        # declared _Atomic

    def qualified(self):
        return ("_Atomic " if self.atomic else "") + self.ctype.name

    def lvalue(self):
        return {"global": self.name, "stack": self.name,
                "heap": "(*%s)" % self.name, "field": self.name + ".f",
                "array": "%s[%s_i]" % (self.name, self.name)}[self.where]

    def address(self):
        if self.where == "heap":
            return self.name
        return "&" + self.lvalue()


class Program:
    def __init__(self, rng, table, nfuncs, int128, index, seed, fp,
                 cxx=False):
        self.rng = rng
        # A C++ program: no _Atomic objects (<stdatomic.h> is C's), and
        # try blocks with throws from calls among the atomics.
        self.cxx = cxx
        self.ops, self.orders, sizes = table
        self.order_names = [o for o, _ in self.orders]
        self.order_values = [v for _, v in self.orders]
        self.types = types_from_sizes(sizes, int128)
        self.nfuncs = nfuncs
        self.index = index
        self.seed = seed
        self.fp = fp
        self.globals = []           # file-scope declarations
        self.uid = 0

    def fresh(self, prefix):
        self.uid += 1
        return "%s%d" % (prefix, self.uid)

    # -- values ------------------------------------------------------

    def literal(self, ctype, value):
        value &= ctype.mask()
        if ctype.size == 16:
            return "((%s) 0x%xULL << 64 | 0x%xULL)" % (
                ctype.name, value >> 64, value & MASK64)
        return "(%s) 0x%xULL" % (ctype.name, value)

    def random_bits(self, ctype):
        value = self.rng.next64()
        if ctype.size == 16:
            value = value << 64 | self.rng.next64()
        # Mostly small values, so that compare-and-swap operands and
        # loop conditions meet; sometimes the full width.
        kind = self.rng.below(4)
        if kind == 0:
            return value & 0xff
        if kind == 1:
            return (-(value & 0xff)) & ctype.mask()
        return value & ctype.mask()

    def operand(self, ctype, fn):
        """A C expression of type CTYPE: the value operand of an
        atomic, of a random kind."""
        t = ctype.name
        kinds = [(3, "const"), (3, "small"), (2, "negative"), (4, "arg"),
                 (2, "memory"), (2, "other"), (1, "checksum"),
                 (1, "expr"), (3, "special"), (1, "inlined")]
        if self.fp:
            kinds.append((2, "fp"))
        kind = self.rng.weighted(kinds)
        k = self.rng.below(16)
        if kind == "const":
            return self.literal(ctype, self.random_bits(ctype))
        if kind == "small":
            return str(self.rng.below(32))
        if kind in ("special", "inlined"):
            # The constants that GCC's expanders rewrite into another
            # operation (an and of 0 and an or of all ones become
            # exchanges), in the object's type or truncating to it; as
            # a literal, or one that only inlining makes constant.
            value = self.rng.choice(self.special_values(ctype))
            if kind == "inlined":
                return "(%s) ia_same (%s)" % (t, value)
            return "(%s) %s" % (t, value)
        if kind == "negative":
            return "(%s) -%d" % (t, 1 + self.rng.below(200))
        if kind == "arg":
            return "(%s) (%s >> %d)" % (t, self.rng.choice("ab"),
                                        self.rng.below(40))
        if kind == "memory":
            return "(%s) ia_data[(a + %d) & 15]" % (t, k)
        if kind == "other" and fn.objs:
            other = self.rng.choice(fn.objs)
            return "(%s) %s" % (t, other.lvalue())
        if kind == "checksum":
            return "(%s) h" % t
        if kind == "fp":
            return "(%s) (long long) (ia_dbl[%d] * %s)" % (
                t, k & 7, self.rng.choice(["1.0", "3.5", "-2.25", "1000.0"]))
        return "(%s) (a * %d + %d)" % (t, 1 + 2 * k, self.rng.below(1000))

    @staticmethod
    def special_values(ctype):
        values = ["0", "-1", "0ULL", "~0ULL"]
        if ctype.size < 8:
            bits = 8 * ctype.size
            values += ["0x%xULL" % (1 << bits), "0x%xULL" % ((2 << bits) - 1)]
        return values

    def mix(self, expr, ctype):
        if ctype is not None and ctype.size == 16:
            return "h = ia_mix128 (h, (unsigned __int128) (%s));" % expr
        return "h = ia_mix (h, (unsigned long long) (%s));" % expr

    # -- memory orders -----------------------------------------------

    def order(self, allowed=None, c11=False):
        """A memory order argument: a constant of ALLOWED (names), or
        one computed at run time."""
        if self.rng.chance(0.15):
            expr = "ia_ord[(b + %d) & 7]" % self.rng.below(8)
            return "(memory_order) " + expr if c11 else expr
        names = [n for n in self.order_names
                 if allowed is None or n in allowed]
        name = self.rng.choice(names)
        if c11:
            return "memory_order_" + name
        if self.rng.chance(0.1):
            return str(dict(self.orders)[name])
        return "__ATOMIC_" + name.upper()

    def cas_orders(self, c11=False):
        """Success and failure orders of a compare-and-exchange: a
        valid pair, or now and then one that GCC corrects."""
        values = dict(self.orders)
        if self.rng.chance(0.15):
            return self.order(c11=c11), self.order(c11=c11)
        success = self.rng.choice(self.order_names)
        fails = [n for n in self.order_names
                 if n in FAIL_ORDERS and values[n] <= values[success]]
        if not fails or self.rng.chance(0.01):
            fails = self.order_names
        failure = self.rng.choice(fails)
        prefix = "memory_order_" if c11 else "__ATOMIC_"
        conv = (lambda n: prefix + n) if c11 else (
            lambda n: prefix + n.upper())
        return conv(success), conv(failure)

    # -- pointers ----------------------------------------------------

    def pointer(self, obj, allow_volatile=True):
        """An expression for OBJ's address, sometimes through a
        volatile or laundered pointer."""
        t = obj.qualified()
        kind = self.rng.weighted([(6, "plain"), (2, "volatile"),
                                  (2, "launder")])
        if kind == "volatile" and allow_volatile:
            return "(volatile %s *) %s" % (t, obj.address())
        if kind == "launder":
            return "(%s *) ia_launder (%s)" % (t, obj.address())
        return obj.address()

    # -- atomics -----------------------------------------------------

    def atomic(self, fn, use_in_condition=False):
        """Statements that perform one atomic on one object of FN.
        Returns (lines, condition): CONDITION is a C expression that
        can decide a branch, or None."""
        obj = self.rng.choice(fn.objs)
        ctype = obj.ctype
        t = ctype.name
        r = self.fresh("r")
        if obj.atomic:
            return self.c11_atomic(fn, obj, r)
        p = self.pointer(obj)
        fams = [(6, "fetch_op"), (5, "op_fetch"), (3, "exchange_n"),
                (1, "exchange"), (4, "cas_n"), (2, "cas"),
                (2, "test_and_set"), (4, "sync_fetch_op"),
                (3, "sync_op_fetch"), (3, "sync_val_cas"),
                (3, "sync_bool_cas"), (2, "sync_lock_tas"),
                (1, "nand"), (2, "load_store")]
        if ctype.size == 16:
            fams = [(4, "sync_val_cas"), (4, "sync_bool_cas"),
                    (2, "sync_fetch_op"), (2, "sync_op_fetch"),
                    (1, "sync_lock_tas"), (1, "nand")]
        fam = self.rng.weighted(fams)
        op = self.rng.choice(self.ops)
        lines = []
        cond = None
        if fam in ("fetch_op", "op_fetch", "sync_fetch_op", "sync_op_fetch"):
            v = self.operand(ctype, fn)
            name = {"fetch_op": "__atomic_fetch_%s",
                    "op_fetch": "__atomic_%s_fetch",
                    "sync_fetch_op": "__sync_fetch_and_%s",
                    "sync_op_fetch": "__sync_%s_and_fetch"}[fam] % op
            args = "%s, %s" % (p, v)
            if fam.startswith("fetch") or fam.startswith("op"):
                args += ", " + self.order()
            call = "%s (%s)" % (name, args)
            if self.rng.chance(0.15):
                # An unused result: GCC may pick a store form (STADD...).
                lines.append("%s;" % call)
                return lines, None
            lines.append("%s %s = %s;" % (t, r, call))
        elif fam == "nand":
            v = self.operand(ctype, fn)
            if self.rng.chance(0.5) and ctype.size <= 8:
                call = "__atomic_fetch_nand (%s, %s, %s)" % (p, v,
                                                             self.order())
            else:
                call = "__sync_nand_and_fetch (%s, %s)" % (p, v)
            lines.append("%s %s = %s;" % (t, r, call))
        elif fam == "exchange_n":
            call = "__atomic_exchange_n (%s, %s, %s)" % (
                p, self.operand(ctype, fn), self.order())
            lines.append("%s %s = %s;" % (t, r, call))
        elif fam == "exchange":
            v = self.fresh("x")
            lines.append("%s %s = %s, %s;" % (t, v, self.operand(ctype, fn),
                                              r))
            lines.append("__atomic_exchange (%s, &%s, &%s, %s);" % (
                p, v, r, self.order()))
        elif fam in ("cas_n", "cas"):
            lines += self.cas(fn, obj, p, r, generic=(fam == "cas"))
            cond = "%s_ok" % r
        elif fam == "test_and_set":
            # Only on a flag: the result is unspecified for a byte that
            # is neither clear nor GCC's "set" value.
            p = self.pointer(self.flag(fn))
            call = "__atomic_test_and_set (%s, %s)" % (p, self.order())
            if use_in_condition and self.rng.chance(0.5):
                return lines, call
            lines.append("_Bool %s = %s;" % (r, call))
            if self.rng.chance(0.3):
                lines.append("%s;" % self.mix(r, None))
                lines.append("__atomic_clear (%s, %s);" % (
                    p, self.order(STORE_ORDERS)))
                return lines, r
        elif fam == "sync_val_cas":
            e = self.expected(obj)
            call = "__sync_val_compare_and_swap (%s, %s, %s)" % (
                p, e, self.operand(ctype, fn))
            lines.append("%s %s = %s;" % (t, r, call))
        elif fam == "sync_bool_cas":
            e = self.expected(obj)
            call = "__sync_bool_compare_and_swap (%s, %s, %s)" % (
                p, e, self.operand(ctype, fn))
            if use_in_condition and self.rng.chance(0.5):
                return lines, call
            lines.append("_Bool %s = %s;" % (r, call))
            lines.append(self.mix(r, None))
            return lines, r
        elif fam == "sync_lock_tas":
            call = "__sync_lock_test_and_set (%s, %s)" % (
                p, self.operand(ctype, fn))
            lines.append("%s %s = %s;" % (t, r, call))
            if self.rng.chance(0.3):
                lines.append(self.mix(r, ctype))
                lines.append("__sync_lock_release (%s);" % p)
                return lines, None
        else:  # load_store
            which = self.rng.below(3)
            if which == 0:
                lines.append("%s %s = __atomic_load_n (%s, %s);" % (
                    t, r, p, self.order(LOAD_ORDERS)))
            elif which == 1:
                lines.append("__atomic_store_n (%s, %s, %s);" % (
                    p, self.operand(ctype, fn), self.order(STORE_ORDERS)))
                return lines, None
            else:
                lines.append("__atomic_thread_fence (%s);" % self.order())
                return lines, None
        lines.append(self.mix(r, ctype))
        if cond is None:
            cond = "(%s %% 3) == %d" % (r, self.rng.below(3))
        return lines, cond

    def flag(self, fn):
        """FN's flag for __atomic_test_and_set and __atomic_clear, a
        byte that holds 0 or 1."""
        if fn.flag is None:
            ctype = CType(1, self.rng.choice(["unsigned char", "_Bool",
                                              "signed char"]), False)
            fn.flag = Obj(fn.name + "_flag", ctype, "global", False)
        return fn.flag

    def expected(self, obj):
        """An expected value for a compare-and-swap on OBJ: often the
        current value, so that it succeeds."""
        t = obj.ctype.name
        kind = self.rng.below(4)
        if kind <= 1:
            # (A 16-byte __atomic_load_n would call libatomic.)
            if obj.atomic:
                return "atomic_load_explicit (%s, memory_order_relaxed)" \
                    % obj.address()
            if obj.ctype.size <= 8:
                return "__atomic_load_n (%s, __ATOMIC_RELAXED)" \
                    % obj.address()
            return obj.lvalue()
        if kind == 2:
            return "(%s) (%s + (a & 1))" % (t, obj.lvalue())
        return self.literal(obj.ctype, self.random_bits(obj.ctype))

    def cas(self, fn, obj, p, r, generic):
        t = obj.ctype.name
        weak = self.rng.chance(0.4)
        so, fo = self.cas_orders()
        e0 = self.fresh("e")
        d = self.fresh("d")
        lines = ["%s %s = %s;" % (t, e0, self.expected(obj))]
        # Where the expected value lives: a local (GCC then uses
        # .ATOMIC_COMPARE_EXCHANGE), or memory.
        where = self.rng.below(3)
        if where == 0:
            e = self.fresh("ge")
            self.globals.append("%s %s;" % (t, e))
            lines.append("%s = %s;" % (e, e0))
        elif where == 1:
            if fn.exp_type == t:
                fn.needs_exp_array = True
                e = "%s_exp[(b + %d) & 3]" % (fn.name, self.rng.below(4))
                lines.append("%s = %s;" % (e, e0))
            else:
                e = self.fresh("le")
                lines.append("%s %s = %s;" % (t, e, e0))
        else:
            e = self.fresh("le")
            lines.append("%s %s = %s;" % (t, e, e0))
        lines.append("%s %s = %s;" % (t, d, self.operand(obj.ctype, fn)))
        ok = "%s_ok" % r
        if generic:
            call = "__atomic_compare_exchange (%s, &%s, &%s, %d, %s, %s)" % (
                p, e, d, int(weak), so, fo)
        else:
            call = "__atomic_compare_exchange_n (%s, &%s, %s, %d, %s, %s)" % (
                p, e, d, int(weak), so, fo)
        if weak:
            # A weak compare-and-exchange may fail spuriously (not under
            # qemu, but on hardware): retry while the value seen is the
            # one expected.
            lines.append("_Bool %s;" % ok)
            lines.append("while (!(%s = %s) && %s == %s)" % (ok, call, e, e0))
            lines.append("  ;")
        else:
            lines.append("_Bool %s = %s;" % (ok, call))
        lines.append(self.mix(ok, None))
        lines.append("%s %s = %s;" % (t, r, e))
        return lines

    def c11_atomic(self, fn, obj, r):
        """An atomic on an _Atomic object: <stdatomic.h> or a compound
        assignment."""
        ctype = obj.ctype
        t = ctype.name
        p = self.pointer(obj, allow_volatile=True)
        lines = []
        kind = self.rng.weighted([(5, "fetch"), (2, "fetch_seq"),
                                  (4, "compound"), (2, "exchange"),
                                  (3, "cas"), (1, "incdec")])
        ops = [o for o in self.ops if o in STDATOMIC_OPS]
        if not ops:
            kind = "exchange"
        if kind == "fetch":
            op = self.rng.choice(ops)
            lines.append("%s %s = atomic_fetch_%s_explicit (%s, %s, %s);" % (
                t, r, op, p, self.operand(ctype, fn), self.order(c11=True)))
        elif kind == "fetch_seq":
            op = self.rng.choice(ops)
            lines.append("%s %s = atomic_fetch_%s (%s, %s);" % (
                t, r, op, p, self.operand(ctype, fn)))
        elif kind == "compound":
            # Arithmetic on a signed _Atomic can overflow, which C leaves
            # undefined: on signed objects only the bitwise operators.
            # Multiplication is a compare-and-swap loop.
            ops_c = [C_OPERATORS[o] for o in self.ops if o in C_OPERATORS
                     and (not ctype.signed or C_OPERATORS[o] in "&|^")]
            if not ctype.signed:
                ops_c.append("*")
            if not ops_c:
                ops_c = ["|"]
            opc = self.rng.choice(ops_c)
            lines.append("%s %s = (%s %s= %s);" % (
                t, r, obj.lvalue(), opc, self.operand(ctype, fn)))
        elif kind == "incdec":
            if ctype.signed:
                lines.append("%s %s = (%s |= 1);" % (t, r, obj.lvalue()))
            else:
                form = self.rng.choice(["%s++", "++%s", "%s--", "--%s"])
                lines.append("%s %s = %s;" % (t, r, form % obj.lvalue()))
        elif kind == "exchange":
            lines.append("%s %s = atomic_exchange_explicit (%s, %s, %s);" % (
                t, r, p, self.operand(ctype, fn), self.order(c11=True)))
        else:
            e = self.fresh("le")
            e0 = self.fresh("e")
            lines.append("%s %s = %s;" % (t, e0, self.expected(obj)))
            lines.append("%s %s = %s;" % (t, e, e0))
            so, fo = self.cas_orders(c11=True)
            ok = "%s_ok" % r
            if self.rng.chance(0.4):
                call = ("atomic_compare_exchange_weak_explicit "
                        "(%s, &%s, %s, %s, %s)" % (
                            p, e, self.operand(ctype, fn), so, fo))
                lines.append("_Bool %s;" % ok)
                lines.append("while (!(%s = %s) && %s == %s)" % (
                    ok, call, e, e0))
                lines.append("  ;")
            else:
                call = ("atomic_compare_exchange_strong_explicit "
                        "(%s, &%s, %s, %s, %s)" % (
                            p, e, self.operand(ctype, fn), so, fo))
                lines.append("_Bool %s = %s;" % (ok, call))
            lines.append(self.mix(ok, None))
            lines.append("%s %s = %s;" % (t, r, e))
        lines.append(self.mix(r, ctype))
        return lines, "(%s & 1) == %d" % (r, self.rng.below(2))

    def cas_loop(self, fn):
        """The classic compare-and-swap loop: load, compute, retry."""
        obj = self.rng.choice([o for o in fn.objs if not o.atomic]
                              or fn.objs)
        if obj.atomic or obj.ctype.size == 16:
            return self.atomic(fn)[0]
        t = obj.ctype.name
        p = self.pointer(obj)
        old = self.fresh("o")
        new = self.fresh("n")
        so, fo = self.cas_orders()
        weak = int(self.rng.chance(0.5))
        k = 1 + 2 * self.rng.below(8)
        compute = self.rng.choice([
            "(%s) (%s * %d + 1)" % (t, old, k),
            "(%s) (%s >> 1 ^ %s)" % (t, old, self.operand(obj.ctype, fn)),
            "(%s) (%s | %d)" % (t, old, 1 << self.rng.below(7)),
        ])
        return ["%s %s = __atomic_load_n (%s, __ATOMIC_RELAXED), %s;" % (
                    t, old, p, new),
                "do",
                "  %s = %s;" % (new, compute),
                "while (!__atomic_compare_exchange_n (%s, &%s, %s, %d, %s,"
                " %s));" % (p, old, new, weak, so, fo),
                self.mix(old, obj.ctype) + " " + self.mix(new, obj.ctype)]

    # -- control flow ------------------------------------------------

    def arg_condition(self):
        return "((%s >> %d) & %d) == %d" % (
            self.rng.choice("ab"), self.rng.below(48),
            self.rng.choice([1, 3]), self.rng.below(2))

    def block(self, fn, depth, budget, in_loop):
        """A list of statement lines using about BUDGET atomics."""
        lines = []
        while budget > 0:
            choices = [(10, "atomic"), (2, "cas_loop"), (1, "call")]
            if depth < 3:
                choices += [(3, "if"), (2, "if_atomic"), (3, "loop"),
                            (1, "while_atomic"), (1, "switch"),
                            (1, "goto")]
                # C++ forbids a jump into a try block, and GCC takes
                # every label whose address is taken as a target of
                # every computed goto of the function (GCC 16 says so:
                # "jump to label ... enters 'try' block"): a C++
                # function has computed gotos or try blocks, not both.
                if fn.jumps != "try":
                    choices.append((1, "computed_goto"))
                if not in_loop:
                    choices += [(1, "setjmp"), (1, "threads")]
                if self.cxx and fn.jumps != "computed_goto":
                    choices.append((2, "try"))
                if depth > 0 and not in_loop:
                    choices.append((1, "return"))
            kind = self.rng.weighted(choices)
            if kind == "atomic":
                lines += self.atomic(fn)[0]
                budget -= 1
            elif kind == "cas_loop":
                lines += self.cas_loop(fn)
                budget -= 1
            elif kind == "call":
                lines.append("h = ia_opaque (h);")
            elif kind == "if":
                n = 1 + self.rng.below(max(1, budget))
                lines.append("if (%s)" % self.arg_condition())
                lines += self.braced(self.block(fn, depth + 1, n, in_loop))
                if self.rng.chance(0.6):
                    lines.append("else")
                    lines += self.braced(self.block(fn, depth + 1,
                                                    max(1, n - 1), in_loop))
                budget -= n
            elif kind == "if_atomic":
                pre, cond = self.atomic(fn, use_in_condition=True)
                if cond is None:
                    lines += pre
                    budget -= 1
                    continue
                lines += pre
                lines.append("if (%s)" % cond)
                n = max(1, budget // 2)
                lines += self.braced(self.block(fn, depth + 1, n, in_loop))
                if self.rng.chance(0.4):
                    lines.append("else")
                    lines += self.braced(self.block(fn, depth + 1, 1,
                                                    in_loop))
                budget -= n + 1
            elif kind == "loop":
                i = self.fresh("i")
                n = 1 + self.rng.below(max(1, min(budget, 4)))
                bound = self.rng.choice([
                    str(1 + self.rng.below(9)),
                    "(a & 7) + 1", "(b >> %d & 15)" % self.rng.below(40)])
                body = self.block(fn, depth + 1, n, True)
                if self.rng.chance(0.4):
                    body.append("h = ia_opaque (h + %s);" % i)
                if self.rng.chance(0.2):
                    body.insert(0, "if (%s == %d) continue;" % (
                        i, self.rng.below(4)))
                if self.rng.chance(0.2):
                    body.append("if ((h & 15) == %d) break;"
                                % self.rng.below(16))
                lines.append("for (unsigned %s = 0; %s < %s; %s++)" % (
                    i, i, bound, i))
                lines += self.braced(body)
                budget -= n
            elif kind == "while_atomic":
                # An atomic in the loop condition, with a bound.
                obj = self.rng.choice([o for o in fn.objs if not o.atomic]
                                      or fn.objs)
                if obj.atomic or obj.ctype.size == 16:
                    continue
                c = self.fresh("c")
                op = self.rng.choice(self.ops)
                call = "__atomic_fetch_%s (%s, %s, %s)" % (
                    op, self.pointer(obj), self.operand(obj.ctype, fn),
                    self.order())
                lines.append("unsigned %s = 0;" % c)
                lines.append("while ((%s & %d) != %d && %s++ < %d)" % (
                    call, self.rng.choice([1, 3, 7]), self.rng.below(2),
                    c, 1 + self.rng.below(10)))
                body = self.block(fn, depth + 1, 1, True) \
                    if self.rng.chance(0.5) else ["h = ia_mix (h, %s);" % c]
                lines += self.braced(body)
                budget -= 2
            elif kind == "switch":
                ncases = 2 + self.rng.below(3)
                lines.append("switch ((a >> %d) %% %d)" % (self.rng.below(40),
                                                          ncases + 1))
                lines.append("  {")
                for case in range(ncases):
                    lines.append("  case %d:" % case)
                    body = self.braced(self.block(fn, depth + 1, 1,
                                                  in_loop))
                    lines += ["    " + line for line in body]
                    if self.rng.chance(0.75):
                        lines.append("    break;")
                lines.append("  default:")
                lines.append("    h = ia_mix (h, 0x5a);")
                lines.append("  }")
                budget -= ncases
            elif kind == "goto":
                label = self.fresh("L")
                if self.rng.chance(0.5):
                    lines.append("if (%s)" % self.arg_condition())
                    lines.append("  goto %s;" % label)
                    lines += self.braced(self.block(fn, depth + 1, 1,
                                                    in_loop))
                    lines.append("%s:;" % label)
                else:
                    # A loop made of a backward goto.
                    c = self.fresh("g")
                    lines.append("unsigned %s = 0;" % c)
                    lines.append("%s:" % label)
                    lines += self.braced(self.block(fn, depth + 1, 1, True))
                    lines.append("if (++%s < %d)" % (c, 1 + self.rng.below(5)))
                    lines.append("  goto %s;" % label)
                budget -= 1
            elif kind == "computed_goto":
                if self.cxx:
                    fn.jumps = kind
                # GNU C's labels as values: a table of addresses, a jump
                # through one chosen at run time, atomics at each label.
                labels = [self.fresh("C") for _ in range(2 + self.rng.below(2))]
                done = self.fresh("C")
                table = self.fresh("ia_labels")
                lines.append("{")
                lines.append("  static void *const %s[] = { %s };"
                             % (table, ", ".join("&&" + l for l in labels)))
                lines.append("  goto *%s[(%s >> %d) %% %d];"
                             % (table, self.rng.choice("ab"),
                                self.rng.below(40), len(labels)))
                for label in labels:
                    lines.append(" %s:" % label)
                    lines += ["  " + x for x in self.braced(
                        self.block(fn, depth + 1, 1, in_loop))]
                    lines.append("  goto %s;" % done)
                lines.append(" %s:;" % done)
                lines.append("}")
                budget -= len(labels)
            elif kind == "setjmp":
                # Atomics between a setjmp and the longjmp back to it.
                # The checksum crosses the jump in a volatile (C11
                # 7.13.2.1: a non-volatile local changed in between is
                # indeterminate after it), and so do the objects, which
                # the atomics reach by their address.
                # Its body has no setjmp of its own, which would leave
                # ia_jmp pointing at itself (in_loop, which also keeps
                # early returns out).
                lines.append("if (setjmp (ia_jmp) == 0)")
                body = self.block(fn, depth + 1, 1, True)
                body += ["ia_jump_h = h;", "ia_longjmp ();"]
                lines += self.braced(body)
                lines.append("h = ia_mix (ia_jump_h, 0x3c);")
                budget -= 1
            elif kind == "try":
                fn.jumps = kind
                # A C++ exception thrown by a call among the atomics, now
                # and then, caught here.
                n = 1 + self.rng.below(max(1, budget))
                body = self.block(fn, depth + 1, n, in_loop)
                # Before or after the block's statements: between two
                # lines could split an if from its braces.
                if self.rng.chance(0.5):
                    body.insert(0, "h = ia_may_throw (h);")
                else:
                    body.append("h = ia_may_throw (h);")
                lines.append("try")
                lines += self.braced(body)
                lines.append("catch (unsigned long long e)")
                lines += self.braced(["h = ia_mix (h, e);"])
                budget -= n
            elif kind == "threads":
                lines += self.threads()
                budget -= 1
            elif kind == "return":
                lines.append("if (%s)" % self.arg_condition())
                lines.append("  goto %s_out;" % fn.name
                             if self.rng.chance(0.5)
                             else "  return %s_finish (h%s);" % (
                                 fn.name, fn.finish_args))
                fn.uses_out = True
                budget -= 1
        return lines

    def threads(self):
        """Two threads that run the same atomic on a shared object a
        hundred times each, with operands from their argument: the
        operation is associative and commutative, so the final value is
        the same in every interleaving, and is mixed into the checksum
        (the values each thread sees are not).  The object and the
        worker are at file scope."""
        ctype = self.rng.choice([t for t in self.types if t.size <= 8])
        t = ctype.name
        op = self.rng.choice(self.ops)
        obj = self.fresh("ia_shared")
        worker = self.fresh("ia_worker")
        sync = self.rng.chance(0.3)
        if sync:
            call = "__sync_fetch_and_%s (&%s, (%s) (x + i))" % (op, obj, t)
        else:
            order = self.order()
            call = "__atomic_%s (&%s, (%s) (x + i), %s)" % (
                self.rng.choice(["fetch_" + op, op + "_fetch"]), obj, t, order)
        self.globals += [
            "static %s %s = %s;" % (t, obj,
                                    self.literal(ctype, self.random_bits(ctype))),
            "static void *",
            "%s (void *arg)" % worker,
            "{",
            "  unsigned long long x = (unsigned long long) (__UINTPTR_TYPE__) arg;",
            "  unsigned long long b = x;  /* for an order read at run time */",
            "  (void) b;",
            "  for (unsigned i = 0; i < 100; i++)",
            "    %s;" % call,
            "  return 0;",
            "}",
            ""]
        a, b = 1 + self.rng.below(1000), 1 + self.rng.below(1000)
        return ["{",
                "  pthread_t ia_t1, ia_t2;",
                "  if (pthread_create (&ia_t1, 0, %s, (void *) %dUL) != 0"
                " || pthread_create (&ia_t2, 0, %s, (void *) %dUL) != 0)"
                % (worker, a, worker, b),
                "    abort ();",
                "  pthread_join (ia_t1, 0);",
                "  pthread_join (ia_t2, 0);",
                "  " + self.mix(obj, ctype),
                "}"]

    @staticmethod
    def braced(lines):
        return ["{"] + ["  " + line for line in lines] + ["}"]

    # -- functions ---------------------------------------------------

    def function(self, k):
        fn = Function("f%d" % k)
        nobjs = 1 + self.rng.below(3)
        types = self.types
        for j in range(nobjs):
            ctype = self.rng.choice(types)
            where = self.rng.weighted([(3, "global"), (2, "stack"),
                                       (1, "heap"), (1, "field"),
                                       (2, "array")])
            atomic = (ctype.size <= 8 and self.rng.chance(0.15)
                      and not self.cxx)
            name = "%s_%s%d" % (fn.name, where[0], j)
            obj = Obj(name, ctype, where, atomic)
            fn.objs.append(obj)
        attrs = self.rng.weighted([(30, "noipa"), (6, "noinline"),
                                   (1, "cold"), (1, "Os"),
                                   (1, "no-outline")])
        fn.attr = {"noipa": "__attribute__ ((noipa))",
                   "noinline": "__attribute__ ((noinline))",
                   "cold": "__attribute__ ((noipa, cold))",
                   "Os": "__attribute__ ((noipa, optimize (\"Os\")))",
                   "no-outline": "__attribute__ ((noipa, target "
                                 "(\"no-outline-atomics\")))"}[attrs]
        fn.exp_type = self.rng.choice(types).name
        # A local with a cleanup: with -fexceptions, an EH region around
        # the function's atomics.
        fn.cleanup = self.rng.chance(0.2)
        fn.finish_args = "".join(", " + o.name for o in fn.objs
                                 if o.where in ("stack", "heap"))
        body = self.block(fn, 0, 2 + self.rng.below(6), False)
        return fn, body

    def emit_function(self, out, fn, body):
        # File-scope objects.
        for o in fn.objs:
            q = o.qualified()
            align = " __attribute__ ((aligned (16)))" \
                if o.ctype.size == 16 else ""
            if o.where == "global":
                out.append("%s %s%s;" % (q, o.name, align))
            elif o.where == "field":
                out.append("struct { unsigned char c; %s f%s; short z; } %s;"
                           % (q, align, o.name))
            elif o.where == "array":
                out.append("%s %s[8]%s;" % (q, o.name, align))
        if fn.needs_exp_array:
            out.append("%s %s_exp[4];" % (fn.exp_type, fn.name))
        if fn.flag is not None:
            out.append("%s %s;" % (fn.flag.ctype.name, fn.flag.name))
        # The finishing function: the checksum of the final memory.
        params = "".join(", %s%s %s" % (o.qualified(),
                                        " *" if o.where == "heap" else "",
                                        o.name)
                         for o in fn.objs if o.where in ("stack", "heap"))
        out.append("static unsigned long long")
        out.append("%s_finish (unsigned long long h%s)" % (fn.name, params))
        out.append("{")
        for o in fn.objs:
            if o.where == "array":
                out.append("  for (int j = 0; j < 8; j++)")
                out.append("    " + self.mix("%s[j]" % o.name, o.ctype))
            elif o.where == "heap":
                out.append("  " + self.mix("*" + o.name, o.ctype))
                out.append("  free (%s);" % o.name)
            else:
                out.append("  " + self.mix(o.lvalue(), o.ctype))
        if fn.flag is not None:
            out.append("  " + self.mix(fn.flag.name, fn.flag.ctype))
        out.append("  return h;")
        out.append("}")
        out.append("")
        out.append("%s unsigned long long" % fn.attr)
        out.append("%s (unsigned long long a, unsigned long long b)" % fn.name)
        out.append("{")
        out.append("  unsigned long long h = 0x%xULL;" % self.rng.next64())
        if fn.cleanup:
            out.append("  unsigned long long ia_guard"
                       " __attribute__ ((cleanup (ia_cleanup))) = h;")
        for o in fn.objs:
            q = o.qualified()
            init = self.literal(o.ctype, self.random_bits(o.ctype))
            if o.where == "stack":
                align = " __attribute__ ((aligned (16)))" \
                    if o.ctype.size == 16 else ""
                out.append("  %s %s%s;" % (q, o.name, align))
            elif o.where == "heap":
                out.append("  %s *%s = (%s *) malloc (sizeof (%s));"
                           % (q, o.name, q, q))
                out.append("  if (!%s)" % o.name)
                out.append("    return 0;")
            if o.where == "array":
                out.append("  unsigned %s_i = (a >> %d) & 7;" % (
                    o.name, self.rng.below(40)))
                out.append("  for (int j = 0; j < 8; j++)")
                out.append("    %s[j] = (%s) (%s + j * (b | 1));" % (
                    o.name, o.ctype.name, init))
            else:
                out.append("  %s = (%s) (%s ^ %s);" % (
                    o.lvalue(), o.ctype.name, init,
                    self.rng.choice(["a", "b", "0", "(a >> 3)"])))
        if fn.flag is not None:
            out.append("  %s = (a >> %d) & 1;" % (fn.flag.name,
                                                  self.rng.below(64)))
        if fn.needs_exp_array:
            out.append("  for (int j = 0; j < 4; j++)")
            out.append("    %s_exp[j] = (%s) (b + j);"
                       % (fn.name, fn.exp_type))
        if self.cxx:
            # Its own scope: a goto to the label below would cross the
            # initialisations of the body's locals, which C++ forbids.
            body = self.braced(body)
        out += ["  " + line for line in body]
        if fn.uses_out:
            out.append(" %s_out:" % fn.name)
        out.append("  return %s_finish (h%s);" % (fn.name, fn.finish_args))
        out.append("}")
        out.append("")

    def generate(self, options):
        fns = [self.function(k) for k in range(self.nfuncs)]
        out = []
        out.append("/* Generated by gen-torture.py, seed %s, program %d;"
                   " do not edit.  */" % (self.seed, self.index))
        out.append("/* ia-torture-options: %s */" % " ".join(options))
        out.append("")
        out.append("#include <pthread.h>")
        out.append("#include <setjmp.h>")
        if self.cxx:
            out.append("typedef bool _Bool;")
            # C names, as the plugin's report gives them, which the
            # driver matches with the helper calls left (C++ functions
            # with C linkage still throw).
            out.append("extern \"C\" {")
        else:
            out.append("#include <stdatomic.h>")
        out.append("#include <stdio.h>")
        out.append("#include <stdlib.h>")
        out.append("")
        ins = ", ".join("0x%xULL" % self.random_bits(CType(8, "", False))
                        for _ in range(16))
        out.append("volatile unsigned long long ia_in[16] = { %s };" % ins)
        ords = ", ".join(str(self.rng.choice(self.order_values))
                         for _ in range(8))
        out.append("volatile int ia_ord[8] = { %s };" % ords)
        dbls = ", ".join(self.rng.choice(["0.5", "-3.75", "17.25", "1e6",
                                          "-123.5", "2.0", "0.0", "99.9"])
                         for _ in range(8))
        if self.fp:
            out.append("volatile double ia_dbl[8] = { %s };" % dbls)
        data = ", ".join("0x%xULL" % self.rng.next64() for _ in range(16))
        out.append("unsigned long long ia_data[16] = { %s };" % data)
        out.append("")
        out.append("static inline unsigned long long")
        out.append("ia_mix (unsigned long long h, unsigned long long x)")
        out.append("{")
        out.append("  h ^= x;")
        out.append("  h *= 0x100000001b3ULL;")
        out.append("  return h ^ (h >> 29);")
        out.append("}")
        out.append("")
        if any(t.size == 16 for t in self.types):
            out.append("static inline unsigned long long")
            out.append("ia_mix128 (unsigned long long h, unsigned __int128 x)")
            out.append("{")
            out.append("  return ia_mix (ia_mix (h, (unsigned long long) x),"
                       " (unsigned long long) (x >> 64));")
            out.append("}")
            out.append("")
        out.append("__attribute__ ((noipa)) unsigned long long")
        out.append("ia_opaque (unsigned long long x)")
        out.append("{")
        out.append("  return x * 0x9e3779b97f4a7c15ULL + 1;")
        out.append("}")
        out.append("")
        out.append("static volatile unsigned long long ia_cleanups;")
        out.append("")
        out.append("static void")
        out.append("ia_cleanup (unsigned long long *p)")
        out.append("{")
        out.append("  ia_cleanups += *p;")
        out.append("}")
        out.append("")
        out.append("static jmp_buf ia_jmp;")
        out.append("static volatile unsigned long long ia_jump_h;")
        out.append("")
        out.append("__attribute__ ((noipa, noreturn)) void")
        out.append("ia_longjmp (void)")
        out.append("{")
        out.append("  longjmp (ia_jmp, 1);")
        out.append("}")
        out.append("")
        out.append("/* The identity, inlined: its argument is a constant only")
        out.append("   once it is.  */")
        out.append("static inline __attribute__ ((always_inline)) unsigned long long")
        out.append("ia_same (unsigned long long x)")
        out.append("{")
        out.append("  return x;")
        out.append("}")
        out.append("")
        if self.cxx:
            out.append("__attribute__ ((noipa)) unsigned long long")
            out.append("ia_may_throw (unsigned long long x)")
            out.append("{")
            out.append("  if (x % 3 == 0)")
            out.append("    throw x * 5;")
            out.append("  return x + 1;")
            out.append("}")
            out.append("")
        out.append("__attribute__ ((noipa)) void *")
        out.append("ia_launder (void *p)")
        out.append("{")
        out.append("  return p;")
        out.append("}")
        out.append("")
        for fn, body in fns:
            self.emit_function(out, fn, body)
        out.append("typedef unsigned long long ia_fn (unsigned long long,"
                   " unsigned long long);")
        out.append("static ia_fn *const ia_fns[] = {")
        for fn, _ in fns:
            out.append("  %s," % fn.name)
        out.append("};")
        out.append("")
        if self.cxx:
            out.append("}")
            out.append("")
        out.append("int")
        out.append("main (void)")
        out.append("{")
        out.append("  for (unsigned i = 0; i < sizeof ia_fns / sizeof *ia_fns;"
                   " i++)")
        out.append("    printf (\"f%u %016llx\\n\", i,")
        out.append("            ia_fns[i] (ia_in[i & 15],"
                   " ia_in[(i * 7 + 3) & 15]));")
        out.append("  return 0;")
        out.append("}")
        # Globals introduced while generating bodies go before the
        # functions that use them.
        head = out.index("static inline unsigned long long")
        return "\n".join(out[:head] + self.globals + [""] + out[head:]) + "\n"


class Function:
    def __init__(self, name):
        self.name = name
        self.objs = []
        self.attr = ""
        self.needs_exp_array = None
        self.exp_type = None
        self.finish_args = ""
        self.uses_out = False
        # In C++: "try" or "computed_goto", whichever came first (block).
        self.jumps = None
        self.cleanup = False
        self.flag = None


def main():
    parser = argparse.ArgumentParser(
        description="Write random C programs of atomic operations.")
    parser.add_argument("--cc", required=True,
                        help="the target C compiler, to read ia-ops.def")
    parser.add_argument("--include", required=True,
                        help="the directory of ia-ops.def")
    parser.add_argument("--seed", required=True)
    parser.add_argument("--first", type=int, default=0,
                        help="index of the first program")
    parser.add_argument("--count", type=int, default=1,
                        help="number of programs")
    parser.add_argument("--functions", type=int, default=80,
                        help="functions per program")
    parser.add_argument("--sync16", action="store_true",
                        help="also 16-byte __sync operations on __int128")
    parser.add_argument("--extra-options", action="store_true",
                        help="give some programs an extra compiler option")
    parser.add_argument("--cxx-every", type=int, default=0, metavar="N",
                        help="make every Nth program (index N-1, 2N-1, ...)"
                        " C++, with exceptions")
    parser.add_argument("--outdir", required=True)
    args = parser.parse_args()
    if args.count < 0 or args.first < 0 or args.functions < 1:
        parser.error("--first and --count must be >= 0, --functions >= 1")
    if not os.path.isdir(args.outdir):
        parser.error("no directory %s" % args.outdir)

    table = read_table(args.cc, args.include)
    for index in range(args.first, args.first + args.count):
        rng = Rng("%s:%d" % (args.seed, index))
        options = []
        if args.extra_options and rng.chance(0.35):
            options.append(rng.choice(EXTRA_OPTIONS))
        fp = not any(o in NO_FP_OPTIONS for o in options)
        cxx = args.cxx_every > 0 and index % args.cxx_every == args.cxx_every - 1
        prog = Program(rng, table, args.functions, args.sync16, index,
                       args.seed, fp, cxx)
        text = prog.generate(options)
        path = os.path.join(args.outdir, "torture-%s-%d.%s"
                            % (args.seed, index, "cc" if cxx else "c"))
        with open(path, "w") as f:
            f.write(text)
        print(path)


if __name__ == "__main__":
    main()
