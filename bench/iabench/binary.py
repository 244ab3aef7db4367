# bench/iabench/binary.py -- symbols and disassembly of a built kernel.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

import re

from .util import die, run


def read_symbols(opts, binary):
    """Text symbols of BINARY: name -> (address, size)."""
    r = run([opts.nm, "-S", "--defined-only", binary], check=True)
    syms = {}
    for line in r.stdout.splitlines():
        f = line.split()
        if len(f) == 4 and f[2] in "tTwW":
            syms[f[3]] = (int(f[0], 16), int(f[1], 16))
    return syms


FLAG = "__aarch64_have_lse_atomics"


def flag_address(opts, binary):
    """The address of libgcc's LSE flag in BINARY, which has its own
    hidden copy, or None without one (a build that calls no helper and
    tests no flag)."""
    r = run([opts.nm, "--defined-only", binary], check=True)
    for line in r.stdout.splitlines():
        f = line.split()
        if len(f) == 3 and f[2] == FLAG:
            return int(f[0], 16)
    return None


def kernel_ranges(syms, kernel):
    """The address ranges of the kernel function and its cold part."""
    name = "kernel_" + kernel
    if name not in syms:
        die("no symbol %s" % name)
    return [syms[n] for n in syms if n == name or n.startswith(name + ".")]


def helper_ranges(syms):
    return [syms[n] for n in syms if n.startswith("__aarch64_")
            and syms[n][1] > 0]


DIS_LINE = re.compile(r"^\s*([0-9a-f]+):\s+([0-9a-f]{8})\s+(\S+)\s*(.*)$")


def disassemble(opts, binary):
    """Map address -> (mnemonic, operands) for the whole of BINARY."""
    r = run([opts.objdump, "-d", binary], check=True)
    insns = {}
    for line in r.stdout.splitlines():
        m = DIS_LINE.match(line)
        if m:
            operands = m.group(4).split("//")[0].strip()
            insns[int(m.group(1), 16)] = (m.group(3), operands)
    return insns
