# SPDX-License-Identifier: MIT
"""Adafruit MacroPad RP2040: 12 keys (3 x 4) with a NeoPixel under each, a rotary encoder
with a push switch, a 128x64 SH1106 OLED. Declarations only.

Keys, in reading order:      the encoder:
    K1  K2  K3                  turn: move the highlight (PREV / NEXT)
    K4  K5  K6                  push: OK (take the highlighted choice)
    K7  K8  K9                  hold: MENU (game record, new game)
    K10 K11 K12=UNDO
"""

import board
from zootally.ui import keys

NAME = "Adafruit MacroPad RP2040"
BOARD_ID = "adafruit_macropad_rp2040"  # CircuitPython's board id (boot_out.txt, stubs)
WIDTH = 128
HEIGHT = 64


def make_display():
    return board.DISPLAY  # built in, set up by CircuitPython


KEY_PINS = (
    board.KEY1,
    board.KEY2,
    board.KEY3,
    board.KEY4,
    board.KEY5,
    board.KEY6,
    board.KEY7,
    board.KEY8,
    board.KEY9,
    board.KEY10,
    board.KEY11,
    board.KEY12,
    board.BUTTON,  # the encoder's push switch
)
KEY_PRESSED_VALUE = False
# Its switches (Cherry MX-style) are specified to settle within 5 ms: scanned every 10 ms
# (keypad's default is 20), a press is seen 5 ms sooner on average and a bounce still falls
# between two scans.
KEY_SCAN_S = 0.01
# Logical key of each entry of KEY_PINS.
LAYOUT = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, keys.UNDO, keys.OK)
HOLD = {12: keys.MENU}  # holding the encoder's switch opens the menu
COLUMNS = 3
GRID_KEYS = 12  # the first 12 entries stand in the 3 x 4 grid

ENCODER = (board.ROTA, board.ROTB)

PIXEL_PIN = board.NEOPIXEL
PIXEL_COUNT = 12
PIXEL_OF_KEY = tuple(range(12)) + (None,)
