# SPDX-License-Identifier: MIT
"""Reading a Zoo Count record (zoocount/text.py) and its replay summary. Host only."""

from zootally.games.textform import RecordError, feed, line_word
from zootally.games.zoocount import refusals

KEYWORDS = ("round",)
SCORE_WORD = "animals"  # what a total counts (zootally report, standings)


def waiting(game):
    if game.over():
        return (), "nothing more: the game is over"
    return ("round",), "round %d's counts (round N c1 c2 ...)" % (game.round() + 1)


def parse_lines(game, lines, inputs):
    for i in range(len(lines)):
        n, words = lines[i]
        line_word(n, words, KEYWORDS, waiting(game))
        if len(words) < 2 or words[1] != str(game.round() + 1):
            raise RecordError(n, "round %d comes next" % (game.round() + 1))
        counts = words[2:]
        if not all(w.isdigit() for w in counts) or not counts:
            raise RecordError(n, "round takes a count per player")
        if len(counts) > game.players - game.seat() or (
            len(counts) < game.players and i < len(lines) - 1
        ):
            raise RecordError(n, "round takes %d counts" % game.players)
        for w in counts:
            feed(game, refusals.text, inputs, n, int(w), "count")


def score_parts(game, summary):
    """Per seat, [(label, animals)] adding up to its total: a part per round."""
    n = summary["players"]
    counts = summary["counts"]
    return [
        [("Rd%d" % (r + 1), counts[r * n + s]) for r in range(len(counts) // n)] for s in range(n)
    ]


def summary(game):
    winners = game.winners()
    return {
        "game": "zoo-count",
        "players": game.players,
        "counts": list(game.counts),
        "totals": [game.total(s) for s in range(game.players)],
        "winners": [s + 1 for s in winners] if winners is not None else None,
        "warnings": list(game.warnings),
    }
