# SPDX-License-Identifier: MIT
# Stand-in for `terminalio` (device model): the built-in 6x12 font's metrics and glyphs.
import displayio


class _Glyph:
    def __init__(self, bitmap, index):
        self.bitmap = bitmap
        self.tile_index = index
        self.width = 6
        self.height = 12
        self.dx = 0
        self.dy = 0
        self.shift_x = 6
        self.shift_y = 0


class _BuiltinFont:
    def __init__(self):
        # On a board the font is in flash: a zero-sized bitmap here costs no heap either.
        self.bitmap = displayio.Bitmap(0, 0, 2)

    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, codepoint):
        if codepoint < 0x20 or codepoint > 0x7E:
            return None
        return _Glyph(self.bitmap, codepoint - 0x20)


FONT = _BuiltinFont()
