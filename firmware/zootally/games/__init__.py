# SPDX-License-Identifier: MIT
"""The games: one registry row each (docs/adding-a-game.md). Import only the one being
played: a board has little RAM to spare."""

# The fields of a registry row, by position (a tuple costs less heap than an object). Plain
# numbers, not const(): importing games/common.py this early fragments the heap so that
# the 64 KB soak (tests/test_soak.py) finds no 4 KB block for the nvm image.
ID = 0  # the game id in nvm and records (1-255, never reused)
NAME = 1  # its name in records ("zoostock players=4")
PLAYERS = 2  # the player counts it is for
TITLE = 3  # on screens
KEY = 4  # the key label on the game choice (3 letters)
MODULE = 5  # the name of its folders: games/<MODULE>/ its rules and record, ui/<MODULE>/
# its screens (place())

GAMES: tuple = (  # (a bare tuple to the type checker: rows mix numbers and text)
    (1, "zoostock", (3, 4), "ZooStock", "ZOO", "zoostock"),
    (2, "zooscape", (3, 4, 5, 6), "Zooscape", "SCP", "zooscape"),
    (3, "zoo-ography", (1, 2), "Zoo-ography", "GRA", "zoography"),
)


def entry(game_id):
    """The registry row of a game, or None."""
    for row in GAMES:
        if row[ID] == game_id:
            return row
    return None


def index(game_id):
    """A game's place in GAMES (its key's on the game choice), or -1."""
    for i in range(len(GAMES)):
        if GAMES[i][ID] == game_id:
            return i
    return -1


def by_name(name):
    """The registry row of the game named `name` in records, or None."""
    for row in GAMES:
        if row[NAME] == name:
            return row
    return None


def place(game_id, part=""):
    """Where a module of a game is, as (its package, its name): a game is a folder in
    each layer. Its rules ("", games/<module>/__init__.py), its refusals ("refusals",
    games/<module>/refusals.py: refusal()), its record writer ("text",
    games/<module>/text.py, see unload) and reader ("read", host only); its screens
    ("ui", ui/<module>/__init__.py, whose class is UI), what its menu says ("why",
    ui/<module>/why.py: why(ui), two lines or None), its inputs in its words for FIX
    ("words", ui/<module>/words.py, optional) and the screens of one of its phases
    ("setup", "tally": ui/<module>/<phase>.py, GameUI.phase_screens)."""
    row = entry(game_id)
    if row is None:
        raise ValueError("unknown game %d" % game_id)
    layer = "zootally.games" if part in ("", "refusals", "text", "read") else "zootally.ui"
    if part == "" or part == "ui":
        return layer, row[MODULE]  # the folder's own: its __init__.py
    return layer + "." + row[MODULE], part


def load(game_id, part=""):
    """A module of a game (place()), imported now. One function for all: each costs heap
    on a board."""
    package, name = place(game_id, part)
    return __import__(package + "." + name, None, None, [name])


def refusal(module, game, code, v):
    """Why `game` (of the rules `module`) refuses input v, check()'s `code`, in at most 21
    characters: its games/<module>/refusals.py's text(), loaded for the moment and
    forgotten, so that no key but a refused one has a game's refusals in the heap."""
    text = load(module.GAME_ID, "refusals").text(game, code, v)
    unload(module.GAME_ID, "refusals")
    return text


def unload(game_id, part=""):
    """Forget a module of a game (place()) so that its code leaves the heap: a record
    writer after an export (on a board its code would stay for the rest of the game:
    docs/performance.md; the next export loads it again), the menu's why, FIX's words,
    a phase's screens, a game that ended."""
    if entry(game_id) is not None:
        forget(*place(game_id, part))


def forget(package, name):
    """Forget a module loaded for a moment (a record writer, the HISTORY screen) so that
    its code leaves the heap. (Not on CPython, where there is nothing to gain.)"""
    import sys

    if sys.implementation.name == "cpython":
        return
    sys.modules.pop(package + "." + name, None)
    pkg = sys.modules.get(package)
    if pkg is not None and name in pkg.__dict__:
        delattr(pkg, name)
