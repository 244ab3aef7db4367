#!/usr/bin/env python3
# ia-bench.py -- build, run and report the inline-atomics benchmarks.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `make bench' runs this script; see bench/Makefile.am for the options it
# passes.  For every kernel in kernels/ and every variant in VARIANTS it
#
#   1. builds a static AArch64 executable with the target GCC;
#   2. runs it under qemu-aarch64 on each CPU in CPUS with our TCG plugin
#      (insn-count.so), once for N and once for 2N iterations, with an
#      empty environment, and divides the difference of the counts by N:
#      dynamic instructions per iteration, in total, by class, and (with
#      the plugin's range= option) inside the libgcc helpers;
#   3. reads the kernel function's static shape from the disassembly;
#   4. records the executed instruction stream of a short run, finds its
#      period (one or more loop iterations), turns it back into assembly
#      and asks llvm-mca for cycles per iteration on each model;
#   5. writes report.md, report.csv and report.png into the output
#      directory and prints the headline table.
#
# Everything that runs an AArch64 program goes through `env -i', and N
# and 2N have the same number of digits, so that start-up costs the same
# in both runs and the results are identical from run to run.

import argparse
import concurrent.futures
import csv
import datetime
import os
import platform
import re
import shlex
import subprocess
import sys

# ---------------------------------------------------------------------
# What is measured.
# ---------------------------------------------------------------------

# (name, title in the report, RFC row it reproduces).
KERNELS = [
    ("hcc_lookup", "RocksDB HyperClockCache-style lookup"),
    ("lru_lookup", "LRU lookup under a mutex (control)"),
    ("refcount_fp", "refcount with live FP state"),
    ("simd6", "six live SIMD values across an atomic"),
    ("tight_loop", "tight uncontended loop"),
    ("spin_wait", "spin-wait loop with ia_spin_pause"),
]

# (name, label, flags).  "@PLUGIN@" is replaced by the plugin's path.
VARIANTS = [
    ("call", "=call (GCC default)", ["-O2", "-moutline-atomics"]),
    ("nolse", "-mno-outline-atomics", ["-O2", "-mno-outline-atomics"]),
    ("lse", "+lse (ideal)", ["-O2", "-march=armv8-a+lse"]),
    ("plugin-O2", "plugin -O2",
     ["-O2", "-fplugin=@PLUGIN@", "-fplugin-arg-inline_atomics-mode=inline"]),
    ("plugin-O3", "plugin -O3",
     ["-O3", "-fplugin=@PLUGIN@", "-fplugin-arg-inline_atomics-mode=inline"]),
]
BASE, IDEAL = "call", "lse"

# qemu -cpu name -> short label.  cortex-a57 is ARMv8.0: no LSE.
CPUS = [("max", "-cpu max"), ("cortex-a57", "-cpu cortex-a57")]

# llvm-mca runs: (key, -mcpu, the qemu CPU whose recorded stream it
# reads, extra options).  By default llvm-mca assumes that loads and
# stores never alias, so the reload of a spilled register does not wait
# for its store and a spill looks free; the "-mem" run keeps memory
# order (-noalias=false: no load passes an older store), which charges
# spills, but also serialises accesses a real core would overlap.  The
# truth is in between.
MCA_MODELS = [("neoverse-v2", "neoverse-v2", "max", []),
              ("neoverse-n1", "neoverse-n1", "max", []),
              ("cortex-a57", "cortex-a57", "cortex-a57", []),
              ("neoverse-v2-mem", "neoverse-v2", "max", ["-noalias=false"])]

CLASSES = ["lse", "exclusive", "barrier", "branch", "call", "ret", "load",
           "store", "other"]

COMMON_CFLAGS = ["-static", "-Wall", "-Werror"]


def die(msg):
    sys.exit("ia-bench: error: " + msg)


def run(cmd, **kw):
    """Run CMD (a list), returning the CompletedProcess; stdout as text."""
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


# ---------------------------------------------------------------------
# Building.
# ---------------------------------------------------------------------

def build_commands(opts, kernel, variant, flags):
    out = os.path.join(opts.out, "bin", "%s.%s" % (kernel, variant))
    src = os.path.join(opts.srcdir, "kernels", kernel + ".c")
    cmd = shlex.split(opts.cc) + [f.replace("@PLUGIN@", opts.plugin or "")
                                  for f in flags]
    cmd += COMMON_CFLAGS + ["-I" + os.path.join(opts.srcdir, "kernels")]
    extra = []
    if kernel == "spin_wait" and opts.runtime_lib:
        cmd += ["-DBENCH_HAVE_RUNTIME"] + ["-I" + d for d in
                                           opts.runtime_include]
        extra = [opts.runtime_lib]
    return out, cmd + ["-o", out, src] + extra


