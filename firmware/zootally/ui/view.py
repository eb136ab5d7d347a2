# SPDX-License-Identifier: MIT
"""What a screen shows, as data: the render layer draws it, tests read it."""

import sys

from zootally import games
from zootally.games import refusal
from zootally.games.common import const, rule_text
from zootally.ui.keys import SLOTS

# A soft key's action, a number the module of the screen shown gives it meaning (ui/shell.py
# hands it the key). On the game's screens (ui/play.py): below PAGE, the game's own (its
# phase's act()); ANSWER + a game input, the key enters that input as it is (GameUI.answer,
# without the game's act(): the key says what it answers).
ANSWER = const(0x400)
# PAGE + n: the key opens page n of what the screen shows (a tally's, a table's: 0 the page
# of all, 1.. a seat's; GameUI.open_page). TENS: a count's +10 (ui/count.py), which adds
# to the UI's tens. Both the same in every game, without the game's act().
PAGE = const(0x300)
TENS = const(0x3FF)

# The screens, each drawn by its module (ui/shell.py's OWNERS).
SC_GAME = const(0)
SC_PLAYERS = const(1)
SC_PLAY = const(2)
SC_MENU = const(3)
SC_CONFIRM = const(4)  # new game: first ask
SC_CONFIRM2 = const(5)  # new game: second ask
SC_DAMAGED = const(6)
SC_WARN = const(7)
SC_HISTORY = const(8)  # ui/history.py's screens
SC_SCORE = const(9)  # the score so far (the menu's SCO)
SC_FIX = const(10)  # FIX: the entry to fix, a stop (ui/fix.py)
SC_NAMES = const(11)  # a new game's players' names, from the settings' roster
SC_PROBLEMS = const(12)  # what settings.toml had that the device could not use (ui/boot.py)

# Colours of things that are not animals or curios.
WHITE = 0xFFFFFF
UNDO_COLOUR = 0xFF0000
OK_COLOUR = 0x00FF40
BACK_COLOUR = 0x404040
MENU_COLOUR = 0x8040FF
# The seats' own labels: P1 for seat 0 (docs/vocabulary.md), as many as a finished game's
# summary can name (its winners are a byte's bits): each with its colour. No game seats
# seven, but a summary the history holds may read so (another firmware's game, damage).
SEATS = ("P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8")
PLAYER_COLOURS = (0xFF2020, 0xFFD000, 0x00D0FF, 0xD020FF, 0x20FF60, 0xFF8000, 0xFF80C0, 0x8080FF)
# What the screens call the seats of the game on: each its player's name as shown
# (core/names.labels), else its seat's label. The shell sets it (Shell.render, from the
# log's names: name_seats); one list, so that every screen says the same.
seat_labels = list(SEATS)


def seat_label(seat):
    """A seat as every screen names it: its player's name (Ann), else P1 for seat 0 (any
    seat number a byte makes, for an input's text). No local: it is called deep under
    the screens."""
    return seat_labels[seat] if seat < len(seat_labels) else "P%d" % (seat + 1)


def name_seats(labels):
    """The game on's labels (labels_of(); () for none) into seat_labels."""
    for i in range(len(SEATS)):
        seat_labels[i] = labels[i] if i < len(labels) and labels[i] else SEATS[i]


def label_in(labels, seat):
    """A seat of another game (HISTORY's) as seat_label says it, from that game's labels
    (labels_of; () or None: seats alone)."""
    return labels[seat] if labels and seat < len(labels) and labels[seat] else SEATS[seat]


def named(text):
    """A text of the rules engine's (a refusal, a rule break: the engine knows seats, not
    people) with its seats (P2, P2:) called as the screens call them. A seat is a word
    P and a number, alone or before a mark (`P2,`): never the start of a player's name
    the screen shows already (`P2a`, `P2-`: after P and a number a name has a letter of A-Z
    or '-', core/names.refusal)."""
    if "P" not in text:
        return text
    words = text.split(" ")
    for i in range(len(words)):
        w = words[i]
        k = 1
        while k < len(w) and "0" <= w[k] <= "9":
            k += 1
        if k > 1 and w[0] == "P" and 1 <= int(w[1:k]) <= len(SEATS):
            if k == len(w) or not (w[k].isalpha() or w[k] == "-"):  # (no digit: k passed them)
                words[i] = seat_labels[int(w[1:k]) - 1] + w[k:]
    return " ".join(words)


