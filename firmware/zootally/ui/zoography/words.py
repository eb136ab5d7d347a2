# SPDX-License-Identifier: MIT
"""Zoo-ography's inputs in its own words, for the menu's FIX (ui/fix.py): each entry
named ('Tally', 'P2 3/12: 4'). Its own module, loaded only while a fix is under way: the
menu's WHY (why.py) and the play never hold it."""

from zootally.games import zoography as zg
from zootally.ui.view import seat_label


def entry(g, v):
    """An input as FIX names it, in the game before it: where (the turn, the tally) and
    what (whose answer to which question: 'Tally', 'P2 3/12: 4'). The same words in the
    fixed game mean the same entry (ui/fix.py)."""
    ph = g.phase
    if ph in (zg.P_TALLY, zg.P_TIE, zg.P_CHECK):
        p = g.current_player()
        who = "Solo" if g.players == 1 else seat_label(p)
        if v == zg.IN_CONFIRM:
            return "Tally", who + " checked"
        if ph == zg.P_TIE:
            return "Tally", "%s value %d" % (who, v - zg.IN_ANSWER)
        # The question as the tally's status numbers it ("Tally: P1 3/12").
        return "Tally", "%s %d/%d: %d" % (who, g.asked[p] + 1, len(g.questions), v - zg.IN_ANSWER)
    where = "Turn %d" % (g.turn + 1)
    if v == zg.IN_TURN:
        return where, "done"
    if zg.IN_SOLO_RESET <= v < zg.IN_NO_ROOM:
        return where, "reset"
    if v == zg.IN_NO_ROOM:
        return where, "no room: lost"
    return "Start", "objectives %d" % v
