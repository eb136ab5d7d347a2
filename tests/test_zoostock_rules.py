# SPDX-License-Identifier: MIT
"""ZooStock rules that are clearer as code than as a record (most are vectors)."""

import random

from zootally.core import record
from zootally.games import zoostock as zs
from zootally.games.zoostock import refusals

from host_sim.random_table import ZooStockTable

EX4 = "ex G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1"


def play(text):
    return record.parse("zoostock players=4\n" + text)[3]


def card(t):
    return zs.parse_card(t)


def test_rulebook_score_example_16_points():
    # "Example of Score Calculation": 3 giant pandas x 0, 4 lesser pandas x 2, 4 polar bears
    # x 2 in the EX zone: 0 + 8 + 8 = 16 (the line as printed; see docs/rulings.md).
    g = zs.Game(4)
    g.zoos[0] = [[0, 3, 0], [3, 4, 0], [2, 4, 0]]
    g.ex = bytearray([0, 1, 2, 2, 3, 2])
    assert g.zoo_score(0) == 16
    g.zoos[0][2][1] = 5  # the illustration shows 5 polar bears: 18
    assert g.zoo_score(0) == 18


def test_locked_row_scores_but_lock_card_does_not():
    g = zs.Game(4)
    g.zoos[1] = [[1, 2, 1]]
    g.ex = bytearray([0, 3, 0, 0, 0, 0])
    assert g.zoo_score(1) == 6


def test_z2_trump_is_largest_ex_count_and_changes_with_ex():
    g = play("lead 1\n" + EX4)
    assert g.trump() == 3  # three polar bears
    g.ex[0] = 4
    assert g.trump() == 4


def test_z2_no_trump_when_number_missing_from_deck():
    # Cannot arise in play (an animal has only 8 or 10 cards), but the rule is kept.
    g = zs.Game(3)
    g.ex = bytearray([9, 0, 0, 0, 0, 0])
    assert g.trump() == 0


def test_z3_latest_trump_beats_higher_numbers():
    g = play(EX4 + "\ntrick H8 T3 H3 R3\n")
    assert g.last[0] == 3 and g.last[1] == card("R3")


def test_refused_input_changes_nothing():
    g = play(EX4 + "\ntrick H8\n")
    before = repr(vars(g))
    assert g.apply(card("H8")) == zs.E_SEEN
    assert g.apply(card("G3")) == zs.E_SEEN
    assert g.apply(zs.IN_LOCK) == zs.E_NO_ROW
    assert g.apply(zs.IN_ACCEPT) == zs.E_NOT_NOW
    assert g.apply(zs.IN_EXTRA) == zs.E_NOT_NOW
    assert g.apply(200) == zs.E_BAD
    assert repr(vars(g)) == before


def test_lead_may_not_lock_alone():
    # A LOCK must leave someone to play a card, or the trick has no winner (docs/rulings.md).
    g = zs.Game(4)
    g.phase = zs.P_PLAY
    g.zoos[2] = [[0, 1, 0]]
    g.trick_order = bytearray([2])
    assert g.check(zs.IN_LOCK) == zs.E_LOCK_ALONE


def _table_until(table, cond):
    while not cond(table.game):
        assert table.step() is not None


def test_z7_empty_hand_skipped_and_lead_passes_on():
    # A LOCK spends a hand card like a play, so hands stay level in a real game; the skip is
    # a safeguard (docs/rulings.md). Seat 1 is out of cards: it is skipped, and as winner of
    # the last trick its lead passes to seat 2.
    g = play(EX4 + "\ntrick H8 T3 H3 R3\n")
    g.hands = bytearray([0, 3, 3, 3])
    g.lead = 0
    g.trick_no -= 1
    g._start_trick()
    assert list(g.trick_order) == [1, 2, 3]
    assert g.to_play() == 1


def test_z7_hand_sizes():
    assert zs.Game(3).hands == bytearray([13, 13, 13])
    assert zs.Game(4).hands == bytearray([12, 12, 12, 12])


def test_z8_round_two_led_by_lowest_scorer():
    for seed in range(30):
        t = ZooStockTable(4, random.Random(seed), extra_rounds=False)
        _table_until(t, lambda g: g.round == 2)
        g = t.game
        scores = g.round_scores[0]
        low = min(scores)
        first = g.round_leads[0]
        expect = [(first + i) % 4 for i in range(4) if scores[(first + i) % 4] == low]
        assert g.lead_choices == expect
        if len(expect) > 1:  # the table chooses among the tied; others are refused
            others = [s for s in range(4) if s not in expect]
            if others:
                assert g.check(zs.IN_LEAD + others[0]) == zs.E_LEAD
        # Without a lead input the default (first tied seat in turn order) leads.
        assert g.apply(t._deal()[0]) == 0
        assert g.round_leads[1] == expect[0]


def _force_round_end(g, scores):
    """Give each seat one row scoring exactly `scores[s]` and end the round."""
    g.ex = bytearray([1, 1, 1, 1, 1, 1])
    g.zoos = [[[s, scores[s], 0]] for s in range(g.players)]
    g.hands = bytearray(g.players)
    g._end_round()


def test_z9_tie_is_shared_and_one_more_round_breaks_it():
    g = zs.Game(4)
    g.round_leads.append(0)
    _force_round_end(g, [10, 5, 10, 3])  # round 1: seat 4 lowest leads round 2
    assert g.round == 2 and g.lead_choices == [3]
    g.round_leads.append(3)
    _force_round_end(g, [5, 5, 5, 20])  # totals 15 10 15 23
    assert g.winners() == [3]
    assert g.apply(zs.IN_EXTRA) == zs.E_NO_TIE

    g = zs.Game(4)
    g.round_leads.append(0)
    _force_round_end(g, [10, 5, 10, 3])
    g.round_leads.append(3)
    _force_round_end(g, [5, 20, 5, 4])  # totals 15 25 15 7: seat 2 wins outright
    assert g.winners() == [1]

    g = zs.Game(4)
    g.round_leads.append(0)
    _force_round_end(g, [10, 5, 10, 3])
    g.round_leads.append(3)
    _force_round_end(g, [8, 3, 8, 2])  # totals 18 8 18 5: seats 1 and 3 share
    assert g.over() and g.winners() == [0, 2]
    assert g.apply(zs.IN_EXTRA) == 0
    assert g.round == 3 and g.phase == zs.P_LEAD and g.lead_choices == [3]
    g.round_leads.append(3)
    _force_round_end(g, [4, 9, 6, 1])  # seat 2 scores most, but only seats 1 and 3 contend
    assert g.winners() == [2]
    assert g.totals() == [22, 17, 24, 6]


def test_every_refusal_fits_the_screen():
    g = zs.Game(3)
    for code in refusals.MESSAGES:
        v = zs.IN_LOCK + 2 if code == zs.E_NO_ROW else zs.parse_card("E10")
        assert len(refusals.text(g, code, v)) <= 21
