# SPDX-License-Identifier: MIT
"""Zooscape rules for the device: five rounds of "I split, you choose".

The table tells the device what it sees (the cards of each row as the master lays them out,
where the apprentice goes, each split, each player's revealed choice, what a Lucky Cat drew,
which curios a Breakage takes) and the device derives the rest: who takes which group, the
bin, the kimonos, the master of the next round, collections and scores.
Rulebook: shared/rules/zooscape-rulebook.txt; rulings S1-S7 and docs/rulings.md."""

from zootally.games.common import (  # noqa: F401
    E_BAD,
    E_NOT_NOW,
    OK,
    R_MORE_CARDS,
    R_MOST_POINTS,
    R_SHARED,
    const,
    legal,
)

GAME_ID = const(2)
NAME = "Zooscape"
WARNING_TITLE = "RULE BREAK?"  # the title of a flagged rule break (none yet here)

# ---- cards ------------------------------------------------------------------------------
# A card is one number. 0-6: the seven curio types; 8-11: the actions; 20+v: a gold coin
# printed v; 30: the apprentice. Type 7 is the kimono: a curio, but never a market card.
KIMONO = const(7)
FIRE = const(8)
LUCKY = const(9)
BREAK = const(10)
COPY = const(11)
COIN = const(20)  # + the printed value
MAX_COIN = const(9)
APPRENTICE = const(30)
TYPES = const(8)  # curio types for scoring: the seven market curios and the kimono

TYPE_NAMES = ("tea bowl", "fan", "sword", "parasol", "lute", "figurine", "chopsticks", "kimono")
ACTION_NAMES = ("Fire", "Lucky Cat", "Breakage", "Copy")
# How many of each kind the game has (S1): curios by type, then index 7 the coins, then
# the actions. 56 + 9 + 9 = 74 market cards.
TOTALS = (5, 6, 7, 8, 9, 10, 11, 9, 3, 2, 2, 2)
_MARKET_CARDS = const(74)
_KIMONOS = const(10)
ROUNDS = const(5)

# S7: the card values. One table, defaults here; a game's own values are inputs (so the
# record and every replay use the values the table played with).
NO_FLAG = const(15)  # this type has no limit
FLOWERS = (8, 7, 6, 5, 4, 3, 2, 3)
FLAGS = (1, 1, 2, 2, 2, 3, NO_FLAG, 2)
FIRE_POINTS = const(-4)


def kind(card):
    """The index into TOTALS of a market card."""
    return 7 if COIN <= card <= COIN + MAX_COIN else card


def card_name(card):
    if card < TYPES:
        return TYPE_NAMES[card]
    if FIRE <= card <= COPY:
        return ACTION_NAMES[card - FIRE]
    if card == APPRENTICE:
        return "apprentice"
    return "coin %d" % (card - COIN)


# ---- inputs, one byte each ----------------------------------------------------------------
# 0-6, 8-11 and 21-29: a card (laid in the row, or drawn by a Lucky Cat)
IN_APPRENTICE = const(40)  # +place (cards before it), 0..13
IN_SPLIT_LEFT = const(60)  # +k: the group's first k cards are group 1, the rest group 2
IN_SPLIT_RIGHT = const(80)  # +k: the group's first k cards are group 2, the rest group 1
IN_CHOOSE = const(100)  # +seat*2 + (group - 1)
IN_NEXT = const(120)  # +action - FIRE: the receiver resolves this action next
IN_BREAK = const(130)  # +type: a Breakage takes a curio of this type; +8: a copy joined to it
IN_COPY = const(150)  # +type: the Copy joins this (tied) type
IN_ANSWER = const(160)  # +n: a count, in the tally-only mode
IN_DONE = const(181)  # tally-only: no more coins for this player
IN_MASTER = const(190)  # +seat: the first master; the market starts
IN_TALLY_ONLY = const(196)  # skip the market: enter each final collection
IN_VALUE = const(200)  # +type: this type's points and limit follow, in this order
IN_FLOWER = const(210)  # +points
IN_FLAG = const(230)  # +limit (NO_FLAG: none)

# Phases.
P_SETUP = const(0)
P_LAYOUT = const(1)  # the master lays out the round pile
P_APPRENTICE = const(2)  # where the apprentice goes
P_SPLIT = const(3)  # the master splits the group
P_CHOOSE = const(4)  # revealed choices
P_ORDER = const(5)  # the receiver says which action to resolve next
P_BREAK = const(6)  # which curio a Breakage takes
P_COPY = const(7)  # which tied type a Copy joins
P_DRAW = const(8)  # what a Lucky Cat drew
P_DIRECT = const(9)  # tally only: counts per player
P_OVER = const(10)
_P_BUSY = const(11)  # only inside apply(): resolving, no question open

