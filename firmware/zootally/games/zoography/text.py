# SPDX-License-Identifier: MIT
"""Zoo-ography's record, written (docs/record-format.md): the lines the device sends over USB
(menu, REC), one at a time. Reading a record and the replay summary are host-only, in
zoography/read.py: the device never loads them."""

from zootally.games import zoography as zg


def question_key(game, q):
    if q < zg.Q_ON_CARD:
        return zg.ANIMALS[q][0]
    if q == zg.Q_ON_CARD:
        return "oncard"
    if zg.Q_ATTR <= q < zg.Q_ATTR + 5:
        return zg.ATTRACTIONS[q - zg.Q_ATTR].replace(" ", "")
    if q == zg.Q_HABITATS:
        return "habitats"
    if zg.Q_YESNO <= q < zg.Q_WIDTH:
        card, slot, _ = game.active()[q - zg.Q_YESNO]
        return objective_id(card, slot)
    if q >= zg.Q_VALUE:  # the short tally's
        return SHORT_KEYS[q - zg.Q_VALUE]
    return "width" if q == zg.Q_WIDTH else "height"


# The short tally's record keys, from Q_VALUE on (docs/record-format.md).
SHORT_KEYS = ("value", "animals", "types", "pairs", "attrkinds", "attractions", "big")


def objective_id(card, slot):
    """'3P': card 3's primary; S secondary, B the 2-star bonus, b the 1-star bonus."""
    return "%d%s" % (card, "PSBb"[slot])


def format_lines(players, inputs):
    """The record lines (without the header), one at a time: the device sends each as it
    is made and never holds the whole record (docs/performance.md)."""
    game = zg.Game(players)
    out = []  # whole lines not yet given
    turns = 0
    tally = None
    tie = None
    for v in inputs:
        if v != zg.IN_TURN and turns:
            out.append("turns %d" % turns)
            turns = 0
        if v < len(zg.SETUPS) or zg.IN_SETUP_SHORT <= v < zg.IN_ANSWER:
            setup = zg.SETUPS[v - zg.IN_SETUP_SHORT if v >= zg.IN_SETUP_SHORT else v]
            out.append("objectives " + " ".join(str(c) for c in setup))
        elif v == zg.IN_TURN:
            turns += 1
        elif zg.IN_SOLO_RESET <= v <= zg.IN_SOLO_RESET + 3:
            k = v - zg.IN_SOLO_RESET  # 3: the card not said (the device does not ask)
            out.append("reset" if k == 3 else "reset %d" % (k + 1))
        elif v == zg.IN_NO_ROOM:
            out.append("lost")
        elif v >= zg.IN_ANSWER and game.phase == zg.P_TIE:
            tie = (tie or ["tiebreak"]) + [str(v - zg.IN_ANSWER)]
        elif v >= zg.IN_ANSWER:
            if tally is None:
                tally = ["tally", str(game.confirmed + 1)]
            q = game.question()
            value = v - zg.IN_ANSWER
            if zg.Q_YESNO <= q < zg.Q_WIDTH or q == zg.Q_BIG:
                value = "yes" if value else "no"
            tally.append("%s=%s" % (question_key(game, q), value))
        elif v == zg.IN_CONFIRM:
            out.append(" ".join(tally))
            tally = None
        game.apply(v)
        yield from out
        del out[:]
    if turns:
        out.append("turns %d" % turns)
    if tally:
        out.append(" ".join(tally))
    if tie:
        out.append(" ".join(tie))
    yield from out
