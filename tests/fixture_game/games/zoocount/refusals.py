# SPDX-License-Identifier: MIT
"""Why Zoo Count refuses an input (games.refusal)."""

from zootally.games.common import E_NOT_NOW
from zootally.games.zoocount import E_TOO_MANY, MOST


def text(game, code, v):
    """Why `game` refuses input v: check()'s `code`."""
    if code == E_NOT_NOW:
        return "the game is over"
    if code == E_TOO_MANY:
        return "at most %d animals" % MOST
    return "not a count"
