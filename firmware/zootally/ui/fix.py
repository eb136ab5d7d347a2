# SPDX-License-Identifier: MIT
"""FIX, from the menu: correct a past entry without entering the rest again. The table
picks the entry (the game's own words for it, ui/<game>/words.py's entry(game, input)),
enters what really happened on the game's screens, and the device enters the rest of
the log after it again, stopping where an input is no longer legal or no longer means
what it meant (another seat's card now: the trick before was won by another). At a stop
the table takes it as it is now, enters it by hand, skips it, or drops the rest.

Nothing of the game is written until the fix is whole: the game being fixed is a session
with no store, and the stored log stays the game (a power cut loses only the fix, and the
FIX record written as the fix begins lets the device say so). Whole, it replaces the
stored inputs in one write (Session.adopt), and UNDO takes it back whole.
Loaded only while a fix is under way, the module of every screen it shows (Shell._owner):
its own, and the game's while the table enters an input by hand (ui/play.py takes the
key, then this module enters the rest again). No game's rules here, only its log and
check()."""

from zootally import games
from zootally.core.session import Session
from zootally.games.common import const
from zootally.ui import play
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import (
    BACK_COLOUR,
    MENU_COLOUR,
    OK_COLOUR,
    SC_FIX,
    SC_MENU,
    SC_PLAY,
    WHITE,
    fit,
    seat_label,
)

# The fix's screen's keys.
_X_EARLIER = const(1)  # the pick: the entry before
_X_LATER = const(2)  # the pick: the entry after
_X_BACK_TEN = const(3)  # the pick: ten entries back
_X_PICK = const(4)  # fix this one: enter it again
_X_USE = const(5)  # a stop: take the input as it is now, and go on
_X_ALL = const(6)  # a stop: take the rest as they are now, stopping only where not legal
_X_SKIP = const(7)  # a stop: drop this input, go on with the next
_X_ENTER = const(8)  # a stop: enter this one by hand (back to the game's screens)
_X_DROP = const(9)  # drop the rest: the fix is whole as it stands
_X_CANCEL = const(10)  # the game as it was
_X_BACK = const(11)  # the pick: back to the menu


class Fix:
    """A fix under way. `old`: the stored log; `at`: the entry shown (the pick), then the
    one fixed; `next`: the next input of `old` to enter again (-1: picking); `old_game`:
    the game as `old` had it before that input (for what it meant); `kept`, `skipped`:
    what became of the inputs after the fixed one; at a stop, `stop` says the input's
    words now, or (`legal` False) why the game refuses it now."""

    def __init__(self, game_id, params, old, first, screens):
        self.game_id = game_id
        self.screens = screens  # the game's screens' state (GameUI.kept), for it again
        self.params = params
        self.old = old
        self.first = first  # the first the table entered (the set-up is not its to fix)
        self.at = len(old) - 1
        self.next = -1  # picking
        self.old_game = None
        self.replacing = False  # the next input the table makes replaces old[next]
        self.made = 0  # the fixed game's inputs when the table was asked for it
        self.all = False  # take the rest as they are now (ALL)
        self.kept = 0
        self.skipped = 0
        # The input stopped at (or the fixed entry) in the game's words then, (where,
        # what); at a stop, its words now, or (legal False) why the game refuses it now.
        self.was = None
        self.was0 = None  # the fixed entry's, for the menu's why after
        # What the fix changed that the table sees (the game's changed(), where it has
        # one: a trick won by another seat), as (where, what), the first found; or None.
        self.effect = None
        self.stop = None
        self.legal = True
        self.cursor = S_OK  # the pick's highlight: FIX, or the move last made
        # No module is held here (rules(), say() look them up): like the screens'
        # state, a fix is plain values and games.

    def rules(self):
        return games.load(self.game_id)

    def game_before(self, k):
        """The game as the stored log had it before its k-th input."""
        g = self.rules().Game(self.params)
        for i in range(k):
            g.apply(self.old[i])
        return g

    def changed(self, g):
        """What the game `g` (the fixed one, in step with old_game) shows otherwise than
        the game as it was: the game's words (ui/<game>/words.py changed()), or None."""
        hook = getattr(game_words(self.game_id), "changed", None)
        if hook is None or self.old_game is None:
            return None
        return hook(self.old_game, g)

    def means(self, g, v):
        """What input v means in the game g beyond its words, where the same words can
        mean another thing after a fix: the game's meaning() (ui/<game>/words.py; a choice
        of group 1: the cards in it), or None."""
        hook = getattr(game_words(self.game_id), "meaning", None)
        return hook(g, v) if hook is not None else None

    def say(self, g, v, k):
        """The k-th input, v, in the game's words, in the state before it: (where, what),
        ('Rd1 Trick 3', 'P2 H7'); a game without them, its number and its value."""
        words = getattr(game_words(self.game_id), "entry", None)
        if words is not None:
            return words(g, v)
        return "Entry %d" % (k + 1), "input %d" % v


