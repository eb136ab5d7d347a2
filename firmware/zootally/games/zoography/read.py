# SPDX-License-Identifier: MIT
"""Reading a Zoo-ography record (docs/record-format.md) and the replay summary of tools/replay.py.
Host and tests only: the device writes records (zoography/text.py) but never reads one."""

from zootally.games import zoography as zg
from zootally.games.textform import RecordError, feed, line_word
from zootally.games.zoography import refusals
from zootally.games.zoography.text import question_key


def _feed(game, inputs, n, v, what):
    feed(game, refusals.text, inputs, n, v, what)


KEYWORDS = ("objectives", "turns", "reset", "lost", "tally", "tiebreak")
# A key only the long tally asks (records made before the short one): the record's form.
LONG_KEYS = ("oncard", "width", "height") + tuple(a[0] for a in zg.ANIMALS)


def long_form(lines):
    """Was the record made with the long tally (a count per animal, the zoo's width and
    height)? Its tally lines say so; a record without one takes the short tally."""
    for _, words in lines:
        if words and words[0] == "tally":
            for w in words[2:]:
                if w.partition("=")[0] in LONG_KEYS:
                    return True
    return False


def waiting(game):
    """(the line words Zoo-ography takes now, what the table is doing), for a refusal."""
    ph = game.phase
    if ph == zg.P_SETUP:
        return ("objectives",), "the objective cards (objectives A B C D)"
    if ph == zg.P_PLAY:
        if game.players == 1:
            return ("turns", "lost"), "turns (turns N), or lost"
        return ("turns",), "turns (turns N)"
    if ph == zg.P_SOLO_RESET:  # solo: the deal may find no room for an animal
        return ("reset", "lost"), "the reset (reset), or lost"
    if ph == zg.P_TALLY or ph == zg.P_CHECK:
        p = game.confirmed + 1
        return ("tally",), "player %d's tally (tally %d key=value ...)" % (p, p)
    if ph == zg.P_TIE:
        return ("tiebreak",), "the stars tie: each animal value (tiebreak N N)"
    return (), "nothing more: the game is over"


def parse_lines(game, lines, inputs):
    last = len(lines) - 1
    setups = 0 if long_form(lines) else zg.IN_SETUP_SHORT
    for i in range(len(lines)):
        n, words = lines[i]
        kw = line_word(n, words, KEYWORDS, waiting(game))
        args = words[1:]
        if kw == "objectives":
            try:
                cards = tuple(int(w) for w in args)
            except ValueError:
                cards = ()
            if cards not in zg.SETUPS:
                raise RecordError(n, "objectives takes the cards 1-4 in role order, each once")
            _feed(game, inputs, n, setups + zg.SETUPS.index(cards), "objectives")
        elif kw == "turns":
            if len(args) != 1 or not args[0].isdigit():
                raise RecordError(n, "turns takes a number")
            for _ in range(int(args[0])):
                _feed(game, inputs, n, zg.IN_TURN, "turn")
        elif kw == "reset":
            # `reset` alone, or as older records wrote it, naming the draft card 1-3 that
            # lost its animals, or none
            if len(args) > 1 or (args and args[0] not in ("1", "2", "3", "none")):
                raise RecordError(n, "reset takes nothing (or a draft card 1-3, or none)")
            k = 3 if not args or args[0] == "none" else int(args[0]) - 1
            _feed(game, inputs, n, zg.IN_SOLO_RESET + k, "reset")
        elif kw == "lost":
            _feed(game, inputs, n, zg.IN_NO_ROOM, "lost")
        elif kw == "tiebreak":
            if game.phase != zg.P_TIE:
                raise RecordError(n, "no tie to break now")
            if not args or len(args) > game.players or not all(w.isdigit() for w in args):
                raise RecordError(n, "tiebreak takes each player's animal value")
            for w in args:
                _feed(game, inputs, n, zg.IN_ANSWER + int(w), "tiebreak")
        elif kw == "tally":
            if game.phase != zg.P_TALLY:
                raise RecordError(n, "no tally to enter now")
            if not args or args[0] != str(game.confirmed + 1):
                raise RecordError(n, "the tally of player %d comes next" % (game.confirmed + 1))
            given = {}
            for w in args[1:]:
                key, _, value = w.partition("=")
                if value in ("yes", "no"):
                    value = "1" if value == "yes" else "0"
                if not value.isdigit():
                    raise RecordError(n, "'%s' is not key=number" % w)
                if key in given:
                    raise RecordError(n, "%s is given twice" % key)
                given[key] = int(value)
            p = game.confirmed
            while game.phase == zg.P_TALLY and game.confirmed == p:
                key = question_key(game, game.question())
                if key not in given:
                    if i == last:
                        break  # a record may stop in the middle of a tally
                    raise RecordError(n, "tally needs %s" % key)
                _feed(game, inputs, n, zg.IN_ANSWER + given.pop(key), key)
            if given:
                raise RecordError(n, "%s is not asked" % sorted(given)[0])
            if game.phase == zg.P_CHECK:
                _feed(game, inputs, n, zg.IN_CONFIRM, "tally")


