# SPDX-License-Identifier: MIT
"""The games. Import only the one being played: a board has little RAM to spare."""

# (game id, name in records, players allowed, title on screen, key label)
GAMES = (
    (1, "zoostock", (3, 4), "ZooStock", "ZOO"),
    (2, "zooscape", (3, 4, 5, 6), "Zooscape", "SCP"),
    (3, "zoo-ography", (1, 2), "Zoo-ography", "GRA"),
)


def load(game_id):
    if game_id == 1:
        from zootally.games import zoostock

        return zoostock
    if game_id == 2:
        from zootally.games import zooscape

        return zooscape
    if game_id == 3:
        from zootally.games import zoography

        return zoography
    raise ValueError("unknown game %d" % game_id)


# The text forms (record, summary) of each game: only for export and replay.
_TEXT_NAMES = {1: "zoostock_text", 2: "zooscape_text", 3: "zoography_text"}


def load_text(game_id):
    """The text module of a game, imported now (see unload_text)."""
    name = _TEXT_NAMES.get(game_id)
    if name is None:
        raise ValueError("unknown game %d" % game_id)
    return __import__("zootally.games." + name, None, None, [name])


def unload_text(game_id):
    """Forget a text module after an export: on a board its code would stay in the heap
    for the rest of the game (measured in docs/performance.md). The next export loads it
    again from the drive. (Not on CPython, where there is nothing to gain.)"""
    import sys

    name = _TEXT_NAMES.get(game_id)
    if name is None or sys.implementation.name == "cpython":
        return
    sys.modules.pop("zootally.games." + name, None)
    pkg = sys.modules.get("zootally.games")
    if pkg is not None and name in pkg.__dict__:
        delattr(pkg, name)


def by_name(name):
    for entry in GAMES:
        if entry[1] == name:
            return entry
    return None
