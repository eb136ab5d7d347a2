# SPDX-License-Identifier: MIT
# The `neopixel` library for the web page: the colours shown, for the page's key lights.

made = []


class NeoPixel:
    def __init__(self, pin, n, brightness=1.0, auto_write=True, **kw):
        self.n = n
        self.brightness = brightness
        self._colours = [0] * n
        self.shown = [0] * n  # as of the last show(): what the page lights
        made.append(self)

    def __setitem__(self, i, colour):
        if isinstance(colour, tuple):
            colour = (colour[0] << 16) | (colour[1] << 8) | colour[2]
        self._colours[i] = colour

    def __getitem__(self, i):
        return self._colours[i]

    def __len__(self):
        return self.n

    def fill(self, colour):
        for i in range(self.n):
            self[i] = colour

    def show(self):
        self.shown = list(self._colours)
