# SPDX-License-Identifier: MIT
"""The game set aside (Shell.shelved) while the menu or HISTORY shows or its record is made:
only its log, its screens and rules out of the heap. Loaded by the menu, the HISTORY
screen and REC; Shell.game_ui() takes the game back (replayed from its log), and the
module leaves the heap with the screen's once nothing is set aside (Shell._owner)."""

from zootally import games


def shelve(shell, keep_rules=False):
    """Set the game aside: its screens, its state and (keep_rules False) its rules' code
    leave the heap. Beside the game, those were the most the heap ever held (REC in the
    middle of a game the most of all: the record writer replays the game a second time).
    Shell.game_ui() replays the log when the game shows again, as after a power cut, and
    gives the new screens the old ones' state (GameUI.kept). Not with an entry half made
    (partial, incomplete) nor during a fix: that rarer path keeps the game beside them."""
    session = shell.session
    ui = shell.ui
    if session is None or ui is None or ui.partial() or ui.incomplete() or shell.fixing:
        return
    game_id = session.module.GAME_ID
    ui.phase_screens(None)
    kept = ui.kept()
    see = ui.SEE
    shell.ui = ui = None
    games.unload(game_id, "ui")
    summary = finished(shell)  # the rules decide it (if it is over): before they go
    shell.shelved = (game_id, session.params, bytes(session.log), summary, kept, see)
    shell.session = session = None
    if not keep_rules:
        games.unload(game_id)


def finished(shell):
    """The summary of the game on the device if it is over (core/history.finished). Its
    code is loaded only for a game over, and leaves the heap again unless the HISTORY
    screen reads it: every menu asks this (shelve), and core/history.py once stayed for
    the rest of the game after one (2.7 KB on 32 bits, found by the device model's SEE
    from the menu)."""
    if shell.shelved is not None:
        return shell.shelved[3]
    session = shell.session
    if session is None or not session.game.over():
        return None
    import sys

    from zootally.core import history

    summary = history.finished(session, shell.store)
    if "zootally.ui.history" not in sys.modules:  # else the HISTORY screen holds it
        forget_history_code()
    return summary


def forget_history_code():
    """core/history.py leaves the heap, and core/region.py, which it imports."""
    games.forget("zootally.core", "history")
    games.forget("zootally.core", "region")
