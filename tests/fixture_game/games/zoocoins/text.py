# SPDX-License-Identifier: MIT
"""Zoo Coins' record, written: `rounds N`, then a line per round, `round N c1 c2 ...`, the
counts in turn order from the round's starter (a round being counted: the counts so far)."""

from zootally.games import zoocoins as zn


def format_lines(players, inputs):
    if not inputs:
        return
    yield "rounds %d" % zn.ROUNDS[inputs[0] - zn.IN_ROUNDS]
    line = []
    for i in range(1, len(inputs)):
        turn = (i - 1) % players
        if turn == 0:
            line = ["round", str((i - 1) // players + 1)]
        line.append(str(inputs[i]))
        if turn == players - 1:
            yield " ".join(line)
            line = []
    if line:
        yield " ".join(line)
