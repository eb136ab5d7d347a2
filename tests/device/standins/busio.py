# SPDX-License-Identifier: MIT
# Stand-in for `busio` (device model): a bus a display driver is given, nothing sent.


class I2C:
    def __init__(self, scl, sda, frequency=100000, timeout=255):
        self.pins = (scl, sda)


class SPI:
    def __init__(self, clock, MOSI=None, MISO=None, half_duplex=False):
        self.pins = (clock, MOSI, MISO)
