# SPDX-License-Identifier: MIT
"""Zooscape's tally: each player's points and how they were made, the card values it used.
A phase of ui/zooscape/__init__.py's, loaded only once the game is over
(GameUI.phase_screens): no round's heap holds this code, nor the tally-only mode's counts
(ui/zooscape/direct.py)."""

from zootally.games import zooscape as zsc
from zootally.games.common import R_MORE_CARDS, const
from zootally.ui import result
from zootally.ui.view import PAGE, WHITE, paged, seat_label
from zootally.ui.zooscape import (
    CARD_KEYS,
    limit_text,
    tally_rows,
)

_PAGE_VALUES = const(7)  # the page of card values (players are pages 1-6)


def fill(ui, v):
    g = ui.session.game
    _, winners, rule, _ = result.pages(ui, v, "pts", 6, _page)
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
    paged(v, "%s %d pts" % (seat_label(p), g.score(p)), tally_rows(ui, p), ui.sub)


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
