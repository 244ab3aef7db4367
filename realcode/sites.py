#!/usr/bin/env python3
# sites.py -- outline-atomic call sites and code size of two builds of
# one code base: the baseline and the build with the plugin.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage: sites.py [--checker PROG] [--objdump PROG] [--addr2line PROG]
#                 --name NAME [--plugin-report FILE] [--json FILE]
#                 [--libs REGEX] [--lse LSE-TREE] BEFORE-TREE AFTER-TREE
#
# Reads every AArch64 ELF executable and shared object under each tree
# (symbolic links, relocatable objects and files whose content was seen
# already are skipped) and counts
#
#   helper call sites   `bl' and sibling-call `b' to __aarch64_cas*,
#                       swp*, ldadd*, ldclr*, ldeor* and ldset*, as
#                       inline-atomics-check finds them (its --json
#                       call_sites: by symbol, PLT slot or code shape),
#                       each with its function (demangled by c++filt)
#   .text               the size of the .text section (the linker has
#                       merged .text.unlikely into it and may have added
#                       padding and erratum veneers)
#   function bytes      the sizes of the function symbols in .text
#
# With --lse, a third build of the same code with -march=armv8-a+lse is
# measured too, and a table puts the plugin build's growth against both
# side by side, with its bytes per rewritten site.
#
# Each call site left in the plugin build is named by its function and
# source line (addr2line) and classified by the plugin's own report
# (--plugin-report, written by -fplugin-arg-inline_atomics-report=FILE
# during the plugin build): the record of a kept site with the same
# helper in a function of the same name (compared without namespaces,
# template arguments, parameters and clone suffixes), preferably one at
# the same source line, gives the reason:
#
#   size           the function is optimised for size (-Os, optimize)
#   cold function  a cold function (cold=call)
#   cold block     a block GCC predicts never to run (cold=call; the
#                  plugin before d205abb: any block optimised for size)
#   other reasons  as the plugin words them, e.g. an operation that can
#                  throw, or the LL/SC path of a site of a function
#                  that keeps -moutline-atomics
#   unexplained    no record: a site the plugin should have rewritten
#
# Only the first three are size-optimised code.  The output is Markdown
# on stdout; --json FILE also writes the figures for the driver script
# (realcode/run-real-code), with "speed" the number of the others.

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys

FUNC_SYM = re.compile(r"^[0-9a-f]+ .{6}F \.text\S*\s+([0-9a-f]+)\s")
EM_AARCH64 = 183
# The classes of kept sites that are size-optimised code.
OK_CLASSES = ("size", "cold block", "cold function")


def linked_elf_p(path):
    """Is PATH an AArch64 ELF executable or shared object?"""
    try:
        with open(path, "rb") as f:
            head = f.read(20)
    except OSError:
        return False
    if len(head) < 20 or head[:4] != b"\x7fELF" or head[4] != 2 \
            or head[5] != 1:
        return False
    e_type = int.from_bytes(head[16:18], "little")
    e_machine = int.from_bytes(head[18:20], "little")
    return e_machine == EM_AARCH64 and e_type in (2, 3)


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True,
                          check=True).stdout


def demangle(cxxfilt, names):
    """NAMES demangled, in order (as they are when c++filt fails)."""
    if not names:
        return []
    try:
        out = subprocess.run([cxxfilt], input="\n".join(names) + "\n",
                             capture_output=True, text=True,
                             check=True).stdout.splitlines()
    except (OSError, subprocess.CalledProcessError):
        return names
    return out if len(out) == len(names) else names


def checker_sites(checker, cxxfilt, path):
    """(address, function, helper) for each helper call of PATH, from
    inline-atomics-check --json."""
    r = subprocess.run([checker, "--json", path], capture_output=True,
                       text=True)
    if r.returncode not in (0, 1):
        sys.exit("sites.py: %s --json %s failed: %s"
                 % (checker, path, r.stderr.strip()))
    funcs = [f for f in json.loads(r.stdout)["files"][0]["functions"]
             if f["call_sites"]]
    names = demangle(cxxfilt, [f["name"] for f in funcs])
    return [(c["address"], name, c["helper"])
            for f, name in zip(funcs, names) for c in f["call_sites"]]


