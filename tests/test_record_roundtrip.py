# SPDX-License-Identifier: MIT
"""Every game the device plays, its record reads back: random games of
every registered game and player count, entered by keys on the device's shell as a table
would (LOCKs, lost solo games, resets, a tally...), are sent by REC as the device sends
them; the host's reader takes that text back to the same log and the same result. (A solo
Zoo-ography game lost at a reset was written as `lost` and refused by the reader.)"""

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally import games
from zootally.core import record
from zootally.core.store import Store
from zootally.ui import outbox
from zootally.ui.shell import Shell

from host_sim import registry, script

ROWS = [(row[games.ID], players) for row in games.GAMES for players in row[games.PLAYERS]]


def sent_record(shell):
    """The record lines REC sends (the first part of the outbox), as text."""
    outbox.send(shell)
    parts = shell.take_outbox()
    return "\n".join(parts[0]) + "\n"


@pytest.mark.parametrize("game_id, players", ROWS, ids=["%d-%dp" % r for r in ROWS])
@settings(max_examples=examples(12))
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(registry.VARIANTS))
@example(seed=5, variant=0)  # Zoo-ography solo: lost at a reset
@example(seed=37035381, variant=0)  # ZooStock 4p: an order the device took as a pick
def test_the_devices_record_reads_back(game_id, players, seed, variant):
    table = registry.table(game_id, players, random.Random(seed), variant)
    table.play()
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    script.press_words(shell, registry.script_words(game_id, players, table.inputs))
    session = shell.session
    assert session.game.over()
    text = sent_record(shell)
    module, params, inputs, game = record.parse(text)
    assert (module.GAME_ID, params) == (game_id, players)
    # The same log, up to its spelling of a choice (a ZooStock order of new rows picked in
    # part and then accepted is written as the order; read back, it may be spelled the
    # other way): written again, the same text.
    assert record.format_record(game_id, players, inputs) == text
    reader = record.reader(game_id)
    assert reader.summary(game) == reader.summary(session.game) == reader.summary(table.game)


def round_of(summary):
    """The round (or turn) a replay summary says the game is at, if it says one."""
    return summary.get("round", summary.get("turn"))


@pytest.mark.parametrize("game_id, players", ROWS, ids=["%d-%dp" % r for r in ROWS])
@settings(max_examples=examples(6))
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(registry.VARIANTS))
def test_a_record_cut_at_a_rounds_end_reads_back_and_replays_that_round(
    game_id, players, seed, variant
):
    """At every input where the game's round (or turn) changes, in its engine or in its
    replay, in random games of every registered title: the record of the game so far
    reads back to the same record, and its replay is the game's. A ZooStock record
    whose last line is a round's last trick shows that round as it ended (its zoos and EX
    zone, empty hands, who leads next), not the next round begun with its zoos empty:
    until the next round's `ex` line the record holds nothing of it."""
    table = registry.table(game_id, players, random.Random(seed), variant)
    table.play()
    reader = record.reader(game_id)
    game = games.load(game_id).Game(players)
    shown = round_of(reader.summary(game))
    for k, v in enumerate(table.inputs, 1):
        engine = getattr(game, "round", None)
        assert game.apply(v) == 0
        now = reader.summary(game)
        advanced = getattr(game, "round", None) != engine
        if round_of(now) == shown and not advanced:
            continue
        text = record.format_record(game_id, players, table.inputs[:k])
        _, _, inputs, replayed = record.parse(text)
        # The same inputs, up to the spelling of a ZooStock order (the test above).
        assert record.format_record(game_id, players, inputs) == text
        assert reader.summary(replayed) == now
        if game_id == 1 and advanced and not game.over():  # ZooStock: the round that ended
            zoos, ex, _ = game.round_zoos[-1]
            assert (now["round"], now["hands"]) == (engine, [0] * players)
            assert [[r["count"] for r in z] for z in now["zoos"]] == [
                [r[1] for r in z] for z in zoos
            ]
            assert bytes(now["ex"][a] for a in "GHBRTE") == ex
            assert now["lead"] == game.lead_choices[0] + 1
        shown = round_of(now)
