# SPDX-License-Identifier: MIT
"""Zoo Count's host side (tests/fixture_game): a random table and its key script."""


class ZooCountTable:
    """A random but legal Zoo Count table."""

    @staticmethod
    def key_depth(game):
        return 2  # tests/test_lit_keys.py: a count of 10-19 is +10, then the units

    @staticmethod
    def far(game, missing):
        return False  # every count is lit within key_depth

    def __init__(self, players, rng):
        from zootally.games import zoocount

        self.zc = zoocount
        self.game = zoocount.Game(players)
        self.rng = rng
        self.inputs = bytearray()

    def next_input(self):
        """The next input, chosen, not played yet (None at the end)."""
        if self.game.over():
            return None
        return self.rng.randrange(self.zc.MOST + 1)

    def step_known(self, v):
        """Play input v, which next_input() just chose."""
        if self.game.apply(v):
            raise AssertionError("table input %d refused" % v)
        self.inputs.append(v)
        return v

    def play(self, limit=100000):
        while limit:
            v = self.next_input()
            if v is None:
                break
            self.step_known(v)
            limit -= 1
        return self.inputs


def script(players, inputs):
    """The key script that enters a Zoo Count log from the game choice on."""
    out = ["[CNT]", "[%d]" % players]
    for n in inputs:
        out += ["[+10]"] * (n // 10) + ["[%d]" % n]
    return out


class ZooCoinsTable:
    """A random but legal Zoo Coins table (tests/fixture_game's second game)."""

    @staticmethod
    def key_depth(game):
        # tests/test_lit_keys.py: a count is a +10 a ten, then the units
        from zootally.games import zoocoins

        return max(2, game.left() // 10 + 1) if game.phase == zoocoins.P_PLAY else 1

    @staticmethod
    def far(game, missing):
        return False  # every count is lit within key_depth

    def __init__(self, players, rng):
        from zootally.games import zoocoins

        self.zn = zoocoins
        self.game = zoocoins.Game(players)
        self.rng = rng
        self.inputs = bytearray()

    def next_input(self):
        """The next input, chosen, not played yet (None at the end)."""
        g = self.game
        if g.over():
            return None
        if g.phase == self.zn.P_SETUP:
            return self.zn.IN_ROUNDS + self.rng.randrange(len(self.zn.ROUNDS))
        if g.turn() == g.players - 1:
            return g.left()
        return self.rng.randrange(g.left() + 1)

    step_known = ZooCountTable.step_known
    play = ZooCountTable.play


def coins_script(players, inputs):
    """The key script that enters a Zoo Coins log from the game choice on: the counts the
    device gives itself (a round's last, or none left) are not keys."""
    from zootally.games import zoocoins as zn

    g = zn.Game(players)
    out = ["[COI]", "[%d]" % players]
    for n in inputs:
        if g.phase == zn.P_SETUP:
            out.append("[%dR]" % zn.ROUNDS[n - zn.IN_ROUNDS])
        elif g.turn() == g.players - 1 or g.left() == 0:
            pass  # the device's own answer
        elif n == g.left() and n > 9:
            out.append("[ALL]")
        else:
            out += ["[+10]"] * (n // 10) + ["[%d]" % n]
        g.apply(n)
    return out
