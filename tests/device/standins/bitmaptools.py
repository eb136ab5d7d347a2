# SPDX-License-Identifier: MIT
# Stand-in for `bitmaptools` (device model): C on a board; pixels are not kept here.
# These Python functions add one frame under each label's drawing that the board does not
# have, so the Python stack measured with them is an upper bound (by one small frame).


def blit(dest, source, x, y, **kw):
    pass


def replace_color(dest, old, new):
    pass


def fill_region(dest, x1, y1, x2, y2, value):
    pass
