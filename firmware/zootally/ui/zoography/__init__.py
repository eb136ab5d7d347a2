# SPDX-License-Identifier: MIT
"""Zoo-ography's screens: the objective set-up, the flow of turns and resets, and the
star tally, one question per screen. Each phase draws its screens and handles their keys
in a module of its own (GameUI.phase_screens): the set-up's and turns' in
ui/zoography/play.py, the tally's questions and checks in ui/zoography/tally.py, the
result in ui/zoography/result.py."""

from zootally.games import zoography as zg
from zootally.games.common import const
from zootally.ui.view import GameUI

# Modes of the turns' screens (not logged).
M_MAIN = const(0)
M_SET = const(1)  # choosing the cards of the set-up by hand
M_OBJ = const(2)  # reading the objectives

ANIMAL_WORDS = (
    "Ostriches",
    "Monkeys",
    "Zebras",
    "Rhinos",
    "Giraffes",
    "Elephants",
    "Hippo",
    "Gorilla",
    "Lion",
)
CARD_COLOUR = 0x30A0FF


def objective_id(card, slot):
    return "%d%s" % (card, "PSBb"[slot])


def met_text(ui, p):
    """The objectives player p met, as the check and the result say them."""
    g = ui.session.game
    met = [objective_id(c, s) for c, s, _, m, _ in g.breakdown(p) if m]
    return ("met " + " ".join(met)) if met else "no objective met"


class ZooGraphyUI(GameUI):
    FIRST = "play"  # the set-up's screens are the turns'

    def __init__(self, session):
        self.session = session
        self.mode = M_MAIN
        self.picked = []  # cards chosen so far in M_SET
        self.resets = session.game.resets  # resets seen; more after an input: say so
        self.dealt = False
        self.playing = session.game.phase == zg.P_PLAY  # the turns, before the input
        self.ended = False  # the input ended the turns: the deck is empty
        self.lost_asked = False  # LST pressed once: the next LST loses the game

    def answered(self):
        g = self.session.game
        self.dealt = g.resets > self.resets
        self.resets = g.resets
        self.ended = self.playing and g.phase == zg.P_TALLY
        self.playing = g.phase == zg.P_PLAY or g.phase == zg.P_SOLO_RESET
        self.lost_asked = False

    def news(self):
        if self.ended:
            return "deck empty: game over"
        return None

    def input_text(self, game_input):
        if game_input == zg.IN_TURN:
            return "the turn"
        if zg.IN_SOLO_RESET <= game_input < zg.IN_NO_ROOM:
            return "the reset"
        if game_input == zg.IN_NO_ROOM:
            return "no room"
        if game_input == zg.IN_CONFIRM:
            return "the check"
        if game_input >= zg.IN_ANSWER:
            return "answer %d" % (game_input - zg.IN_ANSWER)
        return None

    def partial(self):
        """Is something half-entered, that UNDO would drop?"""
        return self.mode == M_SET or bool(self.tens) or bool(self.picked)

    def cancel(self):
        if self.mode != M_MAIN or self.tens or self.picked:
            self.mode = M_MAIN
            self.tens = 0
            self.picked = []
            return True
        return False

    def forced(self):
        """A count with one possible answer: none of an animal is left for this player
        (the other took every token), so the device answers 0 itself. And the solo reset:
        which draft card lost its animals changes nothing the device keeps (it does not
        track the draft's spaces), so it is not asked: the reset is said, and the record
        writes `reset` (older records named the card)."""
        g = self.session.game
        if g.phase == zg.P_SOLO_RESET:
            return zg.IN_SOLO_RESET + 3, "reset %d: %d new cards" % (g.resets + 1, zg.DRAFT)
        if g.phase == zg.P_TALLY:
            q = g.question()
            if q < zg.Q_ON_CARD and g.limit(q, g.confirmed) == 0:
                return zg.IN_ANSWER, "%s: all taken" % ANIMAL_WORDS[q]
        return None

    def asking(self):
        ph = self.session.game.phase
        return self.mode == M_MAIN and ph in (zg.P_SETUP, zg.P_TALLY, zg.P_TIE)

    def open_page(self, page):
        self.lost_asked = False  # any other key, and LST must be pressed twice again
        GameUI.open_page(self, page)

    # ---- screens ----------------------------------------------------------------------

    def next_phase(self):
        # The last draft's turns open the tally's questions; the last check (or the
        # tie's values), or LST pressed once (the game lost), the result.
        g = self.session.game
        ph = g.phase
        if self.lost_asked:
            return "result"
        if ph == zg.P_PLAY and g.deck == 0:
            return "tally"
        if ph == zg.P_TIE or ph == zg.P_CHECK and g.confirmed == g.players - 1:
            return "result"
        return None

    def fill(self, v):
        g = self.session.game
        v.clear()
        self.open_result(g.over())
        # The turns' screens, the tally's questions and the result are modules of their
        # own, loaded while they show: no phase's heap holds another's code
        # (ui/zoography/play.py, _tally.py, _result.py).
        ph = g.phase
        part = "result"
        if ph == zg.P_SETUP or ph == zg.P_PLAY or ph == zg.P_SOLO_RESET or self.mode == M_OBJ:
            part = "play"
        elif ph == zg.P_TALLY or ph == zg.P_TIE or ph == zg.P_CHECK:
            part = "tally"
        self.phase_screens(part).fill(self, v)


UI = ZooGraphyUI  # what the shell makes for this game (games.load(id, "ui"))
