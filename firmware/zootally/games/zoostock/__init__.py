# SPDX-License-Identifier: MIT
"""ZooStock rules: trick taking with a moving trump number, overflowing zoos and LOCK.

Pure rules, no I/O. The whole game is driven by one-byte inputs (see the IN_* ranges);
`apply` checks an input completely before it changes anything, so a refused input leaves
the state untouched. Seats are 0-based here and 1-based on every screen and record.
Rulebook: shared/rules/zoostock-rulebook.txt; rulings Z1-Z9 and docs/rulings.md.
"""

from zootally.games.common import (  # noqa: F401
    E_BAD,
    E_NOT_NOW,
    OK,
    R_HIGHEST,
    R_TIE_BROKEN,
    R_TIE_EXTRA,
    R_TIED_TOO,
    const,
    legal,
)

GAME_ID = const(1)
NAME = "ZooStock"
WARNING_TITLE = "REVOKE? table decides"

ANIMALS = "GHBRTE"
# LED colours of the six animals (green, pink, blue, orange, brown, white).
ANIMAL_COLOURS = (0x00C000, 0xFF3C8C, 0x1E50FF, 0xFF6400, 0x7A3A10, 0xFFFFFF)

# Inputs, one byte each.
DECK = const(60)  # cards: 6 animals x numbers 1-10
MAX_ROWS = const(3)  # rows in a zoo
IN_CARD = const(0)  # 0..59: animal * 10 + number - 1
IN_LOCK = const(60)  # 60..62: LOCK row 1..3
IN_LEAD = const(64)  # 64..67: seat 1..4 leads the round
IN_PICK = const(70)  # 70..75: place this animal's new row next
IN_ACCEPT = const(76)  # place the remaining new rows in arrival order
IN_EXTRA = const(77)  # play one more round to break a tie (Z9)
IN_TALLY = const(78)  # this round is entered as a tally: its EX zone and zoos at its end
IN_COUNT = const(80)  # 80..90: a tally's count 0..10 (the question's animal, EX or a zoo)

# Phases.
P_LEAD = const(0)  # before a round: who leads (a card here means the default lead)
P_EX = const(1)  # entering the 3N discards
P_PLAY = const(2)  # tricks
P_ORDER = const(3)  # a seat orders its new rows
P_OVER = const(4)  # the game is over (a tie may still go to one more round)
P_TALLY = const(5)  # a round entered as a tally: counts of the EX zone, then of each zoo

# Errors: OK, E_NOT_NOW and E_BAD are every game's (games/common.py); ZooStock's own:
E_NUMBER = const(3)
E_SEEN = const(4)
E_LOCKED = const(5)
E_LOCK_TRICK = const(6)
E_NO_ROW = const(7)
E_LOCK_ALONE = const(8)
E_LEAD = const(9)
E_ORDER = const(10)
E_NO_TIE = const(11)
E_TOO_MANY = const(12)  # a tally's count: more of the animal than are left
E_ZOO_FULL = const(13)  # a fourth animal in a zoo
E_DISCARDS = const(14)  # the EX zone without its 3N discards
E_CARDS = const(15)  # the cards no longer add up to the deck (LOCK cards aside)

NO_CARD = const(255)
NO_SEAT = const(255)

# Why a trick's card won (Z3), as the judging found it: the only card (the others LOCKed),
# the trump number, the highest number, or the same key as the card it beat, played later.
WON_ONLY = const(0)
WON_TRUMP = const(1)
WON_HIGH = const(2)
WON_LATER = const(3)

# The overflow chain of a trick, a list (game.chain) while it runs; its slots:
_C_SEAT = const(0)  # the zoo the rows are arriving at
_C_INCOMING = const(1)  # [animal, count] rows arriving there
_C_REFUSED = const(2)  # rows a LOCKed row of that animal passes on at once (Z6)
_C_NEW = const(3)  # animals of the arriving rows the zoo does not have yet
_C_ORDER = const(4)  # the order chosen for them so far
_C_WINNER = const(5)  # the trick's winner, who leads the next trick