def labels_of(packed):
    """A game's names as the log and the history keep them (core/names.pack's bytes, or
    None) -> what its screens show of each seat's (None: no name), or ()."""
    if not packed:
        return ()
    from zootally.core.names import labels

    try:
        text = bytes(packed).decode()
    except UnicodeError:  # a damaged summary's (the history's CRC passed by chance)
        return ()
    shown = labels([n or None for n in text.split(",")])
    games.forget("zootally.core", "names")  # asked once a game: not kept in the heap
    return shown


MORE = " +%d more"  # the parts a line leaves out: in words (a bare +2 reads as points)


def fit(parts, width=21):
    """Parts a space apart, as many as fit the line, then "+N more" for the ones left out
    (the screen that shows them all is a key away)."""
    text = ""
    for i in range(len(parts)):
        more = MORE % (len(parts) - i - 1) if i < len(parts) - 1 else ""
        if len(text) + 1 + len(parts[i]) + len(more) > width:
            if not text:  # the first part alone is too long: as much of it as fits
                return parts[i][: width - len(more)] + more
            return text + MORE % (len(parts) - i)
        text += (" " if text else "") + parts[i]
    return text


def paged(v, head, lines, sub):
    """Lines too many for the screen's two, two a page: `head` on the status line with
    the page shown (1/2) where there is more than one, the page `sub` (turned around)."""
    pages = (len(lines) + 1) // 2 or 1
    k = sub % pages
    v.status = head if pages == 1 else "%s %d/%d" % (head, k + 1, pages)
    v.lines[0] = lines[2 * k] if 2 * k < len(lines) else ""
    v.lines[1] = lines[2 * k + 1] if 2 * k + 1 < len(lines) else ""


def wrap(parts, width=21):
    """Parts a space apart in lines of at most `width` characters (none split)."""
    out = []
    line = ""
    for part in parts:
        if line and len(line) + 1 + len(part) > width:
            out.append(line)
            line = part
        else:
            line = line + " " + part if line else part
    if line:
        out.append(line)
    return out


def fitting(parts, width=21):
    """How many of the parts, from the first, fit the line a space apart."""
    n = 0
    used = -1
    while n < len(parts) and used + 1 + len(parts[n]) <= width:
        used += 1 + len(parts[n])
        n += 1
    return n


