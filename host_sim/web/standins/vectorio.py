# SPDX-License-Identifier: MIT
# `vectorio` for the web page: the rectangles a tall screen's panel draws its bars with.


class Rectangle:
    def __init__(self, pixel_shader=None, width=1, height=1, x=0, y=0, color_index=0):
        self.pixel_shader = pixel_shader
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.color_index = color_index
        self.hidden = False

    def draw(self, frame, ox, oy, scale):
        ink = frame.ink(self.pixel_shader, self.color_index)
        if ink < 0:
            return
        for y in range(self.height):
            for x in range(self.width):
                frame.put(ox + (self.x + x) * scale, oy + (self.y + y) * scale, scale, ink)
