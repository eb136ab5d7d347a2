# SPDX-License-Identifier: MIT
"""Zooscape's screens: what every phase shares (the modes, the news, refusals, UNDO's
words). Each phase draws its screens and handles their keys in a module loaded only while
it shows (GameUI.phase_screens): the set-up (first master, card values, or straight to
the tally) in ui/zooscape/setup.py, the market (each round's row, the apprentice, splits,
revealed choices, what action cards ask, a look at the table) in ui/zooscape/market.py,
the tally-only mode's counts in ui/zooscape/direct.py, the tally in ui/zooscape/tally.py.

Only the game inputs are logged; the rest (the split point being moved, a coin waiting for
its value, the page being read) is screen state that a power cut may forget."""

from zootally.games import zooscape as zsc
from zootally.games.common import const
from zootally.ui.view import (
    GameUI,
    fit,
    seat_label,
)

# Modes of the phases' screens (not logged): the market's cards, a coin's value, the look
# at the table (SEE); the set-up's type values, a type's points, its limit.
M_MAIN = const(0)
M_COIN = const(1)  # a coin key was pressed: its value?
M_SEE = const(2)
M_VALUES = const(3)  # which type's values to change
M_POINTS = const(4)
M_LIMIT = const(5)

# Key labels and colours of the cards, by card number. The same two letters stand for the
# card on every screen (docs/vocabulary.md): the keys, the row, the groups, collections;
# a coin is $ and its value ($3), the apprentice AP. Two letters: twelve card keys must
# fit the MacroPad's two legend lines.
CARD_KEYS = (
    ("TB", 0x20D0A0),
    ("FN", 0xFF50A0),
    ("SW", 0xB0C0D0),
    ("PS", 0xFF8000),
    ("LT", 0xA05A20),
    ("FG", 0x9040FF),
    ("CH", 0xFFF040),
    ("KM", 0xFF2060),
    ("FR", 0xFF1000),
    ("LC", 0xFFFFFF),
    ("BK", 0x707070),
    ("CP", 0x0090FF),
)
COIN_KEY = ("$", 0xFFB000)


def lone_card(news, choosers):
    """A group's choosers wanted a lone card: N_KIMONO (to the bin, a kimono each) or
    N_CLOSED (the kimonos ran out), as the game's news says; else 0."""
    for n in news:
        if (n[0] == zsc.N_KIMONO or n[0] == zsc.N_CLOSED) and n[2] is choosers:
            return n[0]
    return 0


def code(card):
    if card == zsc.APPRENTICE:
        return "AP"
    if zsc.COIN <= card <= zsc.COIN + zsc.MAX_COIN:
        return "$%d" % (card - zsc.COIN)
    return CARD_KEYS[card][0]


def row_text(cards, mark_at=-1, mark="|"):
    """Cards as their codes, a space apart (the mark, if any, in place of the space before
    card mark_at)."""
    out = ""
    for i in range(len(cards)):
        if i:
            out += mark if i == mark_at else " "
        out += code(cards[i])
    if mark_at == len(cards):
        out += mark
    if mark_at == 0:
        out = mark + out
    return out


def break_label(b):
    """The key of a Breakage's option (an IN_BREAK offset): the type's code, c before it
    for the Copy joined to that type."""
    return ("c" if b >= zsc.TYPES else "") + CARD_KEYS[b & 7][0]


def limit_text(flag):
    return "-" if flag == zsc.NO_FLAG else str(flag)


def tally_rows(ui, p):
    """How seat p's points are made, a line each: type, count, limit, points each, points;
    the coins and Fire. The tally's seat pages and the score so far (the menu's SCO)."""
    g = ui.session.game
    out = []
    for t in range(zsc.TYPES):
        n = g.counts(p)[t]
        if n:
            flag = g.flags[t]
            over = flag != zsc.NO_FLAG and n > flag
            sign = ">" if over else "/"
            row = "%s %2d%s%s x%d %+d" % (
                CARD_KEYS[t][0],
                n,
                sign,
                limit_text(flag),
                g.flowers[t],
                g.type_points(p, t),
            )
            out.append(row)
    if g.coins[p]:
        out.append("coins %d: %+d" % (len(g.coins[p]), sum(g.coins[p])))
    if g.fire[p]:
        out.append("Fire %d: %+d" % (g.fire[p], zsc.FIRE_POINTS * g.fire[p]))
    return out or ["nothing collected"]


