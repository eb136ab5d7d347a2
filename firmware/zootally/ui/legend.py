# SPDX-License-Identifier: MIT
"""The key legend: what each physical key does now, laid out like the keys themselves.

A board declares its keys as a list of logical keys in reading order and how many columns
they stand in; the legend puts two rows of keys on a line, "|" between them, so a 3x4
MacroPad reads "G H B|R T E" over "LCK ZOO .|. . UND" (a dot: a dark key). The highlighted
choice (the encoder's) is marked with ">" in place of the space before it. Six keys of
three letters do not fit a line of 21: a dark key's dot goes first, then a player's name
(Xavier: "Xav" on the screen) shows its first two letters on its key ("Xa")."""

from zootally.ui import keys
from zootally.ui.view import seat_labels


def key_label(view, logical):
    if 0 <= logical < keys.SLOTS:
        opt = view.slots[logical]
        return opt[0] if opt else "."
    if logical == keys.UNDO:
        return "UND" if view.undo else "."
    return keys.NAMES.get(logical, ".")


def _line(view, chunk, columns, labels=None):
    """A legend line: two rows of keys, "|" between them, ">" before the highlighted;
    `labels`: the keys' (default: as they are, key_label)."""
    text = ""
    for i in range(len(chunk)):
        if i == 0:
            sep = ""
        elif i % columns == 0:
            sep = "|"
        else:
            sep = " "
        if chunk[i] == view.cursor and 0 <= chunk[i] < keys.SLOTS:
            sep = ">"
        text += sep + (labels[i] if labels is not None else key_label(view, chunk[i]))
    return text


def _names_shortened(view, chunk, columns, width):
    """A line still too long: players' names (a seat's, or the names screen's roster) cut
    to two letters, from the first, until it fits; never to two another name may show."""
    named = view.names or seat_labels
    labels = []
    for lg in chunk:
        labels.append(key_label(view, lg))
    text = _line(view, chunk, columns, labels)
    for i in range(len(chunk)):
        if len(text) <= width:
            break
        if len(labels[i]) > 2 and labels[i] in named:
            # Its first two letters, or where another name begins so too (Chr, Chi: told
            # apart by their third, core/names.labels) its first and third (Cr, Ci).
            was = labels[i]
            for two in (was[:2], was[0] + was[2]):
                low = two.lower()
                if not [
                    n
                    for n in named
                    if n != was and low in (n[:2].lower(), (n[:1] + n[2:3]).lower())
                ]:
                    labels[i] = two
                    break
            text = _line(view, chunk, columns, labels)
    return text


def legend_lines(view, layout, columns, width=21, hold=None, names=None):
    """Lines of the legend for a board whose physical keys map to `layout` (logical keys in
    reading order, `columns` to a row). A board with no soft keys (three buttons) gets its
    arrows with the choices on their side, OK with the highlighted one, and what its keys do
    when held (`hold`): ui/narrow.py."""
    if not [lg for lg in layout if 0 <= lg < keys.SLOTS]:
        from zootally.ui.narrow import cursor_legend  # loaded by such a board only

        return cursor_legend(view, layout, hold or {}, width, names)
    out = []
    per_line = 2 * columns
    for start in range(0, len(layout), per_line):
        chunk = layout[start : start + per_line]
        text = _line(view, chunk, columns)
        if len(text) > width:
            # Six three-letter labels and a highlight do not fit 21 characters: a dark
            # key's dot goes (two spaces mark its place), never a space between words.
            text = text.replace(" . ", "  ").replace(" .|", " |").replace("|. ", "| ")
            text = text[:-2] if text.endswith(" .") else text
        if len(text) > width:  # then players' names, two letters (a named game only)
            text = _names_shortened(view, chunk, columns, width)
        out.append(text)
    # A highlighted choice with no key of its own (a 12th soft key on the MacroPad) is
    # taken by OK (the encoder's push): say so after the last key.
    c = view.cursor
    if out and 0 <= c < keys.SLOTS and c not in layout and view.slots[c]:
        extra = ">" + view.slots[c][0]
        if len(out[-1]) + len(extra) <= width:
            out[-1] += extra
    return out
