# bench/iabench/shape.py -- static shape of a kernel: frame, saves, spills.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

import re


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
