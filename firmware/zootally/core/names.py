# SPDX-License-Identifier: MIT
"""Players' names: the roster a table sets on the host (settings.toml's ZT_PLAYERS, or
`zootally names`), a game's names in seat order (its log keeps them, core/store.py), and
what a screen shows of one. One reader for all of them: the device, the simulator and the
host tools refuse the same names with the same words.

A name is text as people write it: 1 to 16 characters of any script (Zoë, José, Ann Marie,
李伟), at most 38 bytes of UTF-8 (16 letters with accents; 12 of CJK), words parted by one
space, with no quote, '#', comma, backslash or control character, not starting with a digit
or '-', never a seat's own label (P1..P6). The device shows three letters of it that its font
draws (`labels`: its first three, accents and spaces taken off, told apart from another
name's at the table where they begin alike: Chr, Chi). A refusal is a line of the device's
screen. A game's names are packed as one text, a comma between seats, nothing for a seat
with no name: "Ann,Ben,,Di"."""

MAX_LEN = 16  # characters
# Bytes of UTF-8: a history summary's length is one byte, and six players' summary with
# six names of 38 bytes and their commas is 22 + 233 = 255 (core/history.py).
MAX_BYTES = 38
MAX_ROSTER = 12
SHOWN = 3  # characters of a name on the device's screens and keys


def labels(names):
    """What the screens show of each of a table's names (None: no name): its first three
    letters as the screen's font draws them (accents and spaces taken off, a letter it has
    no way to draw left out; '#' for a name of none), unless another name shows so too,
    whatever the case (Chris, Christa): then the later one shows its first two and a later
    letter of its own (Chr, Chi), else its first two and a number. A name of three letters
    or fewer is shown whole first, wherever it is (Ann keeps Ann beside Anne-Sophie: Ane).
    Never two alike, never a refusal."""
    # A letter with an accent and the one the font draws for it, a pair at a time.
    pairs = (
        "ÀAÁAÂAÃAÄAÅAÆAÇCÈEÉEÊEËEÌIÍIÎIÏIÑNÒOÓOÔOÕOÖOØOÙUÚUÛUÜUÝYßsàa"
        "áaâaãaäaåaæaçcèeéeêeëeìiíiîiïiñnòoóoôoõoöoøoùuúuûuüuýyÿyĀAāa"
        "ĂAăaĄAąaĆCćcČCčcĎDďdĐDđdĒEēeĖEėeĘEęeĚEěeĞGğgĪIīiĮIįiİIıiĶKķk"
        "ĹLĺlĻLļlĽLľlŁLłlŃNńnŅNņnŇNňnŌOōoŐOőoŒOœoŔRŕrŘRřrŚSśsŞSşsŠSšs"
        "ŢTţtŤTťtŪUūuŮUůuŰUűuŲUųuŸYŹZźzŻZżzŽZžz"
    )
    drawn = []
    for n in names:
        if n:
            d = ""
            for c in n:
                if c < "\x7f":
                    d += "" if c == " " else c
                else:
                    i = pairs.find(c)
                    d += "" if i < 0 or i % 2 else pairs[i + 1]
            n = d or "#"
        drawn.append(n)
    out: list = [None] * len(names)
    taken: list = []  # the labels given so far, lower case
    for short in (True, False):  # the names shown whole first, then the others in order
        for j in range(len(drawn)):
            n = drawn[j]
            if not n or (len(n) <= SHOWN) != short:
                continue
            shown = n[:SHOWN]
            k = SHOWN
            while shown.lower() in taken:
                shown = n[:2] + (n[k] if k < len(n) else str(k - len(n) + 1))
                k += 1
            out[j] = shown
            taken.append(shown.lower())
    return out


def _shown(text):
    """A refused name as a screen or a terminal may show it: a control character (an
    escape sequence's, a newline, a line separator) as '?', never as itself."""
    out = ""
    for c in text:
        out += "?" if _control(c) else c
    return out


def _control(c):
    """A character that is no part of a line of text: a control character, a line or
    paragraph separator; and a space other than ' ' (a name with one would look like
    another's with a space: no-break, en, em, thin, ideographic...)."""
    o = ord(c)  # by codes: a string of one of them is one name more interned on the board
    if o < 32 or 0x7F <= o <= 0xA0 or 0x2000 <= o <= 0x200A or 0x2028 <= o <= 0x2029:
        return True
    return o in (0x1680, 0x202F, 0x205F, 0x3000)


def refusal(name):
    """Why `name` cannot be a player's name, in a few words, or None if it can."""
    if not name:
        return "an empty name"
    if len(name) > MAX_LEN or len(name.encode()) > MAX_BYTES:
        while len(name) > MAX_LEN or len(name.encode()) > MAX_BYTES:  # what fits, as written
            name = name[:-1]
        return "%s..: too long" % _shown(name)
    for c in name:
        # A quote (settings.toml's text), '#' (a record's comment), a comma (parts names), a
        # backslash: by their codes (a string of them is one name more interned on the board).
        if _control(c) or ord(c) in (34, 35, 44, 92):
            return '%s: no " # , \\ or control char' % _shown(name)
    if name[0] == " " or name[-1] == " " or "  " in name:
        return "%s: a space only between words" % _shown(name)
    if name[0] < "\x7f" and not ("a" <= name[0] <= "z" or "A" <= name[0] <= "Z"):
        return "%s: a letter first" % name
    if name[0] in "pP" and name[1:2].isdigit():
        # P and a number reads as a seat (ui/view.named) unless a letter of A-Z or '-'
        # follows it (P2a); anything else after it (P2!, P2é) would read as seat 2 and more.
        k = 2
        while k < len(name) and name[k].isdigit():
            k += 1
        if k == len(name) or not ("a" <= name[k] <= "z" or "A" <= name[k] <= "Z" or name[k] == "-"):
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
    """A roster's text -> its names: commas part them ('Ann Marie, Ben': two names), or,
    in a text without a comma, spaces ('Ann Ben Cy', as rosters were first written)."""
    if "," not in text:
        return text.split()
    return [w.strip() for w in text.split(",") if w.strip()]  # (Ann,Ben, : two)


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
