# SPDX-License-Identifier: MIT
"""Zoo Count's record, written: a line per round, `round N c1 c2 ...`, the counts in seat
order (a round being counted: the counts so far)."""


def format_lines(players, inputs):
    line = []
    for i in range(len(inputs)):
        if i % players == 0:
            line = ["round", str(i // players + 1)]
        line.append(str(inputs[i]))
        if i % players == players - 1:
            yield " ".join(line)
            line = []
    if line:
        yield " ".join(line)