# What the last input made happen, for the screen (game.news: [kind, seat, what]).
N_GROUP = const(0)  # seat: the group's index; what: the list of its choosers
N_KIMONO = const(1)  # a lone card both wanted went to the bin; what: its choosers (the
# same list as its N_GROUP's), who got a kimono each
N_CLOSED = const(2)  # the same, but the kimonos ran out: the supply is closed
N_BIN = const(3)  # seat took the bin; what: how many cards
N_BROKE = const(4)  # seat's Breakage took what (IN_BREAK offset: +8 a copy)
N_DREW = const(5)  # seat's Lucky Cat drew what (a card)
N_JOINED = const(6)  # seat's Copy joined type what
N_MASTER = const(7)  # seat is the next round's master; what: 1 held the apprentice, 0 passed

# Where the apprentice is, besides a seat number. (Private consts, as _MARKET_CARDS,
# _KIMONOS and _P_BUSY: no name of them in the module's globals, which would otherwise
# pass 73 and need a 1.5 KB table as the rules load; the tests read them as CPython keeps
# them.)
_A_MASTER = const(-1)  # with the master, to be placed in the row
_A_ROW = const(-2)  # in the row or one of its groups
_A_BESIDE = const(-3)  # back beside the round piles: nobody holds it

# Tally-only questions, per player: the 8 curio types (copies included), Fire, then coins.
Q_FIRE = const(8)
Q_COINS = const(9)

# Errors: OK, E_NOT_NOW and E_BAD are every game's (games/common.py); Zooscape's own
# (refusals.py says them):
E_ALL_OUT = const(3)
E_PILE = const(4)
E_PLACE = const(5)
E_SPLIT = const(6)
E_SEAT = const(7)
E_NOT_CHOOSING = const(8)
E_CHOSEN = const(9)
E_NOT_WAITING = const(10)
E_NOT_HELD = const(11)
E_NOT_MOST = const(12)
E_NO_TYPE = const(13)
E_RANGE = const(14)
E_TOO_MANY = const(15)


