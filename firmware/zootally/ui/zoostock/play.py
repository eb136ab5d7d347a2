# SPDX-License-Identifier: MIT
"""ZooStock's screens while a game is played, and their keys: the EX zone, a trick's cards,
LOCK, the new rows' order, a round's result, the zoos. A phase of ui/zoostock/__init__.py's,
loaded while it shows (GameUI.phase_screens): the tally's heap holds none of this code."""

from zootally import games
from zootally.games import zoostock as zs
from zootally.games.common import const
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import ANSWER, BACK_COLOUR, OK_COLOUR, PLAYER_COLOURS, WHITE, fit, seat_label
from zootally.ui.zoostock import (
    A_LOCK,
    A_PART,
    A_ZOOS,
    LOCK_COLOUR,
    M_ENTRY,
    M_LOCK,
    M_ZOOS,
    count_text,
)

# The game's parts these screens load for themselves, forgotten with them
# (GameUI.phase_screens): the card's list of the boards without soft keys.
LOADS = ("cards",)

# The keys' own actions (act); a key that enters a game input as it is has ANSWER + input
# (ui/view.py): a card's number (its animal chosen), a row to LOCK, the seat that leads,
# an animal picked, the new rows' order accepted; a zoo's page PAGE + page. (LCK's, ZOO's
# and a part's of the card list are the UI's: ui/zoostock/__init__.py.)
_A_ANIMAL = const(0)  # +animal
_A_BACK = const(52)
_A_OKAY = const(53)

# Soft-key positions (docs/zoostock.md has the MacroPad's layout).
_S_LOCK = const(6)
_S_FIRST_SEAT = const(6)  # the first EX screen's seat keys, P1 on K7 (no LCK there)
_S_ZOOS = const(7)
_S_NUM10 = const(10)
# The keys cards may take: on the animal keys' screen in a trick those the animals leave
# (K9-K11: _animals) but for the rows to LOCK beyond the first (the first on LCK's key),
# late in a round all but LCK's and ZOO's (_every_card); after a lead those of the led
# animal's numbers seen (_others), but for the rows to LOCK.
_SPARE_SLOTS = (8, 9, 10)
_CARD_SLOTS = (0, 1, 2, 3, 4, 5) + _SPARE_SLOTS
_FREE_SLOTS = (0, 1, 2, 3, 4, 5, 6, 7, 8, 10)


def ex_text(ex):
    return " ".join(count_text(a, ex[a]) for a in range(6))


def fill(ui, v):
    g = ui.session.game
    if v.keyed:  # without soft keys every card is in one list (cards.py): no animal first
        _choose_animal(ui, g)
    if ui.acked < len(g.round_scores):
        _round_over(ui, v)
    elif ui.mode == M_ZOOS:
        _zoos(ui, v)
    elif g.phase == zs.P_LEAD and len(g.lead_choices) > 1 and g.round_scores:
        _lead(ui, v)
    elif g.phase in (zs.P_LEAD, zs.P_EX):
        _ex(ui, v)
    elif g.phase == zs.P_ORDER:
        _order(ui, v)
    elif ui.mode == M_LOCK:
        _lock(ui, v)
    else:
        _play(ui, v)


def _animals(ui, v, rows=()):
    """The animal keys, or late in a round every card's (_every_card): returns whether
    the cards took the keys. In a trick on the MacroPad the rows the player may LOCK
    (`rows`: _lockable) take LCK's key and keys the animals leave (_lock_keys, after),
    then an animal with few cards left gives its key to them, its highest on it, the
    others on the keys still free (_own): such a card is one press, not two."""
    g = ui.session.game
    own = 0
    if v.keyed and g.phase == zs.P_PLAY:
        if _every_card(g, v):
            return True
        # After a lead (a player shown void, or OTH) never the led animal's: a revoke.
        # The rows the player may LOCK: the first on LCK's key, the others on spare keys.
        free = len(_SPARE_SLOTS) - max(0, len(rows) - 1)
        own = _own(g, g.led if g.trick_cards else -1, free)
    spare = 0
    for a in range(6):
        if not own & (1 << a):
            if _unseen(g, a):
                v.set(a, zs.ANIMALS[a], zs.ANIMAL_COLOURS[a], _A_ANIMAL + a)
            continue
        # Its highest card on its key: a 10 (three characters) on the legend's first line,
        # where it fits; the others, two characters, beside LCK ZOO and UND on the second.
        top = a * 10 + g.max_number - 1
        while g.seen[top]:
            top -= 1
        v.set(a, zs.card_text(top), zs.ANIMAL_COLOURS[a], ANSWER + top)
        for c in range(a * 10, top):
            if not g.seen[c]:
                v.set(_SPARE_SLOTS[spare], zs.card_text(c), zs.ANIMAL_COLOURS[a], ANSWER + c)
                spare += 1
    return False


