# SPDX-License-Identifier: MIT
"""Adafruit PyBadge: a 160x128 colour TFT (ST7735R, built in), eight buttons read through a
shift register, five NeoPixels under the screen. No soft keys: A takes the highlighted
choice, the D-pad narrows to the choices before or after it: LEFT and RIGHT take the one
next to it, UP and DOWN narrow to the others on their side. The screen has room below the
five text lines for pictures (a tally's bars, ZooStock's trump number and EX zone) and the
choices as coloured chips; the five NeoPixels show the highlighted choice's colour, and the
winner's on a tally. Declarations only.

Buttons (the shift register's order):  B=BACK  A=OK  START=MENU  SELECT=UNDO
                                        RIGHT=NEXT DOWN=FAR_NEXT UP=FAR_PREV LEFT=PREV
Wiring: none, everything is on the board.
"""

import board
from zootally.ui import keys

NAME = "Adafruit PyBadge"
BOARD_ID = "pybadge"
WIDTH = 160
HEIGHT = 128
COLOUR = True  # a colour screen (the OLED boards draw in one colour)


def make_display():
    return board.DISPLAY  # built in, set up by CircuitPython


def make_keys():
    import keypad

    return keypad.ShiftRegisterKeys(
        clock=board.BUTTON_CLOCK,
        data=board.BUTTON_OUT,
        latch=board.BUTTON_LATCH,
        key_count=8,
        value_when_pressed=True,
    )


KEY_PINS = ()  # read by make_keys()
KEY_PRESSED_VALUE = True
# Of the choices before the highlighted one, LEFT takes the one next to it, UP narrows to
# the others (up to five: one press more tells them apart); RIGHT and DOWN likewise after
# it (ui/narrow.py). The legend reads ^1..3 <4 A:5 >6 v7..8.
LAYOUT = (
    keys.BACK,
    keys.OK,
    keys.MENU,
    keys.UNDO,
    keys.NEXT,
    keys.FAR_NEXT,
    keys.FAR_PREV,
    keys.PREV,
)
HOLD: dict = {}  # eight buttons: nothing needs holding
COLUMNS = 4
GRID_KEYS = 8
KEY_NAMES = ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT")
# Short, for the screen's legend: the D-pad's arrows by their signs.
LEGEND_NAMES = ("B", "A", "ST", "SE", ">", "v", "^", "<")

PIXEL_PIN = board.NEOPIXEL
PIXEL_COUNT = 5
PIXEL_OF_KEY = (None,) * 8  # the five lights are under the screen, not under buttons
