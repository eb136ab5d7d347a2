# SPDX-License-Identifier: MIT
"""The simulator's clock: time moves only when the simulator says so, so runs repeat."""


class Clock:
    __slots__ = ("ms",)

    def __init__(self, ms=1000):
        self.ms = ms

    def advance(self, ms):
        self.ms += ms

    def ticks_ms(self):
        return self.ms & ((1 << 29) - 1)  # supervisor.ticks_ms wraps at 2**29
