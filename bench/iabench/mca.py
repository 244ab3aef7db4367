# bench/iabench/mca.py -- llvm-mca on the recorded instruction stream.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re

from .counts import qemu_command
from .measured import MCA_MODELS
from .util import die, run


def trace_run(opts, cpu, binary, entry):
    out = "%s.%s.trace" % (binary.replace("/bin/", "/runs/"), cpu)
    args = ["out=" + out + ".counts", "trace=" + out,
            "trace_start=%x" % entry, "trace_max=%d" % opts.trace_max]
    r = run(qemu_command(opts, cpu, args, binary, opts.trace_iterations))
    if r.returncode != 0:
        return None
    with open(out) as f:
        return [int(line, 16) for line in f]


def find_period(stream, per_iteration, max_loops=64):
    """The steady state of STREAM: the shortest period that is a whole
    number of loop iterations (PER_ITERATION instructions on average)
    and repeats over the whole middle third.  Returns (start, period,
    loops) or None."""
    n = len(stream)
    start, end = n // 3, 2 * n // 3
    for loops in range(1, max_loops + 1):
        period = loops * per_iteration
        if abs(period - round(period)) > 1e-6:
            continue
        period = int(round(period))
        if period == 0 or 2 * period > end - start:
            break
        if stream[start:end - period] == stream[start + period:end]:
            return start, period, loops
    return None


LSE_INSN = re.compile(
    r"^(?P<op>cas|casp|swp|ld(?:add|clr|eor|set|smax|smin|umax|umin)"
    r"|st(?:add|clr|eor|set|smax|smin|umax|umin))"
    r"(?P<ord>a|al|l)?(?P<sz>b|h)?$")

ADDR_OPERAND = re.compile(r"\b[0-9a-f]+ <[^>]*>")


def mca_line(mn, ops):
    """Assembly for llvm-mca of one disassembled instruction: a list of
    lines, and whether the instruction was modelled."""
    m = LSE_INSN.match(mn)
    if m:
        # No LLVM 19 AArch64 scheduling model has a class for the LSE
        # atomics (llvm-mca stops with "found an unsupported
        # instruction"), so each is modelled as a load of the old value
        # and a dependent store to the same address, with the ordering
        # carried by LDAR/STLR.
        op, order, size = m.group("op"), m.group("ord") or "", \
            m.group("sz") or ""
        regs = [r.strip() for r in ops.split("[")[0].split(",") if r.strip()]
        mem = "[" + ops.split("[", 1)[1]
        acq = "a" in order and not op.startswith("st")
        rel = "l" in order
        ld = ("ldar" if acq else "ldr") + size
        st = ("stlr" if rel else "str") + size
        if op == "casp":
            return ["ldp %s, %s, %s" % (regs[0], regs[1], mem),
                    "stp %s, %s, %s" % (regs[2], regs[3], mem)], True
        if op.startswith("st"):          # ST<op> Rs, [Xn]
            zr = "wzr" if regs[0].startswith("w") else "xzr"
            return ["%s %s, %s" % (ld, zr, mem),
                    "%s %s, %s" % (st, regs[0], mem)], True
        if op == "cas":                  # CAS Rs, Rt, [Xn]
            return ["%s %s, %s" % (ld, regs[0], mem),
                    "%s %s, %s" % (st, regs[1], mem)], True
        if op == "swp":                  # SWP Rs, Rt, [Xn]
            return ["%s %s, %s" % (ld, regs[1], mem),
                    "%s %s, %s" % (st, regs[0], mem)], True
        return ["%s %s, %s" % (ld, regs[1], mem),  # LD<op> Rs, Rt, [Xn]
                "%s %s, %s" % (st, regs[1], mem)], True
    # A call is modelled as the direct branch it also is; the callee's
    # executed body follows in the stream.  llvm-mca would otherwise
    # charge its fixed 100-cycle call latency.
    if mn == "bl":
        mn = "b"
    elif mn == "blr":
        mn = "br"
    # objdump prints a PC-relative target as "ADDRESS <symbol+offset>".
    ops = ADDR_OPERAND.sub(".Ltarget", ops)
    return ["%s %s" % (mn, ops) if ops else mn], False


def mca_cycles(opts, asm_path, mcpu, extra):
    cmd = [opts.mca, "-mtriple=aarch64-linux-gnu", "-mcpu=" + mcpu,
           "-iterations=%d" % opts.mca_iterations] + extra + [asm_path]
    r = run(cmd)
    skipped = []
    if r.returncode != 0:
        # Anything else a model cannot time (SB, in ia_spin_pause on a
        # CPU that has it) is dropped, and the report says which.
        cmd.insert(-1, "-skip-unsupported-instructions=any")
        r = run(cmd)
        if r.returncode != 0:
            die("llvm-mca failed on %s:\n%s" % (asm_path, r.stderr))
        skipped = sorted(set(re.findall(r"note: instruction:\s+(\S+)",
                                        r.stderr)))
    m = re.search(r"Total Cycles:\s+(\d+)", r.stdout)
    return int(m.group(1)), skipped, cmd


def measure_mca(opts, pool, binaries, symbols, disasm, counts):
    """results[(k, v, mcpu)] = dict(cycles=..., ...)."""
    os.makedirs(os.path.join(opts.out, "mca"), exist_ok=True)
    jobs = {}
    for (k, v), binary in binaries.items():
        entry = symbols[(k, v)]["kernel_" + k][0]
        for cpu in sorted({m[2] for m in MCA_MODELS}):
            if counts.get((k, v, cpu)):
                jobs[(k, v, cpu)] = pool.submit(trace_run, opts, cpu, binary,
                                                entry)
    streams = {key: job.result() for key, job in jobs.items()}
    executed = {key: set(stream or []) for key, stream in streams.items()}
    results, mca_jobs = {}, {}
    for (k, v, cpu), stream in streams.items():
        if not stream:
            die("tracing %s.%s on -cpu %s failed" % (k, v, cpu))
        found = find_period(stream, counts[(k, v, cpu)]["total"])
        if not found:
            die("no steady state in the trace of %s.%s on -cpu %s "
                "(raise --trace-iterations?)" % (k, v, cpu))
        start, period, loops = found
        insns = disasm[(k, v)]
        lines, modelled = [".Ltarget:"], 0
        for addr in stream[start:start + period]:
            if addr not in insns:
                die("traced address %x is not in the disassembly of %s.%s"
                    % (addr, k, v))
            text, was_modelled = mca_line(*insns[addr])
            lines += text
            modelled += was_modelled
        asm = os.path.join(opts.out, "mca", "%s.%s.%s.s" % (k, v, cpu))
        with open(asm, "w") as f:
            f.write("\n".join(lines) + "\n")
        for key, mcpu, stream_cpu, extra in MCA_MODELS:
            if stream_cpu == cpu:
                mca_jobs[(k, v, key)] = (pool.submit(mca_cycles, opts, asm,
                                                     mcpu, extra),
                                          round(loops), period, modelled)
    for key, (job, loops, period, modelled) in mca_jobs.items():
        cycles, skipped, cmd = job.result()
        results[key] = {"cycles": cycles / (opts.mca_iterations * loops),
                        "loops": loops, "period": period,
                        "modelled": modelled, "skipped": skipped,
                        "cmd": cmd}
    return results, executed
