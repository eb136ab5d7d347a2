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

from zootally.render.glyphs import FIRST, LAST, UNKNOWN
from zootally.ui.legend import legend_lines

ROWS = 5  # 64 px: five 12-13 px lines of terminalio text


class Screen:
    # Made by render/make.py (annotations alone: no code on the board): a line's characters,
    # the lines' TileGrids (the status line, then a pair of lines each: make.GRID_ROWS).
    chars: int
    grids: list

    def __init__(
        self, display, width, height, layout, columns, hold=None, names=None, colour=False
    ):
        self.display = display
        self.names = names  # the board's short names of its buttons, for the legend
        self.layout = layout
        self.columns = columns
        self.hold = hold
        self.glyphs_set = 0  # tiles changed by the last show(): what a key cost to draw
        self.texts = [""] * ROWS
        self.panel = None  # the pictures under the text, where the screen has room
        # Its parts (the glyph sheet, the lines' TileGrids: self.grids, self.chars; the
        # panel), made by code the device runs once: render/make.py, which its start
        # forgets with the glyph sheets' (zootally/start.py).
        from zootally.render import make

        make.screen_parts(self, display, width, height, colour)

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
            grid = self.grids[(i + 1) >> 1]  # make.GRID_ROWS: 0; 1, 2; 3, 4
            row = (i + 1) & 1 if i else 0
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
