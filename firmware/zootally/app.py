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
from zootally.core.store import Store
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


def read_settings(path):
    """(values, warnings, card values) from settings.toml; a missing or unreadable file
    gives the defaults (a fresh drive has none), a line that is not text a warning of its
    own (the others are read). Read once, at boot: the parser's code then leaves the heap
    (2 KB on a board, for the whole game), and only what a new game needs is kept
    (Zooscape's card values)."""
    from zootally.core import settings

    try:
        with open(path, "rb") as f:
            data = f.read(settings.MAX_BYTES + 1)
    except OSError:
        data = None
    values, warnings = settings.parse(data)
    cards = settings.card_values(values)
    forget("zootally.core", "settings")
    forget("zootally.core", "names")  # the roster's reader, if the settings had one
    return values, warnings, cards


def device_id():
    """The board's own id (microcontroller.cpu.uid, as hex), which a game's record carries
    with its number so that a later version of the game (a fix after a pull) is known
    for the same game; None where the board has none."""
    try:
        import microcontroller

        uid = microcontroller.cpu.uid
    except (ImportError, AttributeError):
        return None
    out = ""
    for b in uid[:8]:
        out += "%02x" % b
    return out or None


# What a board file may leave out, and what that means (docs/adding-a-board.md): the
# defaults of the optional members, in one place. complete_board() fills them in.
BOARD_DEFAULTS: tuple = (
    ("make_keys", None),  # None: plain key pins (KEY_PINS, KEY_PRESSED_VALUE)
    ("HOLD", {}),  # {key index: logical key}: keys that mean something else when held
    ("ENCODER", None),  # (pin A, pin B) of a rotary encoder
    ("PIXEL_PIN", None),  # the NeoPixels under the keys (None: no key lights)
    ("PIXEL_COUNT", 0),
    ("LEGEND_NAMES", None),  # names of the keys for the on-screen legend
    ("COLOUR", False),  # a colour screen (bars and blocks in colour)
    ("KEY_NAMES", None),  # the names printed on the keys (the simulator's picture)
    # Seconds between two scans of KEY_PINS: a press waits half of it on average, and it
    # is the debounce too (keypad's own default; a board whose switches settle sooner
    # says so).
    ("KEY_SCAN_S", 0.02),
)


def complete_board(profile):
    """Give a board module the optional members it leaves out, once, so that nothing else
    has to know which are optional. Returns the module."""
    for name, default in BOARD_DEFAULTS:
        if not hasattr(profile, name):
            setattr(profile, name, default)
    return profile


class App:
    def __init__(self, profile, nvm, settings_path="/settings.toml"):
        self.profile = profile = complete_board(profile)
        values, warnings, cards = read_settings(settings_path)
        self.long_press_ms = values["ZT_LONG_PRESS_MS"]
        if profile.make_keys is not None:  # e.g. a shift register's buttons
            self.keys = profile.make_keys()
        else:
            self.keys = keypad.Keys(
                profile.KEY_PINS,
                value_when_pressed=profile.KEY_PRESSED_VALUE,
                pull=True,
                interval=profile.KEY_SCAN_S,
            )
        self.event = keypad.Event()
        self.hold = profile.HOLD
        self.pressed_at = {}
        self.early = {}  # a held key pressed as it went down: what takes it back (Shell)
        self.encoder = None
        enc = profile.ENCODER
        if enc:
            import rotaryio

            self.encoder = rotaryio.IncrementalEncoder(enc[0], enc[1])
            self.position = self.encoder.position
        # +1, or -1 where the encoder is wired the other way round (settings.toml).
        self.turn_sign = -1 if values["ZT_ENCODER_INVERTED"] else 1
        pixels = None
        if profile.PIXEL_PIN is not None:
            import neopixel

            pixels = neopixel.NeoPixel(
                profile.PIXEL_PIN,
                profile.PIXEL_COUNT,
                brightness=values["ZT_BRIGHTNESS"] / 100,
                auto_write=False,
            )
        self.lights = KeyLights(pixels, profile.LAYOUT, profile.PIXEL_OF_KEY, profile.PIXEL_COUNT)
        grid = profile.LAYOUT[: profile.GRID_KEYS]
        self.screen = Screen(
            profile.make_display(),
            profile.WIDTH,
            profile.HEIGHT,
            grid,
            profile.COLUMNS,
            self.hold,
            profile.LEGEND_NAMES,
            profile.COLOUR,
        )
        self.flash_at = None  # when the notice on the screen was first seen idle
        self.switched_at = None  # the key press that drew a screen with view.switched
        self.pressed_last = 0  # the last key press's timestamp (the keypad's clock)
        self.shell = Shell(Store(nvm), cards, values["ZT_PLAYERS"])
        self.shell.device = device_id()
        self.shell.view.pictures = self.screen.panel is not None
        self.shell.view.keyed = bool([lg for lg in grid if 0 <= lg < keys.SLOTS])
        self.shell.view.far = keys.FAR_PREV in profile.LAYOUT
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
