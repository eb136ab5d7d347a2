# SPDX-License-Identifier: MIT
"""ZooStock's tally: the winner, each player's total and each round's zoo that made it,
+1R on a tie. Part of ui/zoostock_ui.py's screens, loaded only once the game is over
(GameUI.phase_screens): no round's heap holds this code."""

from zootally.games.common import const
from zootally.ui import result
from zootally.ui.view import OK_COLOUR, paged, seat_label
from zootally.ui.zoostock_ui import seat_rounds

# The numbers of ui/zoostock_ui.py's own (private consts, so that no name of them is an
# interned string on the board; tests/test_conformance.py checks they agree).
_A_EXTRA = const(54)


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
