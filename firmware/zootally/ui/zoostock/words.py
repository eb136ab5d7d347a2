# SPDX-License-Identifier: MIT
"""ZooStock's inputs in its own words, for the menu's FIX (ui/fix.py): each entry named
('Rd1 Trick 3', 'P2 H7'), and what a fix changed that the table sees (a trick won by
another seat). Its own module, loaded only while a fix is under way: the menu's WHY
(why.py) and the play never hold it."""

from zootally.games import zoostock as zs
from zootally.ui.view import seat_label


def _ended(g):
    """The number of the trick g.last tells of: the trick being ordered, else the one
    before the trick in play."""
    return g.trick_no if g.phase == zs.P_ORDER else g.trick_no - 1


def changed(old, new):
    """What a fix changed that the table sees, the game as it is now (`new`) against the
    game as it was (`old`) at the same input: the trick just ended won by another seat,
    (where, what): ('Trick 3', 'won by P4, was P2'); else None (ui/fix.py)."""
    a = old.last
    b = new.last
    if a is None or b is None or a[0] == b[0] or old.round != new.round:
        return None
    t = _ended(new)
    if t != _ended(old):
        return None
    return "Trick %d" % t, "won by %s, was %s" % (seat_label(b[0]), seat_label(a[0]))


def entry(g, v):
    """An input as FIX names it, in the game before it: where (the round, the trick) and
    what (whose, and which card: 'Rd1 Trick 3', 'P2 H7'). The same words in the fixed
    game mean the same entry (ui/fix.py)."""
    rd = "Rd%d" % g.round
    ph = g.phase
    if ph == zs.P_PLAY or ph == zs.P_ORDER:
        where = "%s Trick %d" % (rd, g.trick_no)
        if ph == zs.P_ORDER:  # the rows the trick moved, in the order the zoo takes them
            what = "order" if v == zs.IN_ACCEPT else "row " + zs.ANIMALS[v - zs.IN_PICK]
            return where, "%s %s" % (seat_label(g.order_seat()), what)
        what = zs.card_text(v) if v < zs.DECK else "LCK %d" % (v - zs.IN_LOCK + 1)
        return where, "%s %s" % (seat_label(g.to_play()), what)
    if v < zs.DECK:  # the EX zone's discards (the round's first names the default lead)
        return rd + " EX", zs.card_text(v)
    if ph == zs.P_TALLY:
        seat, a = g.tally_question()
        who = "EX" if seat == zs.NO_SEAT else seat_label(seat)
        return rd + " tally", "%s %d%s" % (who, v - zs.IN_COUNT, zs.ANIMALS[a])
    if zs.IN_LEAD <= v < zs.IN_PICK:
        return rd, seat_label(v - zs.IN_LEAD) + " leads"
    return rd, "one more round" if v == zs.IN_EXTRA else "as a tally"