class Game:
    def __init__(self, players):
        if not 3 <= players <= 6:
            raise ValueError("Zooscape is for 3 to 6 players")
        self.players = players
        self.pile = 9 if players <= 4 else 13  # S1
        self.deck = _MARKET_CARDS - ROUNDS * self.pile
        self.phase = P_SETUP
        self.flowers = bytearray(FLOWERS)
        self.flags = bytearray(FLAGS)
        self.editing = -1  # the type whose values are being set
        self.edit_step = 0  # 1: its points come next, 2: its limit
        self.round = 0  # rounds started
        self.master = 0
        self.apprentice = _A_MASTER
        self.kimonos = _KIMONOS  # in the supply
        self.closed = False  # S3: the supply closed for good
        self.row = []  # the row being laid out
        self.known = bytearray(12)  # market cards seen, by kind: a 6th tea bowl is refused
        self.bin = []  # secret (S5): only its size is ever shown
        self.box = []  # market cards out of the game
        self.boxed_kimonos = 0
        # Collections, per seat: curios by type (kimono 7), Copy cards by the type they
        # joined, coins by printed value, Fire cards.
        self.curios = [bytearray(TYPES) for _ in range(players)]
        self.copies = [bytearray(TYPES) for _ in range(players)]
        self.coins: list = [[] for _ in range(players)]
        self.fire = bytearray(players)
        # The market.
        self.group = []  # the group being split
        self.choosers = []  # who chooses between its two parts
        self.groups: tuple = ([], [])  # group 1 and group 2 of the split
        self.choice = bytearray(players)  # 0, or the group chosen
        self.resolving = []  # (cards, choosers) to resolve by S3, group 1 first
        self.pending = []  # (cards, choosers) to be split again, in order
        self.insert_at = 0  # where the next group to split again goes in pending
        self.receiver = -1  # who is resolving actions
        self.todo = []  # their actions still to resolve
        self.breaks_left = 0  # curios the current Breakage still takes
        self.bin_step = False  # step III of this round done
        self.took_bin = []  # (round, seat, cards) when an apprentice took the bin
        self.warnings = []  # the shell shows rule breaks; the device sees none here
        self.news = []  # what the last input made happen (N_*), for the screen
        # Tally only.
        self.direct = False
        self.asked = 0  # questions answered by the current player
        self.tallied = 0  # players whose collection is entered

    # ---- what the screens ask -----------------------------------------------------------

    def counts(self, p):
        """Curios per type, copies included (S4)."""
        # Loops, not comprehensions, in what an input's resolution calls: a comprehension
        # is one more frame on the board's small Python stack.
        c = self.curios[p]
        k = self.copies[p]
        out = []
        for t in range(TYPES):
            out.append(c[t] + k[t])
        return out

    def type_points(self, p, t):
        n = self.curios[p][t] + self.copies[p][t]
        flag = self.flags[t]
        return n * self.flowers[t] if flag == NO_FLAG or n <= flag else -n

    def score(self, p):
        s = 0
        for t in range(TYPES):
            s += self.type_points(p, t)
        return s + sum(self.coins[p]) + FIRE_POINTS * self.fire[p]

    def collected(self, p):
        """Cards for the tie-break (S6): curios (kimonos, copies), coins and Fire."""
        return sum(self.counts(p)) + len(self.coins[p]) + self.fire[p]

    def running(self):
        """Each player's points if the game ended now (S6): what their collection scores."""
        return [self.score(p) for p in range(self.players)]

    def over(self):
        return self.phase == P_OVER

    def winners(self):
        if self.phase != P_OVER:
            return None
        return self.decide()[1]

    def decide(self):
        """(scores, seats that win, the rule that decided, 0): most points, then more
        collected cards, then shared (S6)."""
        scores = [self.score(p) for p in range(self.players)]
        best = max(scores)
        top = [p for p in range(self.players) if scores[p] == best]
        if len(top) == 1:
            return scores, top, R_MOST_POINTS, 0
        cards = [self.collected(p) for p in top]
        most = max(cards)
        top2 = [top[i] for i in range(len(top)) if cards[i] == most]
        return scores, top2, (R_MORE_CARDS if len(top2) == 1 else R_SHARED), 0

    def round_shown(self):
        """The round 1-5 on the screens."""
        return min(max(self.round, 1), ROUNDS)

    def still_choosing(self):
        return [s for s in self.choosers if not self.choice[s]]

    def holder(self):
        """The seat holding the apprentice, or None."""
        return self.apprentice if self.apprentice >= 0 else None

    def curio_total(self, p):
        c = self.curios[p]
        k = self.copies[p]
        n = 0
        for t in range(TYPES):
            n += c[t] + k[t]
        return n

    def most_held(self, p):
        c = self.counts(p)
        best = max(c)
        out = []
        if best:
            for t in range(TYPES):
                if c[t] == best:
                    out.append(t)
        return out

    def break_options(self, p):
        """Inputs a Breakage could take now: IN_BREAK + type, +8 for a copy."""
        out = []
        for t in range(TYPES):
            if self.curios[p][t]:
                out.append(IN_BREAK + t)
            if self.copies[p][t]:
                out.append(IN_BREAK + TYPES + t)
        return out

    def direct_limit(self, q):
        """The largest answer to tally-only question q for the current player: the cards
        of the type left, plus the Copy cards not yet counted beyond some type's cards."""
        p = self.tallied
        if q == Q_FIRE:
            return TOTALS[FIRE] - sum(self.fire[o] for o in range(p))
        used = [sum(self.curios[o][t] for o in range(p + 1)) for t in range(TYPES)]
        copies = 2
        for t in range(TYPES):
            if t != q:
                copies -= max(0, used[t] - self._type_total(t))
        return self._type_total(q) + copies - used[q]

    def _type_total(self, t):
        return _KIMONOS if t == KIMONO else TOTALS[t]

    def table_cards(self):
        """Market cards (and the apprentice) on the table in the market: the row, the group
        being split, its two parts, and groups waiting."""
        out = list(self.row)
        if self.phase == P_SPLIT:
            out.extend(self.group)
        if self.phase == P_CHOOSE:
            out.extend(self.groups[0])
            out.extend(self.groups[1])
        for cards, _ in self.resolving:
            out.extend(cards)
        for cards, _ in self.pending:
            out.extend(cards)
        return out

    # ---- input --------------------------------------------------------------------------

    def checkpoint(self):
        """What UNDO may restart a replay from: nothing here, it replays from the start
        (ZooStock keeps each round's start; core/session.py)."""
        return None

    def check(self, v):
        ph = self.phase
        if v < IN_APPRENTICE:
            if ph != P_LAYOUT and ph != P_DRAW and not (ph == P_DIRECT and self._coin_q()):
                return E_PILE if ph == P_APPRENTICE else E_NOT_NOW
            if not (v < TYPES - 1 or FIRE <= v <= COPY or COIN < v <= COIN + MAX_COIN):
                return E_BAD
            if ph == P_DIRECT:
                if kind(v) != 7:
                    return E_NOT_NOW
                used = sum(len(self.coins[o]) for o in range(self.players))
                return E_ALL_OUT if used >= TOTALS[7] else OK
            if self.known[kind(v)] >= TOTALS[kind(v)]:
                return E_ALL_OUT
            return OK
        if v < IN_SPLIT_LEFT:
            if ph != P_APPRENTICE:
                return E_NOT_NOW
            return OK if v - IN_APPRENTICE <= len(self.row) else E_PLACE
        if v < IN_CHOOSE:
            if ph != P_SPLIT:
                return E_NOT_NOW
            k = v - (IN_SPLIT_LEFT if v < IN_SPLIT_RIGHT else IN_SPLIT_RIGHT)
            return OK if 0 < k < len(self.group) else E_SPLIT
        if v < IN_NEXT:
            if ph != P_CHOOSE:
                return E_NOT_NOW
            seat = (v - IN_CHOOSE) >> 1
            if seat >= self.players:
                return E_SEAT
            if seat not in self.choosers:
                return E_NOT_CHOOSING
            return E_CHOSEN if self.choice[seat] else OK
        if v < IN_BREAK:
            if ph != P_ORDER:
                return E_NOT_NOW
            return OK if v - IN_NEXT + FIRE in self.todo else E_NOT_WAITING
        if v < IN_COPY:
            if ph != P_BREAK:
                return E_NOT_NOW
            return OK if v in self.break_options(self.receiver) else E_NOT_HELD
        if v < IN_ANSWER:
            if ph != P_COPY:
                return E_NOT_NOW
            return OK if v - IN_COPY in self.most_held(self.receiver) else E_NOT_MOST
        if v <= IN_DONE:
            if ph != P_DIRECT:
                return E_NOT_NOW
            if v == IN_DONE:
                return OK if self._coin_q() else E_NOT_NOW
            if self._coin_q():
                return E_NOT_NOW
            return OK if v - IN_ANSWER <= self.direct_limit(self.asked) else E_TOO_MANY
        if ph == P_SETUP and self.edit_step:  # a type's values come as a triple
            want = IN_FLOWER if self.edit_step == 1 else IN_FLAG
            return OK if want <= v < want + 16 else E_NOT_NOW
        if v < IN_VALUE:
            if v < IN_MASTER:
                return E_BAD  # 182-189: no input (before legal(), 182 was taken as seat -8)
            if ph != P_SETUP:
                return E_NOT_NOW
            if v == IN_TALLY_ONLY:
                return OK
            return OK if v - IN_MASTER < self.players else E_SEAT
        if v < IN_FLOWER:
            if ph != P_SETUP:
                return E_NOT_NOW
            return OK if v - IN_VALUE < TYPES else E_BAD
        if v < IN_FLAG + 16:
            return E_NOT_NOW if ph != P_SETUP or IN_FLOWER + 16 > v else E_NO_TYPE
        return E_BAD

    def _coin_q(self):
        return self.phase == P_DIRECT and self.asked == Q_COINS

    def apply(self, v):
        err = self.check(v)
        if err:
            return err
        ph = self.phase
        self.news = []
        if v < IN_APPRENTICE:
            if ph == P_DIRECT:
                self.coins[self.tallied].append(v - COIN)
                return OK
            self.known[kind(v)] += 1
            if ph == P_LAYOUT:
                self.row.append(v)
                if len(self.row) == self.pile:
                    self.phase = P_APPRENTICE
                return OK
            self.deck -= 1  # P_DRAW: what the Lucky Cat drew
            self.news.append([N_DREW, self.receiver, v])
            self.phase = _P_BUSY
            self._gain(self.receiver, v)
            self._advance()
        elif v < IN_SPLIT_LEFT:
            self.row.insert(v - IN_APPRENTICE, APPRENTICE)
            self.apprentice = _A_ROW
            self._split_next(self.row, list(range(self.players)))
            self.row = []
        elif v < IN_CHOOSE:
            left = v < IN_SPLIT_RIGHT
            k = v - (IN_SPLIT_LEFT if left else IN_SPLIT_RIGHT)
            a, b = self.group[:k], self.group[k:]
            self.groups = (a, b) if left else (b, a)
            self.group = []
            for s in range(self.players):
                self.choice[s] = 0
            self.phase = P_CHOOSE
        elif v < IN_NEXT:
            seat = (v - IN_CHOOSE) >> 1
            self.choice[seat] = 1 + ((v - IN_CHOOSE) & 1)
            if not self.still_choosing():
                self._revealed()
        elif v < IN_BREAK:
            action = v - IN_NEXT + FIRE
            self.todo.remove(action)
            self.phase = _P_BUSY
            if self._start(action):
                self._advance()
        elif v < IN_COPY:
            self._take_broken(v)
            self.phase = _P_BUSY
            if self._break_auto():
                self._advance()
        elif v < IN_ANSWER:
            self.copies[self.receiver][v - IN_COPY] += 1
            self.news.append([N_JOINED, self.receiver, v - IN_COPY])
            self.phase = _P_BUSY
            self._advance()
        elif v <= IN_DONE:
            self._direct_answer(v)
        elif v < IN_VALUE:
            if v == IN_TALLY_ONLY:
                self.direct = True
                self.phase = P_DIRECT
            else:
                self.master = v - IN_MASTER
                self._next_round()
            self.editing = -1
        elif v < IN_FLOWER:
            self.editing = v - IN_VALUE
            self.edit_step = 1
        elif v < IN_FLAG:
            self.flowers[self.editing] = v - IN_FLOWER
            self.edit_step = 2
        else:
            self.flags[self.editing] = v - IN_FLAG
            self.edit_step = 0
        return OK

    # ---- the market -----------------------------------------------------------------------

    def _split_next(self, cards, choosers):
        self.group = cards
        self.choosers = choosers
        self.phase = P_SPLIT

    def _revealed(self):
        """Everyone has chosen: resolve group 1, then group 2 (S3)."""
        g1, g2 = self.groups
        c1 = [s for s in self.choosers if self.choice[s] == 1]
        c2 = [s for s in self.choosers if self.choice[s] == 2]
        self.groups = ([], [])
        self.news.append([N_GROUP, 0, c1])
        self.news.append([N_GROUP, 1, c2])
        self.resolving = [(g1, c1), (g2, c2)]
        self.insert_at = 0  # groups split again come before older waiting ones
        self._advance()

    def _advance(self):
        """Carry the round on until the table has to say something."""
        while True:
            if self.receiver >= 0:
                if not self._resolve_actions():
                    return  # a question for the receiver
                self.receiver = -1
                continue
            if self.resolving:
                cards, who = self.resolving.pop(0)
                self._resolve(cards, who)
                continue
            if self.pending:
                cards, who = self.pending.pop(0)
                self._split_next(cards, who)
                return
            if not self.bin_step:  # III. Empty the bin?
                self.bin_step = True
                holder = self.holder()
                if holder is not None:
                    cards = self.bin
                    self.bin = []
                    self.took_bin.append((self.round, holder, cards))
                    self.news.append([N_BIN, holder, len(cards)])
                    self._receive(holder, cards)
                    continue
            # The apprentice makes the next master; without one the master passes left.
            holder = self.holder()
            self.master = holder if holder is not None else (self.master + 1) % self.players
            if self.round < ROUNDS:  # why the master stays or moves, for the screen
                self.news.append([N_MASTER, self.master, 1 if holder is not None else 0])
            self._next_round()
            return

    def _next_round(self):
        if self.round == ROUNDS:
            self.phase = P_OVER
            return
        self.round += 1
        self.apprentice = _A_MASTER
        self.bin_step = False
        self.row = []
        self.phase = P_LAYOUT

    def _resolve(self, cards, who):
        if not who:  # nobody wants it: the bin
            self._to_bin(cards)
        elif len(who) == 1:  # one chooser takes it
            self._receive(who[0], cards)
        elif len(cards) == 1:  # contested single card: the bin, kimonos
            self._to_bin(cards)
            if not self.closed:
                if self.kimonos >= len(who):
                    self.kimonos -= len(who)
                    for s in who:
                        self.curios[s][KIMONO] += 1
                    self.news.append([N_KIMONO, -1, who])
                else:
                    self.news.append([N_CLOSED, -1, who])
                    self.boxed_kimonos += self.kimonos
                    self.kimonos = 0
                    self.closed = True
        else:  # split again among these choosers, after the groups before it
            self.pending.insert(self.insert_at, (cards, who))
            self.insert_at += 1

    def _to_bin(self, cards):
        for c in cards:
            if c == APPRENTICE:
                self.apprentice = _A_BESIDE
            else:
                self.bin.append(c)

    def _receive(self, seat, cards):
        """Curios first, then the actions in the receiver's order (S4)."""
        self.receiver = seat
        for c in cards:
            if c < FIRE or c > COPY or c == FIRE:
                self._gain(seat, c)
        for c in cards:
            if LUCKY <= c <= COPY:
                self.todo.append(c)

    def _gain(self, seat, c):
        if c < TYPES:
            self.curios[seat][c] += 1
        elif c == FIRE:
            self.fire[seat] += 1
        elif c == APPRENTICE:
            self.apprentice = seat
        elif c >= COIN:
            self.coins[seat].append(c - COIN)
        else:
            self.todo.append(c)  # an action drawn by a Lucky Cat

    def order_matters(self):
        """Would the order of the receiver's waiting actions change anything?"""
        kinds = []
        for a in self.todo:
            if a not in kinds:
                kinds.append(a)
        if len(kinds) < 2:
            return False
        if LUCKY in kinds and self.deck > 0:
            return True  # what it draws can feed or meet the others
        # A Lucky Cat with an empty deck only goes to the box; Breakage and Copy only
        # interact when there is a curio to take or to copy.
        return BREAK in kinds and COPY in kinds and self.curio_total(self.receiver) > 0

    def _resolve_actions(self):
        """Resolve what can be; False when the receiver has to answer a question."""
        while self.todo:
            if self.order_matters():
                self.phase = P_ORDER
                return False
            if not self._start(self.todo.pop(0)):
                return False
        return True

    def _start(self, action):
        """Begin resolving one action; False if a question is now open."""
        p = self.receiver
        if action == LUCKY:
            self.box.append(LUCKY)
            if self.deck == 0:
                return True  # an empty deck gives nothing
            self.phase = P_DRAW
            return False
        if action == BREAK:
            self.box.append(BREAK)
            self.breaks_left = 2
            return self._break_auto()
        most = self.most_held(p)  # a Copy
        if not most:
            self.box.append(COPY)  # no curios: the Copy goes to the box unused
            return True
        if len(most) == 1:
            self.copies[p][most[0]] += 1
            self.news.append([N_JOINED, p, most[0]])
            return True
        self.phase = P_COPY
        return False

    def _break_auto(self):
        """Take what is determined; False if the receiver must choose."""
        while self.breaks_left:
            opts = self.break_options(self.receiver)
            if not opts:
                break
            if len(opts) > 1 and self.curio_total(self.receiver) > self.breaks_left:
                self.phase = P_BREAK
                return False
            self._take_broken(opts[0])
        self.breaks_left = 0
        return True

    def _take_broken(self, v):
        p = self.receiver
        self.news.append([N_BROKE, p, v - IN_BREAK])
        t = (v - IN_BREAK) & 7
        if v - IN_BREAK >= TYPES:
            self.copies[p][t] -= 1
            self.box.append(COPY)
        else:
            self.curios[p][t] -= 1
            if t == KIMONO:
                self.boxed_kimonos += 1
            else:
                self.box.append(t)
        self.breaks_left -= 1

    # ---- tally only ---------------------------------------------------------------------

    def _direct_answer(self, v):
        p = self.tallied
        if v != IN_DONE:
            n = v - IN_ANSWER
            if self.asked < TYPES:
                self.curios[p][self.asked] = n
            else:
                self.fire[p] = n
            self.asked += 1
            return
        self.tallied += 1
        self.asked = 0
        if self.tallied == self.players:
            self.phase = P_OVER


def start_inputs(points, limits):
    """The inputs that give a new game these card values (8 points, 8 limits with None for
    no limit; None: the defaults): a triple for each type that differs from the defaults.
    The settings (core/settings.py, ZT_ZS_POINTS and ZT_ZS_LIMITS) give them."""
    points = points or FLOWERS
    limits = limits or FLAGS
    out: list = []
    for t in range(TYPES):
        flag = NO_FLAG if limits[t] is None else limits[t]
        if points[t] != FLOWERS[t] or flag != FLAGS[t]:
            out.extend((IN_VALUE + t, IN_FLOWER + points[t], IN_FLAG + flag))
    return out
