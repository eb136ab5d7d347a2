# SPDX-License-Identifier: MIT
"""Zoo-ography's screens: the objective set-up, the flow of turns and resets, and the
star tally, one question per screen."""

from zootally.games import zoography as zg
from zootally.games.common import const
from zootally.ui import count
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import ANSWER, BACK_COLOUR, OK_COLOUR, WHITE, GameUI, seat_label

# The screens' own actions; a key that enters a game input as it is has ANSWER + input
# (ui/view.py): a turn done, no room, a solo reset, YES and NO, OK on a tally checked.
_A_RANDOM = const(0)
_A_SET = const(1)
_A_CARD = const(2)  # +card 1-4
_A_DIGIT = const(20)  # +0..9
_A_TENS = const(30)  # _A_DIGIT + count.TENS
_A_OBJ = const(40)  # +objective page 0-4
_A_DONE = const(50)  # leave the objectives
_A_PAGE = const(60)  # +page of the result

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
ATTRACTION_WORDS = ("exhibits", "features", "restaurants", "obs. points", "gift shops")
# The short tally's totals (games/zoography.py SHORT): the question, 21 characters.
SHORT_WORDS = {
    zg.Q_VALUE: "Animal value? big=3",
    zg.Q_ANIMALS: "Animals, cards too?",
    zg.Q_TYPES: "Animal types?",
    zg.Q_PAIRS: "Pairs (not secluded)?",
    zg.Q_ATTR_KINDS: "Attraction kinds?",
    zg.Q_ATTRS: "Valid attractions?",
}
ROLE_WORDS = ("primary 3*", "secondary 2*", "bonus 2*", "top 2*+1*")
YES_COLOUR = 0x00FF40
CARD_COLOUR = 0x30A0FF


def objective_id(card, slot):
    return "%d%s" % (card, "PSBb"[slot])


