# SPDX-License-Identifier: MIT
"""ZooStock's tally: the winner, each player's total and each round's zoo that made it,
+1R on a tie. A phase of ui/zoostock/__init__.py's, loaded only once the game is over
(GameUI.phase_screens): no round's heap holds this code."""

from zootally.games import zoostock as zs
from zootally.games.common import const
from zootally.ui import result
from zootally.ui.view import OK_COLOUR, paged, seat_label
from zootally.ui.zoostock import seat_rounds

_A_EXTRA = const(54)  # +1R: an extra round for the tied (its key's own action, act)


def fill(ui, v):
    g = ui.session.game
    ui.acked = len(g.round_scores)  # the tally shows the last round
    result.pages(ui, v, "pts", 5, _seat_page)
    if len(g.winners()) > 1:
        v.set(6, "+1R", OK_COLOUR, _A_EXTRA)


def _seat_page(ui, v, page):
    """A player's total and each round's zoo that made it, a round a page (their key
    again turns it)."""
    g = ui.session.game
    s = page - 1
    paged(v, "%s total %d" % (seat_label(s), g.totals()[s]), seat_rounds(g, s), ui.sub)


def act(ui, a):
    """+1R, asked once first: a new round is a big step."""
    if a != _A_EXTRA:
        return None
    if not ui.extra_asked:
        ui.extra_asked = True
        return "+1R again: round %d" % (len(ui.session.game.round_scores) + 1)
    ui.extra_asked = False
    return ui._input(zs.IN_EXTRA)
