# SPDX-License-Identifier: MIT
"""Zooscape's set-up screens and their keys: the first master, the card values and limits,
or straight to the tally. A phase of ui/zooscape/__init__.py's, loaded only before the market
starts (GameUI.phase_screens): no round's heap holds this code."""

from zootally.games import zooscape as zsc
from zootally.games.common import const
from zootally.ui import count
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import ANSWER, BACK_COLOUR, OK_COLOUR, PLAYER_COLOURS, WHITE, seat_label
from zootally.ui.zooscape import (
    CARD_KEYS,
    M_LIMIT,
    M_MAIN,
    M_POINTS,
    M_VALUES,
    limit_text,
)

SHORT_NAMES = ("tea bowl", "fan", "sword", "parasol", "lute", "figurine", "chopstck", "kimono")

# The keys' own actions (act); the first master's keys, TAL and a count enter a game
# input as it is (ANSWER + input, ui/view.py).
_A_BACK = const(38)
_A_VALUES = const(74)  # the values screen
_A_TYPE = const(75)  # +type: change its values
_A_DIGIT = const(83)  # +a type's points or limit (ui/count.py: 0..15)
_A_NO_LIMIT = const(99)


def fill(ui, v):
    g = ui.session.game
    if ui.mode == M_MAIN:
        v.status = "Zooscape %d players" % g.players
        v.lines[0] = "First master?"
        v.lines[1] = "VAL values  TAL tally"
        for s in range(g.players):
            v.set(s, seat_label(s), PLAYER_COLOURS[s], ANSWER + zsc.IN_MASTER + s)
        v.set(8, "VAL", WHITE, _A_VALUES)
        v.set(9, "TAL", OK_COLOUR, ANSWER + zsc.IN_TALLY_ONLY)
        return
    if ui.mode == M_VALUES:
        v.status = "Card values"
        t = ui.editing if ui.editing >= 0 else 7
        v.lines[0] = "%s %d pts max %s" % (
            SHORT_NAMES[t],
            g.flowers[t],
            limit_text(g.flags[t]),
        )
        v.lines[1] = "a type to change it"
        for t in range(zsc.TYPES):
            v.set(t, CARD_KEYS[t][0], CARD_KEYS[t][1], _A_TYPE + t)
        v.set(S_OK, "OK", OK_COLOUR, _A_BACK)
        v.cursor = S_OK
        return
    t = ui.editing
    v.status = "Values: %s" % zsc.TYPE_NAMES[t]
    if ui.mode == M_POINTS:
        v.lines[0] = "points per card?"
        v.lines[1] = "now %d" % g.flowers[t]
        now = g.flowers[t]
    else:
        v.lines[0] = "most you may keep?"
        v.lines[1] = "now %s, NO: no limit" % limit_text(g.flags[t])
        v.set(S_BACK, "NO", BACK_COLOUR, _A_NO_LIMIT)
        now = g.flags[t]
    count.digits(v, ui.tens, 0, 15 if ui.mode == M_POINTS else 9, _A_DIGIT)
    # The value it has now is highlighted: one push keeps it.
    if ui.tens:
        v.cursor = -1
    else:
        v.cursor = count.TENS_SLOT if now > 9 else count.slot(now)


# ---- keys ---------------------------------------------------------------------------


def act(ui, a):
    if a == _A_BACK:
        ui.mode = M_MAIN
    elif a == _A_VALUES:
        ui.mode = M_VALUES
    elif _A_TYPE <= a < _A_DIGIT:
        ui.editing = a - _A_TYPE
        ui.mode = M_POINTS
    elif _A_DIGIT <= a <= _A_NO_LIMIT:  # a type's points, then its limit (or NO)
        return _value(ui, a)
    return None


def _value(ui, a):
    ui.tens = 0
    n = a - _A_DIGIT
    if ui.mode == M_POINTS:
        ui.points = n
        ui.mode = M_LIMIT
        return None
    ui.mode = M_VALUES
    limit = zsc.NO_FLAG if a == _A_NO_LIMIT else n
    triple = (zsc.IN_VALUE + ui.editing, zsc.IN_FLOWER + ui.points, zsc.IN_FLAG + limit)
    for game_input in triple:
        err = ui._input(game_input)
        if err:
            return err
    return None
