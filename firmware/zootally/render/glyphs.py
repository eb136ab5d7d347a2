# SPDX-License-Identifier: MIT
"""The glyph sheets the screen's text is drawn from: the built-in font's printable glyphs
copied once into a bitmap of tiles (a character is one tile index of a TileGrid, drawn by
displayio in C), and scaled for a large screen (render/screen.py; a tall screen's panel
makes its own of the font's size: render/panel.py)."""

import bitmaptools
import displayio

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
