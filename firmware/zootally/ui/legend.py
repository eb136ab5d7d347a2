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
    """Buttons named A, B, C... in board order (or by the board's own names): the arrows and
    OK (showing the highlighted choice) on the first line, the other keys and what held keys
    do ("A+") on the second. Buttons that do the same share an entry ("L/U:<")."""
    short = {
        keys.UNDO: "UND",
        keys.MENU: "MNU",
        keys.BACK: "BCK",
        keys.PREV: "<",
        keys.NEXT: ">",
        keys.JUMP_PREV: "<<",
        keys.JUMP_NEXT: ">>",
    }
    opt = view.slots[view.cursor] if 0 <= view.cursor < keys.SLOTS else None
    first = []
    second = []
    done = []
    for i in range(len(layout)):
        lg = layout[i]
        if lg in done:
            continue
        done.append(lg)
        who = "/".join(
            (names[j] if names else "ABCDEFGH"[j]) for j in range(len(layout)) if layout[j] == lg
        )
        if lg == keys.OK:
            first.append("%s:%s" % (who, opt[0] if opt else "-"))
        elif lg == keys.PREV or lg == keys.JUMP_PREV:
            # A pair of arrows in one entry, the way they go: <L R> and <<U D>>.
            ahead = keys.NEXT if lg == keys.PREV else keys.JUMP_NEXT
            fwd = "/".join(
                (names[j] if names else "ABCDEFGH"[j])
                for j in range(len(layout))
                if layout[j] == ahead
            )
            if fwd:
                done.append(ahead)
                first.append("%s%s %s%s" % (short[lg], who, fwd, short[ahead]))
            else:
                first.append("%s:%s" % (who, short[lg]))
        elif lg == keys.NEXT or lg == keys.JUMP_NEXT:
            if (keys.PREV if lg == keys.NEXT else keys.JUMP_PREV) not in layout:
                first.append("%s:%s" % (who, short[lg]))  # else shown with it, as a pair
        else:
            second.append("%s:%s" % (who, short.get(lg, "?")))
    for i in range(len(layout)):
        if i in hold:
            second.append("%s+:%s" % ("ABCDEFGH"[i], short.get(hold[i], "?")))
    return [" ".join(first)[:width], " ".join(second)[:width]]
