# SPDX-License-Identifier: MIT
"""Reading a Zooscape record (docs/record-format.md) and the replay summary of tools/replay.py.
Host and tests only: the device writes records (zooscape/text.py) but never reads one."""

from zootally.games import zooscape as zsc
from zootally.games.common import rule_text
from zootally.games.textform import RecordError, feed, line_word
from zootally.games.zooscape import refusals
from zootally.games.zooscape.text import ACTION_WORDS, TALLY_KEYS, WORDS

GROUP_SIDES = ("left", "right")
KEYWORDS = (
    "values",
    "master",
    "tally-only",
    "row",
    "apprentice",
    "split",
    "choose",
    "next",
    "draw",
    "break",
    "copy",
    "collection",
)


def word_card(w):
    """A market card word -> card number, or None."""
    if w in WORDS[:7]:
        return WORDS.index(w)
    if w in ACTION_WORDS:
        return zsc.FIRE + ACTION_WORDS.index(w)
    if w.startswith("coin") and w[4:].isdigit() and 1 <= int(w[4:]) <= zsc.MAX_COIN:
        return zsc.COIN + int(w[4:])
    return None


def _feed(game, inputs, n, v, what):
    feed(game, refusals.text, inputs, n, v, what)


def _seat(game, n, w):
    if not w.isdigit() or not 1 <= int(w) <= game.players:
        raise RecordError(n, "'%s' is not a seat 1-%d" % (w, game.players))
    return int(w) - 1


def _receiver(game, n, args, what):
    if not args:
        raise RecordError(n, "%s needs the seat and what" % what)
    seat = _seat(game, n, args[0])
    if seat != game.receiver:
        raise RecordError(n, "%s: seat %d is not resolving actions" % (what, seat + 1))
    if len(args) != 2:
        raise RecordError(n, "%s takes the seat and one word" % what)
    return args[1]


# The line words each phase takes (by phase number), and what the table is doing then.
_WAIT = (
    (("values", "master", "tally-only"), "the first master (master S), or tally-only"),
    (("row",), "the round pile, in row order (row and its cards)"),
    (("apprentice",), "the apprentice's place (apprentice K)"),
    (("split",), "the master's split (split K left|right)"),
    (("choose",), "the choices (choose S:1|2 ...)"),
    (("next",), "seat %d's action order (next %d A)"),
    (("break",), "what seat %d's Breakage takes (break %d T)"),
    (("copy",), "the type seat %d's Copy joins (copy %d T)"),
    (("draw",), "what seat %d's Lucky Cat drew (draw %d C)"),
    (("collection",), "seat %d's final collection (collection %d T=n ...)"),
    ((), "nothing more: the game is over"),
)


def waiting(game):
    """(the line words Zooscape takes now, what the table is doing), for a refusal."""
    words, text = _WAIT[game.phase]
    if game.phase == zsc.P_DIRECT:
        s = game.tallied + 1
        return words, text % (s, s)
    if zsc.P_ORDER <= game.phase <= zsc.P_DRAW:
        s = game.receiver + 1
        if game.phase == zsc.P_ORDER:
            options = [ACTION_WORDS[a - zsc.FIRE] for a in game.todo if a != zsc.FIRE]
            text = text.replace("A)", "|".join(sorted(set(options), key=ACTION_WORDS.index)) + ")")
        return words, text % (s, s)
    if game.phase == zsc.P_CHOOSE:
        seats = " ".join("%d:1|2" % (s + 1) for s in game.still_choosing())
        return words, "the choices (choose %s)" % seats
    return words, text