def game_words(game_id):
    """A game's words for its inputs (ui/<game>/words.py), or None: a game without them
    has its entries named by number."""
    try:
        return games.load(game_id, "words")
    except ImportError:
        return None


def start(shell):
    """The menu's FIX: the pick, from the last entry, over the game set aside (or on)."""
    shelved = shell.shelved
    if shelved is not None:
        game_id, params, log, screens = shelved[0], shelved[1], shelved[2], shelved[4]
    else:
        s = shell.session
        game_id, params, log, screens = s.module.GAME_ID, s.params, s.log, shell.ui.kept()
    shell.fixing = Fix(game_id, params, bytes(log), shell.store.setup, screens)
    shell.screen = SC_FIX


def key(shell, a):
    """A key of the fix's screen; on the game's, the game's key (ui/play.py), then the
    rest of the log after the entry fixed."""
    if shell.screen != SC_FIX:
        play.key(shell, a, go_on)
        return
    f = shell.fixing
    if a == _X_EARLIER or a == _X_BACK_TEN:
        f.at = max(f.first, f.at - (1 if a == _X_EARLIER else 10))
        f.cursor = a - _X_EARLIER  # (its slot) OK again moves again: three buttons
    elif a == _X_LATER:
        f.at = min(len(f.old) - 1, f.at + 1)
        f.cursor = a - _X_EARLIER
    elif a == _X_PICK:
        _begin(shell, f)
    elif a == _X_USE or a == _X_ALL:
        f.all = a == _X_ALL
        f.stop = None
        f.legal = True
        _take(shell, f)
        go_on(shell)
    elif a == _X_SKIP:
        f.stop = None
        f.legal = True
        f.old_game.apply(f.old[f.next])
        f.next += 1
        f.skipped += 1
        go_on(shell)
    elif a == _X_ENTER:
        _enter(shell, f)
    elif a == _X_BACK:
        back(shell)
    elif a == _X_DROP:
        s = shell.session
        while shell.ui.incomplete() and len(s.log) > f.at and s.undo():
            pass  # an entry of several inputs half made is not kept half
        f.skipped += len(f.old) - f.next
        f.next = len(f.old)
        f.old_game = None  # no longer in step
        _whole(shell, f)
    elif a == _X_CANCEL:
        cancel(shell)


def _begin(shell, f):
    """The entry picked: the game as it was before it, on its own screens with no store;
    the table's next input replaces it."""
    k = f.at
    f.old_game = f.game_before(k)
    f.was = f.was0 = f.say(f.old_game, f.old[k], k)
    f.next = k
    f.replacing = True
    f.made = k
    shell.store.open_fix()  # a cut from here on comes back saying the fix was not made
    shell.shelved = None
    games.forget("zootally.ui", "shelf")  # nothing set aside now: its code need not stay
    shell.ui = None
    shell.session = None
    shell.session = s = Session(f.rules(), f.params, None, f.old[:k])
    s.fixed = k  # UNDO cancels the fix rather than step back past it
    shell.make_ui()
    shell.warned = len(s.game.warnings)
    shell.screen = SC_PLAY
    shell.view.flash = "was: " + f.was[1]


def _take(shell, f):
    """The kept input at `next` entered as it is now."""
    v = f.old[f.next]
    shell.session.apply(v)
    f.old_game.apply(v)
    f.next += 1
    f.kept += 1


