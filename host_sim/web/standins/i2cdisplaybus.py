# SPDX-License-Identifier: MIT
# `i2cdisplaybus` for the web page: the bus an I2C display driver is given.


class I2CDisplayBus:
    def __init__(self, i2c_bus, device_address=0x3C, reset=None):
        self.address = device_address
