# SPDX-License-Identifier: MIT
"""Zoo Coins' tally (tests/fixture_game): the result, and each seat's coins a round."""

from zootally.ui import result
from zootally.ui.view import paged, seat_label


def fill(ui, v):
    result.pages(ui, v, "coins", 5, _seat_page)


def _seat_page(ui, v, page):
    g = ui.session.game
    s = page - 1
    takes = g.seat_takes(s)
    lines = ["Rd%d %d" % (r + 1, takes[r]) for r in range(len(takes))]
    paged(v, "%s: %d coins" % (seat_label(s), g.total(s)), lines, ui.sub)
