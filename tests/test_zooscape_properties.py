# SPDX-License-Identifier: MIT
"""Zooscape with random legal tables (host_sim/random_zooscape.py): every market card, kimono
and the apprentice stay accounted for after every input, scores follow S6, records round-trip."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally.core import record
from zootally.core.session import Session
from zootally.games import zooscape as zs
from zootally.games.zooscape import read as zt
from zootally.games.zooscape import refusals

from host_sim.random_zooscape import ZooscapeTable


def where_are_the_cards(g):
    """Market cards by kind in each place the device knows, plus the unknown ones."""
    by_kind = [0] * 12

    def add(card, n=1):
        by_kind[zs.kind(card)] += n

    table = [c for c in g.table_cards() if c != zs.APPRENTICE]
    for c in table + g.bin + g.box + g.todo:  # todo: actions received, not yet resolved
        add(c)
    if g.phase == zs.P_COPY:
        add(zs.COPY)  # in the receiver's hand while they choose the type it joins
    for p in range(g.players):
        for t in range(7):
            add(t, g.curios[p][t])
        add(zs.COPY, sum(g.copies[p]))
        add(zs.COIN + 1, len(g.coins[p]))
        add(zs.FIRE, g.fire[p])
    unplayed = g.pile * (zs.ROUNDS - g.round) if g.round else zs.ROUNDS * g.pile
    if g.phase == zs.P_LAYOUT:
        unplayed += g.pile - len(g.row)
    return by_kind, unplayed, table


def check_invariants(g):
    by_kind, unplayed, table = where_are_the_cards(g)
    assert sum(by_kind) + g.deck + unplayed == zs._MARKET_CARDS
    assert all(by_kind[k] <= zs.TOTALS[k] for k in range(12)), by_kind
    assert by_kind == list(g.known)  # nothing appears or vanishes once seen
    kimonos = g.kimonos + g.boxed_kimonos + sum(g.curios[p][zs.KIMONO] for p in range(g.players))
    assert kimonos == zs._KIMONOS
    assert not g.closed or g.kimonos == 0
    # The apprentice is in exactly one place.
    in_row = g.table_cards().count(zs.APPRENTICE)
    assert in_row == (1 if g.apprentice == zs._A_ROW else 0)
    assert g.apprentice in (zs._A_MASTER, zs._A_ROW, zs._A_BESIDE) or 0 <= g.apprentice < g.players
    assert 0 <= g.deck <= 29 and 1 <= g.round_shown() <= 5
    check_scores(g)


def check_scores(g):
    # Scores by the rulebook's formula (S6), values from the game's table.
    for p in range(g.players):
        points = sum(g.coins[p]) - 4 * g.fire[p]
        for t in range(8):
            n = g.curios[p][t] + g.copies[p][t]
            flag = g.flags[t]
            points += n * g.flowers[t] if flag == zs.NO_FLAG or n <= flag else -n
        assert g.score(p) == points


def play(players, seed, tally_only=False):
    table = ZooscapeTable(players, random.Random(seed), tally_only=tally_only)
    g = table.game
    inputs = bytearray()
    while True:
        v = table.next_input()
        if v is None:
            break
        err = g.apply(v)
        assert err == 0, "%s refused: %s" % (v, refusals.text(g, err, v))
        inputs.append(v)
        if tally_only:  # no market: only the scores to check
            check_scores(g)
        else:
            check_invariants(g)
    return g, inputs


@settings(max_examples=examples(60))
@given(st.integers(3, 6), st.integers(0, 2**32))
def test_random_games_keep_every_card_kimono_and_the_apprentice(players, seed):
    g, inputs = play(players, seed)
    assert g.over() and g.round == 5
    scores, winners, why, _ = g.decide()
    assert scores == [g.score(p) for p in range(players)]
    best = max(scores)
    assert all(g.score(p) == best for p in winners)
    if len(winners) > 1:
        assert why == zs.R_SHARED
    # record -> replay -> the same state and the same text
    text = record.format_record(zs.GAME_ID, players, inputs)
    module, params, again, g2 = record.parse(text)
    assert bytes(again) == bytes(inputs)
    assert zt.summary(g2) == zt.summary(g)
    assert record.format_record(zs.GAME_ID, players, again) == text


@settings(max_examples=examples(20))
@given(st.integers(3, 6), st.integers(0, 2**32))
def test_tally_only_games_score_like_the_market(players, seed):
    g, inputs = play(players, seed, tally_only=True)
    assert g.over() and g.direct
    text = record.format_record(zs.GAME_ID, players, inputs)
    assert zt.summary(record.parse(text)[3]) == zt.summary(g)


@settings(max_examples=examples(15))
@given(st.integers(3, 6), st.integers(0, 2**32), st.data())
def test_undo_anywhere_is_the_game_without_that_input(players, seed, data):
    _, inputs = play(players, seed)
    n = data.draw(st.integers(1, len(inputs)))
    s = Session(zs, players, None, inputs[:n])
    assert s.undo()
    fresh = Session(zs, players, None, inputs[: n - 1])
    assert zt.summary(s.game) == zt.summary(fresh.game)
    assert s.game.phase == fresh.game.phase
