# SPDX-License-Identifier: MIT
"""Zoo Coins' why (the menu): who leads and by how much; at the end, what decided. And the
score so far (SCO): each seat's coins a round."""

from zootally.games.common import rule_text
from zootally.ui.view import fit, seat_label, wrap


def why(ui):
    g = ui.session.game
    if not g.takes:
        return None
    if g.over():
        totals, winners, rule, extra = g.decide()
        return ["%s: %d" % (seat_label(winners[0]), totals[winners[0]]), rule_text(rule, extra)]
    totals = g.running()
    best = max(totals)
    leaders = [seat_label(s) for s in range(g.players) if totals[s] == best]
    said = " leads: %d" % best  # after as many of them as fit
    return [fit(leaders, 21 - len(said)) + said, "most coins wins"]


def score(ui):
    g = ui.session.game
    lines = []
    for s in range(g.players):
        takes = g.seat_takes(s)
        lines.append(wrap(["Rd%d %d" % (r + 1, takes[r]) for r in range(len(takes))]))
    return "coins", "the game is over" if g.over() else "taken so far", lines
