# SPDX-License-Identifier: MIT
"""Zooscape's tally-only mode: each player's counts and coins, asked in turn (the set-up's
TAL, for a game played without the device). Part of ui/zooscape/__init__.py's screens, loaded
only while they are asked (GameUI.phase_screens): the tally's heap holds none of this."""

from zootally.games import zooscape as zsc
from zootally.games.common import counted
from zootally.ui import count
from zootally.ui.keys import S_OK
from zootally.ui.view import ANSWER, OK_COLOUR, seat_label
from zootally.ui.zooscape import COIN_KEY

PLURALS = ("tea bowls", "fans", "swords", "parasols", "lutes", "figurines", "chopsticks", "kimonos")


def fill(ui, v):
    g = ui.session.game
    p = g.tallied
    v.status = "Tally %s: %d/%d" % (seat_label(p), g.asked + 1, zsc.Q_COINS + 1)
    if g.asked == zsc.Q_COINS:
        coins = g.coins[p]
        v.lines[0] = "coin values, then END"
        if coins:
            coins_text = counted(len(coins), "coin")
            v.lines[1] = "%s=%d pts last %d" % (coins_text, sum(coins), coins[-1])
        else:
            v.lines[1] = "no coins yet"
        for n in range(1, zsc.MAX_COIN + 1):
            v.set(n - 1, str(n), COIN_KEY[1], ANSWER + zsc.COIN + n)
        v.set(S_OK, "END", OK_COLOUR, ANSWER + zsc.IN_DONE)
        v.cursor = S_OK
        return
    q = g.asked
    limit = g.direct_limit(q)
    v.lines[0] = "How many %s?" % ("Fire" if q == zsc.Q_FIRE else PLURALS[q])
    if ui.tens:
        v.lines[1] = count.units_hint(ui.tens)
    else:
        v.lines[1] = "0-%d%s" % (limit, ", copies in" if q < zsc.TYPES else "")
    count.digits(v, ui.tens, 0, limit, ANSWER + zsc.IN_ANSWER)
    v.cursor = count.slot(0)
