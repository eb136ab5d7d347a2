# SPDX-License-Identifier: MIT
# `terminalio` for the web page: CircuitPython's built-in 6x12 font, its printable glyphs in
# one sheet as a board keeps them. font.bin (tools/web builds it from the font the simulator
# draws with, Blinka's) is twelve bytes a glyph, a row a byte, the leftmost pixel the top bit.
import displayio

W = 6
H = 12
FIRST = 0x20
COUNT = 0x7F - FIRST


class _Glyph:
    def __init__(self, bitmap, index):
        self.bitmap = bitmap
        self.tile_index = index
        self.width = W
        self.height = H
        self.dx = 0
        self.dy = 0
        self.shift_x = W
        self.shift_y = 0


class _BuiltinFont:
    def __init__(self):
        self.bitmap = sheet = displayio.Bitmap(W * COUNT, H, 2)
        with open("/font.bin", "rb") as f:
            rows = f.read(COUNT * H)
        for i in range(COUNT):
            for y in range(H):
                bits = rows[i * H + y]
                for x in range(W):
                    if bits & (0x80 >> x):
                        sheet[i * W + x, y] = 1

    def get_bounding_box(self):
        return (W, H)

    def get_glyph(self, codepoint):
        if codepoint < FIRST or codepoint >= FIRST + COUNT:
            return None
        return _Glyph(self.bitmap, codepoint - FIRST)


FONT = _BuiltinFont()
