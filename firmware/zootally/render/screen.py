# SPDX-License-Identifier: MIT
"""Draws a View on a displayio display: five lines of terminalio text, the status line
underlined, and only what changed.

The text is two TileGrids of the built-in font's glyphs (the status line, and the four
lines under it), one tile a character, as CircuitPython's own terminal draws: a changed
character is one tile index set, drawn by displayio in C. (adafruit_display_text's labels
re-render a whole label's text in Python at every change: 52 ms a key on a MacroPad, and
16 KB of heap for their code; docs/performance.md.) The display refreshes once a key
(App.draw): auto_refresh is off wherever the display has it.

The screen adapts to its size, not to the board: a 64-pixel-high screen shows text only
(a tally's totals as numbers: a picture there would take the place of a line of them); a
taller screen (the PyBadge's 160x128) keeps all five lines and draws below them a panel:
the bars with their values and the winner marked, the trump number large beside the EX
zone's counts, or else the keys' choices as coloured chips. A screen with room for the
screens' 21 characters at twice the font's size or more (240x240) draws its text that
large, the panel below it."""

import bitmaptools
import displayio
import terminalio

from zootally.ui.legend import legend_lines

ROWS = 5  # 64 px: five 12-13 px lines of terminalio text
TEXT_HEIGHT = 64
WIDE = 21  # characters a screen's line holds at most (ui/view.py's fit)


FIRST = 0x20  # the glyphs kept: printable ASCII (everything the screens write)
LAST = 0x7E
UNKNOWN = 0x3F - FIRST  # '?' for a character the sheet has not


SEPARATOR = 0x7C  # '|': the key-row separator of the legend and Zooscape's split point


