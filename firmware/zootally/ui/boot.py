# SPDX-License-Identifier: MIT
"""The device starts: the game the store holds, resumed where it was, and what a power cut
or damage left, said on the first screen. Loaded for the boot only (Shell.boot)."""

from zootally import games
from zootally.core import store as st
from zootally.core.session import Session
from zootally.ui.view import SC_DAMAGED, SC_GAME, SC_PROBLEMS


def start(shell, warnings):
    """Start from what the store holds. `warnings` (from the settings) are a screen of
    their own first (ui/problems.py), then the start's."""
    status, game_id, params, inputs = shell.store.load()
    v = shell.view
    v.flash = ""
    if status == st.EMPTY:
        shell.screen = SC_GAME
    elif status == st.DAMAGED or not shell.known(game_id, params):
        replayable = 0
        if shell.known(game_id, params):
            replayable = len(Session(games.load(game_id), params, None, inputs).log)
        shell.found = (status, game_id, params, inputs, replayable)
        shell.screen = SC_DAMAGED
    else:
        shell.resume(game_id, params, inputs)
        if shell.session.dropped:
            shell.found = (status, game_id, params, inputs, len(shell.session.log))
            shell.session = None
            shell.screen = SC_DAMAGED
        elif shell.store.fix_cut is not None:
            v.flash = _fix_cut_said(shell.store)
        elif status == st.TORN or _drop_incomplete(shell):
            v.flash = "last entry lost: redo"
        elif inputs:
            v.flash = "resumed"
    if warnings:
        shell.problems = (shell.screen, v.flash, warnings)
        shell.screen = SC_PROBLEMS
        v.flash = ""


def _fix_cut_said(store):
    """What a cut in a fix's write left, in the table's words: the fix not made, or (a cut
    in its UNDO) the fix still there; where the cut came before the block said which, the
    fix that stands, if one does."""
    kind = store.fix_cut
    if kind == 1:
        return "fix kept: UNDO again"
    if kind == 0 or store.unfix is None:
        return "fix not made: redo it"
    return "cut: last fix stands"


def _drop_incomplete(shell):
    """A power cut between the inputs of one entry (Zooscape's values of a type, three
    inputs) leaves a question no key answers: take the entry back whole. True if any."""
    dropped = False
    while shell.ui.incomplete() and shell.session.undo():
        dropped = True
    return dropped
