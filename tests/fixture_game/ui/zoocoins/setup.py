# SPDX-License-Identifier: MIT
"""Zoo Coins' set-up (tests/fixture_game): how many rounds. Its keys enter the input as it
is (ANSWER): no act of its own."""

from zootally.games import zoocoins as zn
from zootally.ui.view import ANSWER, WHITE


def fill(ui, v):
    g = ui.session.game
    v.status = "Zoo Coins setup"
    v.lines[0] = "How many rounds?"
    v.lines[1] = "%d coins a round" % g.bank()
    for i in range(len(zn.ROUNDS)):
        v.set(i, "%dR" % zn.ROUNDS[i], WHITE, ANSWER + zn.IN_ROUNDS + i)
    v.cursor = 0
