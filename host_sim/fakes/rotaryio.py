# SPDX-License-Identifier: MIT
"""Fake rotaryio: an IncrementalEncoder whose position the simulator turns."""

instances = []


class IncrementalEncoder:
    __slots__ = ("pin_a", "pin_b", "divisor", "position")

    def __init__(self, pin_a, pin_b, divisor=4):
        self.pin_a = pin_a
        self.pin_b = pin_b
        self.divisor = divisor
        self.position = 0
        instances.append(self)

    def deinit(self):
        if self in instances:
            instances.remove(self)
