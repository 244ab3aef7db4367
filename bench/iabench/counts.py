# bench/iabench/counts.py -- dynamic instruction counts (qemu, insn-count.so).
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

import os

from .binary import flag_address, helper_ranges
from .measured import CPUS, IDEAL, KERNELS
from .util import die, run


def qemu_command(opts, cpu, plugin_args, binary, n):
    plugin = ",".join([opts.counter] + plugin_args)
    return ["env", "-i", opts.qemu, "-cpu", cpu, "-plugin", plugin, binary,
            str(n)]


def count_run(opts, cpu, binary, n, tag, ranges=None, flag=None):
    """Counts of one run: {class: count, "total": count}, with
    "flag-loads" when FLAG, the address of the binary's LSE flag, is
    given; the guest's output; or None when the guest died (an LSE
    binary on ARMv8.0)."""
    out = "%s.%s.%d.%s" % (binary.replace("/bin/", "/runs/"), cpu, n, tag)
    args = ["out=" + out]
    for lo, size in ranges or []:
        args.append("range=%x-%x" % (lo, lo + size))
    if flag is not None:
        args.append("flag=%x" % flag)
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
        flag = flag_address(opts, binary)
        for cpu, _ in CPUS:
            for n in (n1, n2):
                jobs[(k, v, cpu, n, "all")] = pool.submit(
                    count_run, opts, cpu, binary, n, "all", None, flag)
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
            d.setdefault("flag-loads", 0.0)
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