def build_all(opts, pool):
    os.makedirs(os.path.join(opts.out, "bin"), exist_ok=True)
    jobs, commands = {}, {}
    for k, _ in KERNELS:
        for v, _, flags in VARIANTS:
            if v not in opts.variants:
                continue
            out, cmd = build_commands(opts, k, v, flags)
            commands[(k, v)] = cmd
            jobs[(k, v)] = pool.submit(run, cmd)
    binaries = {}
    for key, job in jobs.items():
        r = job.result()
        if r.returncode != 0:
            die("building %s (%s) failed:\n$ %s\n%s" % (
                key[0], key[1], " ".join(commands[key]), r.stderr))
        if r.stderr.strip():
            print("ia-bench: %s.%s: compiler said:\n%s" % (key + (r.stderr,)))
        binaries[key] = commands[key][commands[key].index("-o") + 1]
    return binaries, commands


# ---------------------------------------------------------------------
# Symbols and disassembly.
# ---------------------------------------------------------------------

def read_symbols(opts, binary):
    """Text symbols of BINARY: name -> (address, size)."""
    r = run([opts.nm, "-S", "--defined-only", binary], check=True)
    syms = {}
    for line in r.stdout.splitlines():
        f = line.split()
        if len(f) == 4 and f[2] in "tTwW":
            syms[f[3]] = (int(f[0], 16), int(f[1], 16))
    return syms


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


# ---------------------------------------------------------------------
# Running under QEMU.
# ---------------------------------------------------------------------

def qemu_command(opts, cpu, plugin_args, binary, n):
    plugin = ",".join([opts.counter] + plugin_args)
    return ["env", "-i", opts.qemu, "-cpu", cpu, "-plugin", plugin, binary,
            str(n)]


def count_run(opts, cpu, binary, n, tag, ranges=None):
    """Counts of one run: {class: count, "total": count}, the guest's
    output, or None when the guest died (an LSE binary on ARMv8.0)."""
    out = "%s.%s.%d.%s" % (binary.replace("/bin/", "/runs/"), cpu, n, tag)
    args = ["out=" + out]
    for lo, size in ranges or []:
        args.append("range=%x-%x" % (lo, lo + size))
    r = run(qemu_command(opts, cpu, args, binary, n))
    if r.returncode != 0:
        return None, r.stderr.strip().splitlines()[-1:] or ["exit %d"
                                                            % r.returncode]
    counts = {}
    with open(out) as f:
        for line in f:
            k, v = line.split()
            counts[k] = int(v)
    return counts, r.stdout.strip()


def per_iteration(c1, c2, n):
    return {k: (c2[k] - c1[k]) / n for k in c1}


def measure_counts(opts, pool, binaries, symbols):
    """Dynamic counts per iteration: results[(k, v, cpu)] = dict."""
    os.makedirs(os.path.join(opts.out, "runs"), exist_ok=True)
    n1, n2 = opts.iterations, 2 * opts.iterations
    jobs = {}
    for (k, v), binary in binaries.items():
        hr = helper_ranges(symbols[(k, v)])
        for cpu, _ in CPUS:
            for n in (n1, n2):
                jobs[(k, v, cpu, n, "all")] = pool.submit(
                    count_run, opts, cpu, binary, n, "all")
                if hr:
                    jobs[(k, v, cpu, n, "helpers")] = pool.submit(
                        count_run, opts, cpu, binary, n, "helpers", hr)
    res = {key: job.result() for key, job in jobs.items()}
    results, outputs = {}, {}
    for (k, v), binary in binaries.items():
        for cpu, _ in CPUS:
            (c1, o1), (c2, o2) = res[(k, v, cpu, n1, "all")], \
                res[(k, v, cpu, n2, "all")]
            if c1 is None or c2 is None:
                if v != IDEAL or cpu != "cortex-a57":
                    die("%s.%s died on -cpu %s: %s" % (k, v, cpu,
                                                       (o1 or o2)[0]))
                results[(k, v, cpu)] = None
                continue
            d = per_iteration(c1, c2, n1)
            h = res.get((k, v, cpu, n1, "helpers"))
            if h and h[0]:
                d["helpers"] = per_iteration(
                    h[0], res[(k, v, cpu, n2, "helpers")][0], n1)["total"]
            else:
                d["helpers"] = 0.0
            results[(k, v, cpu)] = d
            outputs[(k, v, cpu)] = (o1, o2)
    # Every variant must compute the same checksums: a wrong rewrite
    # shows up here before it shows up in the numbers.
    for k, _ in KERNELS:
        seen = {key: o for key, o in outputs.items() if key[0] == k}
        if len(set(seen.values())) > 1:
            die("kernel %s prints different results:\n%s" % (k, "\n".join(
                "  %s -cpu %s: %s" % (key[1], key[2], o)
                for key, o in sorted(seen.items()))))
    return results


# ---------------------------------------------------------------------
# Static shape of the kernel function.
# ---------------------------------------------------------------------

