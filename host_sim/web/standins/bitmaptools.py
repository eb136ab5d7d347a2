# SPDX-License-Identifier: MIT
# `bitmaptools` for the web page: the copies the firmware makes of the font's glyphs (C on a
# board), on displayio.Bitmap's pixels.


def blit(
    dest, source, x, y, x1=0, y1=0, x2=None, y2=None, skip_source_index=None, skip_dest_index=None
):
    x2 = source.width if x2 is None else x2
    y2 = source.height if y2 is None else y2
    for sy in range(y1, y2):
        dy = y + sy - y1
        if not 0 <= dy < dest.height:
            continue
        for sx in range(x1, x2):
            dx = x + sx - x1
            if not 0 <= dx < dest.width:
                continue
            v = source.data[sy * source.width + sx]
            if v == skip_source_index:
                continue
            i = dy * dest.width + dx
            if dest.data[i] == skip_dest_index:
                continue
            dest.data[i] = v
    dest.version += 1


def fill_region(dest, x1, y1, x2, y2, value):
    for y in range(max(0, y1), min(dest.height, y2)):
        for x in range(max(0, x1), min(dest.width, x2)):
            dest.data[y * dest.width + x] = value
    dest.version += 1


def replace_color(dest, old, new):
    d = dest.data
    for i in range(len(d)):
        if d[i] == old:
            d[i] = new
    dest.version += 1
