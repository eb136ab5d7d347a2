# SPDX-License-Identifier: MIT
# Stand-in for `vectorio` (device model): C on a board; a shape keeps what the firmware sets.


class Rectangle:
    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0, color_index=0):
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.color_index = color_index
        self.hidden = False
