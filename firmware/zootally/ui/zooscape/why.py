# SPDX-License-Identifier: MIT
"""Zooscape's WHY: why the device did the last thing it did, and the score so far (SCO), for
the menu. Its own module, imported only as the menu opens (ui/play.py's menu()): on a board its code
would otherwise sit in the heap for the whole game."""

from zootally.games import zooscape as zsc
from zootally.ui.view import seat_label
from zootally.ui.zooscape import CARD_KEYS, lone_card, tally_rows


def why(ui):
    """Why the last input went as it did, from the game's own record of it (game.news,
    written where the rules were applied, S2-S5): a group nobody chose, one player
    chose, several chose (split again; one card: the bin and kimonos, or too few
    kimonos), the bin to the apprentice, the master kept or passed left, a Copy's
    type. The two that teach the most; at the end, the rule that decided (S6)."""
    g = ui.session.game
    if g.phase == zsc.P_OVER:
        scores, winners, rule, _ = g.decide()
        top = sorted(range(g.players), key=lambda p: -scores[p])[:2]
        first = " ".join("%s %d" % (seat_label(p), scores[p]) for p in top) + " pts"
        if rule == zsc.R_MOST_POINTS:
            return [first, "most points wins"]
        cards = " ".join("%s %d" % (seat_label(p), g.collected(p)) for p in top)
        return [first, cards + " cards"]
    reasons = []  # (rank: the lower, the more it teaches, text)
    for kind, seat, what in g.news:
        if kind == zsc.N_GROUP:
            lone = lone_card(g.news, what)
            if not what:
                reasons.append((1, "G%d nobody chose: bin" % (seat + 1)))
            elif len(what) == 1:
                reasons.append((4, "G%d: only %s chose it" % (seat + 1, seat_label(what[0]))))
            elif lone == zsc.N_KIMONO:
                reasons.append((0, "G%d 1 card, %d want: KM" % (seat + 1, len(what))))
            elif lone == zsc.N_CLOSED:
                reasons.append((0, "G%d: too few KM: none" % (seat + 1)))
            else:
                reasons.append((0, "G%d %d chose: split" % (seat + 1, len(what))))
        elif kind == zsc.N_BIN:
            reasons.append((1, "%s has AP: bin (%d)" % (seat_label(seat), what)))
        elif kind == zsc.N_MASTER:
            if what:
                reasons.append((2, "%s has AP: master" % seat_label(seat)))
            else:
                reasons.append((2, "no AP: %s is master" % seat_label(seat)))
        elif kind == zsc.N_JOINED:
            reasons.append((3, "%s Copy>%s: most" % (seat_label(seat), CARD_KEYS[what][0])))
    if not reasons:
        return None
    reasons.sort(key=lambda r: r[0])  # stable: in the order they happened
    return [r[1] for r in reasons[:2]]


def score(ui):
    """The score so far (the menu's SCO): the unit, what the totals are, and per player
    how they are made (the tally's breakdown of the collection as it stands)."""
    g = ui.session.game
    note = (
        "the game is over" if g.phase == zsc.P_OVER else "Rd%d: if it ended now" % g.round_shown()
    )
    return "pts", note, [tally_rows(ui, p) for p in range(g.players)]
