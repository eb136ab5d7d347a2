# SPDX-License-Identifier: MIT
# `displayio` for the web page: the firmware's groups, tile grids and bitmaps, drawn into a
# frame of pixels at each refresh() for the page's canvas (host_sim/web/page.js). Only what
# the firmware and its board files use; the simulator (Blinka's displayio) is the reference
# the page is tested against, pixel for pixel (tests/test_web.py).


class Bitmap:
    def __init__(self, width, height, value_count):
        self.width = width
        self.height = height
        self.value_count = value_count
        self.data = bytearray(width * height)  # a value a pixel (the firmware's: < 256)
        self.version = 0  # counts changes: a tile grid's rows drawn of it are kept till then

    def __setitem__(self, xy, value):
        self.data[xy[1] * self.width + xy[0]] = value
        self.version += 1

    def __getitem__(self, xy):
        return self.data[xy[1] * self.width + xy[0]]

    def fill(self, value):
        self.data[:] = bytes([value]) * len(self.data)
        self.version += 1


class Palette:
    def __init__(self, count, dither=False):
        self._colours = [0] * count
        self._clear = 0  # a bit per transparent colour

    def __len__(self):
        return len(self._colours)

    def __setitem__(self, i, colour):
        self._colours[i] = colour

    def __getitem__(self, i):
        return self._colours[i]

    def make_transparent(self, i):
        self._clear |= 1 << i

    def make_opaque(self, i):
        self._clear &= ~(1 << i)

    def is_transparent(self, i):
        return bool(self._clear & (1 << i))


class TileGrid:
    def __init__(
        self,
        bitmap,
        pixel_shader=None,
        x=0,
        y=0,
        width=1,
        height=1,
        tile_width=None,
        tile_height=None,
        default_tile=0,
    ):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.tile_width = tile_width or bitmap.width
        self.tile_height = tile_height or bitmap.height
        self.hidden = False
        self._tiles = bytearray(bytes([default_tile]) * (width * height))
        self._made_for = None
        self._rows = {}

    def __setitem__(self, xy, tile):
        self._tiles[xy[1] * self.width + xy[0]] = tile

    def __getitem__(self, xy):
        return self._tiles[xy[1] * self.width + xy[0]]

    def draw(self, frame, ox, oy, scale):
        bm = self.bitmap
        shader = self.pixel_shader
        inks = [frame.ink(shader, v) for v in range(max(bm.value_count, 2))]
        if scale != 1 or -1 in inks:
            self._draw_each_pixel(frame, ox, oy, scale, inks)
            return
        # A tile's rows as the frame's bytes, made once (the text's glyphs: a key changes a
        # few), then copied a row at a time: a screen drawn whole in a few milliseconds.
        key = (bm.version, tuple(inks))
        if self._made_for != key:
            self._made_for = key
            self._rows = {}
        made = self._rows
        tw = self.tile_width
        th = self.tile_height
        per_row = bm.width // tw
        data = bm.data
        fw = frame.width
        fh = frame.height
        pixels = frame.pixels
        x0 = ox + self.x
        y0 = oy + self.y
        for ty in range(self.height):
            for tx in range(self.width):
                t = self._tiles[ty * self.width + tx]
                rows = made.get(t)
                if rows is None:
                    sx = (t % per_row) * tw
                    sy = (t // per_row) * th
                    rows = made[t] = [
                        bytes([inks[v] for v in data[(sy + y) * bm.width + sx :][:tw]])
                        for y in range(th)
                    ]
                px = x0 + tx * tw
                lo = max(0, -px)
                hi = min(tw, fw - px)
                if lo >= hi:
                    continue
                for y in range(th):
                    py = y0 + ty * th + y
                    if 0 <= py < fh:
                        i = py * fw + px
                        row = rows[y]
                        pixels[i + lo : i + hi] = row if lo == 0 and hi == tw else row[lo:hi]

    def _draw_each_pixel(self, frame, ox, oy, scale, inks):
        bm = self.bitmap
        data = bm.data
        bw = bm.width
        tw = self.tile_width
        th = self.tile_height
        per_row = bw // tw
        x0 = ox + self.x * scale
        y0 = oy + self.y * scale
        for ty in range(self.height):
            for tx in range(self.width):
                t = self._tiles[ty * self.width + tx]
                sx = (t % per_row) * tw
                sy = (t // per_row) * th
                for y in range(th):
                    row = (sy + y) * bw + sx
                    py = y0 + (ty * th + y) * scale
                    for x in range(tw):
                        ink = inks[data[row + x]]
                        if ink >= 0:
                            frame.put(x0 + (tx * tw + x) * scale, py, scale, ink)


class Group:
    def __init__(self, scale=1, x=0, y=0):
        self._items = []
        self.scale = scale
        self.x = x
        self.y = y
        self.hidden = False

    def append(self, item):
        self._items.append(item)

    def insert(self, i, item):
        self._items.insert(i, item)

    def remove(self, item):
        self._items.remove(item)

    def pop(self, i=-1):
        return self._items.pop(i)

    def index(self, item):
        return self._items.index(item)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        return self._items[i]

    def draw(self, frame, ox, oy, scale):
        ox += self.x * scale
        oy += self.y * scale
        scale *= self.scale
        for item in self._items:
            if not item.hidden:
                item.draw(frame, ox, oy, scale)


class Frame:
    """The display's pixels: an index a pixel into `colours` (0x RRGGBB), black first."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.pixels = bytearray(width * height)
        self.colours = [0]

    def ink(self, shader, value):
        """The index of a value's colour through a palette, -1 where it is transparent."""
        if shader is None:
            colour = 0xFFFFFF if value else 0
        elif shader.is_transparent(value) if value < len(shader) else True:
            return -1
        else:
            colour = shader[value]
        if colour not in self.colours:
            self.colours.append(colour)
        return self.colours.index(colour)

    def put(self, x, y, scale, ink):
        w = self.width
        p = self.pixels
        for dy in range(scale):
            if 0 <= y + dy < self.height:
                i = (y + dy) * w
                for dx in range(scale):
                    if 0 <= x + dx < w:
                        p[i + x + dx] = ink


made = []  # every display made, in order (the board's own first)


class Display:
    """A board's display: takes a root group; refresh() draws it into `frame`."""

    def __init__(self, width=128, height=64):
        self.width = width
        self.height = height
        self.root_group = None
        self.auto_refresh = True
        self.refreshes = 0
        self.frame = Frame(width, height)
        made.append(self)

    def refresh(self, **kw):
        f = self.frame
        f.pixels[:] = bytes(len(f.pixels))
        if self.root_group is not None and not self.root_group.hidden:
            self.root_group.draw(f, 0, 0, 1)
        self.refreshes += 1
        return True


def release_displays():
    pass
