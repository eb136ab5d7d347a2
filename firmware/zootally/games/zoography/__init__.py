# SPDX-License-Identifier: MIT
"""Zoo-ography rules for the device: the objective set-up, the flow of the draft (two
players or solo) and the star tally.

The device never claims to know the draft board's spaces (G3): it tracks whose turn it is,
the cards left, the resets and the end. The tally asks each player for counts (animals by
kind, valid attractions by kind, habitats, the zoo's size) and a yes/no for the objectives
that depend on where things stand, and computes the rest (G4).
Rulebook: shared/rules/zoo-ography-rulebook.txt; rulings G1-G4 and docs/rulings.md."""

from zootally.games.common import (  # noqa: F401
    E_BAD,
    E_NOT_NOW,
    OK,
    R_MOST_STARS,
    R_NO_ROOM,
    R_SECOND,
    R_SOLO_STARS,
    R_VALUE,
    const,
    legal,
)

GAME_ID = const(3)
NAME = "Zoo-ography"
WARNING_TITLE = "RULE BREAK?"  # the title of a flagged rule break (none yet here)

# ---- the objective cards (G1) ---------------------------------------------------------
# Kinds of objective: what the tally asks or computes.
K_YESNO = const(0)  # spatial: the player says whether it is met
K_VALUE = const(1)  # total animal value >= n
K_ANIMALS = const(2)  # number of animals >= n
K_TYPES = const(3)  # unique animal types >= n
K_PAIRS = const(4)  # pairs >= n
K_ATTR_KINDS = const(5)  # unique valid attractions >= n
K_ATTRS = const(6)  # valid attractions >= n
K_HABITATS = const(7)  # separate habitats >= n

# OBJECTIVES[card - 1][slot], slot 0 primary (3 stars), 1 secondary (2), 2 bonus (2),
# 3 bonus (1): (kind, threshold, words on the screen (21 characters), words in full).
OBJECTIVES = (
    (
        (
            K_YESNO,
            0,
            "gate habitat enclosed",
            "The habitat on the gate card touches no edge of the zoo",
        ),
        (K_YESNO, 0, "3 seating areas adj.", "At least three seating areas orthogonally adjacent"),
        (K_YESNO, 0, "2 habitats enclosed", "At least two habitats touch no edge of the zoo"),
        (K_HABITATS, 5, "5 separate habitats", "At least 5 separate habitats"),
    ),
    (
        (K_YESNO, 0, "a habitat: 4 animals", "A habitat holds at least four animals"),
        (K_YESNO, 0, "a habitat: 2 large", "A habitat holds at least two large animals"),
        (K_YESNO, 0, "a habitat: 3 colours", "A habitat holds three different colored animals"),
        (K_YESNO, 0, "animals in all habit.", "At least one animal in every habitat"),
    ),
    (
        (K_VALUE, 20, "animal value 20+", "Total animal value at least 20"),
        (K_ANIMALS, 10, "10 animals", "At least 10 animals, animals on cards included"),
        (K_TYPES, 8, "8 animal types", "At least 8 unique animal types"),
        (K_PAIRS, 3, "3 pairs", "At least three pairs of animals (two secluded are no pair)"),
    ),
    (
        (K_ATTR_KINDS, 4, "4 of 5 attractions", "At least 4 of the 5 unique attractions"),
        (K_YESNO, 0, "4 attractions adj.", "At least four attractions orthogonally adjacent"),
        (K_ATTRS, 5, "5 attractions", "At least 5 attractions"),
        (K_YESNO, 0, "3 attractions in line", "At least 3 attractions adjacent in a row or column"),
    ),
)
SLOT_NAMES = ("primary", "secondary", "bonus", "bonus")
STARS = (3, 2, 2, 1)

# Role of each card in the stack: primary, secondary, bonus (2), top (bonus 2 and 1). The
# active objectives are (card, slot) pairs: 3 + 2 + 2 + 2 + 1 = 10 stars.
ROLE_SLOTS = ((0,), (1,), (2,), (2, 3))


