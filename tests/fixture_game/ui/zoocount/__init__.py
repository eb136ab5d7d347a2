# SPDX-License-Identifier: MIT
"""Zoo Count's screens (tests/fixture_game): a count per seat and round, then the tally."""

from zootally.games import zoocount as zc
from zootally.ui import count, result
from zootally.ui.view import ANSWER, PLAYER_COLOURS, GameUI, seat_label


class ZooCountUI(GameUI):
    """Every key enters a count (the input is the count), +10 or opens a page: the shared
    layer does each (ui/view.py ANSWER, PAGE; ui/count.py), so there is no act()."""

    def __init__(self, session):
        self.session = session

    def input_text(self, game_input):
        return "count %d" % game_input if game_input <= zc.MOST else None

    def fill(self, v):
        g = self.session.game
        v.clear()
        self.open_result(g.over())
        if g.over():
            result.pages(self, v, "animals", 5, _seat_page)
            return
        s = g.seat()
        v.status = "Zoo Count Rd%d/%d" % (g.round() + 1, zc.ROUNDS)
        v.lines[0] = "%s: animals counted?" % seat_label(s)
        v.lines[1] = count.units_hint(self.tens) if self.tens else "0-%d" % zc.MOST
        count.digits(v, self.tens, 0, zc.MOST, ANSWER, PLAYER_COLOURS[s])

    def asking(self):
        return not self.session.game.over()


UI = ZooCountUI


def _seat_page(ui, v, page):
    """A seat's count in each round."""
    g = ui.session.game
    s = page - 1
    v.status = "%s: %d animals" % (seat_label(s), g.total(s))
    counts = [g.counts[r * g.players + s] for r in range(zc.ROUNDS)]
    v.lines[0] = " ".join("Rd%d %d" % (r + 1, n) for r, n in enumerate(counts))
