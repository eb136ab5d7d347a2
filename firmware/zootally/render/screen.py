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

from zootally.ui.legend import legend_lines

ROWS = 5  # 64 px: five 12-13 px lines of terminalio text
TEXT_HEIGHT = 64


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
        self.panel = None  # the pictures under the text, where the screen has room
        if self.tall:
            from zootally.render.panel import Panel  # only a tall screen loads its code

            self.panel = Panel(group, width, height, colour)
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
        return self.panel.show(view) if self.panel is not None else False
