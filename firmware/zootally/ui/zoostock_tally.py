# SPDX-License-Identifier: MIT
"""ZooStock's tally: the winner, each player's total and the last rounds' zoos that made
it, +1R on a tie. Part of ui/zoostock_ui.py's screens, loaded only once the game is over
(GameUI.phase_screens): no round's heap holds this code."""

from zootally.games.common import const
from zootally.ui import result
from zootally.ui.view import OK_COLOUR, seat_label
from zootally.ui.zoostock_ui import count_text

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
    """A player's total and the last rounds' zoos that made it."""
    g = ui.session.game
    s = page - 1
    v.status = "%s total %d" % (seat_label(s), g.totals()[s])
    first = max(0, len(g.round_scores) - 2)  # the last two rounds fit
    for r in range(first, len(g.round_scores)):
        zoos, ex, _ = g.round_zoos[r]
        rows = " ".join("%sx%d" % (count_text(x[0], x[1]), ex[x[0]]) for x in zoos[s])
        text = "Rd%d %s =%d" % (r + 1, rows, g.round_scores[r][s])
        if len(text) > 21:
            text = text.replace(" ", "")
        v.lines[r - first] = text