GPR_SAVED = {"x%d" % i for i in range(19, 29)}
FP_SAVED = {"%s%d" % (p, i) for p in "dq" for i in range(8, 16)}
SP_MEM = re.compile(r"\[(sp|x29)\b")


def static_shape(insns, ranges, executed):
    """The shape of the function at RANGES.  EXECUTED is the set of the
    addresses the -cpu max trace ran through: a save or spill that is
    not in it sits on a path the benchmark never takes (the LL/SC
    fallback) and is counted apart as "cold"."""
    frame = False
    gprs, fprs = set(), set()
    cold = {"frame": False, "gprs": set(), "fprs": set(), "spills": 0}
    spills = helper_calls = size = 0
    body = []
    for lo, sz in ranges:
        size += sz
        body += [(a, insns[a]) for a in sorted(insns) if lo <= a < lo + sz]
    for addr, (mn, ops) in body:
        if mn in ("bl", "b") and "<__aarch64_" in ops:
            helper_calls += 1
        if not SP_MEM.search(ops) or not (mn.startswith("st")
                                          or mn.startswith("ld")):
            continue
        regs = [r.strip() for r in ops.split("[")[0].split(",") if r.strip()]
        hot = addr in executed
        if mn.startswith("st") and set(regs) <= {"x29", "x30"} | GPR_SAVED \
                | FP_SAVED:
            if hot:
                frame |= "x29" in regs or "x30" in regs
                gprs |= set(regs) & GPR_SAVED
                fprs |= set(regs) & FP_SAVED
            else:
                cold["frame"] |= "x29" in regs or "x30" in regs
                cold["gprs"] |= set(regs) & GPR_SAVED
                cold["fprs"] |= set(regs) & FP_SAVED
        elif mn.startswith("ld") and set(regs) <= {"x29", "x30"} \
                | GPR_SAVED | FP_SAVED:
            pass                            # the matching restore
        elif hot:
            spills += 1
        else:
            cold["spills"] += 1
    order = lambda r: int(r[1:])
    return {"frame": frame, "gpr_saves": len(gprs), "fp_saves": len(fprs),
            "spills": spills, "helper_calls": helper_calls, "size": size,
            "gprs": sorted(gprs, key=order), "fprs": sorted(fprs, key=order),
            "cold_frame": cold["frame"] and not frame,
            "cold_gprs": sorted(cold["gprs"] - gprs, key=order),
            "cold_fprs": sorted(cold["fprs"] - fprs, key=order),
            "cold_spills": cold["spills"]}


# ---------------------------------------------------------------------
# llvm-mca on the recorded stream.
# ---------------------------------------------------------------------

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


# ---------------------------------------------------------------------
# Reporting.
# ---------------------------------------------------------------------

def fmt(x, digits=2):
    if x is None:
        return "n/a"
    if abs(x - round(x)) < 1e-9:
        return "%d" % round(x)
    return "%.*f" % (digits, x)


def pct(new, base):
    if new is None or base is None or base == 0:
        return None
    return (new - base) / base * 100.0


def fpct(p):
    return "n/a" if p is None else "%+.1f%%" % p


def version_of(cmd, pattern=None):
    try:
        out = run(cmd).stdout
    except OSError:
        return "not found"
    lines = [l for l in out.splitlines() if l.strip()]
    if pattern:
        lines = [l for l in lines if re.search(pattern, l)] or lines
    return lines[0].strip() if lines else "unknown"


def machine_description():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    distro = ""
    try:
        with open("/etc/os-release") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    distro = line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    return "%s, %s, %d cores, %s" % (platform.machine(), model,
                                     os.cpu_count() or 0, distro)


def metric_value(metric, counts, mca, k, v):
    kind, where = metric
    if kind == "dyn":
        c = counts.get((k, v, where))
        return c["total"] if c else None
    m = mca.get((k, v, where))
    return m["cycles"] if m else None


METRICS = [
    (("dyn", "max"), "dynamic instructions per iteration, qemu -cpu max"),
    (("dyn", "cortex-a57"),
     "dynamic instructions per iteration, qemu -cpu cortex-a57 (ARMv8.0)"),
    (("mca", "neoverse-v2"),
     "llvm-mca -mcpu=neoverse-v2 cycles per iteration (-cpu max stream)"),
    (("mca", "neoverse-n1"),
     "llvm-mca -mcpu=neoverse-n1 cycles per iteration (-cpu max stream)"),
    (("mca", "cortex-a57"),
     "llvm-mca -mcpu=cortex-a57 cycles per iteration (-cpu cortex-a57 "
     "stream)"),
    (("mca", "neoverse-v2-mem"),
     "llvm-mca -mcpu=neoverse-v2 -noalias=false cycles per iteration "
     "(-cpu max stream; loads wait for older stores)"),
]


