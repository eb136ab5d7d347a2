# SPDX-License-Identifier: MIT
"""What settings.toml had that the device could not use (SC_PROBLEMS, ui/view.py), said as
it starts: every problem (core/settings.py's warnings: a name refused and why, a value out
of range, an unknown key), two lines a page, until the table has read them (OK). Then the
screen the start had chosen, with what it had to say (ui/boot.py: shell.problems). Loaded
only while it shows (Shell._owner)."""

from zootally.games.common import const
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import OK_COLOUR, WHITE

_MORE = const(0)  # the next page (after the last, the first)
_OK = const(1)  # read: go on
_WIDE = const(21)


def lines(found):
    """The problems as screen lines: each on its own, a long one on as many as it needs,
    broken at spaces (a word longer than a line, where it must)."""
    out = []
    for text in found:
        line = ""
        for word in text.split(" "):
            while len(word) > _WIDE:  # a name with no space: as much as fits
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:_WIDE])
                word = word[_WIDE:]
            if line and len(line) + 1 + len(word) > _WIDE:
                out.append(line)
                line = word
            else:
                line = line + " " + word if line else word
        out.append(line)
    return out


def key(shell, a):
    if a == _MORE:
        shell.problems_page += 1
        if 2 * shell.problems_page >= len(lines(shell.problems[2])):
            shell.problems_page = 0
    else:
        back(shell)


def back(shell):
    """Read: the start's own screen, and what it said."""
    shell.screen, shell.view.flash = shell.problems[0], shell.problems[1]
    shell.problems = None


def undo(shell):
    shell.view.flash = "nothing to undo"


def fill(shell, v):
    v.undo = False
    shown = lines(shell.problems[2])
    first = 2 * shell.problems_page
    v.status = "In settings.toml:"
    if len(shown) > 2:
        pages = (len(shown) + 1) // 2
        v.status = "settings.toml, %d/%d" % (shell.problems_page + 1, pages)
        v.set(0, "MOR", WHITE, _MORE)
    v.lines[0] = shown[first]
    v.lines[1] = shown[first + 1] if first + 1 < len(shown) else ""
    v.set(S_OK, "OK", OK_COLOUR, _OK)
    v.set(S_BACK, "BCK", WHITE, _OK)
    v.cursor = S_OK  # the encoder's push (a three-button board's B): read, go on
