#!/usr/bin/env python3
# counter-test.py -- check the instruction counter end to end under QEMU.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: counter-test.py --qemu QEMU --counter insn-count.so --nm NM BINARY
#
# BINARY is counter-test.S linked with counter-test.c.  The script counts
# it for N and 2N iterations, with and without restricting the count to
# counter_test's address range, and compares the per-iteration figures
# with the mix the assembly was written to have, and the loads of one
# watched byte (flag=, as the benchmarks watch __aarch64_have_lse_atomics)
# with the one the loop makes.  It also runs the count twice to check that
# it is repeatable.

import argparse
import subprocess
import sys
import tempfile
import os

EXPECTED = {"total": 28, "lse": 2, "exclusive": 2, "barrier": 2,
            "branch": 2, "call": 2, "ret": 2, "load": 5, "store": 3,
            "other": 8}
# Without counter_test_callee (mov + ret, called twice).
EXPECTED_IN_RANGE = dict(EXPECTED, total=24, ret=0, other=6)
# Watching counter_test_flag: one ldrb of it per iteration, not the ldrb
# of its neighbour nor the strb to it.
EXPECTED_FLAG = dict(EXPECTED, **{"flag-loads": 1})
N = 10000


def count(args, binary, n, extra, tmp):
    out = os.path.join(tmp, "counts")
    plugin = ",".join([args.counter, "out=" + out] + extra)
    r = subprocess.run(["env", "-i", args.qemu, "-cpu", "max", "-plugin",
                        plugin, binary, str(n)], capture_output=True,
                       text=True)
    if r.returncode != 0:
        sys.exit("counter-test: %s failed under %s:\n%s"
                 % (binary, args.qemu, r.stderr))
    with open(out) as f:
        return {k: int(v) for k, v in (line.split() for line in f)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--qemu", required=True)
    ap.add_argument("--counter", required=True)
    ap.add_argument("--nm", required=True)
    ap.add_argument("binary")
    args = ap.parse_args()
    args.counter = os.path.abspath(args.counter)

    syms = {}
    for line in subprocess.run([args.nm, "-S", args.binary], check=True,
                               capture_output=True, text=True).stdout \
            .splitlines():
        f = line.split()
        if len(f) == 4:
            syms[f[3]] = (int(f[0], 16), int(f[1], 16))
    lo, size = syms["counter_test"]
    in_range = ["range=%x-%x" % (lo, lo + size)]
    flag = ["flag=%x" % syms["counter_test_flag"][0]]

    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        for label, extra, want in (("whole program", [], EXPECTED),
                                   ("counter_test only", in_range,
                                    EXPECTED_IN_RANGE),
                                   ("watching counter_test_flag", flag,
                                    EXPECTED_FLAG)):
            c1 = count(args, args.binary, N, extra, tmp)
            c2 = count(args, args.binary, 2 * N, extra, tmp)
            again = count(args, args.binary, N, extra, tmp)
            got = {k: (c2[k] - c1[k]) / N for k in c1}
            bad = {k: (got.get(k), want[k]) for k in want
                   if got.get(k) != want[k]}
            print("counter-test: %s: %s" % (label, ", ".join(
                "%s %g" % (k, got.get(k, -1)) for k in want)))
            if bad:
                failed = True
                for k, (g, w) in sorted(bad.items()):
                    print("  FAIL %s: counted %s per iteration, expected %d"
                          % (k, "nothing" if g is None else "%g" % g, w))
            if again != c1:
                failed = True
                print("  FAIL: two runs of the same program counted "
                      "differently")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
