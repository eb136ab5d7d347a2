# SPDX-License-Identifier: MIT
"""Zoo-ography's screens: the objective set-up, the flow of turns and resets, and the
star tally, one question per screen: the set-up's and turns' in ui/zoography_play.py,
the tally's questions and checks in ui/zoography_tally.py, the result in
ui/zoography_result.py (GameUI.phase_screens)."""

from zootally.games import zoography as zg
from zootally.games.common import const
from zootally.ui.view import GameUI

# The screens' own actions; a key that enters a game input as it is has ANSWER + input
# (ui/view.py): a turn done, no room, a solo reset, YES and NO, a count, OK on a tally
# checked; a page (an objective, a player's result) has PAGE + page.
_A_RANDOM = const(0)
_A_SET = const(1)
_A_CARD = const(2)  # +card 1-4
_A_OBJ = const(40)  # read the objectives, from the first
_A_DONE = const(50)  # leave the objectives
_A_LOST = const(60)  # solo: no room for an animal (pressed twice: the game is lost)

_M_MAIN = const(0)
_M_SET = const(1)  # choosing the cards of the set-up by hand
_M_OBJ = const(2)  # reading the objectives

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
    def __init__(self, session):
        self.session = session
        self.mode = _M_MAIN
        self.picked = []  # cards chosen so far in _M_SET
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
        return self.mode == _M_SET or bool(self.tens) or bool(self.picked)

    def cancel(self):
        if self.mode != _M_MAIN or self.tens or self.picked:
            self.mode = _M_MAIN
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
        return self.mode == _M_MAIN and ph in (zg.P_SETUP, zg.P_TALLY, zg.P_TIE)

    def explain(self, slot):
        g = self.session.game
        if g.phase in (zg.P_TALLY, zg.P_TIE) and (0 <= slot <= 8 or slot == 10):
            return "at most %d here" % min(g.limit(g.question(), g.current_player()), 99)
        return None

    def act(self, a):
        if a == _A_RANDOM:
            import random  # CircuitPython seeds it from the hardware at boot

            self.mode = _M_OBJ  # show the objectives just dealt
            self.page = 0
            return self._input(zg.IN_SETUP_SHORT + random.randrange(len(zg.SETUPS)))
        if a == _A_SET:
            self.mode = _M_SET
            self.picked = []
            return None
        if _A_CARD <= a < _A_CARD + 5:
            self.picked.append(a - _A_CARD)
            if len(self.picked) == 3:
                last = [c for c in (1, 2, 3, 4) if c not in self.picked][0]
                setup = tuple(self.picked) + (last,)
                self.mode = _M_OBJ  # show the objectives just set
                self.page = 0
                self.picked = []
                return self._input(zg.IN_SETUP_SHORT + zg.SETUPS.index(setup))
            return None
        if a == _A_OBJ:
            self.mode = _M_OBJ
            self.page = 0
            return None
        if a == _A_DONE:
            self.mode = _M_MAIN
        if a == _A_LOST:  # a game lost at once is a big step: asked once first
            if not self.lost_asked:
                self.lost_asked = True
                return "LST again: game lost"
            return self._input(zg.IN_NO_ROOM)
        self.lost_asked = False
        return None

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
        # (ui/zoography_play.py, _tally.py, _result.py).
        ph = g.phase
        part = "result"
        if ph == zg.P_SETUP or ph == zg.P_PLAY or ph == zg.P_SOLO_RESET or self.mode == _M_OBJ:
            part = "play"
        elif ph == zg.P_TALLY or ph == zg.P_TIE or ph == zg.P_CHECK:
            part = "tally"
        self.phase_screens(part).fill(self, v)


UI = ZooGraphyUI  # what the shell makes for this game (games.load(id, "_ui"))
