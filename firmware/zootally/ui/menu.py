# SPDX-License-Identifier: MIT
"""The menu (SC_MENU: REC, SEE, NEW, HIS, SCO, FIX, and why the device did the last thing
it did) and NEW asked twice (SC_CONFIRM, SC_CONFIRM2). Loaded while they show
(Shell._owner); the game is set aside meanwhile (ui/play.py's menu())."""

from zootally import games
from zootally.games.common import const
from zootally.ui import shelf
from zootally.ui.keys import S_BACK
from zootally.ui.view import (
    BACK_COLOUR,
    MENU_COLOUR,
    SC_CONFIRM,
    SC_CONFIRM2,
    SC_GAME,
    SC_MENU,
    SC_PLAY,
    SC_SCORE,
    WHITE,
)

_SEND = const(0)
_NEW = const(1)
_YES = const(2)
_BACK = const(3)
_SEE = const(4)
_SCORE = const(5)
_HISTORY = const(6)
_FIX = const(7)


def key(shell, a):
    # No local here, nor a call of more arguments than the others: NEW's summary goes into
    # a full history under this frame, the deepest path of every game whose inputs are
    # shallow.
    if a == _SEND:
        from zootally.ui import outbox

        outbox.send(shell)  # the menu shows while it is sent; then the game (Shell.sent)
    elif a == _NEW:
        shell.screen = SC_CONFIRM
    elif a == _YES:
        if shell.screen == SC_CONFIRM:
            shell.screen = SC_CONFIRM2
        else:
            _end(shell)
    elif a == _BACK:
        shell.leave_menu()
    elif a == _SCORE:
        shell.score_page = shell.score_sub = 0
        shell.screen = SC_SCORE
    elif a == _HISTORY:
        from zootally.ui import history

        history.enter(shell)
    elif a == _FIX:
        from zootally.ui import fix

        fix.start(shell)
    elif a == _SEE:
        shell.screen = SC_PLAY
        if shell.ui is None:
            # Set aside: it comes back after this key (Shell.press), with this module
            # forgotten and at the Python stack of any key, and SEE opens then.
            shell.see_next = True
        else:
            shell.ui.see()


def _end(shell):
    """NEW, sure: a finished game joins the history, then the log says it ended."""
    summary = shelf.finished(shell)
    if shell.ui is not None:
        shell.ui.phase_screens(None)
    # Its code too (the next may be another game), set aside or not.
    game_id = shell.session.module.GAME_ID if shell.session else None
    if shell.shelved is not None:
        game_id = shell.shelved[0]
    if game_id is not None:
        games.unload(game_id)
        games.unload(game_id, "ui")
    shell.session = None
    shell.shelved = None
    shell.ui = None
    shell.found = None
    shell.store.end(summary)
    games.forget("zootally.core", "summary")
    shelf.forget_history_code()
    shell.screen = SC_GAME
    if summary is not None:  # say where the game went
        shell.view.flash = "game kept: HIS #%d" % summary[0]


def back(shell):
    shell.leave_menu()


undo = back


def fill(shell, v):
    if shell.screen != SC_MENU:
        _confirm(shell, v)
        return
    v.status = "Menu  HIS: history"
    v.lines[0] = "REC: record to USB"
    v.lines[1] = "NEW: new game"
    v.set(0, "REC", WHITE, _SEND)
    v.set(2, "NEW", MENU_COLOUR, _NEW)
    v.set(3, "HIS", WHITE, _HISTORY)
    if shell.score is not None:
        v.set(4, "SCO", WHITE, _SCORE)
        v.lines[1] = "NEW: new, SCO: score"
    if shell.ui.SEE if shell.ui else shell.shelved[5]:  # the game maybe set aside
        v.set(1, "SEE", WHITE, _SEE)
        v.lines[0] = "REC: record SEE:table"
    log = shell.session.log if shell.ui else shell.shelved[2]
    store = shell.store  # (none in a test's copy of the shell)
    if store is not None and len(log) > store.setup:  # an entry of the table's: ui/fix.py
        v.set(6, "FIX", WHITE, _FIX)
    v.set(S_BACK, "BCK", BACK_COLOUR, _BACK)
    # The menu is one key on every board: it says why the device did the last thing it
    # did, where it can (the keys' labels say the rest).
    why = shell.why_lines
    if why:
        v.status = "Menu  why, just now:"
        v.lines[0] = why[0]
        v.lines[1] = why[1] if len(why) > 1 else ""


def _confirm(shell, v):
    sc = shell.screen
    v.status = "New game?"
    kept = shelf.finished(shell)  # a game over goes to the history: say so, and as what
    if kept is not None and sc == SC_CONFIRM:
        v.lines[0] = "Game over: kept as"
        v.lines[1] = "HIS #%d. New game?" % kept[0]
    elif kept is not None:
        v.lines[0] = "Its record goes (REC"
        v.lines[1] = "sends it). Sure?"
    else:
        v.lines[0] = "This game is lost." if sc == SC_CONFIRM else "Sure? It cannot"
        v.lines[1] = "Start a new one?" if sc == SC_CONFIRM else "be brought back."
    v.set(0, "YES", 0xFF4000, _YES)
    v.set(S_BACK, "NO", BACK_COLOUR, _BACK)
    v.cursor = S_BACK