# Card number in each role, all 24 orders in lexicographic order; an input byte picks one.
# Nested loops rather than a recursive permutation: no recursion anywhere on the device.
SETUPS = tuple(
    (a, b, c, d)
    for a in (1, 2, 3, 4)
    for b in (1, 2, 3, 4)
    if b != a
    for c in (1, 2, 3, 4)
    if c != a and c != b
    for d in (1, 2, 3, 4)
    if d != a and d != b and d != c
)

# ---- animals and attractions (G4) -----------------------------------------------------
# name, key label, how many tokens exist, value (large and secluded 3), class
ANIMALS = (
    ("ostrich", "OS", 3, 1, 0),
    ("monkey", "MO", 3, 1, 0),
    ("zebra", "ZE", 3, 1, 0),
    ("rhino", "RH", 3, 3, 1),
    ("giraffe", "GI", 3, 3, 1),
    ("elephant", "EL", 3, 3, 1),
    ("hippo", "HI", 1, 3, 1),
    ("gorilla", "GO", 1, 3, 2),
    ("lion", "LI", 1, 3, 2),
)
SECLUDED = const(2)
ATTRACTIONS = ("exhibit", "feature", "restaurant", "observation point", "gift shop")

# Questions of the tally, in the order they are asked (some only when an active objective
# needs them).
Q_ANIMAL = const(0)  # +animal index
Q_ON_CARD = const(9)  # animals printed on cards
Q_ATTR = const(10)  # +attraction index
Q_HABITATS = const(15)
Q_YESNO = const(16)  # +active objective index (0..4)
Q_WIDTH = const(21)  # the zoo's size, in cards
Q_HEIGHT = const(22)
MAX_COUNT = const(21)  # a zoo has at most 21 cards
# The short tally: a total where only a total counts, asked only where an
# objective in play needs it; the animal value for a tie of stars only; the size as one
# yes/no. (The questions above are the long tally's, which records and logs made before
# it still replay with.)
Q_VALUE = const(23)  # the total animal value (large and secluded 3, others 1)
Q_ANIMALS = const(24)  # animals, those printed on cards too
Q_TYPES = const(25)  # unique animal types, those on cards too
Q_PAIRS = const(26)  # pairs (two secluded animals are no pair)
Q_ATTR_KINDS = const(27)  # unique valid attractions
Q_ATTRS = const(28)  # valid attractions
Q_BIG = const(29)  # wider or taller than 4 cards (a star less)
QUESTIONS = const(30)
# The short tally's count questions, in the order asked, by the objective kind needing it.
SHORT = (
    (K_VALUE, Q_VALUE),
    (K_ANIMALS, Q_ANIMALS),
    (K_TYPES, Q_TYPES),
    (K_PAIRS, Q_PAIRS),
    (K_ATTR_KINDS, Q_ATTR_KINDS),
    (K_ATTRS, Q_ATTRS),
    (K_HABITATS, Q_HABITATS),
)
# The largest answer to each (the box's tokens: 21 animals, value 45; 21 zoo cards).
SHORT_LIMITS = {Q_VALUE: 66, Q_ANIMALS: 42, Q_TYPES: 30, Q_PAIRS: 6, Q_ATTR_KINDS: 5}

# ---- inputs, one byte each ------------------------------------------------------------
IN_SETUP = const(0)  # 0..23: the objective set-up (the long tally)
IN_SETUP_SHORT = const(50)  # 50..73: the objective set-up, the short tally
IN_TURN = const(30)  # a turn is done (two players: a card drafted; solo: two turned over)
IN_SOLO_RESET = const(31)  # 31..33: this animal draft card lost its animals; 34: none full
IN_NO_ROOM = const(35)  # solo: an animal had no room: the game is lost
IN_CONFIRM = const(40)  # the player's tally summary is right
IN_ANSWER = const(100)  # 100..199: the answer to the current question (yes 1, no 0)

# Phases.
P_SETUP = const(0)
P_PLAY = const(1)
P_SOLO_RESET = const(2)
P_TALLY = const(3)
P_CHECK = const(4)
P_OVER = const(5)
P_TIE = const(6)  # the short tally's stars tie: each player's animal value

