# bench/iabench/__init__.py -- the modules of ia-bench.py.
#
# Copyright (C) 2026 The inline-atomics authors.
# SPDX-License-Identifier: GPL-3.0-or-later
