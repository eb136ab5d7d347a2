# SPDX-License-Identifier: MIT
# Stand-in for `board` (device model): any pin a board file names, and a built-in display.
import displayio


class _Pin:
    def __init__(self, name):
        self.name = name


DISPLAY = displayio.Display(128, 64)  # set up by CircuitPython, outside the heap code.py gets


def I2C():  # the board's default I2C bus (a Feather's STEMMA QT)
    return _Pin("I2C")


def __getattr__(name):
    # Any board's pin (the device model runs every board in boards/): a name is all a pin
    # is here, made when a board file asks for it, so that no other board's pin names are
    # interned (a board's are in flash, not in the table of names the heap holds).
    return _Pin(name)