def parse_lines(game, lines, inputs):
    last = len(lines) - 1
    for i in range(len(lines)):
        n, words = lines[i]
        kw = line_word(n, words, KEYWORDS, waiting(game))
        args = words[1:]
        if kw == "values":
            for w in args:
                name, _, vals = w.partition("=")
                flower, _, flag = vals.partition("/")
                # A record may stop inside a triple: kimono= or kimono=3/ on its last line.
                cut = i == last and w == args[-1] and (flower == "" or flag == "")
                if name not in WORDS or not (
                    cut or (flower.isdigit() and (flag.isdigit() or flag == "-"))
                ):
                    raise RecordError(n, "values takes type=points/limit, e.g. kimono=3/2")
                if (flower and int(flower) > 15) or (flag.isdigit() and int(flag) > 14):
                    raise RecordError(n, "values: points 0-15, limit 0-14 or -")
                _feed(game, inputs, n, zsc.IN_VALUE + WORDS.index(name), "values")
                if flower:
                    _feed(game, inputs, n, zsc.IN_FLOWER + int(flower), "values")
                if flag:
                    f = zsc.NO_FLAG if flag == "-" else int(flag)
                    _feed(game, inputs, n, zsc.IN_FLAG + f, "values")
        elif kw == "master":
            if len(args) != 1:
                raise RecordError(n, "master takes the seat of the first master")
            _feed(game, inputs, n, zsc.IN_MASTER + _seat(game, n, args[0]), "master")
        elif kw == "tally-only":
            _feed(game, inputs, n, zsc.IN_TALLY_ONLY, "tally-only")
        elif kw == "row":
            for w in args:
                c = word_card(w)
                if c is None:
                    raise RecordError(n, "'%s' is not a market card" % w)
                _feed(game, inputs, n, c, "row")
        elif kw == "apprentice":
            if len(args) != 1 or not args[0].isdigit() or int(args[0]) > 13:
                raise RecordError(n, "apprentice takes the number of cards before it")
            _feed(game, inputs, n, zsc.IN_APPRENTICE + int(args[0]), "apprentice")
        elif kw == "split":
            if len(args) != 2 or not args[0].isdigit() or args[1] not in GROUP_SIDES:
                raise RecordError(n, "split takes K (cards on the left) and left|right (group 1)")
            if not 1 <= int(args[0]) <= 14:
                raise RecordError(n, "split: %s cards on the left?" % args[0])
            base = zsc.IN_SPLIT_LEFT if args[1] == "left" else zsc.IN_SPLIT_RIGHT
            _feed(game, inputs, n, base + int(args[0]), "split")
        elif kw == "choose":
            if not args:
                raise RecordError(n, "choose takes seat:group for each chooser")
            for w in args:
                seat, _, group = w.partition(":")
                if group not in ("1", "2"):
                    raise RecordError(n, "'%s' is not seat:1 or seat:2" % w)
                v = zsc.IN_CHOOSE + _seat(game, n, seat) * 2 + int(group) - 1
                _feed(game, inputs, n, v, "choose")
        elif kw == "next":
            w = _receiver(game, n, args, "next")
            if w not in ACTION_WORDS[1:]:
                raise RecordError(n, "next takes cat, break or copy")
            _feed(game, inputs, n, zsc.IN_NEXT + ACTION_WORDS.index(w), "next")
        elif kw == "draw":
            c = word_card(_receiver(game, n, args, "draw"))
            if c is None:
                raise RecordError(n, "'%s' is not a market card" % args[1])
            _feed(game, inputs, n, c, "draw")
        elif kw == "break":
            w = _receiver(game, n, args, "break")
            is_copy = w.startswith("copy:")
            name = w[5:] if is_copy else w
            if name not in WORDS:
                raise RecordError(n, "break takes a curio type, or copy:type")
            v = zsc.IN_BREAK + WORDS.index(name) + (zsc.TYPES if is_copy else 0)
            _feed(game, inputs, n, v, "break")
        elif kw == "copy":
            w = _receiver(game, n, args, "copy")
            if w not in WORDS:
                raise RecordError(n, "copy takes the curio type it joins")
            _feed(game, inputs, n, zsc.IN_COPY + WORDS.index(w), "copy")
        elif kw == "collection":
            _collection(game, inputs, n, args, i == last)


def _collection(game, inputs, n, args, last):
    if game.phase != zsc.P_DIRECT:
        raise RecordError(n, "no collection to enter now")
    if not args or args[0] != str(game.tallied + 1):
        raise RecordError(n, "the collection of seat %d comes next" % (game.tallied + 1))
    given = {}
    for w in args[1:]:
        key, _, value = w.partition("=")
        if key not in TALLY_KEYS:
            raise RecordError(n, "'%s': expected one of %s" % (key, " ".join(TALLY_KEYS)))
        if key in given:
            raise RecordError(n, "%s is given twice" % key)
        given[key] = value
    for q in range(zsc.Q_COINS):
        key = TALLY_KEYS[q]
        if key not in given:
            if last:
                return  # a record may stop in the middle of a collection
            raise RecordError(n, "collection needs %s" % key)
        if not given[key].isdigit() or int(given[key]) > 20:
            raise RecordError(n, "%s=%s is not a count" % (key, given[key]))
        _feed(game, inputs, n, zsc.IN_ANSWER + int(given[key]), key)
    if "coins" not in given:
        if last:
            return
        raise RecordError(n, "collection needs coins (e.g. coins=3,5 or coins=-)")
    if given["coins"] != "-":
        for w in given["coins"].split(","):
            if not w.isdigit() or not 1 <= int(w) <= zsc.MAX_COIN:
                raise RecordError(n, "coins: '%s' is not a value 1-%d" % (w, zsc.MAX_COIN))
            _feed(game, inputs, n, zsc.COIN + int(w), "coins")
    _feed(game, inputs, n, zsc.IN_DONE, "coins")