SCORE_WORD = "stars"  # what a total counts (zootally report, standings)


def score_parts(game, summary):
    """Per seat, [(label, stars)] that add up to its stars: the objectives met, the size
    penalty (zootally report's bars)."""
    n = summary["players"]
    out = []
    for seat in range(n):
        done = (summary.get("breakdown") or [[]] * n)[seat]
        parts = [(o["objective"], o["stars"]) for o in done if o["met"]]
        if (summary.get("penalties") or [0] * n)[seat]:
            parts.append(("size over 4", -summary["penalties"][seat]))
        out.append(parts)
    return out


def first_player(game, inputs):
    """P1: the seat that holds the First Player card (solo: the one player)."""
    return 0


def summary(game):
    n = game.players
    objectives = []
    for card, slot, stars in game.active():
        o = zg.OBJECTIVES[card - 1][slot]
        objectives.append({"card": card, "side": zg.SLOT_NAMES[slot], "stars": stars, "text": o[3]})
    breakdown = []
    for p in range(n):
        rows = []
        for card, slot, stars, met, _ in game.breakdown(p):
            rows.append(
                {
                    "objective": zg.OBJECTIVES[card - 1][slot][3],
                    "met": met,
                    "stars": stars if met else 0,
                }
            )
        breakdown.append(rows)
    winners = game.winners()
    return {
        "game": "zoo-ography",
        "players": n,
        "objectives": objectives,
        "turn": game.turn,
        "deck": game.deck,
        "resets": game.resets,
        "stars": [game.stars(p) for p in range(n)],
        "totals": [game.stars(p) for p in range(n)] if game.over() else None,
        "breakdown": breakdown,
        "penalties": [game.penalties(p) for p in range(n)],
        "animal_value": [game.animal_value(p) for p in range(n)],
        "winners": [s + 1 for s in winners] if winners is not None else None,
        "result": game.result(),
        "warnings": list(game.warnings),
    }


def short_form(players, inputs):
    """A log made with the long tally (a count per animal and attraction kind, the width
    and height) as the short tally would have it: the same game, the same stars, each
    player answering the totals the objectives need (what the keys of today's device
    enter). The tally's unfinished part is left out."""
    old = zg.Game(players)
    for v in inputs:
        old.apply(v)
    game = zg.Game(players)
    out = bytearray()

    def put(v):
        if game.apply(v) == 0:
            out.append(v)

    for v in inputs:
        if v < len(zg.SETUPS):
            put(zg.IN_SETUP_SHORT + v)
        elif v < zg.IN_CONFIRM or old.short:  # (a log of the short tally: as it is)
            put(v)
            continue
        if game.phase != zg.P_TALLY or old.confirmed <= game.confirmed:
            continue
        for p in range(game.confirmed, old.confirmed):  # each whole tally of the old game
            c = old.counts(p)
            while game.phase == zg.P_TALLY:
                q = game.question()
                before = len(out)
                for kind, question in zg.SHORT:
                    if question == q:
                        put(zg.IN_ANSWER + c[kind])
                if zg.Q_YESNO <= q < zg.Q_WIDTH:
                    put(zg.IN_ANSWER + old.answers[p][q])
                elif q == zg.Q_BIG:
                    put(zg.IN_ANSWER + old.penalties(p))
                if len(out) == before:  # an answer out of the short tally's range: stop
                    return bytes(out)
            put(zg.IN_CONFIRM)
        while game.phase == zg.P_TIE:
            before = len(out)
            put(zg.IN_ANSWER + old.animal_value(game.tie))
            if len(out) == before:
                return bytes(out)
    return bytes(out)
