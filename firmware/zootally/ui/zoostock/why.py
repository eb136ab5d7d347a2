# SPDX-License-Identifier: MIT
"""ZooStock's WHY: why the device did the last thing it did, and the score so far (SCO), for
the menu. Its own module, imported only as the menu opens (ui/play.py's menu()): on a board its code
would otherwise sit in the heap for the whole game."""

from zootally.games import zoostock as zs
from zootally.ui.view import seat_label
from zootally.ui.zoostock import count_text, seat_rounds


def why(ui):
    """Why the last trick went as it did, from the engine's judging (game.last): what
    the winning card beat and by which rule (Z3), then the first row the overflow moved
    and why (more than three rows, or a LOCKed row of that animal passing it on), or
    how the trump number stands. After a round: who leads the next and why."""
    g = ui.session.game
    last = g.last
    if g.phase == zs.P_OVER:
        totals = g.decide()[0]
        top = sorted(range(g.players), key=lambda p: -totals[p])[:2]
        return [
            " ".join("%s %d" % (seat_label(p), totals[p]) for p in top) + " pts",
            ui.decided_by(),
        ]
    if last is None:
        if g.round_scores and g.phase in (zs.P_LEAD, zs.P_EX) and not g.ex_entered:
            scores = g.round_scores[-1]
            low = min(scores)
            return ["Rd%d lowest: %d pts" % (len(g.round_scores), low), _leads_text(g)]
        return None
    card, beaten, how = zs.card_text(last[1]), last[7], last[6]
    if how == zs.WON_ONLY:
        first = "%s: the only card" % card
    elif how == zs.WON_LATER:
        first = "%s=%s%s, later" % (
            card,
            zs.card_text(beaten),
            ": trump" if last[1] % 10 + 1 == last[3] else "",
        )
    elif how == zs.WON_TRUMP:
        first = "%s is trump; %s not" % (card, zs.card_text(beaten))
    else:
        first = "%s beats %s: higher" % (card, zs.card_text(beaten))
    second = "no zoo over 3 rows"  # nothing moved
    for a, n, to, seat, refused in last[5]:
        where = "EX" if to == zs.NO_SEAT else seat_label(to)
        if refused:
            second = "%s LOCKs %s: %s>%s" % (
                seat_label(seat),
                zs.ANIMALS[a],
                count_text(a, n),
                where,
            )
        else:
            second = "%s zoo full: %s>%s" % (seat_label(seat), count_text(a, n), where)
        if to == zs.NO_SEAT:
            break  # the row to the EX zone: it moves the trump number
    return [first, second]


def _leads_text(g):
    if g.phase == zs.P_LEAD and len(g.lead_choices) > 1:
        return "tie: %s choose" % ",".join(seat_label(s) for s in g.lead_choices)
    lead = g.lead_choices[0] if g.phase == zs.P_LEAD else g.lead
    return "%s lowest: leads" % seat_label(lead)


def score(ui):
    """The score so far (the menu's SCO): the unit, what the totals are, and per seat how
    they were made (each round scored, then the one in play as it stands)."""
    g = ui.session.game
    if g.phase == zs.P_OVER:
        note = "the game is over"
    elif g.phase == zs.P_TALLY:
        note = "Rd%d: tallied so far" % g.round
    else:
        note = "Rd%d: zoos x EX now" % g.round
    return "pts", note, [seat_rounds(g, s) for s in range(g.players)]
