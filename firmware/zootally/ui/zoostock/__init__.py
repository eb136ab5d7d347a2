# SPDX-License-Identifier: MIT
"""ZooStock's screens: the state they share and the choice of the phase shown. Each phase
draws its screens and handles their keys in a module of its own (GameUI.phase_screens):
a game being played ui/zoostock/play.py, a round entered as a tally (TAL)
ui/zoostock/direct.py, the game's tally ui/zoostock/tally.py.

The screen is derived from the game state, plus a little that is not worth logging: the
animal pressed before its number, the LOCK row menu, the page of an info screen. A power
cut forgets only that."""

from zootally.games import zoostock as zs
from zootally.games.common import const
from zootally.ui.view import (
    GameUI,
    seat_label,
)

# Modes of the play's screens (not logged): a card's entry, a LOCK's row, the zoos.
M_ENTRY = const(0)
M_LOCK = const(1)
M_ZOOS = const(2)

# The play's keys' own actions its card list (ui/zoostock/cards.py) sets too: LCK, ZOO, and
# a part of the list (+part), and what LCK lights in.
A_LOCK = const(20)
A_ZOOS = const(51)
A_PART = const(60)
LOCK_COLOUR = const(0x8040FF)


def _number(trump):
    """A trump number as the screens say it: "-" for none."""
    return str(trump) if trump else "-"


def count_text(animal, n):
    """A count of cards of one animal: number first (3G), so that it never reads as a card
    (G3). docs/vocabulary.md."""
    return "%d%s" % (n, zs.ANIMALS[animal])


def can_lock(g):
    """May the player to play LOCK a row now (LCK lit)?"""
    if g.phase != zs.P_PLAY:
        return False
    for r in range(len(g.zoos[g.to_play()])):
        if g.check(zs.IN_LOCK + r) == 0:
            return True
    return False


def seat_rounds(g, s):
    """How seat s's points were made, two lines a round: what each row scored (count x
    that animal in the EX zone) and the round's score, then the rows; the round being
    played or tallied too (`now`), as its zoo and EX zone stand. The tally's seat pages
    and the score so far (the menu's SCO) both say it."""
    lines = []
    rounds = len(g.round_scores)
    for r in range(rounds + (g.phase != zs.P_OVER)):
        if r < rounds:
            rows, ex, _ = g.round_zoos[r]
            rows, head, score = rows[s], "Rd%d" % (r + 1), g.round_scores[r][s]
        else:
            rows, ex, head, score = g.zoos[s], g.ex, "Rd%d now" % (r + 1), g.zoo_score(s)
        points = "+".join(str(x[1] * ex[x[0]]) for x in rows) or "0"
        lines.append("%s %s =%d" % (head, points, score))
        text = " ".join("%sx%d" % (count_text(x[0], x[1]), ex[x[0]]) for x in rows)
        lines.append(text or "no rows")
    return lines


