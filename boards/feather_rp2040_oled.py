# SPDX-License-Identifier: MIT
"""Adafruit Feather RP2040 with the 128x64 OLED FeatherWing (SH1107 over I2C, buttons A, B,
C). Three buttons are enough for everything: B takes the highlighted choice, A and C narrow
to the choices before or after it (or take the one choice there); held,
A is UNDO, B the menu, C BACK. No key lights. Declarations only.

Wiring: none, the FeatherWing stacks on the Feather.
"""

import board
from zootally.ui import keys

NAME = "Adafruit Feather RP2040 + OLED FeatherWing 128x64"
BOARD_ID = "adafruit_feather_rp2040"
LIBRARIES = ("adafruit_displayio_sh1107",)  # besides tools/circuitpython-requirements.txt
WIDTH = 128
HEIGHT = 64


def make_display():
    import displayio
    import i2cdisplaybus
    from adafruit_displayio_sh1107 import SH1107

    displayio.release_displays()
    bus = i2cdisplaybus.I2CDisplayBus(board.I2C(), device_address=0x3C)
    return SH1107(bus, width=WIDTH, height=HEIGHT, rotation=0)


KEY_PINS = (board.D9, board.D6, board.D5)  # A, B, C
KEY_PRESSED_VALUE = False
LAYOUT = (keys.PREV, keys.OK, keys.NEXT)
HOLD = {0: keys.UNDO, 1: keys.MENU, 2: keys.BACK}
COLUMNS = 3
GRID_KEYS = 3

PIXEL_PIN = None
PIXEL_COUNT = 0
PIXEL_OF_KEY = (None, None, None)
