# bench/iabench/summary.py -- the paragraph of figures for the README.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

from .measured import BASE, IDEAL, KERNELS
from .tables import fpct, metric_value, pct


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
