# SPDX-License-Identifier: MIT
# Stand-in for the `neopixel` library (device model): a pixel buffer, as the real one.


class NeoPixel:
    def __init__(self, pin, n, brightness=1.0, auto_write=True, **kw):
        self.n = n
        self.brightness = brightness
        self._buf = bytearray(3 * n)

    def __setitem__(self, i, colour):
        j = 3 * i
        self._buf[j] = (colour >> 16) & 0xFF
        self._buf[j + 1] = (colour >> 8) & 0xFF
        self._buf[j + 2] = colour & 0xFF

    def __len__(self):
        return self.n

    def show(self):
        pass
