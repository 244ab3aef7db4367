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
#   5. times the compiler on two generated sources, the plugin against
#      GCC's default, -mno-outline-atomics and +lse (iabench/compiletime);
#   6. writes report.md, report.csv and report.png into the output
#      directory and prints the headline table.
#
# Everything that runs an AArch64 program goes through `env -i', and N
# and 2N have the same number of digits, so that start-up costs the same
# in both runs and the results are identical from run to run.
#
# The work is done by the modules in iabench/, one job each: measured
# (the table of kernels, variants, CPUs and models), build, binary
# (symbols and disassembly), counts, shape, mca, and tables, chart,
# summary and report for the output.

import argparse
import concurrent.futures
import os
import sys

sys.dont_write_bytecode = True          # the source tree may be read-only

from iabench.binary import disassemble, kernel_ranges, read_symbols
from iabench.build import build_all
from iabench.chart import draw_chart
from iabench.compiletime import measure_compile_time
from iabench.counts import measure_counts
from iabench.mca import measure_mca
from iabench.measured import BASE, IDEAL, KERNELS, VARIANTS
from iabench.report import write_report
from iabench.shape import static_shape
from iabench.tables import headline_rows, write_csv
from iabench.util import die


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

    # Alone on the machine, after the parallel work: these are timings.
    print("ia-bench: timing the compiler")
    compile_times = measure_compile_time(opts, opts.variants)

    csv_path = os.path.join(opts.out, "report.csv")
    png_path = os.path.join(opts.out, "report.png")
    md_path = os.path.join(opts.out, "report.md")
    write_csv(csv_path, counts, mca, shapes, opts.variants)
    draw_chart(png_path, counts, mca, opts.variants)
    write_report(opts, md_path, counts, mca, shapes, commands, opts.variants,
                 "report.csv", "report.png", compile_times)

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
