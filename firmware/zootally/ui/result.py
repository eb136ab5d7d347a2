# SPDX-License-Identifier: MIT
"""The result, as every game's tally shows it: who won or who share it, each total, what
decided, the bars and the winner's glow, and the pages (the result, a seat's, their keys),
all from the engine's decide(). Imported by the tallies' screens only
(GameUI.phase_screens forgets it with them): no turn's heap holds this code."""

from zootally.games.common import rule_text
from zootally.ui.view import PLAYER_COLOURS, fit, seat_label


def pages(ui, v, unit, home, page_of):
    """The tally as every game pages it: page 0 the result (who won or who share it with
    the winning total, each total, what decided, the bars; `unit`: what a total counts),
    any other drawn by the game's page_of(ui, v, page) (1.. a seat's); the keys of the
    seats' pages and of the result (SUM at slot `home`), and the winner's glow on every
    page. One function, not two: the result is drawn at the deepest Python stack of a
    draw (decide() scores the game under it). Returns what decide() gave, so that a tally
    adding to the page does not score the game again at every key."""
    totals, winners, rule, extra = ui.session.game.decide()
    if ui.page:
        page_of(ui, v, ui.page)
    else:
        names = " ".join(seat_label(s) for s in winners)
        word = "WINNER " if len(winners) == 1 else "SHARED "
        best = totals[winners[0]]
        v.status = "%s%s: %d %s" % (word, names, best, unit)
        if len(v.status) > 21:  # without the unit; many share it: their number
            v.status = "%s%s: %d" % (word, names, best)
            if len(v.status) > 21:
                v.status = "SHARED by %d: %d" % (len(winners), best)
        v.lines[0] = fit(["Tot"] + [str(t) for t in totals])
        v.lines[1] = rule_text(rule, extra)
        v.keep = 1  # what decided: a notice takes the totals' line for a key
        if v.pictures:
            v.bars = [(totals[s], PLAYER_COLOURS[s], s in winners) for s in range(len(totals))]
    ui.seat_pages(v, len(totals), home, "SUM", ui.page)
    if winners:
        v.glow = PLAYER_COLOURS[winners[0]]
    # A tuple made anew, not decide()'s kept in a name: one name more in this frame made
    # the deepest Python stack of a draw 8 bytes deeper (Zoo-ography's: 872 -> 880 B).
    return totals, winners, rule, extra
