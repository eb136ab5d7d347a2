# SPDX-License-Identifier: MIT
"""ZooStock's screens: what the table is asked, and which game input each key makes.

The screen is derived from the game state, plus a little that is not worth logging: the
animal pressed before its number, the LOCK row menu, the page of an info screen. A power
cut forgets only that."""

from zootally.games import zoostock as zs
from zootally.games.common import const
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import (
    ANSWER,
    BACK_COLOUR,
    OK_COLOUR,
    PLAYER_COLOURS,
    WHITE,
    GameUI,
    fit,
    seat_label,
)

# Actions of the soft keys.
# The screens' own actions; a key that enters a game input as it is has ANSWER + input
# (ui/view.py): a card's number (its animal chosen), a row to LOCK, the seat that leads,
# an animal picked, the new rows' order accepted.
_A_ANIMAL = const(0)  # +animal
_A_LOCK = const(20)
_A_ZOOS = const(51)
_A_BACK = const(52)
_A_OKAY = const(53)
_A_EXTRA = const(54)
_A_PAGE = const(60)  # +page

# Sub-modes of the screen (not logged).
_M_ENTRY = const(0)
_M_LOCK = const(1)
_M_ZOOS = const(2)

# Soft-key positions shared by the screens (see docs/zoostock.md for the MacroPad layout).
_S_LOCK = const(6)
_S_FIRST_SEAT = const(6)  # the first EX screen's seat keys, P1 on K7 (no LCK there)
_S_ZOOS = const(7)
_S_NUM10 = const(10)
_LOCK_COLOUR = const(0x8040FF)


def count_text(animal, n):
    """A count of cards of one animal: number first (3G), so that it never reads as a card
    (G3). docs/vocabulary.md."""
    return "%d%s" % (n, zs.ANIMALS[animal])


def ex_text(ex):
    return " ".join(count_text(a, ex[a]) for a in range(6))


