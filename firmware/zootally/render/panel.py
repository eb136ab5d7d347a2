# SPDX-License-Identifier: MIT
"""The panel of a tall screen (the PyBadge's 160x128), under the five text lines: a
tally's bars with their values and the winner marked, ZooStock's trump number large beside
the EX zone's counts, the zoos after a trick as coloured blocks, or else the keys' choices
as coloured chips. Its own module: a 64-pixel screen never loads this code. It lays itself
out in the room it is given under the text: a wider screen gets more chips to a row.

Its words (a chip's, a bar's value, the trump number) are tags: a TileGrid of the text
lines' glyphs each, as render/screen.py draws the lines, in a copy of the glyph sheet with
a ground colour of its own and a blank tile, so that a tag is as wide as its text; its bars
are vectorio rectangles. (With adafruit_display_text's labels and a bitmap for the bars the
panel kept 24 KB more of the heap, 17 KB of it the labels' code, and took 384 bytes more of
the Python stack: docs/performance.md.)"""

import bitmaptools
import displayio
import vectorio

from zootally.render.glyphs import FIRST, LAST, UNKNOWN
from zootally.ui import keys

CHIPS = keys.SLOTS  # a choice's chip each (or a bar's value, a zoo's row)
SEATS = 4  # the zoos' table: a tag more a seat for its name (ZooStock's 4 x 3 rows + 4)
CHIP_W = 32  # pixels a chip takes in its row
TAG_CHARS = 5  # the longest tag: a chip's three-letter choice between > <
BARS = 8  # the most bars (a colour each in the bars' palette)
INK = 1  # a tag sheet's values: 0 nothing (its blank tile), 1 a glyph's ink, 2 its ground
GROUND = 2


def tag_sheet(sheet, tile_w, tile_h):
    """A glyph sheet (render/glyphs.py) in three values, and a blank tile after the glyphs,
    for the panel's tags: a tag's tiles past its text show nothing, where a space would
    show its ground. Made once (bitmaptools, C on a board); where the text is the font's
    size, the lines use it too (render/screen.py), so that the screen keeps one sheet."""
    tags = displayio.Bitmap(sheet.width + tile_w, tile_h, 3)
    bitmaptools.fill_region(tags, 0, 0, sheet.width, tile_h, GROUND)
    bitmaptools.blit(tags, sheet, 0, 0, skip_source_index=0)  # the ink: 1, as in the sheet
    return tags


