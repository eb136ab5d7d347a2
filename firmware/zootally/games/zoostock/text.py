# SPDX-License-Identifier: MIT
"""ZooStock's record, written (docs/record-format.md): the lines the device sends over USB
(menu, REC), one at a time. Reading a record and the replay summary are host-only, in
zoostock/read.py: the device never loads them."""

from zootally.games import zoostock as zs


def format_lines(players, inputs):
    """The record lines (without the header) of a log of inputs, one at a time: the device
    sends each as it is made and never holds the whole record (docs/performance.md)."""
    game = zs.Game(players)
    out = []
    cur: list = []
    orders: list = []
    picks: list = []
    arrival = None

    def flush():
        if cur:
            out.append(" ".join(cur))
            del cur[:]
        out.extend(orders)
        del orders[:]

    for v in inputs:
        ph = game.phase
        if v == zs.IN_EXTRA:
            flush()
        elif zs.IN_LEAD <= v < zs.IN_PICK:
            flush()
            out.append("lead %d" % (v - zs.IN_LEAD + 1))
        elif v < zs.IN_LOCK and ph in (zs.P_LEAD, zs.P_EX):
            if ph == zs.P_LEAD or not cur or cur[0] != "ex":
                flush()
                cur.append("ex")
            cur.append(zs.card_text(v))
        elif v < zs.IN_LOCK + zs.MAX_ROWS:
            if not game.trick_seats:
                flush()
                cur.append("trick")
            cur.append(zs.card_text(v) if v < zs.IN_LOCK else "lock:%d" % (v - zs.IN_LOCK + 1))
        elif v == zs.IN_TALLY:
            flush()
            cur.append("tally")
        elif zs.IN_COUNT <= v:
            # A count word a question (the device skips those that can only be 0): the
            # EX zone's on the tally line, each zoo's on a line of its own.
            seat = game.tally_question()[0]
            if seat != zs.NO_SEAT and cur[:2] != ["zoo", str(seat + 1)]:
                flush()
                cur.extend(("zoo", str(seat + 1)))
            cur.append("%d%s" % (v - zs.IN_COUNT, zs.ANIMALS[game.tally_question()[1]]))
        elif zs.IN_PICK <= v <= zs.IN_ACCEPT:
            seat = game.order_seat()
            if arrival is None:
                arrival = list(game.order_new()[0])
                picks = []
            if v == zs.IN_ACCEPT:
                picks.extend(a for a in arrival if a not in picks)
            else:
                picks.append(v - zs.IN_PICK)
                if len(picks) == len(arrival) - 1:
                    picks.extend(a for a in arrival if a not in picks)
            if len(picks) == len(arrival):
                if picks != arrival:
                    orders.append(
                        "order %d %s" % (seat + 1, " ".join(zs.ANIMALS[a] for a in picks))
                    )
                arrival = None
        game.apply(v)
        yield from out  # only whole lines are in out
        del out[:]
    flush()
    if inputs and inputs[-1] == zs.IN_EXTRA:
        # One more round begun, none of its cards yet: an ex line of none says so (else
        # a reader ends the game in the tie it was begun to break).
        out.append("ex")
    yield from out
