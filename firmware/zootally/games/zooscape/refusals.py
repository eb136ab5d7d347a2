# SPDX-License-Identifier: MIT
"""Why Zooscape refuses an input, in the words of a screen of 21 characters: loaded for a
refusal and forgotten after it (games.refusal), so that its texts are in the heap only
while one is made."""

from zootally.games.common import E_BAD, E_NOT_NOW, counted
from zootally.games.zooscape import (
    E_ALL_OUT,
    E_CHOSEN,
    E_NO_TYPE,
    E_NOT_CHOOSING,
    E_NOT_HELD,
    E_NOT_MOST,
    E_NOT_WAITING,
    E_PILE,
    E_PLACE,
    E_RANGE,
    E_SEAT,
    E_SPLIT,
    E_TOO_MANY,
    IN_CHOOSE,
    card_name,
    kind,
)

MESSAGES = {
    E_NOT_NOW: "Not now",
    E_BAD: "Unknown input",
    E_PLACE: "No such place",
    E_SPLIT: "Both groups need a card",
    E_SEAT: "No such player",
    E_NOT_WAITING: "Not one to resolve",
    E_NOT_HELD: "Not in the collection",
    E_NOT_MOST: "Not a most-held type",
    E_NO_TYPE: "Choose a type first",
    E_RANGE: "Value out of range",
    E_TOO_MANY: "More than there are",
}


def text(game, code, v):
    """Why `game` refuses input v: check()'s `code`, said for this input and this game."""
    if code == E_ALL_OUT:
        k = kind(v)  # the screen has 21 characters: the count is in the rulebook
        return "No %s left" % ("coin" if k == 7 else card_name(k))
    if code == E_PILE:
        return "The pile has " + counted(game.pile, "card")
    if code == E_NOT_CHOOSING:
        return "P%d is not choosing" % (((v - IN_CHOOSE) >> 1) + 1)
    if code == E_CHOSEN:
        return "P%d has chosen" % (((v - IN_CHOOSE) >> 1) + 1)
    return MESSAGES.get(code, "Refused")
