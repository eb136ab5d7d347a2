# SPDX-License-Identifier: MIT
"""The key legend: what each physical key does now, laid out like the keys themselves.

A board declares its keys as a list of logical keys in reading order and how many columns
they stand in; the legend puts two rows of keys on a line, "|" between them, so a 3x4
MacroPad reads "G H B|R T E" over "LCK ZOO .|. . UND" (a dot: a dark key). The highlighted
choice (the encoder's) is marked with ">" in place of the space before it."""

from zootally.ui import keys


def key_label(view, logical):
    if 0 <= logical < keys.SLOTS:
        opt = view.slots[logical]
        return opt[0] if opt else "."
    if logical == keys.UNDO:
        return "UND" if view.undo else "."
    return keys.NAMES.get(logical, ".")


def legend_lines(view, layout, columns, width=21, hold=None, names=None):
    """Lines of the legend for a board whose physical keys map to `layout` (logical keys in
    reading order, `columns` to a row). A board with no soft keys (three buttons) gets the
    highlighted choice between its arrows, and what its keys do when held (`hold`)."""
    if not [lg for lg in layout if 0 <= lg < keys.SLOTS]:
        return cursor_legend(view, layout, hold or {}, width, names)
    out = []
    per_line = 2 * columns
    for start in range(0, len(layout), per_line):
        chunk = layout[start : start + per_line]
        text = ""
        for i in range(len(chunk)):
            lg = chunk[i]
            if i == 0:
                sep = ""
            elif i % columns == 0:
                sep = "|"
            else:
                sep = " "
            if lg == view.cursor and 0 <= lg < keys.SLOTS:
                sep = ">"
            text += sep + key_label(view, lg)
        if len(text) > width:
            text = text.replace(" ", "")
        out.append(text[:width])
    # A highlighted choice with no key of its own (a 12th soft key on the MacroPad) is
    # taken by OK (the encoder's push): say so after the last key.
    c = view.cursor
    if out and 0 <= c < keys.SLOTS and c not in layout and view.slots[c]:
        extra = ">" + view.slots[c][0]
        if len(out[-1]) + len(extra) <= width:
            out[-1] += extra
    return out


def cursor_legend(view, layout, hold, width, names=None):
    """Buttons named A, B, C... in board order (or by the board's own names). The first
    line: the arrows with the choices on their side and OK with the highlighted choice
    (A:1..4 B:5 C:6..10: View.sides); the second: the other keys and
    what held keys do ("A+"). Buttons that do the same share an entry ("LU:1..4")."""
    short = {
        keys.UNDO: "UND",
        keys.MENU: "MNU",
        keys.BACK: "BCK",
    }
    opt = view.slots[view.cursor] if 0 <= view.cursor < keys.SLOTS else None
    before, after = view.sides()
    for ends in (True, False):  # where both ends do not fit, the first and ".."
        first = [
            _entry(layout, names, keys.PREV, _span(view, before, ends)),
            _entry(layout, names, keys.OK, opt[0] if opt else "-"),
            _entry(layout, names, keys.NEXT, _span(view, after, ends)),
        ]
        if len(" ".join(e for e in first if e)) <= width:
            break
    second = []
    done = [keys.PREV, keys.OK, keys.NEXT]
    for lg in layout:
        if lg not in done:
            done.append(lg)
            what = view.back_label if lg == keys.BACK else short.get(lg, "?")
            second.append(_entry(layout, names, lg, what))
    for i in range(len(layout)):
        if i in hold:
            what = view.back_label if hold[i] == keys.BACK else short.get(hold[i], "?")
            second.append("%s+:%s" % ("ABCDEFGH"[i], what))
    return [" ".join(e for e in first if e)[:width], " ".join(e for e in second if e)[:width]]


def _entry(layout, names, logical, what):
    """'A:what' for the buttons that give this logical key ('' for none); buttons of one
    letter that do the same share it: LU:1..4 (the PyBadge's LEFT and UP)."""
    buttons = [
        (names[j] if names else "ABCDEFGH"[j]) for j in range(len(layout)) if layout[j] == logical
    ]
    if not buttons:
        return ""
    return "%s:%s" % (("" if max(len(b) for b in buttons) == 1 else "/").join(buttons), what)


def _span(view, side, ends=True):
    """The choices on one side of the highlighted one, as few characters: 1..4 (or 1..),
    G, -."""
    if not side:
        return "-"
    if len(side) == 1:
        return view.slots[side[0]][0]
    return view.slots[side[0]][0] + ".." + (view.slots[side[-1]][0] if ends else "")
