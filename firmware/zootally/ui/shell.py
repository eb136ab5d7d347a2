# SPDX-License-Identifier: MIT
"""The device around a game: boot and resume, UNDO, refusals and rule-break flags, HISTORY,
the record; its screens around the game (the game choice, the menu...) are
ui/shell_screens.py, loaded while they show. Keys in, a View out; no hardware here."""

from zootally import games
from zootally.core import store as st
from zootally.core.session import Session
from zootally.games.common import const
from zootally.ui import keys
from zootally.ui.view import (
    ANSWER,
    PAGE,
    SC_CONFIRM,
    SC_CONFIRM2,
    SC_DAMAGED,
    SC_FIX,
    SC_GAME,
    SC_HISTORY,
    SC_MENU,
    SC_NAMES,
    SC_PLAY,
    SC_PLAYERS,
    SC_SCORE,
    SC_WARN,
    TENS,
    X_FIX,
    X_GAME,
    X_HISTORY,
    View,
    labels_of,
    name_seats,
    named,
)

# HISTORY's keys, from here on (the shell's screens' numbers and the other actions of its
# keys are ui/view.py's, beside the game's).
_X_IN_HISTORY = const(200)  # + an action of ui/history.py

RECORD = "record"  # the outbox holds the game record, to be made as it is sent


