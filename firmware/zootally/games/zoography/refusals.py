# SPDX-License-Identifier: MIT
"""Why Zoo-ography refuses an input, in the words of a screen of 21 characters: loaded for
a refusal and forgotten after it (games.refusal), so that its texts are in the heap only
while one is made."""

from zootally.games.common import E_BAD, E_NOT_NOW
from zootally.games.zoography import E_ANSWER, E_DECK, E_TOO_MANY

MESSAGES = {
    E_NOT_NOW: "Not now",
    E_BAD: "Unknown input",
    E_TOO_MANY: "More than there are",
    E_ANSWER: "Answer out of range",
    E_DECK: "Deck is empty",
}


def text(game, code, v):
    """Why `game` refuses input v: check()'s `code` (the same words for any input)."""
    return MESSAGES.get(code, "Refused")
