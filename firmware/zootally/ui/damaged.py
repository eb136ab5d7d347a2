# SPDX-License-Identifier: MIT
"""The screen of a stored game that does not read (SC_DAMAGED, ui/view.py): what was
found, and the area in hex for rescue on a computer. Loaded only when the flash holds
damage, and forgotten once the table has chosen (KEP or NEW): a game never carries it."""

from zootally.core import store as st
from zootally.games.common import counted


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
