#!/usr/bin/env python3
# compile-time.py -- what the plugin costs in compile time on a real code
# base: its own compile commands, replayed with GCC's default, with +lse
# and with the plugin.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: compile-time.py log CC-LOG COMMAND...
#        compile-time.py replay --plugin SO [--runs N] [--jobs N]
#                        [--only REGEX] [--json FILE] --name NAME CC-LOG
#
# "log" is the compiler wrapper of the baseline build: it appends one
# JSON line (the working directory and the command) to CC-LOG for each
# command that compiles a C or C++ source (with -c, or compiling and
# linking a program in one command), and for each link with -flto,
# where GCC compiles the code of the objects it links (and the plugin
# rewrites it), then runs COMMAND.
#
# "replay" runs each logged compilation again in its directory, its
# object and dependency files sent nowhere, once per variant:
#
#   default   the command as logged (GCC's -moutline-atomics)
#   +lse      with -march=armv8-a+lse added
#   -mno-outline-atomics  with -mno-outline-atomics added: GCC's LL/SC
#             loops, one insn each through the RTL passes
#   plugin    with -fplugin=SO added: most sites stay one LL/SC insn
#             through the RTL passes, and get their flag test and LSE
#             instruction after register allocation (docs/manual.md,
#             "The late form")
#
# A command that also links is replayed as a compilation (-c) of its one
# source, without its objects, libraries and linker options.  A link
# with -flto is replayed whole, on the baseline's objects (which hold
# GIMPLE, not code), its output sent to a file that is then removed.
# RUNS times, the variants taking turns on each source, so that a change
# in the machine's load hits them all alike.  A run's figure is the sum
# of the compilers' user CPU time over the sources (the rusage of the
# driver, which includes the cc1 or cc1plus it waited for); the report
# gives the median of the RUNS sums per variant and the ratios.
# Compilations of sources that no longer exist (configure's tests), and
# links of objects that no longer exist, are left out; --only keeps the
# sources whose path matches REGEX, and the links with an object whose
# path matches it.

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

SOURCE = re.compile(r"\.(c|cc|cpp|cxx|C|c\+\+)$")
VARIANTS = ("default", "+lse", "-mno-outline-atomics", "plugin")


def lto_link_p(cmd):
    """Does CMD link objects with -flto, compiling no source itself?"""
    return (not {"-c", "-S", "-E"} & set(cmd)
            and not any(SOURCE.search(a) for a in cmd[1:])
            and any(a.startswith("-flto") for a in cmd[1:])
            and "-fno-lto" not in cmd)


def log(args):
    if not args.command:
        sys.exit("compile-time.py log: no command")
    cmd = args.command
    if not ({"-E", "-M", "-MM"} & set(cmd)) \
            and (any(SOURCE.search(a) for a in cmd[1:]) or lto_link_p(cmd)):
        with open(args.cc_log, "a") as f:
            f.write(json.dumps({"dir": os.getcwd(), "cmd": cmd}) + "\n")
    os.execvp(cmd[0], cmd)


# Options that name an output file, with the file as the next argument
# or (-Wp,-MD,FILE) within it.
OUTPUT_WITH_ARG = ("-o", "-MF", "-MT", "-MQ")
OUTPUT_ALONE = ("-MD", "-MMD", "-MP")


LINK_ONLY = re.compile(r"^(-l|-Wl,|-L|-shared$|-static$|-rdynamic$)"
                       r"|\.(o|a|so|lo|la)$|\.so\.")


def replay_command(cmd):
    """CMD without its outputs, writing the object to /dev/null; a
    command that links too loses its linker inputs and options and gains
    -c, or is None when it compiles more than one source."""
    link = "-c" not in cmd
    if link and sum(1 for a in cmd[1:] if SOURCE.search(a)) != 1:
        return None
    out, skip = [], False
    for a in cmd:
        if skip:
            skip = False
            continue
        if a in OUTPUT_WITH_ARG:
            skip = True
            continue
        if a in OUTPUT_ALONE or a.startswith("-Wp,-M") \
                or (a.startswith("-o") and len(a) > 2):
            continue
        if link and a is not cmd[0] and LINK_ONLY.search(a):
            continue
        out.append(a)
    return out + (["-c"] if link else []) + ["-o", "/dev/null"]


# The output of a replayed -flto link, replaced by a file of its own.
LINK_OUTPUT = "@ia-link-output@"


def replay_link(cmd):
    """CMD, a -flto link, with its output file LINK_OUTPUT."""
    out, i = [], 0
    while i < len(cmd):
        a = cmd[i]
        if a == "-o" and i + 1 < len(cmd):
            out += ["-o", LINK_OUTPUT]
            i += 2
            continue
        if a.startswith("-o") and len(a) > 2:
            a = "-o" + LINK_OUTPUT
        out.append(a)
        i += 1
    return out


def replayed_link_p(cmd):
    """Is CMD a -flto link of replay_link?"""
    return any(LINK_OUTPUT in a for a in cmd)


