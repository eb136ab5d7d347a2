# SPDX-License-Identifier: MIT
"""The score so far (SC_SCORE), from the menu's SCO, made as the menu opened (ui/play.py's
menu(), the game set aside): page 0 every seat's total, who leads and by how much, what
the totals are (the round so far, the stars known...); a seat's key its page, how its
total was made (the key again turns it). Nothing here changes the game: BCK goes back to
it. Loaded while it shows (Shell._owner)."""

from zootally.games.common import const
from zootally.ui.keys import S_BACK
from zootally.ui.view import (
    BACK_COLOUR,
    PLAYER_COLOURS,
    SC_MENU,
    WHITE,
    fit,
    paged,
    seat_label,
)

_ALL = const(0)  # +1+seat: a seat's page
_BACK = const(10)


def key(shell, a):
    if a == _BACK:
        back(shell)
        return
    page = a - _ALL
    same = page and page == shell.score_page  # a seat's key again turns its page
    shell.score_sub = shell.score_sub + 1 if same else 0
    shell.score_page = page


def back(shell):
    """Up to all the seats, or out."""
    if shell.score_page:
        shell.score_page = 0
    else:
        shell.leave_menu()


def undo(shell):
    shell.leave_menu()


def menu(shell):
    shell.screen = SC_MENU


def fill(shell, v):
    unit, note, totals, lines = shell.score
    n = len(totals)
    page = shell.score_page
    if page:
        s = page - 1
        more = 4 if len(lines[s]) > 2 else 0  # paged() adds the page shown: " 1/2"
        head = _with_unit("%s now %d" % (seat_label(s), totals[s]), unit, 21 - more)
        paged(v, head, lines[s], shell.score_sub)
    else:
        best = max(totals)
        top = [s for s in range(n) if totals[s] == best]
        if n == 1:
            v.status = _with_unit("Score now: %d" % best, unit)
        elif len(top) == n:
            v.status = "Score now: all level"
        elif len(top) > 1:
            v.status = fit([seat_label(s) for s in top] + ["level: %d" % best])
        else:
            second = max(totals[s] for s in range(n) if s != top[0])
            v.status = _with_unit("%s leads by %d" % (seat_label(top[0]), best - second), unit)
        v.lines[0] = fit(["Now"] + [str(t) for t in totals])
        v.lines[1] = note
        if v.pictures:
            v.bars = [(totals[s], PLAYER_COLOURS[s], s in top) for s in range(n)]
    for s in range(n):
        v.set(s, seat_label(s), PLAYER_COLOURS[s], _ALL + 1 + s)
    v.set(6, "SUM", WHITE, _ALL)
    v.set(S_BACK, "BCK", BACK_COLOUR, _BACK)
    v.cursor = page - 1 if page else 6


def _with_unit(text, unit, width=21):
    """The text and its unit, or the text alone where both do not fit ("animals")."""
    return text if len(text) + 1 + len(unit) > width else text + " " + unit
