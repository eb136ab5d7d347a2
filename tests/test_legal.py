# SPDX-License-Identifier: MIT
"""Each engine lists its legal inputs (issue 15, item 1): legal() gives exactly the inputs
check() accepts, at every moment of random games of all three titles."""

import random

import pytest
from zootally.games import zoography as zg
from zootally.games import zooscape as zsc
from zootally.games import zoostock as zs

from host_sim.random_table import ZooStockTable
from host_sim.random_zoography import ZooGraphyTable
from host_sim.random_zooscape import ZooscapeTable


def accepted(game):
    return [v for v in range(256) if game.check(v) == 0]


MODULES = {zs.Game: zs, zsc.Game: zsc, zg.Game: zg}


def listed(game):
    buf = bytearray(256)
    n = MODULES[type(game)].legal(game, buf)  # each engine's legal(game, buf)
    return list(buf[:n])


def replay_checking(module, params, inputs):
    game = module.Game(params)
    states = 0
    for v in inputs:
        assert listed(game) == accepted(game), (states, game.phase)
        assert v in listed(game)  # every input a real game made was listed
        assert game.apply(v) == 0
        states += 1
    assert listed(game) == accepted(game)
    return states


@pytest.mark.parametrize("seed", range(6))
def test_zoostock_legal_is_what_check_accepts(seed):
    rng = random.Random(seed)
    t = ZooStockTable(3 + seed % 2, rng)
    t.play()
    assert replay_checking(zs, t.game.players, t.inputs) > 100


@pytest.mark.parametrize("seed", range(6))
def test_zooscape_legal_is_what_check_accepts(seed):
    rng = random.Random(seed)
    t = ZooscapeTable(3 + seed % 4, rng, tally_only=(seed == 5))
    t.play()
    assert replay_checking(zsc, t.game.players, t.inputs) > 20


@pytest.mark.parametrize("seed", range(6))
def test_zoography_legal_is_what_check_accepts(seed):
    rng = random.Random(seed)
    t = ZooGraphyTable(1 + seed % 2, rng)
    t.play()
    assert replay_checking(zg, t.game.players, t.inputs) > 5


def test_legal_at_the_start_of_each_game():
    buf = bytearray(256)  # the caller's, reused
    # ZooStock, 3 players: an EX card (numbers 1-8: the default lead), or who leads (1-3).
    assert zs.legal(zs.Game(3), buf) == 6 * 8 + 3
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
