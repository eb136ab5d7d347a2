# SPDX-License-Identifier: MIT
"""Reading a ZooStock record (docs/record-format.md) and the replay summary of tools/replay.py.
Host and tests only: the device writes records (zoostock/text.py) but never reads one."""

from zootally.games import zoostock as zs
from zootally.games.textform import RecordError, feed, line_word
from zootally.games.zoostock import refusals


def _seat(n, word, game):
    try:
        s = int(word)
    except ValueError:
        s = 0
    if not 1 <= s <= game.players:
        raise RecordError(n, "'%s' is not a seat (1-%d)" % (word, game.players))
    return s - 1


def _feed(game, inputs, n, v, what):
    feed(game, refusals.text, inputs, n, v, what)


def _entry(n, word):
    if word.startswith("lock:"):
        r = word[5:]
        if r not in ("1", "2", "3"):
            raise RecordError(n, "'%s': LOCK takes a row 1-3" % word)
        return zs.IN_LOCK + int(r) - 1
    card = zs.parse_card(word)
    if card < 0:
        raise RecordError(n, "'%s' is not a card (animal GHBRTE, number 1-10)" % word)
    return card


def _start_round_if_over(game, inputs, n):
    if game.phase == zs.P_OVER:
        _feed(game, inputs, n, zs.IN_EXTRA, "one more round")


def _count(n, word, game):
    """A tally's count word ('6G': number first, then the animal) as the input it is; the
    animal must be the one the tally asks about now."""
    a = zs.ANIMALS.find(word[-1:]) if word[-1:] else -1
    if a < 0 or not word[:-1].isdigit() or int(word[:-1]) > 10:
        raise RecordError(n, "'%s' is not a count (0-10 and an animal: 6G)" % word)
    seat, asked = game.tally_question()
    if a != asked:
        raise RecordError(
            n,
            "'%s': the tally asks %s's count of %s now"
            % (
                word,
                "the EX zone" if seat == zs.NO_SEAT else "seat %d" % (seat + 1),
                zs.ANIMALS[asked],
            ),
        )
    return zs.IN_COUNT + int(word[:-1])


KEYWORDS = ("lead", "ex", "tally", "zoo", "trick", "order")


def waiting(game):
    """(the line words ZooStock takes now, what the table is doing), for a refusal."""
    ph = game.phase
    if ph == zs.P_TALLY:
        seat, a = game.tally_question()
        if seat == zs.NO_SEAT:
            return ((), "the tally's EX zone counts (tally, one an animal: 2G 3H ...)")
        return (
            ("zoo",),
            "seat %d's zoo counts (zoo %d, from %s)" % (seat + 1, seat + 1, zs.ANIMALS[a]),
        )
    if ph == zs.P_LEAD or ph == zs.P_EX:
        more = 3 * game.players - game.ex_entered
        return (
            ("lead", "ex", "tally"),
            "round %d's discards (ex and %d cards; lead S before it says who leads)"
            % (game.round, more),
        )
    if ph == zs.P_PLAY:
        return (
            ("trick",),
            "trick %d of round %d (trick and its cards from seat %d)"
            % (game.trick_no, game.round, game.lead + 1),
        )
    if ph == zs.P_ORDER:
        s = game.order_seat()
        return (("order",), "seat %d's order of its new rows (order %d A B ...)" % (s + 1, s + 1))
    if game.contenders and len(game.contenders) > 1:
        return (("lead", "ex", "tally"), "one more round to break the tie (ex and its cards)")
    return ((), "nothing more: the game is over")


