# SPDX-License-Identifier: MIT
"""Reading a Zoo Coins record (zoocoins/text.py) and its replay summary. Host only."""

from zootally.games import zoocoins as zn
from zootally.games.textform import RecordError, feed, line_word
from zootally.games.zoocoins import refusals

KEYWORDS = ("rounds", "round")
SCORE_WORD = "coins"  # what a total counts (zootally report, standings)


def waiting(game):
    if game.phase == zn.P_SETUP:
        return ("rounds",), "the number of rounds (rounds 3 or rounds 5)"
    if game.over():
        return (), "nothing more: the game is over"
    return ("round",), "round %d's counts (round N c1 c2 ...)" % (game.round() + 1)


def parse_lines(game, lines, inputs):
    for i in range(len(lines)):
        n, words = lines[i]
        if line_word(n, words, KEYWORDS, waiting(game)) == "rounds":
            if len(words) != 2 or words[1] not in [str(r) for r in zn.ROUNDS]:
                raise RecordError(n, "rounds is 3 or 5")
            feed(
                game,
                refusals.text,
                inputs,
                n,
                zn.IN_ROUNDS + zn.ROUNDS.index(int(words[1])),
                "rounds",
            )
            continue
        if len(words) < 2 or words[1] != str(game.round() + 1):
            raise RecordError(n, "round %d comes next" % (game.round() + 1))
        counts = words[2:]
        if not counts or not all(w.isdigit() and len(w) <= 3 for w in counts):
            raise RecordError(n, "round takes a count per player")
        if len(counts) > game.players - game.turn() or (
            len(counts) < game.players and i < len(lines) - 1
        ):
            raise RecordError(n, "round takes %d counts" % game.players)
        for w in counts:
            feed(game, refusals.text, inputs, n, int(w), "count")


def score_parts(game, summary):
    """Per seat, [(label, coins)] adding up to its total: a part per round."""
    return [[("Rd%d" % (r + 1), n) for r, n in enumerate(seat)] for seat in summary["takes"]]


def summary(game):
    winners = game.winners()
    return {
        "game": "zoo-coins",
        "players": game.players,
        "rounds": game.rounds,
        "takes": [game.seat_takes(s) for s in range(game.players)],
        "totals": [game.total(s) for s in range(game.players)],
        "winners": [s + 1 for s in winners] if winners is not None else None,
        "warnings": list(game.warnings),
    }
