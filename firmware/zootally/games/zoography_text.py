# SPDX-License-Identifier: MIT
"""Zoo-ography's record, written (docs/record-format.md): the lines the device sends over USB
(menu, REC), one at a time. Reading a record and the replay summary are host-only, in
zoography_read.py: the device never loads them."""

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
    return "width" if q == zg.Q_WIDTH else "height"


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
    for v in inputs:
        if v != zg.IN_TURN and turns:
            out.append("turns %d" % turns)
            turns = 0
        if v < len(zg.SETUPS):
            out.append("objectives " + " ".join(str(c) for c in zg.SETUPS[v]))
        elif v == zg.IN_TURN:
            turns += 1
        elif zg.IN_SOLO_RESET <= v <= zg.IN_SOLO_RESET + 3:
            k = v - zg.IN_SOLO_RESET
            out.append("reset " + ("none" if k == 3 else str(k + 1)))
        elif v == zg.IN_NO_ROOM:
            out.append("lost")
        elif v >= zg.IN_ANSWER:
            if tally is None:
                tally = ["tally", str(game.confirmed + 1)]
            q = game.question()
            value = v - zg.IN_ANSWER
            if zg.Q_YESNO <= q < zg.Q_WIDTH:
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
    yield from out