class View:
    """status: the top line; lines: two lines of question and detail; slots: per soft
    key a (label, colour) or None (a dark key); cursor: the highlighted slot (-1: none);
    flash: a refusal or notice shown in place of the last line until the next key (with
    flash_top, in place of the question: the last line is what the table needs next).
    keep: the lines no notice may cover, from the bottom: 1 the last (it says what
    decided: who leads the next round, why the game was won; the notice takes the
    question's place), 2 both (one text over the two, a row of cards: it takes the status
    line's)."""

    def __init__(self):
        self.status = ""
        self.lines = ["", ""]
        self.slots = [None] * SLOTS
        self.actions = [0] * SLOTS
        self.cursor = -1
        # A board without soft keys narrows its choice (ui/narrow.py): the choices it is
        # still between, as positions in options() from lo to hi (hi -1: to the last).
        self.lo = 0
        self.hi = -1
        self.flash = ""
        self.flash_top = False
        self.keep = 0  # lines a notice never covers, from the bottom (the docstring)
        # The soft keys turned to other things with the input just entered, where the
        # table's hands expect the same again (ZooStock: number keys turned animal keys for
        # a player shown void): app.py takes no soft key for a moment after such a screen.
        self.switched = False
        self.undo = False  # is UNDO lit
        self.back_label = "BCK"  # what the BACK key does here, for the legend ("OTH": ZooStock)
        # Pictures, for the render layer to draw where the screen has room. A game's UI
        # builds them only where `pictures` says the screen draws them (the app sets it):
        # on a 64-pixel screen they would be made and dropped at every key for nothing.
        self.pictures = False
        # Does the board have keys for the soft keys (the MacroPad)? Else the highlight
        # walks to a choice, and a UI may start it where the next answer most likely is.
        self.keyed = True
        self.far = False  # four arrows: each narrows to a half of its side (ui/narrow.py)
        self.bars = None  # [(value, colour, marked)]: one bar per player (a tally)
        self.glow = 0  # a colour for the lights under no key (the winner's; never a key's)
        self.big = ""  # a large text (ZooStock's trump number)
        self.chart = None  # [(value, colour)]: small bars beside it (the EX zone)
        # [(seat colour, [(text, colour)], seat's label)]: each seat's things as coloured
        # blocks (a ZooStock zoo's rows), for a screen with room for a picture
        self.table = None
        # Labels of the keys that are players' names not of the game on (the names
        # screen's roster): the legend may cut them, as it cuts the seats' (ui/legend.py).
        self.names = None

    def shown(self):
        """The three text lines as the screen shows them, the notice in its place."""
        if not self.flash:
            return [self.status, self.lines[0], self.lines[1]]
        if self.keep == 2:
            return [self.flash, self.lines[0], self.lines[1]]
        if self.flash_top or self.keep:
            return [self.status, self.flash, self.lines[1]]
        return [self.status, self.lines[0], self.flash]

    def named_texts(self):
        """The engine's texts on the screen (a refusal, what decided: "tie: P2, 2nd
        player") name seats; the screens of a game with names name its players (named)."""
        self.flash = named(self.flash)
        self.status = named(self.status)
        self.lines[0] = named(self.lines[0])
        self.lines[1] = named(self.lines[1])

    def clear(self):
        for i in range(SLOTS):
            self.slots[i] = None
        self.lines[0] = self.lines[1] = ""
        self.cursor = -1
        self.lo = 0
        self.hi = -1
        self.back_label = "BCK"
        self.switched = False
        self.keep = 0
        self.bars = None
        self.glow = 0
        self.big = ""
        self.chart = None
        self.table = None
        self.names = None

    def set(self, slot, label, colour, action):
        self.slots[slot] = (label, colour)
        self.actions[slot] = action

    def options(self):
        return [i for i in range(SLOTS) if self.slots[i] is not None]

    def move_cursor(self, step):
        opts = self.options()
        if not opts:
            self.cursor = -1
            return
        if self.cursor not in opts:
            self.cursor = opts[0]
            return
        self.cursor = opts[(opts.index(self.cursor) + step) % len(opts)]


