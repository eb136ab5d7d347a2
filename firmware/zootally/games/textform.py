# SPDX-License-Identifier: MIT
"""What the games' text forms (games/<game>_text.py) share: reading record lines and
refusing one with a message that names it. The record dispatch (core/record.py) imports
the games; nothing here imports anything, so the dependency points one way."""


class RecordError(Exception):
    def __init__(self, line, message):
        super().__init__("line %d: %s" % (line, message))
        self.line = line
        self.message = message


def split_lines(text):
    """[(line number, [words])] without blank lines and comments. Outside comments and
    the players' names a record is ASCII (the device writes nothing else): a digit
    str.isdigit() takes but int() refuses ('²', '①') is refused here, once, for every
    reader."""
    out = []
    n = 0
    for raw in text.split("\n"):
        n += 1
        i = raw.find("#")
        if i >= 0:
            raw = raw[:i]
        words = raw.split()
        if words[:1] == ["names"]:  # players' names are as people write them
            # A name with a space is in quotes (`names Cy "Ann Marie" -`), which no name
            # has in it; a quote not closed refuses the line.
            parts = raw.split('"')
            if len(parts) % 2 == 0:
                raise RecordError(n, "a name's quote not closed")
            words = []
            for i in range(len(parts)):
                if i % 2:
                    words.append(parts[i])
                else:
                    words += parts[i].split()
        else:
            for c in raw:
                if ord(c) > 126:
                    raise RecordError(n, "%s is not a character of a record" % _named(c))
        if words:
            out.append((n, words))
    return out


def _named(c):
    """A character as a message shows it, on one line: itself in quotes where it prints,
    else its code point (U+0085, NEL, would break the line of a one-line refusal)."""
    n = ord(c)
    if n >= 0xA0 and n != 0x2028 and n != 0x2029:
        return "'%s'" % c
    return "U+%04X" % n


def line_word(n, words, keywords, waiting):
    """The first word of line n, refused unless it is one of the game's `keywords` and the
    game is waiting for it now (see expect)."""
    word = words[0]
    if word not in keywords:
        raise RecordError(n, "unknown word '%s'" % word)
    expect(n, word, waiting)
    return word


def expect(n, word, waiting):
    """Refuse line n, which starts with `word`, unless the game is waiting for it.

    waiting: (the line words the game takes now, what the table is doing, in words);
    the refusal says the latter, so a reader knows what the record should say there."""
    if word not in waiting[0]:
        raise RecordError(n, "%s: the table is waiting for %s" % (word, waiting[1]))


def feed(game, refusal_text, inputs, n, v, what):
    """Apply input v read from line n of a record; a refusal names the line and says why
    (`refusal_text`: the game's refusals.text)."""
    err = game.apply(v)
    if err:
        raise RecordError(n, "%s: %s" % (what, refusal_text(game, err, v)))
    inputs.append(v)
