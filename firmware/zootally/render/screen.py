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

import displayio
import terminalio

from zootally.render.glyphs import FIRST, LAST, UNKNOWN, glyph_sheet, scaled_sheet
from zootally.ui.legend import legend_lines

ROWS = 5  # 64 px: five 12-13 px lines of terminalio text
TEXT_HEIGHT = 64
WIDE = 21  # characters a screen's line holds at most (ui/view.py's fit)


def text_scale(width, height, glyph_w):
    """How many times the font's size the text is drawn: the most at which a line of WIDE
    characters and the five lines fit (scaled_sheet's glyphs are (glyph_w - 1) * s + 1
    wide: the space between letters stays one pixel)."""
    s = 1
    while WIDE * ((glyph_w - 1) * (s + 1) + 1) <= width and TEXT_HEIGHT * (s + 1) <= height:
        s += 1
    return s


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
        font_w, font_h = font.get_bounding_box()[:2]  # 6 x 12
        sheet = glyph_sheet(font)
        s = text_scale(width, height, font_w)
        glyph_w, glyph_h = (font_w - 1) * s + 1, font_h * s
        self.chars = width // glyph_w
        self.scale = s  # the text's size, in times the font's
        self.tile_w = glyph_w  # a character's width on the screen, in pixels
        text_height = TEXT_HEIGHT * s
        self.tall = height >= text_height + TEXT_HEIGHT
        tags = None
        if self.tall:  # only a tall screen loads the panel's code
            from zootally.render.panel import Panel, tag_sheet

            # The panel's words (the font's size) need the sheet with a ground and a blank
            # tile: lines of that size use it too (its ground black): one sheet kept.
            tags = tag_sheet(sheet, font_w, font_h)
        if s > 1:
            sheet = scaled_sheet(sheet, font_w, font_h, s)
        elif tags is not None:
            sheet = tags
        group = displayio.Group()
        rule = displayio.Bitmap(width, s, 2)
        rule.fill(1)
        palette = displayio.Palette(3)
        palette[0] = 0x000000
        palette[1] = 0xFFFFFF
        palette[2] = 0x000000  # a tall screen's sheet: a glyph's ground
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
            self.panel = Panel(group, width, height, colour, text_height, s, tags, font_w, font_h)
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
        changed = self.put(self.lines(view))
        return self._pictures(view) or bool(changed)

    def put(self, texts):
        """Show these lines (the status line first), setting the tiles of the characters
        that changed: how many (also self.glyphs_set). The start's own screens (zt_boot,
        before any game) show their lines with it."""
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
        return set_

    # ---- pictures ---------------------------------------------------------------------------

    def _pictures(self, view):
        return self.panel.show(view) if self.panel is not None else False
