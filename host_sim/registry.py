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


# soak_options' n of a game played another way where a table has one (tests/mp/soak.py's
# every tenth: Zooscape tally-only, ZooStock rounds entered as a tally): the property
# tests of screens and records draw it beside the plain way (VARIANTS).
OTHER_WAY = 9
VARIANTS = (0, OTHER_WAY)


def table(game_id, players, rng, variant=0):
    """A random legal table for the game; .play() plays it, .inputs and .game after.
    variant: soak_options' n, where the table has it (OTHER_WAY: played another way)."""
    cls = table_class(game_id)
    if variant and hasattr(cls, "soak_options"):
        return cls(players, rng, **cls.soak_options(variant))
    return cls(players, rng)


def script_words(game_id, players, inputs):
    """The key script words that enter this log of inputs on the device."""
    _, _, module, function = HOST[game_id]
    # __import__, not importlib: tests/mp/check_games.py runs this on MicroPython
    return getattr(__import__(module, None, None, [function]), function)(players, inputs)
