# SPDX-License-Identifier: MIT
"""Two games that are not shipped, registered while the tests run (tests/conftest.py):
every test over "all games" runs them too, so a game added the way docs/adding-a-game.md
says is tested the moment it is registered, and nothing hard-wired to three games hides.

Their folders are as a shipped game's, under this folder: games/<module>/ (rules,
record), ui/<module>/ (screens, the menu's why), and host.py (random tables, key
scripts). register() adds each game's two registry rows, firmware's and the host's, and
lets the firmware's packages find the files here."""

import os

import zootally.games
import zootally.ui
from zootally import games

from host_sim import registry

HERE = os.path.dirname(os.path.abspath(__file__))
# (firmware's registry row, the host's): Zoo Count, a count per seat and round in one
# module of screens; Zoo Coins, count-heavy, its screens in phases with a key of their own.
GAMES = (
    (
        (9, "zoo-count", (2, 3), "Zoo Count", "CNT", "zoocount"),
        ("fixture_game.host", "ZooCountTable", "fixture_game.host", "script"),
    ),
    (
        (8, "zoo-coins", (2, 3, 4, 5), "Zoo Coins", "COI", "zoocoins"),
        ("fixture_game.host", "ZooCoinsTable", "fixture_game.host", "coins_script"),
    ),
)


def register():
    """Register the fixture's games (once): a registry row on each side."""
    if GAMES[0][0] in games.GAMES:
        return
    zootally.games.__path__.append(os.path.join(HERE, "games"))
    zootally.ui.__path__.append(os.path.join(HERE, "ui"))
    for row, host in GAMES:
        games.GAMES = games.GAMES + (row,)
        registry.HOST[row[games.ID]] = host
