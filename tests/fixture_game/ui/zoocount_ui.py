# SPDX-License-Identifier: MIT
"""Zoo Count's screens (tests/fixture_game): a count per seat and round, then the tally."""

from zootally.games import zoocount as zc
from zootally.games.common import const
from zootally.ui import count
from zootally.ui.view import PLAYER_COLOURS, GameUI, seat_label

_A_COUNT = const(0)  # + 0..9, + count.TENS
_A_PAGE = const(20)  # + the tally's page: 0 the result, 1.. a seat's rounds


class ZooCountUI(GameUI):
    def __init__(self, session):
        self.session = session
        self.tens = 0
        self.page = 0

    def partial(self):
        return bool(self.tens)

    def cancel(self):
        had = bool(self.tens)
        self.tens = 0
        return had

    def input_text(self, game_input):
        return "count %d" % game_input if game_input <= zc.MOST else None

    def act(self, a):
        if a >= _A_PAGE:
            self.page = a - _A_PAGE
            return None
        self.tens, n = count.press(self.tens, a - _A_COUNT)
        return None if n < 0 else self._input(n)

    def fill(self, v):
        g = self.session.game
        v.clear()
        self.open_result(g.over())
        if g.over():
            self._tally(v)
            return
        s = g.seat()
        v.status = "Zoo Count Rd%d/%d" % (g.round() + 1, zc.ROUNDS)
        v.lines[0] = "%s: animals counted?" % seat_label(s)
        v.lines[1] = count.units_hint(self.tens) if self.tens else "0-%d" % zc.MOST
        count.digits(v, self.tens, 0, zc.MOST, _A_COUNT, PLAYER_COLOURS[s])

    def _tally(self, v):
        g = self.session.game
        if self.page == 0:
            self.result_head(v, "animals")
        else:
            s = self.page - 1
            v.status = "%s: %d animals" % (seat_label(s), g.total(s))
            v.lines[0] = " ".join(
                "Rd%d %d" % (r + 1, g.counts[r * g.players + s]) for r in range(zc.ROUNDS)
            )
        self.seat_pages(v, g.players, _A_PAGE, 5, "SUM", self.page)

    def asking(self):
        return not self.session.game.over()


UI = ZooCountUI
