# SPDX-License-Identifier: MIT
# Stand-in for `displayio` (device model). A Bitmap takes the heap the real one takes
# (rows of 32-bit words); pixels are not kept. Groups and TileGrids hold what the firmware
# reads back.


class Bitmap:
    def __init__(self, width, height, value_count):
        bits = 1
        while (1 << bits) < value_count:
            bits *= 2
        self.width = width
        self.height = height
        self._data = bytearray(((width * bits + 31) // 32) * 4 * height)

    def __setitem__(self, xy, value):
        pass

    def __getitem__(self, xy):
        return 0

    def fill(self, value):
        pass


class Palette:
    def __init__(self, count, dither=False):
        self._colours = [0] * count
        self._clear = 0  # bit per transparent colour

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
    def __init__(self, bitmap, pixel_shader=None, x=0, y=0, width=1, height=1, **kw):
        self.bitmap = bitmap
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.hidden = False
        self.transpose_xy = False
        self.flip_x = False
        self.flip_y = False
        # The tile indexes, a byte each, as the C type keeps them in the heap.
        self._tiles = bytearray(width * height)
        for i in range(width * height):
            self._tiles[i] = kw.get("default_tile", 0)

    def __setitem__(self, xy, tile):
        self._tiles[xy[1] * self.width + xy[0]] = tile

    def __getitem__(self, xy):
        return self._tiles[xy[1] * self.width + xy[0]]


class Group:
    # Fields under private names and read through properties, as the C type keeps them: a
    # subclass's own properties (a library's) are not called by this __init__.
    def __init__(self, scale=1, x=0, y=0):
        self._items = []
        self._g = [scale, x, y, False]

    @property
    def scale(self):
        return self._g[0]

    @scale.setter
    def scale(self, v):
        self._g[0] = v

    @property
    def x(self):
        return self._g[1]

    @x.setter
    def x(self, v):
        self._g[1] = v

    @property
    def y(self):
        return self._g[2]

    @y.setter
    def y(self, v):
        self._g[2] = v

    @property
    def hidden(self):
        return self._g[3]

    @hidden.setter
    def hidden(self, v):
        self._g[3] = v

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


made = []  # every display made, in order (the board's own first)


class Display:
    """What a board file's make_display() returns: takes a root group, refreshes."""

    def __init__(self, width=128, height=64):
        self.width = width
        self.height = height
        self.root_group = None
        made.append(self)  # for the runner: what a start's check showed, and where
        self.auto_refresh = True  # as a board's built-in display starts
        self.refreshes = 0

    def refresh(self, **kw):
        self.refreshes += 1
        return True


def release_displays():
    pass