class ZooStockUI(GameUI):
    UNDO_OVER_QUESTION = True  # the last line is the trick being entered

    def __init__(self, session):
        self.session = session
        self.animal = -1  # the animal whose number comes next (pressed, or chosen for it)
        # Fewer presses (docs/zoostock.md): while a trick is followed the device chooses the
        # led animal, so one press enters the card. auto: self.animal was chosen by the
        # device; other: the table pressed OTH for another animal this turn.
        self.auto = False
        self.other = False
        self.extra_asked = False  # +1R pressed once: the next +1R starts the extra round
        self.mode = _M_ENTRY
        self.page = 0
        # Round results already finished count as read: after a power cut the device goes
        # straight back to the question it was asking (the tally shows every round).
        self.acked = len(session.game.round_scores)
        # The last screen's: numbers on the keys, and the inputs then (two attributes, not
        # a tuple: this is set on every key, and a tuple would be a new object each time).
        self.shown_numbers = False
        self.shown_at = -1

    def kept(self):
        return self.acked  # a round's result not yet read is shown again

    def keep(self, kept):
        self.acked = kept

    def input_text(self, game_input):
        if game_input < zs.DECK:
            return zs.card_text(game_input)
        if game_input < zs.IN_LOCK + zs.MAX_ROWS:
            return "LOCK row %d" % (game_input - zs.IN_LOCK + 1)
        if zs.IN_LEAD <= game_input < zs.IN_LEAD + 4:
            return seat_label(game_input - zs.IN_LEAD) + " leads"
        if zs.IN_PICK <= game_input < zs.IN_ACCEPT:
            return zs.ANIMALS[game_input - zs.IN_PICK] + " row first"
        if game_input == zs.IN_ACCEPT:
            return "row order"
        if game_input == zs.IN_EXTRA:
            return "+1R"  # the key that enters it
        return None

    # ---- keys ---------------------------------------------------------------------------

    def partial(self):
        """Is something half-entered, that UNDO would drop? (Not an animal the device
        chose: UNDO then takes back the last card.)"""
        return (self.animal >= 0 and not self.auto) or self.other or self.mode != _M_ENTRY

    def cancel(self):
        """UNDO first drops a half-made entry (an animal without its number, OTH, a menu)."""
        was = self.partial()
        self.animal = -1
        self.auto = False
        self.other = False
        self.extra_asked = False  # +1R pressed once: the next +1R starts the extra round
        self.mode = _M_ENTRY
        return was

    def back(self):
        """BACK does what the BCK/OTH key does (three buttons reach OTH with one hold)."""
        self.act(_A_BACK)

    def answered(self):
        """An input taken (a key's, or the device's own): the entry starts afresh."""
        self.other = False
        self.animal = -1
        self.auto = False
        self.extra_asked = False
        if self.mode == _M_LOCK:
            self.mode = _M_ENTRY

    def forced(self):
        """The order of new rows where it makes no difference (the round's last trick,
        none of them can move on) is not asked."""
        g = self.session.game
        if g.phase == zs.P_ORDER and not g.order_matters():
            return zs.IN_ACCEPT, "last trick: any order"
        return None

    def asking(self):
        g = self.session.game
        return g.phase != zs.P_OVER and self.acked == len(g.round_scores) and self.mode != _M_ZOOS

    def _choose_animal(self, g):
        """Choose the animal of the next card where the table most likely wants it, so that
        one press enters it: in a trick the led animal, for a player not yet shown void in
        it (must-follow makes that the common case); in the EX zone the animal of the card
        before (a table that lays the EX cards out by animal enters them G 3 5 7 B 2 4).
        The other animals stay a press away on the keys of numbers already seen, else
        after OTH. Derived afresh on every screen, from the game and its log."""
        if self.auto:
            self.animal = -1
            self.auto = False
        if self.animal >= 0 or self.other or self.mode != _M_ENTRY:
            return
        log = self.session.log
        if g.phase == zs.P_EX and log and log[-1] < zs.DECK:
            a = log[-1] // 10
        elif g.phase == zs.P_PLAY and g.trick_cards and g.led >= 0:
            a = g.led
            if g.voids[g.to_play()] & (1 << a):
                return
        else:
            return
        if self._unseen(g, a):  # a card of it is still unseen: it can be played
            self.animal = a
            self.auto = True

    def act(self, a):
        """Do what soft-key action `a` means. Returns a refusal or notice text, or None."""
        g = self.session.game
        if a != _A_EXTRA:
            self.extra_asked = False  # any other key, and +1R must be pressed twice again
        if a == _A_BACK:
            if self.mode == _M_ZOOS and self.page:
                # Up one level, to the EX page: BCK and then a seat's key again would
                # otherwise meet the game, where that key is a number (issue 25, item 5).
                self.page = 0
                return None
            if self.auto:
                self.other = True  # OTH: another animal than the one chosen for the table
            self.animal = -1
            self.auto = False
            self.mode = _M_ENTRY
            return None
        if a == _A_OKAY:
            self.acked = len(g.round_scores)
            return None
        if _A_ANIMAL <= a < _A_ANIMAL + 6:
            self.animal = a - _A_ANIMAL
            self.auto = False
            card = self._only(g, self.animal)
            if card < 0:
                return None
            # One number of it is unseen: that is the card, no question to ask.
            self.animal = -1
            said = "%s: the last %s" % (zs.card_text(card), zs.ANIMALS[card // 10])
            return self._input(card) or said
        if a == _A_LOCK:
            self.mode = _M_LOCK
            row = -1
            for r in range(len(g.zoos[g.to_play()])):
                if g.check(zs.IN_LOCK + r) == 0:
                    if row >= 0:
                        return None  # several rows may be locked: which one?
                    row = r
            self.mode = _M_ENTRY
            said = "LOCK: only row " + self._row_text(g.zoos[g.to_play()][row])
            return self._input(zs.IN_LOCK + row) or said
        if a == _A_EXTRA:
            if not self.extra_asked:  # a new round is a big step: asked once first
                self.extra_asked = True
                return "+1R again: round %d" % (len(g.round_scores) + 1)
            self.extra_asked = False
            return self._input(zs.IN_EXTRA)
        if a == _A_ZOOS:
            self.mode = _M_ZOOS
            self.page = 0
            return None
        if a >= _A_PAGE:
            self.page = a - _A_PAGE
            return None
        return None

    def explain(self, slot):
        """Why a dark key does nothing here, if the game can say (else None)."""
        g = self.session.game
        if self.mode != _M_ENTRY or g.phase not in (zs.P_LEAD, zs.P_EX, zs.P_PLAY):
            return None
        if self.animal >= 0:
            k = slot if slot < 9 else (9 if slot == _S_NUM10 else -1)
            if k < 0 or slot == S_BACK:
                return None
            card = self.animal * 10 + k
            err = g.check(card)
            return zs.error_text(g, err, card) if err else None
        if slot < 6:
            return "no %s left to play" % zs.ANIMALS[slot]
        if slot == _S_LOCK and g.phase == zs.P_PLAY:
            seat = g.to_play()
            if not g.zoos[seat]:
                return "%s has no row to lock" % seat_label(seat)
            for r in range(len(g.zoos[seat])):
                err = g.check(zs.IN_LOCK + r)
                if err:
                    return zs.error_text(g, err, zs.IN_LOCK + r)
        return None

    # ---- screens ------------------------------------------------------------------------

    def status(self):
        g = self.session.game
        t = g.trump()
        trump = "TRUMP %d" % t if t else "TRUMP -"
        if g.phase == zs.P_OVER:
            return "ZooStock  game over"
        if g.phase in (zs.P_LEAD, zs.P_EX):
            return "Rd%d EX %2d/%d %s" % (g.round, g.ex_entered, 3 * g.players, trump)
        if g.phase == zs.P_PLAY and not g.trick_cards and g.last and g.last[3] != t:
            # The last trick moved the trump number: say from what, until the next card.
            text = "Rd%d Trick %d TRUMP %d>%d" % (g.round, g.trick_no, g.last[3], t)
            return text if len(text) <= 21 else text[4:]
        return "Rd%d Trick %-2d %s" % (g.round, g.trick_no, trump)

    def fill(self, v):
        g = self.session.game
        v.clear()
        self.open_result(g.over())
        v.status = self.status()
        t = g.trump()
        if t and g.phase != zs.P_OVER and v.pictures:  # where the screen has room
            v.big = str(t)
            v.chart = [(g.ex[a], zs.ANIMAL_COLOURS[a]) for a in range(6)]
        if self.acked > len(g.round_scores):
            self.acked = len(g.round_scores)  # an UNDO went back into the round
        self._choose_animal(g)
        if g.phase == zs.P_OVER:
            self.acked = len(g.round_scores)  # the tally shows the last round
            self._tally(v)
        elif self.acked < len(g.round_scores):
            self._round_over(v)
        elif self.mode == _M_ZOOS:
            self._zoos(v)
        elif g.phase == zs.P_LEAD and len(g.lead_choices) > 1 and g.round_scores:
            self._lead(v)
        elif g.phase in (zs.P_LEAD, zs.P_EX):
            self._ex(v)
        elif g.phase == zs.P_ORDER:
            self._order(v)
        elif self.mode == _M_LOCK:
            self._lock(v)
        else:
            self._play(v)

    def _unseen(self, g, a):
        """Is a card of animal a still unseen (so it can be played)?"""
        base = a * 10
        for k in range(g.max_number):
            if not g.seen[base + k]:
                return True
        return False

    def _only(self, g, a):
        """The card of animal a if exactly one of its numbers is unseen, else -1."""
        card = -1
        for k in range(g.max_number):
            if not g.seen[a * 10 + k]:
                if card >= 0:
                    return -1
                card = a * 10 + k
        return card

    def _row_text(self, row):
        return count_text(row[0], row[1]) + ("*" if row[2] else "")

    def _can_lock(self, g):
        if g.phase != zs.P_PLAY:
            return False
        for r in range(len(g.zoos[g.to_play()])):
            if g.check(zs.IN_LOCK + r) == 0:
                return True
        return False

    def _animals(self, v):
        g = self.session.game
        for a in range(6):
            if self._unseen(g, a):
                v.set(a, zs.ANIMALS[a], zs.ANIMAL_COLOURS[a], _A_ANIMAL + a)

    def _numbers(self, v):
        g = self.session.game
        a = self.animal
        for k in range(g.max_number):
            if not g.seen[a * 10 + k]:
                v.set(
                    k if k < 9 else _S_NUM10, str(k + 1), zs.ANIMAL_COLOURS[a], ANSWER + a * 10 + k
                )
        # OTH: the animal was the device's choice, another is one press away; BCK: back.
        if v.keyed:
            v.set(S_BACK, "OTH" if self.auto else "BCK", BACK_COLOUR, _A_BACK)
        else:
            # Three buttons narrow the choice by halves (ui/narrow.py): OTH and the other
            # animals among the numbers would make every card longer for a rare one; BACK
            # (a held button) does what the BCK/OTH key does, its legend says which. The
            # EX zone's cards come by animal, numbers up: the next unseen is the likely one.
            log = self.session.log
            if g.phase == zs.P_EX and log and log[-1] < zs.DECK and log[-1] // 10 == a:
                for k in range(log[-1] % 10 + 1, g.max_number):
                    if not g.seen[a * 10 + k]:
                        v.cursor = k if k < 9 else _S_NUM10
                        break
        v.back_label = "OTH" if self.auto else "BCK"
        if v.keyed and self.auto:
            # Keys of numbers already seen are free: the other animals take them, in key
            # order, then LCK, so that a card of another animal is two presses, not three
            # (OTH still gives every animal, LCK and ZOO).
            slot = 0
            for b in range(7):
                if b == a:
                    continue
                if b < 6:
                    if not self._unseen(g, b):
                        continue
                    label, colour, action = zs.ANIMALS[b], zs.ANIMAL_COLOURS[b], _A_ANIMAL + b
                elif self._can_lock(g):
                    label, colour, action = "LCK", _LOCK_COLOUR, _A_LOCK
                else:
                    break
                while slot < _S_NUM10 and (v.slots[slot] is not None or slot == S_BACK):
                    slot += 1
                if v.slots[slot] is not None:
                    break
                v.set(slot, label, colour, action)

    def _lead(self, v):
        g = self.session.game
        v.lines[0] = "Lowest scores tie:"
        v.lines[1] = "who leads Rd%d?" % g.round
        for s in g.lead_choices:
            v.set(s, seat_label(s), PLAYER_COLOURS[s], ANSWER + zs.IN_LEAD + s)
        v.cursor = g.lead_choices[0]

    def _ex(self, v):
        g = self.session.game
        lead = g.lead if g.phase == zs.P_EX else g.lead_choices[0]
        if self.animal >= 0:
            v.lines[0] = "EX card %d: %s?" % (g.ex_entered + 1, zs.ANIMALS[self.animal])
            self._numbers(v)
        else:
            v.lines[0] = "EX card %d  %s leads" % (g.ex_entered + 1, seat_label(lead))
            self._animals(v)
            if not v.keyed:  # three buttons: the highlight on the next animal, in key order
                log = self.session.log
                first = log[-1] // 10 + 1 if g.ex_entered and log[-1] < zs.DECK else 0
                for a in range(first, 6):
                    if v.slots[a] is not None:
                        v.cursor = a
                        break
            if g.phase == zs.P_LEAD and not g.round_scores:
                # Seats count from whoever leads trick 1, so nobody need say it; a table
                # numbered otherwise names its first leader here, before the first card.
                for s in g.lead_choices:
                    v.set(
                        _S_FIRST_SEAT + s, seat_label(s), PLAYER_COLOURS[s], ANSWER + zs.IN_LEAD + s
                    )
        v.lines[1] = ex_text(g.ex)

    def _trick_text(self):
        g = self.session.game
        parts = []
        for i in range(len(g.trick_order)):
            if i < len(g.trick_cards):
                c = g.trick_cards[i]
                parts.append("LK" if c == zs.NO_CARD else zs.card_text(c))
            else:
                parts.append("_")
        return " ".join(parts)

    def _play(self, v):
        g = self.session.game
        seat = g.to_play()
        n = len(self.session.log)
        if self.animal >= 0:
            v.lines[0] = "%s plays %s?" % (seat_label(seat), zs.ANIMALS[self.animal])
            self._numbers(v)
        else:
            if g.trick_cards or not g.last:
                v.lines[0] = "%s %s  hand %d" % (
                    seat_label(seat),
                    "plays" if g.trick_cards else "leads",
                    g.hands[seat],
                )
            if g.trick_cards and g.led >= 0 and not self.other:
                # The led animal's numbers are not on the keys, though the last player's
                # were: say why where the eye is, and (app.py) take no key for a moment.
                led = zs.ANIMALS[g.led]
                if g.voids[seat] & (1 << g.led):
                    v.lines[0] = "%s has no %s: animal?" % (seat_label(seat), led)
                else:
                    v.lines[0] = "%s: every %s seen" % (seat_label(seat), led)
                v.switched = self.shown_numbers and self.shown_at != n
            self._animals(v)
            if g.trick_cards and g.led >= 0 and not self.other:
                # The highlight (the encoder's push) on another animal than the led one:
                # a push never proposes what would be a revoke.
                for a in range(6):
                    if a != g.led and v.slots[a] is not None:
                        v.cursor = a
                        break
            if self._can_lock(g):
                v.set(_S_LOCK, "LCK", _LOCK_COLOUR, _A_LOCK)
            v.set(_S_ZOOS, "ZOO", WHITE, _A_ZOOS)
        self.shown_numbers = self.animal >= 0
        self.shown_at = n
        if g.trick_cards or not g.last:
            v.lines[1] = self._trick_text()
            return
        self._last_trick(v, g)
        if v.pictures:
            self._zoo_table(v, g)

    def _zoo_table(self, v, g):
        """Where the screen has room (the PyBadge), the zoos after a trick as a picture: a
        column a seat, a block a row in the animal's colour."""
        table = []
        for seat in range(g.players):
            rows = []
            for r in g.zoos[seat]:
                rows.append((self._row_text(r), zs.ANIMAL_COLOURS[r[0]]))
            table.append((PLAYER_COLOURS[seat], rows))
        v.table = table
        v.big = ""
        v.chart = None

    def _last_trick(self, v, g):
        """Until the next card, say what the last trick did (docs/zoostock.md): who took
        which animals and leads now, then each row the overflow chain moved and where to
        (a seat, or the EX zone); the status line says if the trump number changed."""
        w, taken, moves = g.last[0], g.last[4], g.last[5]
        card = g.last[1]
        if self.animal < 0:
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

    def _lock(self, v):
        g = self.session.game
        seat = g.to_play()
        v.lines[0] = "%s LOCKs which row?" % seat_label(seat)
        v.lines[1] = "(a card face down)"
        for r in range(len(g.zoos[seat])):
            row = g.zoos[seat][r]
            v.set(r, count_text(row[0], row[1]), zs.ANIMAL_COLOURS[row[0]], ANSWER + zs.IN_LOCK + r)
        v.set(S_BACK, "BCK", BACK_COLOUR, _A_BACK)

    def _order(self, v):
        g = self.session.game
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

    def _round_over(self, v):
        g = self.session.game
        r = self.acked
        scores = g.round_scores[r]
        v.status = "Round %d over" % (r + 1)
        v.lines[0] = "P1-%d: %s" % (g.players, " ".join(str(x) for x in scores))
        if g.phase == zs.P_LEAD and len(g.lead_choices) > 1:
            v.lines[1] = "lowest tie: OK"
        else:
            lead = g.lead_choices[0] if g.phase == zs.P_LEAD else g.lead
            v.lines[1] = "%s lowest, leads Rd%d" % (seat_label(lead), g.round)
        v.set(S_OK, "OK", OK_COLOUR, _A_OKAY)
        v.cursor = S_OK

    def _zoos(self, v):
        g = self.session.game
        page = self.page
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
            v.lines[1] = " ".join(self._row_text(r) for r in rows) or "(empty)"
        self.seat_pages(v, g.players, _A_PAGE, 5, "EX", page)
        v.set(S_BACK, "BCK", BACK_COLOUR, _A_BACK)

    def _tally(self, v):
        g = self.session.game
        n = g.players
        totals = g.totals()
        win = g.winners()
        page = self.page
        if page == 0 or page > n:
            self.result_head(v, "pts")
        else:
            s = page - 1
            v.status = "%s total %d" % (seat_label(s), totals[s])
            first = max(0, len(g.round_scores) - 2)  # the last two rounds fit
            for r in range(first, len(g.round_scores)):
                zoos, ex, _ = g.round_zoos[r]
                rows = " ".join("%sx%d" % (count_text(x[0], x[1]), ex[x[0]]) for x in zoos[s])
                text = "Rd%d %s =%d" % (r + 1, rows, g.round_scores[r][s])
                if len(text) > 21:
                    text = text.replace(" ", "")
                v.lines[r - first] = text
        self.seat_pages(v, n, _A_PAGE, 5, "SUM", page)
        v.glow = PLAYER_COLOURS[win[0]]  # on every page
        if len(win) > 1:
            v.set(6, "+1R", OK_COLOUR, _A_EXTRA)


UI = ZooStockUI  # what the shell makes for this game (games.load(id, "_ui"))
