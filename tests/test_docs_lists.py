# SPDX-License-Identifier: MIT
"""The README and docs/hardware.md name the games and the boards in words a person reads,
so they cannot be generated; this holds them to the registry's rows and to boards/, so
that a game or a board added without its words fails here instead of going unsaid."""

import os
import re
import sys

from zootally import games

from host_sim.device import DEFAULT_BOARD, PROFILES, SHIPPED_BOARDS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import release  # noqa: E402


def read(*path):
    with open(os.path.join(ROOT, *path), encoding="utf-8") as f:
        return f.read()


def shipped_titles():
    """The registry's rows of the games in firmware/ (the tests' own fixture is not)."""
    here = os.path.join(ROOT, "firmware", "zootally", "games")
    return [r for r in games.GAMES if os.path.isdir(os.path.join(here, r[games.MODULE]))]


def test_the_readme_names_every_game_with_its_players_and_its_page():
    text = " ".join(read("README.md").split())
    games_line = text.split("Games: ", 1)[1].split(". ", 1)[0]
    named = re.findall(r"\*\*([^*]+)\*\* \(([^,]+), \[docs/([\w-]+)\.md\]", games_line)
    rows = shipped_titles()
    assert [n[0] for n in named] == [r[games.TITLE] for r in rows], games_line
    for (title, players, page), row in zip(named, rows):
        counts = row[games.PLAYERS]
        assert page == row[games.NAME] and os.path.exists(os.path.join(ROOT, "docs", page + ".md"))
        lowest = min(c for c in counts if c > 1)  # "or solo": one player
        assert players.startswith("%d" % lowest), (title, players)
        assert players.startswith("%d-%d" % (lowest, max(counts))) or lowest == max(counts)
        assert ("solo" in players) == (1 in counts), (title, players)


def test_every_board_has_its_words_in_the_readme_and_in_hardware_md():
    readme = read("README.md")
    hardware = read("docs", "hardware.md")
    sections = hardware.split("\n## ")
    for name in SHIPPED_BOARDS:
        filename = os.path.basename(PROFILES[name][0])
        # Its own section: the board file, how to deploy it, how to simulate it.
        mine = [s for s in sections if "[boards/%s]" % filename in s]
        assert len(mine) == 1, filename
        # And the board_id a release finds it by.
        assert "`%s`" % release.board_row(PROFILES[name][0])[1] in mine[0], filename
        if name != DEFAULT_BOARD:
            assert "`tools/sim --board %s`" % name in mine[0], name
            assert "--board %s" % filename[:-3] in mine[0], name
            assert "tools/sim --board %s " % name in readme, name
