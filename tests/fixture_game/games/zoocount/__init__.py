# SPDX-License-Identifier: MIT
"""Zoo Count: a fourth game that is not shipped (tests/fixture_game): each round every seat
says how many animals it counted, 0-19; the highest total after three rounds wins, a tie is
shared. Small on purpose: it is here to prove that a game registered at test time goes
through every test over "all games" (docs/adding-a-game.md)."""

from zootally.games.common import E_BAD, E_NOT_NOW, FIRST_OWN, OK, R_HIGHEST, R_SHARED, const
from zootally.games.common import legal as legal  # every game's (re-exported)

GAME_ID = const(9)
NAME = "Zoo Count"
WARNING_TITLE = "RULE BREAK?"
ROUNDS = const(3)
MOST = const(19)  # the largest count an input says (inputs 0-19)
E_TOO_MANY = FIRST_OWN  # a count byte over MOST


def start_inputs(points, limits):
    return ()


class Game:
    def __init__(self, players):
        if players not in (2, 3):
            raise ValueError("Zoo Count is for 2 or 3 players")
        self.players = players
        self.counts = []  # every count so far, seat by seat, round by round
        self.warnings = []
        self.phase = 0  # one question all game long: the next count

    def seat(self):
        """Whose count comes next."""
        return len(self.counts) % self.players

    def round(self):
        """The round being counted, 0-based."""
        return len(self.counts) // self.players

    def over(self):
        return len(self.counts) == ROUNDS * self.players

    def total(self, seat):
        return sum(self.counts[seat :: self.players])

    def running(self):
        """Each seat's total so far (the menu's SCO): the counts given."""
        return [self.total(s) for s in range(self.players)]

    def check(self, v):
        if self.over():
            return E_NOT_NOW
        if v > MOST:
            return E_TOO_MANY if v < 100 else E_BAD
        return OK

    def apply(self, v):
        err = self.check(v)
        if err == OK:
            self.counts.append(v)
        return err

    def decide(self):
        totals = [self.total(s) for s in range(self.players)]
        best = max(totals)
        winners = [s for s in range(self.players) if totals[s] == best]
        return totals, winners, R_HIGHEST if len(winners) == 1 else R_SHARED, 0

    def winners(self):
        return self.decide()[1] if self.over() else None

    def checkpoint(self):
        return None  # UNDO replays from the start: a few bytes
