# SPDX-License-Identifier: MIT
"""The host side of each game (docs/adding-a-game.md), by the game id of the firmware's
registry (zootally.games.GAMES): a random but legal table that plays it, and the key
script a table would press for a log of its inputs. tests/test_conformance.py checks
that every registered game has both, and that they agree with the firmware."""

# game id: (random table module, its class, the script writer's module, its function)
HOST = {
    1: ("host_sim.random_table", "ZooStockTable", "host_sim.script", "script_for"),
    2: ("host_sim.random_zooscape", "ZooscapeTable", "host_sim.script", "zooscape_script"),
    3: ("host_sim.random_zoography", "ZooGraphyTable", "host_sim.script", "zoography_script"),
}


def table_class(game_id):
    """The game's random table class (its module imported now)."""
    module, cls, _, _ = HOST[game_id]
    # __import__, not importlib: tests/mp runs this on MicroPython
    return getattr(__import__(module, None, None, [cls]), cls)


def table(game_id, players, rng):
    """A random legal table for the game; .play() plays it, .inputs and .game after."""
    return table_class(game_id)(players, rng)


def script_words(game_id, players, inputs):
    """The key script words that enter this log of inputs on the device."""
    _, _, module, function = HOST[game_id]
    # __import__, not importlib: tests/mp/check_games.py runs this on MicroPython
    return getattr(__import__(module, None, None, [function]), function)(players, inputs)
