# SPDX-License-Identifier: MIT
"""Import every module of the layers that must run on MicroPython (games, core, ui)."""

import sys

names = sys.argv[1:]
for name in names:
    __import__(name)
print("%d passed, 0 failed" % len(names))
