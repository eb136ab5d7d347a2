# SPDX-License-Identifier: MIT
"""The screen's parts, made once at the device's start (render/screen.py draws on them): the
font's glyph sheet at the text's size, the status line's rule, the lines' three TileGrids,
the panel on a tall screen. Loaded for the start and forgotten after it with the
glyph sheets' code (render/glyphs.py: zootally/start.py), so that a game's heap does not
carry code that ran once."""

import displayio
import terminalio

from zootally.render.glyphs import glyph_sheet, scaled_sheet

TEXT_HEIGHT = 64
WIDE = 21  # characters a screen's line holds at most (ui/view.py's fit)
# The lines' TileGrids, (first line, lines): the status line; then a pair of lines each
# (render/screen.py puts line i in grid (i + 1) // 2).
GRID_ROWS = ((0, 1), (1, 2), (3, 2))


def text_scale(width, height, glyph_w):
    """How many times the font's size the text is drawn: the most at which a line of WIDE
    characters and the five lines fit (scaled_sheet's glyphs are (glyph_w - 1) * s + 1
    wide: the space between letters stays one pixel)."""
    s = 1
    while WIDE * ((glyph_w - 1) * (s + 1) + 1) <= width and TEXT_HEIGHT * (s + 1) <= height:
        s += 1
    return s


def screen_parts(screen, display, width, height, colour):
    """Make the screen's parts and show them on the display: screen.chars (a line's
    characters), screen.grids (the status line's TileGrid, then one a pair of lines under
    it: GRID_ROWS), screen.panel
    (a tall screen's pictures, else None); and where its lines are, for the host's tools:
    screen.scale (the text's size, in times the font's), screen.tile_w (a character's
    width in pixels), screen.line_y (each line's top)."""
    rows = len(screen.texts)  # five: the status line, four under it
    font = terminalio.FONT
    font_w, font_h = font.get_bounding_box()[:2]  # 6 x 12
    sheet = glyph_sheet(font)
    s = text_scale(width, height, font_w)
    glyph_w, glyph_h = (font_w - 1) * s + 1, font_h * s
    screen.chars = width // glyph_w
    screen.scale = s
    screen.tile_w = glyph_w
    text_height = TEXT_HEIGHT * s
    tall = height >= text_height + TEXT_HEIGHT
    tags = None
    if tall:  # only a tall screen loads the panel's code
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
    group.append(displayio.TileGrid(rule, pixel_shader=palette, x=0, y=glyph_h - s))
    # The status line sits on top (the font's top rows are blank), and the four lines at
    # the bottom of the text, a glyph's height apart; the spare pixels go below the rule.
    # So each pair of lines fills whole pages of 8 rows (16-39, 40-63 on the MacroPad): a
    # monochrome OLED is sent whole pages, and a TileGrid a pair sends only the pages of
    # the pair that changed, no page twice.
    screen.line_y = [text_height - (rows - i) * glyph_h if i else -2 * s for i in range(rows)]
    screen.grids = []
    for first, n in GRID_ROWS:
        grid = displayio.TileGrid(
            sheet,
            pixel_shader=palette,
            width=screen.chars,
            height=n,
            tile_width=glyph_w,
            tile_height=glyph_h,
            default_tile=0,  # the space
            x=0,
            y=screen.line_y[first],
        )
        group.append(grid)
        screen.grids.append(grid)
    if tall:
        screen.panel = Panel(group, width, height, colour, text_height, s, tags, font_w, font_h)
    display.root_group = group
    # One refresh a key, after the whole screen is set (App.draw), never a half-drawn
    # one: a display that refreshes itself (60 times a second by default) would also
    # draw in the middle of a key, and slow it. A display without the setting
    # refreshes itself: nothing to do there.
    if hasattr(display, "auto_refresh"):
        display.auto_refresh = False
