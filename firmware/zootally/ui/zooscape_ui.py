# SPDX-License-Identifier: MIT
"""Zooscape's screens: set-up (first master, card values, or straight to the tally), each
round's row, the apprentice, splits, revealed choices, what action cards ask, a look at
the table at any time, and the final tally.

Only the game inputs are logged; the rest (the split point being moved, a coin waiting for
its value, the page being read) is screen state that a power cut may forget."""

from zootally.games import zooscape as zsc
from zootally.games.common import R_MORE_CARDS, const
from zootally.ui import count
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import (
    ANSWER,
    BACK_COLOUR,
    OK_COLOUR,
    PLAYER_COLOURS,
    WHITE,
    GameUI,
    fit,
    fitting,
    seat_label,
)

# Actions of the soft keys (the shell's own start at 100).
# The screens' own actions; a key that enters a game input as it is has ANSWER + input
# (ui/view.py): a card, a coin's value, a group, an action's order, a Breakage, the Copy,
# the first master, the tally, END, the apprentice's place and the split where shown.
_A_COIN = const(7)  # the coin key: its value next
_A_LEFT = const(22)  # move the split point or the apprentice
_A_RIGHT = const(23)
_A_SEE = const(29)  # look at the table
_A_PAGE = const(30)  # +page: 0 the table, 1-6 the players, 7 the values
_A_BACK = const(38)
_A_VALUES = const(74)  # the values screen
_A_TYPE = const(75)  # +type: change its values
_A_DIGIT = const(83)  # +0..9 (ui/count.py)
_A_TENS = const(93)  # _A_DIGIT + count.TENS
_A_NO_LIMIT = const(94)

# Screen modes (not logged).
_M_MAIN = const(0)
_M_COIN = const(1)  # a coin key was pressed: its value?
_M_SEE = const(2)
_M_VALUES = const(3)  # which type's values to change
_M_POINTS = const(4)
_M_LIMIT = const(5)

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
GROUP_COLOURS = (0x00D0FF, 0xFF9000)
SHORT_NAMES = ("tea bowl", "fan", "sword", "parasol", "lute", "figurine", "chopstck", "kimono")
PLURALS = ("tea bowls", "fans", "swords", "parasols", "lutes", "figurines", "chopsticks", "kimonos")
_SEE_SLOT = const(7)
_COIN_SLOT = const(7)  # the coin key (no kimono in the market: its card number's slot)
_PAGE_VALUES = const(7)  # the tally's page of card values (players are pages 1-6)


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


def two_lines(v, text):
    """A row of codes over the two lines of the screen, broken between codes."""
    if len(text) <= 21:
        v.lines[0] = text
        v.lines[1] = ""
        return
    cut = 21
    while cut > 0 and text[cut] not in " |":
        cut -= 1
    v.lines[0] = text[:cut] if text[cut] == " " else text[: cut + 1]
    v.lines[1] = text[cut + 1 :]


def break_label(b):
    """The key of a Breakage's option (an IN_BREAK offset): the type's code, c before it
    for the Copy joined to that type."""
    return ("c" if b >= zsc.TYPES else "") + CARD_KEYS[b & 7][0]


def counts_text(counts):
    """A collection: count, then the type's code (3TB), as ZooStock writes 3G."""
    return " ".join("%d%s" % (counts[t], CARD_KEYS[t][0]) for t in range(zsc.TYPES) if counts[t])


def limit_text(flag):
    return "-" if flag == zsc.NO_FLAG else str(flag)


def _card_of_key(slot):
    """The card a card key stands for, to test with check(): slot 7 (no kimono in the
    market) is the coin key, and coins run out together whatever their value."""
    return zsc.COIN + 1 if slot == zsc.KIMONO else slot


