# SPDX-License-Identifier: MIT
"""The device's start: the board file completed, settings.toml read, the keys, encoder,
key lights and screen made, the store read and the shell booted. Loaded for the start only
(App.__init__) and forgotten after it: a game on never needs this code again."""

import keypad

from zootally.core.store import Store
from zootally.games import forget
from zootally.render.lights import KeyLights
from zootally.render.screen import Screen
from zootally.ui import keys
from zootally.ui.shell import Shell


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


def build(profile, nvm, settings_path):
    """The device's parts on this board (`profile`), its log in `nvm`, its settings read
    from `settings_path`: (the board file completed, the settings' values, what they had
    that cannot be used, the keys, the encoder or None, the key lights, the screen, the
    shell, not booted yet: App boots it once this module is forgotten)."""
    profile = complete_board(profile)
    values, warnings, cards = read_settings(settings_path)
    if profile.make_keys is not None:  # e.g. a shift register's buttons
        buttons = profile.make_keys()
    else:
        buttons = keypad.Keys(
            profile.KEY_PINS,
            value_when_pressed=profile.KEY_PRESSED_VALUE,
            pull=True,
            interval=profile.KEY_SCAN_S,
        )
    encoder = None
    enc = profile.ENCODER
    if enc:
        import rotaryio

        encoder = rotaryio.IncrementalEncoder(enc[0], enc[1])
    pixels = None
    if profile.PIXEL_PIN is not None:
        import neopixel

        pixels = neopixel.NeoPixel(
            profile.PIXEL_PIN,
            profile.PIXEL_COUNT,
            brightness=values["ZT_BRIGHTNESS"] / 100,
            auto_write=False,
        )
    lights = KeyLights(pixels, profile.LAYOUT, profile.PIXEL_OF_KEY, profile.PIXEL_COUNT)
    grid = profile.LAYOUT[: profile.GRID_KEYS]
    screen = Screen(
        profile.make_display(),
        profile.WIDTH,
        profile.HEIGHT,
        grid,
        profile.COLUMNS,
        profile.HOLD,
        profile.LEGEND_NAMES,
        profile.COLOUR,
    )
    forget("zootally.render", "make")  # the screen's parts are made: their code leaves
    forget("zootally.render", "glyphs")  # and the glyph sheets' (render/screen.py keeps its values)
    shell = Shell(Store(nvm), cards, values["ZT_PLAYERS"])
    shell.device = device_id()
    shell.view.pictures = screen.panel is not None
    shell.view.keyed = bool([lg for lg in grid if 0 <= lg < keys.SLOTS])
    shell.view.far = keys.FAR_PREV in profile.LAYOUT
    return profile, values, warnings, buttons, encoder, lights, screen, shell
