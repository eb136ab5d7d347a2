# SPDX-License-Identifier: MIT
"""Boards without soft keys (three buttons, the Pico's six, the PyBadge's eight): OK takes
the highlighted choice, the arrows narrow the choice to the side of it, or take the one
choice there (any of n choices is at most 1 + log2(n) presses away, where
a walk of the highlight took n/4). Its own module: a board with a key per choice (the
MacroPad) never loads this code."""

from zootally.ui import keys


def sides(view):
    """The choices before the highlighted one and after it, among those still in play
    (view.lo to view.hi): what each arrow narrows to (narrow)."""
    opts = view.options()
    hi = view.hi if view.hi >= 0 else len(opts)
    lo = view.lo
    if view.cursor in opts and lo <= opts.index(view.cursor) < hi:
        i = opts.index(view.cursor)
    else:
        i = (lo + hi) // 2
    return opts[lo:i], opts[i + 1 : hi]


def arrows(view, before, after):
    """What each arrow narrows to, given the sides of the highlight (sides()): PREV and
    NEXT to their side. On a board with four arrows (view.far) PREV and NEXT take the
    choice next to the highlight, FAR_PREV and FAR_NEXT narrow to the rest of their side:
    up to five, as many as the next press tells apart (OK and four arrows); a side of more
    than six gives its near arrow the choices beyond five. Halves narrowed to two or
    three where that press could tell five apart (ZooStock's example: 12 presses more)."""
    if not view.far:
        return ((keys.PREV, before), (keys.NEXT, after))
    b = len(before) - max(1, len(before) - 5)  # where the near arrow's choices start
    a = max(1, len(after) - 5)  # where the far arrow's start
    return (
        (keys.FAR_PREV, before[:b]),
        (keys.PREV, before[b:]),
        (keys.NEXT, after[:a]),
        (keys.FAR_NEXT, after[a:]),
    )


def narrow(v, key):
    """An arrow: narrow the choice to the choices it gives (arrows()), the highlight to
    their middle (or next to it); or take the one choice there. Returns that choice's slot
    (the shell takes it as its key), or -1 where the choice was narrowed (or none is)."""
    before, after = sides(v)
    back = key == keys.PREV or key == keys.FAR_PREV
    side = before if back else after  # a far arrow with nothing there: the near one's
    for k, group in arrows(v, before, after):
        if k == key and group:
            side = group
    if len(side) == 1:
        return side[0]
    if not side:
        v.flash = "no choice before this" if back else "no choice after this"
        return -1
    opts = v.options()
    v.lo = opts.index(side[0])
    v.hi = v.lo + len(side)
    i = len(side) // 2
    if not v.far and (len(side) == 5 or len(side) == 9):
        # Two arrows and OK tell three choices apart in a press: five and nine take the
        # fewest presses split with a side of three (1|3, 3|5), one before the middle.
        i -= 1
    v.cursor = side[i]
    return -1


def cursor_legend(view, layout, hold, width, names=None):
    """Buttons named A, B, C... in board order (or by the board's own names). The first
    line: the arrows with the choices they narrow to and OK with the highlighted choice
    (A:1..4 B:5 C:6..10; four arrows: ^1..3 <4 A:5 >6 v7..8; the parts of a long list,
    each up to its last choice: A..G3 B:G4 C..ZOO); the second: the
    other keys and what held keys do ("A+"). It cuts nothing (tests/test_no_cut.py checks
    every board's lines fit): where the arrows' choices leave OK no room, OK's goes first
    on the second line."""
    short = {
        keys.UNDO: "UND",
        keys.MENU: "MNU",
        keys.BACK: "BCK",
    }
    opt = view.slots[view.cursor] if 0 <= view.cursor < keys.SLOTS else None
    before, after = sides(view)
    groups = arrows(view, before, after)
    # Where both ends do not fit, the first and "..": the far halves' (keys from FAR_PREV
    # on), then every arrow's; then OK's goes first on the second line; last, a part of a
    # list (ui/ranges.py: ..G3, up to G3) is named by its last choice alone. A loop, not a
    # comprehension: no frame more under render.
    for cut in (0xFF, keys.FAR_PREV, 0, -1, -2):
        ok = _entry(layout, names, keys.OK, _part(opt[0], cut > -2) if opt else "-")
        first = []
        for k, g in groups:
            first.append(_entry(layout, names, k, _span(view, g, k < cut, cut > -2)))
        if cut >= 0:
            first.insert(len(first) // 2, ok)
        if len(" ".join(e for e in first if e)) <= width:
            break
    second = [] if cut >= 0 else [ok]
    done = [keys.OK] + [k for k, _ in groups]
    for lg in layout:
        if lg not in done:
            done.append(lg)
            what = view.back_label if lg == keys.BACK else short.get(lg, "?")
            second.append(_entry(layout, names, lg, what))
    for i in range(len(layout)):
        if i in hold:
            what = view.back_label if hold[i] == keys.BACK else short.get(hold[i], "?")
            second.append("%s+:%s" % (button_name(names, i), what))
    return [" ".join(e for e in first if e), " ".join(e for e in second if e)]


def button_name(names, j):
    """What the legend calls the board's j-th button: its name on the board, or A, B, C
    in board order ('' for a button the board leaves unnamed, the twin of another)."""
    return names[j] if names else "ABCDEFGH"[j]


def _entry(layout, names, logical, what):
    """'A:what' for the button that gives this logical key ('' for none): its name on the
    board (a board names one of two buttons that do the same, the other ''), or A, B, C
    in board order."""
    for j in range(len(layout)):
        if layout[j] == logical:
            name = button_name(names, j)
            if name:
                # A key named by a sign (the D-pad's < ^ > v) needs no colon after it, nor
                # a part of a list (A..G3: up to G3).
                colon = name[0].isupper() and what[:2] != ".."
                return "%s%s%s" % (name, ":" if colon else "", what)
    return ""


def _span(view, side, ends=True, dots=True):
    """The choices on one side of the highlighted one, as few characters: 1..4 (or 1..),
    G, -; `dots`: a part of a list as its label says it (..G3), else as G3 (_part)."""
    if not side:
        return "-"
    if len(side) == 1:
        return _part(view.slots[side[0]][0], dots)
    return view.slots[side[0]][0] + ".." + (view.slots[side[-1]][0] if ends else "")


def _part(label, dots):
    """A choice's label; a part of a list (..G3: up to G3, ui/ranges.py) as its last
    choice alone (G3) where the line has no room for the dots (not `dots`)."""
    return label if dots or label[:2] != ".." else label[2:]