class ZooscapeUI(GameUI):
    SEE = True

    def __init__(self, session):
        self.session = session
        self.mode = _M_MAIN
        self.pos = -1  # the split point or the apprentice's place; -1: not moved yet
        self.moved = 0  # the last move of it (< or >'s action), 0: none since the last input
        self.page = 0
        self.sub = 0  # the page of a player's tally breakdown
        self.tens = 0
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
        return self.mode in (_M_COIN, _M_POINTS, _M_LIMIT) or bool(self.tens)

    def cancel(self):
        if self.mode != _M_MAIN or self.tens:
            self.mode = _M_VALUES if self.mode in (_M_POINTS, _M_LIMIT) else _M_MAIN
            self.tens = 0
            return True
        return False

    def explain(self, slot):
        g = self.session.game
        if g.phase == zsc.P_LAYOUT and len(g.row) >= g.pile:
            return "the pile has %d cards" % g.pile
        if (
            (g.phase == zsc.P_LAYOUT or g.phase == zsc.P_DRAW)
            and slot < 12
            and self.mode == _M_MAIN
        ):
            card = _card_of_key(slot)
            err = g.check(card)
            if err:
                return zsc.error_text(g, err, card)
        return None

    def answered(self):
        self.pos = -1  # a new question: no split point or place moved yet
        self.moved = 0
        if self.mode == _M_COIN:
            self.mode = _M_MAIN  # a coin's value taken: the cards again

    def asking(self):
        return self.mode != _M_SEE and self.session.game.phase != zsc.P_OVER

    def incomplete(self):
        g = self.session.game
        return g.phase == zsc.P_SETUP and g.edit_step != 0  # a type's values: 3 inputs

    def forced(self):
        """A Breakage whose options are all of one type (a real fan or the Copy joined to
        the fans): the collection is the same either way, so it is not asked."""
        g = self.session.game
        if g.phase != zsc.P_BREAK:
            return None
        opts = g.break_options(g.receiver)
        for o in opts:
            if (o - zsc.IN_BREAK) & 7 != (opts[0] - zsc.IN_BREAK) & 7:
                return None
        t = (opts[0] - zsc.IN_BREAK) & 7
        return opts[0], "%s broke %s: one type" % (seat_label(g.receiver), CARD_KEYS[t][0])

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

    def _detail(self, v, text):
        """lines[1] when it holds only a detail: what just happened, if anything did.
        Formatted once per input (each input, and each replay after UNDO, makes a new
        game.news): a split point moved by the encoder redraws the screen at every click."""
        news = self.session.game.news
        if self.said[0] is not news:
            self.said = (news, fit(self._news_parts()))
        v.lines[1] = self.said[1] or text

    def act(self, a):
        g = self.session.game
        if a == _A_COIN:
            self.mode = _M_COIN
            return None
        if a == _A_LEFT or a == _A_RIGHT:
            lo, hi = self._pos_range()
            self.pos = min(hi, max(lo, self._pos() + (1 if a == _A_RIGHT else -1)))
            self.moved = a
            return None
        if a == _A_SEE:
            self.see()
            return None
        if _A_PAGE <= a < _A_BACK:
            page = a - _A_PAGE
            # On the tally a player's key pressed again turns their breakdown's page.
            self.sub = self.sub + 1 if g.over() and page and page == self.page else 0
            self.page = page
            return None
        if a == _A_BACK:
            if self.mode == _M_SEE and self.page:
                # Up one level, to the table's page: BCK and then a player's key again
                # would otherwise meet the row, where that key is a card (issue 25, 5).
                self.page = 0
                return None
            self.mode = _M_MAIN
            return None
        if a == _A_VALUES:
            self.mode = _M_VALUES
            return None
        if _A_TYPE <= a < _A_DIGIT:
            self.editing = a - _A_TYPE
            self.mode = _M_POINTS
            return None
        if _A_DIGIT <= a <= _A_NO_LIMIT:
            return self._number(a)
        return None

    def _number(self, a):
        self.tens, n = count.press(self.tens, a - _A_DIGIT)  # NO: offset 11, n unused
        if n < 0:
            return None  # only the tens so far
        if self.mode == _M_POINTS:
            self.points = n
            self.mode = _M_LIMIT
            return None
        if self.mode == _M_LIMIT:
            self.mode = _M_VALUES
            limit = zsc.NO_FLAG if a == _A_NO_LIMIT else n
            triple = (zsc.IN_VALUE + self.editing, zsc.IN_FLOWER + self.points, zsc.IN_FLAG + limit)
            for game_input in triple:
                err = self._input(game_input)
                if err:
                    return err
            return None
        return self._input(zsc.IN_ANSWER + n)

    def turn(self, step):
        """The encoder moves the split point or the apprentice, where one is shown."""
        g = self.session.game
        if self.mode == _M_MAIN and g.phase in (zsc.P_SPLIT, zsc.P_APPRENTICE):
            self.act(_A_RIGHT if step > 0 else _A_LEFT)
            return True
        return False

    def _pos_range(self):
        g = self.session.game
        if g.phase == zsc.P_APPRENTICE:
            return 0, len(g.row)
        return 1, len(g.group) - 1

    def _pos(self):
        if self.pos >= 0:
            return self.pos
        g = self.session.game
        if g.phase == zsc.P_APPRENTICE:
            return len(g.row)
        return len(g.group) // 2

    # ---- screens ----------------------------------------------------------------------

    def fill(self, v):
        g = self.session.game
        v.clear()
        self.open_result(g.over())
        ph = g.phase
        if self.mode == _M_SEE:
            self._see(v)
        elif ph == zsc.P_SETUP:
            self._setup(v)
        elif ph == zsc.P_LAYOUT or ph == zsc.P_DRAW:
            self._cards(v)
        elif ph == zsc.P_APPRENTICE:
            self._apprentice(v)
        elif ph == zsc.P_SPLIT:
            self._split(v)
        elif ph == zsc.P_CHOOSE:
            self._choose(v)
        elif ph in (zsc.P_ORDER, zsc.P_BREAK, zsc.P_COPY):
            self._action(v)
        elif ph == zsc.P_DIRECT:
            self._direct(v)
        else:
            self._tally(v)
        if ph not in (zsc.P_SETUP, zsc.P_DIRECT, zsc.P_OVER) and self.mode == _M_MAIN:
            if v.slots[_SEE_SLOT] is None:
                v.set(_SEE_SLOT, "SEE", WHITE, _A_SEE)

    def _round_status(self, what):
        g = self.session.game
        return "Rd%d M:%s %s" % (g.round_shown(), seat_label(g.master), what)

    def _setup(self, v):
        g = self.session.game
        if self.mode == _M_MAIN:
            v.status = "Zooscape %d players" % g.players
            v.lines[0] = "First master?"
            v.lines[1] = "VAL values  TAL tally"
            for s in range(g.players):
                v.set(s, seat_label(s), PLAYER_COLOURS[s], ANSWER + zsc.IN_MASTER + s)
            v.set(8, "VAL", WHITE, _A_VALUES)
            v.set(9, "TAL", OK_COLOUR, ANSWER + zsc.IN_TALLY_ONLY)
            return
        if self.mode == _M_VALUES:
            v.status = "Card values"
            t = self.editing if self.editing >= 0 else 7
            v.lines[0] = "%s %d pts max %s" % (
                SHORT_NAMES[t],
                g.flowers[t],
                limit_text(g.flags[t]),
            )
            v.lines[1] = "a type to change it"
            for t in range(zsc.TYPES):
                v.set(t, CARD_KEYS[t][0], CARD_KEYS[t][1], _A_TYPE + t)
            v.set(S_OK, "OK", OK_COLOUR, _A_BACK)
            v.cursor = S_OK
            return
        t = self.editing
        v.status = "Values: %s" % zsc.TYPE_NAMES[t]
        if self.mode == _M_POINTS:
            v.lines[0] = "points per card?"
            v.lines[1] = "now %d" % g.flowers[t]
            now = g.flowers[t]
        else:
            v.lines[0] = "most you may keep?"
            v.lines[1] = "now %s, NO: no limit" % limit_text(g.flags[t])
            v.set(S_BACK, "NO", BACK_COLOUR, _A_NO_LIMIT)
            now = g.flags[t]
        count.digits(v, self.tens, 0, 15 if self.mode == _M_POINTS else 9, _A_DIGIT)
        # The value it has now is highlighted: one push keeps it.
        if self.tens:
            v.cursor = -1
        else:
            v.cursor = count.TENS_SLOT if now > 9 else count.slot(now)

    def _cards(self, v):
        """The twelve card keys: the row being laid out, or what a Lucky Cat drew."""
        g = self.session.game
        if g.phase == zsc.P_DRAW:
            v.status = "%s: Lucky Cat drew?" % (seat_label(g.receiver))
            v.lines[0] = "top card of the deck"
            self._detail(v, "deck %d" % g.deck)
        else:
            v.status = self._round_status("card %d/%d" % (len(g.row) + 1, g.pile))
            parts = self._news_parts() if not g.row else None
            if parts:  # a new round: the row is empty, what the last one did has room
                n = fitting(parts)
                v.lines[0] = " ".join(parts[:n])
                v.lines[1] = fit(parts[n:]) or "bin %d deck %d" % (len(g.bin), g.deck)
            else:
                two_lines(v, row_text(g.row) or "row: first card?")
            if not v.lines[1]:
                self._detail(v, "bin %d deck %d" % (len(g.bin), g.deck))
        # A key is lit only for what the game takes now (a kind whose cards are all seen
        # is dark, and says so when pressed).
        if self.mode == _M_COIN:
            v.lines[0] = "Gold coin: its value?"
            for n in range(1, zsc.MAX_COIN + 1):
                if g.check(zsc.COIN + n) == 0:
                    v.set(n - 1, str(n), COIN_KEY[1], ANSWER + zsc.COIN + n)
            v.set(S_BACK, "BCK", BACK_COLOUR, _A_BACK)
            return
        for c in range(12):
            if g.check(_card_of_key(c)) == 0:
                label, colour = COIN_KEY if c == zsc.KIMONO else CARD_KEYS[c]
                v.set(c, label, colour, _A_COIN if c == _A_COIN else ANSWER + c)
        if v.slots[11] is not None:
            v.cursor = 11  # the Copy: on the MacroPad it has no key, the encoder's push
        if not v.keyed and g.phase == zsc.P_LAYOUT and g.row:
            # Where the highlight walks (3 to 8 buttons), it starts on the kind entered
            # last: a pile holds runs of a kind often enough to save presses (measured:
            # the 4-player example 451 -> 421 on the Feather; on the MacroPad, whose keys
            # need no walk, the Copy keeps the encoder's push).
            last = g.row[-1]
            k = _COIN_SLOT if last >= zsc.COIN else last
            if 0 <= k < 12 and v.slots[k] is not None:
                v.cursor = k

    def _apprentice(self, v):
        g = self.session.game
        p = self._pos()
        v.status = self._round_status("apprentice")
        two_lines(v, row_text(g.row[:p] + [zsc.APPRENTICE] + g.row[p:]))
        if not v.lines[1]:
            self._detail(v, "< > moves AP, OK")
        v.set(S_OK, "OK", OK_COLOUR, ANSWER + zsc.IN_APPRENTICE + p)
        v.cursor = S_OK
        self._mover(v)

    def _mover(self, v):
        lo, hi = self._pos_range()
        p = self._pos()
        if p > lo:
            v.set(3, "<", WHITE, _A_LEFT)
        if p < hi:
            v.set(5, ">", WHITE, _A_RIGHT)
        # Three buttons: the key just used to move it stays highlighted, so each further
        # step is one press (OK), not a way back through the choices.
        slot = 3 if self.moved == _A_LEFT else 5
        if self.moved and not v.keyed and v.slots[slot] is not None:
            v.cursor = slot

    def _split(self, v):
        g = self.session.game
        who = "".join(str(s + 1) for s in g.choosers)
        v.status = self._round_status("split:" + who)
        two_lines(v, row_text(g.group, self._pos(), "|"))
        if not v.lines[1]:
            self._detail(v, "group 1: L=1 or R=1")
        p = self._pos()
        v.set(6, "L=1", GROUP_COLOURS[0], ANSWER + zsc.IN_SPLIT_LEFT + p)
        v.set(8, "R=1", GROUP_COLOURS[1], ANSWER + zsc.IN_SPLIT_RIGHT + p)
        v.cursor = 6
        self._mover(v)

    def _choose(self, v):
        g = self.session.game
        left = g.still_choosing()
        seat = left[0]
        v.status = "Rd%d %s chose? %d left" % (g.round_shown(), seat_label(seat), len(left))
        # Both groups over the two lines, group 1's cards first (only a 5-6 player
        # round's first split can hold more than the lines, by a card or two: "..").
        one = "G1 " + row_text(g.groups[0])
        two = "G2 " + row_text(g.groups[1])
        if len(one) <= 21 and len(two) <= 21:
            v.lines[0] = one
            v.lines[1] = two
        else:
            two_lines(v, one + " " + two)
            if v.lines[0].endswith(" G2"):
                v.lines[0] = v.lines[0][:-3]
                v.lines[1] = "G2 " + v.lines[1]
            if len(v.lines[1]) > 21:
                v.lines[1] = v.lines[1][:19] + ".."
        chooser = zsc.IN_CHOOSE + g.still_choosing()[0] * 2
        v.set(0, "G1", GROUP_COLOURS[0], ANSWER + chooser)
        v.set(2, "G2", GROUP_COLOURS[1], ANSWER + chooser + 1)

    def _action(self, v):
        g = self.session.game
        p = g.receiver
        if g.phase == zsc.P_ORDER:
            v.status = "%s: actions received" % (seat_label(p))
            v.lines[0] = "which one first?"
            v.lines[1] = counts_text(g.counts(p))[:21]
            slot = 0
            for a in (zsc.LUCKY, zsc.BREAK, zsc.COPY):
                if a in g.todo:
                    v.set(
                        slot, CARD_KEYS[a][0], CARD_KEYS[a][1], ANSWER + zsc.IN_NEXT + a - zsc.FIRE
                    )
                    slot += 1
            return
        if g.phase == zsc.P_BREAK:
            v.status = "%s: Breakage" % (seat_label(p))
            v.lines[0] = "which curio goes? %d" % g.breaks_left
            v.lines[1] = counts_text(g.counts(p))[:21]
            slot = 0
            for opt in g.break_options(p):
                b = opt - zsc.IN_BREAK
                t = b & 7
                label = break_label(b)
                v.set(slot, label, CARD_KEYS[t][1], ANSWER + opt)
                slot += 1
                if b >= zsc.TYPES:
                    v.lines[1] = "%s: CP joined to %s" % (label, CARD_KEYS[t][0])
            return
        v.status = "%s: Copy joins?" % (seat_label(p))
        v.lines[0] = "tied: the most held"
        v.lines[1] = counts_text(g.counts(p))[:21]
        for t in g.most_held(p):
            v.set(t, CARD_KEYS[t][0], CARD_KEYS[t][1], ANSWER + zsc.IN_COPY + t)

    def see(self):
        """Open the look at the table (the menu offers it where no key is free)."""
        self.mode = _M_SEE
        self.page = 0

    def _see(self, v):
        g = self.session.game
        n = g.players
        if self.page == 0:
            v.status = self._round_status("table")
            v.lines[0] = "bin %d deck %d kim %s" % (
                len(g.bin),
                g.deck,
                "-" if g.closed else str(g.kimonos),
            )
            h = g.holder()
            if g.phase == zsc.P_CHOOSE or g.phase == zsc.P_SPLIT:
                who = g.still_choosing() if g.phase == zsc.P_CHOOSE else g.choosers
                names = " ".join(seat_label(s) for s in who)
                if len(names) > 12:
                    names = "P" + "".join(str(s + 1) for s in who)
                v.lines[1] = "choosing " + names
            else:
                v.lines[1] = "apprentice " + (seat_label(h) if h is not None else "-")
        else:
            p = self.page - 1
            v.status = "%s %d pts %d cards" % (seat_label(p), g.score(p), g.collected(p))
            v.lines[0] = counts_text(g.counts(p))[:21] or "no curios"
            extra = "coins %d" % sum(g.coins[p])
            if g.fire[p]:
                extra += " fire %d" % g.fire[p]
            if g.holder() == p:
                extra += " +A"
            v.lines[1] = extra
        self.seat_pages(v, n, _A_PAGE, 6, "TBL", self.page)
        v.set(S_BACK, "BCK", BACK_COLOUR, _A_BACK)
        v.cursor = S_BACK

    def _direct(self, v):
        g = self.session.game
        p = g.tallied
        v.status = "Tally %s: %d/%d" % (seat_label(p), g.asked + 1, zsc.Q_COINS + 1)
        if g.asked == zsc.Q_COINS:
            coins = g.coins[p]
            v.lines[0] = "coin values, then END"
            if coins:
                v.lines[1] = "%d coins=%d pts last %d" % (len(coins), sum(coins), coins[-1])
            else:
                v.lines[1] = "no coins yet"
            for n in range(1, zsc.MAX_COIN + 1):
                v.set(n - 1, str(n), COIN_KEY[1], ANSWER + zsc.COIN + n)
            v.set(S_OK, "END", OK_COLOUR, ANSWER + zsc.IN_DONE)
            v.cursor = S_OK
            return
        q = g.asked
        limit = g.direct_limit(q)
        v.lines[0] = "How many %s?" % ("Fire" if q == zsc.Q_FIRE else PLURALS[q])
        if self.tens:
            v.lines[1] = count.units_hint(self.tens)
        else:
            v.lines[1] = "0-%d%s" % (limit, ", copies in" if q < zsc.TYPES else "")
        count.digits(v, self.tens, 0, limit, _A_DIGIT)
        v.cursor = count.slot(0)

    def tally_rows(self, p):
        """The breakdown of seat p, a line each: type, count, limit, points each, points."""
        g = self.session.game
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
                out.append(row[:21])
        if g.coins[p]:
            out.append("coins %d: %+d" % (len(g.coins[p]), sum(g.coins[p])))
        if g.fire[p]:
            out.append("Fire %d: %+d" % (g.fire[p], zsc.FIRE_POINTS * g.fire[p]))
        return out or ["nothing collected"]

    def _tally(self, v):
        g = self.session.game
        n = g.players
        _, winners, rule, _ = g.decide()
        if self.page == _PAGE_VALUES:
            self._values_page(v)
        elif self.page == 0 or self.page > n:
            self.result_head(v, "pts")
            if rule == R_MORE_CARDS:
                v.lines[1] = "tie: more cards (%d)" % g.collected(winners[0])
        else:
            p = self.page - 1
            rows = self.tally_rows(p)
            pages = (len(rows) + 1) // 2
            sub = self.sub % pages
            v.status = "%s %d pts %d/%d" % (seat_label(p), g.score(p), sub + 1, pages)
            v.lines[0] = rows[2 * sub]
            v.lines[1] = rows[2 * sub + 1] if 2 * sub + 1 < len(rows) else ""
        self.seat_pages(v, n, _A_PAGE, 6, "SUM", self.page)
        v.set(8, "VAL", WHITE, _A_PAGE + _PAGE_VALUES)
        if self.page == _PAGE_VALUES:
            v.cursor = 8
        v.glow = PLAYER_COLOURS[winners[0]]  # the lights of the dark keys

    def _values_page(self, v):
        """The card values the tally used (S7): points/limit per type."""
        g = self.session.game
        items = [
            "%s %d/%s" % (CARD_KEYS[t][0], g.flowers[t], limit_text(g.flags[t]))
            for t in range(zsc.TYPES)
        ]
        v.status = "Values " + " ".join(items[6:])
        v.lines[0] = " ".join(items[0:3])
        v.lines[1] = " ".join(items[3:6])


UI = ZooscapeUI  # what the shell makes for this game (games.load(id, "_ui"))
