# SPDX-License-Identifier: MIT
"""The device's settings, from settings.toml (which CircuitPython also reads for its own
keys). Only ZT_* keys are ours. Anything wrong falls back to the default with a short
warning for the screen; nothing here can stop the device from starting."""

# name: (default, lowest, highest, what it is). A string default is eight numbers, each
# lowest..highest, or "-" (see numbers()).
SETTINGS = {
    "ZT_BRIGHTNESS": (30, 0, 100, "key light brightness, percent"),
    "ZT_LONG_PRESS_MS": (600, 200, 3000, "hold this long for the menu, ms"),
    # Encoders are wired either way round: 1 makes a clockwise turn move back.
    "ZT_ENCODER_INVERTED": (0, 0, 1, "1: the encoder turns the other way"),
    # Zooscape's card values (S7), in the order tea bowl, fan, sword, parasol, lute,
    # figurine, chopsticks, kimono. A new game starts with them; the game keeps its own.
    "ZT_ZS_POINTS": ("8 7 6 5 4 3 2 3", 0, 15, "Zooscape points per card"),
    "ZT_ZS_LIMITS": ("1 1 2 2 2 3 - 2", 0, 14, "Zooscape limits (flags), - none"),
    # The table's names (core/names.py), offered on a new game's seats: a text of its
    # own kind, 0 to 12 names; a name refused is left out, the rest kept.
    "ZT_PLAYERS": ("", 0, 12, 'players\' names, e.g. "Ann,Ben,Cy"'),
}
PLAYERS = "ZT_PLAYERS"
# Which board file runs, where two share a board_id: read by zt_boot at the start (the
# board's file is chosen before the game's code loads), passed over here.
BOARD = "ZT_BOARD"
MAX_BYTES = 8192  # of settings.toml read (a few hundred are usual): the rest is not


def numbers(text, low, high, count=8):
    """'8 7 6' -> [8, 7, 6] (None for '-'), or None if it is not `count` numbers in range."""
    out: list = []
    for w in text.split():
        if w == "-":
            out.append(None)
        elif w.isdigit() and low <= int(w) <= high:
            out.append(int(w))
        else:
            return None
    return out if len(out) == count else None


def roster(values):
    """The table's names from the settings, in order (none: an empty list)."""
    return [n for n in values.get(PLAYERS, "").split(",") if n]


def card_values(values):
    """Zooscape's (points, limits) from the settings, for games.zooscape.start_inputs."""
    return (
        numbers(values.get("ZT_ZS_POINTS", ""), 0, 15),
        numbers(values.get("ZT_ZS_LIMITS", ""), 0, 14),
    )


def _value(text):
    """A TOML value as CircuitPython's settings.toml allows: an integer or a string."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        return text[1:-1]
    try:
        return int(text, 0)
    except ValueError:
        return None


def parse(text):
    """settings.toml (its text, or its bytes as read; None: no file) -> (values, warnings).
    Bytes are read line by line: a line that is not UTF-8 costs that line only, and says
    which; past MAX_BYTES, the rest is not read, and that is said too."""
    values = {}
    for name in SETTINGS:
        values[name] = SETTINGS[name][0]
    warnings = []
    if text is None:  # a fresh drive may have none: the defaults are what it asks for
        return values, []
    lines: list = []
    if isinstance(text, str):
        lines = text.split("\n")
    else:
        if len(text) > MAX_BYTES:
            text = text[: text.rfind(b"\n", 0, MAX_BYTES) + 1]  # whole lines only
            warnings.append("settings over %d KB" % (MAX_BYTES // 1024))
        lines = text.split(b"\n")
    n = 0
    for line in lines:
        n += 1
        if not isinstance(line, str):
            try:
                line = line.decode("utf-8")
            except UnicodeError:
                warnings.append("settings line %d: not text" % n)
                continue
        line = line.strip()
        if not line or line[0] == "#" or line[0] == "[":
            continue
        eq = line.find("=")
        if eq < 0:
            warnings.append("settings line %d?" % n)
            continue
        key = line[:eq].strip()
        raw = line[eq + 1 :]
        hash_at = raw.find("#")
        if hash_at >= 0 and raw.count('"', 0, hash_at) % 2 == 0:
            raw = raw[:hash_at]
        if not key.startswith("ZT_"):
            continue  # CircuitPython's own keys (wifi, web workflow...)
        if key == BOARD:
            continue
        if key not in SETTINGS:
            warnings.append("unknown %s" % key[:13])
            continue
        default, low, high, _ = SETTINGS[key]
        v = _value(raw)
        if key == PLAYERS:
            if isinstance(v, str):
                from zootally.core import names

                good, refused = names.roster(names.split(v))
                values[key] = ",".join(good)
                warnings.extend(refused)
            else:
                warnings.append("bad " + key[3:])
        elif isinstance(default, str):
            if isinstance(v, str) and numbers(v, low, high) is not None:
                values[key] = v
            else:
                warnings.append("bad " + key[3:])
        elif isinstance(v, int) and low <= v <= high:
            values[key] = v
        else:  # not a number, or out of range: the default stays
            warnings.append("bad " + key[3:])
    return values, warnings