def measure(objdump, checker, cxxfilt, path):
    """The figures of one linked file; "sites" lists (address, function,
    helper) for each helper call."""
    text = 0
    for line in run([objdump, "-h", path]).splitlines():
        f = line.split()
        if len(f) >= 3 and f[0].isdigit() and f[1] == ".text":
            text += int(f[2], 16)
    func = 0
    for line in run([objdump, "-t", path]).splitlines():
        m = FUNC_SYM.match(line)
        if m:
            func += int(m.group(1), 16)
    sites = checker_sites(checker, cxxfilt, path)
    return {"text": text, "func": func, "sites": sites}


def scan(objdump, checker, cxxfilt, tree):
    """{relative path: figures} for the linked AArch64 files in TREE."""
    found, seen = {}, set()
    for root, dirs, files in os.walk(tree):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(root, name)
            if os.path.islink(path) or not linked_elf_p(path):
                continue
            with open(path, "rb") as f:
                digest = hashlib.sha1(f.read()).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            found[os.path.relpath(path, tree)] = measure(
                objdump, checker, cxxfilt, path)
    return found


def load_report(path):
    """The site records of the plugin's report that keep a helper call,
    either as the site (decision "call") or on its LL/SC path, and the
    number of site records per decision and reason."""
    records, decisions = [], {}
    if not path:
        return records, decisions
    try:
        f = open(path)
    except OSError:
        sys.exit("sites.py: cannot read the plugin's report %s" % path)
    with f:
        for line in f:
            try:
                r = json.loads(line)
            except ValueError:
                continue
            if r.get("record") != "site":
                continue
            key = (r.get("decision", "?"), r.get("reason", ""))
            decisions[key] = decisions.get(key, 0) + 1
            if r.get("decision") == "call" \
                    or r.get("llsc", "").startswith("call "):
                records.append(r)
    return records, decisions


def plain_name(fn):
    """FN, a demangled function symbol or the plugin's name of a
    function, without return type, namespaces, template arguments,
    parameters or clone suffixes."""
    fn = re.sub(r" \[clone [^]]*\]", "", fn)
    while True:
        shorter = re.sub(r"<[^<>]*>", "", fn)
        if shorter == fn:
            break
        fn = shorter
    fn = fn.split("(")[0].split()
    fn = fn[-1] if fn else ""
    fn = re.sub(r"\.(cold|constprop|isra|part|lto_priv|localalias)"
                r"(\.[0-9]+)?", "", fn)
    return fn.split("::")[-1]


def source_lines(addr2line, path, addrs):
    """{address: (file base name, line)} from the debug line table."""
    if not addrs:
        return {}
    out = run([addr2line, "-e", path] + ["%#x" % a for a in addrs])
    lines = {}
    for a, loc in zip(addrs, out.splitlines()):
        m = re.match(r"(.*):([0-9]+)", loc)
        if m and not loc.startswith("??"):
            lines[a] = (os.path.basename(m.group(1)), int(m.group(2)))
    return lines


def why(record):
    """The class of a kept site: size, cold block, cold function, or the
    plugin's reason."""
    if record.get("decision") != "call":
        return "LL/SC path of an inlined site: " + record.get("reason", "")
    reason = record.get("reason", "")
    # "in a block predicted never to run"; plugins before d205abb said
    # "in a block optimised for size".
    if "never to run" in reason or "block optimised for size" in reason:
        return "cold block"
    if "cold function" in reason:
        return "cold function"
    if "optimised for size" in reason:
        return "size"
    return reason or "call"


