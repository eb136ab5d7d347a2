# SPDX-License-Identifier: MIT
"""Draws a View on a displayio display: five lines of terminalio text, the status line
underlined. A label's text is set only when it changed (a new text costs a bitmap).

The screen adapts to its size, not to the board: a 64-pixel-high screen shows text only
(a tally's totals as numbers: a picture there would take the place of a line of them); a
taller screen (the PyBadge's 160x128) keeps all five lines and draws below them a panel:
the bars with their values and the winner marked, the trump number large beside the EX
zone's counts, or else the keys' choices as coloured chips."""

import displayio
import terminalio
from adafruit_display_text import bitmap_label

from zootally.ui import keys
from zootally.ui.legend import legend_lines

ROWS = 5  # 64 px: five 12-13 px lines of terminalio text
TEXT_HEIGHT = 64
CHIPS = 5  # chips per row in the panel, three rows


def pad(text, width):
    return text + " " * (width - len(text)) if len(text) < width else text


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
        self.chars = width // 6
        self.tall = height >= 2 * TEXT_HEIGHT
        group = displayio.Group()
        rule = displayio.Bitmap(width, 1, 2)
        for x in range(width):
            rule[x, 0] = 1
        palette = displayio.Palette(2)
        palette[0] = 0x000000
        palette[1] = 0xFFFFFF
        pitch = TEXT_HEIGHT // ROWS
        spare = TEXT_HEIGHT - pitch * ROWS
        group.append(displayio.TileGrid(rule, pixel_shader=palette, x=0, y=pitch - 1))
        # Two labels, not five: the status line, and the four lines under it as one text.
        # A label costs about 1.3 KB of heap however short its text (measured on
        # CircuitPython's VM, docs/performance.md); one bitmap for four lines costs less.
        # Both start empty, so that building them draws nothing (the first show() does).
        self.line_y = []
        for i in range(ROWS):
            # The status line sits on top; the spare pixels go below the rule.
            self.line_y.append(i * pitch - 2 + (spare if i else 0))
        self.labels = []
        for i in range(2):
            # line_spacing 1.0: the 12-pixel font on the 12-pixel pitch of the lines.
            lb = bitmap_label.Label(terminalio.FONT, text="", color=0xFFFFFF, line_spacing=1.0)
            lb.anchor_point = (0, 0)
            lb.anchored_position = (0, self.line_y[i])
            group.append(lb)
            self.labels.append(lb)
        self.texts = [""] * ROWS
        self.extra = []  # the panel's labels (values over bars, chips, the big number)
        self.big = None
        if self.tall:
            # The panel's bars: a bitmap under the text.
            self.bar_palette = displayio.Palette(9)
            self.bar_palette[0] = 0x000000
            for i in range(1, 9):
                self.bar_palette[i] = 0xFFFFFF
            self.bar_bitmap = displayio.Bitmap(width, height - TEXT_HEIGHT - 14, 9)
            self.bar_grid = displayio.TileGrid(self.bar_bitmap, pixel_shader=self.bar_palette)
            self.bar_grid.hidden = True
            group.append(self.bar_grid)
            for _ in range(3 * CHIPS):
                lb = bitmap_label.Label(terminalio.FONT, text="", color=0x000000)
                lb.anchor_point = (0.5, 0)
                lb.hidden = True
                group.append(lb)
                self.extra.append(lb)
            self.big = bitmap_label.Label(terminalio.FONT, text="", color=0xFFFFFF, scale=4)
            self.big.anchor_point = (0, 0)
            self.big.anchored_position = (4, TEXT_HEIGHT + 6)
            group.append(self.big)
        self.extra_state = None
        display.root_group = group

    def lines(self, view):
        """The text of each line for a view (also what the terminal front end prints)."""
        out = [view.status, view.lines[0], view.flash or view.lines[1]]
        out.extend(legend_lines(view, self.layout, self.columns, self.chars, self.hold, self.names))
        return out

    def show(self, view):
        """Update the labels whose text changed. Returns True if anything changed."""
        changed = 0  # bit 0: the status line, bit 1: the lines under it
        texts = self.lines(view)
        for i in range(ROWS):
            t = texts[i] if i < len(texts) else ""
            t = t[: self.chars] or " "
            if t != self.texts[i]:
                self.texts[i] = t
                changed |= 1 if i == 0 else 2
        # Lines padded to the full width: a label keeps its bitmap while the text's size
        # stays the same, so the heap sees one allocation per label, not one per change
        # (which on a board fragments it until a larger bitmap no longer fits).
        w = self.chars
        if changed & 1:
            self.labels[0].text = pad(self.texts[0], w)
        if changed & 2:
            self.labels[1].text = "\n".join([pad(t, w) for t in self.texts[1:]])
        return self._pictures(view) or bool(changed)

    # ---- pictures ---------------------------------------------------------------------------

    def _pictures(self, view):
        return self._panel(view) if self.tall else False

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
            for x in range(left, left + bw):
                for y in range(top, h):
                    edge = x in (left, left + bw - 1) or y in (top, h - 1)
                    if marked or edge:
                        bm[x, y] = 1 + i

    def _panel(self, view):
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
        self.bar_grid.y = TEXT_HEIGHT + 12
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
                lb.anchored_position = (i * slot + slot // 2, TEXT_HEIGHT)
                lb.hidden = False
        elif view.table:
            self._table(view.table)
        elif view.big:
            self.big.text = view.big
            if view.chart:
                self._bars([(v, c, True) for v, c in view.chart], 40, self.width, h)
        else:
            self._chips(view)
        self.bar_grid.hidden = not (view.bars or view.chart or view.table)
        return True

    def _table(self, table):
        """Each seat a column: a stripe in its colour, its zoo rows under it as chips in
        the animals' colours with their counts (left to right, top down)."""
        col_w = self.width // max(1, len(table))
        bm = self.bar_bitmap
        self.bar_grid.y = TEXT_HEIGHT + 2
        k = 0
        for i in range(len(table)):
            colour, rows = table[i]
            self.bar_palette[1 + i] = colour
            for x in range(i * col_w + 2, (i + 1) * col_w - 2):
                for y in range(3):
                    bm[x, y] = 1 + i
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
                lb.anchored_position = (i * col_w + col_w // 2, TEXT_HEIGHT + 8 + r * 18)
                lb.hidden = False

    def _chips(self, view):
        """The choices as chips in their colours, the highlighted one framed by > <."""
        opts = [i for i in range(keys.SLOTS) if view.slots[i] is not None]
        slot_w = self.width // CHIPS
        for k in range(min(len(opts), len(self.extra))):
            label, colour = view.slots[opts[k]]
            lb = self.extra[k]
            lb.text = (">%s<" if opts[k] == view.cursor else " %s ") % label
            lb.background_color = colour
            light = (colour >> 16) + ((colour >> 8) & 0xFF) + (colour & 0xFF) > 0x180
            lb.color = 0x000000 if light else 0xFFFFFF
            row, col = divmod(k, CHIPS)
            lb.anchored_position = (col * slot_w + slot_w // 2, TEXT_HEIGHT + 4 + row * 20)
            lb.hidden = False
