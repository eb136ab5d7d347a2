# SPDX-License-Identifier: MIT
"""Draws a View on a displayio display: five lines of terminalio text, the status line
underlined. A label's text is set only when it changed (a new text costs a bitmap)."""

import displayio
import terminalio
from adafruit_display_text import bitmap_label

from zootally.ui.legend import legend_lines

ROWS = 5  # 64 px: five 12-13 px lines of terminalio text


class Screen:
    def __init__(self, display, width, height, layout, columns, hold=None):
        self.display = display
        self.layout = layout
        self.columns = columns
        self.hold = hold
        self.width = width
        self.chars = width // 6
        group = displayio.Group()
        rule = displayio.Bitmap(width, 1, 2)
        for x in range(width):
            rule[x, 0] = 1
        palette = displayio.Palette(2)
        palette[0] = 0x000000
        palette[1] = 0xFFFFFF
        pitch = height // ROWS
        spare = height - pitch * ROWS
        group.append(displayio.TileGrid(rule, pixel_shader=palette, x=0, y=pitch - 1))
        self.labels = []
        for i in range(ROWS):
            lb = bitmap_label.Label(terminalio.FONT, text=" ", color=0xFFFFFF)
            lb.anchor_point = (0, 0)
            # The status line sits on top; the spare pixels go below the rule.
            lb.anchored_position = (0, i * pitch - 2 + (spare if i else 0))
            group.append(lb)
            self.labels.append(lb)
        self.texts = [" "] * ROWS
        display.root_group = group

    def lines(self, view):
        """The text of each line for a view (also what the terminal front end prints)."""
        out = [view.status, view.lines[0], view.flash or view.lines[1]]
        out.extend(legend_lines(view, self.layout, self.columns, self.chars, self.hold))
        return out

    def show(self, view):
        """Update the labels whose text changed. Returns True if anything changed."""
        changed = False
        texts = self.lines(view)
        for i in range(len(self.labels)):
            t = texts[i] if i < len(texts) else ""
            t = t[: self.chars] or " "
            if t != self.texts[i]:
                self.labels[i].text = t
                self.texts[i] = t
                changed = True
        return changed
