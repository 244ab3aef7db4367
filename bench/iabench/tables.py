# bench/iabench/tables.py -- figures as numbers, tables and CSV.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

import csv

from .measured import (BASE, CLASSES, CPUS, IDEAL, KERNELS, METRICS,
                       VARIANTS)


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


def metric_value(metric, counts, mca, k, v):
    kind, where = metric
    if kind == "dyn":
        c = counts.get((k, v, where))
        return c["total"] if c else None
    m = mca.get((k, v, where))
    return m["cycles"] if m else None


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
                    for cls in CLASSES + ["helpers", "flag-loads"]:
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
