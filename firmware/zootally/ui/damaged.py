# SPDX-License-Identifier: MIT
"""The screen of a stored game that does not read (SC_DAMAGED, ui/view.py): what was
found (Shell.boot: shell.found), and the area in hex for rescue on a computer. Loaded only
while it shows (Shell._owner): a game never carries it."""

from zootally.core import store as st
from zootally.games.common import const, counted
from zootally.ui.view import MENU_COLOUR, OK_COLOUR, SC_CONFIRM, WHITE

_KEEP = const(0)
_HEX = const(1)
_NEW = const(2)


def key(shell, a):
    if a == _KEEP:
        status, game_id, params, inputs, _ = shell.found
        shell.found = None
        shell.resume(game_id, params, inputs)
        # Write back only what replays, so the damage cannot come back.
        from zootally.core import logwrite

        logwrite.start(shell.store, game_id, params, shell.session.log, setup=shell.session.fixed)
    elif a == _HEX:  # send it all over USB, change nothing
        shell.outbox = hex_rows(shell.store)
        shell.view.flash = "area sent to USB"
    else:
        shell.screen = SC_CONFIRM  # NEW, asked twice (ui/menu.py)


def back(shell):
    """Nothing to go back to: KEP or NEW decides."""


def undo(shell):
    shell.view.flash = "nothing to undo"


def fill(shell, v):
    v.undo = False
    if say(v, shell.found, shell.store.version, shell.known(*shell.found[1:3])):
        v.set(0, "KEP", OK_COLOUR, _KEEP)
    v.set(1, "HEX", WHITE, _HEX)
    v.set(2, "NEW", MENU_COLOUR, _NEW)


def say(v, found, version, known):
    """What was found, on the view's lines. True if the inputs that replay may be kept."""
    status, game_id, params, inputs, replayable = found
    v.status = "Stored game damaged"
    if version > st.FORMAT_VERSION:  # a later firmware's: its layout is not ours to read
        v.lines[0] = "Saved in format v%d;" % version
        v.lines[1] = "this reads v1 to v%d" % st.FORMAT_VERSION
        return False
    if not known:
        v.lines[0] = "Not a game this"
        v.lines[1] = "device knows."
        return False
    v.lines[0] = counted(replayable, "input") + " replay,"
    v.lines[1] = "the rest is lost" if replayable < len(inputs) else "the rest unreadable"
    return True


def hex_rows(store):
    """Everything the area holds, 32 bytes a line in hex; nothing is changed."""
    data = store.mem[0 : store.size]
    rows = []
    for i in range(0, len(data), 32):
        rows.append("".join("%02x" % b for b in data[i : i + 32]))
    return rows
