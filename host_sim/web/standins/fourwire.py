# SPDX-License-Identifier: MIT
# `fourwire` for the web page: display drivers import it beside I2C's bus.


class FourWire:
    def __init__(self, spi_bus, command=None, chip_select=None, reset=None, baudrate=24000000):
        self.baudrate = baudrate