class Panel:
    def __init__(self, group, width, height, colour, top, scale, tags, tile_w, tile_h):
        """tags: the font's glyph sheet as tag_sheet() makes it, of tiles tile_w x tile_h
        (the panel's words are the font's size whatever the text's: chips fit their row)."""
        self.width = width
        self.top = top  # the text lines' height above the panel (render/screen.py)
        self.per_row = max(1, width // CHIP_W)
        self.scale = scale  # the text's (render/screen.py): the EX zone's bars start after it
        self.colour = colour  # a colour screen: bars and chips in the colours of the game
        self.bar_y = top + 12  # the bars' tops at the most: their values above them
        self.bar_h = height - 2 - self.bar_y
        # The bars and stripes: rectangles (vectorio, drawn in C) in the colours of this
        # palette ([0] black: a hollow bar's inside), two a bar at most (a hollow one is its
        # colour with black inside). Rectangles: a bitmap of the panel's size took 4 KB.
        self.bar_palette = displayio.Palette(1 + BARS)
        self.bar_palette[0] = 0x000000
        self.rects = []
        for _ in range(2 * BARS):
            rect = vectorio.Rectangle(pixel_shader=self.bar_palette, width=1, height=1, x=0, y=0)
            rect.hidden = True
            group.append(rect)
            self.rects.append(rect)
        self.tile_w = tile_w
        self.blank = tags.width // tile_w - 1  # the blank tile's index
        self.extra = []  # tags: values over bars, chips, blocks
        self.texts = []  # each tag's text ("": hidden)
        for _ in range(CHIPS + SEATS):
            self.extra.append(self._new_tag(group, tags, tile_h, TAG_CHARS))
            self.texts.append("")
        # The trump number: a tag of two glyphs four times the text's size.
        big = displayio.Group(scale=4 * scale, x=4, y=top + 6)
        self.big = self._new_tag(big, tags, tile_h, 2)
        self.big.pixel_shader[INK] = 0xFFFFFF
        self.big.pixel_shader.make_transparent(GROUND)
        group.append(big)
        self.extra_state = None

    def _new_tag(self, group, tags, tile_h, chars):
        palette = displayio.Palette(3)
        palette.make_transparent(0)
        tag = displayio.TileGrid(
            tags,
            pixel_shader=palette,
            width=chars,
            height=1,
            tile_width=self.tile_w,
            tile_height=tile_h,
            default_tile=self.blank,
        )
        tag.hidden = True
        group.append(tag)
        return tag

    def _tag(self, k, text, x, y, ink, ground):
        """Tag k shows text centred on x, its top at y: ink on a ground (None: none)."""
        tag = self.extra[k]
        self.texts[k] = text
        _set_text(tag, text, self.blank)
        tag.x = x - len(text) * self.tile_w // 2
        tag.y = y
        palette = tag.pixel_shader
        palette[INK] = ink
        if ground is None:
            palette.make_transparent(GROUND)
        else:
            palette[GROUND] = ground
            palette.make_opaque(GROUND)
        tag.hidden = False

    def _rect(self, k, x1, y1, x2, y2, index):
        """Rectangle k over x1..x2, y1..y2 (ends excluded) in the palette's colour index.
        Returns the next rectangle's number."""
        rect = self.rects[k]
        rect.x = x1
        rect.y = y1
        rect.width = x2 - x1
        rect.height = y2 - y1
        rect.color_index = index
        rect.hidden = False
        return k + 1

    def _bars(self, bars, x0, x1, y0):
        """Bars for (value, colour, marked) standing on the panel's foot from x0 to x1,
        the tallest from y0: the marked one filled, the others hollow, so that the winner
        shows on a one-colour screen too."""
        n = min(len(bars), BARS)
        if not n:
            return
        values = [b[0] for b in bars]
        lo = min(0, min(values))
        hi = max(max(values), lo + 1)
        h = self.bar_h
        slot = (x1 - x0) // n
        bw = max(2, slot - 4)
        k = 0
        for i in range(n):
            value, colour, marked = bars[i]
            self.bar_palette[1 + i] = (colour or 0xFFFFFF) if self.colour else 0xFFFFFF
            top = y0 + h - 1 - max(1, (value - lo) * (h - 1) // (hi - lo))
            left = x0 + i * slot + (slot - bw) // 2
            k = self._rect(k, left, top, left + bw, y0 + h, 1 + i)
            if not marked and bw > 2 and y0 + h - top > 2:  # hollow: a line of its colour
                k = self._rect(k, left + 1, top + 1, left + bw - 1, y0 + h - 1, 0)

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
        for k in range(len(self.extra)):
            self.extra[k].hidden = True
            self.texts[k] = ""
        self.big.hidden = True
        for rect in self.rects:
            rect.hidden = True
        if view.bars:
            n = len(view.bars)
            slot = self.width // n
            self._bars(view.bars, 0, self.width, self.bar_y)
            for i in range(n):
                value, colour, marked = view.bars[i]
                text = ("*%d" if marked else "%d") % value
                self._tag(i, text, i * slot + slot // 2, self.top, 0xFFFFFF, None)
        elif view.table:
            self._table(view.table)
        elif view.big:
            _set_text(self.big, view.big, self.blank)
            self.big.hidden = False
            if view.chart:
                chart = [(v, c, True) for v, c in view.chart]
                self._bars(chart, 40 * self.scale, self.width, self.bar_y)
        else:
            self._chips(view)
        return True

    def _table(self, table):
        """Each seat a column: its name on its colour, its zoo rows under it as chips in
        the animals' colours with their counts (left to right, top down)."""
        n = min(len(table), SEATS)
        col_w = self.width // max(1, n)
        k = n  # the names first, then the rows
        for i in range(n):
            colour, rows, seat = table[i]
            x = i * col_w + col_w // 2
            self._tag(i, " %s " % seat, x, self.top + 1, _ink_on(colour), colour)
            for r in range(len(rows)):
                if k >= len(self.extra):
                    return
                text, c = rows[r]
                self._tag(k, " %s " % text, x, self.top + 15 + r * 16, _ink_on(c), c)
                k += 1

    def _chips(self, view):
        """The choices as chips in their colours, the highlighted one framed by > < (a part
        of a long list, ..TAL, as it fits: ui/ranges.py)."""
        opts = [i for i in range(keys.SLOTS) if view.slots[i] is not None]
        per_row = self.per_row
        slot_w = self.width // per_row
        for k in range(min(len(opts), len(self.extra))):
            label, colour = view.slots[opts[k]]
            text = (">%s<" if opts[k] == view.cursor else " %s ") % label
            if len(text) > TAG_CHARS:  # a part of a list (..TAL): no spaces, then no dots
                text = label if opts[k] != view.cursor else ">%s<" % label[2:]
            row, col = divmod(k, per_row)
            x = col * slot_w + slot_w // 2
            self._tag(k, text, x, self.top + 4 + row * 20, _ink_on(colour), colour)


def _ink_on(ground):
    """Black on a light ground, white on a dark one."""
    light = (ground >> 16) + ((ground >> 8) & 0xFF) + (ground & 0xFF) > 0x180
    return 0x000000 if light else 0xFFFFFF


def _set_text(tag, text, blank):
    """A tag's tiles: text's glyphs from the first, the blank tile after (cut to the tag)."""
    n = len(text)
    for i in range(tag.width):
        if i < n:
            c = ord(text[i])
            tag[i, 0] = c - FIRST if FIRST <= c <= LAST else UNKNOWN
        else:
            tag[i, 0] = blank
