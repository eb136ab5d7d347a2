# SPDX-License-Identifier: MIT
"""Players' names: the roster a table sets on the host (settings.toml's ZT_PLAYERS, or
`zootally names`), a game's names in seat order (its log keeps them, core/store.py), and
what a screen shows of one. One reader for all of them: the device, the simulator and the
host tools refuse the same names with the same words.

A name is 1 to 8 letters, digits or '-', starting with a letter, never a seat's own label
(P1..P6). The device shows three characters of it (`labels`: its first three, told apart
from another name's at the table where they begin alike: Chr, Chi). A refusal is a line of the
device's screen (21 characters) with names of up to eight letters. A game's names are packed
as one text, a comma between seats, nothing for a seat with no name: "Ann,Ben,,Di"."""

MAX_LEN = 8
MAX_ROSTER = 12
SHOWN = 3  # characters of a name on the device's screens and keys


def labels(names):
    """What the screens show of each of a table's names (None: no name): its first three
    characters (a key's legend holds three), unless a name before it shows so too, whatever
    the case (Chris, Christine): then its first two and a later character of its own (Chr,
    Chi), else its first two and a number. Never two alike, never a refusal."""
    out: list = []
    for n in names:
        shown = n[:SHOWN] if n else None
        k = SHOWN
        while shown and shown.lower() in [o.lower() for o in out if o]:
            shown = n[:2] + (n[k] if k < len(n) else str(k - len(n) + 1))
            k += 1
        out.append(shown)
    return out


def _shown(text):
    """A refused name as a screen or a terminal may show it: a control character (an
    escape sequence's, a newline) as '?', never as itself."""
    out = ""
    for c in text:
        out += "?" if c < " " or "\x7f" <= c <= "\x9f" else c
    return out


def refusal(name):
    """Why `name` cannot be a player's name, in a few words, or None if it can."""
    if not name:
        return "an empty name"
    if len(name) > MAX_LEN:
        return "%s..: too long" % _shown(name[:MAX_LEN])
    for c in name:
        if not ("a" <= c <= "z" or "A" <= c <= "Z" or "0" <= c <= "9" or c == "-"):
            return "%s: A-Z 0-9 - only" % _shown(name)
    if not ("a" <= name[0] <= "z" or "A" <= name[0] <= "Z"):
        return "%s: a letter first" % name
    if name[0] in "pP" and name[1:].isdigit():
        return "%s: a seat's label" % name
    return None


def roster(words):
    """The names that can be used, in order, and why each other one cannot (one short
    line each): a bad name, one twice (whatever its case), one over MAX_ROSTER. Two that
    begin alike are both taken: labels() tells them apart."""
    good: list = []
    refused: list = []
    for w in words:
        why = refusal(w)
        if why is None and w.lower() in [g.lower() for g in good]:
            why = "%s twice" % w
        if why is None and len(good) >= MAX_ROSTER:
            why = "%s: over %d names" % (w, MAX_ROSTER)
        if why is None:
            good.append(w)
        else:
            refused.append(why)
    return good, refused


def split(text):
    """A roster's text ('Ann, Ben Cy') -> its words: commas and spaces both part them."""
    return text.replace(",", " ").split()


def pack(names):
    """A game's names in seat order (None: no name) -> bytes for the log and the history."""
    return ",".join(n or "" for n in names).encode()


def seats_refusal(seats, players):
    """Why a game's names in seat order (None: a seat without one), as a record or a
    history line gives them, cannot be `players` players' names, or None if they can:
    another count of seats, a name refused, a name twice (whatever its case)."""
    if len(seats) != players:
        return "%d names for %d players" % (len(seats), players)
    seen = []
    for n in seats:
        if n is None:
            continue
        why = refusal(n)
        if why is not None:
            return "name " + why
        if n.lower() in seen:
            return "%s twice" % n
        seen.append(n.lower())
    return None


def unpack(data, players):
    """Bytes packed by pack() -> `players` names (None: no name), or None if they do not
    read as that (damage: seats_refusal)."""
    if not data:
        return None
    try:
        seats = [p or None for p in bytes(data).decode().split(",")]
    except UnicodeError:  # (MicroPython's decode raises it too)
        return None
    return None if seats_refusal(seats, players) else seats