# Errors: OK, E_NOT_NOW and E_BAD are every game's (games/common.py); Zoo-ography's own
# (refusals.py says them):
E_TOO_MANY = const(3)
E_ANSWER = const(4)
E_DECK = const(5)

DECK = const(21)
DRAFT = const(6)  # zoo cards in the draft after set-up or a reset
SOLO_DECK_AFTER_SETUP = const(12)  # 21, one removed, two for the first build, six dealt


class Game:
    def __init__(self, players):
        if players not in (1, 2):
            raise ValueError("Zoo-ography is for 2 players, or solo")
        self.players = players
        self.phase = P_SETUP
        self.setup = None  # card number in each role
        self.turn = 0  # turns done
        self.resets = 0
        self.warnings = []
        if players == 2:
            self.deck = DECK - DRAFT
            self.draft = DRAFT
        else:
            self.deck = SOLO_DECK_AFTER_SETUP
            self.draft = DRAFT  # six face down, two under each animal draft card
        self.lost = False
        self.cleared = []  # solo resets: which draft card lost its animals (0: none)
        self.answers = [bytearray(QUESTIONS) for _ in range(players)]
        self.short = False  # the short tally (IN_SETUP_SHORT)
        self.tie = 0  # P_TIE: the player whose animal value is asked
        self.asked = [0] * players  # questions answered so far, per player
        self.confirmed = 0  # players whose tally is confirmed
        self.questions = None

    # ---- set-up and objectives ------------------------------------------------------------

    def active(self):
        """The five active objectives: [(card 1-4, slot 0-3, stars)]."""
        out: list = []
        if self.setup is None:
            return out
        for role in range(4):
            card = self.setup[role]
            for slot in ROLE_SLOTS[role]:
                out.append((card, slot, STARS[slot]))
        return out

    def _make_questions(self):
        kinds = [OBJECTIVES[c - 1][s][0] for c, s, _ in self.active()]
        if self.short:
            q = [question for kind, question in SHORT if kind in kinds]
            for i in range(len(kinds)):
                if kinds[i] == K_YESNO:
                    q.append(Q_YESNO + i)
            q.append(Q_BIG)
            self.questions = q
            return
        q = list(range(Q_ANIMAL, Q_ANIMAL + 9)) + [Q_ON_CARD]
        if K_ATTR_KINDS in kinds or K_ATTRS in kinds:
            q.extend(range(Q_ATTR, Q_ATTR + 5))
        if K_HABITATS in kinds:
            q.append(Q_HABITATS)
        for i in range(len(kinds)):
            if kinds[i] == K_YESNO:
                q.append(Q_YESNO + i)
        q.append(Q_WIDTH)
        q.append(Q_HEIGHT)
        self.questions = q

    # ---- the flow (G2) --------------------------------------------------------------------

    def turns_total(self):
        return 20 if self.players == 2 else 9

    def current_player(self):
        """Whose turn it is (0: First Player) in play; whose tally in the tally."""
        if self.phase == P_TIE:
            return self.tie
        if self.phase in (P_TALLY, P_CHECK):
            return self.confirmed
        return self.turn % self.players

    # ---- the tally (G4) -------------------------------------------------------------------

    def question(self):
        if self.phase == P_TIE:
            return Q_VALUE
        p = self.confirmed
        return self.questions[self.asked[p]] if self.phase == P_TALLY else -1

    def limit(self, q, p):
        """The largest answer to question q for player p."""
        if q in SHORT_LIMITS:
            return SHORT_LIMITS[q]
        if q == Q_BIG:
            return 1
        if q < Q_ON_CARD:
            supply = ANIMALS[q][2]
            other = 0
            for o in range(self.players):
                if o != p and self.asked[o] > self.questions.index(q):
                    other += self.answers[o][q]
            return supply - other
        if Q_YESNO <= q < Q_WIDTH:
            return 1
        return MAX_COUNT

    def counts(self, p):
        a = self.answers[p]
        if self.short:
            return {
                K_VALUE: a[Q_VALUE],
                K_ANIMALS: a[Q_ANIMALS],
                K_TYPES: a[Q_TYPES],
                K_PAIRS: a[Q_PAIRS],
                K_ATTR_KINDS: a[Q_ATTR_KINDS],
                K_ATTRS: a[Q_ATTRS],
                K_HABITATS: a[Q_HABITATS],
            }
        animals = sum(a[i] for i in range(9)) + a[Q_ON_CARD]
        value = sum(a[i] * ANIMALS[i][3] for i in range(9)) + a[Q_ON_CARD]
        types = sum(1 for i in range(9) if a[i]) + a[Q_ON_CARD]
        pairs = sum(a[i] // 2 for i in range(9) if ANIMALS[i][4] != SECLUDED)
        attr_kinds = sum(1 for i in range(5) if a[Q_ATTR + i])
        attrs = sum(a[Q_ATTR + i] for i in range(5))
        return {
            K_VALUE: value,
            K_ANIMALS: animals,
            K_TYPES: types,
            K_PAIRS: pairs,
            K_ATTR_KINDS: attr_kinds,
            K_ATTRS: attrs,
            K_HABITATS: a[Q_HABITATS],
        }

    def breakdown(self, p):
        """[(card, slot, stars, met, got)] for player p, in role order."""
        c = self.counts(p)
        a = self.answers[p]
        out = []
        act = self.active()
        for i in range(len(act)):
            card, slot, stars = act[i]
            kind, n = OBJECTIVES[card - 1][slot][0], OBJECTIVES[card - 1][slot][1]
            if kind == K_YESNO:
                met = a[Q_YESNO + i] == 1
                got = a[Q_YESNO + i]
            else:
                got = c[kind]
                met = got >= n
            out.append((card, slot, stars, met, got))
        return out

    def penalties(self, p):
        a = self.answers[p]
        if self.short:
            return a[Q_BIG]
        return 1 if a[Q_WIDTH] > 4 or a[Q_HEIGHT] > 4 else 0

    def value_known(self):
        """Is each player's animal value known (the long tally, an objective on it, or a
        tie of stars that asked it)?"""
        return not self.short or Q_VALUE in self.questions or self.tie == self.players

    def animal_value(self, p):
        """The total animal value, or None where the short tally did not need it."""
        if not self.value_known():
            return None
        return self.counts(p)[K_VALUE]

    def stars(self, p):
        return sum(b[2] for b in self.breakdown(p) if b[3]) - self.penalties(p)

    def running(self):
        """Each player's stars as far as the device knows them: the objectives their tally
        answers so far meet (a count only grows with more answers, so one met stays met),
        less a penalty answered; none before the tally (the device never sees the zoos)."""
        if self.phase == P_OVER:
            return self.decide()[0]
        return [self.stars(p) for p in range(self.players)]

    def over(self):
        return self.phase == P_OVER

    def winners(self):
        """Seats (0-based) of the winner, or None before the end. Solo: [0] on a win."""
        if self.phase != P_OVER:
            return None
        return self.decide()[1]

    def decide(self):
        """(stars, winners, rule that decided, 0) of the game over: most stars, then the
        animal value, then the Second Player card (G4); solo: 8 stars win, unless an
        animal found no room (G2)."""
        if self.players == 1:
            if self.lost:
                return [0], [], R_NO_ROOM, 0
            return [self.stars(0)], ([0] if self.stars(0) >= 8 else []), R_SOLO_STARS, 0
        s0, s1 = self.stars(0), self.stars(1)
        if s0 != s1:
            return [s0, s1], [0 if s0 > s1 else 1], R_MOST_STARS, 0
        v0, v1 = self.animal_value(0), self.animal_value(1)
        if v0 != v1:
            return [s0, s1], [0 if v0 > v1 else 1], R_VALUE, 0
        return [s0, s1], [1], R_SECOND, 0

    def result(self):
        """Solo: "win" or "loss" of the game over (decide()'s), else None."""
        if self.players != 1 or self.phase != P_OVER:
            return None
        return "win" if self.decide()[1] else "loss"

    # ---- input ----------------------------------------------------------------------------

    def checkpoint(self):
        """What UNDO may restart a replay from: nothing here, it replays from the start
        (ZooStock keeps each round's start; core/session.py)."""
        return None

    def check(self, v):
        ph = self.phase
        if v < len(SETUPS) or IN_SETUP_SHORT <= v < IN_SETUP_SHORT + len(SETUPS):
            return OK if ph == P_SETUP else E_NOT_NOW
        if v == IN_TURN:
            return OK if ph == P_PLAY else E_NOT_NOW
        if IN_SOLO_RESET <= v <= IN_SOLO_RESET + 3:
            return OK if ph == P_SOLO_RESET else E_NOT_NOW
        if v == IN_NO_ROOM:
            return OK if self.players == 1 and ph in (P_PLAY, P_SOLO_RESET) else E_NOT_NOW
        if v == IN_CONFIRM:
            return OK if ph == P_CHECK else E_NOT_NOW
        if IN_ANSWER <= v < IN_ANSWER + 100:
            if ph != P_TALLY and ph != P_TIE:
                return E_NOT_NOW
            q = self.question()
            n = v - IN_ANSWER
            if n > self.limit(q, self.current_player()):
                return E_TOO_MANY if q < Q_ON_CARD else E_ANSWER
            if (q == Q_WIDTH or q == Q_HEIGHT) and n == 0:
                return E_ANSWER
            return OK
        return E_BAD

    def apply(self, v):
        err = self.check(v)
        if err:
            return err
        if v < len(SETUPS) or IN_SETUP_SHORT <= v < IN_SETUP_SHORT + len(SETUPS):
            self.short = v >= IN_SETUP_SHORT
            self.setup = SETUPS[v - IN_SETUP_SHORT if self.short else v]
            self._make_questions()
            self.phase = P_PLAY
        elif v == IN_TURN:
            self._turn()
        elif IN_SOLO_RESET <= v <= IN_SOLO_RESET + 3:
            self.cleared.append((v - IN_SOLO_RESET + 1) % 4)  # 31..33 -> 1..3, 34 -> 0
            self.deck -= DRAFT
            self.draft = DRAFT
            self.resets += 1
            self.phase = P_PLAY
        elif v == IN_NO_ROOM:
            self.lost = True  # the result says so; it is no rule break to flag
            self.phase = P_OVER
        elif v == IN_CONFIRM:
            self.confirmed += 1
            self.phase = P_OVER if self.confirmed == self.players else P_TALLY
            if self.phase == P_OVER and self.players == 2 and not self.value_known():
                if self.stars(0) == self.stars(1):
                    self.phase = P_TIE  # the stars tie: the animal values decide
        elif self.phase == P_TIE:
            self.answers[self.tie][Q_VALUE] = v - IN_ANSWER
            self.tie += 1
            if self.tie == self.players:
                self.phase = P_OVER
        else:
            p = self.confirmed
            self.answers[p][self.question()] = v - IN_ANSWER
            self.asked[p] += 1
            if self.asked[p] == len(self.questions):
                self.phase = P_CHECK
        return OK

    def _turn(self):
        self.turn += 1
        if self.players == 2:
            self.draft -= 1
            if self.draft == 1:  # the draft resets, or the game ends (the last card stays)
                if self.deck == 0:
                    self.phase = P_TALLY
                    return
                self.deck -= DRAFT - 1
                self.draft = DRAFT
                self.resets += 1
            return
        self.draft -= 2  # solo: one card to the hand, one out of the game
        if self.draft == 0:
            if self.deck == 0:  # the third reset with the deck exhausted: the end
                self.resets += 1
                self.phase = P_TALLY
            else:
                self.phase = P_SOLO_RESET


def start_inputs(points, limits):
    """The inputs a new game starts with from settings.toml's card values: none here (the
    card values are Zooscape's; docs/adding-a-game.md)."""
    return ()
