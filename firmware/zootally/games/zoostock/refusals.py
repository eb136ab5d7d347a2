# SPDX-License-Identifier: MIT
"""Why ZooStock refuses an input, in the words of a screen of 21 characters: loaded for a
refusal and forgotten after it (games.refusal), so that its texts are in the heap only
while one is made."""

from zootally.games.common import E_BAD, E_NOT_NOW
from zootally.games.zoostock import (
    ANIMALS,
    E_CARDS,
    E_DISCARDS,
    E_LEAD,
    E_LOCK_ALONE,
    E_LOCK_TRICK,
    E_LOCKED,
    E_NO_ROW,
    E_NO_TIE,
    E_NUMBER,
    E_ORDER,
    E_SEEN,
    E_TOO_MANY,
    E_ZOO_FULL,
    IN_COUNT,
    IN_LOCK,
    NO_SEAT,
    card_text,
)

MESSAGES = {
    E_NOT_NOW: "Not now",
    E_NUMBER: "No such number here",
    E_SEEN: "Card already seen",
    E_LOCKED: "LOCK used this round",
    E_LOCK_TRICK: "One LOCK per trick",
    E_NO_ROW: "No such row to lock",
    E_LOCK_ALONE: "LOCK needs a card",
    E_LEAD: "Not a lowest scorer",
    E_ORDER: "Not a new row",
    E_NO_TIE: "No tie to break",
    E_ZOO_FULL: "A zoo keeps 3 animals",
    E_BAD: "Unknown input",
}


def text(game, code, v):
    """Why `game` refuses input v: check()'s `code`, said for this input and this game."""
    if code == E_SEEN:
        return card_text(v) + " already seen"
    if code == E_NUMBER:
        return "No %d in a %dp deck" % (v % 10 + 1, game.players)
    if code == E_NO_ROW:
        return "No row %d to lock" % (v - IN_LOCK + 1)
    if code == E_TOO_MANY:
        seat, a = game.tally_question()
        left = game.max_number if seat == NO_SEAT else game.tally_left(a)
        return "only %d %s left" % (left, ANIMALS[a])
    if code == E_DISCARDS:
        return "EX has %d discards" % (3 * game.players)
    if code == E_CARDS:
        seat, a = game.tally_question()
        n = v - IN_COUNT
        reach = game.tally_reach(seat, a, n)[1]
        deck = game.deck_size()
        if reach < deck - game.players:
            return "only %d of %d cards" % (reach, deck)
        return "%d out, %d can LOCK" % (deck - reach, game.tally_locks(seat, a, n))
    return MESSAGES.get(code, "Refused")
