# bench/iabench/build.py -- building every kernel in every variant.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import shlex

from .measured import COMMON_CFLAGS, KERNELS, VARIANTS
from .util import die, run


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
