# SPDX-License-Identifier: MIT
# `busdisplay` for the web page: what a display driver library (a board's LIBRARIES) builds
# on; its bus and init sequence have nowhere to go, its pixels go to the page.
import displayio


class BusDisplay(displayio.Display):
    def __init__(self, bus, init_sequence, width=128, height=64, auto_refresh=True, **kw):
        displayio.Display.__init__(self, width, height)
        self.auto_refresh = auto_refresh