class ZooStockUI(GameUI):
    UNDO_OVER_QUESTION = True  # the last line is the trick being entered
    FIRST = "play"

    def __init__(self, session):
        self.session = session
        self.animal = -1  # the animal whose number comes next (pressed, or chosen for it)
        # Fewer presses (docs/zoostock.md): while a trick is followed the device chooses the
        # led animal, so one press enters the card. auto: self.animal was chosen by the
        # device; other: the table pressed OTH for another animal this turn.
        self.auto = False
        self.other = False
        self.extra_asked = False  # +1R pressed once: the next +1R starts the extra round
        self.mode = M_ENTRY
        # Without soft keys (ui/zoostock/cards.py's listed): the part of the list of
        # answers narrowed to, lo to hi (hi 0: the whole list), and the parts of the last
        # screen's, where each starts.
        self.lo = 0
        self.hi = 0
        self.parts = None
        # Round results already finished count as read: after a power cut the device goes
        # straight back to the question it was asking (the tally shows every round).
        self.acked = len(session.game.round_scores)
        # The last screen's: numbers on the keys, and the inputs then (two attributes, not
        # a tuple: this is set on every key, and a tuple would be a new object each time).
        self.shown_numbers = False
        self.shown_at = -1

    def input_text(self, game_input):
        if game_input < zs.DECK:
            return zs.card_text(game_input)
        if game_input < zs.IN_LOCK + zs.MAX_ROWS:
            return "LOCK row %d" % (game_input - zs.IN_LOCK + 1)
        if zs.IN_LEAD <= game_input < zs.IN_LEAD + 4:
            return seat_label(game_input - zs.IN_LEAD) + " leads"
        if zs.IN_PICK <= game_input < zs.IN_ACCEPT:
            return zs.ANIMALS[game_input - zs.IN_PICK] + " row first"
        if game_input == zs.IN_ACCEPT:
            return "row order"
        if game_input == zs.IN_EXTRA:
            return "+1R"  # the key that enters it
        if game_input == zs.IN_TALLY:
            return "TAL"
        if zs.IN_COUNT <= game_input <= zs.IN_COUNT + 10:
            # Said after UNDO, when the game asks that count again.
            return "%s %s" % (
                self.counted(),
                count_text(self.session.game.tally_question()[1], game_input - zs.IN_COUNT),
            )
        return None

    def counted(self):
        """Whose count the tally asks now: EX, or a seat."""
        seat = self.session.game.tally_question()[0]
        return "EX" if seat == zs.NO_SEAT else seat_label(seat)

    # ---- keys ---------------------------------------------------------------------------

    def partial(self):
        """Is something half-entered, that UNDO would drop? (Not an animal the device
        chose: UNDO then takes back the last card.)"""
        return (
            (self.animal >= 0 and not self.auto)
            or self.other
            or self.mode != M_ENTRY
            or bool(self.tens)
            or bool(self.hi)
        )

    def cancel(self):
        """UNDO first drops a half-made entry (an animal without its number, OTH, a menu)."""
        was = self.partial()
        self.tens = 0  # a count's tens (a round entered as a tally)
        self.animal = -1
        self.auto = False
        self.other = False
        self.extra_asked = False  # +1R pressed once: the next +1R starts the extra round
        self.mode = M_ENTRY
        self.lo = self.hi = 0
        return was

    def open_page(self, page):
        self.extra_asked = False  # any other key, and +1R must be pressed twice again
        GameUI.open_page(self, page)

    def answered(self):
        """An input taken (a key's, or the device's own): the entry starts afresh."""
        self.other = False
        self.animal = -1
        self.auto = False
        self.extra_asked = False
        self.lo = self.hi = 0
        if self.mode == M_LOCK:
            self.mode = M_ENTRY

    def forced(self):
        """The order of new rows where it makes no difference (the round's last trick,
        none of them can move on) is not asked."""
        g = self.session.game
        if g.phase == zs.P_ORDER and not g.order_matters():
            return zs.IN_ACCEPT, "last trick: any order"
        if g.phase == zs.P_TALLY:
            # A count the cards leave one answer for (those that can only be 0 the game
            # skips itself).
            only = -1
            for n in range(11):
                if g.check(zs.IN_COUNT + n) == 0:
                    if only >= 0:
                        return None
                    only = n
            if only >= 0:
                a = g.tally_question()[1]
                return zs.IN_COUNT + only, "%s %s: no other fits" % (
                    self.counted(),
                    count_text(a, only),
                )
        return None

    def asking(self):
        g = self.session.game
        return g.phase != zs.P_OVER and self.acked == len(g.round_scores) and self.mode != M_ZOOS

    # ---- screens ------------------------------------------------------------------------

    def status(self):
        g = self.session.game
        t = g.trump()
        trump = "TRUMP " + _number(t)
        if g.phase == zs.P_OVER:
            return "ZooStock  game over"
        if g.phase == zs.P_TALLY:
            return "Rd%d tally: %s" % (g.round, self.counted())
        if g.phase in (zs.P_LEAD, zs.P_EX):
            return "Rd%d EX %2d/%d %s" % (g.round, g.ex_entered, 3 * g.players, trump)
        if g.phase == zs.P_PLAY and not g.trick_cards and g.last and g.last[3] != t:
            # The last trick moved the trump number: say from what, until the next card
            # (where the line is short, its spaces go one by one, never the round).
            was = _number(g.last[3])
            text = "Rd%d Trick %d TRUMP %s>%s" % (g.round, g.trick_no, was, _number(t))
            if len(text) > 21:
                text = text.replace("Trick ", "Trick", 1)
            return text if len(text) <= 21 else text.replace("TRUMP ", "TRUMP", 1)
        return "Rd%d Trick %-2d %s" % (g.round, g.trick_no, trump)

    def next_phase(self):
        # The end of a round from its second on opens the game's tally (an extra round is
        # asked there); the first's opens its result, a screen of the play's. Near a
        # round's end: its last trick (or the order of its new rows), or the last zoo's
        # counts of a round entered as a tally.
        g = self.session.game
        if g.phase == zs.P_TALLY:
            # The last seat's zoo counted (tally_question's seat players - 1), read from
            # the question's number: this runs on every idle turn, and makes no tuple.
            near = g.tally_q >= 6 * g.players
        else:
            near = (g.phase == zs.P_PLAY or g.phase == zs.P_ORDER) and max(g.hands) <= 1
        if not near:
            return None
        return "tally" if g.round > 1 else "play"

    def fill(self, v):
        g = self.session.game
        v.clear()
        self.parts = None  # no list shown, unless the play's screens show one
        self.open_result(g.over())
        v.status = self.status()
        t = g.trump()
        if t and g.phase != zs.P_OVER and v.pictures:  # where the screen has room
            v.big = str(t)
            v.chart = [(g.ex[a], zs.ANIMAL_COLOURS[a]) for a in range(6)]
        if self.acked > len(g.round_scores):
            self.acked = len(g.round_scores)  # an UNDO went back into the round
        # The tally's screens and the play's are modules of their own, loaded while they
        # show: the tally's heap holds none of the play's code (ui/zoostock/play.py,
        # ui/zoostock/tally.py).
        if g.phase == zs.P_OVER:
            part = "tally"
        elif g.phase == zs.P_TALLY and self.acked == len(g.round_scores):
            part = "direct"
        else:
            part = "play"
        self.phase_screens(part).fill(self, v)


UI = ZooStockUI  # what the shell makes for this game (games.load(id, "ui"))