def variant(cmd, name, plugin):
    extra = {"default": [], "+lse": ["-march=armv8-a+lse"],
             "-mno-outline-atomics": ["-mno-outline-atomics"],
             "plugin": ["-fplugin=" + plugin]}[name]
    return cmd[:1] + extra + cmd[1:]


def user_seconds(cmd, cwd):
    output = None
    if replayed_link_p(cmd):
        fd, output = tempfile.mkstemp(prefix="ia-link-")
        os.close(fd)
        cmd = [a.replace(LINK_OUTPUT, output) for a in cmd]
    try:
        proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE)
        err = proc.stderr.read().decode(errors="replace")
        _, status, usage = os.wait4(proc.pid, 0)
        proc.stderr.close()
    finally:
        if output:
            os.unlink(output)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError("in %s: $ %s\n%s" % (cwd, " ".join(cmd), err))
    return usage.ru_utime


def load(path, only):
    units, seen = [], set()
    with open(path) as f:
        for line in f:
            r = json.loads(line)
            if lto_link_p(r["cmd"]):
                cmd = replay_link(r["cmd"])
                objs = [os.path.join(r["dir"], a) for a in cmd[1:]
                        if a.endswith(".o")]
                if not objs or not all(os.path.exists(o) for o in objs):
                    continue
                if only and not any(re.search(only, o) for o in objs):
                    continue
            else:
                cmd = replay_command(r["cmd"])
                if cmd is None:
                    continue
                srcs = [a for a in cmd[1:] if SOURCE.search(a)]
                if not srcs:
                    continue
                src = os.path.join(r["dir"], srcs[-1])
                if not os.path.exists(src):
                    continue
                if only and not re.search(only, src):
                    continue
            key = (r["dir"], tuple(cmd))
            if key in seen:
                continue
            seen.add(key)
            units.append((r["dir"], cmd))
    return units


def replay(args):
    units = load(args.cc_log, args.only)
    if not units:
        sys.exit("compile-time.py: no compilation to replay in %s"
                 % args.cc_log)
    totals = {v: [] for v in VARIANTS}

    def one(unit, turn):
        cwd, cmd = unit
        # The variants take turns, and their order rotates with the
        # source and the run.
        k = turn % len(VARIANTS)
        order = VARIANTS[k:] + VARIANTS[:k]
        return {v: user_seconds(variant(cmd, v, args.plugin), cwd)
                for v in order}

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for run in range(args.runs):
            sums = {v: 0.0 for v in VARIANTS}
            for t in pool.map(one, units,
                              range(run, run + len(units))):
                for v in VARIANTS:
                    sums[v] += t[v]
            for v in VARIANTS:
                totals[v].append(sums[v])
    med = {v: statistics.median(totals[v]) for v in VARIANTS}
    result = {"name": args.name, "units": len(units),
              "lto_links": sum(1 for _, cmd in units
                               if replayed_link_p(cmd)),
              "runs": args.runs,
              "only": args.only or "", "runs_seconds": totals,
              "median": med,
              "plugin_vs_default": med["plugin"] / med["default"],
              "plugin_vs_lse": med["plugin"] / med["+lse"],
              "plugin_vs_llsc": med["plugin"] / med["-mno-outline-atomics"]}
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    links = sum(1 for _, cmd in units if replayed_link_p(cmd))
    what = "%d compilations" % (len(units) - links)
    if args.only:
        what += " of sources matching `%s`" % args.only
    if links:
        what += " and %d link-time optimising link%s of their objects" \
            % (links, "" if links == 1 else "s")
    print("#### %s: compile time\n" % args.name)
    print("User CPU seconds of its %s, the median of %d interleaved runs"
          " (each run's sum over the sources):\n" % (what, args.runs))
    print("| GCC's default | +lse | -mno-outline-atomics | plugin |"
          " plugin vs default | plugin vs +lse |"
          " plugin vs -mno-outline-atomics |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    print("| %.2f | %.2f | %.2f | %.2f | %+.1f%% | %+.1f%% | %+.1f%% |"
          % (med["default"], med["+lse"], med["-mno-outline-atomics"],
             med["plugin"], (result["plugin_vs_default"] - 1) * 100,
             (result["plugin_vs_lse"] - 1) * 100,
             (result["plugin_vs_llsc"] - 1) * 100))


def main():
    ap = argparse.ArgumentParser(description="compile time of a real "
                                 "code base, replayed per variant")
    sub = ap.add_subparsers(dest="what", required=True)
    lg = sub.add_parser("log")
    lg.add_argument("cc_log")
    lg.add_argument("command", nargs=argparse.REMAINDER)
    rp = sub.add_parser("replay")
    rp.add_argument("--plugin", required=True)
    rp.add_argument("--runs", type=int, default=3)
    rp.add_argument("--jobs", type=int, default=2)
    rp.add_argument("--only")
    rp.add_argument("--json")
    rp.add_argument("--name", required=True)
    rp.add_argument("cc_log")
    args = ap.parse_args()
    if args.what == "log":
        log(args)
    else:
        if args.runs < 1 or args.jobs < 1:
            sys.exit("compile-time.py: --runs and --jobs want at least 1")
        replay(args)


if __name__ == "__main__":
    main()
