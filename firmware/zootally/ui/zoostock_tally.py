# SPDX-License-Identifier: MIT
"""ZooStock's tally: the winner, each player's total and each round's zoo that made it,
+1R on a tie. Part of ui/zoostock_ui.py's screens, loaded only once the game is over
(GameUI.phase_screens): no round's heap holds this code."""

from zootally.games.common import const
from zootally.ui import result
from zootally.ui.view import OK_COLOUR, paged, seat_label
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
    """A player's total and each round's zoo that made it, a round a page (their key
    again turns it): what each row scored (count x that animal in the EX zone), then the
    rows."""
    g = ui.session.game
    s = page - 1
    lines = []
    for r in range(len(g.round_scores)):
        zoos, ex, _ = g.round_zoos[r]
        points = "+".join(str(x[1] * ex[x[0]]) for x in zoos[s]) or "0"
        lines.append("Rd%d %s =%d" % (r + 1, points, g.round_scores[r][s]))
        rows = " ".join("%sx%d" % (count_text(x[0], x[1]), ex[x[0]]) for x in zoos[s])
        lines.append(rows or "no rows")
    paged(v, "%s total %d" % (seat_label(s), g.totals()[s]), lines, ui.sub)
