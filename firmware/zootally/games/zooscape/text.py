# SPDX-License-Identifier: MIT
"""Zooscape's record, written (docs/record-format.md): the lines the device sends over USB
(menu, REC), one at a time. Reading a record and the replay summary are host-only, in
zooscape/read.py: the device never loads them."""

from zootally.games import zooscape as zsc

# Record words for the cards, by card number (None: not a market card).
WORDS = ("tea", "fan", "sword", "parasol", "lute", "figurine", "chopsticks", "kimono")
ACTION_WORDS = ("fire", "cat", "break", "copy")
TALLY_KEYS = WORDS + ("fire", "coins")


def card_word(c):
    if c < zsc.TYPES:
        return WORDS[c]
    if zsc.FIRE <= c <= zsc.COPY:
        return ACTION_WORDS[c - zsc.FIRE]
    if c == zsc.APPRENTICE:
        return "apprentice"
    return "coin%d" % (c - zsc.COIN)


def format_lines(players, inputs):
    """The record lines (without the header), one at a time: the device sends each as it
    is made and never holds the whole record (docs/performance.md)."""
    game = zsc.Game(players)
    out = []  # lines begun; only the last may still grow
    line = None  # words of the line being gathered
    for v in inputs:
        ph = game.phase
        head = line[0] if line else None
        if ph == zsc.P_LAYOUT:
            if head != "row":
                line = ["row"]
                out.append(line)
            line.append(card_word(v))
        elif ph == zsc.P_CHOOSE:
            if head != "choose":
                line = ["choose"]
                out.append(line)
            seat = (v - zsc.IN_CHOOSE) >> 1
            line.append("%d:%d" % (seat + 1, 1 + ((v - zsc.IN_CHOOSE) & 1)))
        elif ph == zsc.P_DIRECT:
            if head != "collection":
                line = ["collection", str(game.tallied + 1)]
                out.append(line)
            if v == zsc.IN_DONE:
                coins = game.coins[game.tallied]
                line.append("coins=" + (",".join(str(c) for c in coins) if coins else "-"))
                line = None
            elif v >= zsc.IN_ANSWER:
                line.append("%s=%d" % (TALLY_KEYS[game.asked], v - zsc.IN_ANSWER))
        elif ph == zsc.P_SETUP and zsc.IN_VALUE <= v < zsc.IN_FLAG + 16:
            if v < zsc.IN_FLOWER:
                if head != "values":
                    line = ["values"]
                    out.append(line)
                line.append(WORDS[v - zsc.IN_VALUE] + "=")
            elif v < zsc.IN_FLAG:
                line[-1] += "%d/" % (v - zsc.IN_FLOWER)
            else:
                f = v - zsc.IN_FLAG
                line[-1] += "-" if f == zsc.NO_FLAG else str(f)
        else:
            line = None
            seat = str(game.receiver + 1)
            if v == zsc.IN_TALLY_ONLY:
                out.append(["tally-only"])
            elif zsc.IN_MASTER <= v < zsc.IN_TALLY_ONLY:
                out.append(["master", str(v - zsc.IN_MASTER + 1)])
            elif zsc.IN_APPRENTICE <= v < zsc.IN_SPLIT_LEFT:
                out.append(["apprentice", str(v - zsc.IN_APPRENTICE)])
            elif zsc.IN_SPLIT_LEFT <= v < zsc.IN_CHOOSE:
                left = v < zsc.IN_SPLIT_RIGHT
                k = v - (zsc.IN_SPLIT_LEFT if left else zsc.IN_SPLIT_RIGHT)
                out.append(["split", str(k), "left" if left else "right"])
            elif ph == zsc.P_DRAW:
                out.append(["draw", seat, card_word(v)])
            elif zsc.IN_NEXT <= v < zsc.IN_BREAK:
                out.append(["next", seat, ACTION_WORDS[v - zsc.IN_NEXT]])
            elif zsc.IN_BREAK <= v < zsc.IN_COPY:
                b = v - zsc.IN_BREAK
                word = WORDS[b & 7]
                out.append(["break", seat, ("copy:" + word) if b >= zsc.TYPES else word])
            elif zsc.IN_COPY <= v < zsc.IN_ANSWER:
                out.append(["copy", seat, WORDS[v - zsc.IN_COPY]])
        game.apply(v)
        while len(out) > 1:
            yield " ".join(out.pop(0))
    for words in out:
        yield " ".join(words)
