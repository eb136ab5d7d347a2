# SPDX-License-Identifier: MIT
"""Zoo Coins' screens (tests/fixture_game): the state its phases share and the choice of
phase. Each phase draws its screens and handles their keys in a module of its own
(GameUI.phase_screens): the set-up ui/zoocoins/setup.py, the counts ui/zoocoins/play.py,
the tally ui/zoocoins/tally.py."""

from zootally.games import zoocoins as zn
from zootally.ui.view import GameUI, seat_label


class ZooCoinsUI(GameUI):
    def __init__(self, session):
        self.session = session

    def input_text(self, game_input):
        if game_input >= zn.IN_ROUNDS:
            return "the rounds"
        return "%d coins" % game_input if game_input <= 99 else None

    def forced(self):
        """The round's last seat takes what is left (and a seat with nothing left to take,
        0): one answer, the device gives it and says so."""
        g = self.session.game
        if g.phase == zn.P_PLAY and (g.turn() == g.players - 1 or g.left() == 0):
            return g.left(), "%s takes the last %d" % (seat_label(g.seat()), g.left())
        return None

    def asking(self):
        return not self.session.game.over()

    def next_phase(self):
        # The set-up's end opens the counts; a round's last count before the game's end
        # the tally (the last seat's count is the device's, after the one before it).
        g = self.session.game
        if g.phase == zn.P_SETUP:
            return "play"
        if g.phase == zn.P_PLAY and g.round() == g.rounds - 1:
            return "tally"
        return None

    def fill(self, v):
        g = self.session.game
        v.clear()
        self.open_result(g.over())
        part = "play"
        if g.phase == zn.P_SETUP:
            part = "setup"
        elif g.phase == zn.P_OVER:
            part = "tally"
        self.phase_screens(part).fill(self, v)


UI = ZooCoinsUI  # what the shell makes for this game (games.load(id, "ui"))
