# SPDX-License-Identifier: MIT
"""The text form of a game record, like PGN for chess: one header line, then one line per
step of play. `#` starts a comment. Each game writes its records in games/<game>_text.py
(the device's REC) and reads them in games/<game>_read.py (host only); what they share is
in games/textform.py, which imports nothing: this module imports the games, never the
other way."""

from zootally import games

__all__ = ["format_record", "parse", "read", "record_lines"]


def reader(game_id):
    """A game's record reader and replay summary, games/<module>/read.py (host only: the
    device writes records but never reads one, so the loader is here, not in games/)."""
    return games.load(game_id, "read")


def parse(text):
    """Record text -> (game module, params, inputs bytearray, game state after them).

    Raises games.textform.RecordError naming the first line that is not a legal
    continuation."""
    return read(text)[:4]


def read(text):
    """As parse(), and the players' names last (its `names` line: Ann Ben - Di, - a seat
    with no name, "Ann Marie" a name with a space): a name or None a seat, or None where
    the record has no names line."""
    # Here, not at the top: the device writes records (record_lines) and never reads one,
    # and the reader's module would intern its names on the board for good at REC.
    from zootally.games.textform import RecordError, split_lines

    lines = split_lines(text)
    if not lines:
        raise RecordError(1, "empty record")
    n, words = lines[0]
    entry = games.by_name(words[0])
    if entry is None:
        raise RecordError(n, "unknown game '%s'" % words[0])
    params = None
    for w in words[1:]:
        if w.startswith("players="):
            try:
                params = int(w[8:])
            except ValueError:
                params = None
    allowed = entry[games.PLAYERS]
    if params not in allowed:
        raise RecordError(
            n, "%s needs players=%s" % (entry[games.NAME], "|".join(str(p) for p in allowed))
        )
    module = games.load(entry[games.ID])
    text_module = reader(entry[games.ID])
    game = module.Game(params)
    inputs = bytearray()
    seats = None
    if len(lines) > 1 and lines[1][1][0] == "names":  # who sat where, after the header
        seats = _names_line(lines[1][0], lines[1][1][1:], params)
        lines = lines[1:]
    text_module.parse_lines(game, lines[1:], inputs)
    return module, params, inputs, game, seats


# A record's comment naming the game: its device (the board's id) and number there.
ORIGIN = "# device %s game %d"


def _names_line(n, words, params):
    """A names line's words -> a name or None a seat; RecordError for names that cannot
    be (core/names.seats_refusal: the device's own rules)."""
    from zootally.core.names import seats_refusal
    from zootally.games.textform import RecordError

    seats = [None if w == "-" else w for w in words]
    why = seats_refusal(seats, params)
    if why is not None:
        raise RecordError(n, why)
    return seats


def record_lines(game_id, params, inputs, fixes=0, names=None, origin=None):
    """The record's lines one at a time (the device prints each as it comes). `fixes`:
    the entries corrected on the device (FIX), said in a comment; `names`: the players'
    names as the log keeps them (core/names.pack's bytes), or None; `origin`: (the
    board's id, the game's number), said in a comment (ORIGIN) by which a later version
    of the same game replaces an earlier one where records are kept, or None."""
    yield "%s players=%d" % (games.entry(game_id)[games.NAME], params)
    if names:
        # A name with a space in quotes (a record's words are parted by spaces).
        yield "names " + " ".join(
            ('"' + n + '"' if " " in n else n) if n else "-"
            for n in bytes(names).decode().split(",")
        )
    if origin is not None:
        yield ORIGIN % origin
    if fixes:
        yield "# corrected on the device: %d fix%s" % (fixes, "es" if fixes > 1 else "")
    yield from games.load(game_id, "text").format_lines(params, inputs)
    games.unload(game_id, "text")
    # And this module: on a board the history sent next (core/history.history_lines) then
    # has the heap this code held.
    games.forget("zootally.core", "record")


def format_record(game_id, params, inputs, names=None):
    return "\n".join(record_lines(game_id, params, inputs, names=names)) + "\n"