def go_on(shell):
    """After an input of the table's on the game's screens (ui/play.py key()), or a key of the
    stop: enter the rest of the old log again while each input is legal and means what it
    meant (its words in the game now are its words in the game then), answering the
    questions with one answer as the shell would. At a stop, its screen; at the end, the
    fix made whole."""
    f = shell.fixing
    s = shell.session
    ui = shell.ui
    if ui.incomplete():
        return  # an entry of several inputs half made: the table goes on with it
    if f.replacing:
        if len(s.log) == f.made:
            return  # nothing entered yet (a notice, a page)
        f.replacing = False
        f.old_game.apply(f.old[f.next])
        f.next += 1
    while True:
        if f.effect is None:  # the two games in step: the first thing the fix changed
            f.effect = f.changed(s.game)
        if f.next < len(f.old):
            v = f.old[f.next]
            err = s.game.check(v)
            legal = err == 0
            was = f.say(f.old_game, v, f.next)
            # Its words now, or why it is refused now (the game's own refusal).
            now = f.say(s.game, v, f.next) if legal else games.refusal(s.module, s.game, err, v)
            same = now == was and f.means(s.game, v) == f.means(f.old_game, v)
            if legal and (f.all or same):
                _take(shell, f)
                continue
        # A question with one answer the old log did not give (or after its end): the
        # device answers it, as the shell does, and the fix writes it with the rest.
        forced = ui.forced()
        if forced is not None and not ui._input(forced[0]):
            continue
        # The rule breaks flagged in what was entered again were the table's to decide
        # before: only one the fix made shows (the old game is in step here).
        shell.warned = len(f.old_game.warnings)
        if f.next == len(f.old):
            break
        f.was = was
        f.stop = now
        f.legal = legal
        shell.screen = SC_FIX
        return
    _whole(shell, f)


def _whole(shell, f):
    """The fix is whole: it replaces the stored inputs from the fixed entry on."""
    s = shell.session
    shell.screen = SC_PLAY
    if bytes(s.log) == f.old:  # entered as it was: nothing to write
        shell.store.close_fix()
        s.store = shell.store
        s.fixed = shell.store.setup
        s.unfix = shell.store.unfix
        shell.ui.keep(f.screens, True)
        shell.view.flash = "fix: nothing changed"
        _over(shell)
        return
    s.adopt(shell.store, f.old, f.at)
    shell.before_fix = f.screens  # UNDO gives them back with the old game
    # What the menu's why says of it while it is the last thing done: the entry fixed,
    # as it is now and as it was.
    entered = "(none)"
    if f.at < len(s.log):
        g = s.module.Game(f.params)
        for i in range(f.at):
            g.apply(s.log[i])
        entered = f.say(g, s.log[f.at], f.at)[1]
    shell.fix_note = ["fix " + entered, "was " + f.was0[1]]
    if f.effect is not None:  # what it changed that the table sees, where the game says
        where, what = f.effect
        line = "fix %s: %s" % (entered, where)
        shell.fix_note = [line if len(line) <= 21 else "fix " + entered, what]
    # Said as it is made: what it changed in the score so far (the old game is in step
    # at its end unless the rest was dropped), else what became of the rest.
    then = f.old_game if f.old_game is not None else f.game_before(len(f.old))
    was, now = then.running(), s.game.running()
    moved = [
        "%s%+d" % (seat_label(p), now[p] - was[p]) for p in range(len(now)) if now[p] != was[p]
    ]
    gone = " %d gone" % f.skipped if f.skipped else ""
    shell.view.flash = fit(["fixed:"] + moved) if moved else "fixed: %d kept%s" % (f.kept, gone)
    _over(shell)


def cancel(shell):
    """The game as the store has it, as before the fix."""
    f = shell.fixing
    _over(shell)
    shell.ui = None
    shell.session = None
    shell.shelved = None
    shell.store.close_fix()
    shell.resume(f.game_id, f.params, f.old)
    shell.ui.keep(f.screens)
    shell.view.flash = "fix cancelled"


