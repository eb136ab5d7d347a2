# SPDX-License-Identifier: MIT
"""The panel of a tall screen (the PyBadge's 160x128), under the five text lines: a
tally's bars with their values and the winner marked, ZooStock's trump number large beside
the EX zone's counts, the zoos after a trick as coloured blocks, or else the keys' choices
as coloured chips. Its own module: a 64-pixel screen never loads this code. It lays itself
out in the room it is given under the text: a wider screen gets more chips to a row."""

import bitmaptools
import displayio
import terminalio
from adafruit_display_text import bitmap_label

from zootally.ui import keys

CHIPS = 15  # labels for chips (and bars' values, zoo rows): every choice a screen has
CHIP_W = 32  # pixels a chip takes in its row


class Panel:
    def __init__(self, group, width, height, colour, top, scale=1):
        self.width = width
        self.top = top  # the text lines' height above the panel (render/screen.py)
        self.per_row = max(1, width // CHIP_W)
        self.scale = scale  # the text's (render/screen.py): the large number follows it
        self.colour = colour  # a colour screen: bars and chips in the colours of the game
        self.bar_palette = displayio.Palette(9)
        self.bar_palette[0] = 0x000000
        for i in range(1, 9):
            self.bar_palette[i] = 0xFFFFFF
        self.bar_bitmap = displayio.Bitmap(width, height - top - 14, 9)
        self.bar_grid = displayio.TileGrid(self.bar_bitmap, pixel_shader=self.bar_palette)
        self.bar_grid.hidden = True
        group.append(self.bar_grid)
        self.extra = []  # labels: values over bars, chips, blocks
        for _ in range(CHIPS):
            lb = bitmap_label.Label(terminalio.FONT, text="", color=0x000000)
            lb.anchor_point = (0.5, 0)
            lb.hidden = True
            group.append(lb)
            self.extra.append(lb)
        self.big = bitmap_label.Label(terminalio.FONT, text="", color=0xFFFFFF, scale=4 * scale)
        self.big.anchor_point = (0, 0)
        self.big.anchored_position = (4, top + 6)
        group.append(self.big)
        self.extra_state = None

    def _fill(self, c):
        self.bar_bitmap.fill(c)

    def _bars(self, bars, x0, x1, h):
        """Bars for (value, colour, marked): the marked one filled, the others outlined, so
        that the winner shows on a one-colour screen too."""
        n = len(bars)
        if not n:
            return
        values = [b[0] for b in bars]
        lo = min(0, min(values))
        hi = max(max(values), lo + 1)
        slot = (x1 - x0) // n
        bw = max(2, slot - 4)
        bm = self.bar_bitmap
        for i in range(n):
            value, colour, marked = bars[i]
            self.bar_palette[1 + i] = (colour or 0xFFFFFF) if self.colour else 0xFFFFFF
            top = h - 1 - max(1, (value - lo) * (h - 1) // (hi - lo))
            left = x0 + i * slot + (slot - bw) // 2
            right = left + bw
            if marked:
                bitmaptools.fill_region(bm, left, top, right, h, 1 + i)
            else:  # the outline: its four edges
                for x1, y1, x2, y2 in (
                    (left, top, right, top + 1),
                    (left, h - 1, right, h),
                    (left, top, left + 1, h),
                    (right - 1, top, right, h),
                ):
                    bitmaptools.fill_region(bm, x1, y1, x2, y2, 1 + i)

    def show(self, view):
        """Draw what the view asks for; True if anything changed."""
        state = (
            tuple(view.bars) if view.bars else None,
            tuple(tuple(c) for c in view.table) if view.table else None,
            view.big,
            tuple(view.chart) if view.chart else None,
            tuple(view.slots),
            view.cursor,
        )
        if state == self.extra_state:
            return False
        self.extra_state = state
        for lb in self.extra:
            lb.hidden = True
        self.big.text = " "
        self._fill(0)
        self.bar_grid.y = self.top + 12
        h = self.bar_bitmap.height
        if view.bars:
            n = len(view.bars)
            slot = self.width // n
            self._bars(view.bars, 0, self.width, h)
            for i in range(n):
                value, colour, marked = view.bars[i]
                lb = self.extra[i]
                lb.text = ("*%d" if marked else "%d") % value
                lb.color = 0xFFFFFF
                lb.background_color = None
                lb.anchored_position = (i * slot + slot // 2, self.top)
                lb.hidden = False
        elif view.table:
            self._table(view.table)
        elif view.big:
            self.big.text = view.big
            if view.chart:
                chart = [(v, c, True) for v, c in view.chart]
                self._bars(chart, 40 * self.scale, self.width, h)
        else:
            self._chips(view)
        self.bar_grid.hidden = not (view.bars or view.chart or view.table)
        return True

    def _table(self, table):
        """Each seat a column: a stripe in its colour, its zoo rows under it as chips in
        the animals' colours with their counts (left to right, top down)."""
        col_w = self.width // max(1, len(table))
        bm = self.bar_bitmap
        self.bar_grid.y = self.top + 2
        k = 0
        for i in range(len(table)):
            colour, rows = table[i]
            self.bar_palette[1 + i] = colour
            bitmaptools.fill_region(bm, i * col_w + 2, 0, (i + 1) * col_w - 2, 3, 1 + i)
            for r in range(len(rows)):
                if k >= len(self.extra):
                    return
                text, c = rows[r]
                lb = self.extra[k]
                k += 1
                lb.text = " %s " % text
                lb.background_color = c
                light = (c >> 16) + ((c >> 8) & 0xFF) + (c & 0xFF) > 0x180
                lb.color = 0x000000 if light else 0xFFFFFF
                lb.anchored_position = (i * col_w + col_w // 2, self.top + 8 + r * 18)
                lb.hidden = False

    def _chips(self, view):
        """The choices as chips in their colours, the highlighted one framed by > <."""
        opts = [i for i in range(keys.SLOTS) if view.slots[i] is not None]
        per_row = self.per_row
        slot_w = self.width // per_row
        for k in range(min(len(opts), len(self.extra))):
            label, colour = view.slots[opts[k]]
            lb = self.extra[k]
            lb.text = (">%s<" if opts[k] == view.cursor else " %s ") % label
            lb.background_color = colour
            light = (colour >> 16) + ((colour >> 8) & 0xFF) + (colour & 0xFF) > 0x180
            lb.color = 0x000000 if light else 0xFFFFFF
            row, col = divmod(k, per_row)
            lb.anchored_position = (col * slot_w + slot_w // 2, self.top + 4 + row * 20)
            lb.hidden = False