class ZooscapeUI(GameUI):
    SEE = True
    FIRST = "setup"

    def __init__(self, session):
        self.session = session
        self.mode = M_MAIN
        self.pos = -1  # the split point or the apprentice's place; -1: not moved yet
        self.moved = 0  # the last move of it (< or >'s action), 0: none since the last input
        self.editing = -1
        self.points = 0
        self.said = (None, "")  # (game.news, its line): formatted once an input

    # ---- keys ---------------------------------------------------------------------------

    def input_text(self, game_input):
        if game_input < zsc.IN_APPRENTICE:
            return zsc.card_name(game_input)
        if game_input < zsc.IN_SPLIT_LEFT:
            return "apprentice"
        if game_input < zsc.IN_CHOOSE:
            return "the split"
        if game_input < zsc.IN_NEXT:
            return "%s's choice" % (seat_label((game_input - zsc.IN_CHOOSE) // 2))
        if game_input == zsc.IN_DONE:
            return "no more coins"
        if zsc.IN_ANSWER <= game_input < zsc.IN_DONE:
            return str(game_input - zsc.IN_ANSWER)
        if zsc.IN_MASTER <= game_input < zsc.IN_TALLY_ONLY:
            return "first master"
        return None

    def partial(self):
        return self.mode in (M_COIN, M_POINTS, M_LIMIT) or bool(self.tens)

    def cancel(self):
        if self.mode != M_MAIN or self.tens:
            self.mode = M_VALUES if self.mode in (M_POINTS, M_LIMIT) else M_MAIN
            self.tens = 0
            return True
        return False

    def answered(self):
        self.pos = -1  # a new question: no split point or place moved yet
        self.moved = 0
        if self.mode == M_COIN:
            self.mode = M_MAIN  # a coin's value taken: the cards again

    def asking(self):
        return self.mode != M_SEE and self.session.game.phase != zsc.P_OVER

    def incomplete(self):
        g = self.session.game
        return g.phase == zsc.P_SETUP and g.edit_step != 0  # a type's values: 3 inputs

    def forced(self):
        """A Breakage whose options are all of one type (a real fan or the Copy joined to
        the fans): the collection is the same either way, so it is not asked; nor, in the
        tally-only mode, a count of a type none is left of, or a coin once all are."""
        g = self.session.game
        if g.phase == zsc.P_DIRECT and g.asked < zsc.Q_COINS and not g.direct_limit(g.asked):
            # Tally-only: a count the cards before it used up (every Fire counted).
            what = "Fire" if g.asked == zsc.Q_FIRE else CARD_KEYS[g.asked][0]
            return zsc.IN_ANSWER, "%s: 0 %s, no more" % (seat_label(g.tallied), what)
        if g.phase == zsc.P_DIRECT and g.asked == zsc.Q_COINS and g.check(zsc.COIN + 1):
            # Tally-only: every coin counted already, END is the only answer.
            return zsc.IN_DONE, "%s: no coin left" % seat_label(g.tallied)
        if g.phase != zsc.P_BREAK:
            return None
        opts = g.break_options(g.receiver)
        for o in opts:
            if (o - zsc.IN_BREAK) & 7 != (opts[0] - zsc.IN_BREAK) & 7:
                return None
        t = (opts[0] - zsc.IN_BREAK) & 7
        return opts[0], "%s broke %s: 1 type" % (seat_label(g.receiver), CARD_KEYS[t][0])

    def news(self):
        """What the last input made happen (game.news), in a line: G1>P2 for who took a
        group, G2>bin, kimonos, the bin taken, what a Breakage took, a Lucky Cat drew, a
        Copy joined. As many parts as fit, then how many more. None where the screen
        shows it on a line of its own (_detail, a new round's empty row)."""
        g = self.session.game
        if g.phase == zsc.P_LAYOUT or g.phase == zsc.P_DRAW:
            return None
        if g.phase == zsc.P_SPLIT and len(row_text(g.group, 1)) <= 21:
            return None
        return fit(self._news_parts())

    def _news_parts(self):
        g = self.session.game
        parts = []
        for kind, seat, what in g.news:
            if kind == zsc.N_GROUP:
                if not what:
                    parts.append("G%d>bin" % (seat + 1))
                    continue
                lone = lone_card(g.news, what)
                names = ",".join(seat_label(s) for s in what)
                if lone:
                    parts.append("G%d>bin KM>%s" % (seat + 1, names))
                    if lone == zsc.N_CLOSED:
                        parts[-1] = "G%d>bin, KM out" % (seat + 1)
                else:
                    parts.append("G%d>%s" % (seat + 1, names))  # two or more: split again
            elif kind == zsc.N_BIN and what:
                parts.append("bin>%s (%d)" % (seat_label(seat), what))
            elif kind == zsc.N_MASTER:  # the apprentice makes the master, or it passes left:
                # said first, the reason for the M: on the status line
                parts.insert(0, "M:%s (%s)" % (seat_label(seat), "AP" if what else "no AP"))
            elif kind == zsc.N_BROKE:
                parts.append("%s broke %s" % (seat_label(seat), break_label(what)))
            elif kind == zsc.N_DREW:
                parts.append("%s drew %s" % (seat_label(seat), code(what)))
            elif kind == zsc.N_JOINED:
                parts.append("%s CP>%s" % (seat_label(seat), CARD_KEYS[what][0]))
        return parts

    # ---- screens ----------------------------------------------------------------------

    def next_phase(self):
        # The set-up's end opens the market (unless the game is tally-only); the last
        # round, or the last collection of a tally-only game, the game's tally.
        g = self.session.game
        if g.phase == zsc.P_SETUP:
            return "market"
        if g.phase == zsc.P_DIRECT:
            return "tally" if g.tallied == g.players - 1 else None
        return "tally" if g.round == zsc.ROUNDS and g.phase != zsc.P_OVER else None

    def fill(self, v):
        g = self.session.game
        v.clear()
        self.open_result(g.over())
        ph = g.phase
        # Each phase's screens are a module of their own, loaded while it shows: the
        # market's heap holds neither the set-up's code nor the tally's, and the tally's
        # holds none of the market's (ui/zooscape/setup.py, _market.py, _direct.py,
        # _tally.py).
        part = "market"
        if ph == zsc.P_SETUP:
            part = "setup"
        elif ph == zsc.P_DIRECT:
            part = "direct"
        elif ph == zsc.P_OVER:
            part = "tally"
        self.phase_screens(part).fill(self, v)

    def see(self):
        """Open the look at the table (the menu offers it where no key is free)."""
        self.mode = M_SEE
        self.page = 0


UI = ZooscapeUI  # what the shell makes for this game (games.load(id, "ui"))
