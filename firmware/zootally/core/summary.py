# SPDX-License-Identifier: MIT
"""A finished game's summary made and stored in the history (core/history.py has the
layout): loaded when NEW ends a finished game, then forgotten."""

from zootally.core.history import starts
from zootally.core.region import crc16, intact, stored, tail


def encode(number, game_id, players, totals, winners, rule, extra, names=None):
    """The bytes of a summary (a decoded summary's fields, in order: the engine's decide()
    gives the rule as its index, nothing is read back from a text). `names`: the
    players' names (core/names.pack's bytes), or None."""
    names = names or b""
    e = bytearray(10 + 2 * players + len(names))
    e[0] = len(e)
    e[1] = game_id
    e[2] = players
    e[3] = number & 0xFF
    e[4] = (number >> 8) & 0xFF
    for w in winners:
        e[5] |= 1 << w
    e[6] = rule
    e[7] = extra & 0xFF
    for i in range(players):
        t = totals[i] & 0xFFFF
        e[8 + 2 * i] = t & 0xFF
        e[9 + 2 * i] = t >> 8
    e[8 + 2 * players : -2] = names
    c = crc16(e[0:-2])
    e[-2] = c >> 8
    e[-1] = c & 0xFF
    return e


def with_new(mem, size, entry, out, room=None):
    """The region's next image, into out[0:size] (out is not mem): `entry` (a new summary,
    or None) first, then the intact summaries it held, newest first, as many as fit in
    `room` bytes (default: all of it); erased bytes after them. Newest first because
    programming runs from the region's start: a cut while it is programmed keeps the
    newest. Damaged ones are dropped here, so that damage never outlives a rewrite.
    Copied a summary at a time: no copy of the history in the heap."""
    room = size if room is None else room
    pos = 0
    if entry is not None:
        out[0 : len(entry)] = entry
        pos = len(entry)
    for p in starts(mem, size):
        n = mem[p]
        if not intact(mem, size, p) or pos + n > room:
            break
        out[pos : pos + n] = mem[p : p + n]
        pos += n
    for i in range(pos, size):
        out[i] = 0xFF
    return out


def store(mem, size, summary):
    """Add a finished game's summary (a decoded summary's fields) to the history in
    mem[0:size], unless a summary of its number is there: into the erased bytes after the
    last programmed one (no erase). When the history is full, it is rewritten keeping the
    newest three quarters, newest first (one erase, then none for about 25 games)."""
    if stored(mem, size, summary[0]):
        return
    e = encode(*summary)
    n = len(e)
    p = tail(mem, size)
    if p + n <= size:
        mem[p : p + n] = e
    else:
        mem[0:size] = with_new(mem, size, e, bytearray(size), size * 3 // 4)
