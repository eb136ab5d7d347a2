# SPDX-License-Identifier: MIT
"""supervisor for the device model: reload() ends the run. Zoo Tally calls it only after
an unexpected error (app.py recover()), which the device model counts as a failure."""

import sys


def reload():
    # The names interned so far: a MemoryError that comes as the table of them grows (at
    # 1,260 names on the 64-bit port) is that table's one large block, not the heap's
    # room (docs/device-model.md).
    import micropython

    micropython.qstr_info()
    print("reload")
    sys.exit(4)
