# SPDX-License-Identifier: MIT
"""Zoo Coins: a fifth game that is not shipped (tests/fixture_game), count-heavy where Zoo
Count is not: the table first picks 3 or 5 rounds; each round the bank holds 10 coins a
player, and the seats in turn, from the round's starter (the next seat each round), say
how many coins they took, 0 up to what is left. The round's last seat takes what is left:
an answer the device gives itself. Most coins wins; a tie is shared. Its screens are in
phases (set-up, play, tally), with a key of their own (ALL): what Zoo Count's do not
exercise."""

from zootally.games.common import (
    E_BAD,
    E_NOT_NOW,
    FIRST_OWN,
    OK,
    R_HIGHEST,
    R_SHARED,
    const,
)
from zootally.games.common import legal as legal  # every game's (re-exported)

GAME_ID = const(8)
NAME = "Zoo Coins"
WARNING_TITLE = "RULE BREAK?"
PER_PLAYER = const(10)  # the bank's coins a round, per player
IN_ROUNDS = const(200)  # +0: 3 rounds, +1: 5 rounds (the set-up's one input)
ROUNDS = (3, 5)
E_TOO_MANY = FIRST_OWN  # more coins than are left in the bank
E_ALL = FIRST_OWN + 1  # the round's last seat takes what is left, no other count

P_SETUP = const(0)
P_PLAY = const(1)
P_OVER = const(2)


def start_inputs(points, limits):
    return ()


class Game:
    def __init__(self, players):
        if not 2 <= players <= 5:
            raise ValueError("Zoo Coins is for 2 to 5 players")
        self.players = players
        self.rounds = 0  # chosen at the set-up
        self.takes = []  # every count so far, in the order taken
        self.warnings = []
        self.phase = P_SETUP

    def bank(self):
        return PER_PLAYER * self.players

    def round(self):
        """The round being counted, 0-based."""
        return len(self.takes) // self.players

    def turn(self):
        """The turn within the round, 0-based."""
        return len(self.takes) % self.players

    def seat(self):
        """Whose count comes next: the round's starter moves one seat each round."""
        return (self.round() + self.turn()) % self.players

    def left(self):
        """Coins still in the bank this round."""
        start = self.round() * self.players
        return self.bank() - sum(self.takes[start:])

    def over(self):
        return self.phase == P_OVER

    def seat_takes(self, seat):
        """Seat s's count in each round counted so far."""
        out = []
        for i in range(len(self.takes)):
            if (i // self.players + i % self.players) % self.players == seat:
                out.append(self.takes[i])
        return out

    def total(self, seat):
        return sum(self.seat_takes(seat))

    def running(self):
        """Each seat's coins so far (the menu's SCO)."""
        return [self.total(s) for s in range(self.players)]

    def check(self, v):
        if self.phase == P_SETUP:
            return OK if IN_ROUNDS <= v < IN_ROUNDS + len(ROUNDS) else E_NOT_NOW
        if self.phase == P_OVER:
            return E_NOT_NOW
        if v > self.bank():
            return E_NOT_NOW if v >= IN_ROUNDS else E_BAD if v > 99 else E_TOO_MANY
        if v > self.left():
            return E_TOO_MANY
        if self.turn() == self.players - 1 and v != self.left():
            return E_ALL
        return OK

    def apply(self, v):
        err = self.check(v)
        if err:
            return err
        if self.phase == P_SETUP:
            self.rounds = ROUNDS[v - IN_ROUNDS]
            self.phase = P_PLAY
            return OK
        self.takes.append(v)
        if len(self.takes) == self.rounds * self.players:
            self.phase = P_OVER
        return OK

    def decide(self):
        totals = [self.total(s) for s in range(self.players)]
        best = max(totals)
        winners = [s for s in range(self.players) if totals[s] == best]
        return totals, winners, R_HIGHEST if len(winners) == 1 else R_SHARED, 0

    def winners(self):
        return self.decide()[1] if self.over() else None

    def checkpoint(self):
        return None  # UNDO replays from the start: a few bytes
