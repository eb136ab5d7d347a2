# SPDX-License-Identifier: MIT
"""Key lights: each key's NeoPixel in the colour of what the key enters; dark when the key
does nothing. Pixels are written only when a colour changed."""

from zootally.ui import keys
from zootally.ui.view import UNDO_COLOUR


class KeyLights:
    def __init__(self, pixels, layout, pixel_of_key, count=0):
        self.pixels = pixels
        self.layout = layout
        self.pixel_of_key = pixel_of_key
        self.shown = [-1] * len(layout)
        # Pixels that no key owns.
        self.free = [i for i in range(count) if i not in pixel_of_key]
        self.free_shown = -1

    def colours(self, view):
        """A colour per key: what it enters; dark where it does nothing, on every screen
        (a tally's keys too: the winner's colour is for lights under no key)."""
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

    def free_colour(self, view):
        """For lights under no key (the PyBadge's five): the winner's colour on a tally,
        else the colour of the highlighted choice, the one OK would take."""
        if view.glow:
            return view.glow
        c = view.cursor
        opt = view.slots[c] if 0 <= c < keys.SLOTS else None
        return opt[1] if opt else 0

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
        if self.free:
            c = self.free_colour(view)
            if c != self.free_shown:
                for i in self.free:
                    self.pixels[i] = c
                self.free_shown = c
                changed = True
        if changed:
            self.pixels.show()
        return changed
