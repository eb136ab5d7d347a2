# SPDX-License-Identifier: MIT
# Stand-in for `rotaryio` (device model): the trace (keypad.py) turns the encoder.

encoder = None


class IncrementalEncoder:
    def __init__(self, pin_a, pin_b, divisor=4):
        global encoder
        self.position = 0
        encoder = self
