# SPDX-License-Identifier: MIT
"""Zoo-ography's WHY: why the device did the last thing it did, and the score so far (SCO),
for the menu. Its own module, imported only as the menu opens (ui/play.py's menu()): on a board its
code would otherwise sit in the heap for the whole game."""

from zootally.games import zoography as zg
from zootally.games.common import counted
from zootally.ui.view import seat_label
from zootally.ui.zoography import met_text


def why(ui):
    """Why an objective was met or missed, from the game's own tally (breakdown: the
    count against the objective's number, or the player's yes; G4), for the last
    answer given; at the end, the rule that decided."""
    g = ui.session.game
    if g.phase == zg.P_OVER:
        stars, winners, rule, _ = g.decide()
        if g.players == 1:
            if rule == zg.R_NO_ROOM:
                return [ui.decided_by(), "the game is lost"]
            return [counted(stars[0], "star") + ", 8 needed", "win" if winners else "loss"]
        line = "P1 %d* P2 %d*" % (stars[0], stars[1])
        if rule != zg.R_MOST_STARS and g.value_known():  # the stars tied
            line = "P1 %d P2 %d value" % (g.animal_value(0), g.animal_value(1))
        return [line, ui.decided_by()]
    if g.phase not in (zg.P_TALLY, zg.P_CHECK) or not g.short:
        return None
    p = g.confirmed
    if g.phase == zg.P_TALLY and not g.asked[p]:
        return None  # nothing answered yet by this player
    q = g.questions[g.asked[p] - 1] if g.phase == zg.P_TALLY else g.questions[-1]
    if q == zg.Q_BIG:
        big = g.answers[p][zg.Q_BIG]
        return [
            "%s over 4 cards: %s" % (seat_label(p), "yes" if big else "no"),
            "-1 star" if big else "no star lost",
        ]
    parts = g.breakdown(p)
    act = g.active()
    for i in range(len(act)):
        card, slot, stars = act[i]
        kind, n, words = zg.OBJECTIVES[card - 1][slot][:3]
        if q != zg.Q_YESNO + i and (kind, q) not in zg.SHORT:
            continue
        met, got = parts[i][3], parts[i][4]
        if kind == zg.K_YESNO:
            second = "%s: %s" % (seat_label(p), "yes" if met else "no")
        else:
            second = "%s: %d %s %d" % (seat_label(p), got, ">=" if met else "<", n)
        return [words, second + (": +%d*" % stars if met else ": missed")]
    return None


def score(ui):
    """The stars so far (the menu's SCO): the unit, what they are, and per player the
    objectives met and the penalty as far as the tally has answered (the device never
    sees the zoos: none before the tally)."""
    g = ui.session.game
    if g.lost:
        return "stars", "the game is lost", [["no room: lost"]]
    if g.phase == zg.P_SETUP or g.phase == zg.P_PLAY:
        return "stars", "stars: at the tally", [["counted at the end"]] * g.players
    lines = []
    for p in range(g.players):
        lines.append([met_text(ui, p), "penalty %d" % g.penalties(p)])
    return "stars", "the game is over" if g.over() else "objectives met so far", lines
