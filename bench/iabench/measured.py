# bench/iabench/measured.py -- what the benchmarks measure.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

# (name, title in the report).
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