def parse_lines(game, lines, inputs):
    """Feed record lines (line number, words) to `game`, appending each input to `inputs`."""
    i = 0
    last = len(lines) - 1
    while i <= last:
        n, words = lines[i]
        if words[0] == "order":
            raise RecordError(n, "order comes right after a trick")
        kw = line_word(n, words, KEYWORDS, waiting(game))
        args = words[1:]
        if kw == "lead":
            if len(args) != 1:
                raise RecordError(n, "lead takes one seat")
            _start_round_if_over(game, inputs, n)
            if game.phase != zs.P_LEAD:
                raise RecordError(n, "lead comes before a round's ex line")
            _feed(game, inputs, n, zs.IN_LEAD + _seat(n, args[0], game), "lead " + args[0])
        elif kw == "ex":
            _start_round_if_over(game, inputs, n)
            if not (game.phase == zs.P_LEAD or (game.phase == zs.P_EX and game.ex_entered == 0)):
                raise RecordError(n, "ex starts a round; the round in play is not finished")
            for w in args:
                if game.phase != zs.P_EX and game.phase != zs.P_LEAD:
                    raise RecordError(n, "ex has more than %d cards" % (3 * game.players))
                card = zs.parse_card(w)
                if card < 0:
                    raise RecordError(n, "'%s' is not a card" % w)
                _feed(game, inputs, n, card, w)
            if game.phase == zs.P_EX and i != last:
                raise RecordError(n, "ex needs %d cards" % (3 * game.players))
        elif kw == "tally":
            _start_round_if_over(game, inputs, n)
            if game.phase == zs.P_EX and game.ex_entered:
                raise RecordError(n, "tally starts a round; the round in play is not finished")
            _feed(game, inputs, n, zs.IN_TALLY, "tally")
            for w in args:
                if game.phase != zs.P_TALLY or game.tally_question()[0] != zs.NO_SEAT:
                    raise RecordError(n, "tally has 6 counts, one an animal (G H B R T E)")
                _feed(game, inputs, n, _count(n, w, game), w)
            if game.phase == zs.P_TALLY and game.tally_question()[0] == zs.NO_SEAT and i != last:
                raise RecordError(n, "tally needs 6 counts, one an animal (G H B R T E)")
        elif kw == "zoo":
            if not args:
                raise RecordError(n, "zoo takes a seat and its counts")
            s = _seat(n, args[0], game)
            asked = game.tally_question()[0]
            if s != asked:
                raise RecordError(n, "zoo %s: the tally asks seat %d's zoo" % (args[0], asked + 1))
            for w in args[1:]:
                if game.phase != zs.P_TALLY or game.tally_question()[0] != s:
                    raise RecordError(n, "'%s': seat %d's counts are all in" % (w, s + 1))
                _feed(game, inputs, n, _count(n, w, game), w)
            if game.phase == zs.P_TALLY and game.tally_question()[0] == s and i != last:
                a = zs.ANIMALS[game.tally_question()[1]]
                raise RecordError(n, "zoo %d needs its count of %s and on" % (s + 1, a))
        elif kw == "trick":
            if game.phase != zs.P_PLAY or len(game.trick_seats):
                raise RecordError(n, "no trick to play now")
            orders = {}
            j = i + 1
            while j <= last and lines[j][1][0] == "order":
                on, ow = lines[j]
                if len(ow) < 3:
                    raise RecordError(on, "order takes a seat and two or more animals")
                s = _seat(on, ow[1], game)
                if s in orders:
                    raise RecordError(on, "a second order for seat %d" % (s + 1))
                orders[s] = (on, ow[2:])
                j += 1
            trick_no = game.trick_no
            rnd = game.round
            for w in args:
                if game.phase != zs.P_PLAY or game.trick_no != trick_no or game.round != rnd:
                    raise RecordError(n, "'%s': the trick is already complete" % w)
                _feed(game, inputs, n, _entry(n, w), w)
            if game.phase == zs.P_PLAY and game.trick_no == trick_no and game.round == rnd:
                if j <= last:
                    raise RecordError(n, "trick is incomplete")
            while game.phase == zs.P_ORDER:
                s = game.order_seat()
                if s not in orders:
                    _feed(game, inputs, n, zs.IN_ACCEPT, "order")
                    continue
                on, animals = orders.pop(s)
                new = game.order_new()[0]
                if len(animals) != len(new) or sorted(animals) != sorted(
                    zs.ANIMALS[a] for a in new
                ):
                    raise RecordError(
                        on,
                        "seat %d's new rows are %s" % (s + 1, " ".join(zs.ANIMALS[a] for a in new)),
                    )
                for w in animals[:-1]:
                    _feed(game, inputs, on, zs.IN_PICK + zs.ANIMALS.index(w), "order " + w)
            if orders:
                s = list(orders)[0]
                raise RecordError(orders[s][0], "seat %d has no new rows to order" % (s + 1))
            i = j - 1
        i += 1


SCORE_WORD = "points"  # what a total counts (zootally report, standings)


def score_parts(game, summary):
    """Per seat, [(label, points)] that add up to its total: each round's rows, count x
    that animal in the EX zone (zootally report's bars)."""
    out = []
    for seat in range(summary["players"]):
        parts = []
        for r in range(len(game.round_zoos)):
            zoos, ex, _ = game.round_zoos[r]
            for animal, count, locked in zoos[seat]:
                label = "Rd%d %d%s%s x%d" % (
                    r + 1,
                    count,
                    zs.ANIMALS[animal],
                    "*" if locked else "",
                    ex[animal],
                )
                parts.append((label, count * ex[animal]))
        out.append(parts)
    return out


def first_player(game, inputs):
    """The seat that led the game's first trick (`lead N`, else P1), or None if none did."""
    return game.round_leads[0] if game.round_leads else None


def summary(game):
    """The replay summary of tools/replay.py, as a dict ready for JSON. Between rounds
    (the last trick played, the next round's ex line not yet there) it shows the round
    that ended, as scored: its zoos and EX zone, empty hands, and who leads the next."""
    n = game.players
    if game.phase == zs.P_OVER:
        lead = None
    elif game.phase == zs.P_LEAD:
        lead = game.lead_choices[0] + 1
    else:
        lead = game.lead + 1
    rnd = game.round
    zoos = game.zoos
    ex = game.ex
    hands = list(game.hands)
    if game.phase == zs.P_LEAD and len(game.round_zoos) == rnd - 1 and rnd > 1:
        rnd -= 1
        zoos, ex, _ = game.round_zoos[-1]
        hands = [0] * n
    t = game.trump(ex)
    winners = game.winners()
    return {
        "game": "zoostock",
        "players": n,
        "round": rnd,
        "trump": t or None,
        "ex": dict((zs.ANIMALS[a], ex[a]) for a in range(6)),
        "zoos": [
            [{"animal": zs.ANIMALS[r[0]], "count": r[1], "locked": bool(r[2])} for r in zoos[s]]
            for s in range(n)
        ],
        "hands": hands,
        "lead": lead,
        "round_scores": [list(r) for r in game.round_scores],
        "totals": game.totals(),
        "winners": [s + 1 for s in winners] if winners is not None else None,
        "warnings": list(game.warnings),
    }
