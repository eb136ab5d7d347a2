# SPDX-License-Identifier: MIT
"""The device starts: the game the store holds, resumed where it was, and what a power cut
or damage left, said on the first screen. Loaded for the boot only (Shell.boot), and while
the screen before the first shows (SC_PROBLEMS, ui/view.py): what settings.toml had that
the device could not use (core/settings.py's warnings: a name refused and why, a value out
of range, an unknown key), every problem, two lines a page, until the table has read them
(OK); then the screen the start had chosen, with what it had to say (shell.warnings: [that
screen, what it said, the problems, the page shown]). One module for both: each module's
name is interned for good."""

from zootally import games
from zootally.core import store as st
from zootally.core.session import Session
from zootally.games.common import const
from zootally.ui.keys import S_BACK, S_OK
from zootally.ui.view import OK_COLOUR, SC_DAMAGED, SC_GAME, SC_PROBLEMS, WHITE


def start(shell, warnings):
    """Start from what the store holds. `warnings` (from the settings) are a screen of
    their own first (below), then the start's."""
    status, game_id, params, inputs = shell.store.load()
    games.forget("zootally.core", "logread")  # a game on never reads its log again
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
        shell.warnings = [shell.screen, v.flash, warnings, 0]
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


# ---- the settings' problems (SC_PROBLEMS) ----------------------------------------------

_MORE = const(0)  # the next page (after the last, the first)
_OK = const(1)  # read: go on
_WIDE = const(21)


def lines(found):
    """The problems as screen lines: each on its own, a long one on as many as it needs,
    broken at spaces (a word longer than a line, where it must)."""
    out = []
    for text in found:
        line = ""
        for word in text.split(" "):
            while len(word) > _WIDE:  # a name with no space: as much as fits
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:_WIDE])
                word = word[_WIDE:]
            if line and len(line) + 1 + len(word) > _WIDE:
                out.append(line)
                line = word
            else:
                line = line + " " + word if line else word
        out.append(line)
    return out


def key(shell, a):
    if a == _MORE:
        found = shell.warnings
        found[3] += 1
        if 2 * found[3] >= len(lines(found[2])):
            found[3] = 0
    else:
        back(shell)


def back(shell):
    """Read: the start's own screen, and what it said."""
    shell.screen, shell.view.flash = shell.warnings[0], shell.warnings[1]
    shell.warnings = None


def undo(shell):
    shell.view.flash = "nothing to undo"


def fill(shell, v):
    v.undo = False
    shown = lines(shell.warnings[2])
    first = 2 * shell.warnings[3]
    v.status = "In settings.toml:"
    if len(shown) > 2:
        pages = (len(shown) + 1) // 2
        v.status = "settings.toml, %d/%d" % (shell.warnings[3] + 1, pages)
        v.set(0, "MOR", WHITE, _MORE)
    v.lines[0] = shown[first]
    v.lines[1] = shown[first + 1] if first + 1 < len(shown) else ""
    v.set(S_OK, "OK", OK_COLOUR, _OK)
    v.set(S_BACK, "BCK", WHITE, _OK)
    v.cursor = S_OK  # the encoder's push (a three-button board's B): read, go on