class Shell:
    def __init__(self, store, card_values=None, roster=""):
        self.store = store
        # (points, limits) from settings.toml (core/settings.card_values), or None: what
        # a new game's start inputs are made from.
        self.card_values = card_values
        # The table's names from settings.toml ("Ann,Ben,Cy", checked: core/names.py),
        # offered on a new game's seats (SC_NAMES); there, the players asked for, the
        # names given so far in seat order (then packed for the game's start) and the
        # page of the roster shown.
        self.roster = roster
        self.device = None  # the board's id (App: device_id()), or None
        self.seats = 0
        self.seated = None
        self.roster_page = 0
        # The log's names the screens show (False: not looked at yet), as labels.
        self.names_shown = False
        self.labels = None
        self.view = View()
        self.session = None
        self.ui = None
        self.screen = SC_GAME
        self.game_index = 0
        self.titles_page = 0  # the game choice's page of titles (three a page)
        self.why_lines = None  # what the menu says of the last thing done (_why)
        # The score so far, made as the menu opens (_why): (unit, what the totals are,
        # totals, each seat's lines); its page (0 all, 1.. a seat) and that page's own.
        self.score = None
        self.score_page = 0
        self.score_sub = 0
        self.found = None  # what boot found when it was not a clean game
        # For the serial console: a list of lines, or RECORD (the game record, made line by
        # line as it is sent, never whole in the heap); the app takes it with take_outbox().
        self.outbox = None
        self.sending = False  # the record is going out: sent() follows (take_outbox)
        self.warned = 0
        # (game id, players, log, summary, screen state, its UI's SEE) of the game set
        # aside while the menu or HISTORY shows or its record is made (_shelve);
        # game_ui() replays it back when its screens show again.
        self.shelved = None
        self.see_next = False  # SEE was pressed on the menu: the game comes back, then SEE
        self.history = None  # ui/history.History while the HISTORY screen is open
        self.history_from = SC_GAME  # where BCK goes from it
        self.screens = False  # ui/shell_screens.py is loaded (one of its screens shows)
        self.ahead = None  # the game whose rules and screens idle() loaded ahead
        self.fixing = None  # ui/fix.Fix while a FIX is under way (its code loaded)
        self.fix_code = False  # ui/fix.py is loaded
        # The screens' state (GameUI.kept) before the fix UNDO would take back, or None;
        # and what the menu's why says of that fix.
        self.before_fix = None
        self.fix_note = None

    # ---- boot ---------------------------------------------------------------------------

    def boot(self, warnings=()):
        """Start from what the store holds. `warnings` (from the settings) are shown on the
        first screen."""
        status, game_id, params, inputs = self.store.load()
        self.view.flash = ""
        if status == st.EMPTY:
            self.screen = SC_GAME
        elif status == st.DAMAGED or not self._known(game_id, params):
            replayable = 0
            if self._known(game_id, params):
                replayable = len(Session(games.load(game_id), params, None, inputs).log)
            self.found = (status, game_id, params, inputs, replayable)
            self.screen = SC_DAMAGED
        else:
            self._resume(game_id, params, inputs)
            if self.session.dropped:
                self.found = (status, game_id, params, inputs, len(self.session.log))
                self.session = None
                self.screen = SC_DAMAGED
            elif self.store.fix_cut is not None:
                self.view.flash = self._fix_cut_said()
            elif status == st.TORN or self._drop_incomplete():
                self.view.flash = "last entry lost: redo"
            elif inputs:
                self.view.flash = "resumed"
        if warnings:
            more = " +%d" % (len(warnings) - 1) if len(warnings) > 1 else ""
            self.view.flash = warnings[0][: 21 - len(more)] + more
        self.render()

    def _fix_cut_said(self):
        """What a cut in a fix's write left, in the table's words: the fix not made, or
        (a cut in its UNDO) the fix still there; where the cut came before the block said
        which, the fix that stands, if one does."""
        kind = self.store.fix_cut
        if kind == 1:
            return "fix kept: UNDO again"
        if kind == 0 or self.store.unfix is None:
            return "fix not made: redo it"
        return "cut: last fix stands"

    def _drop_incomplete(self):
        """A power cut between the inputs of one entry (Zooscape's values of a type, three
        inputs) leaves a question no key answers: take the entry back whole. True if any."""
        dropped = False
        while self.ui.incomplete() and self.session.undo():
            dropped = True
        return dropped

    def _index_of(self, game_id):
        for i in range(len(games.GAMES)):
            if games.GAMES[i][games.ID] == game_id:
                return i
        return 0

    def _known(self, game_id, params):
        row = games.entry(game_id)
        return row is not None and params in row[games.PLAYERS]

    def _resume(self, game_id, params, inputs):
        module = games.load(game_id)
        self.session = Session(module, params, self.store, inputs)
        self._make_ui()
        self.warned = len(self.session.game.warnings)
        self.screen = SC_PLAY

    def idle(self):
        """The device waits for a key: do what the likeliest next one needs ahead, so that
        it draws sooner. While the player count is asked that is the game's start: the
        log's image, then the game's rules and screens, in the order the start takes them
        (shell_screens._new_game, which then finds them loaded). Another title chosen
        after BCK forgets them (render). The idle loop calls this on every turn: nothing
        to do costs one comparison. During a game, the screens of the phase the next
        input may open (GameUI.load_ahead)."""
        if (self.screen == SC_PLAYERS or self.screen == SC_NAMES) and self.ahead is None:
            game_id = games.GAMES[self.game_index][games.ID]
            self.store.reserve()
            games.load(game_id)
            games.load(game_id, "ui")
            self.ahead = game_id
        elif self.screen == SC_PLAY and self.ui is not None:
            self.ui.load_ahead()  # a round's or the game's end: its tally's screens

    # ---- keys ---------------------------------------------------------------------------

    def press(self, key):
        """Handle one logical key and redraw the view."""
        v = self.view
        v.flash = ""
        v.flash_top = False
        if self.ui is None and self._shows_game() and self.game_ui() is not None:
            # Set aside and not back yet (a record taken without sent()): the screens made
            # anew are drawn before the key acts, as it acts on what they show (ZooStock's
            # OTH, say).
            self.render()
        if not v.keyed and (key == keys.PREV or key == keys.NEXT or key >= keys.FAR_PREV):
            from zootally.ui.narrow import narrow  # only a board without soft keys loads it

            key = narrow(v, key)  # a choice to take, or -1: narrowed
            if key < 0:
                return
        if key == keys.OK or 0 <= key < keys.SLOTS:
            slot = v.cursor if key == keys.OK else key
            if slot < 0 or v.slots[slot] is None:
                if self.screen == SC_PLAY and slot >= 0:
                    v.flash = self.ui.explain(slot) or ""  # why the game takes nothing
                v.flash = v.flash or "key not used here"
                self.render()
                return
            a = v.actions[slot]
            if a < X_GAME or a >= PAGE:
                # A game's own key, handled here rather than in _act(): one frame less
                # under every input, the deepest Python stack on the board.
                done = len(self.session.log)
                if a >= ANSWER:  # the key enters this game input as it is
                    v.flash = self.ui.answer(a - ANSWER) or ""
                elif a == TENS:  # a count's +10, in every game (ui/count.py)
                    self.ui.tens += 10
                elif a >= PAGE:  # a page, in every game
                    self.ui.open_page(a - PAGE)
                else:
                    # The phase's module that drew the key handles it (GameUI.act), called
                    # from here: no frame of the UI's under the input it may make.
                    act = getattr(self.ui.screens(), "act", None)
                    v.flash = (act(self.ui, a) if act is not None else self.ui.act(a)) or ""
                if self.fixing is not None:  # the rest of the log after the fixed entry
                    self._fix().go_on(self)
                self._answer_forced()
                if not v.flash and len(self.session.log) != done:
                    v.flash = self.ui.news() or ""
            elif a == X_HISTORY:
                self._open_history()
            elif a >= X_FIX:
                self._fix().act(self, a)
            elif a >= _X_IN_HISTORY:
                self._history_act(a)
            else:
                self._screens().act(self, a)
        elif key == keys.MENU:
            if self.fixing is not None:  # the fix's own screen (its way out), or the menu
                if self.fixing.next < 0:
                    self.fixing = None  # from the pick: nothing begun
                self.screen = SC_MENU if self.fixing is None else SC_FIX
            elif self.screen == SC_SCORE:
                self.screen = SC_MENU
            elif self.screen == SC_PLAY or self.screen == SC_WARN:
                self.screen = SC_MENU
                # Said once, as the menu opens: its other keys (REC's record) redraw it
                # without loading the why module again beside what they load. Here, not
                # in _fixed_key: the why and the score are the deepest a menu goes.
                self._why()
                # Then the game is set aside while the menu shows (its screens and rules
                # come back with them): the menu's code, HISTORY's or the summary NEW
                # stores never share the heap with the game's.
                self._shelve()
        elif not self._fixed_key(key):
            return  # only the highlight moved
        if self.ui is None and self._shows_game():
            # A game set aside comes back here when its screens show again, not under
            # render() (the Python stack) nor under the key's frames (the HISTORY screen
            # they held); the menu and NEW's questions do without it.
            self._forget_screens()
            ui = self.game_ui()
            if self.see_next:  # asked on the menu, opened once the game is back
                self.see_next = False
                ui.see()
        self.render()

    def _fixed_key(self, key):
        """What a key with one meaning on every screen does (UNDO, BACK, the arrows, the
        encoder's turns; MENU is press's). False where only the highlight moved: nothing
        to redraw. Its own method: a game's input (press) never runs under its frame."""
        if key == keys.UNDO:
            self._undo()
        elif key in (keys.PREV, keys.NEXT, keys.TURN_PREV, keys.TURN_NEXT):
            step = -1 if key == keys.PREV or key == keys.TURN_PREV else 1
            # The encoder moves what the screen shows a position of (a split point);
            # otherwise it moves the highlight, as the arrow buttons always do.
            if key >= keys.TURN_PREV and self.screen == SC_PLAY and self.ui.turn(step):
                return True
            if key >= keys.TURN_PREV and self.screen == SC_FIX and self._fix().turn(self, step):
                return True
            self.view.move_cursor(step)
            return False
        elif key == keys.BACK:
            if self.screen == SC_HISTORY:
                self._history_act(-1)  # as its BCK (-1): up a level, or out
            elif self.screen == SC_SCORE:
                self._screens().back(self)  # as its BCK: up to all, or out
            elif self.screen == SC_FIX:
                self._fix().back(self)
            elif self.screen in (SC_MENU, SC_CONFIRM, SC_CONFIRM2):
                self._leave_menu()
            elif self.screen == SC_PLAYERS:
                self.screen = SC_GAME
            elif self.screen == SC_NAMES:
                self.screen = SC_PLAYERS
            elif self.screen == SC_PLAY:
                self.ui.back()
        return True

    def early(self, key):
        """Before a key that means something else when held (the encoder's push: OK, and
        MENU held) is pressed as it goes down: on the game's screens what it does can be
        taken back, so it need not wait for its release; returns what take_back() needs
        (the app presses the key itself: no frame of this one under the input's
        resolution). Elsewhere None: the key waits for its release, as before; so does
        UNDO, whatever the screen: taking back inputs cannot give back one it dropped."""
        if key == keys.UNDO or self.screen != SC_PLAY or self.ui is None or self.fixing:
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

    def _why(self):
        """What the menu says of the game, as the game's ui/<module>/why.py says it: why
        its engine did the last thing it did (why_lines: two lines, or None) and the score
        so far (score, SCO's screen; the totals the engine's running()). Imported as the
        menu opens and forgotten after: its code is never in the heap beside the menu's,
        and SCO shows while the game is set aside."""
        self.why_lines = self.score = None
        if self.session is None:
            return
        row = games.entry(self.session.module.GAME_ID)
        module = games.load(row[games.ID], "why")
        self.why_lines = module.why(self.ui)
        if self.session.unfix is not None and self.fix_note is not None:
            self.why_lines = self.fix_note  # the last thing done was a fix (ui/fix.py)
        unit, note, lines = module.score(self.ui)
        self.score = (unit, note, self.session.game.running(), lines)
        self.score_page = self.score_sub = 0
        games.unload(row[games.ID], "why")

    def _answer_forced(self):
        """Answer the questions that have one answer that matters, saying so (a loop, not
        a call per answer: the Python stack)."""
        f = self.ui.forced()
        while f is not None:
            err = self.ui._input(f[0])
            self.view.flash = err or f[1]
            if err:
                return
            f = self.ui.forced()

    def _undone(self, before):
        """The input UNDO took back first in the log: the one the table entered (what the
        device answered itself, and an entry's other parts, came after it)."""
        return before[len(self.session.log)] if len(before) > len(self.session.log) else -1

    def _shows_game(self):
        """Does the screen show the game (its screens needed, not only its log)?"""
        return self.screen == SC_PLAY or self.screen == SC_WARN

    def _leave_menu(self):
        if self.found is not None:
            self.screen = SC_DAMAGED  # still undecided: keep or discard
        else:
            self.screen = SC_PLAY if self.session or self.shelved else SC_GAME

    def _undo(self):
        v = self.view
        before = self.session.log if self.session is not None else b""  # undo() makes anew
        if self.screen == SC_HISTORY:
            self._leave_history()
        elif self.screen in (SC_MENU, SC_CONFIRM, SC_CONFIRM2, SC_SCORE):
            self._leave_menu()
        elif self.screen == SC_PLAYERS:
            self.screen = SC_GAME
        elif self.screen == SC_NAMES:  # the last name given, then back to the count
            if self.seated:
                v.flash = "undone: " + self.seated.pop()
            else:
                self.screen = SC_PLAYERS
        elif self.fixing is not None and self.fixing.next < 0:  # the pick: back to the menu
            self.fixing = None
            self.screen = SC_MENU
        elif self.session is None or self.screen == SC_DAMAGED:
            v.flash = "nothing to undo"
        elif self.screen == SC_PLAY and self.ui.cancel():
            v.flash = "entry cancelled"
        elif self.fixing is not None:  # a fix under way: UNDO takes it back whole
            self._fix().cancel(self)
        elif self.session.unfix is not None and self.session.undo():
            self.screen = SC_PLAY
            if self.before_fix is not None:  # the screens as they were (not after a cut)
                self.ui.keep(self.before_fix, True)
                self.before_fix = None
            v.flash = "undone: the fix"
        elif self.session.undo():
            # An answer the device gave itself goes with the input before it: else UNDO
            # would land on the question and the device would answer it again. So does
            # the rest of an entry made of several inputs.
            while (self.ui.forced() is not None or self.ui.incomplete()) and self.session.undo():
                pass
            self.screen = SC_PLAY
            what = self.ui.input_text(self._undone(before))
            v.flash = "undone: " + what if what else "undone"
            v.flash_top = self.ui.UNDO_OVER_QUESTION
        elif self.screen == SC_PLAY and len(self.session.log) <= self.session.fixed:
            # The game's first question: back to the player count (nothing is lost; the
            # set-up the settings gave it is not the table's to undo).
            self.game_index = self._index_of(self.session.module.GAME_ID)
            self.screen = SC_PLAYERS
        else:
            v.flash = "nothing to undo"

    def _open_history(self):
        self._forget_screens()
        self._shelve()  # before the history's code and summaries come in
        from zootally.ui.history import History

        store = self.store
        self.history = History(store.mem, store.base, self._finished(), _X_IN_HISTORY)
        self.history_from = self.screen
        self.screen = SC_HISTORY

    def _screens(self):
        """ui/shell_screens.py, loaded if it is not (not kept here: a shell copies)."""
        from zootally.ui import shell_screens

        self.screens = True
        return shell_screens

    def _fix(self):
        """ui/fix.py, loaded while a fix is under way (render forgets it after)."""
        from zootally.ui import fix

        self.fix_code = True
        return fix

    def _forget_fix(self):
        """A fix over: its code, and its game's words (ui/<module>/why.py), leave the heap."""
        self.fix_code = False
        games.forget("zootally.ui", "fix")
        game = (
            self.session.module.GAME_ID if self.session else self.shelved[0] if self.shelved else 0
        )
        if game:
            games.unload(game, "why")

    def _forget_screens(self):
        if self.screens:
            self.screens = False
            games.forget("zootally.ui", "shell_screens")

    def _finished(self):
        """The summary of the game on the device if it is over (core/history.finished).
        Its code is loaded only for a game over, and leaves the heap again unless the
        HISTORY screen reads it: every menu asks this (_shelve), and core/history.py once
        stayed for the rest of the game after one (2.7 KB on 32 bits, found by the device
        model's SEE from the menu)."""
        if self.shelved is not None:
            return self.shelved[3]
        session = self.session
        if session is None or not session.game.over():
            return None
        import sys

        from zootally.core import history

        summary = history.finished(session, self.store)
        if "zootally.ui.history" not in sys.modules:  # else the HISTORY screen holds it
            self._forget_history_code()
        return summary

    def _history_act(self, a):
        what = self.history.act(a)  # ui/history.py: 1 leave, 2 send
        if what == 1:
            self._leave_history()
        elif what == 2:
            self._send()

    def _send(self):
        """REC: the game's record and the history, over USB (App.send, then sent())."""
        self.outbox = RECORD
        self.view.flash = "sending to USB"

    def sent(self):
        """After App.send: say what went out, and from the menu go back to the game, its
        screens made anew now, after the record, not beside it (nor beforehand, to be
        set aside again for it). True if the screen changed: the app draws it again."""
        if not self.sending:
            return False
        self.sending = False
        game = self.session or self.shelved
        if self.screen == SC_MENU:
            self.screen = SC_PLAY
        if self.ui is None and self._shows_game():
            self._forget_screens()
            self.game_ui()
        self.render()
        self.view.flash = "record sent to USB" if game else "history sent to USB"
        return True

    def _forget_history_code(self):
        """core/history.py leaves the heap, and core/region.py, which it imports."""
        games.forget("zootally.core", "history")
        games.forget("zootally.core", "region")

    def _leave_history(self):
        self.history = None
        games.forget("zootally.ui", "history")
        self._forget_history_code()
        # A game set aside (_shelve) comes back at the end of press(), once this key's
        # frames are gone: made here, it had to find room beside the HISTORY screen.
        self.screen = self.history_from

    def _make_ui(self):
        self.ui = ui = games.load(self.session.module.GAME_ID, "ui").UI(self.session)
        return ui

    def game_ui(self):
        """The game's screens (None without a game), made anew if they were forgotten, and
        a game set aside replayed from its log first."""
        if self.ui is None:
            shelved = self.shelved
            if shelved is not None:
                # Replayed here, not by _resume(): a frame less under the replay, the
                # deepest Python stack of the device (screen and flags stay as they are).
                self.shelved = None
                module = games.load(shelved[0])
                self.session = Session(module, shelved[1], self.store, shelved[2])
                self._make_ui().keep(shelved[4])
            elif self.session is not None:
                self._make_ui()
        return self.ui

    def _shelve(self, keep_rules=False):
        """While the menu or HISTORY is open or the record is made, the game is only its
        log: its screens, its state and (keep_rules False) its rules' code leave the heap.
        Beside the game, those were the most the heap ever held (REC in the middle of a
        game the most of all: the record writer replays the game a second time). game_ui()
        replays the log when the game shows again, as after a power cut, and gives the new
        screens the old ones' state (GameUI.kept). Not with an entry half made (partial,
        incomplete): that rarer path keeps the game beside them."""
        session = self.session
        ui = self.ui
        if session is None or ui is None or ui.partial() or ui.incomplete() or self.fixing:
            return
        row = games.entry(session.module.GAME_ID)
        ui.phase_screens(None)
        kept = ui.kept()
        see = ui.SEE
        self.ui = ui = None
        games.unload(row[games.ID], "ui")
        summary = self._finished()  # the rules decide it (if it is over): before they go
        self.shelved = (row[games.ID], session.params, bytes(session.log), summary, kept, see)
        self.session = session = None
        if not keep_rules:
            games.unload(row[games.ID])

    def _show_names(self):
        """The seats' names every screen shows: the game on's, from the store (render's,
        in a method of its own: no local of render's frame under every screen's fill)."""
        store = self.store  # (none in a test's copy of the shell)
        names = store.names if store is not None and store.on else None
        if names != self.names_shown:  # a game begun, resumed, ended: not at every key
            self.names_shown = names
            self.labels = labels_of(names) or None
            name_seats(self.labels or ())

    def _name_texts(self):
        """The engine's texts on the screen (a refusal, what decided: "tie: P2, 2nd
        player") name seats; the screens of a game with names name its players."""
        v = self.view
        v.flash = named(v.flash)
        v.status = named(v.status)
        v.lines[0] = named(v.lines[0])
        v.lines[1] = named(v.lines[1])

    def _drop_ahead(self):
        """The player count is no longer asked: what idle() loaded ahead is the game's
        now, or leaves the heap (its title was not the one started)."""
        ahead = self.ahead
        self.ahead = None
        if self.session is not None and self.session.module.GAME_ID == ahead:
            return
        games.unload(ahead)
        games.unload(ahead, "ui")

    def take_outbox(self):
        """What to send over the serial console now, as a list of parts (iterables of
        lines), or None. The record and the history are made line by line as they are
        sent, and App.send drops each part when it is sent: the record's code goes first."""
        out = self.outbox
        self.outbox = None
        self.sending = out == RECORD  # sent() follows
        if out == RECORD:
            # Set aside if the menu did not (an entry half made keeps it): back in sent().
            self._shelve(True)
            game = self.shelved
            if game is None and self.session is not None:  # an entry half made
                session = self.session
                game = (session.module.GAME_ID, session.params, session.log)
            lines = ()
            if game is not None:
                # The rules first, the largest module, while the heap has the most room in
                # one piece: the record writer needs them, and they stay for the game.
                games.load(game[0])
                from zootally.core import record

                store = self.store
                origin = (self.device, store.number) if self.device and store.number else None
                lines = record.record_lines(
                    game[0], game[1], game[2], store.fixes, store.names, origin
                )
            return [lines, self._history_lines()]
        return [out] if out is not None else None

    def _history_lines(self):
        """The history's lines (core/history.history_lines), its code loaded once the
        record's has gone, not beside it."""
        current = self._finished()
        from zootally.core import history

        yield from history.history_lines(self.store.mem, self.store.base, current, self.device)

    # ---- screens ------------------------------------------------------------------------

    def render(self):
        v = self.view
        if self.ahead is not None and self.screen != SC_PLAYERS and self.screen != SC_NAMES:
            self._drop_ahead()
        if self.ui is None and self._shows_game():
            self.game_ui()  # set aside while HISTORY was open or the record made
        if self.session is not None and self.screen == SC_PLAY:
            w = self.session.game.warnings
            if len(w) > self.warned:
                self.screen = SC_WARN
            elif len(w) < self.warned:
                self.warned = len(w)
        if self.screen == SC_WARN and len(self.session.game.warnings) <= self.warned:
            self.warned = len(self.session.game.warnings)
            self.screen = SC_PLAY
        if self.fix_code and self.fixing is None:
            self._forget_fix()
        self._show_names()
        sc = self.screen
        if sc == SC_PLAY:
            self._forget_screens()
            self.ui.fill(v)
        elif sc == SC_FIX:
            self._forget_screens()
            v.clear()
            self._fix().fill(self, v)
        elif sc == SC_HISTORY:
            self._forget_screens()
            v.clear()
            self.history.fill(v)
        else:
            v.clear()
            self._screens().fill(self, sc, v)
        v.lo = 0
        v.hi = -1
        if self.labels and sc != SC_NAMES and sc != SC_HISTORY:
            self._name_texts()
        if v.cursor < 0:  # no preselected answer: the first key that does something (on
            # a board without soft keys the middle one: every choice the fewest presses away)
            opts = v.options()
            v.cursor = (opts[0] if v.keyed else opts[len(opts) // 2]) if opts else -1
        # UNDO is lit where it does something: steps back a game input, or leaves a menu.
        # (SC_NAMES apart: a tuple of one more is built a stack slot deeper, and render's
        # frame is under every screen's fill, the deepest a Zoo-ography game goes.)
        v.undo = (
            sc
            in (
                SC_PLAYERS,
                SC_MENU,
                SC_CONFIRM,
                SC_CONFIRM2,
                SC_HISTORY,
                SC_SCORE,
                SC_FIX,
            )
            or sc == SC_NAMES
            or (
                self.session is not None
                and sc != SC_DAMAGED
                and (bool(self.session.log) or self.ui.partial() or sc == SC_PLAY)
            )
        )
