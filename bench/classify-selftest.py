#!/usr/bin/env python3
# classify-selftest.py -- check the instruction counter's classifier
# against objdump.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: classify-selftest.py --objdump PROG --classify PROG
#                             [--cc TARGET_CC --workdir DIR] BINARY...
#
# Every instruction word objdump decodes in BINARY is given to the host
# build of the classifier (insn-classify), and its answer is compared
# with the class that objdump's mnemonic implies under the table below.
# The two sides are written independently: insn-class.h decodes encoding
# bits, this file reads mnemonics.  Words objdump cannot decode
# (".inst", ".word") are skipped and counted.  Exit status 1 on any
# mismatch, listing up to 20 per mnemonic.
#
# With --cc, a small object assembled from COVERAGE below is checked
# first: one line for each corner of the decoder (every LSE form, the
# exclusive pairs, the ordered and RCpc loads, pointer-authenticated
# loads and branches, MTE, LS64, SVE memory, the memory copy
# instructions), which a C library may not contain.

import argparse
import collections
import os
import re
import subprocess
import sys

LSE_OPS = "add|clr|eor|set|smax|smin|umax|umin"
MNEMONIC_CLASSES = [
    # Order matters: the first match wins.
    ("lse", re.compile(r"^(cas|casp|swp|ld(%s)|st(%s))(a|al|l)?(b|h)?$"
                       % (LSE_OPS, LSE_OPS))),
    ("exclusive", re.compile(r"^((ld|st)(a|l)?x(r|p)(b|h)?|clrex)$")),
    ("barrier", re.compile(r"^(dmb|dsb|isb|sb|ssbb|pssbb)$")),
    ("call", re.compile(r"^(bl|blr|blraaz?|blrabz?)$")),
    ("ret", re.compile(r"^(ret|retaa|retab)$")),
    ("branch", re.compile(r"^(b|b\.\w+|bc\.\w+|br|braaz?|brabz?|cbn?z|tbn?z"
                          r"|eret|eretaa|eretab|drps)$")),
    ("load", re.compile(r"^(ld\w*|prf\w*)$")),
    ("store", re.compile(r"^st\w*$")),
]

LINE = re.compile(r"^\s*([0-9a-f]+):\s+([0-9a-f]{8})\s+(\S+)")


COVERAGE = r"""
	.arch armv8.8-a+lse+rcpc+memtag+sve+sve2+pauth+sb+predres+ls64+mops
	ldadd w0, w1, [x2]
	ldaddalb w0, w1, [x2]
	ldclrlh w0, w1, [x2]
	ldumaxa x0, x1, [sp]
	ldsminal x0, x1, [x2]
	stadd w0, [x2]
	steorlb w0, [x2]
	stsmaxh w0, [x2]
	swpalh w0, w1, [x2]
	swp x0, x1, [x2]
	casb w0, w1, [x2]
	casal x0, x1, [x2]
	caspal x0, x1, x2, x3, [x4]
	casp w0, w1, w2, w3, [x4]
	ldxr w0, [x1]
	ldaxrb w0, [x1]
	stxr w3, x0, [x1]
	stlxrh w3, w0, [x1]
	ldxp x0, x1, [x2]
	stlxp w4, x0, x1, [x2]
	ldaxp w0, w1, [x2]
	clrex
	dmb ish
	dsb sy
	isb
	sb
	ssbb
	pssbb
	ldar w0, [x1]
	ldarb w0, [x1]
	stlr x0, [x1]
	stllrh w0, [x1]
	ldlar w0, [x1]
	ldapr x0, [x1]
	ldaprb w0, [x1]
	ldapur w0, [x1, #3]
	ldapursb x0, [x1]
	stlur w0, [x1, #-4]
	stlurb w0, [x1]
	ldraa x0, [x1, #8]
	ldrab x0, [x1, #-8]!
	ld64b x0, [x1]
	st64b x0, [x1]
	st64bv x2, x0, [x1]
	st64bv0 x2, x0, [x1]
	prfm pldl1keep, [x0]
	prfm pldl1keep, 1f
	prfum pldl1keep, [x0, #1]
1:	ldr x0, 1b
	ldrsw x0, 1b
	ldr q0, 1b
	ldnp x0, x1, [x2]
	stnp q0, q1, [x2]
	ldpsw x0, x1, [x2]
	stp x29, x30, [sp, #-16]!
	stgp x0, x1, [x2]
	stg x0, [x1]
	stzgm x0, [x1]
	ldgm x0, [x1]
	stgm x0, [x1]
	ldg x0, [x1]
	st2g x0, [x1, #16]!
	ldrsb w0, [x1]
	ldrsh x0, [x1, x2]
	ldr q0, [x1, #16]
	str q0, [x1, #16]
	str b0, [x1]
	ldr d0, [x1], #8
	ldtr x0, [x1]
	sttrb w0, [x1]
	ld1 {v0.4s, v1.4s}, [x0]
	st1 {v0.s}[1], [x0], #4
	ld4r {v0.8b-v3.8b}, [x0]
	st4 {v0.16b-v3.16b}, [x0], x1
	ld1b z0.b, p0/z, [x0]
	ld1d z0.d, p0/z, [x0, z1.d, lsl #3]
	ld1w z0.s, p0/z, [x0, z1.s, uxtw #2]
	ldff1b z0.d, p0/z, [x0, x1]
	ldr z0, [x0]
	ldr p0, [x0]
	prfb pldl1keep, p0, [x0]
	st1b z0.b, p0, [x0]
	st1d z0.d, p0, [x0, z1.d]
	str z0, [x0]
	str p0, [x0]
	stnt1w z0.s, p0, [x0]
	add z0.s, z0.s, z1.s
	cpyfp [x0]!, [x1]!, x2!
	cpyfm [x0]!, [x1]!, x2!
	cpyfe [x0]!, [x1]!, x2!
	setp [x0]!, x1!, x2
	setm [x0]!, x1!, x2
	sete [x0]!, x1!, x2
	b 1b
	bl 1b
	b.ne 1b
	cbz x0, 1b
	tbnz w0, #3, 1b
	br x0
	blr x0
	ret
	retaa
	retab
	braa x0, x1
	brabz x0
	blraa x0, x1
	blrabz x0
	eret
	eretaa
	drps
	svc #0
	brk #0
	hint #34
	nop
	yield
	paciasp
	bti c
	mrs x0, tpidr_el0
	msr tpidr_el0, x0
	dc zva, x0
	wfe
	udf #0
"""


