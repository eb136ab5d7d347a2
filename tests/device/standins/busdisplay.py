# SPDX-License-Identifier: MIT
# Stand-in for `busdisplay` (device model): what a display driver library (a board's
# LIBRARIES: adafruit_displayio_sh1107, _ssd1306) builds on; a displayio.Display stand-in
# that takes the driver's bus, init sequence and settings.
import displayio


class BusDisplay(displayio.Display):
    def __init__(self, bus, init_sequence, width=128, height=64, auto_refresh=True, **kw):
        displayio.Display.__init__(self, width, height)
        self.auto_refresh = auto_refresh