def collection(game, p):
    """{kind: count} of a seat; copies shown with the type they joined."""
    out = {}
    for t in range(zsc.TYPES):
        if game.curios[p][t]:
            out[zsc.TYPE_NAMES[t]] = game.curios[p][t]
        if game.copies[p][t]:
            out["copy (%s)" % zsc.TYPE_NAMES[t]] = game.copies[p][t]
    for c in sorted(game.coins[p]):
        key = "coin %d" % c
        out[key] = out.get(key, 0) + 1
    if game.fire[p]:
        out["Fire"] = game.fire[p]
    return out


def breakdown(game, p):
    rows = []
    for t in range(zsc.TYPES):
        n = game.curios[p][t] + game.copies[p][t]
        if n:
            flag = game.flags[t]
            rows.append(
                {
                    "type": zsc.TYPE_NAMES[t],
                    "count": n,
                    "flag": None if flag == zsc.NO_FLAG else flag,
                    "flower": game.flowers[t],
                    "points": game.type_points(p, t),
                }
            )
    return rows


def values(game):
    out = {}
    for t in range(zsc.TYPES):
        flag = game.flags[t]
        out[zsc.TYPE_NAMES[t]] = {
            "flower": game.flowers[t],
            "flag": None if flag == zsc.NO_FLAG else flag,
        }
    return out


SCORE_WORD = "points"  # what a total counts (zootally report, standings)


def score_parts(game, summary):
    """Per seat, [(label, points)] that add up to its score: each type's cards against
    its limit, the coins, the Fire cards (zootally report's bars)."""
    n = summary["players"]
    out = []
    for seat in range(n):
        parts = []
        for t in (summary.get("breakdown") or [[]] * n)[seat]:
            limit = "-" if t["flag"] is None else t["flag"]
            parts.append(("%s %d/%s" % (t["type"], t["count"], limit), t["points"]))
        if (summary.get("coins") or [0] * n)[seat]:
            parts.append(("coins", summary["coins"][seat]))
        if (summary.get("fire") or [0] * n)[seat]:
            fire = summary["fire"][seat]
            parts.append(("Fire x%d" % fire, zsc.FIRE_POINTS * fire))
        out.append(parts)
    return out


def first_player(game, inputs):
    """The first master (`master N`: who split first), or None where the market was not
    played on the device (the final collections entered: nobody is known to have begun).
    Replayed: the master moves each round."""
    if game.direct:
        return None
    replay = zsc.Game(game.players)
    for v in inputs:
        replay.apply(v)
        if replay.round:
            return replay.master
    return None


def summary(game):
    n = game.players
    over = game.over()
    decided = game.decide() if over else None
    holder = game.holder()
    return {
        "game": "zooscape",
        "players": n,
        "round": game.round_shown(),
        "master": None if game.direct else game.master + 1,
        "apprentice": None if holder is None else holder + 1,
        "bin": len(game.bin),
        "kimonos": None if game.closed else game.kimonos,
        "deck": game.deck,
        "collections": [collection(game, p) for p in range(n)],
        "breakdown": [breakdown(game, p) for p in range(n)],
        "coins": [sum(game.coins[p]) for p in range(n)],
        "fire": [game.fire[p] for p in range(n)],
        "cards": [game.collected(p) for p in range(n)],
        "scores": [game.score(p) for p in range(n)],
        "totals": [game.score(p) for p in range(n)] if over else None,
        "winners": [s + 1 for s in decided[1]] if over else None,
        "decided_by": rule_text(decided[2], decided[3]) if over else None,
        "values": values(game),
        "warnings": list(game.warnings),
    }
