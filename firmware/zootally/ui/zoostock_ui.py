# SPDX-License-Identifier: MIT
"""ZooStock's screens: what the table is asked, and which game input each key makes. The
screens of a game being played are ui/zoostock_play.py, a round entered as a tally (TAL)
ui/zoostock_direct.py, the game's tally ui/zoostock_tally.py (GameUI.phase_screens).

The screen is derived from the game state, plus a little that is not worth logging: the
animal pressed before its number, the LOCK row menu, the page of an info screen. A power
cut forgets only that."""

from zootally.games import zoostock as zs
from zootally.games.common import const
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import (
    GameUI,
    seat_label,
)

# Actions of the soft keys.
# The screens' own actions; a key that enters a game input as it is has ANSWER + input
# (ui/view.py): a card's number (its animal chosen), a row to LOCK, the seat that leads,
# an animal picked, the new rows' order accepted; a page (the zoos', the tally's) has
# PAGE + page.
_A_ANIMAL = const(0)  # +animal
_A_LOCK = const(20)
_A_ZOOS = const(51)
_A_BACK = const(52)
_A_OKAY = const(53)
_A_EXTRA = const(54)

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


def seat_rounds(g, s):
    """How seat s's points were made, two lines a round: what each row scored (count x
    that animal in the EX zone) and the round's score, then the rows; the round being
    played or tallied too (`now`), as its zoo and EX zone stand. The tally's seat pages
    and the score so far (the menu's SCO) both say it."""
    lines = []
    rounds = len(g.round_scores)
    for r in range(rounds + (g.phase != zs.P_OVER)):
        if r < rounds:
            rows, ex, _ = g.round_zoos[r]
            rows, head, score = rows[s], "Rd%d" % (r + 1), g.round_scores[r][s]
        else:
            rows, ex, head, score = g.zoos[s], g.ex, "Rd%d now" % (r + 1), g.zoo_score(s)
        points = "+".join(str(x[1] * ex[x[0]]) for x in rows) or "0"
        lines.append("%s %s =%d" % (head, points, score))
        text = " ".join("%sx%d" % (count_text(x[0], x[1]), ex[x[0]]) for x in rows)
        lines.append(text or "no rows")
    return lines


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
        # Round results already finished count as read: after a power cut the device goes
        # straight back to the question it was asking (the tally shows every round).
        self.acked = len(session.game.round_scores)
        # The last screen's: numbers on the keys, and the inputs then (two attributes, not
        # a tuple: this is set on every key, and a tuple would be a new object each time).
        self.shown_numbers = False
        self.shown_at = -1

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
        if game_input == zs.IN_TALLY:
            return "TAL"
        if zs.IN_COUNT <= game_input <= zs.IN_COUNT + 10:
            # Said after UNDO, when the game asks that count again.
            return "%s %s" % (
                self.counted(),
                count_text(self.session.game.tally_question()[1], game_input - zs.IN_COUNT),
            )
        return None

    def counted(self):
        """Whose count the tally asks now: EX, or a seat."""
        seat = self.session.game.tally_question()[0]
        return "EX" if seat == zs.NO_SEAT else seat_label(seat)

    # ---- keys ---------------------------------------------------------------------------

    def partial(self):
        """Is something half-entered, that UNDO would drop? (Not an animal the device
        chose: UNDO then takes back the last card.)"""
        return (
            (self.animal >= 0 and not self.auto)
            or self.other
            or self.mode != _M_ENTRY
            or bool(self.tens)
        )

    def cancel(self):
        """UNDO first drops a half-made entry (an animal without its number, OTH, a menu)."""
        was = self.partial()
        self.tens = 0  # a count's tens (a round entered as a tally)
        self.animal = -1
        self.auto = False
        self.other = False
        self.extra_asked = False  # +1R pressed once: the next +1R starts the extra round
        self.mode = _M_ENTRY
        return was

    def back(self):
        """BACK does what the BCK/OTH key does (three buttons reach OTH with one hold)."""
        self.act(_A_BACK)

    def open_page(self, page):
        self.extra_asked = False  # any other key, and +1R must be pressed twice again
        GameUI.open_page(self, page)

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
        if g.phase == zs.P_TALLY:
            # A count the cards leave one answer for (those that can only be 0 the game
            # skips itself).
            only = -1
            for n in range(11):
                if g.check(zs.IN_COUNT + n) == 0:
                    if only >= 0:
                        return None
                    only = n
            if only >= 0:
                a = g.tally_question()[1]
                return zs.IN_COUNT + only, "%s %s: no other fits" % (
                    self.counted(),
                    count_text(a, only),
                )
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
                # otherwise meet the game, where that key is a number.
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
        return None

    def explain(self, slot):
        """Why a dark key does nothing here, if the game can say (else None)."""
        g = self.session.game
        if g.phase == zs.P_TALLY:  # a count's key: 1-9 on slots 0-8, 0 on OK's (ui/count.py)
            if slot < 9:
                n = self.tens + slot + 1
            elif slot == S_OK:
                n = self.tens
            else:
                return None
            err = g.check(zs.IN_COUNT + n) if n <= 10 else 0
            return zs.error_text(g, err, zs.IN_COUNT + n) if err else None
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
        if g.phase == zs.P_TALLY:
            return "Rd%d tally: %s" % (g.round, self.counted())
        if g.phase in (zs.P_LEAD, zs.P_EX):
            return "Rd%d EX %2d/%d %s" % (g.round, g.ex_entered, 3 * g.players, trump)
        if g.phase == zs.P_PLAY and not g.trick_cards and g.last and g.last[3] != t:
            # The last trick moved the trump number: say from what, until the next card.
            text = "Rd%d Trick %d TRUMP %d>%d" % (g.round, g.trick_no, g.last[3], t)
            return text if len(text) <= 21 else text[4:]
        return "Rd%d Trick %-2d %s" % (g.round, g.trick_no, trump)

    def next_phase(self):
        # The end of a round from its second on opens the game's tally (an extra round is
        # asked there); the first's opens its result, a screen of the play's. Near a
        # round's end: its last trick (or the order of its new rows), or the last zoo's
        # counts of a round entered as a tally.
        g = self.session.game
        if g.phase == zs.P_TALLY:
            near = g.tally_question()[0] == g.players - 1
        else:
            near = (g.phase == zs.P_PLAY or g.phase == zs.P_ORDER) and max(g.hands) <= 1
        if not near:
            return None
        return "tally" if g.round > 1 else "play"

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
        # The tally's screens and the play's are modules of their own, loaded while they
        # show: the tally's heap holds none of the play's code (ui/zoostock_play.py,
        # ui/zoostock_tally.py).
        if g.phase == zs.P_OVER:
            part = "tally"
        elif g.phase == zs.P_TALLY and self.acked == len(g.round_scores):
            part = "direct"
        else:
            part = "play"
        self.phase_screens(part).fill(self, v)

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


UI = ZooStockUI  # what the shell makes for this game (games.load(id, "_ui"))
