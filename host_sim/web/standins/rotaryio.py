# SPDX-License-Identifier: MIT
# `rotaryio` for the web page: the page's turn buttons move the encoder (web_main.turn).

encoder = None


class IncrementalEncoder:
    def __init__(self, pin_a, pin_b, divisor=4):
        global encoder
        self.position = 0
        encoder = self
