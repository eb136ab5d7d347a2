# SPDX-License-Identifier: MIT
"""Real fakes of CircuitPython's hardware modules (board, keypad, microcontroller, neopixel,
rotaryio, supervisor): the same names and behaviour the firmware relies on, with __slots__
so a misspelt attribute fails, and an injected clock instead of sleeping. Blinka installs
modules with some of these names; install() puts ours in sys.modules first."""

import sys
import types

from host_sim.fakes import keypad, microcontroller, neopixel, rotaryio, supervisor


class Pin:
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board.%s" % self.name


def make_board(pin_names, display):
    mod = types.ModuleType("board")
    mod.__doc__ = "host_sim fake board"
    for name in pin_names:
        setattr(mod, name, Pin(name))
    if display is not None:
        mod.DISPLAY = display
    return mod


def install(clock, nvm_path, pin_names, display):
    """Put the fakes in sys.modules. Returns the fake board module."""
    supervisor._clock = clock
    microcontroller.nvm = microcontroller.FileNvm(nvm_path)
    board = make_board(pin_names, display)
    sys.modules["board"] = board
    for mod in (keypad, microcontroller, neopixel, rotaryio, supervisor):
        sys.modules[mod.__name__.rsplit(".", 1)[1]] = mod
    return board
