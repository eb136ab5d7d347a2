# SPDX-License-Identifier: MIT
"""ZooStock's round entered as a tally (TAL on the round's first EX screen, for a round
played without the device): the count of each animal in the EX zone, then in each zoo,
seat by seat, and why a count's key is dark. A phase of ui/zoostock/__init__.py's, loaded only
while its counts are asked (GameUI.phase_screens): the play's heap holds none of this."""

from zootally import games
from zootally.games import zoostock as zs
from zootally.ui import count
from zootally.ui.keys import S_OK
from zootally.ui.view import ANSWER
from zootally.ui.zoostock import count_text


def fill(ui, v):
    g = ui.session.game
    seat, a = g.tally_question()
    # The least and the most count that fits, each found from its end: a count past the
    # cards left is refused before the look-ahead, so this checks few counts a key.
    low = 0
    while low <= 10 and g.check(zs.IN_COUNT + low):
        low += 1
    top = 10
    while top > low and g.check(zs.IN_COUNT + top):
        top -= 1
    if seat == zs.NO_SEAT:
        v.lines[0] = "EX: how many %s?" % zs.ANIMALS[a]
        so_far = " ".join(count_text(b, g.ex[b]) for b in range(a))
    else:
        v.lines[0] = "%s zoo: how many %s?" % (ui.counted(), zs.ANIMALS[a])
        so_far = " ".join(count_text(r[0], r[1]) for r in g.zoos[seat]) or "no row yet"
    skipped = _skipped(g, seat, a)
    if ui.tens:
        v.lines[1] = count.units_hint(ui.tens)
    elif skipped and low <= 10:
        # The animals before this one the device did not ask (their cards all counted,
        # none here): said, so that counts read down a paper list in G H B R T E order
        # stay on their animal. The lit keys say which counts fit.
        if len(skipped) > 5:  # four or five: the letters close up to fit the line
            skipped = skipped.replace(" ", "")
        v.lines[1] = skipped + ": 0, all counted"
    elif low <= 10:
        line = "%d-%d  %s" % (low, top, so_far)
        if len(line) > 21:  # counts of ten: closed up, each ends at its animal's letter
            line = "%d-%d %s" % (low, top, so_far.replace(" ", ""))
        v.lines[1] = line
    else:  # no count fits: an earlier one was wrong (the error says what does not add up)
        v.lines[1] = "UNDO: " + games.refusal(zs, g, g.check(zs.IN_COUNT), zs.IN_COUNT)
    if low <= 10:
        count.digits(v, ui.tens, low, top, ANSWER + zs.IN_COUNT, colour=zs.ANIMAL_COLOURS[a])
        # The likely answer highlighted: most counts of a zoo are 0 (3 animals of 6).
        if ui.tens == 0 and low >= 10:
            v.cursor = count.TENS_SLOT
        else:
            v.cursor = count.slot(low - ui.tens)


def _skipped(g, seat, a):
    """This zoo's animals before `a` the tally skipped ("B R"): no row of theirs here and
    none of their cards left, so none was left when their turn came (only this zoo's own
    row of one could have taken the last)."""
    if seat == zs.NO_SEAT:
        return ""  # the EX zone's counts are all asked
    text = ""
    for b in range(a):
        if g.tally_left(b):
            continue
        for r in g.zoos[seat]:
            if r[0] == b:
                break
        else:  # no row of it here (a loop: no list made at each draw)
            text += (" " if text else "") + zs.ANIMALS[b]
    return text


def explain(ui, slot):
    """Why a count's key is dark: 1-9 on slots 0-8, 0 on OK's (ui/count.py)."""
    g = ui.session.game
    if slot < 9:
        n = ui.tens + slot + 1
    elif slot == S_OK:
        n = ui.tens
    else:
        return None
    err = g.check(zs.IN_COUNT + n) if n <= 10 else 0
    return games.refusal(zs, g, err, zs.IN_COUNT + n) if err else None