def classify(addr2line, records, path, sites):
    """Each of SITES with its class: what the plugin's report says of a
    site with the same helper at the same source line, or else in a
    function of the same name; "unexplained" when there is none."""
    lines = source_lines(addr2line, path, [a for a, _, _ in sites])
    out = []
    for addr, fn, helper in sites:
        cands = [r for r in records
                 if r.get("helper") == helper
                 or r.get("llsc") == "call " + helper]
        where = lines.get(addr)
        match = [r for r in cands
                 if plain_name(r.get("function", "")) == plain_name(fn)]
        at = [r for r in match
              if where and (os.path.basename(r.get("file", "")),
                            r.get("line")) == where]
        match = at or match
        kind = why(match[0]) if match else "unexplained"
        out.append({"address": "%#x" % addr, "function": fn,
                    "helper": helper, "class": kind,
                    "source": "%s:%d" % where if where else ""})
    return out


def pct(a, b):
    return "n/a" if a == 0 else "%+.2f%%" % ((b - a) / a * 100.0)


def table(header, rows, right=()):
    """A Markdown table; the columns numbered in RIGHT align right."""
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join("---:" if i in right else "---"
                            for i in range(len(header))) + "|"]
    lines += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(lines)


def total(files, paths):
    t = {"files": 0, "sites": 0, "text": 0, "func": 0}
    for p in paths:
        if p in files:
            t["files"] += 1
            t["sites"] += len(files[p]["sites"])
            t["text"] += files[p]["text"]
            t["func"] += files[p]["func"]
    return t


def size_table(groups, before, after, lse, libs, others, common):
    """Print the plugin build's growth against both =call (the baseline)
    and +lse, per group, and its bytes per rewritten site: the growth
    over =call divided by the helper calls that are gone.  Adds "lse" to
    each group of GROUPS."""
    rows = []
    for label, paths in (("libraries", libs), ("other executables", others),
                         ("all", common)):
        paths = [p for p in paths if p in lse]
        if not paths:
            continue
        b, a, l = (total(before, paths), total(after, paths),
                   total(lse, paths))
        if label.split()[0] in groups:
            groups[label.split()[0]]["lse"] = l
        gone = b["sites"] - a["sites"]
        for what in ("func", "text"):
            rows.append([label + (" (%d)" % len(paths)),
                         "function bytes" if what == "func" else ".text",
                         b[what], l[what], a[what],
                         pct(b[what], a[what]), pct(l[what], a[what]),
                         gone,
                         "%.1f" % ((a[what] - b[what]) / gone)
                         if gone else "n/a"])
    print("\nSize of the plugin build against both GCC's default (=call)"
          " and -march=armv8-a+lse (the ideal; it cannot run on ARMv8.0)."
          " *per site* is the growth over =call divided by the helper"
          " calls rewritten:\n")
    print(table(["files", "bytes", "=call", "+lse", "plugin", "vs =call",
                 "vs +lse", "sites rewritten", "per site"], rows,
                right=(2, 3, 4, 5, 6, 7, 8)))


