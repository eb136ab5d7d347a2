# SPDX-License-Identifier: MIT
"""Raspberry Pi Pico with an SSD1306 128x64 OLED over I2C and six push buttons.
Declarations only.

Wiring (each button between the pin and GND; the internal pull-ups are used):
    OLED  SDA -> GP4, SCL -> GP5, VCC -> 3V3(OUT), GND -> GND   (I2C address 0x3C)
    A  previous  -> GP10        D  BACK  -> GP13
    B  OK        -> GP11        E  UNDO  -> GP14
    C  next      -> GP12        F  MENU  -> GP15
"""

import board
from zootally.ui import keys

NAME = "Raspberry Pi Pico + SSD1306 128x64 + 6 buttons"
BOARD_ID = "raspberry_pi_pico"
LIBRARIES = ("adafruit_displayio_ssd1306",)  # besides tools/circuitpython-requirements.txt
WIDTH = 128
HEIGHT = 64


def make_display():
    import busio
    import displayio
    import i2cdisplaybus
    from adafruit_displayio_ssd1306 import SSD1306

    displayio.release_displays()
    bus = i2cdisplaybus.I2CDisplayBus(busio.I2C(board.GP5, board.GP4), device_address=0x3C)
    return SSD1306(bus, width=WIDTH, height=HEIGHT)


KEY_PINS = (board.GP10, board.GP11, board.GP12, board.GP13, board.GP14, board.GP15)
KEY_PRESSED_VALUE = False
LAYOUT = (keys.PREV, keys.OK, keys.NEXT, keys.BACK, keys.UNDO, keys.MENU)
HOLD: dict = {}  # six buttons: nothing needs holding
COLUMNS = 3
GRID_KEYS = 6

PIXEL_PIN = None
PIXEL_COUNT = 0
PIXEL_OF_KEY = (None,) * 6
