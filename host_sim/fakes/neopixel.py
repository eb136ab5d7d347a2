# SPDX-License-Identifier: MIT
"""Fake neopixel: keeps what was last shown (with brightness applied) for the simulator."""

instances = []


class NeoPixel:
    __slots__ = ("pin", "n", "brightness", "auto_write", "bpp", "_buf", "shown")

    def __init__(self, pin, n, *, bpp=3, brightness=1.0, auto_write=True, pixel_order=None):
        self.pin = pin
        self.n = n
        self.bpp = bpp
        self.brightness = brightness
        self.auto_write = auto_write
        self._buf = [(0, 0, 0)] * n
        self.shown = [(0, 0, 0)] * n
        instances.append(self)

    @staticmethod
    def _rgb(value):
        if isinstance(value, int):
            return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
        r, g, b = value[:3]
        return (int(r), int(g), int(b))

    def __len__(self):
        return self.n

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            for j, v in zip(range(*i.indices(self.n)), value):
                self._buf[j] = self._rgb(v)
        else:
            if not -self.n <= i < self.n:
                raise IndexError("pixel index out of range")
            self._buf[i] = self._rgb(value)
        if self.auto_write:
            self.show()

    def __getitem__(self, i):
        return self._buf[i]

    def fill(self, value):
        self._buf = [self._rgb(value)] * self.n
        if self.auto_write:
            self.show()

    def show(self):
        b = self.brightness
        self.shown = [(int(r * b), int(g * b), int(bl * b)) for r, g, bl in self._buf]

    def deinit(self):
        if self in instances:
            instances.remove(self)
