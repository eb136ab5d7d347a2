# SPDX-License-Identifier: MIT
"""The set-up key's time on a MicroPython VM (tools/device-bench --set-up-key): per title,
the key that starts a game (its first player count, after the title's key and the idle turns
a table gives the device while it counts heads), over an erased nvm (a new device) and over a
full log (the start writes the area afresh, the history copied), each the least of REPEATS;
then a whole game's keys, each timed (a second pass), for their median. Shell.press only: the
screen's drawing is the display's (tests/test_draw.py). On WebAssembly the clock is JavaScript's
performance.now (time.ticks_us counts whole ms there); a ratio to read, this VM is no board.

    VM setup_key.py KEYS FULL    KEYS: a JSON [[title, [logical keys of a game]], ...]
                                 FULL: the full log's area (4,096 bytes)
Prints one line per title: 'title SETUP_ERASED_US SETUP_FULL_US MEDIAN_US KEYS'."""

import gc
import json
import sys

from zootally.core.store import Store
from zootally.ui.shell import Shell

try:
    import js

    def now_us():
        return int(js.performance.now() * 1000)

except ImportError:
    import time

    def now_us():
        return time.ticks_us()


REPEATS = 12
with open(sys.argv[1]) as f:
    GAMES = json.load(f)
with open(sys.argv[2], "rb") as f:
    FULL = f.read()


def set_up_key(keys, area):
    """The game's first key (its title) and idle turns, then the timed second key."""
    shell = Shell(Store(bytearray(area)))
    shell.boot()
    shell.press(keys[0])
    for _ in range(3):
        shell.idle()
    gc.collect()
    t = now_us()
    shell.press(keys[1])
    return now_us() - t, shell


for title, keys in GAMES:
    erased = min(set_up_key(keys, b"\xff" * 4096)[0] for _ in range(REPEATS))
    full = min(set_up_key(keys, FULL)[0] for _ in range(REPEATS))
    for _ in range(2):  # the second pass timed: the first warms the VM up (WebAssembly's tiers)
        shell = set_up_key(keys, b"\xff" * 4096)[1]
        times = []
        for k in keys[2:]:
            shell.idle()
            gc.collect()
            t = now_us()
            shell.press(k)
            times.append(now_us() - t)
    times.sort()
    print(title, erased, full, times[len(times) // 2], len(keys))
