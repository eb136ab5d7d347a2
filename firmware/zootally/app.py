# SPDX-License-Identifier: MIT
"""The device: keypad, encoder and buttons in; shell; screen, key lights and serial out.

`profile` is a board file (boards/*.py): pins and layout only. The loop is a step() so the
host simulator can drive it one event at a time with its own clock."""

import gc
import sys
import time

import keypad
from adafruit_ticks import ticks_diff, ticks_ms

from zootally.core.checksum import crc8
from zootally.games import forget

try:
    from binascii import crc32  # C on CircuitPython's RP2040 builds
except ImportError:
    crc32 = None
from zootally.render.lights import KeyLights
from zootally.render.screen import Screen
from zootally.ui import keys
from zootally.ui.shell import Shell

COLLECT_BETWEEN_KEYS = sys.implementation.name != "cpython"
# A notice (a refusal, "undone", "resumed") covers the question's second line (the trick
# being entered, say): it shows this long after the key, then the line comes back.
FLASH_MS = 1500
# After a screen whose soft keys changed kind with the input just entered (view.switched),
# a soft key pressed sooner than this was aimed at the keys before: not taken. A press that
# answers what the screen now shows comes later (a look, then a press: about half a second).
SWITCH_MS = 350


class App:
    # The parts the start (zootally/start.py) makes that the running device keeps; their
    # modules are imported with this one. (Annotations alone: no code on the board.)
    lights: KeyLights
    screen: Screen
    shell: Shell

    def __init__(self, profile, nvm, settings_path="/settings.toml"):
        # The start's code (zootally/start.py) is needed once: it leaves the heap before
        # the shell boots (a game's replay), and for good.
        from zootally import start

        parts = start.build(profile, nvm, settings_path)
        forget("zootally", "start")
        self.profile, values, warnings, self.keys, self.encoder, self.lights = parts[:6]
        self.screen, self.shell = parts[6:]
        self.long_press_ms = values["ZT_LONG_PRESS_MS"]
        self.event = keypad.Event()
        self.hold = self.profile.HOLD
        self.pressed_at = {}
        self.early = {}  # a held key pressed as it went down: what takes it back (Shell)
        self.position = self.encoder.position if self.encoder else 0
        # +1, or -1 where the encoder is wired the other way round (settings.toml).
        self.turn_sign = -1 if values["ZT_ENCODER_INVERTED"] else 1
        self.flash_at = None  # when the notice on the screen was first seen idle
        self.switched_at = None  # the key press that drew a screen with view.switched
        self.pressed_last = 0  # the last key press's timestamp (the keypad's clock)
        self.shell.boot(warnings)
        # The first draw is run()'s (or the simulator's): from here it would sit under
        # __init__'s large frame, the deepest Python stack of the whole device.

    def draw(self):
        # Few locals: this frame is under the deepest Python stack of the device (a label's
        # text being set); the record goes out from a frame of its own.
        v = self.shell.view
        if v.switched:  # timed on the keypad's own clock, as the next key will be
            self.switched_at = self.pressed_last
            v.switched = False
        if self.screen.show(v) and not getattr(self.screen.display, "auto_refresh", True):
            self.screen.display.refresh()
        self.lights.show(v)
        if self.shell.outbox is not None:
            self.send()
            if self.shell.sent():  # what was sent, said on the screen after it (not a call
                # of draw(): no firmware function recurses)
                if self.screen.show(v) and not getattr(self.screen.display, "auto_refresh", True):
                    self.screen.display.refresh()
                self.lights.show(v)

    def send(self):
        """What the shell has for the USB serial console (the game record), line by line,
        and a last line that lets a computer tell a whole record from a cut or damaged one
        (zootally pull): '# end: N lines, crc32 XXXXXXXX', the CRC-32 of the bytes sent,
        each line's UTF-8 and its newline (so a newline moved shows); a comment to the
        record's reader. A build without binascii sends the CRC-8 of the lines instead."""
        n = 0
        crc = 0
        parts = self.shell.take_outbox()  # the record, then the history
        while parts:
            part = parts.pop(0)  # dropped once sent: its code can leave the heap
            for line in part:
                print(line)
                n += 1
                if crc32 is not None:
                    crc = crc32(line.encode() + b"\n", crc)
                else:
                    crc = crc8(line.encode(), crc)
            part = None
        if crc32 is not None:
            print("# end: %d lines, crc32 %08x" % (n, crc & 0xFFFFFFFF))
        else:
            print("# end: %d lines, crc %02x" % (n, crc))

    def poll(self):
        """Feed the shell what the keys and the encoder did. Returns True if anything.
        A key acts when it goes down. A key that means something else when held (the
        encoder's push: MENU) acts then too where the shell can take it back (the game's
        screens: Shell.early), and its release after a hold takes it back before the
        held meaning; elsewhere it waits for its release, to know how long it was held."""
        handled = False
        ev = self.event
        while self.keys.events.get_into(ev):
            k = ev.key_number
            if k not in self.hold:
                if ev.pressed:
                    self.pressed_last = ev.timestamp
                    logical = self.profile.LAYOUT[k]
                    at = self.switched_at
                    if at is not None and 0 <= logical < keys.SLOTS:
                        self.switched_at = None
                        if ticks_diff(ev.timestamp, at) < SWITCH_MS:
                            self.shell.view.flash = "keys changed: look"
                            handled = True
                            continue
                    self.shell.press(logical)
                    handled = True
                continue
            logical = self.profile.LAYOUT[k]
            if ev.pressed:
                self.pressed_at[k] = ev.timestamp
                self.pressed_last = ev.timestamp
                self.early[k] = self.shell.early(logical)  # None: it waits for its release
                if self.early[k] is not None:
                    self.shell.press(logical)  # from here: no frame more under an input
                    handled = True
                continue
            # (Plain statements: a name more in this frame, or a call nested in another's
            # arguments, deepens every input's Python stack; measured, 8 bytes.)
            start = self.pressed_at.pop(k, ev.timestamp)
            if ticks_diff(ev.timestamp, start) >= self.long_press_ms:
                if self.early.get(k) is not None:
                    self.shell.take_back(self.early[k])
                logical = self.hold[k]
            elif self.early.get(k) is not None:
                continue  # it acted as it went down
            self.shell.press(logical)
            handled = True
        if self.encoder is not None:
            pos = self.encoder.position
            while pos != self.position:
                step = 1 if pos > self.position else -1
                self.position += step
                self.shell.press(keys.TURN_NEXT if step * self.turn_sign > 0 else keys.TURN_PREV)
                handled = True
        return handled

    def step(self):
        """One turn of the main loop: keys in, then the screen and lights. Returns True if
        a key was handled. (The simulator drives the device with it.)"""
        if not self.poll():
            return False
        self.flash_at = None  # a new screen: a notice on it counts from now
        self.draw()
        # Collect now, while the table looks at the screen, so that the next key does not
        # pay for a collection in the middle of its input. (Not in the simulator: CPython's
        # collector has nothing to gain here and costs tens of ms.)
        if COLLECT_BETWEEN_KEYS:
            gc.collect()
        return True

    def run(self):
        # step() written out: every frame under a redraw counts on the board's small Python
        # stack, and calling poll() and draw() from here saves one (docs/performance.md).
        # So does every local here: this frame is under every input the table makes.
        drawn = False
        try:
            while True:
                if not drawn or self.poll():
                    self.flash_at = None
                    self.draw()
                    drawn = True
                    gc.collect()
                elif self.idle():  # a notice ran out: redraw from here, not under idle()
                    self.draw()
        except Exception as err:  # the device must come back, never stop with a traceback
            if not drawn:
                raise  # a game that cannot even be shown would restart for ever: stop
            self.recover(err)

    def idle(self):
        """Nothing pressed. True when a notice ran out and the screen must be drawn again
        (the line it covered comes back); else sleep a little (the keypad module scans the
        keys in the background, so nothing is missed) rather than spin the processor."""
        self.shell.idle()  # the next key's work that can be done ahead
        v = self.shell.view
        if not v.flash:
            self.flash_at = None
        elif self.flash_at is None:
            self.flash_at = ticks_ms()
        elif ticks_diff(ticks_ms(), self.flash_at) >= FLASH_MS:
            v.flash = ""
            self.flash_at = None
            return True
        time.sleep(0.005)
        return False

    def recover(self, err):
        """An error nobody foresaw: say so in one line, send the traceback over USB serial
        and start again (as KMK's main loop does). The game is in nvm, so the table finds
        it where it was. (Not after a fault in the first draw: see run().)"""
        _print_exception(err)
        try:
            v = self.shell.view
            v.clear()
            v.flash = ""
            v.undo = False
            v.status = "Fault: restarting"
            v.lines[0] = type(err).__name__[:21]
            v.lines[1] = "The game is kept."
            self.shell.outbox = None  # a record half sent is not sent again
            self.draw()
            time.sleep(2)  # long enough to read
        except Exception:  # showing it failed too: restart all the same
            pass
        import supervisor

        supervisor.reload()


def _print_exception(err):
    """The traceback to USB serial: CircuitPython and CPython have traceback, MicroPython
    sys.print_exception; a board built without either prints one line."""
    try:
        import traceback

        traceback.print_exception(err)
        return
    except Exception:  # no traceback module, or another print_exception
        pass
    try:
        sys.print_exception(err)  # type: ignore[attr-defined]
    except Exception:
        print("%s: %s" % (type(err).__name__, err))
