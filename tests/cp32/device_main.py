# SPDX-License-Identifier: MIT
"""The device on CircuitPython's own VM (cp32): code.py's path, unchanged, over the stand-ins
in tests/cp32/standins, fed from a trace of key events (tests/cp32/devicemodel.py).

    cp32 -X heapsize=N -X pystack=N device_main.py TRACE

    cp32 ... device_main.py TRACE SKIP NVM     after a power cut: the trace from line SKIP,
                                               the nvm from the file NVM

Like code.py it makes the App from the board file (zt_board) and nvm and calls App.run().
The keypad stand-in ends the VM: at a power cut in the trace (the nvm goes to a file and
`cut N` says how many trace lines were used; the caller starts a new VM from there), and
at the end of the trace, printing the log (hex), the screen's lines and heap figures: the
harness (stand-ins and this file), live after import, live peak between keys (after the
App's own collection)."""

import gc
import sys

# The stand-ins first: on a board these modules are C, outside the heap code.py gets.
import bitmaptools  # noqa: E402, F401
import board  # noqa: E402, F401
import displayio  # noqa: E402, F401
import keypad  # noqa: E402  (the stand-in with the trace)
import microcontroller  # noqa: E402
import neopixel  # noqa: E402, F401
import rotaryio  # noqa: E402, F401
import terminalio  # noqa: E402, F401

keypad.trace = open(sys.argv[1])
nvm_file = sys.argv[3] if len(sys.argv) > 3 else "nvm.bin"
if len(sys.argv) > 2:
    for _ in range(int(sys.argv[2])):
        keypad.trace.readline()
    keypad.lines_read[0] = int(sys.argv[2])
    with open(nvm_file, "rb") as f:
        f.readinto(microcontroller.nvm)
gc.collect()
harness = gc.mem_alloc()
import zt_board  # noqa: E402
from zootally.app import App  # noqa: E402

gc.collect()
after_import = gc.mem_alloc() - harness

keypad.nvm_file = nvm_file
keypad.harness = harness
keypad.after_import = after_import
app = App(zt_board, microcontroller.nvm)
keypad.app = app  # for the report at the end (the stand-in ends the VM)
app.run()  # as code.py: nothing more on this frame, which is code.py's on a board