class GameUI:
    """What the shell asks of a game's screens, ui/<module>/__init__.py (docs/adding-a-game.md).
    A game's UI class subclasses this; the optional parts have their defaults here, in one
    place. Required, with no default: fill(view). What decided a game over is the engine's
    decide() (the history keeps it as it is)."""

    SEE = False  # the menu offers SEE: the table as it is (see())
    # The phase screens (phase_screens' name) a new game opens on, or "" (none): read from
    # the drive while the player count is asked (Shell.idle), not under the key that
    # starts it.
    FIRST = ""
    # UNDO's notice covers the question, not the last line, where that line is the entry
    # so far (ZooStock's trick): the table sees what is entered and what went.
    UNDO_OVER_QUESTION = False

    def _input(self, game_input):
        """Give the game an input; a refusal text, or None. (self.session: the game's.)
        Subclasses do not wrap this: the input's resolution is the deepest Python stack on
        the board, and a wrapper is one frame more under it. answered() runs after."""
        session = self.session  # type: ignore[attr-defined]
        if self.tens:
            self.tens = 0  # an input answers the count being made, or drops it
        err = session.apply(game_input)
        if err:
            # refusal, not games.refusal: a call of a method takes a stack slot more in
            # this frame, which is under the board's deepest Python stack.
            return refusal(session.module, session.game, err, game_input)
        self.answered()
        return None

    # A key whose action is ANSWER + input: the shell calls this (the same function, not a
    # wrapper: no frame more under the input's resolution).
    answer = _input

    def answered(self):
        """An input was taken (after the game resolved it)."""

    # What the shared keys set (the class's values until a key sets the instance's): the
    # tens of a count being made (ui/count.py, 0: none), the page shown (PAGE keys), and
    # that page's own page where it has more than fits (its key pressed again turns it).
    tens = 0
    page = 0
    sub = 0

    def act(self, action):
        """A soft key of the game's own actions (below PAGE): a refusal or notice text, or
        None. The phase's module that drew the key handles it, act(ui, action), where it
        has one (the shell calls that itself: no frame of this one under the input it may
        make); a game with no phase modules overrides this. A game whose keys all enter
        inputs, pages or counts has none."""
        act = getattr(self.screens(), "act", None)
        return act(self, action) if act is not None else None

    def open_page(self, page):
        """A PAGE key: show that page; the key of the page shown turns its own pages
        (`sub`: a player's breakdown too long for two lines, as the status's 1/2 says)."""
        self.sub = self.sub + 1 if page and page == self.page else 0
        self.page = page

    def partial(self):
        """Is something half-entered, that UNDO would drop (here: a count's tens)?"""
        return bool(self.tens)

    def cancel(self):
        """Drop a half-made entry (UNDO's first step); True if there was one."""
        had = bool(self.tens)
        self.tens = 0
        return had

    _phase = None  # (phase, its module's full name): phase_screens
    _ahead = None  # the phase whose screens load_ahead loaded, not shown yet

    def screens(self):
        """The module of the phase shown (phase_screens'), or None: it draws the phase's
        keys and handles them (its act, explain, back and turn, where it has them)."""
        held = self._phase
        return None if held is None else sys.modules.get(held[1])

    def phase_screens(self, name):
        """A phase of the game the others never show (its set-up, its tally), as screens of
        their own, ui/<game module>/<name>.py: loaded while that phase shows, forgotten
        when another does (name None: none), so that no other phase's heap holds their
        code. Returns the module (its fill(ui, view)), or None. Called at every draw: the
        phase held costs one lookup, no new object."""
        held = self._phase
        if held is not None and held[0] == name:
            module = sys.modules.get(held[1])
            if module is not None:
                return module
        game_id = self.session.module.GAME_ID  # type: ignore[attr-defined]
        if held is not None and held[0] != name:
            self._phase = None
            # And the game's parts the phase loaded for itself (its module's LOADS).
            for part in getattr(sys.modules.get(held[1]), "LOADS", ()):
                games.unload(game_id, part)
            games.unload(game_id, held[0])
            # And the shared screens phases import (a game's UI imports neither): the
            # counts (ui/count.py) and the tally's result (ui/result.py).
            games.forget("zootally.ui", "count")
            games.forget("zootally.ui", "result")
        ahead = self._ahead
        if ahead is not None:  # loaded ahead: shown now, or forgotten
            self._ahead = None
            if ahead != name:
                games.unload(game_id, ahead)
        if name is None:
            return None
        module = games.load(game_id, name)
        self._phase = (name, module.__name__)
        return module

    def next_phase(self):
        """The phase whose screens the next input may open (a name fill() gives
        phase_screens: a round's or the game's end opens the tally), or None. Only a
        hint: the screens load ahead while the device idles (load_ahead)."""
        return None

    def load_ahead(self):
        """The device idles (Shell.idle): load the screens of the phase the next input
        may open (next_phase), so that the key that opens them finds them loaded instead
        of reading them from the drive under the key. They leave with the phase shown
        (phase_screens), or when next_phase no longer names them (an UNDO). Called on
        every idle turn: nothing new costs a call and a comparison."""
        name = self.next_phase()
        ahead = self._ahead
        if name == ahead:
            return
        held = self._phase
        game_id = self.session.module.GAME_ID  # type: ignore[attr-defined]
        if ahead is not None and (held is None or held[0] != ahead):
            games.unload(game_id, ahead)
        self._ahead = None
        if name is not None and (held is None or held[0] != name):
            games.load(game_id, name)
            self._ahead = name

    def kept(self):
        """The screens' state, to outlive them while the shell sets the game aside (the
        menu, HISTORY, the record: ui/shelf.py) and makes them anew from its log (keep()):
        every attribute but the session and the phase held, so that the table finds the
        screen it left (a page, a split point, a round's result not yet read). Plain
        values only, as they are: the game state they were drawn from is replayed whole.
        (An instance's __dict__, a copy, is CircuitPython's on its full builds, the boards'
        here; without it the screens start afresh, as after a power cut.)"""
        state = getattr(self, "__dict__", None) or {}
        return [(k, v) for k, v in state.items() if k != "session" and k != "_phase"]

    def keep(self, kept, exactly=False):
        """Take back, on screens made anew, what kept() gave; `exactly`: on these same
        screens, whose attributes set since kept() go too (the class's values again)."""
        if exactly:
            names = [k for k, _ in kept]
            for k in [k for k in getattr(self, "__dict__", ()) if k not in names]:
                if k != "session" and k != "_phase":
                    delattr(self, k)
        for k, v in kept:
            setattr(self, k, v)

    at_end = False  # the game was over when last drawn

    def open_result(self, over):
        """A tally opens on the result (its page 0), whatever page of the zoos, the table
        or the objectives was read last; `over`: is the game over now."""
        if over and not self.at_end:
            self.page = 0
        self.at_end = over

    def forced(self):
        """(game input, what to say) where the question now has one answer that can make a
        difference, so the device answers it itself (docs/vocabulary.md); else None. The
        shell applies it after each key and steps back over it on UNDO."""
        return None

    def incomplete(self):
        """Is the game between the inputs of one entry the screens make as several (so
        that no key answers the question it is at)? UNDO and a resume take such an entry
        back whole."""
        return False

    def news(self):
        """What the last input made happen, said for a moment after the key (None: the
        screen says it itself, or nothing did)."""
        return None

    def asking(self):
        """Does the screen now ask the table a question (not only show a result or wait
        for a turn to be done)? tests/test_forced.py: a question has two answers or more."""
        return True

    def turn(self, step):
        """The encoder turned: move a position shown on this screen (the phase's module's
        turn(ui, step), where it has one); False if none."""
        turn = getattr(self.screens(), "turn", None)
        return turn(self, step) if turn is not None else False

    def back(self):
        """The BACK key (a held button on three-button boards): drops a half-made entry; a
        phase whose screens have a BCK key of their own makes BACK do what that key does
        (its module's back(ui))."""
        back = getattr(self.screens(), "back", None)
        if back is not None:
            back(self)
        else:
            self.cancel()

    def decided_by(self):
        """What decided the game over, as its tally says it: the engine's decide()."""
        _, _, rule, extra = self.session.game.decide()  # type: ignore[attr-defined]
        return rule_text(rule, extra)

    def seat_pages(self, v, players, home, label, page):
        """The keys of pages per seat, as every game's tally and table views have them: a
        seat's key in its colour opens its page (PAGE + 1 + seat), the key at slot `home`
        labelled `label` the page of all (PAGE); the highlight on the page shown (`page`:
        0 all, 1.. a seat)."""
        for s in range(players):
            v.set(s, seat_label(s), PLAYER_COLOURS[s], PAGE + 1 + s)
        v.set(home, label, WHITE, PAGE)
        v.cursor = page - 1 if 0 < page <= players else home

    def explain(self, slot):
        """Why a dark key does nothing here, or None: the phase's module says, where it
        has an explain(ui, slot)."""
        explain = getattr(self.screens(), "explain", None)
        return explain(self, slot) if explain is not None else None

    def input_text(self, game_input):
        """A game input in a few characters ('G8'), for 'undone: G8'; None: 'undone'."""
        return None

    def see(self):
        """Show the SEE screen (only where SEE is True)."""
