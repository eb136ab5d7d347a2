# SPDX-License-Identifier: MIT
# Stand-in for `keypad` (device model). The events come from a trace of what the
# simulator's keys and encoder did (tests/device/devicemodel.py), one line per App.poll():
#   k N MS     key N pressed and released MS later
#   t N        the encoder turned N clicks
#   cut        the power is cut here: the VM ends, the nvm kept in a file
# At a cut and at the end of the trace it reports and ends the VM (tests/device/device_main.py),
# so that nothing but App.run() stands on the module frame, as in code.py. Between keys
# (after the App's collection) it notes the live heap, whose peak it reports. Stepped (the
# WebAssembly VM, which collects only between top-level calls), device_main's tick() notes
# the live heap at a call's start and what the key left uncollected at its end.
import gc
import sys

import microcontroller
import rotaryio

app = None  # set by the runner
nvm_file = "nvm.bin"
harness = 0
after_import = 0


stepped = False  # set by the runner


def _report_heap():
    # Net of the harness (after_import is already): devicemodel.run passes them on as
    # they are, as `after_import`, `live` and `key_live`.
    # And the top line of the screen shown at the live peak. (No name of its own: each new
    # name the model interns is one a board would not, and the tests' 240x240 board sits
    # near the size at which the names' table grows.)
    print("heap %d %d %d %s" % (harness, after_import, peak[0] - harness, peak[1]))
    if stepped:
        print("keyheap", key_peak[0] - harness)
        if draw_us:  # the keys' draws (App.draw) on this VM: their count and total time
            print("drawus", len(draw_us), sum(draw_us))
        for name, line in strays:
            print("stray", name, line)
    # The names interned so far ("qstr pool: ... n_qstr=N"): never freed, and the table
    # that holds them grows by doubling, one block larger each time (docs/performance.md).
    import micropython

    micropython.qstr_info()
    # Where the firmware's files were found: on a board, from the drive's root, so that a
    # module's file is the name its .mpy was compiled with, and interned once.
    print("file", sys.modules["zootally.app"].__file__)


def note_live():
    used = gc.mem_alloc()
    if used > peak[0]:
        peak[0] = used
        if app is not None:  # a reference to a line the screen holds: nothing allocated
            peak[1] = app.screen.texts[0]


def note_key():
    used = gc.mem_alloc()  # nothing was collected since the call began
    if used > key_peak[0]:
        key_peak[0] = used
    _note_strays()


def _note_strays():
    """After a key, a module in the heap that no screen shown needs: another screen's (the
    shell forgets the module of the screen it leaves, not one a key loaded under another
    screen: the game choice's stayed so for whole games), the record writer's once the
    record has gone, the start's own (the log's reader, the screen's making) or the log's
    writer afresh (but while a new game's start is loaded ahead). Each noted once, with
    the trace line it was found at."""
    from zootally.ui.shell import OWNERS

    shell = app.shell
    for name in sys.modules:
        short = name[12:] if name.startswith("zootally.ui.") else None
        if short in OWNERS:
            if short == shell.owner or (short == "play" and (shell.fixing or shell.ahead)):
                continue  # the screen's own; a fix serves the game's screens
        elif name in ("zootally.core.logread", "zootally.render.make", "zootally.render.glyphs"):
            pass  # the start's: the log's reader, the screen's making
        elif name == "zootally.core.logwrite":
            if shell.ahead is not None:
                continue  # a new game's start, loaded ahead while its players are asked
        elif name not in ("zootally.core.record", "zootally.games.textform"):
            continue
        elif shell.outbox is not None or shell.sending:
            continue  # the record is going out
        if name not in [s[0] for s in strays]:
            strays.append((name, lines_read[0]))


def _power_cut():
    with open(nvm_file, "wb") as f:
        f.write(microcontroller.nvm)
    _report_heap()
    print("cut", lines_read[0])
    sys.exit(3)


def _trace_end():
    session = app.shell.session
    # A byte at a time: the report must not need a block the firmware did not (a joined
    # hex log of 500 characters was where the smallest heap failed).
    print("log", end=" " if session is not None else " -")
    if session is not None:
        for b in session.log:
            print("%02x" % b, end="")
    print()
    for line in app.screen.texts:
        print("line", line)
    _report_heap()
    sys.exit(0)


trace = None  # the open trace file, set by the runner
_clock = [0]  # ms
peak = [0, ""]  # the live heap's peak, and the top line of the screen then
key_peak = [0]
draw_us = []
strays = []  # (module, trace line) found in the heap with no screen shown needing it
lines_read = [0]  # trace lines read


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = 0


class _Queue:
    def __init__(self):
        self._pending = []  # (key, pressed, timestamp) of this step
        self._done = False  # this step's events were read: App.step must return

    def get_into(self, event):
        if self._pending:
            key, pressed, stamp = self._pending.pop(0)
            event.key_number = key
            event.pressed = pressed
            event.timestamp = stamp
            return True
        if self._done:
            self._done = False
            return False
        if not stepped:
            gc.collect()  # the live heap, what the firmware holds between keys
            note_live()
        words = trace.readline().split()
        if not words:
            _trace_end()
        lines_read[0] += 1
        _clock[0] += 400  # a key every 400 ms, as the simulator presses them
        now = _clock[0]
        if words[0] == "cut":
            _power_cut()
        if words[0] == "t":
            rotaryio.encoder.position += int(words[1])
            return False
        key = int(words[1])
        self._pending.append((key, False, now + int(words[2])))
        self._done = True
        event.key_number = key
        event.pressed = True
        event.timestamp = now
        return True


class Keys:
    def __init__(self, pins, value_when_pressed=False, pull=True, **kw):
        self.key_count = len(pins)
        self.events = _Queue()


class ShiftRegisterKeys:
    # A board whose buttons are read through a shift register (the PyBadge): the same trace.
    def __init__(self, clock=None, data=None, latch=None, key_count=8, **kw):
        self.key_count = key_count
        self.events = _Queue()
