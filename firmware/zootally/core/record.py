# SPDX-License-Identifier: MIT
"""The text form of a game record, like PGN for chess: one header line, then one line per
step of play. `#` starts a comment. Each game's own words live in games/<game>_text.py."""

from zootally import games


class RecordError(Exception):
    def __init__(self, line, message):
        super().__init__("line %d: %s" % (line, message))
        self.line = line
        self.message = message


def feed(game, error_text, inputs, n, v, what):
    """Apply input v read from line n of a record; a refusal names the line and says why."""
    err = game.apply(v)
    if err:
        raise RecordError(n, "%s: %s" % (what, error_text(game, err, v)))
    inputs.append(v)


def split_lines(text):
    """[(line number, [words])] without blank lines and comments."""
    out = []
    n = 0
    for raw in text.split("\n"):
        n += 1
        i = raw.find("#")
        if i >= 0:
            raw = raw[:i]
        words = raw.split()
        if words:
            out.append((n, words))
    return out


def parse(text):
    """Record text -> (game module, params, inputs bytearray, game state after them).

    Raises RecordError naming the first line that is not a legal continuation."""
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
    if params not in entry[2]:
        raise RecordError(n, "%s needs players=%s" % (entry[1], "|".join(str(p) for p in entry[2])))
    module = games.load(entry[0])
    text_module = games.load_text(entry[0])
    game = module.Game(params)
    inputs = bytearray()
    text_module.parse_lines(game, lines[1:], inputs)
    return module, params, inputs, game


def record_lines(game_id, params, inputs):
    """The record's lines one at a time (the device prints each as it comes)."""
    for e in games.GAMES:
        if e[0] == game_id:
            yield "%s players=%d" % (e[1], params)
    yield from games.load_text(game_id).format_lines(params, inputs)
    games.unload_text(game_id)


def format_record(game_id, params, inputs):
    return "\n".join(record_lines(game_id, params, inputs)) + "\n"
