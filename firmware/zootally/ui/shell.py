# SPDX-License-Identifier: MIT
"""The device around a game: it hands each key to the module of the screen shown and draws
the screen again. Each screen's module (OWNERS) draws it and owns its keys: fill(shell, v),
key(shell, action), back(shell), undo(shell), and where they do something menu(shell),
turn(shell, step) (True: it moved something) and explain(shell, slot). One is loaded at a
time but the game's (Shell._owner), so that a game's heap never holds the others' code.
Here: the state they share, the game set aside and back, the names shown. Keys in, a View
out; no hardware here."""

from zootally import games
from zootally.core.session import Session
from zootally.ui import keys
from zootally.ui.view import (
    SC_DAMAGED,
    SC_GAME,
    SC_MENU,
    SC_NAMES,
    SC_PLAY,
    SC_PLAYERS,
    SC_WARN,
    View,
    labels_of,
    name_seats,
)

# The module of each screen, ui/<name>.py, by the screen's number (ui/view.py's SC_*);
# while a fix is under way, ui/fix.py has every screen.
OWNERS = (
    "choice",  # SC_GAME
    "choice",  # SC_PLAYERS
    "play",  # SC_PLAY
    "menu",  # SC_MENU
    "menu",  # SC_CONFIRM
    "menu",  # SC_CONFIRM2
    "damaged",  # SC_DAMAGED
    "play",  # SC_WARN
    "history",  # SC_HISTORY
    "score",  # SC_SCORE
    "fix",  # SC_FIX
    "seating",  # SC_NAMES
    "boot",  # SC_PROBLEMS
)


