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
MODULE = 5  # games/<MODULE>.py the rules, <MODULE>_text.py writes its record,
# <MODULE>_read.py reads one (host only), ui/<MODULE>_ui.py its screens

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


def by_name(name):
    """The registry row of the game named `name` in records, or None."""
    for row in GAMES:
        if row[NAME] == name:
            return row
    return None


def load(game_id, part=""):
    """A module of a game, imported now: its rules (part ""), its screens ("_ui",
    ui/<module>_ui.py, whose class is UI), what its menu says ("_why", ui/<module>_why.py:
    why(ui), two lines or None), the screens of one of its phases ("_setup", "_tally":
    ui/<module>_<phase>.py, GameUI.phase_screens), its record writer ("_text", see
    unload_text) or reader ("_read", host only). One function for all: each costs heap on
    a board."""
    row = entry(game_id)
    if row is None:
        raise ValueError("unknown game %d" % game_id)
    name = row[MODULE] + part
    package = "games" if part == "" or part == "_text" or part == "_read" else "ui"
    return __import__("zootally.%s.%s" % (package, name), None, None, [name])


def unload_text(game_id):
    """Forget a record writer after an export: on a board its code would stay in the heap
    for the rest of the game (measured in docs/performance.md). The next export loads it
    again from the drive."""
    row = entry(game_id)
    if row is not None:
        forget("zootally.games", row[MODULE] + "_text")


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