def mnemonic_class(mnemonic):
    for cls, pattern in MNEMONIC_CLASSES:
        if pattern.match(mnemonic):
            return cls
    return "other"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--objdump", required=True)
    ap.add_argument("--classify", required=True)
    ap.add_argument("--cc", help="the AArch64 compiler, to assemble "
                    "the coverage object")
    ap.add_argument("--workdir", default=".")
    ap.add_argument("binaries", nargs="*")
    args = ap.parse_args()

    if args.cc:
        src = os.path.join(args.workdir, "classify-coverage.s")
        obj = os.path.join(args.workdir, "classify-coverage.o")
        with open(src, "w") as f:
            f.write(COVERAGE)
        subprocess.run(args.cc.split() + ["-c", "-o", obj, src], check=True)
        args.binaries.insert(0, obj)

    failed = False
    for binary in args.binaries:
        dis = subprocess.run([args.objdump, "-d", binary], check=True,
                             capture_output=True, text=True)
        words, mnemonics, addrs = [], [], []
        skipped = 0
        for line in dis.stdout.splitlines():
            m = LINE.match(line)
            if not m:
                continue
            if m.group(3).startswith("."):
                skipped += 1
                continue
            addrs.append(m.group(1))
            words.append(m.group(2))
            mnemonics.append(m.group(3))
        got = subprocess.run([args.classify], input="\n".join(words) + "\n",
                             check=True, capture_output=True,
                             text=True).stdout.split()
        if len(got) != len(words):
            sys.exit("classify-selftest: %s answered %d lines for %d words"
                     % (args.classify, len(got), len(words)))
        per_class = collections.Counter()
        bad = collections.defaultdict(list)
        for addr, word, mnem, cls in zip(addrs, words, mnemonics, got):
            want = mnemonic_class(mnem)
            per_class[want] += 1
            if cls != want:
                bad[mnem].append((addr, word, cls, want))
        n_bad = sum(len(v) for v in bad.values())
        print("classify-selftest: %s: %d instructions, %d mismatches, "
              "%d undecoded words skipped" % (binary, len(words), n_bad,
                                              skipped))
        print("  by class: " + ", ".join(
            "%s %d" % (c, per_class[c]) for c in
            ("lse", "exclusive", "barrier", "branch", "call", "ret", "load",
             "store", "other")))
        for mnem in sorted(bad):
            for addr, word, cls, want in bad[mnem][:20]:
                print("  MISMATCH %s: %s %-10s classifier=%s objdump=%s"
                      % (addr, word, mnem, cls, want))
        if n_bad:
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