def card_text(card):
    return ANIMALS[card // 10] + str(card % 10 + 1)


def parse_card(text):
    """'H8' -> card byte, or -1 if the text is not a card of the full 60-card deck."""
    if len(text) < 2 or text[0] not in ANIMALS:
        return -1
    digits = text[1:]
    if not digits.isdigit():
        return -1
    number = int(digits)
    if number < 1 or number > 10:
        return -1
    return ANIMALS.index(text[0]) * 10 + number - 1


class Game:
    """The state of one ZooStock game. Change it only through apply()."""

    def __init__(self, players):
        if players not in (3, 4):
            raise ValueError("ZooStock is for 3 or 4 players")
        n = players
        self.players = n
        self.max_number = 8 if n == 3 else 10
        self.hand_size = 13 if n == 3 else 12  # dealt 16 / 15, minus the 3 discards (Z7)
        self.round = 1
        self.round_scores = []
        self.round_zoos = []  # per finished round: (zoos, ex, locks) as scored
        self.round_leads = []  # first lead of each round
        self.contenders = None  # seats still in the running after a tie (Z9)
        self.warnings = []
        self.lead_choices = list(range(n))
        self.lead = 0
        self._new_round()

    # ---- round and trick bookkeeping -------------------------------------------------

    def _new_round(self):
        n = self.players
        self.phase = P_LEAD
        self.hands = bytearray([self.hand_size] * n)
        self.ex = bytearray(6)
        self.seen = bytearray(DECK)
        self.zoos: list = []  # per seat its rows: [animal, count, locked]
        for _ in range(n):  # a loop: a comprehension is a frame more, under a trick's end
            self.zoos.append([])
        self.locked = bytearray(n)  # this seat has used its LOCK this round
        self.voids = bytearray(n)  # bit per animal the seat showed it lacks (Z4)
        self.void_trick = bytearray(6 * n)  # trick in which each void was shown
        self.ex_entered = 0
        self.trick_no = 0
        self.trick_seats = bytearray()
        self.trick_cards = bytearray()  # NO_CARD for a LOCK
        self.trick_locked = False
        self.trick_order = bytearray()
        self.led = -1
        # What the last trick did, for the screen: [winner, winning card, cards to EX, old
        # trump, the animals it took (in the order played), the rows the overflow chain
        # moved ([animal, count, the seat it went to, or NO_SEAT for the EX zone, the seat
        # it left, 1 if a LOCKed row of it passed it on]), why the card won (WON_*), the
        # strongest card it beat (NO_CARD: none)]: the screens and WHY read it.
        self.last = None
        self.chain = None
        self.tally_q = 0  # P_TALLY: the question asked (tally_question)
        self.face_down = 0  # LOCK cards a tally round leaves out of its counts

    def trump(self, ex=None):
        """The trump number (Z2), or 0 when there is none: of the EX zone now, or of the
        counts `ex` (a round's that ended)."""
        t = max(self.ex if ex is None else ex)
        return t if 0 < t <= self.max_number else 0

    def to_play(self):
        """Seat whose turn it is in the current trick, or NO_SEAT."""
        if self.phase != P_PLAY:
            return NO_SEAT
        return self.trick_order[len(self.trick_seats)]

    def _start_trick(self):
        n = self.players
        order = bytearray()
        for i in range(n):
            s = (self.lead + i) % n
            if self.hands[s]:
                order.append(s)
        if not order:
            self._end_round()
            return
        self.lead = order[0]
        self.trick_order = order
        self.trick_seats = bytearray()
        self.trick_cards = bytearray()
        self.trick_locked = False
        self.led = -1
        self.trick_no += 1
        self.phase = P_PLAY

    def _end_round(self):
        # Loops, not comprehensions: this runs under a trick's last input, the deepest
        # Python stack on the board, and a comprehension is one frame more (measured).
        self.last = None  # the round result replaces what the last trick did
        scores = []
        zoos = []
        for s in range(self.players):
            scores.append(self.zoo_score(s))
            rows = []
            for r in self.zoos[s]:
                rows.append(list(r))
            zoos.append(rows)
        self.round_scores.append(scores)
        # Keep the scored zoos, EX zone and LOCK count: the next round starts afresh.
        self.round_zoos.append((zoos, bytes(self.ex), sum(self.locked) + self.face_down))
        self.phase = P_OVER
        self.chain = None
        if self.round == 1:
            self._next_round(scores)
            self._new_round()  # from here, not under _next_round: the deepest stack
            return
        if self.round == 2:
            totals = self.totals()
            best = max(totals)
            self.contenders = [s for s in range(self.players) if totals[s] == best]
        else:  # an extra round decides among the tied seats by its own score (docs/rulings.md)
            best = max(scores[s] for s in self.contenders)
            self.contenders = [s for s in self.contenders if scores[s] == best]

    def _next_round(self, scores):
        # Z8: the lowest scorer of the round before leads; ties offer a choice, default the
        # first of them in turn order from that round's first lead.
        low = min(scores)
        first = self.round_leads[-1]
        n = self.players
        choices = []
        for i in range(n):
            s = (first + i) % n
            if scores[s] == low:
                choices.append(s)
        self.lead_choices = choices
        self.round += 1
        self.lead = choices[0]

    # ---- checkpoints: UNDO replays from the start of the round, not of the game ------------

    def checkpoint(self):
        """What carries over from round to round, or None when not at a round's start."""
        if self.phase != P_LEAD:
            return None
        c = self.contenders
        return (
            self.round,
            list(self.round_scores),
            list(self.round_zoos),
            list(self.round_leads),
            list(self.lead_choices),
            self.lead,
            list(c) if c is not None else None,
            list(self.warnings),
        )

    def restore(self, cp):
        """Become the game at the round start that checkpoint() described."""
        self.round = cp[0]
        self.round_scores = list(cp[1])
        self.round_zoos = list(cp[2])
        self.round_leads = list(cp[3])
        self.lead_choices = list(cp[4])
        self.lead = cp[5]
        self.contenders = list(cp[6]) if cp[6] is not None else None
        self.warnings = list(cp[7])
        self._new_round()

    # ---- public queries ----------------------------------------------------------------

    def zoo_score(self, seat):
        ex = self.ex
        score = 0
        for row in self.zoos[seat]:  # a loop: called at the end of a round (see _end_round)
            score += row[1] * ex[row[0]]
        return score

    def totals(self):
        out = []
        for s in range(self.players):  # loops: called at the end of a round
            t = 0
            for r in self.round_scores:
                t += r[s]
            out.append(t)
        return out

    def running(self):
        """Each seat's points if the game ended now: its rounds scored so far, and the
        round being played or tallied as its zoo and EX zone stand (no round is: the game
        is over, these are decide()'s totals)."""
        out = self.totals()
        if self.phase != P_OVER:
            for s in range(self.players):
                out[s] += self.zoo_score(s)
        return out

    def over(self):
        return self.phase == P_OVER

    def winners(self):
        return list(self.contenders) if self.phase == P_OVER else None

    def decide(self):
        """(totals, winners, rule, extra) of the game over: the highest total; a tie is
        played off in one more round among the tied (Z9), the round it was broken in (or
        still tied after) is `extra`."""
        win = self.winners()
        rounds = len(self.round_scores)
        if rounds > 2:
            return self.totals(), win, (R_TIED_TOO if len(win) > 1 else R_TIE_BROKEN), rounds
        return self.totals(), win, (R_TIE_EXTRA if len(win) > 1 else R_HIGHEST), 0

    def cards_in_play(self):
        """Cards of this round's deck, wherever they are: must always equal the deck size."""
        if self.phase == P_TALLY:
            # The table's own count, which the device checks as it is entered
            # (_tally_check): until its last answer the cards are where the table says.
            return self.deck_size()
        zoo = sum(row[1] for z in self.zoos for row in z)
        trick = 0
        if self.phase == P_PLAY:  # an unfinished trick; a finished one is in the zoos
            trick = sum(1 for c in self.trick_cards if c != NO_CARD)
        elif self.chain:  # rows on their way along the overflow chain
            trick = sum(c for _, c in self.chain[_C_INCOMING]) + sum(
                c for _, c in self.chain[_C_REFUSED]
            )
        return (
            sum(self.hands)
            + self.ex_entered_total()
            + zoo
            + trick
            + sum(self.locked)
            + self.face_down
        )

    def ex_entered_total(self):
        # Before the EX zone is complete the discards not yet entered are still "in hand".
        return sum(self.ex) + (3 * self.players - self.ex_entered)

    def deck_size(self):
        return 6 * self.max_number

    # ---- input --------------------------------------------------------------------------

    def check(self, v):
        """0 if input v is legal now, else an error code. Changes nothing."""
        ph = self.phase
        if v < IN_LOCK:  # a card
            if ph == P_OVER or ph == P_ORDER or ph == P_TALLY:
                return E_NOT_NOW
            if v % 10 >= self.max_number:
                return E_NUMBER
            if self.seen[v]:
                return E_SEEN
            return OK
        if v < IN_LOCK + MAX_ROWS:
            if ph != P_PLAY:
                return E_NOT_NOW
            seat = self.to_play()
            if self.locked[seat]:
                return E_LOCKED
            if self.trick_locked:
                return E_LOCK_TRICK
            if v - IN_LOCK >= len(self.zoos[seat]):
                return E_NO_ROW
            # Someone else must still put a card into this trick, or it has no winner.
            if len(self.trick_order) == 1:
                return E_LOCK_ALONE
            return OK
        if IN_LEAD <= v < IN_LEAD + self.players:
            if ph != P_LEAD:
                return E_NOT_NOW
            return OK if (v - IN_LEAD) in self.lead_choices else E_LEAD
        if IN_PICK <= v < IN_PICK + 6:
            if ph != P_ORDER:
                return E_NOT_NOW
            a = v - IN_PICK
            return OK if a in self.chain[_C_NEW] and a not in self.chain[_C_ORDER] else E_ORDER
        if v == IN_ACCEPT:
            return OK if ph == P_ORDER else E_NOT_NOW
        if v == IN_EXTRA:
            if ph != P_OVER:
                return E_NOT_NOW
            return OK if len(self.contenders) > 1 else E_NO_TIE
        if v == IN_TALLY:  # before any card of the round
            return OK if ph == P_LEAD or (ph == P_EX and self.ex_entered == 0) else E_NOT_NOW
        if IN_COUNT <= v <= IN_COUNT + 10:
            return self._tally_check(v - IN_COUNT) if ph == P_TALLY else E_NOT_NOW
        return E_BAD

    def apply(self, v):
        """Apply input v if legal. Returns 0, or an error code and changes nothing."""
        err = self.check(v)
        if err:
            return err
        ph = self.phase
        if v < IN_LOCK:  # a card
            if ph == P_LEAD:
                self._set_lead(self.lead_choices[0])
            if self.phase == P_EX:
                self._enter_ex(v)
            else:
                self._play(v)
        elif v < IN_LOCK + MAX_ROWS:
            self._lock(v - IN_LOCK)
        elif v < IN_PICK:
            self._set_lead(v - IN_LEAD)
        elif v < IN_ACCEPT:
            self._pick(v - IN_PICK)
        elif v == IN_ACCEPT:
            c = self.chain
            for a in c[_C_NEW]:
                if a not in c[_C_ORDER]:
                    c[_C_ORDER].append(a)
            self._run_chain(False)
        elif v == IN_EXTRA:
            self._next_round(self.round_scores[-1])
            self._new_round()
        elif v == IN_TALLY:
            if ph == P_LEAD:
                self._set_lead(self.lead_choices[0])
            self.phase = P_TALLY
            self.tally_q = 0
        else:
            self._tally(v - IN_COUNT)
        return OK

    def _set_lead(self, seat):
        self.lead = seat
        self.round_leads.append(seat)
        self.phase = P_EX

    def _enter_ex(self, card):
        self.seen[card] = 1
        self.ex[card // 10] += 1
        self.ex_entered += 1
        if self.ex_entered == 3 * self.players:
            self._start_trick()

    def _play(self, card):
        seat = self.to_play()
        a = card // 10
        self.seen[card] = 1
        self.hands[seat] -= 1
        if self.voids[seat] & (1 << a):
            since = self.void_trick[seat * 6 + a]
            self.warnings.append(
                "P%d played %s, no %s since trick %d (Rd%d)"
                % (seat + 1, card_text(card), ANIMALS[a], since, self.round)
            )
        if self.led < 0:
            self.led = a
        elif a != self.led and not self.voids[seat] & (1 << self.led):
            self.voids[seat] |= 1 << self.led
            self.void_trick[seat * 6 + self.led] = self.trick_no
        self.trick_seats.append(seat)
        self.trick_cards.append(card)
        self._maybe_end_trick()

    def _lock(self, row):
        seat = self.to_play()
        self.zoos[seat][row][2] = 1
        self.hands[seat] -= 1
        self.locked[seat] = 1
        self.trick_locked = True
        self.trick_seats.append(seat)
        self.trick_cards.append(NO_CARD)
        self._maybe_end_trick()

    def _maybe_end_trick(self):
        if len(self.trick_seats) < len(self.trick_order):
            return
        self.last = [0, NO_CARD, 0, self.trump(), None, [], 0, NO_CARD]
        win = self._judge(self.last)
        winner = self.trick_seats[win]
        incoming: list = []  # [animal, count] in the order first played (Z5)
        for c in self.trick_cards:
            if c == NO_CARD:
                continue
            a = c // 10
            for item in incoming:
                if item[0] == a:
                    item[1] += 1
                    break
            else:
                incoming.append([a, 1])
        taken = []
        for item in incoming:
            taken.append(item[0])
        self.last[0] = winner
        self.last[1] = self.trick_cards[win]
        self.last[4] = taken
        self.chain = [winner, incoming, [], [], [], winner]
        self._run_chain(True)

    def _judge(self, last):
        """Z3: the largest (is trump, number, position) wins; the index of the winning card.
        Writes into `last` why it won and the strongest card it beat (WHY says it). Its
        own frame, returned before the overflow chain: not under the deepest stack."""
        t = self.trump()
        best = -1
        win = 0
        beaten = NO_CARD
        beaten_key = -1
        for i in range(len(self.trick_cards)):
            c = self.trick_cards[i]
            if c == NO_CARD:
                continue
            num = c % 10 + 1
            key = (100 if num == t else 0) + num
            if key >= best:
                if best >= 0:
                    beaten = self.trick_cards[win]
                    beaten_key = best
                best = key
                win = i
            elif key >= beaten_key:
                beaten = c
                beaten_key = key
        if beaten == NO_CARD:
            last[6] = WON_ONLY
        elif beaten_key == best:
            last[6] = WON_LATER
        else:
            last[6] = WON_TRUMP if best > 100 else WON_HIGH
        last[7] = beaten
        return win

    def _run_chain(self, arrive):
        """Move the rows along the overflow chain until it ends or a seat must order its new
        rows (then P_ORDER waits for IN_PICK / IN_ACCEPT, which call this again with
        arrive=False). A loop, not recursion: the chain may pass every zoo, and a board's
        Python stack holds only a few frames."""
        c = self.chain
        while True:
            if arrive and self._arrive():
                self.phase = P_ORDER
                return
            arrive = True
            outgoing = self._settle()
            if not outgoing:
                break
            c[_C_SEAT] = (c[_C_SEAT] + 1) % self.players
            c[_C_INCOMING] = outgoing
        self.chain = None
        self.phase = P_PLAY
        self.lead = c[_C_WINNER]
        if sum(self.hands) == 0:
            self._end_round()
        else:
            self._start_trick()

    def _arrive(self):
        """Add the arriving rows this zoo keeps already; True if 2+ new rows need an order."""
        c = self.chain
        rows = self.zoos[c[_C_SEAT]]
        refused = []
        new = []
        for item in c[_C_INCOMING]:
            a = item[0]
            for row in rows:
                if row[0] == a:
                    if row[2]:
                        refused.append(item)  # Z6: the locked animal passes on at once
                    else:
                        row[1] += item[1]
                    break
            else:
                new.append(item)
        c[_C_INCOMING] = new
        c[_C_REFUSED] = refused
        animals = []  # a loop, not a comprehension: one frame less on the Python stack
        for item in new:
            animals.append(item[0])
        c[_C_NEW] = animals
        if len(new) >= 2:
            c[_C_ORDER] = []
            return True
        c[_C_ORDER] = list(animals)
        return False

    def _pick(self, a):
        c = self.chain
        c[_C_ORDER].append(a)
        if len(c[_C_ORDER]) == len(c[_C_NEW]) - 1:
            for b in c[_C_NEW]:
                if b not in c[_C_ORDER]:
                    c[_C_ORDER].append(b)
        if len(c[_C_ORDER]) == len(c[_C_NEW]):
            self._run_chain(False)

    def _settle(self):
        """Place the new rows in the chosen order; return the rows this zoo passes on to the
        next one (empty when the chain ends here; the last zoo's go to the EX zone)."""
        c = self.chain
        seat = c[_C_SEAT]
        rows = self.zoos[seat]
        for a in c[_C_ORDER]:
            for item in c[_C_INCOMING]:
                if item[0] == a:
                    rows.append([a, item[1], 0])
        moved = []
        while len(rows) > MAX_ROWS:
            for i in range(len(rows)):
                if not rows[i][2]:
                    row = rows.pop(i)
                    moved.append([row[0], row[1]])
                    break
        refused = len(moved)  # the rows from here on a LOCKed row passed on
        outgoing = moved + c[_C_REFUSED]
        to = (seat + 1) % self.players
        to_ex = to == c[_C_WINNER]
        for i in range(len(outgoing)):
            a, cnt = outgoing[i]
            self.last[5].append([a, cnt, NO_SEAT if to_ex else to, seat, 1 if i >= refused else 0])
            if to_ex:
                self.ex[a] += cnt
                self.last[2] += cnt
        return [] if to_ex else outgoing

    # ---- a round entered as a tally -----------------------------------------------------
    # A table that played the round without the device enters where its cards ended: the
    # count of each animal in the EX zone, then in each zoo, seat by seat. A zoo keeps 3
    # animals, so once it has 3 its other counts are not asked; nor is an animal's count
    # once all its cards are placed. Every card is in the EX zone or a zoo but the LOCK
    # cards (face down, one a seat at most, on a row of their owner's zoo): a count that
    # makes that impossible is refused when it is entered.

    def tally_question(self, q=-1):
        """(seat, animal) whose count the tally asks: seat NO_SEAT for the EX zone."""
        if q < 0:
            q = self.tally_q
        if q < 6:
            return NO_SEAT, q
        return (q - 6) // 6, (q - 6) % 6

    def tally_placed(self):
        """Cards the tally has placed so far, in the EX zone and the zoos."""
        placed = sum(self.ex)
        for rows in self.zoos:
            for row in rows:
                placed += row[1]
        return placed

    def tally_left(self, a):
        """Cards of animal a not yet placed in the EX zone or a zoo by the tally."""
        n = self.max_number - self.ex[a]
        for rows in self.zoos:
            for row in rows:
                if row[0] == a:
                    n -= row[1]
        return n

    def _tally_check(self, n):
        seat, a = self.tally_question()
        if seat == NO_SEAT:
            if n > self.max_number:
                return E_TOO_MANY
            # The EX zone opened with the 3N discards: its counts still to come must be able
            # to make them up.
            if sum(self.ex) + n + (5 - a) * self.max_number < 3 * self.players:
                return E_DISCARDS
            return OK
        if n > self.tally_left(a):
            return E_TOO_MANY
        if n and len(self.zoos[seat]) == MAX_ROWS:
            return E_ZOO_FULL
        reach = self.tally_reach(seat, a, n)[1]
        return OK if reach >= self.deck_size() - self.tally_locks(seat, a, n) else E_CARDS

    def tally_locks(self, seat, a, n):
        """The most LOCK cards the round can have had if seat's count of animal a is n:
        one a player whose zoo has a row at the end (Z6), counting those the counts
        still to come can give a row, a card each."""
        cards = self.deck_size() - self.tally_placed() - n  # not placed after this answer
        locks = 0
        for s in range(self.players):
            if self.zoos[s] or (s == seat and n):
                locks += 1
            elif s >= seat and cards > 0:
                if s == seat:  # this zoo's questions after a
                    more = 0
                    for b in range(a + 1, 6):
                        more += self.tally_left(b)
                    if not more:
                        continue
                locks += 1
                cards -= 1
        return locks

    def tally_reach(self, seat, a, n):
        """(cards placed, the most the tally can place) if seat's count of animal a is n:
        the questions after it place at most every card left of the animals the zoos'
        open rows can still take (this zoo's for animals after a, the later zoos' for
        any). The largest first: greedy is the best choice here (a transversal matroid)."""
        left = bytearray(6)
        for b in range(6):
            left[b] = self.tally_left(b)
        left[a] -= n
        placed = self.tally_placed() + n
        open_here = MAX_ROWS - len(self.zoos[seat]) - (1 if n else 0)
        open_later = MAX_ROWS * (self.players - 1 - seat)
        reach = placed
        early = 0  # animals taken that only the later zoos can keep (a and before)
        for _ in range(open_here + open_later):
            best = -1  # the animal with the most cards left that an open row can take
            for b in range(6):
                if left[b] and (b > a or early < open_later):
                    if best < 0 or left[b] > left[best]:
                        best = b
            if best < 0:
                break
            if best <= a:
                early += 1
            reach += left[best]
            left[best] = 0
        return placed, reach

    def _tally(self, n):
        seat, a = self.tally_question()
        if seat == NO_SEAT:
            self.ex[a] = n
        elif n:
            self.zoos[seat].append([a, n, 0])
        end = 6 + 6 * self.players
        q = self.tally_q + 1
        while q < end and q >= 6:  # skip the counts that can only be 0
            s, b = self.tally_question(q)
            if len(self.zoos[s]) < MAX_ROWS and self.tally_left(b):
                break
            q += 1
        self.tally_q = q
        if q < end:
            return
        self.face_down = self.deck_size() - self.tally_placed()
        self.hands = bytearray(self.players)  # played out
        self.ex_entered = 3 * self.players
        self._end_round()

    # ---- for screens and records --------------------------------------------------------

    def order_seat(self):
        return self.chain[_C_SEAT] if self.phase == P_ORDER else NO_SEAT

    def order_matters(self):
        """Can the order of the new rows being placed change anything? Not in the round's
        last trick when overflow would push on only rows that were there before (new rows
        open on the right, overflow takes the leftmost): no trick follows, and a score
        does not depend on where a row stands."""
        if sum(self.hands):
            return True
        rows = self.zoos[self.chain[_C_SEAT]]
        movable = 0
        for row in rows:
            if not row[2]:
                movable += 1
        return len(rows) + len(self.chain[_C_NEW]) - MAX_ROWS > movable

    def order_new(self):
        """(animals needing a place in arrival order, animals already placed)"""
        return self.chain[_C_NEW], self.chain[_C_ORDER]


def start_inputs(points, limits):
    """The inputs a new game starts with from settings.toml's card values: none here (the
    card values are Zooscape's; docs/adding-a-game.md)."""
    return ()
