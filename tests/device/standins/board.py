# SPDX-License-Identifier: MIT
# Stand-in for `board` (device model): a MacroPad's pin names and its built-in display.
import displayio


class _Pin:
    def __init__(self, name):
        self.name = name


for _name in ("KEY%d" % i for i in range(1, 13)):
    globals()[_name] = _Pin(_name)
BUTTON = _Pin("BUTTON")
ROTA = _Pin("ROTA")
ROTB = _Pin("ROTB")
NEOPIXEL = _Pin("NEOPIXEL")
DISPLAY = displayio.Display(128, 64)  # set up by CircuitPython, outside the heap code.py gets


def I2C():  # the board's default I2C bus (a Feather's STEMMA QT)
    return _Pin("I2C")


def __getattr__(name):
    # Any other board's pin (the device model runs every board in boards/): a name is all
    # a pin is here.
    return _Pin(name)
