# SPDX-License-Identifier: MIT
"""Zooscape's WHY: why the device did the last thing it did, for the menu (issue 25, item 11).
Its own module, imported only while the menu shows it (Shell._why): on a board its code
would otherwise sit in the heap for the whole game."""

from zootally.games import zooscape as zsc
from zootally.ui.zooscape_ui import CARD_KEYS


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
        first = " ".join("P%d %d" % (p + 1, scores[p]) for p in top) + " pts"
        if rule == zsc.R_MOST_POINTS:
            return [first, "most points wins"]
        cards = " ".join("P%d %d" % (p + 1, g.collected(p)) for p in top)
        return [first, cards + " cards"]
    reasons = []  # (rank: the lower, the more it teaches, text)
    for kind, seat, what in g.news:
        if kind == zsc.N_GROUP:
            lone = None
            for n in g.news:
                if (n[0] == zsc.N_KIMONO or n[0] == zsc.N_CLOSED) and n[2] is what:
                    lone = n[0]
            if not what:
                reasons.append((1, "G%d nobody chose: bin" % (seat + 1)))
            elif len(what) == 1:
                reasons.append((4, "G%d: only P%d chose it" % (seat + 1, what[0] + 1)))
            elif lone == zsc.N_KIMONO:
                reasons.append((0, "G%d 1 card, %d want: KM" % (seat + 1, len(what))))
            elif lone == zsc.N_CLOSED:
                reasons.append((0, "G%d: too few KM: none" % (seat + 1)))
            else:
                reasons.append((0, "G%d %d chose: split" % (seat + 1, len(what))))
        elif kind == zsc.N_BIN:
            reasons.append((1, "P%d has AP: bin (%d)" % (seat + 1, what)))
        elif kind == zsc.N_MASTER:
            if what:
                reasons.append((2, "P%d has AP: master" % (seat + 1)))
            else:
                reasons.append((2, "no AP: P%d is master" % (seat + 1)))
        elif kind == zsc.N_JOINED:
            reasons.append((3, "P%d Copy>%s: most" % (seat + 1, CARD_KEYS[what][0])))
    if not reasons:
        return None
    reasons.sort(key=lambda r: r[0])  # stable: in the order they happened
    return [r[1] for r in reasons[:2]]