def seeds_table(metric, counts, mca, variants):
    """Rows of the seeds' table: case, variant, =call, new, diff, ideal,
    diff against the ideal."""
    rows = []
    for k, title in KERNELS:
        base = metric_value(metric, counts, mca, k, BASE)
        ideal = metric_value(metric, counts, mca, k, IDEAL)
        for v, label, _ in VARIANTS:
            if v == BASE or v not in variants:
                continue
            new = metric_value(metric, counts, mca, k, v)
            rows.append((title, label, base, new, pct(new, base), ideal,
                         pct(new, ideal) if v != IDEAL else None))
    return rows


def write_csv(path, counts, mca, shapes, variants):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["kernel", "variant", "metric", "value", "call_value",
                    "diff_vs_call_pct", "ideal_value", "diff_vs_ideal_pct"])

        def row(k, v, metric, value, base, ideal):
            w.writerow([k, v, metric, fmt(value, 4), fmt(base, 4),
                        fmt(pct(value, base), 2), fmt(ideal, 4),
                        fmt(pct(value, ideal), 2)])

        for k, _ in KERNELS:
            for v in variants:
                for metric, _ in METRICS:
                    name = "%s:%s" % metric
                    row(k, v, name + ":total",
                        metric_value(metric, counts, mca, k, v),
                        metric_value(metric, counts, mca, k, BASE),
                        metric_value(metric, counts, mca, k, IDEAL))
                for cpu, _ in CPUS:
                    c = counts.get((k, v, cpu))
                    for cls in CLASSES + ["helpers"]:
                        w.writerow([k, v, "dyn:%s:%s" % (cpu, cls),
                                    fmt(c[cls], 4) if c else "n/a",
                                    "", "", "", ""])
                s = shapes[(k, v)]
                for key in ("frame", "gpr_saves", "fp_saves", "spills",
                            "helper_calls", "size", "cold_frame",
                            "cold_gprs", "cold_fprs", "cold_spills"):
                    val = s[key]
                    w.writerow([k, v, "static:" + key,
                                len(val) if isinstance(val, list)
                                else int(val), "", "", "", ""])


