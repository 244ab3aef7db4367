# bench/iabench/util.py -- running commands and stopping with an error.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later

import subprocess
import sys


def die(msg):
    sys.exit("ia-bench: error: " + msg)


def run(cmd, **kw):
    """Run CMD (a list), returning the CompletedProcess; stdout as text."""
    return subprocess.run(cmd, capture_output=True, text=True, **kw)
