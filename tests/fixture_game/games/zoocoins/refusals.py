# SPDX-License-Identifier: MIT
"""Why Zoo Coins refuses an input (games.refusal)."""

from zootally.games.common import E_NOT_NOW
from zootally.games.zoocoins import E_ALL, E_TOO_MANY


def text(game, code, v):
    """Why `game` refuses input v: check()'s `code`."""
    if code == E_NOT_NOW:
        return "not now"
    if code == E_TOO_MANY:
        return "only %d coins left" % game.left()
    if code == E_ALL:
        return "the last takes all %d" % game.left()
    return "not a count"
