# SPDX-License-Identifier: MIT
"""A fifth board, not shipped: a Raspberry Pi Pico under a 240x240 colour LCD (ST7789 over
SPI) with four buttons, as Waveshare's Pico-LCD-1.3 (its joystick left unused). Written
from docs/adding-a-board.md alone, as a new contributor would: the tests find it
(tests/conftest.py registers this folder beside boards/) and run every board test on it,
so that a screen of another size and another count of buttons stay covered. Declarations
only.

Buttons: A narrows to the choices before the highlighted one, B takes it, X narrows to
those after it, Y is UNDO; held, A is BACK and B the menu.
Wiring: none, the module plugs onto the Pico's headers.
    LCD  DC -> GP8, CS -> GP9, CLK -> GP10, DIN -> GP11, RST -> GP12, backlight -> GP13
    A -> GP15   B -> GP17   X -> GP19   Y -> GP21   (each to GND when pressed)
"""

import board
from zootally.ui import keys

NAME = "Raspberry Pi Pico + 240x240 LCD + 4 buttons"
BOARD_ID = "raspberry_pi_pico"
LIBRARIES = ("adafruit_st7789",)  # besides tools/circuitpython-requirements.txt
WIDTH = 240
HEIGHT = 240
COLOUR = True


def make_display():
    import busio
    import displayio
    import fourwire
    from adafruit_st7789 import ST7789

    displayio.release_displays()
    spi = busio.SPI(board.GP10, MOSI=board.GP11)
    bus = fourwire.FourWire(spi, command=board.GP8, chip_select=board.GP9, reset=board.GP12)
    # The panel's 240 rows start 80 rows into the controller's 320.
    return ST7789(bus, width=WIDTH, height=HEIGHT, rowstart=80, backlight_pin=board.GP13)


KEY_PINS = (board.GP15, board.GP17, board.GP19, board.GP21)  # A, B, X, Y
KEY_PRESSED_VALUE = False
LAYOUT = (keys.PREV, keys.OK, keys.NEXT, keys.UNDO)
HOLD = {0: keys.BACK, 1: keys.MENU}
COLUMNS = 4
GRID_KEYS = 4
KEY_NAMES = ("A", "B", "X", "Y")
LEGEND_NAMES = ("A", "B", "X", "Y")

PIXEL_PIN = None
PIXEL_COUNT = 0
PIXEL_OF_KEY = (None,) * 4
