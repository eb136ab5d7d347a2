# SPDX-License-Identifier: MIT
"""A random but legal Zoo-ography table (see random_table.py for ZooStock's)."""


class ZooGraphyTable:
    """A random but legal Zoo-ography table: a set-up, the turns and solo resets, and a
    tally whose counts stay within the token supply. Pure Python: runs on MicroPython."""

    # tests/test_lit_keys.py (see random_table.py)
    @staticmethod
    def key_depth(game):
        return 3 if game.phase == 3 else 2  # a count of 20 or more: +10, +10, the units

    @staticmethod
    def far(game, missing):
        # The 24 set-ups are entered as laid, card by card (SET, then four cards), or dealt
        # at random (RND): more presses than the search makes (tests/test_sim_zoography.py);
        # the long tally's set-ups (0-23) are only replayed from logs made before the short
        # one. A total of 20 or more is +10 +10 and its units: three presses or more.
        if game.phase == 0:
            return True
        if game.phase in (3, 6):  # the tally, a tie's animal values
            return all(v >= 120 for v in missing)
        # A solo reset waiting (a power cut fell between the turn and the reset the device
        # says itself): which draft card lost its animals is not asked (the device does not
        # track the draft's spaces; older logs named it), and LST, asked twice, comes after
        # the reset the next key says.
        return game.phase == 2 and all(31 <= v <= 33 or v == 35 for v in missing)

    @staticmethod
    def device_game():
        """The game tests/device replays whole for this title (see random_table.py): the
        two-player example of docs/zoo-ography.md; the tally's answers are the inputs
        taken back and given again, its power cut from the 30th word on (in the tally)."""
        import os

        from zootally.core import record

        from host_sim.paths import ROOT

        with open(os.path.join(ROOT, "docs", "examples", "zoo-ography-2p.rec")) as f:
            _, players, inputs, _ = record.parse(f.read())
        return players, inputs, lambda w: w in ("[NO]", "[0]", "[YES]"), 30

    def __init__(self, players, rng):
        from zootally.games import zoography

        self.zg = zoography
        self.game = zoography.Game(players)
        self.rng = rng
        self.inputs = bytearray()

    def play(self, limit=100000):
        """Play to the end (or `limit` inputs); the inputs made."""
        while limit:
            v = self.next_input()
            if v is None:
                break
            self.step_known(v)
            limit -= 1
        return self.inputs

    def next_input(self):
        zg = self.zg
        g = self.game
        rng = self.rng
        ph = g.phase
        if ph == zg.P_SETUP:  # the device's own set-ups take the short tally
            return zg.IN_SETUP_SHORT + rng.randrange(len(zg.SETUPS))
        if ph == zg.P_PLAY:
            if g.players == 1 and rng.randrange(40) == 0:
                return zg.IN_NO_ROOM
            return zg.IN_TURN
        if ph == zg.P_SOLO_RESET:  # the device says the reset itself (ZooGraphyUI.forced)
            return zg.IN_SOLO_RESET + 3
        if ph == zg.P_TALLY or ph == zg.P_TIE:
            q = g.question()
            low = 1 if q in (zg.Q_WIDTH, zg.Q_HEIGHT) else 0
            high = min(g.limit(q, g.current_player()), 12)
            return zg.IN_ANSWER + low + rng.randrange(high - low + 1)
        if ph == zg.P_CHECK:
            return zg.IN_CONFIRM
        return None

    def step_known(self, v):
        if self.game.apply(v):
            raise AssertionError("table input %d refused" % v)
        self.inputs.append(v)
        return v