def main():
    ap = argparse.ArgumentParser(description="outline-atomic call sites "
                                 "and code size, baseline and plugin build")
    ap.add_argument("--objdump", default="aarch64-linux-gnu-objdump")
    ap.add_argument("--checker", default="inline-atomics-check",
                    help="inline-atomics-check, which finds the calls")
    ap.add_argument("--cxxfilt", default="aarch64-linux-gnu-c++filt")
    ap.add_argument("--addr2line", default="aarch64-linux-gnu-addr2line")
    ap.add_argument("--plugin-report", help="the plugin's report of the "
                    "plugin build (-fplugin-arg-inline_atomics-report)")
    ap.add_argument("--name", required=True)
    ap.add_argument("--json")
    ap.add_argument("--libs", default=r"\.so(\.|$)",
                    help="regular expression: the files that are the "
                    "code base's libraries (listed one by one)")
    ap.add_argument("--lse", metavar="TREE",
                    help="a third build, with -march=armv8-a+lse: the "
                    "size of the ideal, side by side")
    ap.add_argument("before")
    ap.add_argument("after")
    args = ap.parse_args()

    before = scan(args.objdump, args.checker, args.cxxfilt, args.before)
    after = scan(args.objdump, args.checker, args.cxxfilt, args.after)
    if not before or not after:
        sys.exit("sites.py: no AArch64 executable or shared object under %s"
                 % (args.after if before else args.before))
    common = sorted(set(before) & set(after))
    only = sorted(set(before) ^ set(after))
    libs = [p for p in common if re.search(args.libs, os.path.basename(p))]
    others = [p for p in common if p not in libs]

    rows = []
    for p in libs:
        b, a = before[p], after[p]
        rows.append([p, "%d → %d" % (len(b["sites"]), len(a["sites"])),
                     "%d → %d (%s)" % (b["text"], a["text"],
                                       pct(b["text"], a["text"])),
                     "%d → %d (%s)" % (b["func"], a["func"],
                                       pct(b["func"], a["func"]))])
    groups = {}
    for label, paths in (("libraries (%d)" % len(libs), libs),
                         ("other executables (%d)" % len(others), others),
                         ("all (%d)" % len(common), common)):
        if not paths:
            continue
        b, a = total(before, paths), total(after, paths)
        groups[label.split()[0]] = {"before": b, "after": a}
        rows.append(["**%s**" % label,
                     "%d → %d" % (b["sites"], a["sites"]),
                     "%d → %d (%s)" % (b["text"], a["text"],
                                       pct(b["text"], a["text"])),
                     "%d → %d (%s)" % (b["func"], a["func"],
                                       pct(b["func"], a["func"]))])
    print("#### %s: call sites and code size\n" % args.name)
    print(table(["linked file", "helper call sites", ".text bytes",
                 "function bytes"], rows, right=(1, 2, 3)))
    if only:
        print("\nIn one build only (not compared): %s"
              % ", ".join("`%s`" % p for p in only))

    if args.lse:
        lse = scan(args.objdump, args.checker, args.cxxfilt, args.lse)
        size_table(groups, before, after, lse, libs, others, common)

    records, decisions = load_report(args.plugin_report)
    if decisions:
        print("\nThe plugin's report of the plugin build (one record per"
              " atomic site and compilation; a source file compiled into"
              " several programs counts once per compilation):\n")
        print(table(["decision", "reason", "sites"],
                    [[d, r or "-", n] for (d, r), n
                     in sorted(decisions.items(), key=lambda x: -x[1])],
                    right=(2,)))
    left = []
    for p in sorted(after):
        if after[p]["sites"]:
            path = os.path.join(args.after, p)
            for s in classify(args.addr2line, records, path,
                              after[p]["sites"]):
                s["file"] = p
                left.append(s)
    print()
    if not left:
        print("No helper call is left in the plugin build.")
    else:
        print("Helper calls left in the plugin build:\n")
        merged = {}
        for s in left:
            key = (s["file"], s["function"], s["class"])
            h, w = merged.setdefault(key, ([], []))
            h.append(s["helper"])
            w.append(s["source"] or "?")
        print(table(["file", "function", "source", "class", "helpers"],
                    [[f, "`%s`" % fn, ", ".join(sorted(set(w))), k,
                      ", ".join(sorted(set(h)))
                      + (" (%d sites)" % len(h) if len(h) > 1 else "")]
                     for (f, fn, k), (h, w) in sorted(merged.items())]))

    if args.json:
        with open(args.json, "w") as f:
            json.dump({"name": args.name, "groups": groups,
                       "left": left,
                       "speed": sum(1 for s in left
                                    if s["class"] not in OK_CLASSES)},
                      f, indent=1)


if __name__ == "__main__":
    main()
