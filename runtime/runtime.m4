# runtime/runtime.m4 -- configure fragment of the runtime library.
# SPDX-License-Identifier: GPL-3.0-or-later
