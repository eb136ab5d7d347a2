# SPDX-License-Identifier: MIT
"""A table of random but legal ZooStock players: real dealt hands, must-follow kept, random
LOCKs and row orders. It knows every hand, which the device never does, so tests can check
the device against the truth. Pure Python: runs on MicroPython too."""

from zootally.games import zoostock as zs


class ZooStockTable:
    # tests/test_lit_keys.py: how many presses deep every legal input is lit (LCK, then
    # the row: three), and which legal inputs the screens put further by design.
    @staticmethod
    def key_depth(game):
        return 3

    @staticmethod
    def far(game, missing):
        # Who leads is asked first; an EX card, or TAL (the round entered as a tally), then
        # comes after the lead key (the engine also takes them here, meaning the default
        # lead, and the default lead as an input of its own: where it is the only one, no
        # key offers it, as a card means it).
        default = zs.IN_LEAD + game.lead_choices[0] if game.lead_choices else -1
        return game.phase == zs.P_LEAD and all(
            v < zs.IN_LOCK or v == zs.IN_TALLY or v == default for v in missing
        )

    @staticmethod
    def soak_options(n):
        """tests/mp/soak.py's n-th game in a row: every tenth with rounds entered as a
        tally (TAL), about one round in two."""
        return {"tally_rate": 2 if n % 10 == 9 else 0}

    @staticmethod
    def device_game():
        """The game tests/device replays whole for this title (devicemodel.title_words):
        (players, inputs, which of its key script's words are inputs it takes back and
        gives again, from which word on its power cut falls: None, half way). The 4-player
        game that once exhausted the board's Python stack; its cards the inputs."""
        import random

        t = ZooStockTable(4, random.Random(3))
        t.play()
        return 4, t.inputs, _is_card_word, None

    def __init__(self, players, rng, lock_rate=8, reorder_rate=3, extra_rounds=True, tally_rate=0):
        self.game = zs.Game(players)
        self.rng = rng  # anything with randrange(n)
        self.lock_rate = lock_rate  # one turn in lock_rate tries a LOCK
        self.reorder_rate = reorder_rate
        self.extra_rounds = extra_rounds
        self.tally_rate = tally_rate  # one round in tally_rate is entered as a tally (TAL)
        self.tally = None  # that round as it was played (a Game at its end), while entered
        self.last_tally = None
        self.hands = None
        self.lock_cards = []  # cards put face down this round
        self.inputs = bytearray()

    def _deal(self):
        g = self.game
        deck = [a * 10 + k for a in range(6) for k in range(g.max_number)]
        for i in range(len(deck) - 1, 0, -1):  # Fisher-Yates
            j = self.rng.randrange(i + 1)
            deck[i], deck[j] = deck[j], deck[i]
        size = len(deck) // g.players
        self.hands = [deck[s * size : (s + 1) * size] for s in range(g.players)]
        self.lock_cards = []
        discards = []
        for hand in self.hands:
            for _ in range(3):
                discards.append(hand.pop(self.rng.randrange(len(hand))))
        for i in range(len(discards) - 1, 0, -1):  # shuffled face down before they open
            j = self.rng.randrange(i + 1)
            discards[i], discards[j] = discards[j], discards[i]
        return discards

    def next_input(self):
        """The next legal input of this table, or None when the game is over."""
        g = self.game
        ph = g.phase
        rng = self.rng
        if ph == zs.P_OVER:
            if self.extra_rounds and len(g.contenders) > 1 and rng.randrange(2):
                return zs.IN_EXTRA
            return None
        if ph == zs.P_LEAD:
            self._pending_ex = self._deal()
            choices = g.lead_choices
            return zs.IN_LEAD + choices[rng.randrange(len(choices))]
        if ph == zs.P_EX and not g.ex_entered and self.tally_rate:
            if rng.randrange(self.tally_rate) == 0:
                self.tally = self._played_round()
                return zs.IN_TALLY
        if ph == zs.P_TALLY:
            seat, a = g.tally_question()
            if seat == zs.NO_SEAT:
                return zs.IN_COUNT + self.tally.ex[a]
            for row in self.tally.zoos[seat]:
                if row[0] == a:
                    return zs.IN_COUNT + row[1]
            return zs.IN_COUNT
        if ph == zs.P_EX:
            return self._pending_ex[g.ex_entered]
        if ph == zs.P_ORDER:
            if not g.order_matters():
                return zs.IN_ACCEPT  # as the device does, without asking (docs/zoostock.md)
            new, placed = g.order_new()
            if rng.randrange(self.reorder_rate) == 0:
                left = [a for a in new if a not in placed]
                return zs.IN_PICK + left[rng.randrange(len(left))]
            return zs.IN_ACCEPT
        seat = g.to_play()
        hand = self.hands[seat]
        if self.lock_rate and rng.randrange(self.lock_rate) == 0 and g.zoos[seat]:
            v = zs.IN_LOCK + rng.randrange(len(g.zoos[seat]))
            if g.check(v) == 0:
                return v
        follow = [c for c in hand if g.led >= 0 and c // 10 == g.led]
        pool = follow or hand
        return pool[rng.randrange(len(pool))]

    def _played_round(self):
        """The round about to begin, played out by this table on a game of its own (from
        the checkpoint of the round's start): what a tally of it enters."""
        g = self.game
        shadow = ZooStockTable(g.players, self.rng, self.lock_rate, self.reorder_rate, False)
        shadow.game.restore(self._start)
        shadow.game.apply(zs.IN_LEAD + g.lead)
        shadow.hands = self.hands
        shadow._pending_ex = self._pending_ex
        rounds = len(shadow.game.round_scores)
        while len(shadow.game.round_scores) == rounds:
            shadow.step()
        played = shadow.game
        if played.phase != zs.P_OVER:
            # Round 1's end began round 2: its zoos and EX zone are the round's record.
            zoos, ex, _ = played.round_zoos[-1]
            played.zoos = zoos
            played.ex = ex
        return played

    def step(self):
        """Play one input. Returns it, or None at the end of the game."""
        v = self.next_input()
        if v is None:
            return None
        return self.step_known(v)

    def step_known(self, v):
        """Play input v, which next_input() just chose."""
        g = self.game
        seat = g.to_play()
        if g.phase == zs.P_LEAD:
            self._start = g.checkpoint()  # a tally of the round plays it from here
        err = g.apply(v)
        if err:
            raise AssertionError("table input %d refused: %d" % (v, err))
        self.inputs.append(v)
        if self.tally is not None and g.phase != zs.P_TALLY:
            self.last_tally = self.tally  # the round as played, for a test to compare
            self.tally = None  # its heap back (the soak runs on a capped heap)
        if v < zs.DECK and seat != zs.NO_SEAT:
            self.hands[seat].remove(v)
        elif zs.IN_LOCK <= v < zs.IN_LOCK + zs.MAX_ROWS:
            hand = self.hands[seat]
            self.lock_cards.append(hand.pop(self.rng.randrange(len(hand))))
        return v

    def play(self, limit=100000):
        while limit and self.step() is not None:
            limit -= 1
        return self.inputs


def _is_card_word(word):
    """A key script word that enters a card (H8)."""
    return len(word) >= 2 and word[0] in zs.ANIMALS and word[1:].isdigit()
