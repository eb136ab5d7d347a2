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