def md_table(header, rows):
    out = ["| " + " | ".join(header) + " |",
           "|" + "|".join("---" if i == 0 else "---:"
                          for i in range(len(header))) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def headline_rows(counts, mca, variants, metric):
    rows = []
    for k, title in KERNELS:
        vals = [metric_value(metric, counts, mca, k, v) for v in variants]
        p = metric_value(metric, counts, mca, k, "plugin-O2") \
            if "plugin-O2" in variants else None
        rows.append([title] + [fmt(x) for x in vals]
                    + [fpct(pct(p, metric_value(metric, counts, mca, k,
                                                BASE))),
                       fpct(pct(p, metric_value(metric, counts, mca, k,
                                                IDEAL)))])
    return rows


def draw_chart(path, counts, mca, variants):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    shown = [v for v in variants if v != IDEAL]
    labels = {v: l for v, l, _ in VARIANTS}
    panels = [(("dyn", "max"), "dynamic instructions (qemu -cpu max)"),
              (("mca", "neoverse-v2"), "llvm-mca cycles (Neoverse V2)"),
              (("mca", "neoverse-v2-mem"),
               "llvm-mca cycles (Neoverse V2, -noalias=false)")]
    fig, axes = plt.subplots(len(panels), 1, figsize=(11, 11), sharex=True)
    width = 0.8 / len(shown)
    for ax, (metric, title) in zip(axes, panels):
        for i, v in enumerate(shown):
            ratios = []
            for k, _ in KERNELS:
                new = metric_value(metric, counts, mca, k, v)
                ideal = metric_value(metric, counts, mca, k, IDEAL)
                ratios.append(new / ideal if new and ideal else 0)
            xs = [j + (i - (len(shown) - 1) / 2) * width
                  for j in range(len(KERNELS))]
            bars = ax.bar(xs, ratios, width, label=labels[v])
            for b, r in zip(bars, ratios):
                ax.annotate("%.2f" % r, (b.get_x() + b.get_width() / 2,
                                         b.get_height()),
                            ha="center", va="bottom", fontsize=6)
        ax.axhline(1.0, color="black", linewidth=0.8, linestyle="--")
        ax.set_ylabel("ratio to +lse (ideal)")
        ax.set_title(title, fontsize=10)
    axes[-1].set_xticks(range(len(KERNELS)))
    axes[-1].set_xticklabels([t.replace(" across", "\nacross")
                              .replace(" under", "\nunder")
                              .replace("-style", "-style\n")
                              .replace(" with", "\nwith")
                              for _, t in KERNELS], fontsize=8)
    axes[0].legend(fontsize=8, ncol=len(shown))
    fig.suptitle("inline-atomics: each variant's cost relative to "
                 "-march=armv8-a+lse (lower is better)", fontsize=11)
    fig.tight_layout()
    fig.savefig(path, dpi=100, metadata={"Software": None})
    plt.close(fig)


def summary_paragraph(counts, mca, shapes, variants, callsites_md):
    """One paragraph with the figures, for the project's README."""
    if "plugin-O2" not in variants:
        return ("(No summary: the plugin variants were not built in this "
                "run.)")

    def d(metric, k, base):
        return pct(metric_value(metric, counts, mca, k, "plugin-O2"),
                   metric_value(metric, counts, mca, k, base))

    def less(p):
        return "%.0f%% %s" % (abs(p), "fewer" if p <= 0 else "more")

    short = {"hcc_lookup": "HyperClockCache-style lookup",
             "refcount_fp": "refcount with live FP state",
             "simd6": "six live SIMD values",
             "tight_loop": "tight loop", "spin_wait": "spin-wait loop"}
    atomic = [k for k, _ in KERNELS if k != "lru_lookup"]
    dyn = {k: d(("dyn", "max"), k, BASE) for k in atomic}
    ideal = {k: d(("dyn", "max"), k, IDEAL) for k in atomic}
    a57 = {k: d(("dyn", "cortex-a57"), k, BASE) for k in atomic}
    v2 = {k: d(("mca", "neoverse-v2"), k, BASE) for k in atomic}
    v2m = {k: d(("mca", "neoverse-v2-mem"), k, BASE) for k in atomic}
    lru = d(("dyn", "max"), "lru_lookup", BASE)
    hot_left = [k for k in atomic if shapes[(k, "plugin-O2")]["helper_calls"]
                or (shapes[(k, "plugin-O2")]["frame"]
                    and not shapes[(k, IDEAL)]["frame"])
                or shapes[(k, "plugin-O2")]["spills"]
                > shapes[(k, IDEAL)]["spills"]]
    parts = [
        "Without Arm hardware, we count the instructions each kernel "
        "executes under QEMU 7.2 with our own TCG plugin and time the "
        "executed stream with llvm-mca 19 (bench/REPORT.md).",
        "On an LSE CPU (qemu `-cpu max`) the plugin at -O2 executes %s "
        "instructions per iteration than GCC's default "
        "`-moutline-atomics`, while the LRU control, whose only atomics "
        "are in libc's mutex, moves by %s." % (
            ", ".join("%s (%s)" % (less(dyn[k]), short[k]) for k in atomic),
            fpct(lru)),
        "It stays %s to %s above `-march=armv8-a+lse`, the ideal that "
        "cannot run on ARMv8.0; the gap is the test of the flag at "
        "each site and, in some kernels, a reload of the flag or of an "
        "address (see the report)." % (fpct(min(ideal.values())).lstrip("+"),
                         fpct(max(ideal.values())).lstrip("+")),
        "On a Cortex-A57 (ARMv8.0, LL/SC path) it still executes %s to %s "
        "fewer instructions than =call." % (
            "%.0f%%" % min(abs(x) for x in a57.values()),
            "%.0f%%" % max(abs(x) for x in a57.values())),
        "llvm-mca's Neoverse V2 model, which times no LSE instruction "
        "and by default lets a reload ignore its spill, gives %s in "
        "cycles (same order); with loads ordered after stores, %s." % (
            ", ".join(fpct(v2[k]) for k in atomic),
            ", ".join(fpct(v2m[k]) for k in atomic)),
        "No libgcc helper call, frame or extra spill is left on the "
        "kernels' executed paths." if not hot_left else
        "Helper calls, a frame or extra spills remain on the executed "
        "path of: %s." % ", ".join(hot_left),
    ]
    if callsites_md:
        parts.append(callsites_md)
    return " ".join(parts)


def display_paths(opts):
    """Rewrite the machine's paths in a command for the report: the
    source directory as $srcdir, the build tree as $builddir."""
    subs = [(opts.out, "results"),
            (os.path.abspath(opts.srcdir), "$srcdir/bench"),
            (os.path.dirname(os.path.abspath(opts.srcdir)), "$srcdir"),
            (os.path.dirname(opts.counter), "."),
            (os.path.dirname(os.path.dirname(opts.plugin))
             if opts.plugin else None, "$builddir")]
    if opts.runtime_lib:
        subs.append((os.path.dirname(os.path.dirname(
            os.path.abspath(opts.runtime_lib))), "$builddir"))

    def show(cmd):
        out = []
        for word in cmd:
            for old, new in subs:
                if old and word.find(old) >= 0:
                    word = word.replace(old, new)
            out.append(word)
        return " ".join(out)
    return show


def write_report(opts, path, counts, mca, shapes, commands, variants,
                 csv_name, png_name):
    labels = {v: l for v, l, _ in VARIANTS}
    show = display_paths(opts)
    L = []
    L.append("# inline-atomics benchmark report\n")
    L.append("Generated by `make bench` (bench/ia-bench.py) on %s.\n"
             % datetime.date.today().isoformat() if not opts.no_date else
             "Generated by `make bench` (bench/ia-bench.py).\n")
    L.append("## Set-up\n")
    L.append("- Machine: %s; no Arm hardware: every AArch64 program runs "
             "under qemu-user." % machine_description())
    L.append("- QEMU: %s; guests run with an empty environment "
             "(`env -i`), statically linked." % version_of(
                 [opts.qemu, "--version"]))
    L.append("- GCC: %s" % version_of(shlex.split(opts.cc) + ["--version"]))
    L.append("- LLVM: %s (llvm-mca)" % version_of([opts.mca, "--version"],
                                                  "LLVM version"))
    L.append("- Binutils: %s" % version_of([opts.objdump, "--version"]))
    L.append("- Runtime library for `ia_spin_pause`: %s" % (
        "`%s` (the build tree's, linked into spin_wait; the function, not "
        "the header's `ia_spin_pause_inline`)" % show([opts.runtime_lib])
        if opts.runtime_lib else
        "**not found in the build tree: spin_wait uses an inline `isb` "
        "instead of `ia_spin_pause`**"))
    L.append("- Iterations: N = %d and 2N = %d; figures are (count(2N) - "
             "count(N)) / N, so start-up and exit cancel." % (
                 opts.iterations, 2 * opts.iterations))
    L.append("")
    L.append("### Exact commands\n")
    L.append("Build (one line per variant, shown for `%s`; every kernel "
             "uses the same flags):\n" % KERNELS[0][0])
    L.append("```")
    for v in variants:
        L.append(show(commands[(KERNELS[0][0], v)]))
    if opts.runtime_lib:
        L.append("# spin_wait adds: " + show(
            ["-DBENCH_HAVE_RUNTIME"] + ["-I" + os.path.abspath(d) for d in
                                        opts.runtime_include]
            + [opts.runtime_lib]))
    L.append("```\n")
    L.append("Count (per kernel, variant and CPU, for N and 2N; the "
             "helper share adds one `range=LO-HI` per `__aarch64_*` "
             "function, from `nm -S`):\n")
    L.append("```")
    L.append(show(qemu_command(opts, "max", ["out=FILE"],
                               "results/bin/KERNEL.VARIANT",
                               opts.iterations)))
    L.append("```\n")
    L.append("Trace and time (the executed stream of %d iterations from "
             "the kernel's entry; its period is turned back into assembly, "
             "see the notes below):\n" % opts.trace_iterations)
    L.append("```")
    L.append(show(qemu_command(
        opts, "max", ["out=FILE", "trace=TRACE", "trace_start=ADDRESS",
                      "trace_max=%d" % opts.trace_max],
        "results/bin/KERNEL.VARIANT", opts.trace_iterations)))
    L.append("%s -mtriple=aarch64-linux-gnu -mcpu={neoverse-v2,neoverse-n1,"
             "cortex-a57} [-noalias=false] -iterations=%d "
             "results/mca/KERNEL.VARIANT.CPU.s" % (opts.mca,
                                                   opts.mca_iterations))
    L.append("```\n")

    L.append("## Headline: dynamic instructions per iteration (qemu -cpu "
             "max)\n")
    L.append(md_table(["case"] + [labels[v] for v in variants]
                      + ["plugin -O2 vs =call", "plugin -O2 vs ideal"],
                      headline_rows(counts, mca, variants, ("dyn", "max"))))
    L.append("")
    L.append("![ratio to the ideal](%s)\n" % png_name)
    L.append("Ratios to `+lse` of each variant, drawn in `%s`; all figures "
             "are also in `%s`.\n" % (png_name, csv_name))

    L.append("## Per metric, in the RFC's format\n")
    L.append("`diff` is against `=call` (GCC's default); `vs ideal` is "
             "against `-march=armv8-a+lse`, which dies with SIGILL on "
             "ARMv8.0 (n/a). Every baseline is built at -O2, so `plugin "
             "-O3` also carries -O3's own changes (see the LRU control, "
             "which has no atomic of its own).\n")
    for metric, title in METRICS:
        L.append("### %s\n" % title)
        rows = [[c, l, fmt(b), fmt(n), fpct(p), fmt(i), fpct(pi)]
                for c, l, b, n, p, i, pi in seeds_table(metric, counts, mca,
                                                        variants)]
        L.append(md_table(["case", "variant", "base (=call)", "new", "diff",
                           "ideal", "vs ideal"], rows))
        L.append("")

    L.append("## Instruction mix per iteration\n")
    L.append("Classes are decoded from the encoding bits by the counting "
             "plugin (see the self-test). `helpers` is the part of the "
             "total executed inside libgcc's `__aarch64_*` functions.\n")
    for cpu, label in CPUS:
        L.append("### qemu %s\n" % label)
        rows = []
        for k, _ in KERNELS:
            for v in variants:
                c = counts.get((k, v, cpu))
                rows.append([k, labels[v]] + (
                    [fmt(c["total"])] + [fmt(c[x]) for x in CLASSES]
                    + [fmt(c["helpers"])] if c else
                    ["n/a (SIGILL)"] + [""] * (len(CLASSES) + 1)))
        L.append(md_table(["kernel", "variant", "total"] + CLASSES
                          + ["helpers"], rows))
        L.append("")

    L.append("## Static shape of the kernel function\n")
    L.append("`frame`: x29/x30 saved; `GPR saves`: callee-saved x19-x28 "
             "stored; `FP saves`: d8-d15/q8-q15 stored; `spills`: other "
             "loads and stores addressed from sp or x29 (static count); "
             "`helper calls`: `bl`/`b` to `__aarch64_*`; size in bytes "
             "(including any `.cold` part). A save or spill whose "
             "instruction the `-cpu max` run never executed (it sits on "
             "the LL/SC fallback path) is listed as `cold`.\n")
    rows = []

    def regs(n, names, cold):
        text = "%d" % n + (" (%s)" % ",".join(names) if names else "")
        if cold:
            text += " + cold %s" % ",".join(cold)
        return text

    for k, _ in KERNELS:
        for v in variants:
            s = shapes[(k, v)]
            rows.append([k, labels[v],
                         "yes" if s["frame"] else
                         "cold path only" if s["cold_frame"] else "no",
                         regs(s["gpr_saves"], s["gprs"], s["cold_gprs"]),
                         regs(s["fp_saves"], s["fprs"], s["cold_fprs"]),
                         "%d%s" % (s["spills"], " + %d cold" % s["cold_spills"]
                                   if s["cold_spills"] else ""),
                         s["helper_calls"], s["size"]])
    L.append(md_table(["kernel", "variant", "frame", "GPR saves", "FP saves",
                       "spills", "helper calls", "size"], rows))
    L.append("")

    L.append("## llvm-mca details\n")
    L.append("- The stream is the executed instruction stream recorded by "
             "the counting plugin from the kernel's entry; the script finds "
             "its shortest period in the steady state (`period`, in "
             "instructions, covering `loops` iterations of the kernel's "
             "loop, which for the cache kernels is their 16-key cycle) and "
             "maps each address back to objdump's disassembly. Calls are "
             "included with the callee's executed body: a `bl` is given to "
             "llvm-mca as a `b` (a `blr` as a `br`), so its 100-cycle call "
             "latency does not apply.")
    L.append("- **No LLVM 19 AArch64 scheduling model times the LSE "
             "atomics**: `llvm-mca -mcpu=neoverse-v2` (and -n1, -a57) stops "
             "with \"found an unsupported instruction\" on `ldaddal`, "
             "`casal`, `swpa`. Each LSE instruction is therefore modelled "
             "as a load of the old value (`ldar` when it acquires) followed "
             "by a store to the same address (`stlr` when it releases). "
             "This under-states their cost on real cores, where an atomic "
             "is one instruction but far from a one-cycle load; treat the "
             "cycles of the LSE-based variants as a lower bound and the "
             "instruction counts as the firmer figure. The LL/SC loops "
             "(`ldxr`/`stxr`) are timed by the models as they are.")
    L.append("- **Memory dependencies.** By default llvm-mca assumes loads "
             "and stores never alias, so the reload of a spilled register "
             "does not wait for the spill: `=call`'s six q-register spills "
             "around each helper call break the SIMD kernel's loop-carried "
             "`fmla` chains in the model, and it then looks *faster* than "
             "the ideal. The `-noalias=false` run (no load passes an older "
             "store) charges the spills, but it also serialises accesses "
             "that a real core would overlap, and it chains each modelled "
             "LSE load to the previous iteration's modelled store. Real "
             "cores lie between the two.")
    skipped = {}
    for key, m in sorted(mca.items()):
        for insn in m["skipped"]:
            skipped.setdefault(insn, set()).add(key[0])
    L.append("- Other instructions that a model could not time were dropped "
             "from its input (`-skip-unsupported-instructions=any`): %s." %
             ("; ".join("`%s` in %s" % (insn, ", ".join(sorted(ks)))
                        for insn, ks in sorted(skipped.items()))
              if skipped else "none"))
    L.append("")
    rows = []
    for k, _ in KERNELS:
        for v in variants:
            r = [k, labels[v]]
            for key, _, _, _ in MCA_MODELS:
                m = mca.get((k, v, key))
                r.append("%s (%d/%d, %d modelled)" % (
                    fmt(m["cycles"]), m["period"], m["loops"], m["modelled"])
                    if m else "n/a")
            rows.append(r)
    L.append(md_table(["kernel", "variant"] + [
        "%s cycles/iter (period/loops, LSE modelled)" % m[0]
        for m in MCA_MODELS], rows))
    L.append("")

    callsites_md = None
    if opts.callsites_report and os.path.exists(opts.callsites_report):
        L.append("## Call sites and code size of a real library\n")
        with open(opts.callsites_report) as f:
            text = f.read()
        m = re.search(r"^SUMMARY: (.*)$", text, re.M)
        callsites_md = m.group(1) if m else None
        L.append(re.sub(r"^SUMMARY: ", "", text.strip(), flags=re.M))
        L.append("")

    L.append("## Summary for the README\n")
    L.append(summary_paragraph(counts, mca, shapes, variants, callsites_md))
    L.append("")
    with open(path, "w") as f:
        f.write("\n".join(L))


# ---------------------------------------------------------------------
# Main.
# ---------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description="inline-atomics benchmarks")
    ap.add_argument("--srcdir", required=True, help="bench/ sources")
    ap.add_argument("--out", required=True, help="results directory")
    ap.add_argument("--cc", required=True, help="the AArch64 GCC")
    ap.add_argument("--plugin", help="inline_atomics.so")
    ap.add_argument("--runtime-lib", help="libinlineatomics.a")
    ap.add_argument("--runtime-include", action="append", default=[])
    ap.add_argument("--qemu", required=True)
    ap.add_argument("--counter", required=True, help="insn-count.so")
    ap.add_argument("--mca", required=True)
    ap.add_argument("--objdump", required=True)
    ap.add_argument("--nm", required=True)
    ap.add_argument("--variants", default=" ".join(v for v, _, _ in
                                                   VARIANTS))
    ap.add_argument("--iterations", type=int, default=100000)
    ap.add_argument("--trace-iterations", type=int, default=400)
    ap.add_argument("--trace-max", type=int, default=200000)
    ap.add_argument("--mca-iterations", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--callsites-report",
                    help="a callsites report to include (bench-callsites)")
    ap.add_argument("--no-date", action="store_true",
                    help="leave the date out of the report")
    opts = ap.parse_args()
    # Absolute, so that the report shows it as $srcdir whether the
    # build tree is inside the source tree or beside it.
    opts.srcdir = os.path.abspath(opts.srcdir)

    opts.variants = [v for v, _, _ in VARIANTS if v in opts.variants.split()]
    for v in (BASE, IDEAL):
        if v not in opts.variants:
            die("the variants must include %s" % v)
    if any(v.startswith("plugin") for v in opts.variants):
        if not opts.plugin or not os.path.exists(opts.plugin):
            die("the plugin %s is not built; build it first, or leave the "
                "plugin variants out: make bench BENCH_VARIANTS=\"call "
                "nolse lse\"" % opts.plugin)
        opts.plugin = os.path.abspath(opts.plugin)
    if len(str(opts.iterations)) != len(str(2 * opts.iterations)):
        die("N=%d and 2N have a different number of digits, so their "
            "start-up would differ; choose another N" % opts.iterations)
    opts.counter = os.path.abspath(opts.counter)
    opts.out = os.path.abspath(opts.out)
    os.makedirs(opts.out, exist_ok=True)

    with concurrent.futures.ThreadPoolExecutor(opts.jobs) as pool:
        print("ia-bench: building %d kernels x %d variants"
              % (len(KERNELS), len(opts.variants)))
        binaries, commands = build_all(opts, pool)
        symbols = {key: read_symbols(opts, b) for key, b in binaries.items()}
        disasm = dict(zip(binaries, pool.map(lambda b: disassemble(opts, b),
                                             binaries.values())))
        print("ia-bench: counting instructions under qemu (N=%d, 2N=%d)"
              % (opts.iterations, 2 * opts.iterations))
        counts = measure_counts(opts, pool, binaries, symbols)
        print("ia-bench: tracing and timing with llvm-mca")
        mca, executed = measure_mca(opts, pool, binaries, symbols, disasm,
                                    counts)
        shapes = {key: static_shape(disasm[key], kernel_ranges(
            symbols[key], key[0]), executed[key + ("max",)])
                  for key in binaries}

    csv_path = os.path.join(opts.out, "report.csv")
    png_path = os.path.join(opts.out, "report.png")
    md_path = os.path.join(opts.out, "report.md")
    write_csv(csv_path, counts, mca, shapes, opts.variants)
    draw_chart(png_path, counts, mca, opts.variants)
    write_report(opts, md_path, counts, mca, shapes, commands, opts.variants,
                 "report.csv", "report.png")

    labels = {v: l for v, l, _ in VARIANTS}
    print()
    print("Dynamic instructions per iteration, qemu -cpu max "
          "(cortex-a57 in the report):")
    header = ["case"] + [labels[v] for v in opts.variants] + [
        "plugin-O2 vs =call", "vs ideal"]
    rows = headline_rows(counts, mca, opts.variants, ("dyn", "max"))
    widths = [max(len(str(r[i])) for r in rows + [header])
              for i in range(len(header))]
    for r in [header] + rows:
        print("  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                        for i, (c, w) in enumerate(zip(r, widths))))
    print()
    print("ia-bench: wrote %s, %s and %s" % (md_path, csv_path, png_path))


if __name__ == "__main__":
    main()