def _numbers(ui, v, rows=()):
    g = ui.session.game
    a = ui.animal
    for k in range(g.max_number):
        if not g.seen[a * 10 + k]:
            v.set(k if k < 9 else _S_NUM10, str(k + 1), zs.ANIMAL_COLOURS[a], ANSWER + a * 10 + k)
    # OTH: the animal was the device's choice, another is one press away; BCK: back.
    # (Only the keyed boards ask a number: without soft keys every card is in one list.)
    v.set(S_BACK, "OTH" if ui.auto else "BCK", BACK_COLOUR, _A_BACK)
    v.back_label = "OTH" if ui.auto else "BCK"
    if ui.auto:
        if g.phase == zs.P_PLAY:
            _others(g, v, a, rows)
            return
        # In the EX zone the keys of numbers already seen carry the other animals, those
        # after this one first (the order a table lays the zone out in), so that the next
        # animal is two presses, not three (OTH still gives every animal); right after
        # the next animal its two lowest cards, most often the next card of a zone laid
        # out, one press.
        i = 0
        lowest = 2  # the next animal's cards with keys of their own (none after it)
        for j in range(1, 6):
            b = (a + j) % 6
            if not _unseen(g, b):
                continue
            i = _put(v, i, zs.ANIMALS[b], zs.ANIMAL_COLOURS[b], _A_ANIMAL + b)
            for c in range(b * 10, b * 10 + g.max_number):
                if lowest and not g.seen[c]:
                    i = _put(v, i, zs.card_text(c), zs.ANIMAL_COLOURS[b], ANSWER + c)
                    lowest -= 1
            lowest = 0


def _others(g, v, led, rows):
    """After a lead, the keys of the led animal's numbers seen are free: the other
    animals with cards unseen take them in key order, then the rows the player may LOCK
    (`rows`, _lock_keys). Keys left over go to cards: an animal's key gives way to its
    cards, a key each, those of the animals with the fewest first, so that such a card
    is one press, not two (late in a round every card has its key)."""
    spare = 0
    for s in _FREE_SLOTS:
        if v.slots[s] is None:
            spare += 1
    for b in range(6):
        if b != led and _left(g, b):
            spare -= 1
    lock = len(rows)  # keys of their own where they fit, else LCK's one
    own = _own(g, led, spare - (lock if lock <= spare else min(lock, 1)))
    i = 0
    for b in range(6):
        if b == led or not _unseen(g, b):
            continue
        if not own & (1 << b):
            i = _put(v, i, zs.ANIMALS[b], zs.ANIMAL_COLOURS[b], _A_ANIMAL + b)
            continue
        for c in range(b * 10, b * 10 + g.max_number):
            if not g.seen[c]:
                i = _put(v, i, zs.card_text(c), zs.ANIMAL_COLOURS[b], ANSWER + c)
    _lock_keys(g, v, _FREE_SLOTS, rows)


def _lockable(g):
    """The rows the player to play may LOCK now (none where LCK is dark). Asked by
    _play, the screens under it given them: the engine's check no deeper than _play's
    own call (the deepest Python stack of a draw)."""
    rows = []
    if g.phase == zs.P_PLAY:
        for r in range(len(g.zoos[g.to_play()])):
            if g.check(zs.IN_LOCK + r) == 0:
                rows.append(r)
    return rows


def _lock_keys(g, v, slots, rows):
    """Each row the player may LOCK (`rows`) on a free key of `slots`: one press. The
    key names the row by its animal, starred as a locked row is (R*: the zoo keeps one
    row an animal; two characters, no wider than a card's). Where they do not all fit,
    LCK on the first free key, then the row; where none is free, OTH's screen has them."""
    free = []
    for s in slots:
        if v.slots[s] is None:
            free.append(s)
    if len(rows) <= len(free):
        zoo = g.zoos[g.to_play()]
        for k in range(len(rows)):
            a = zoo[rows[k]][0]
            v.set(free[k], zs.ANIMALS[a] + "*", LOCK_COLOUR, ANSWER + zs.IN_LOCK + rows[k])
    elif free:
        v.set(free[0], "LCK", LOCK_COLOUR, A_LOCK)


