# bench/bench.m4 -- configure fragment of the benchmarks.
# SPDX-License-Identifier: GPL-3.0-or-later
