# bench/iabench/compiletime.py -- what the plugin costs in compile time.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# For each generated source of CASES, every variant compiles it to
# assembly (-S: the compiler proper, no assembler) RUNS times, the
# variants taking turns, so that a change in the machine's load hits
# them all alike.  The figure is the median of the compiler's user CPU
# time (the rusage of the driver, which includes the cc1 it waited for).
# One more plugin compilation with -ftime-report gives the plugin pass's
# own CPU time, which the plugin prints then.  GCC's "plugin execution"
# line is not that: it times GCC's dispatch of every plugin event, a
# dozen per pass and function, and -ftime-report's clock reads there
# (plugin/inline_atomics.cc, ia_timed_execute).

import os
import re
import shlex
import statistics
import subprocess

# (name, title, generator).
def one_function(n):
    decls = "".join("int g%d;\n" % i for i in range(n))
    body = "".join("  __atomic_fetch_add (&g%d, 1, __ATOMIC_RELAXED);\n" % i
                   for i in range(n))
    return decls + "void f (void)\n{\n" + body + "}\n"


def many_functions(n):
    return "".join("int f%d (int *p) { return __atomic_fetch_add (p, %d, "
                   "__ATOMIC_ACQ_REL); }\n" % (i, i) for i in range(n))


CASES = [
    ("one-function", "one function of 2,000 relaxed fetch_adds",
     lambda: one_function(2000)),
    ("many-functions", "10,000 functions of one fetch_add each",
     lambda: many_functions(10000)),
]

# The variants compared, from measured.VARIANTS and COMPILE_ONLY, in the
# report's order.
TIMED = ["call", "nolse", "lse", "plugin-O2"]
RUNS = 5

# Variants that are timed but not benchmarked: (name, label, flags), as
# in measured.VARIANTS, and the variant each goes with.  None since the
# plugin's split= option, whose other value this timed, was retired.
COMPILE_ONLY = []


def user_seconds(cmd):
    """Run CMD (output discarded) and return its user CPU seconds."""
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError("$ %s\n%s" % (" ".join(cmd), err))
    return usage.ru_utime


def plugin_pass_seconds(cmd):
    """The CPU seconds of the plugin pass, from the line the plugin
    prints under -ftime-report."""
    r = subprocess.run(cmd + ["-ftime-report"], capture_output=True,
                       text=True)
    m = re.search(r"^inline_atomics: -ftime-report: the pass took "
                  r"([0-9.]+) s", r.stderr, re.M)
    if not m:
        raise RuntimeError("$ %s -ftime-report: no line of the plugin's "
                           "pass time\n%s" % (" ".join(cmd), r.stderr))
    return float(m.group(1))


def measure_compile_time(opts, variants):
    """{case: {variant: median seconds, "pass": plugin pass seconds}}."""
    from .measured import VARIANTS
    flags = {v: f for v, _, f in VARIANTS}
    flags.update({v: f for v, _, f, _ in COMPILE_ONLY})
    wanted = set(variants) | {v for v, _, _, with_ in COMPILE_ONLY
                              if with_ in variants}
    timed = [v for v in TIMED if v in wanted]
    work = os.path.join(opts.out, "compile-time")
    os.makedirs(work, exist_ok=True)
    results = {}
    for name, _, make in CASES:
        src = os.path.join(work, name + ".c")
        with open(src, "w") as f:
            f.write(make())
        cmds = {v: shlex.split(opts.cc)
                + [x.replace("@PLUGIN@", opts.plugin or "") for x in flags[v]]
                + ["-S", "-o", os.devnull, src] for v in timed}
        samples = {v: [] for v in timed}
        for _ in range(RUNS):
            for v in timed:
                samples[v].append(user_seconds(cmds[v]))
        results[name] = {v: statistics.median(s) for v, s in samples.items()}
        if "plugin-O2" in cmds:
            results[name]["pass"] = plugin_pass_seconds(cmds["plugin-O2"])
    return results


def compile_time_section(results, labels):
    """The report's section, as a list of Markdown lines."""
    if not results:
        return []
    some = next(iter(results.values()))
    timed = [v for v in TIMED if v in some]
    labels = dict(labels, **{v: l for v, l, _, _ in COMPILE_ONLY})
    L = ["## Compile time\n",
         "User CPU seconds of `gcc -S` (the compiler proper), the median of "
         "%d runs in which the variants take turns; \"plugin pass\" is the "
         "plugin pass's own CPU time, which the plugin prints under "
         "`-ftime-report` (GCC's \"plugin execution\" line times GCC's "
         "dispatch of every plugin event instead), the rest of the plugin "
         "build's excess is GCC compiling what the pass emitted.  The "
         "plugin's code holds both paths, the LSE instruction and GCC's "
         "LL/SC sequence, and GCC compiles both: \"vs both\" compares it with the sum of GCC's "
         "+lse and -mno-outline-atomics builds, each of which holds one "
         "of them.\n" % RUNS]
    head = ["case"] + [labels[v] for v in timed]
    if "plugin-O2" in timed:
        head += ["plugin vs =call", "plugin vs +lse"]
        if "nolse" in timed:
            head += ["plugin vs both"]
        head += ["plugin pass"]
    L.append("| " + " | ".join(head) + " |")
    L.append("|" + "---|" * len(head))
    for name, title, _ in CASES:
        if name not in results:
            continue
        r = results[name]
        row = [title] + ["%.2f" % r[v] for v in timed]
        if "plugin-O2" in timed:
            row += ["%.2fx" % (r["plugin-O2"] / r["call"]),
                    "%.2fx" % (r["plugin-O2"] / r["lse"])]
            if "nolse" in timed:
                row += ["%.2fx" % (r["plugin-O2"] / (r["lse"] + r["nolse"]))]
            row += ["%.2f" % r["pass"]]
        L.append("| " + " | ".join(row) + " |")
    L.append("")
    return L
