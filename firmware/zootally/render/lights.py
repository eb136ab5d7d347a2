# SPDX-License-Identifier: MIT
"""Key lights: each key's NeoPixel in the colour of what the key enters; dark when the key
does nothing. Pixels are written only when a colour changed."""

from zootally.ui import keys
from zootally.ui.view import UNDO_COLOUR


class KeyLights:
    def __init__(self, pixels, layout, pixel_of_key):
        self.pixels = pixels
        self.layout = layout
        self.pixel_of_key = pixel_of_key
        self.shown = [-1] * len(layout)

    def colours(self, view):
        out = []
        for lg in self.layout:
            c = 0
            if 0 <= lg < keys.SLOTS:
                opt = view.slots[lg]
                c = opt[1] if opt else 0
            elif lg == keys.UNDO and view.undo:
                c = UNDO_COLOUR
            out.append(c)
        return out

    def show(self, view):
        if self.pixels is None:
            return False
        changed = False
        cols = self.colours(view)
        for i in range(len(cols)):
            if self.pixel_of_key[i] is None:  # a key without a light (a switch)
                continue
            if cols[i] != self.shown[i]:
                self.pixels[self.pixel_of_key[i]] = cols[i]
                self.shown[i] = cols[i]
                changed = True
        if changed:
            self.pixels.show()
        return changed
