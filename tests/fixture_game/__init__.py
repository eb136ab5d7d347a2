# SPDX-License-Identifier: MIT
"""A fourth game that is not shipped, registered while the tests run (tests/conftest.py):
every test over "all games" runs it too, so a game added the way docs/adding-a-game.md
says is tested the moment it is registered, and nothing hard-wired to three games hides.

Its files are where a shipped game's are, under this folder: games/zoocount*.py (rules,
record), ui/zoocount_ui.py and ui/zoocount_why.py (screens, the menu's why), host.py (a
random table, its key script). register() adds the two registry rows, firmware's and the
host's, and lets the firmware's packages find the files here."""

import os

import zootally.games
import zootally.ui
from zootally import games

from host_sim import registry

HERE = os.path.dirname(os.path.abspath(__file__))
ROW = (9, "zoo-count", (2, 3), "Zoo Count", "CNT", "zoocount")
HOST = ("fixture_game.host", "ZooCountTable", "fixture_game.host", "script")


def register():
    """Register Zoo Count (once): a registry row on each side."""
    if ROW in games.GAMES:
        return
    zootally.games.__path__.append(os.path.join(HERE, "games"))
    zootally.ui.__path__.append(os.path.join(HERE, "ui"))
    games.GAMES = games.GAMES + (ROW,)
    registry.HOST[ROW[games.ID]] = HOST
