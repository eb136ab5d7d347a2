# SPDX-License-Identifier: MIT
"""Each engine lists its legal inputs: legal() gives exactly the inputs
check() accepts, at every moment of random games of every registered title."""

import random

import pytest
from zootally import games
from zootally.games import zoography as zg
from zootally.games import zooscape as zsc
from zootally.games import zoostock as zs

from host_sim import registry
from host_sim.random_zooscape import ZooscapeTable


def accepted(game):
    return [v for v in range(256) if game.check(v) == 0]


def listed(module, game):
    buf = bytearray(256)
    n = module.legal(game, buf)  # each engine's legal(game, buf)
    return list(buf[:n])


def replay_checking(module, params, inputs):
    game = module.Game(params)
    states = 0
    for v in inputs:
        assert listed(module, game) == accepted(game), (states, game.phase)
        assert v in listed(module, game)  # every input a real game made was listed
        assert game.apply(v) == 0
        states += 1
    assert listed(module, game) == accepted(game)
    return states


# Every registered title at each of its player counts, two random games each.
ROWS = [
    (row[games.ID], n, seed, variant)
    for row in games.GAMES
    for n in row[games.PLAYERS]
    for seed in (0, 1)
    for variant in registry.VARIANTS
]


@pytest.mark.parametrize("game_id, players, seed, variant", ROWS)
def test_legal_is_what_check_accepts(game_id, players, seed, variant):
    t = registry.table(game_id, players, random.Random(seed), variant)
    t.play()
    assert t.game.over()
    assert replay_checking(games.load(game_id), players, t.inputs) == len(t.inputs) > 0


def test_zooscape_legal_is_what_check_accepts_tally_only():
    t = ZooscapeTable(5, random.Random(5), tally_only=True)
    t.play()
    assert replay_checking(zsc, t.game.players, t.inputs) > 20


def test_legal_at_the_start_of_each_game():
    buf = bytearray(256)  # the caller's, reused
    # ZooStock, 3 players: an EX card (numbers 1-8: the default lead), who leads (1-3), or
    # the round entered as a tally.
    assert zs.legal(zs.Game(3), buf) == 6 * 8 + 3 + 1
    # Zooscape, 4 players: the first master (4 seats), tally only, or a type's values.
    assert list(buf[: zsc.legal(zsc.Game(4), buf)]) == [190, 191, 192, 193, 196] + list(
        range(200, 208)
    )
    # Zoo-ography: one of the 24 objective set-ups, with the short tally (50-73) or, as
    # logs made before it replay, the long one (0-23).
    assert list(buf[: zg.legal(zg.Game(2), buf)]) == list(range(24)) + list(range(50, 74))


def test_zooscape_refuses_inputs_between_the_tally_and_the_master():
    # 182-189 are no input; check() took them as the master "seat -8" until legal() was
    # tested against it.
    g = zsc.Game(4)
    for v in range(182, 190):
        assert g.check(v) == zsc.E_BAD
