# SPDX-License-Identifier: MIT
"""Zoo Coins' counts (tests/fixture_game): how many coins each seat took, 0 up to what is
left (a count, ui/count.py), and ALL, a key of its own: every coin left."""

from zootally.games.common import const
from zootally.ui import count
from zootally.ui.view import ANSWER, OK_COLOUR, PLAYER_COLOURS, seat_label

_A_ALL = const(1)  # the seat took every coin left
_S_ALL = const(11)


def fill(ui, v):
    g = ui.session.game
    s = g.seat()
    left = g.left()
    v.status = "Zoo Coins Rd%d/%d" % (g.round() + 1, g.rounds)
    v.lines[0] = "%s: coins taken?" % seat_label(s)
    v.lines[1] = count.units_hint(ui.tens) if ui.tens else "0-%d left" % left
    count.digits(v, ui.tens, 0, left, ANSWER, colour=PLAYER_COLOURS[s])
    if not ui.tens and left > 9:  # past the keys of one digit: every coin in one press
        v.set(_S_ALL, "ALL", OK_COLOUR, _A_ALL)
        v.cursor = _S_ALL  # a 12th soft key: the highlight shows it, OK takes it


def act(ui, a):
    if a == _A_ALL:
        return ui._input(ui.session.game.left())
    return None


def explain(ui, slot):
    """A count's key is dark past what the bank has left."""
    if slot < 10:
        return "only %d coins left" % ui.session.game.left()
    return None