class ZooGraphyUI(GameUI):
    def __init__(self, session):
        self.session = session
        self.mode = _M_MAIN
        self.picked = []  # cards chosen so far in _M_SET
        self.page = 0
        self.tens = 0
        self.resets = session.game.resets  # resets seen; more after an input: say so
        self.dealt = False

    def answered(self):
        g = self.session.game
        self.dealt = g.resets > self.resets
        self.resets = g.resets

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
        (the other took every token), so the device answers 0 itself."""
        g = self.session.game
        if g.phase == zg.P_TALLY:
            q = g.question()
            if q < zg.Q_ON_CARD and g.limit(q, g.confirmed) == 0:
                return zg.IN_ANSWER, "%s: all taken" % ANIMAL_WORDS[q]
        return None

    def asking(self):
        ph = self.session.game.phase
        return self.mode == _M_MAIN and ph in (zg.P_SETUP, zg.P_SOLO_RESET, zg.P_TALLY, zg.P_TIE)

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
        if _A_DIGIT <= a <= _A_TENS:
            self.tens, n = count.press(self.tens, a - _A_DIGIT)
            return None if n < 0 else self._input(zg.IN_ANSWER + n)
        if _A_OBJ <= a < _A_OBJ + 5:
            self.mode = _M_OBJ
            self.page = a - _A_OBJ
            return None
        if a == _A_DONE:
            self.mode = _M_MAIN
            return None
        if a >= _A_PAGE:
            self.page = a - _A_PAGE
            return None
        return None

    # ---- screens ----------------------------------------------------------------------

    def fill(self, v):
        g = self.session.game
        v.clear()
        self.open_result(g.over())
        if g.phase == zg.P_SETUP:
            self._setup(v)
        elif self.mode == _M_OBJ:
            self._objectives(v)
        elif g.phase == zg.P_PLAY:
            self._play(v)
        elif g.phase == zg.P_SOLO_RESET:
            self._reset(v)
        elif g.phase == zg.P_TALLY or g.phase == zg.P_TIE:
            self._question(v)
        elif g.phase == zg.P_CHECK:
            self._check(v)
        else:
            self._result(v)

    def _player(self, p):
        g = self.session.game
        return "Solo" if g.players == 1 else seat_label(p)

    def _setup(self, v):
        v.status = "Zoo-ography setup"
        if self.mode == _M_SET:
            role = len(self.picked)
            v.lines[0] = "Card: %s?" % ROLE_WORDS[role]
            v.lines[1] = "as laid: " + " ".join(str(c) for c in self.picked)
            for c in (1, 2, 3, 4):
                if c not in self.picked:
                    v.set(c - 1, str(c), CARD_COLOUR, _A_CARD + c)
            v.set(S_BACK, "BCK", BACK_COLOUR, _A_DONE)
            return
        v.lines[0] = "Objectives: RND deals"
        v.lines[1] = "SET: enter as laid"
        v.set(0, "RND", OK_COLOUR, _A_RANDOM)
        v.set(2, "SET", CARD_COLOUR, _A_SET)

    def _objectives(self, v):
        g = self.session.game
        act = g.active()
        card, slot, stars = act[self.page]
        v.status = "Objective %d/5: %d*" % (self.page + 1, stars)
        v.lines[0] = zg.OBJECTIVES[card - 1][slot][2]
        v.lines[1] = "card %d %s (%s)" % (card, zg.SLOT_NAMES[slot], objective_id(card, slot))
        for i in range(5):
            v.set(i, objective_id(act[i][0], act[i][1]), WHITE, _A_OBJ + i)
        v.set(S_OK, "OK", OK_COLOUR, _A_DONE)
        v.cursor = S_OK  # one push carries on; the objective keys show each in turn

    def _status(self):
        g = self.session.game
        return "%sTurn %d/%d reset %d" % (
            "Solo " if g.players == 1 else "",
            min(g.turn + 1, g.turns_total()),
            g.turns_total(),
            g.resets,
        )

    def _play(self, v):
        g = self.session.game
        v.status = self._status()
        if g.players == 2:
            p = g.current_player()
            v.lines[0] = "%s (%s) drafts" % (seat_label(p), "second" if p else "first")
            v.lines[1] = self._dealt() or "deck %d, draft %d" % (g.deck, g.draft)
            v.set(S_OK, "OK", OK_COLOUR, ANSWER + zg.IN_TURN)
        else:
            v.lines[0] = "turn up 2, keep 1"
            v.lines[1] = self._dealt() or "deck %d, draft %d" % (g.deck, g.draft)
            v.set(S_OK, "OK", OK_COLOUR, ANSWER + zg.IN_TURN)
            v.set(6, "LST", 0xFF2020, ANSWER + zg.IN_NO_ROOM)
        v.set(7, "OBJ", WHITE, _A_OBJ)
        v.cursor = S_OK

    def _dealt(self):
        """After the input that reset the draft, until the next: what was dealt (two
        players: five cards beside the one left; solo: six, face down in pairs)."""
        g = self.session.game
        if not self.dealt or g.resets != self.resets:
            return None
        return "reset %d: %d new cards" % (g.resets, zg.DRAFT - 1 if g.players == 2 else zg.DRAFT)

    def _reset(self, v):
        g = self.session.game
        v.status = "Solo reset %d" % (g.resets + 1)
        v.lines[0] = "Full card: animals"
        v.lines[1] = "removed from? (NON)"
        for i in range(3):
            v.set(i, str(i + 1), CARD_COLOUR, ANSWER + zg.IN_SOLO_RESET + i)
        v.set(3, "NON", BACK_COLOUR, ANSWER + zg.IN_SOLO_RESET + 3)
        v.set(6, "LST", 0xFF2020, ANSWER + zg.IN_NO_ROOM)

    def _question(self, v):
        g = self.session.game
        p = g.current_player()
        q = g.question()
        if g.phase == zg.P_TIE:
            v.status = "Tie %d stars: %s" % (g.stars(0), seat_label(p))
        else:
            v.status = "Tally: %s %d/%d" % (self._player(p), g.asked[p] + 1, len(g.questions))
        limit = g.limit(q, p)
        if q == zg.Q_BIG:
            v.lines[0] = "Over 4 cards wide"
            v.lines[1] = "or tall? (-1 star)"
            v.set(0, "YES", YES_COLOUR, ANSWER + zg.IN_ANSWER + 1)
            v.set(2, "NO", BACK_COLOUR, ANSWER + zg.IN_ANSWER)
            v.cursor = 2  # NO: the likely answer, and no star taken by a hurried push
            return
        if zg.Q_YESNO <= q < zg.Q_WIDTH:
            card, slot, stars = g.active()[q - zg.Q_YESNO]
            v.lines[0] = zg.OBJECTIVES[card - 1][slot][2]
            v.lines[1] = "met? (%s, %d stars)" % (objective_id(card, slot), stars)
            v.set(0, "YES", YES_COLOUR, ANSWER + zg.IN_ANSWER + 1)
            v.set(2, "NO", BACK_COLOUR, ANSWER + zg.IN_ANSWER)
            v.cursor = 2  # NO: a hurried push must not claim stars
            return
        if q < zg.Q_ON_CARD:
            v.lines[0] = "%s in the zoo?" % ANIMAL_WORDS[q]
        elif q == zg.Q_ON_CARD:
            v.lines[0] = "Animals on cards?"
        elif q < zg.Q_HABITATS:
            v.lines[0] = "Valid %s?" % ATTRACTION_WORDS[q - zg.Q_ATTR]
        elif q == zg.Q_HABITATS:
            v.lines[0] = "Separate habitats?"
        elif q in SHORT_WORDS:
            v.lines[0] = SHORT_WORDS[q]
        else:
            v.lines[0] = "Zoo %s, in cards?" % ("width" if q == zg.Q_WIDTH else "height")
        low = 1 if q in (zg.Q_WIDTH, zg.Q_HEIGHT) else 0
        if self.tens:
            v.lines[1] = count.units_hint(self.tens)
        else:
            v.lines[1] = "0-%d" % limit if limit < 10 else "0-9, +10 for tens"
        count.digits(v, self.tens, low, limit, _A_DIGIT, CARD_COLOUR)
        if v.slots[count.slot(0)] is not None:
            v.cursor = count.slot(0)  # none is the likeliest answer for a count: one push

    def met_text(self, p):
        g = self.session.game
        met = [objective_id(c, s) for c, s, _, m, _ in g.breakdown(p) if m]
        return ("met " + " ".join(met)) if met else "no objective met"

    def _check(self, v):
        g = self.session.game
        p = g.confirmed
        v.status = "Check: %s" % self._player(p)
        v.lines[0] = self.met_text(p)[:21]
        v.lines[1] = "%d stars, %d penalty" % (g.stars(p), g.penalties(p))
        if g.animal_value(p) is not None:
            v.lines[1] = "%d stars pen %d val %d" % (g.stars(p), g.penalties(p), g.animal_value(p))
        v.set(S_OK, "OK", OK_COLOUR, ANSWER + zg.IN_CONFIRM)
        v.cursor = S_OK

    def _result(self, v):
        g = self.session.game
        n = g.players
        page = self.page if self.page <= n else 0
        if page == 0:
            if n == 1:
                r = g.result()
                v.status = "SOLO %s: %d stars" % (r.upper(), g.stars(0) if not g.lost else 0)
                v.lines[0] = self.met_text(0)[:21] if not g.lost else "an animal had no room"
                v.lines[1] = self.decided_by()
            else:
                self.result_head(v, "stars")
        else:
            p = page - 1
            v.status = "%s: %d stars" % (self._player(p), g.stars(p))
            v.lines[0] = self.met_text(p)[:21]
            value = g.animal_value(p)
            v.lines[1] = "penalty %d" % g.penalties(p)
            if value is not None:
                v.lines[1] = "pen %d value %d" % (g.penalties(p), value)
        self.seat_pages(v, n, _A_PAGE, 5, "SUM", page)


UI = ZooGraphyUI  # what the shell makes for this game (games.load(id, "_ui"))
