# SPDX-License-Identifier: MIT
"""Fake supervisor: ticks_ms from the simulator's clock; a USB serial console that is
connected and has no input; reload() raises, so that the simulator can boot the firmware
again (as microcontroller.reset() does)."""

_clock = None


def ticks_ms():
    return _clock.ticks_ms()


class _Runtime:
    __slots__ = ()

    @property
    def serial_connected(self):
        return True

    @property
    def serial_bytes_available(self):
        return 0

    @property
    def usb_connected(self):
        return True


runtime = _Runtime()


class ReloadRequested(Exception):
    pass


def reload():
    raise ReloadRequested()
