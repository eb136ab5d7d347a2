# SPDX-License-Identifier: MIT
"""A random but legal Zooscape table: a real shuffled market (74 cards, coins with printed
values), round piles laid out as dealt, random apprentice places, splits, choices, action
orders, Breakage picks and Copy ties; a Lucky Cat draws the real top card of the deck.
It knows the deck, which the device never does. Pure Python: runs on MicroPython too."""

from zootally.games import zooscape as zs

# The printed values of the nine coins: the rulebook does not give them (S7), any will do.
COIN_VALUES = (1, 2, 2, 3, 3, 4, 4, 5, 6)


class ZooscapeTable:
    # tests/test_lit_keys.py (see random_table.py)
    @staticmethod
    def key_depth(game):
        return 2

    @staticmethod
    def far(game, missing):
        # Where the apprentice goes and where a group is split are positions moved to with
        # < > (or the encoder) and then taken; the choices are asked seat by seat, in seat
        # order; a type's values come through VAL. All take more presses than the search
        # makes (tests/test_sim_zooscape.py enters them).
        return game.phase in (0, 2, 3, 4)

    @staticmethod
    def soak_options(n):
        """tests/mp/soak.py's n-th game in a row: every tenth tally-only (no market)."""
        return {"tally_only": n % 10 == 9}

    @staticmethod
    def device_game():
        """The game tests/device replays whole for this title (see random_table.py): six
        players, the most; the groups chosen are the inputs taken back and given again."""
        import random

        t = ZooscapeTable(6, random.Random(5))
        t.play()
        return 6, t.inputs, lambda w: w.startswith("[G"), None

    def __init__(self, players, rng, tally_only=False):
        self.game = zs.Game(players)
        self.rng = rng  # anything with randrange(n)
        self.tally_only = tally_only
        cards = []
        for k in range(7):
            cards.extend([k] * zs.TOTALS[k])
        cards.extend(zs.COIN + v for v in COIN_VALUES)
        for a in range(zs.FIRE, zs.COPY + 1):
            cards.extend([a] * zs.TOTALS[a])
        for i in range(len(cards) - 1, 0, -1):  # Fisher-Yates
            j = rng.randrange(i + 1)
            cards[i], cards[j] = cards[j], cards[i]
        pile = self.game.pile
        self.piles = [cards[r * pile : (r + 1) * pile] for r in range(zs.ROUNDS)]
        self.deck = cards[zs.ROUNDS * pile :]  # the top is the end of the list
        self.inputs = bytearray()

    def play(self, limit=100000):
        """Play to the end (or `limit` inputs); the inputs made."""
        while limit and self.step() is not None:
            limit -= 1
        return self.inputs

    def step(self):
        """Play one input. Returns it, or None at the end of the game."""
        v = self.next_input()
        if v is None:
            return None
        return self.step_known(v)

    def step_known(self, v):
        """Play input v, which next_input() just chose."""
        err = self.game.apply(v)
        if err:
            raise AssertionError("table input %d refused: %d" % (v, err))
        self.inputs.append(v)
        return v

    def _pick(self, items):
        return items[self.rng.randrange(len(items))]

    def next_input(self):
        """The next legal input of this table, or None when the game is over."""
        g = self.game
        rng = self.rng
        ph = g.phase
        if ph == zs.P_SETUP:
            if self.tally_only:
                return zs.IN_TALLY_ONLY
            if g.edit_step == 1:
                return zs.IN_FLOWER + rng.randrange(10)
            if g.edit_step == 2:
                return zs.IN_FLAG + self._pick((0, 1, 2, 3, 5, zs.NO_FLAG))
            if rng.randrange(4) == 0:
                return zs.IN_VALUE + rng.randrange(zs.TYPES)
            return zs.IN_MASTER + rng.randrange(g.players)
        if ph == zs.P_LAYOUT:
            return self.piles[g.round - 1][len(g.row)]
        if ph == zs.P_APPRENTICE:
            return zs.IN_APPRENTICE + rng.randrange(len(g.row) + 1)
        if ph == zs.P_SPLIT:
            k = 1 + rng.randrange(len(g.group) - 1)
            return (zs.IN_SPLIT_LEFT if rng.randrange(2) else zs.IN_SPLIT_RIGHT) + k
        if ph == zs.P_CHOOSE:
            seat = g.still_choosing()[0]  # revealed together, entered in seat order
            return zs.IN_CHOOSE + seat * 2 + rng.randrange(2)
        if ph == zs.P_ORDER:
            return zs.IN_NEXT + self._pick(g.todo) - zs.FIRE
        if ph == zs.P_BREAK:
            options = g.break_options(g.receiver)
            if len(set((o - zs.IN_BREAK) & 7 for o in options)) == 1:
                # One type (a curio and the Copy joined to it): the device answers this
                # itself with the first (ui/zooscape/__init__.py forced()); the table does the same.
                return options[0]
            return self._pick(options)
        if ph == zs.P_COPY:
            return zs.IN_COPY + self._pick(g.most_held(g.receiver))
        if ph == zs.P_DRAW:
            return self.deck.pop()
        if ph == zs.P_DIRECT:
            return self._direct()
        return None

    def _direct(self):
        g = self.game
        if g.asked == zs.Q_COINS:
            used = sum(len(c) for c in g.coins)
            if used < 9 and self.rng.randrange(3) == 0:
                return zs.COIN + 1 + self.rng.randrange(zs.MAX_COIN)
            return zs.IN_DONE
        high = min(g.direct_limit(g.asked), 6)
        return zs.IN_ANSWER + self.rng.randrange(high + 1)