def _own(g, led, spare):
    """The animals (a bit each) whose cards take keys of their own, where `spare` keys
    are left beyond a key an animal: those with the fewest cards first, while they fit;
    never the led animal (`led`; -1: none)."""
    left = bytearray(6)  # each animal's cards unseen, counted once
    for b in range(6):
        left[b] = _left(g, b)
    own = 0
    while True:
        best, fewest = -1, spare + 2  # its cards take one key more than it: they fit
        for b in range(6):
            if b != led and not own & (1 << b) and 1 < left[b] < fewest:
                best, fewest = b, left[b]
        if best < 0:
            return own
        own |= 1 << best
        spare -= fewest - 1


def _put(v, i, label, colour, action):
    """Set the first free key of _FREE_SLOTS from its i-th on; returns where the next
    search starts (past the last: nothing set, no key left)."""
    while i < len(_FREE_SLOTS) and v.slots[_FREE_SLOTS[i]] is not None:
        i += 1
    if i < len(_FREE_SLOTS):
        v.set(_FREE_SLOTS[i], label, colour, action)
    return i


def _every_card(g, v):
    """Late in a round every card still unseen may fit the animal keys' screen's keys
    (_CARD_SLOTS, all but LCK's and ZOO's): then each card has a key of its own, one
    press where its animal and its number took two. Sets them and returns True, or
    returns False where they do not fit (the animals take their keys)."""
    if _cards_left(g) > len(_CARD_SLOTS):
        return False
    # The cards on K9-K11 share the legend's line with LCK, ZOO and UND: two 10s there
    # would not fit its 21 characters (LCK ZOO G7|G10 H10 UND): the animal keys then.
    i = tens = 0
    for c in range(zs.DECK):
        if c % 10 < g.max_number and not g.seen[c]:
            if i >= 6 and c % 10 == 9:
                tens += 1
            i += 1
    if tens > 1:
        return False
    i = 0
    for c in range(zs.DECK):
        if c % 10 < g.max_number and not g.seen[c]:
            v.set(_CARD_SLOTS[i], zs.card_text(c), zs.ANIMAL_COLOURS[c // 10], ANSWER + c)
            i += 1
    return True


def _lead(ui, v):
    g = ui.session.game
    v.lines[0] = "Lowest scores tie:"
    v.lines[1] = "who leads Rd%d?" % g.round
    for s in g.lead_choices:
        v.set(s, seat_label(s), PLAYER_COLOURS[s], ANSWER + zs.IN_LEAD + s)
    v.cursor = g.lead_choices[0]


def _ex(ui, v):
    g = ui.session.game
    lead = g.lead if g.phase == zs.P_EX else g.lead_choices[0]
    if not v.keyed:
        v.lines[0] = "EX card %d  %s leads" % (g.ex_entered + 1, seat_label(lead))
        from zootally.ui.zoostock.cards import listed  # (only a board without soft keys)

        listed(ui, v, g, "EX card %d:" % (g.ex_entered + 1))
    elif ui.animal >= 0:
        v.lines[0] = "EX card %d: %s?" % (g.ex_entered + 1, zs.ANIMALS[ui.animal])
        _numbers(ui, v)
    else:
        v.lines[0] = "EX card %d  %s leads" % (g.ex_entered + 1, seat_label(lead))
        _animals(ui, v)
        if g.phase == zs.P_LEAD and not g.round_scores:
            # Seats count from whoever leads trick 1, so nobody need say it; a table
            # numbered otherwise names its first leader here, before the first card.
            for s in g.lead_choices:
                v.set(_S_FIRST_SEAT + s, seat_label(s), PLAYER_COLOURS[s], ANSWER + zs.IN_LEAD + s)
        if not g.ex_entered:
            # A round played without the device: its EX zone and zoos at its end, counted
            # (ui/zoostock/direct.py).
            v.set(S_OK, "TAL", OK_COLOUR, ANSWER + zs.IN_TALLY)
    v.lines[1] = ex_text(g.ex)


def _trick_text(ui):
    g = ui.session.game
    parts = []
    for i in range(len(g.trick_order)):
        if i < len(g.trick_cards):
            c = g.trick_cards[i]
            parts.append("LK" if c == zs.NO_CARD else zs.card_text(c))
        else:
            parts.append("_")
    return " ".join(parts)


def _play(ui, v):
    g = ui.session.game
    seat = g.to_play()
    n = len(ui.session.log)
    rows = _lockable(g) if v.keyed else ()
    if ui.animal >= 0:
        v.lines[0] = "%s plays %s?" % (seat_label(seat), zs.ANIMALS[ui.animal])
        _numbers(ui, v, rows)
    else:
        if g.trick_cards or not g.last:
            v.lines[0] = "%s %s  hand %d" % (
                seat_label(seat),
                "plays" if g.trick_cards else "leads",
                g.hands[seat],
            )
        cards = _animals(ui, v, rows) if v.keyed else True
        if g.trick_cards and g.led >= 0 and not ui.other:
            # The led animal's numbers are not on the keys, though the last player's
            # were: say why where the eye is, and (app.py) take no key for a moment.
            led = zs.ANIMALS[g.led]
            if g.voids[seat] & (1 << g.led):
                what = "card" if cards else "animal"
                v.lines[0] = "%s has no %s: %s?" % (seat_label(seat), led, what)
            elif v.keyed or not _unseen(g, g.led):
                v.lines[0] = "%s: every %s seen" % (seat_label(seat), led)
            v.switched = ui.shown_numbers and ui.shown_at != n
            if v.keyed:
                # The highlight (the encoder's push) on another animal than the led one,
                # or a card of one: a push never proposes what would be a revoke.
                for s in _CARD_SLOTS if cards else range(6):
                    if v.slots[s] is None:
                        continue
                    if ((v.actions[s] - ANSWER) // 10 if cards else s) != g.led:
                        v.cursor = s
                        break
        if not v.keyed:
            from zootally.ui.zoostock.cards import listed

            listed(ui, v, g, "%s plays" % seat_label(seat))
        else:
            # The rows to LOCK on LCK's key and the spare keys the cards left.
            _lock_keys(g, v, (_S_LOCK,) + _SPARE_SLOTS, rows)
            v.set(_S_ZOOS, "ZOO", WHITE, A_ZOOS)
    ui.shown_numbers = ui.animal >= 0
    ui.shown_at = n
    if g.trick_cards or not g.last:
        v.lines[1] = _trick_text(ui)
        return
    _last_trick(ui, v, g)
    if v.pictures:
        _zoo_table(ui, v, g)


def _zoo_table(ui, v, g):
    """Where the screen has room (the PyBadge), the zoos after a trick as a picture: a
    column a seat under its name in its colour, a block a row in the animal's colour."""
    table = []
    for seat in range(g.players):
        rows = []
        for r in g.zoos[seat]:
            rows.append((_row_text(r), zs.ANIMAL_COLOURS[r[0]]))
        table.append((PLAYER_COLOURS[seat], rows, seat_label(seat)))
    v.table = table
    v.big = ""
    v.chart = None


def _last_trick(ui, v, g):
    """Until the next card, say what the last trick did (docs/zoostock.md): who took
    which animals and leads now, then each row the overflow chain moved and where to
    (a seat, or the EX zone); the status line says if the trump number changed."""
    w, taken, moves = g.last[0], g.last[4], g.last[5]
    card = g.last[1]
    if ui.animal < 0 and not ui.hi:  # (else the question: the animal, the part narrowed to)
        took = ",".join(zs.ANIMALS[a] for a in taken)
        if len(took) > 5:  # four animals: the commas make way for "leads"
            took = took.replace(",", "")
        v.lines[0] = "%s took %s; leads" % (seat_label(w), took)
    parts = []
    ex = ""  # the rows that reached the EX zone, in one part: they move the trump
    for a, n, to, _, _ in moves:
        if to == zs.NO_SEAT:
            ex += ("," if ex else "") + count_text(a, n)
        else:
            parts.append(count_text(a, n) + ">" + seat_label(to))
    if ex:
        ex += ">EX"
    if not parts:
        v.lines[1] = ex or "won with " + zs.card_text(card)
    else:
        # The moves to seats as far as they fit beside the one to the EX zone.
        v.lines[1] = fit(parts, 20 - len(ex) if ex else 21) + (" " + ex if ex else "")


def _lock(ui, v):
    g = ui.session.game
    seat = g.to_play()
    v.lines[0] = "%s LOCKs which row?" % seat_label(seat)
    v.lines[1] = "(a card face down)"
    for r in range(len(g.zoos[seat])):
        row = g.zoos[seat][r]
        v.set(r, count_text(row[0], row[1]), zs.ANIMAL_COLOURS[row[0]], ANSWER + zs.IN_LOCK + r)
    v.set(S_BACK, "BCK", BACK_COLOUR, _A_BACK)


def _order(ui, v):
    g = ui.session.game
    seat = g.order_seat()
    new, placed = g.order_new()
    # New rows open on the right of the zoo; the player picks them left to right.
    v.lines[0] = "%s: new rows, order?" % seat_label(seat)
    rest = " ".join(zs.ANIMALS[a] for a in new if a not in placed)
    if placed:
        v.lines[1] = "%s then? OK=%s" % ("".join(zs.ANIMALS[a] for a in placed), rest)
    else:
        v.lines[1] = "1st? OK = %s" % rest
    for a in new:
        if a not in placed:
            v.set(a, zs.ANIMALS[a], zs.ANIMAL_COLOURS[a], ANSWER + zs.IN_PICK + a)
    v.set(S_OK, "OK", OK_COLOUR, ANSWER + zs.IN_ACCEPT)
    v.cursor = S_OK


def _round_over(ui, v):
    g = ui.session.game
    r = ui.acked
    scores = g.round_scores[r]
    v.status = "Round %d over" % (r + 1)
    v.lines[0] = "P1-%d: %s" % (g.players, " ".join(str(x) for x in scores))
    if g.phase == zs.P_LEAD and len(g.lead_choices) > 1:
        v.lines[1] = "lowest tie: OK"
    else:
        lead = g.lead_choices[0] if g.phase == zs.P_LEAD else g.lead
        v.lines[1] = "%s lowest, leads Rd%d" % (seat_label(lead), g.round)
    v.keep = 1  # who leads the next round: a notice takes the scores' line for a key
    v.set(S_OK, "OK", OK_COLOUR, _A_OKAY)
    v.cursor = S_OK


def _zoos(ui, v):
    g = ui.session.game
    page = ui.page
    if page == 0:
        v.lines[0] = "EX " + ex_text(g.ex)
        v.lines[1] = "hands " + " ".join(str(h) for h in g.hands)
    else:
        s = page - 1
        rows = g.zoos[s]
        now = g.zoo_score(s)
        if len(g.round_scores) == 1:  # round 2: the game total so far beside it
            # (the hands are on the EX page)
            v.lines[0] = "%s now %d, game %d" % (seat_label(s), now, g.round_scores[0][s] + now)
        else:
            v.lines[0] = "%s: %d pts, hand %d" % (seat_label(s), now, g.hands[s])
        v.lines[1] = " ".join(_row_text(r) for r in rows) or "(empty)"
    ui.seat_pages(v, g.players, 5, "EX", page)
    v.set(S_BACK, "BCK", BACK_COLOUR, _A_BACK)


# ---- keys ---------------------------------------------------------------------------


def act(ui, a):
    """Do what soft-key action `a` means. Returns a refusal or notice text, or None."""
    g = ui.session.game
    if a == _A_BACK:
        if ui.mode == M_ZOOS and ui.page:
            # Up one level, to the EX page: BCK and then a seat's key again would
            # otherwise meet the game, where that key is a number.
            ui.page = 0
            return None
        if ui.auto:
            ui.other = True  # OTH: another animal than the one chosen for the table
        ui.animal = -1
        ui.auto = False
        ui.mode = M_ENTRY
        return None
    if a == _A_OKAY:
        ui.acked = len(g.round_scores)
        return None
    if A_PART <= a < A_PART + 5:  # a part of the card's list (cards.py): narrowed to it
        ui.lo = ui.parts[a - A_PART]
        ui.hi = ui.parts[a - A_PART + 1]
        return None
    if _A_ANIMAL <= a < _A_ANIMAL + 6:
        ui.animal = a - _A_ANIMAL
        ui.auto = False
        card = _only(g, ui.animal)
        if card < 0:
            return None
        # One number of it is unseen: that is the card, no question to ask.
        ui.animal = -1
        said = "%s: the last %s" % (zs.card_text(card), zs.ANIMALS[card // 10])
        return ui._input(card) or said
    if a == A_LOCK:
        ui.mode = M_LOCK
        row = -1
        for r in range(len(g.zoos[g.to_play()])):
            if g.check(zs.IN_LOCK + r) == 0:
                if row >= 0:
                    return None  # several rows may be locked: which one?
                row = r
        ui.mode = M_ENTRY
        said = "LOCK: only row " + _row_text(g.zoos[g.to_play()][row])
        return ui._input(zs.IN_LOCK + row) or said
    if a == A_ZOOS:
        ui.mode = M_ZOOS
        ui.page = 0
    return None


def back(ui):
    """BACK (a held button: the boards without soft keys) widens a list narrowed (cards.py)
    to every answer again; else does what the BCK key does."""
    if ui.hi:
        ui.lo = ui.hi = 0
        return
    act(ui, _A_BACK)


def explain(ui, slot):
    """Why a dark key does nothing here, if the game can say (else None)."""
    g = ui.session.game
    if ui.mode != M_ENTRY or g.phase not in (zs.P_LEAD, zs.P_EX, zs.P_PLAY):
        return None
    if ui.animal >= 0:
        k = slot if slot < 9 else (9 if slot == _S_NUM10 else -1)
        if k < 0 or slot == S_BACK:
            return None
        card = ui.animal * 10 + k
        err = g.check(card)
        return games.refusal(zs, g, err, card) if err else None
    if slot < 6:
        if g.phase == zs.P_PLAY and _cards_left(g) <= len(_CARD_SLOTS):
            return None  # late in a round the cards have a key each: one no card took
        return "no %s left to play" % zs.ANIMALS[slot]
    if slot == _S_LOCK and g.phase == zs.P_PLAY:
        seat = g.to_play()
        if not g.zoos[seat]:
            return "%s: no row to lock" % seat_label(seat)  # a name: 3 letters
        for r in range(len(g.zoos[seat])):
            err = g.check(zs.IN_LOCK + r)
            if err:
                return games.refusal(zs, g, err, zs.IN_LOCK + r)
    return None


def _choose_animal(ui, g):
    """Choose the animal of the next card where the table most likely wants it, so that
    one press enters it: in a trick the led animal, for a player not yet shown void in
    it (must-follow makes that the common case); in the EX zone the animal of the card
    before, while the cards have come animal by animal (a table that lays the EX cards
    out enters them G 3 5 7 B 2 4).
    The other animals stay a press away on the keys of numbers already seen, else
    after OTH. Derived afresh on every screen, from the game and its log."""
    if ui.auto:
        ui.animal = -1
        ui.auto = False
    if ui.animal >= 0 or ui.other or ui.mode != M_ENTRY:
        return
    log = ui.session.log
    if g.phase == zs.P_EX and log and log[-1] < zs.DECK:
        if not _laid_out(log, g.ex_entered):
            return
        a = log[-1] // 10
    elif g.phase == zs.P_PLAY and g.trick_cards and g.led >= 0:
        a = g.led
        if g.voids[g.to_play()] & (1 << a):
            return
    else:
        return
    if _unseen(g, a):  # a card of it is still unseen: it can be played
        ui.animal = a
        ui.auto = True


def _laid_out(log, n):
    """Have the round's EX cards so far (the log's last n) come animal by animal, as from
    an EX zone laid out? A table entering them as dealt soon comes back to an animal:
    then the animal keys show after each card (one press more where the animal stays
    the same, one less where it changes: mostly)."""
    seen = 0
    for k in range(len(log) - n, len(log)):
        if seen & (1 << (log[k] // 10)) and log[k - 1] // 10 != log[k] // 10:
            return False
        seen |= 1 << (log[k] // 10)
    return True


def _unseen(g, a):
    """Is a card of animal a still unseen (so it can be played)?"""
    base = a * 10
    for k in range(g.max_number):
        if not g.seen[base + k]:
            return True
    return False


def _left(g, a):
    """How many cards of animal a are unseen."""
    n = 0
    for k in range(g.max_number):
        if not g.seen[a * 10 + k]:
            n += 1
    return n


def _cards_left(g):
    """How many cards are unseen."""
    n = 0
    for a in range(6):
        n += _left(g, a)
    return n


def _first(g, a):
    """Animal a's first unseen card, or -1."""
    for k in range(g.max_number):
        if not g.seen[a * 10 + k]:
            return a * 10 + k
    return -1


def _only(g, a):
    """The card of animal a if exactly one of its numbers is unseen, else -1."""
    return _first(g, a) if _left(g, a) == 1 else -1


def _row_text(row):
    """A zoo's row as a key or a line says it: 3G, * for a locked row."""
    return count_text(row[0], row[1]) + ("*" if row[2] else "")
