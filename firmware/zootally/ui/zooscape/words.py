# SPDX-License-Identifier: MIT
"""Zooscape's inputs in its own words, for the menu's FIX (ui/fix.py): each entry named
('Rd2', 'P3 takes 1'), and what a choice means beyond them (the cards of the group).
Its own module, loaded only while a fix is under way: the menu's WHY (why.py) and the
play never hold it."""

from zootally.games import zooscape as zsc
from zootally.ui.view import seat_label
from zootally.ui.zooscape import CARD_KEYS, break_label, code


def meaning(g, v):
    """What an input means beyond its words, for FIX's re-entry (ui/fix.py): for a choice
    the cards of the group chosen (a fixed split may have put others in group 1: the
    re-entry stops there, `now: other cards`); else None."""
    if g.phase == zsc.P_CHOOSE:
        return sorted(g.groups[(v - zsc.IN_CHOOSE) & 1])
    return None


def entry(g, v):
    """An input as FIX names it, in the game before it: where (the round) and what (whose,
    and what: 'Rd2', 'P3 takes 1'). The same words in the fixed game mean the same entry
    (ui/fix.py)."""
    ph = g.phase
    rd = "Rd%d" % g.round
    if ph in (zsc.P_LAYOUT, zsc.P_APPRENTICE, zsc.P_SPLIT):
        who = seat_label(g.master)
        if ph == zsc.P_LAYOUT:
            return rd, "%s laid %s" % (who, code(v))
        if ph == zsc.P_APPRENTICE:
            return rd, "%s AP at %d" % (who, v - zsc.IN_APPRENTICE)
        side = "L=1" if v < zsc.IN_SPLIT_RIGHT else "R=1"  # the keys' words
        return rd, "%s split %d %s" % (who, (v - zsc.IN_SPLIT_LEFT) % 20, side)
    if ph == zsc.P_CHOOSE:
        k = v - zsc.IN_CHOOSE
        return rd, "%s takes %d" % (seat_label(k >> 1), (k & 1) + 1)
    if ph == zsc.P_DIRECT:
        what = "done" if v == zsc.IN_DONE else str(v - zsc.IN_ANSWER)
        if v < zsc.IN_APPRENTICE:
            what = code(v)
        return "Tally", "%s %s" % (seat_label(g.tallied), what)
    if ph in (zsc.P_ORDER, zsc.P_BREAK, zsc.P_COPY, zsc.P_DRAW):
        who = seat_label(g.receiver)
        if ph == zsc.P_ORDER:
            return rd, "%s next %s" % (who, code(zsc.FIRE + v - zsc.IN_NEXT))
        if ph == zsc.P_BREAK:
            return rd, "%s broke %s" % (who, break_label(v - zsc.IN_BREAK))
        if ph == zsc.P_COPY:
            return rd, "%s CP>%s" % (who, CARD_KEYS[v - zsc.IN_COPY][0])
        return rd, "%s drew %s" % (who, code(v))
    if zsc.IN_MASTER <= v < zsc.IN_TALLY_ONLY:
        return "Start", "first M " + seat_label(v - zsc.IN_MASTER)
    return "Start", "TAL" if v == zsc.IN_TALLY_ONLY else "value %d" % v
