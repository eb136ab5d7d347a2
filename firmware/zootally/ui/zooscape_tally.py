# SPDX-License-Identifier: MIT
"""Zooscape's tally: each player's points and how they were made, the card values it used,
and the tally-only mode's counts. Part of ui/zooscape_ui.py's screens, loaded only once
the market is over or skipped (GameUI.phase_screens): no round's heap holds this code."""

from zootally.games import zooscape as zsc
from zootally.games.common import R_MORE_CARDS, const
from zootally.ui import count, result
from zootally.ui.keys import S_OK
from zootally.ui.view import ANSWER, OK_COLOUR, PAGE, WHITE, seat_label
from zootally.ui.zooscape_ui import (
    CARD_KEYS,
    COIN_KEY,
    limit_text,
)

PLURALS = ("tea bowls", "fans", "swords", "parasols", "lutes", "figurines", "chopsticks", "kimonos")

# The numbers of ui/zooscape_ui.py's own (private consts, so that no name of them is an
# interned string on the board; tests/test_conformance.py checks they agree).
_PAGE_VALUES = const(7)


def fill(ui, v):
    if ui.session.game.phase == zsc.P_DIRECT:
        _direct(ui, v)
    else:
        _tally(ui, v)


def _direct(ui, v):
    g = ui.session.game
    p = g.tallied
    v.status = "Tally %s: %d/%d" % (seat_label(p), g.asked + 1, zsc.Q_COINS + 1)
    if g.asked == zsc.Q_COINS:
        coins = g.coins[p]
        v.lines[0] = "coin values, then END"
        if coins:
            v.lines[1] = "%d coins=%d pts last %d" % (len(coins), sum(coins), coins[-1])
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


def _tally(ui, v):
    g = ui.session.game
    result.pages(ui, v, "pts", 6, _page)
    _, winners, rule, _ = g.decide()
    if ui.page == 0 and rule == R_MORE_CARDS:
        v.lines[1] = "tie: more cards (%d)" % g.collected(winners[0])
    v.set(8, "VAL", WHITE, PAGE + _PAGE_VALUES)
    if ui.page == _PAGE_VALUES:
        v.cursor = 8


def _page(ui, v, page):
    """A player's breakdown, two lines a page (their key again turns it), or the values."""
    if page == _PAGE_VALUES:
        _values_page(ui, v)
        return
    g = ui.session.game
    p = page - 1
    rows = tally_rows(ui, p)
    pages = (len(rows) + 1) // 2
    sub = ui.sub % pages
    v.status = "%s %d pts %d/%d" % (seat_label(p), g.score(p), sub + 1, pages)
    v.lines[0] = rows[2 * sub]
    v.lines[1] = rows[2 * sub + 1] if 2 * sub + 1 < len(rows) else ""


def tally_rows(ui, p):
    """The breakdown of seat p, a line each: type, count, limit, points each, points."""
    g = ui.session.game
    out = []
    for t in range(zsc.TYPES):
        n = g.counts(p)[t]
        if n:
            flag = g.flags[t]
            over = flag != zsc.NO_FLAG and n > flag
            sign = ">" if over else "/"
            row = "%s %2d%s%s x%d %+d" % (
                CARD_KEYS[t][0],
                n,
                sign,
                limit_text(flag),
                g.flowers[t],
                g.type_points(p, t),
            )
            out.append(row[:21])
    if g.coins[p]:
        out.append("coins %d: %+d" % (len(g.coins[p]), sum(g.coins[p])))
    if g.fire[p]:
        out.append("Fire %d: %+d" % (g.fire[p], zsc.FIRE_POINTS * g.fire[p]))
    return out or ["nothing collected"]


def _values_page(ui, v):
    """The card values the tally used (S7): points/limit per type."""
    g = ui.session.game
    items = [
        "%s %d/%s" % (CARD_KEYS[t][0], g.flowers[t], limit_text(g.flags[t]))
        for t in range(zsc.TYPES)
    ]
    v.status = "Values " + " ".join(items[6:])
    v.lines[0] = " ".join(items[0:3])
    v.lines[1] = " ".join(items[3:6])
