# SPDX-License-Identifier: MIT
"""Zoo Tally: the entry point on the CIRCUITPY drive. zt_boot checks the drive and finds this
board's file among zt_boards/ by CircuitPython's board_id; then the game runs."""

import sys
import time

import zt_boot

profile = zt_boot.start()
del sys.modules["zt_boot"]  # its code leaves the heap: the game needs it no more
del zt_boot
if profile is None:  # a check's screen says what to fix: CircuitPython starts this file
    while True:  # again when the drive's files change
        time.sleep(60)

import microcontroller  # noqa: E402
from zootally.app import App  # noqa: E402

App(profile, microcontroller.nvm).run()
