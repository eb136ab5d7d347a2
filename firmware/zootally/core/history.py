# SPDX-License-Identifier: MIT
"""The history of finished games: one compact summary per game at the start of the nvm
area (core/store.py keeps the region: its first `Store.base` bytes). This module decodes it
and sends it as text (REC); core/region.py walks it without decoding (a new game's number);
core/summary.py makes and stores a summary (at NEW). Each is loaded only for its moment: a
board has little heap to spare. They read the region through `mem` (the nvm itself, or
bytes) a summary at a time: late in a game the heap may have no 2 KB in one piece for a
copy.

A summary, `10 + 2 * players` bytes (12 to 22), and its players' names if it has them:

    0  length       10 + 2 * players
    1  game id
    2  players
    3  number       the running game number, 2 bytes little-endian
    5  winners      a bit per seat (0: nobody, a solo game lost)
    6  rule         what decided the winner: an index into games.common.RULES
    7  extra        the number in the rule's text (ZooStock: the round a tie was broken in)
    8  totals       2 bytes each, little-endian two's complement, in seat order
       names        core/names.pack's bytes ("Ann,Ben,,Di"), or none (up to 233 bytes)
    -2 crc16        of all the bytes before it (CCITT), high byte first

The region holds summaries from its first byte on, each appended into the erased bytes
after the last (no erase: core/summary.store), then erased bytes (0xFF); they are read in
the order of their numbers, newest first, whatever order the region holds them in (format
1 wrote them newest first). A summary torn by a power cut reads as damaged and the next is
found after it. Only a full history is rewritten, keeping its newest three quarters: one
erase every 25 games or so once it is full (docs/power-cuts.md)."""

from zootally import games
from zootally.core.region import LARGEST, SMALLEST, crc16, next_number, number_at, stored, walk
from zootally.games.common import rule_text

# A decoded summary, by position (a tuple costs less heap than an object).
NUMBER = 0
GAME = 1
PLAYERS = 2
TOTALS = 3
WINNERS = 4  # seats, 0-based
RULE = 5  # what decided: an index into games.common.RULES
EXTRA = 6  # the number its text takes (common.rule_text)
NAMES = 7  # the players' names as packed (core/names.py), or None


def decode(e):
    """A summary tuple (NUMBER, GAME, ...) from its bytes, or None if they are damaged."""
    n = len(e)
    if n < SMALLEST or n > LARGEST or e[0] != n or e[2] * 2 + 10 > n:
        return None
    if crc16(e[0:-2]) != (e[-2] << 8) | e[-1]:
        return None
    totals = []
    for i in range(e[2]):
        t = e[8 + 2 * i] | (e[9 + 2 * i] << 8)
        totals.append(t - 0x10000 if t & 0x8000 else t)
    winners = [s for s in range(e[2]) if e[5] & (1 << s)]
    names = bytes(e[8 + 2 * e[2] : -2]) or None
    return (e[3] | (e[4] << 8), e[1], e[2], totals, winners, e[6], e[7], names)


def starts(mem, size, front=0):
    """Where each summary in the region starts (walk()), newest first (by number), then
    where a summary does not read, after `front` slots of -1 (for the caller's own: the
    HISTORY screen's game on the device). Counted first, then written into one list of
    the size needed: on a board, with the game's code in the heap, a list grown and
    joined needed a block of 2 KB or more."""
    # The region holds at most two runs: the summaries written afresh (the history full,
    # or the log's area rewritten), newest first, then those added after, oldest first.
    # The first (`head`: up to the first number that rises) stays in its order after the
    # second turned round: nearly sorted, whatever the history's age.
    good = bad = head = 0
    last = -1
    for pos, ok in walk(mem, size):
        if ok:
            n = number_at(mem, pos)
            if head == good and (not good or n < last):
                head += 1
            last = n
        good += ok
        bad += not ok
    out = [-1] * (front + good + bad)
    i = front + good - head  # the later ones go from there backwards, the first from there on
    h = i
    j = front + good
    for pos, ok in walk(mem, size):
        if not ok:
            out[j] = pos
            j += 1
        elif h < front + good:
            out[h] = pos
            h += 1
        else:
            i -= 1
            out[i] = pos
    # By number, newest first: an insertion sort moves little and allocates nothing.
    for i in range(front + 1, front + good):
        pos = out[i]
        n = number_at(mem, pos)
        j = i - 1
        while j >= front:
            m = number_at(mem, out[j])
            if m > n or (m == n and out[j] < pos):  # (the same number: by position)
                break
            out[j + 1] = out[j]
            j -= 1
        out[j + 1] = pos
    return out


def at(mem, size, pos):
    """The summary starting at pos, decoded (None: damaged)."""
    n = mem[pos]
    if n < SMALLEST or n > LARGEST or pos + n > size:
        return None
    return decode(mem[pos : pos + n])


def entries(mem, size):
    """The summaries in the region, newest first: tuples, None for a damaged one."""
    return [at(mem, size, pos) for pos in starts(mem, size)]


def finished(session, store):
    """The summary of the game on the device (core/store.Store `store` keeps it) if it is
    over and not in the history yet (a tuple as decode() gives), with its number (from its
    start; 0: not known, the next free one) and its players' names; else None."""
    if session is None or not session.game.over():
        return None
    number = store.number
    if number and stored(store.mem, store.base, number):
        return None
    totals, winners, rule, extra = session.game.decide()
    number = number or next_number(store.mem, store.base)
    return (
        number,
        session.module.GAME_ID,
        session.params,
        totals,
        winners,
        rule,
        extra,
        store.names,
    )


def summary_line(summary):
    """A summary as the device sends it over USB (a comment to the record reader):
    '# game 12: zoostock players=4 totals=66,52,40,38 winners=P3 decided=highest total',
    then ' names=Ann,Ben,Cy,Di' (a seat with no name: -) if the game had names, in quotes
    where a name has a space (' names="Ann Marie,Ben"': the line's words are parted by
    spaces)."""
    if summary is None:
        return "# game ?: damaged"
    number, game_id, players, totals, winners, rule, extra, names = summary
    row = games.entry(game_id)
    name = row[games.NAME] if row is not None else "game%d" % game_id
    if names:
        try:
            names = ",".join(n or "-" for n in bytes(names).decode().split(","))
            names = " names=" + ('"' + names + '"' if " " in names else names)
        except UnicodeError:  # a damaged summary's (its CRC passed by chance): no names
            names = None
    return "# game %d: %s players=%d totals=%s winners=%s decided=%s%s" % (
        number,
        name,
        players,
        ",".join(str(t) for t in totals),
        ",".join("P%d" % (s + 1) for s in winners) or "-",
        rule_text(rule, extra),
        names or "",
    )


def history_lines(mem, size, current=None, device=None):
    """What the device sends of its history, line by line: a count (and the board's id,
    `device`, where it has one: the games' numbers are its), then one line per game,
    newest first (`current`: the summary of the finished game on the device, not stored
    yet). Comment lines: a record reader skips them, `zootally pull` files them."""
    import sys

    found = starts(mem, size)
    count = "# history: %d games" % (len(found) + (current is not None))
    yield count + (" of device " + device if device else "")
    if current is not None:
        yield summary_line(current)
    for pos in found:  # decoded one at a time: the heap holds one line, not the history
        yield summary_line(at(mem, size, pos))
    if "zootally.ui.history" not in sys.modules:  # else the HISTORY screen still reads it
        games.forget("zootally.core", "history")
        games.forget("zootally.core", "region")
