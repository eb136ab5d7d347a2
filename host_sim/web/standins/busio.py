# SPDX-License-Identifier: MIT
# `busio` for the web page: the buses a display driver is given.


class I2C:
    def __init__(self, scl, sda, frequency=100000, timeout=255):
        self.pins = (scl, sda)


class SPI:
    def __init__(self, clock, MOSI=None, MISO=None, half_duplex=False):
        self.pins = (clock, MOSI, MISO)