def glyph_sheet(font):
    """A bitmap of tiles, the tile of character c at c - FIRST: the font's printable
    glyphs copied once into a sheet of our own (bitmaptools.blit, C on a board: about 0.9 KB
    of heap), so that '|' can be a dotted bar that no letter looks like ('SW|PS' read as
    'SWIPS'). CircuitPython's font keeps its glyphs in one sheet, Blinka's one bitmap each:
    the copy reads both."""
    w, h = font.get_bounding_box()[:2]
    count = LAST - FIRST + 1
    sheet = displayio.Bitmap(w * count, h, 2)
    for i in range(count):
        g = font.get_glyph(FIRST + i)
        if g is None or FIRST + i == SEPARATOR:
            continue
        src = g.bitmap
        cols = max(1, src.width // w)
        x0 = (g.tile_index % cols) * w
        y0 = (g.tile_index // cols) * h
        bitmaptools.blit(sheet, src, i * w, 0, x1=x0, y1=y0, x2=x0 + w, y2=y0 + h)
    x = (SEPARATOR - FIRST) * w + w // 2 - 1
    for y in range(1, h - 1, 2):
        sheet[x, y] = 1
    return sheet


def text_scale(width, height, glyph_w):
    """How many times the font's size the text is drawn: the most at which a line of WIDE
    characters and the five lines fit (scaled_sheet's glyphs are (glyph_w - 1) * s + 1
    wide: the space between letters stays one pixel)."""
    s = 1
    while WIDE * ((glyph_w - 1) * (s + 1) + 1) <= width and TEXT_HEIGHT * (s + 1) <= height:
        s += 1
    return s


def scaled_sheet(sheet, w, h, s):
    """The glyph sheet s times as large, but for each glyph's last column (the space
    between letters, blank in every glyph but '%'), which stays one pixel: 21 characters
    of twice the size then fit 240 pixels (21 x 11 = 231), where 21 x 12 would not.
    Copied a column, then a row, at a time (bitmaptools.blit, C on a board)."""
    count = LAST - FIRST + 1
    tw = (w - 1) * s + 1
    wide = displayio.Bitmap(tw * count, h, 2)
    for i in range(count):
        for c in range(w):
            for k in range(s if c < w - 1 else 1):
                x = i * w + c
                bitmaptools.blit(wide, sheet, i * tw + c * s + k, 0, x1=x, y1=0, x2=x + 1, y2=h)
    big = displayio.Bitmap(tw * count, h * s, 2)
    for y in range(h * s):
        row = y // s
        bitmaptools.blit(big, wide, 0, y, x1=0, y1=row, x2=tw * count, y2=row + 1)
    return big


class Screen:
    def __init__(
        self, display, width, height, layout, columns, hold=None, names=None, colour=False
    ):
        self.display = display
        self.colour = colour  # a colour screen: bars and chips in the colours of the game
        self.names = names  # the board's short names of its buttons, for the legend
        self.layout = layout
        self.columns = columns
        self.hold = hold
        self.width = width
        font = terminalio.FONT
        glyph_w, glyph_h = font.get_bounding_box()[:2]  # 6 x 12
        sheet = glyph_sheet(font)
        s = text_scale(width, height, glyph_w)
        if s > 1:
            sheet = scaled_sheet(sheet, glyph_w, glyph_h, s)
            glyph_w, glyph_h = (glyph_w - 1) * s + 1, glyph_h * s
        self.chars = width // glyph_w
        self.scale = s  # the text's size, in times the font's
        self.tile_w = glyph_w  # a character's width on the screen, in pixels
        text_height = TEXT_HEIGHT * s
        self.tall = height >= text_height + TEXT_HEIGHT
        group = displayio.Group()
        rule = displayio.Bitmap(width, s, 2)
        rule.fill(1)
        palette = displayio.Palette(2)
        palette[0] = 0x000000
        palette[1] = 0xFFFFFF
        spare = text_height - glyph_h * ROWS
        group.append(displayio.TileGrid(rule, pixel_shader=palette, x=0, y=glyph_h - s))
        self.line_y = []
        for i in range(ROWS):
            # The status line sits on top (the font's top rows are blank); the spare pixels
            # go below the rule.
            self.line_y.append(i * glyph_h - 2 * s + (spare if i else 0))
        # The status line, and the four lines under it (a glyph's height apart).
        self.grids = []
        for rows, y in ((1, self.line_y[0]), (ROWS - 1, self.line_y[1])):
            grid = displayio.TileGrid(
                sheet,
                pixel_shader=palette,
                width=self.chars,
                height=rows,
                tile_width=glyph_w,
                tile_height=glyph_h,
                default_tile=0,  # the space
                x=0,
                y=y,
            )
            group.append(grid)
            self.grids.append(grid)
        self.glyphs_set = 0  # tiles changed by the last show(): what a key cost to draw
        self.texts = [""] * ROWS
        self.panel = None  # the pictures under the text, where the screen has room
        if self.tall:
            from zootally.render.panel import Panel  # only a tall screen loads its code

            self.panel = Panel(group, width, height, colour, text_height, s)
        display.root_group = group
        # One refresh a key, after the whole screen is set (App.draw), never a half-drawn
        # one: a display that refreshes itself (60 times a second by default) would also
        # draw in the middle of a key, and slow it. A display without the setting
        # refreshes itself: nothing to do there.
        if hasattr(display, "auto_refresh"):
            display.auto_refresh = False

    def lines(self, view):
        """The text of each line for a view (also what the terminal front end prints)."""
        out = view.shown()
        out.extend(legend_lines(view, self.layout, self.columns, self.chars, self.hold, self.names))
        return out

    def show(self, view):
        """Set the tiles of the characters that changed. Returns True if anything did."""
        texts = self.lines(view)
        w = self.chars
        set_ = 0
        for i in range(ROWS):
            t = texts[i] if i < len(texts) else ""
            t = t[:w] or " "
            old = self.texts[i]
            if t == old:
                continue
            self.texts[i] = t
            grid = self.grids[0 if i == 0 else 1]
            row = 0 if i == 0 else i - 1
            # Past a text's end the screen shows spaces (no padded copies made per key).
            lt = len(t)
            lo = len(old) if old else -1  # -1: nothing drawn yet, every tile is set
            for x in range(w):
                c = t[x] if x < lt else " "
                if lo >= 0 and c == (old[x] if x < lo else " "):
                    continue
                n = ord(c)
                grid[x, row] = n - FIRST if FIRST <= n <= LAST else UNKNOWN
                set_ += 1
        self.glyphs_set = set_
        return self._pictures(view) or bool(set_)

    # ---- pictures ---------------------------------------------------------------------------

    def _pictures(self, view):
        return self.panel.show(view) if self.panel is not None else False
