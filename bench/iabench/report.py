# bench/iabench/report.py -- report.md: set-up, commands, tables, notes.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

import datetime
import os
import platform
import re
import shlex

from .compiletime import compile_time_section
from .counts import qemu_command
from .measured import (BASE, CLASSES, CPUS, IDEAL, KERNELS, MCA_MODELS,
                       METRICS, VARIANTS)
from .summary import summary_paragraph
from .tables import fmt, fpct, headline_rows, md_table, seeds_table
from .util import run


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


def setup_section(opts, show, commands, variants):
    """The set-up and the exact commands, with the machine's paths shown
    as $srcdir and $builddir."""
    L = []
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
    return L


def headline_section(counts, mca, variants, labels, csv_name, png_name):
    """The headline table and the chart."""
    L = []
    L.append("## Headline: dynamic instructions per iteration (qemu -cpu "
             "max)\n")
    L.append(md_table(["case"] + [labels[v] for v in variants]
                      + ["plugin -O2 vs =call", "plugin -O2 vs ideal"],
                      headline_rows(counts, mca, variants, ("dyn", "max"))))
    L.append("")
    L.append("![ratio to the ideal](%s)\n" % png_name)
    L.append("Ratios to `+lse` of each variant, drawn in `%s`; all figures "
             "are also in `%s`.\n" % (png_name, csv_name))
    return L


def metric_sections(counts, mca, variants):
    """One table per metric, in the RFC's format."""
    L = []
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
    return L


def mix_section(counts, variants, labels):
    """The instruction classes per iteration on each CPU."""
    L = []
    L.append("## Instruction mix per iteration\n")
    L.append("Classes are decoded from the encoding bits by the counting "
             "plugin (see the self-test). `helpers` is the part of the "
             "total executed inside libgcc's `__aarch64_*` functions. "
             "`flag loads` counts the executed loads of "
             "`__aarch64_have_lse_atomics` (the plugin's tests and the "
             "helpers' own), the adrp and ldrb that reach its address "
             "(`insn-count.c`, `flag=`).\n")
    for cpu, label in CPUS:
        L.append("### qemu %s\n" % label)
        rows = []
        for k, _ in KERNELS:
            for v in variants:
                c = counts.get((k, v, cpu))
                rows.append([k, labels[v]] + (
                    [fmt(c["total"])] + [fmt(c[x]) for x in CLASSES]
                    + [fmt(c["helpers"]), fmt(c["flag-loads"])] if c else
                    ["n/a (SIGILL)"] + [""] * (len(CLASSES) + 2)))
        L.append(md_table(["kernel", "variant", "total"] + CLASSES
                          + ["helpers", "flag loads"], rows))
        L.append("")
    return L


def shape_section(shapes, variants, labels):
    """Frames, saves, spills and size of each kernel function."""
    L = []
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
    return L


def size_section(shapes, variants, labels):
    """The kernels' code size against =call and +lse, side by side, and
    the bytes per rewritten site (the =call build's helper calls)."""
    plugins = [v for v in variants if v.startswith("plugin")]
    if not plugins:
        return []

    def growth(size, ref):
        return fpct(100.0 * (size - ref) / ref if ref else None)

    L = ["## Code size against =call and +lse\n",
         "Bytes of the kernel function (with any `.cold` part).  *sites* "
         "are the helper calls of the =call build, each of which the "
         "plugin rewrites; *per site* is the plugin build's growth over "
         "=call divided by them.\n"]
    head = ["kernel", "sites", labels[BASE], labels[IDEAL]]
    for v in plugins:
        head += [labels[v], "vs =call", "vs +lse", "per site"]
    rows = []
    totals = {v: 0 for v in [BASE, IDEAL] + plugins}
    nsites = 0
    for k, _ in KERNELS:
        base = shapes[(k, BASE)]
        sites = base["helper_calls"]
        row = [k, sites, base["size"], shapes[(k, IDEAL)]["size"]]
        for v in [BASE, IDEAL] + plugins:
            totals[v] += shapes[(k, v)]["size"]
        nsites += sites
        for v in plugins:
            size = shapes[(k, v)]["size"]
            row += [size, growth(size, base["size"]),
                    growth(size, shapes[(k, IDEAL)]["size"]),
                    "%.1f" % ((size - base["size"]) / sites) if sites else "-"]
        rows.append(row)
    row = ["**all**", nsites, totals[BASE], totals[IDEAL]]
    for v in plugins:
        row += [totals[v], growth(totals[v], totals[BASE]),
                growth(totals[v], totals[IDEAL]),
                "%.1f" % ((totals[v] - totals[BASE]) / nsites)
                if nsites else "-"]
    rows.append(row)
    L.append(md_table(head, rows))
    L.append("")
    return L


def mca_section(mca, variants, labels):
    """How the llvm-mca figures were made, and their table."""
    L = []
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
    return L


def callsites_section(opts):
    """The real library's call-site report, if `make bench-callsites'
    made one, and its SUMMARY line for the README paragraph."""
    if not (opts.callsites_report
            and os.path.exists(opts.callsites_report)):
        return [], None
    L = ["## Call sites and code size of a real library\n"]
    with open(opts.callsites_report) as f:
        text = f.read()
    m = re.search(r"^SUMMARY: (.*)$", text, re.M)
    L.append(re.sub(r"^SUMMARY: ", "", text.strip(), flags=re.M))
    L.append("")
    return L, m.group(1) if m else None


def write_report(opts, path, counts, mca, shapes, commands, variants,
                 csv_name, png_name, compile_times=None):
    labels = {v: l for v, l, _ in VARIANTS}
    show = display_paths(opts)
    L = []
    L.append("# inline-atomics benchmark report\n")
    L.append("Generated by `make bench` (bench/ia-bench.py) on %s.\n"
             % datetime.date.today().isoformat() if not opts.no_date else
             "Generated by `make bench` (bench/ia-bench.py).\n")
    L += setup_section(opts, show, commands, variants)
    L += headline_section(counts, mca, variants, labels, csv_name,
                          png_name)
    L += metric_sections(counts, mca, variants)
    L += mix_section(counts, variants, labels)
    L += shape_section(shapes, variants, labels)
    L += size_section(shapes, variants, labels)
    L += mca_section(mca, variants, labels)
    L += compile_time_section(compile_times or {}, labels)
    callsites, callsites_md = callsites_section(opts)
    L += callsites
    L.append("## Summary for the README\n")
    L.append(summary_paragraph(counts, mca, shapes, variants, callsites_md))
    L.append("")
    with open(path, "w") as f:
        f.write("\n".join(L))
