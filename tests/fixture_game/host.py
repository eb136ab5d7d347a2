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

    def play(self, limit=100000):
        while limit and not self.game.over():
            v = self.rng.randrange(self.zc.MOST + 1)
            if self.game.apply(v):
                raise AssertionError("table input %d refused" % v)
            self.inputs.append(v)
            limit -= 1
        return self.inputs


def script(players, inputs):
    """The key script that enters a Zoo Count log from the game choice on."""
    out = ["[CNT]", "[%d]" % players]
    for n in inputs:
        out += ["[+10]"] * (n // 10) + ["[%d]" % n]
    return out
