# SPDX-License-Identifier: MIT
"""Zoo Count's why (the menu): who leads and by how much; at the end, what decided. And
the score so far (SCO): each seat's count a round."""

from zootally.games.common import rule_text
from zootally.ui.view import seat_label


def why(ui):
    g = ui.session.game
    if not g.counts:
        return None
    if g.over():
        totals, winners, rule, extra = g.decide()
        return ["%s: %d" % (seat_label(winners[0]), totals[winners[0]]), rule_text(rule, extra)]
    totals = [g.total(s) for s in range(g.players)]
    best = max(totals)
    leaders = [seat_label(s) for s in range(g.players) if totals[s] == best]
    return ["%s leads: %d" % ("".join(leaders), best), "highest total wins"]


def score(ui):
    g = ui.session.game
    lines = []
    for s in range(g.players):
        counts = g.counts[s :: g.players]
        lines.append([" ".join("Rd%d %d" % (r + 1, counts[r]) for r in range(len(counts)))])
    return "animals", "the game is over" if g.over() else "counted so far", lines