def turn(shell, step):
    """The encoder on the pick moves to the entry before or after; on the game's screens
    what the game moves; elsewhere it moves the highlight (False)."""
    if shell.screen != SC_FIX:
        return play.turn(shell, step)
    if shell.fixing.next >= 0:
        return False
    key(shell, _X_EARLIER if step < 0 else _X_LATER)
    return True


def back(shell):
    """BACK on the fix's screen: from the pick to the menu; at a stop, to the game; on
    the game's screens, the game's."""
    f = shell.fixing
    if shell.screen != SC_FIX:
        play.back(shell)
    elif f.next < 0:
        _over(shell)
        shell.screen = SC_MENU
    else:
        _enter(shell, f)


def undo(shell):
    """From the pick, back to the menu; an entry half made on the game's screens is
    dropped; else the fix is taken back whole."""
    if shell.fixing.next < 0:
        back(shell)
    elif shell.screen == SC_PLAY and shell.ui.cancel():
        shell.view.flash = "entry cancelled"
    else:
        cancel(shell)


def menu(shell):
    """The fix's own screen (its way out); from the pick, nothing begun, the menu."""
    if shell.fixing.next < 0:
        _over(shell)
        shell.screen = SC_MENU
    else:
        shell.screen = SC_FIX


def explain(shell, slot):
    return play.explain(shell, slot)


def _over(shell):
    """No fix under way: its game's words (ui/<game>/words.py) leave the heap (and this
    module, as another screen's shows: Shell._owner)."""
    games.unload(shell.fixing.game_id, "words")
    shell.fixing = None


def _enter(shell, f):
    """ENT: the input stopped at (or the fixed entry) is entered by hand on the game's
    screens; the table's next input replaces it."""
    f.stop = None
    f.legal = True
    f.replacing = True
    f.made = len(shell.session.log)
    shell.screen = SC_PLAY
    shell.view.flash = "was: " + f.was[1]


def fill(shell, v):
    if shell.screen != SC_FIX:
        play.fill(shell, v)
        return
    f = shell.fixing
    n = len(f.old)
    if f.next < 0:
        where, what = f.say(f.game_before(f.at), f.old[f.at], f.at)
        v.status = "Fix which? %d of %d" % (f.at + 1, n)
        v.lines[0] = where + " " + what
        v.lines[1] = "FIX: enter it again"
        if len(v.lines[0]) > 21:  # a player's name in it: the entry on two lines
            v.lines[0] = where + ":"
            v.lines[1] = what
        # Words, not arrows: the legend marks the highlighted key with ">".
        v.set(0, "PRV", WHITE, _X_EARLIER)
        v.set(1, "NXT", WHITE, _X_LATER)
        v.set(2, "-10", WHITE, _X_BACK_TEN)
        v.set(S_OK, "FIX", OK_COLOUR, _X_PICK)
        v.set(S_BACK, "BCK", BACK_COLOUR, _X_BACK)
        v.cursor = f.cursor
        return
    where, what = f.was
    left = " %d left" % (n - f.next)
    if f.stop is not None:
        v.status = "Stop: " + where
        v.lines[0] = "was " + what
        if not f.legal:
            v.lines[1] = f.stop  # why the game refuses it now
        elif f.stop == f.was:  # the same words, not the same thing (means())
            v.lines[1] = "now: other cards"
        elif f.stop[0] == where:
            v.lines[1] = "now " + f.stop[1]
        else:  # now elsewhere: that first
            v.lines[1] = fit(["now", f.stop[0], f.stop[1]])
        if f.legal:
            v.set(0, "USE", OK_COLOUR, _X_USE)
            v.set(1, "ALL", OK_COLOUR, _X_ALL)
        v.set(2, "SKP", WHITE, _X_SKIP)
        v.cursor = 0 if f.legal else 3
    else:
        v.status = "Fixing: " + where
        v.lines[0] = "was " + what
        v.lines[1] = "ENT: enter it again"
    if len(v.status) + len(left) <= 21:  # the inputs still to enter again, where they fit
        v.status += left
    v.set(3, "ENT", WHITE, _X_ENTER)
    v.set(4, "DRP", MENU_COLOUR, _X_DROP)
    v.set(6, "CAN", MENU_COLOUR, _X_CANCEL)
    v.set(S_BACK, "BCK", BACK_COLOUR, _X_ENTER)
