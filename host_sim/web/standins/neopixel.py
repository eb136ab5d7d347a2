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
        # As the LEDs light: each channel dimmed by the brightness, as the board's library
        # and the simulator's fake do (the page brightens it back to the key's colour).
        b = self.brightness
        out = []
        for c in self._colours:
            r, g, bl = int((c >> 16) * b), int((c >> 8 & 255) * b), int((c & 255) * b)
            out.append(r << 16 | g << 8 | bl)
        self.shown = out