class Shell:
    def __init__(self, store, card_values=None, roster=""):
        self.store = store
        # (points, limits) from settings.toml (core/settings.card_values), or None: what
        # a new game's start inputs are made from.
        self.card_values = card_values
        # The table's names from settings.toml ("Ann,Ben,Cy", checked: core/names.py),
        # offered on a new game's seats (ui/seating.py): there, the players asked for, the
        # names given so far in seat order (None: not asked yet) and the roster's page.
        self.roster = roster
        self.seats = 0
        self.seated = None
        self.roster_page = 0
        self.device = None  # the board's id (start.device_id()), or None
        # The log's names the screens show (False: not looked at yet), as labels.
        self.names_shown = False
        self.labels = None
        self.view = View()
        self.session = None
        self.ui = None
        self.screen = SC_GAME
        self.owner = None  # the name of the screen's module loaded (_owner)
        self.game_index = 0
        self.titles_page = 0  # the game choice's page of titles (three a page)
        self.why_lines = None  # what the menu says of the last thing done (ui/play.py)
        # The score so far, made as the menu opens (ui/play.py): (unit, what the totals
        # are, totals, each seat's lines); its page (0 all, 1.. a seat) and that page's own.
        self.score = None
        self.score_page = 0
        self.score_sub = 0
        self.found = None  # what boot found when it was not a clean game (ui/damaged.py)
        # What settings.toml had that could not be used, said at the start (ui/boot.py):
        # [the screen the start chose, what it said, the problems, the page shown].
        self.warnings = None
        # For the serial console: a list of lines, or the game record, made line by line
        # as it is sent (ui/outbox.py); the app takes it with take_outbox().
        self.outbox = None
        self.sending = False  # the record is going out: sent() follows (take_outbox)
        self.warned = 0  # the game's rule breaks shown (ui/play.py)
        # (game id, players, log, summary, screen state, its UI's SEE) of the game set
        # aside while the menu or HISTORY shows or its record is made (shelve);
        # game_ui() replays it back when its screens show again.
        self.shelved = None
        self.see_next = False  # SEE was pressed on the menu: the game comes back, then SEE
        self.history = None  # ui/history.History while the HISTORY screen is open
        self.history_from = SC_GAME  # where it goes back to
        self.ahead = None  # the game whose rules and screens idle() loaded ahead
        self.number_ahead = None  # and the next game's number it found in the history
        self.fixing = None  # ui/fix.Fix while a FIX is under way
        # The screens' state (GameUI.kept) before the fix UNDO would take back, or None;
        # and what the menu's why says of that fix.
        self.before_fix = None
        self.fix_note = None

    def boot(self, warnings=()):
        """Start from what the store holds (ui/boot.py, in the heap for this only), the
        settings' `warnings` on the first screen."""
        from zootally.ui import boot

        boot.start(self, warnings)
        games.forget("zootally.ui", "boot")
        self.render()

    def known(self, game_id, params):
        row = games.entry(game_id)
        return row is not None and params in row[games.PLAYERS]

    def resume(self, game_id, params, inputs):
        self.session = Session(games.load(game_id), params, self.store, inputs)
        self.make_ui()
        self.warned = len(self.session.game.warnings)
        self.screen = SC_PLAY

    def idle(self):
        """The device waits for a key: do what the likeliest next one needs ahead, so that
        it draws sooner. While the player count is asked that is the game's start: what
        the store writes it from (the log's image, or the whole area's with the history
        copied where the log is full: logwrite.reserve), the game's rules and screens, its
        number (the history walked), in the order the start takes them (ui/choice.py's
        new_game, which then finds them), the screens its first phase opens on (its UI's
        FIRST) and ui/play.py, the module of the game's screens (_owner). Another title
        chosen after BCK forgets them (render). The idle loop calls this on every turn:
        nothing to do costs one comparison. During a game, the screens of the phase the
        next input may open (GameUI.load_ahead)."""
        if (self.screen == SC_PLAYERS or self.screen == SC_NAMES) and self.ahead is None:
            from zootally.core import logwrite

            game_id = games.GAMES[self.game_index][games.ID]
            logwrite.reserve(self.store)
            games.load(game_id)
            first = games.load(game_id, "ui").UI.FIRST
            self.ahead = game_id
            self.number_ahead = self.game_number()
            if first:
                games.load(game_id, first)
            from zootally.ui import play  # noqa: F401  (its owner's: _owner finds it)
        elif self.screen == SC_PLAY and self.ui is not None:
            self.ui.load_ahead()  # a round's or the game's end: its tally's screens

    # ---- keys ---------------------------------------------------------------------------

    def press(self, key):
        """Hand one logical key to the module of the screen shown; draw the screen again.
        (Few locals: a game's input is resolved under this frame, the deepest Python stack
        on the board; `key`, once a soft key, is its slot.)"""
        key = self._before(key)
        if key < 0:
            return
        owner = self._owner()
        if key == keys.OK or 0 <= key < keys.SLOTS:
            key = self.view.cursor if key == keys.OK else key
            if key >= 0 and self.view.slots[key] is not None:
                owner.key(self, self.view.actions[key])
            else:
                self.view.flash = self._unused(owner, key)
        elif key == keys.UNDO:
            owner.undo(self)
        elif key == keys.BACK:
            owner.back(self)
        elif key == keys.MENU:
            getattr(owner, "menu", _nothing)(self)
        elif not self._turn(owner, key):
            return  # only the highlight moved
        self._come_back()
        self.render()

    def _before(self, key):
        """Before a key: the last notice goes; a game set aside comes back, drawn, as the
        key acts on what it shows; a board without soft keys narrows its choice (-1: that
        was all the key did)."""
        v = self.view
        v.flash = ""
        v.flash_top = False
        if self.ui is None and self._shows_game() and self.game_ui() is not None:
            self.render()
        if not v.keyed and (key == keys.PREV or key == keys.NEXT or key >= keys.FAR_PREV):
            from zootally.ui.narrow import narrow  # only a board without soft keys loads it

            return narrow(v, key)  # a choice to take, or -1: narrowed
        return key

    def _unused(self, owner, slot):
        """What a key that takes nothing here says: why, where the screen's module says."""
        explain = getattr(owner, "explain", None) if slot >= 0 else None
        return (explain(self, slot) if explain else None) or "key not used here"

    def _turn(self, owner, key):
        """PREV, NEXT and the encoder's turns. The encoder moves what the screen shows a
        position of (a split point), where it has one; otherwise it moves the highlight,
        as the arrow buttons always do: then False (nothing to draw again)."""
        step = -1 if key == keys.PREV or key == keys.TURN_PREV else 1
        if key >= keys.TURN_PREV and getattr(owner, "turn", _nothing)(self, step):
            return True
        self.view.move_cursor(step)
        return False

    def _come_back(self):
        """A game set aside comes back when its screens show again: here, not under
        render() (the Python stack) nor under the key's frames (the HISTORY screen they
        held); the menu and NEW's questions do without it."""
        if self.ui is None and self._shows_game():
            self._owner()  # the screen's module before: out of the heap first
            ui = self.game_ui()
            if self.see_next:  # asked on the menu, opened once the game is back
                self.see_next = False
                ui.see()

    def _owner(self):
        """The module of the screen shown (OWNERS), loaded; the one before leaves the
        heap (ui/play.py stays with the game's screens it serves a fix's)."""
        name = "fix" if self.fixing is not None else OWNERS[self.screen]
        held = self.owner
        if held != name:
            if held is not None:
                games.forget("zootally.ui", held)
            if self.shelved is None:  # nothing set aside: its module out too (ui/shelf.py)
                games.forget("zootally.ui", "shelf")
            self.owner = name
        return __import__("zootally.ui." + name, None, None, [name])

    def early(self, key):
        """Before a key that means something else when held (the encoder's push: OK, and
        MENU held) is pressed as it goes down: on the game's screens what it does can be
        taken back, so it need not wait for its release; returns what take_back() needs
        (the app presses the key itself: no frame of this one under the input's
        resolution). Elsewhere None: the key waits for its release, as before; so does
        UNDO, whatever the screen: taking back inputs cannot give back one it dropped; and
        any key right after a fix, which UNDO (a held key on the Feather) takes back whole
        only while no input came after it."""
        if key == keys.UNDO or self.screen != SC_PLAY or self.ui is None or self.fixing:
            return None
        if self.session.unfix is not None:
            return None
        return (len(self.session.log), self.ui.kept(), self.view.cursor)

    def take_back(self, before):
        """The key pressed early was held: undo what it did (its inputs, and the answers
        the device gave itself after them), give the screens back their state and the
        highlight; the held key's meaning comes next. A rule break the input showed goes
        with it."""
        done, kept, cursor = before
        session = self.session
        while len(session.log) > done and session.undo():
            pass
        self.ui.keep(kept, True)  # early() was on the game's screens, and a game key keeps them
        self.screen = SC_PLAY
        # Drawn again, so that the held meaning meets the screen as it was: its keys, and
        # the phase whose module handles them (the early key may have ended the game).
        self.render()
        self.view.cursor = cursor

    # ---- what the screens' modules share ------------------------------------------------

    def _shows_game(self):
        """Does the screen show the game (its screens needed, not only its log)?"""
        return self.screen == SC_PLAY or self.screen == SC_WARN

    def leave_menu(self):
        """Out of the menu and its screens: to the game, or to the damaged store's
        question while it is undecided."""
        if self.found is not None:
            self.screen = SC_DAMAGED  # still undecided: keep or discard
        else:
            self.screen = SC_PLAY if self.session or self.shelved else SC_GAME

    def take_outbox(self):
        """What to send over the serial console now, as a list of parts (iterables of
        lines: ui/outbox.py), or None."""
        if self.outbox is None:
            return None
        from zootally.ui import outbox

        return outbox.take(self)

    def sent(self):
        """After App.send: say what went out, and from the menu go back to the game, its
        screens made anew now, after the record, not beside it (nor beforehand, to be
        set aside again for it). True if the screen changed: the app draws it again."""
        games.forget("zootally.ui", "outbox")
        if not self.sending:
            return False
        self.sending = False
        game = self.session or self.shelved
        if self.screen == SC_MENU:
            self.screen = SC_PLAY
        self._come_back()
        self.render()
        self.view.flash = "record sent to USB" if game else "history sent to USB"
        return True

    def make_ui(self):
        self.ui = ui = games.load(self.session.module.GAME_ID, "ui").UI(self.session)
        return ui

    def game_ui(self):
        """The game's screens (None without a game), made anew if they were forgotten, and
        a game set aside replayed from its log first."""
        if self.ui is None:
            shelved = self.shelved
            if shelved is not None:
                # Replayed here, not by resume(): a frame less under the replay, the
                # deepest Python stack of the device (screen and flags stay as they are).
                self.shelved = None
                module = games.load(shelved[0])
                self.session = Session(module, shelved[1], self.store, shelved[2])
                self.make_ui().keep(shelved[4])
            elif self.session is not None:
                self.make_ui()
        return self.ui

    # ---- the screen ---------------------------------------------------------------------

    def render(self):
        v = self.view
        if self.ahead is not None and self.screen != SC_PLAYERS and self.screen != SC_NAMES:
            self._drop_ahead()
        if self.ui is None and self._shows_game():
            self.game_ui()  # set aside while HISTORY was open or the record made
        self._show_names()
        owner = self._owner()
        v.undo = True  # UNDO is lit where it does something (the screens where not say)
        if self.screen == SC_PLAY and len(self.session.game.warnings) == self.warned:
            # The game's screens, drawn by its UI with no frame of ui/play.py's between:
            # the deepest Python stack of a game is under this call. (Its fill clears the
            # view itself: not twice at every game key.)
            self.ui.fill(v)
        else:
            v.clear()
            owner.fill(self, v)
        v.lo = 0
        v.hi = -1
        if self.labels and not getattr(owner, "OWN_NAMES", False):
            v.named_texts()
        if v.cursor < 0:  # no preselected answer: the first key that does something (on
            # a board without soft keys the middle one: every choice the fewest presses away)
            opts = v.options()
            v.cursor = (opts[0] if v.keyed else opts[len(opts) // 2]) if opts else -1

    def _show_names(self):
        """The seats' names every screen shows: the game on's, from the store (render's,
        in a method of its own: no local of render's frame under every screen's fill)."""
        store = self.store  # (none in a test's copy of the shell)
        names = store.names if store is not None and store.on else None
        if names != self.names_shown:  # a game begun, resumed, ended: not at every key
            self.names_shown = names
            self.labels = labels_of(names) or None
            name_seats(self.labels or ())

    def game_number(self):
        """The next game's number: found ahead by idle(), else now. Finding it walks the
        history, a CRC a summary: with a full one, most of the game start's own time."""
        number = self.number_ahead
        self.number_ahead = None
        if number is None:
            from zootally.core import region  # the little of the history's code it needs

            number = region.next_number(self.store.mem, self.store.base)
            games.forget("zootally.core", "region")
        return number

    def _drop_ahead(self):
        """The player count is no longer asked: what idle() loaded ahead is the game's
        now, or leaves the heap (its title was not the one started)."""
        ahead = self.ahead
        self.ahead = None
        self.number_ahead = None
        if self.session is not None and self.session.module.GAME_ID == ahead:
            return
        self.store.image = None  # the area's image, where reserve() took one
        games.forget("zootally.core", "logwrite")  # and the code that would have written it
        first = games.load(ahead, "ui").UI.FIRST
        if first:
            games.unload(ahead, first)
        games.unload(ahead)
        games.unload(ahead, "ui")
        if self.owner != "play":
            games.forget("zootally.ui", "play")


def _nothing(*_):
    """A key the screen's module takes no part in (MENU, a turn): nothing to do."""
    return False
