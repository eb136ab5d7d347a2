# SPDX-License-Identifier: MIT
"""Hypothesis: random legal ZooStock games (real dealt hands, must-follow, random LOCKs and
row orders) keep every invariant after every input."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally.core import record
from zootally.games import zoostock as zs
from zootally.games.zoostock import read as zt
from zootally.games.zoostock import refusals

from host_sim.random_table import ZooStockTable


def rulebook_score(zoo, ex):
    """Each row: cards in the row x cards of that animal in the EX zone (Z8)."""
    return sum(row[1] * ex[row[0]] for row in zoo)


def check_invariants(t):
    g = t.game
    deck = 6 * g.max_number
    seen = sum(g.seen)
    in_hands = sum(len(h) for h in t.hands) if t.hands else None
    if g.phase in (zs.P_PLAY, zs.P_ORDER):
        # The device's hand counts are the truth, and every card is somewhere: in a real
        # hand, face down on a row, or seen by the device (EX zone, a trick, a zoo).
        assert list(g.hands) == [len(h) for h in t.hands]
        assert in_hands + len(t.lock_cards) + seen == deck
        assert g.cards_in_play() == deck
    if g.phase == zs.P_PLAY:
        trick = sum(1 for c in g.trick_cards if c != zs.NO_CARD)
        zoo = sum(r[1] for z in g.zoos for r in z)
        assert zoo + sum(g.ex) + trick == seen
        for z in g.zoos:
            assert len(z) <= 3
            assert len(set(r[0] for r in z)) == len(z)
            assert sum(r[2] for r in z) <= 1
        assert g.trump() == max(g.ex)
        assert g.hands[g.to_play()] > 0
        assert max(g.hands) - min(g.hands) <= 1  # a LOCK spends a card like a play
    for r, scores in enumerate(g.round_scores):
        zoos, ex, locks = g.round_zoos[r]
        assert scores == [rulebook_score(z, ex) for z in zoos]
        assert sum(r2[1] for z in zoos for r2 in z) + sum(ex) + locks == deck


@settings(max_examples=examples(60))
@given(
    players=st.sampled_from([3, 4]), seed=st.integers(0, 2**32 - 1), tally=st.sampled_from([0, 2])
)
def test_random_games_keep_invariants(players, seed, tally):
    """tally: one round in two entered as a tally (TAL), else none."""
    t = ZooStockTable(players, random.Random(seed), tally_rate=tally)
    while t.step() is not None:
        check_invariants(t)
    g = t.game
    assert g.over()
    totals = g.totals()
    assert totals == [sum(r[s] for r in g.round_scores) for s in range(players)]
    if len(g.round_scores) == 2:
        assert g.winners() == [s for s in range(players) if totals[s] == max(totals)]
    assert all(h == 0 for h in g.hands)


@settings(max_examples=examples(40))
@given(
    players=st.sampled_from([3, 4]),
    seed=st.integers(0, 2**32 - 1),
    cut=st.integers(0, 400),
    tally=st.sampled_from([0, 2]),
)
def test_record_replays_to_the_same_state(players, seed, cut, tally):
    t = ZooStockTable(players, random.Random(seed), tally_rate=tally)
    t.play()
    inputs = bytes(t.inputs[: cut % (len(t.inputs) + 1)])
    game = zs.Game(players)
    for v in inputs:
        assert game.apply(v) == 0
    text = record.format_record(zs.GAME_ID, players, inputs)
    module, params, again_inputs, again = record.parse(text)
    assert params == players
    want = zt.summary(game)
    if game.phase == zs.P_ORDER:  # a record has no open question: arrival order stands
        # (an order half picked is no answer yet: the record leaves its picks out)
        inputs = inputs[: len(inputs) - len(game.order_new()[1])]
        game = zs.Game(players)
        for v in inputs:
            game.apply(v)
        game.apply(zs.IN_ACCEPT)
        while game.phase == zs.P_ORDER:
            game.apply(zs.IN_ACCEPT)
        want = zt.summary(game)
    assert zt.summary(again) == want
    assert (again.phase, again.tally_q) == (game.phase, game.tally_q)  # a tally's question
    # ... and the record is stable: written again from its own replay, it is the same text.
    assert record.format_record(zs.GAME_ID, players, again_inputs) == text


def test_a_record_sent_as_one_more_round_begins_keeps_it():
    """Found by the property above (4 players, seed 891, cut 143): the log ends with the
    +1R that begins a tie-break round, none of its cards yet. The record said nothing of
    it, and read back the game was over in its tie; it now ends with an ex line of none."""
    t = ZooStockTable(4, random.Random(891))
    t.play()
    inputs = bytes(t.inputs[:143])
    assert inputs[-1] == zs.IN_EXTRA
    game = zs.Game(4)
    for v in inputs:
        assert game.apply(v) == 0
    text = record.format_record(zs.GAME_ID, 4, inputs)
    assert text.rstrip("\n").endswith("\nex")
    _, _, again_inputs, again = record.parse(text)
    assert not again.over() and zt.summary(again) == zt.summary(game)
    assert again_inputs[-1] == zs.IN_EXTRA
    assert record.format_record(zs.GAME_ID, 4, again_inputs) == text


@settings(max_examples=examples(60))
@given(
    seed=st.integers(0, 2**32 - 1),
    junk=st.lists(st.integers(0, 255), max_size=40),
    tally=st.sampled_from([0, 2]),
)
def test_any_byte_is_refused_cleanly_or_accepted(seed, junk, tally):
    """Random bytes at random points: each is either legal, or refused with no change."""
    t = ZooStockTable(4, random.Random(seed), tally_rate=tally)
    rng = random.Random(seed)
    for v in junk:
        for _ in range(rng.randrange(30)):
            if t.step() is None:
                break
        g = t.game
        before = repr(vars(g))
        err = g.check(v)
        if err:
            assert g.apply(v) == err
            assert repr(vars(g)) == before
            assert refusals.text(g, err, v)
