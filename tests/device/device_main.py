# SPDX-License-Identifier: MIT
"""The device on a MicroPython VM: code.py's path, unchanged, over the stand-ins in
tests/device/standins, fed from a trace of key events (tests/device/devicemodel.py).

    VM device_main.py TRACE                 from an erased nvm
    VM device_main.py TRACE SKIP NVM        after a power cut: the trace from line SKIP,
                                            the nvm from the file NVM

VM is MicroPython's WebAssembly build (tests/device/mpwasm.mjs: 32-bit, the board's Python
stack) or its 64-bit unix port (hard heap caps). Like code.py it makes the App from the board
file (zt_board) and nvm and calls App.run(). The keypad stand-in ends the VM: at a power cut
in the trace (the nvm goes to a file and `cut N` says how many trace lines were used; the
caller starts a new VM from there), and at the end of the trace, printing the log (hex), the
screen's lines and heap figures: the harness (stand-ins and this file), live after import,
live peak between keys (after the App's own collection).

With mpwasm's `--steps tick()` (STEPS set), the WebAssembly VM, which collects garbage only
between top-level calls, runs run()'s loop body one call a key instead of App.run(): then
the heap between two keys is the live heap, and the heap a key leaves without collecting is
what that key needed at most (`keyheap`); an idle turn follows each key, as on the board.
The Python stack is measured without --steps."""

import gc
import sys
import time

# The drive's root as a board has it, '' first on sys.path, so that a module's __file__ is
# its path on the drive, the name its .mpy was compiled with (tools/mpybuild.py), and the
# interpreter interns one name a module as the board does. The unix port puts this
# folder's absolute path there instead: a second name for every module, and the cause of
# names counted that no board has (docs/device-model.md).
sys.path[0] = ""

# The stand-ins first: on a board these modules are C, outside the heap code.py gets.
import bitmaptools  # noqa: E402, F401
import board  # noqa: E402
import displayio  # noqa: E402
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
keypad.nvm_file = nvm_file
# The settings.toml the device boots with (the model's roster: devicemodel.SETTINGS).
SETTINGS = sys.argv[4] if len(sys.argv) > 4 else "/settings.toml"
STEPS = globals().get("STEPS", False)  # set by mpwasm --steps
keypad.stepped = STEPS


_phase = [0]


def boot():
    """code.py's start: zt_boot finds the board's file by the board stand-in's board_id,
    the stand-in's CircuitPython version given for MicroPython's. Where a check fails, its
    serial line ('Zoo Tally: ...') and its screen (each line as 'line') end the VM."""
    import zt_boot

    profile = zt_boot.start("", board.CIRCUITPYTHON)  # the drive: the working folder
    del sys.modules["zt_boot"]
    if profile is None:
        shown = [d for d in displayio.made if d.root_group is not None]
        if shown:
            for grid in shown[-1].root_group[1:3]:  # the Screen's status line, four lines
                for row in range(grid.height):
                    text = "".join(chr(32 + grid[x, row]) for x in range(grid.width))
                    print("line", text.rstrip())
        sys.exit(0)
    print("board", profile.__name__)
    return profile


def tick():
    """One top-level call of --steps: the start in three calls (so that the harness and the
    imports are measured after a collection), then run()'s loop body, one key a call."""
    phase = _phase[0]
    if phase < 3:
        _phase[0] += 1
        if phase == 0:
            keypad.harness = gc.mem_alloc()
        elif phase == 1:
            keypad.profile = boot()
            from zootally.app import App  # noqa: F401
        else:
            from zootally.app import App

            keypad.after_import = gc.mem_alloc() - keypad.harness
            keypad.app = App(keypad.profile, microcontroller.nvm, SETTINGS)
            keypad.app.draw()
        return
    keypad.note_live()
    if keypad.app.poll():
        keypad.app.flash_at = None
        sends = keypad.app.shell.outbox is not None  # REC: the record goes out in draw()
        began = time.ticks_us()
        keypad.app.draw()
        if not sends:  # a key's draw, not the record's sending
            keypad.draw_us.append(time.ticks_diff(time.ticks_us(), began))
    keypad.note_key()
    # Between two keys the device idles, as run() does: what Shell.idle loads ahead is in
    # the live heap the next call measures.
    if keypad.app.idle():
        keypad.app.draw()


if not STEPS:  # code.py's path, each call on the module frame as there
    gc.collect()
    keypad.harness = gc.mem_alloc()
    profile = boot()
    from zootally.app import App  # noqa: E402

    gc.collect()
    keypad.after_import = gc.mem_alloc() - keypad.harness
    app = App(profile, microcontroller.nvm, SETTINGS)
    keypad.app = app  # for the report at the end (the stand-in ends the VM)
    app.run()  # as code.py: nothing more on this frame, which is code.py's on a board
