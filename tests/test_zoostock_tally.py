# SPDX-License-Identifier: MIT
"""ZooStock's rounds entered as a tally (TAL): a table that played a round without the
device enters where its cards ended, the EX zone's count of each animal and each zoo's,
and gets the scores and the result the played round gives (rulings Z8, Z9)."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from property_examples import examples
from test_zoostock_properties import check_invariants, rulebook_score
from zootally.games import zoostock as zs
from zootally.games.zoostock import refusals

from host_sim.random_table import ZooStockTable


def tally_inputs(players, zoos, ex):
    """The inputs the device asks for a round that ended with these zoos and EX zone, as
    the game asks them (it skips the counts that can only be 0)."""
    g = zs.Game(players)
    out = [zs.IN_TALLY]
    g.apply(zs.IN_TALLY)
    while g.phase == zs.P_TALLY:
        seat, a = g.tally_question()
        n = ex[a] if seat == zs.NO_SEAT else sum(r[1] for r in zoos[seat] if r[0] == a)
        assert g.apply(zs.IN_COUNT + n) == 0, (seat, a, n)
        out.append(zs.IN_COUNT + n)
    return out[1:]


def entered_as_tallies(played):
    """The inputs of a game whose rounds are entered as tallies of the played game's: the
    same leads where the device asks (a tie of lowest scores), one more round where the
    played game had one."""
    g = played.game
    leads = [v for v in played.inputs if zs.IN_LEAD <= v < zs.IN_PICK]
    out = []
    for r in range(len(g.round_scores)):
        if r >= 2:
            out.append(zs.IN_EXTRA)
        out.append(leads[r])
        out.append(zs.IN_TALLY)
        zoos, ex, _ = g.round_zoos[r]
        out.extend(tally_inputs(g.players, zoos, ex))
    return out


@settings(max_examples=examples(60))
@given(players=st.sampled_from([3, 4]), seed=st.integers(0, 2**32 - 1))
def test_a_game_entered_as_tallies_scores_as_the_game_played(players, seed):
    played = ZooStockTable(players, random.Random(seed))
    played.play()
    g = zs.Game(players)
    for v in entered_as_tallies(played):
        assert g.apply(v) == 0, v
        assert g.cards_in_play() == g.deck_size()
    assert g.over()
    p = played.game
    assert g.round_scores == p.round_scores
    assert g.decide() == p.decide()
    for r in range(len(p.round_zoos)):
        zoos, ex, locks = g.round_zoos[r]
        pzoos, pex, plocks = p.round_zoos[r]
        assert ex == pex and locks == plocks  # the LOCK cards: those the counts leave out
        assert [sorted(r[:2] for r in z) for z in zoos] == [sorted(r[:2] for r in z) for z in pzoos]


@settings(max_examples=examples(40))
@given(players=st.sampled_from([3, 4]), seed=st.integers(0, 2**32 - 1))
def test_random_games_with_tally_rounds_keep_invariants(players, seed):
    """Rounds played and rounds entered as a tally mixed, as the random table of the soak
    enters them: every invariant after every input, and each tally round scores as the
    round the table played."""
    t = ZooStockTable(players, random.Random(seed), tally_rate=2)
    tallied = 0
    while True:
        rounds = len(t.game.round_scores)
        if t.step() is None:
            break
        check_invariants(t)
        if len(t.game.round_scores) > rounds and t.last_tally is not None:
            played = t.last_tally
            assert t.game.round_scores[-1] == [rulebook_score(z, played.ex) for z in played.zoos]
            t.last_tally = None
            tallied += 1
    assert t.game.over()


def counts_game(players, ex):
    g = zs.Game(players)
    assert g.apply(zs.IN_TALLY) == 0
    for n in ex:
        assert g.apply(zs.IN_COUNT + n) == 0
    return g


def test_tally_is_taken_before_a_rounds_first_card_only():
    g = zs.Game(4)
    assert g.apply(zs.IN_COUNT) == zs.E_NOT_NOW
    assert g.apply(zs.IN_LEAD + 2) == 0
    assert g.check(zs.IN_TALLY) == 0
    assert g.apply(0) == 0  # G1 into the EX zone
    assert g.apply(zs.IN_TALLY) == zs.E_NOT_NOW
    g = zs.Game(4)
    assert g.apply(zs.IN_TALLY) == 0  # at the lead question: the default lead, P1
    assert g.round_leads == [0] and g.phase == zs.P_TALLY
    assert g.apply(5) == zs.E_NOT_NOW  # no card while the tally is asked


def test_the_ex_zone_holds_the_discards():
    """3N discards open the EX zone: the counts still to come must be able to make them."""
    g = zs.Game(4)
    g.apply(zs.IN_TALLY)
    for _ in range(4):
        assert g.apply(zs.IN_COUNT + 0) == 0
    assert g.apply(zs.IN_COUNT + 1) == zs.E_DISCARDS  # 1, then 10 at most: not 12
    assert refusals.text(g, zs.E_DISCARDS, zs.IN_COUNT + 1) == "EX has 12 discards"
    assert g.apply(zs.IN_COUNT + 2) == 0
    assert g.apply(zs.IN_COUNT + 11) == zs.E_BAD
    assert g.apply(zs.IN_COUNT + 9) == zs.E_DISCARDS
    assert g.apply(zs.IN_COUNT + 10) == 0
    assert g.tally_question() == (0, 0)  # P1's G
    for _ in range(4):  # P1 has G H B R 0 and then T 0: its E is not asked (none left)
        assert g.apply(zs.IN_COUNT + 0) == 0
    assert g.apply(zs.IN_COUNT + 0) == 0
    assert g.tally_question() == (1, 0)


def test_a_count_past_the_cards_left_and_a_fourth_animal_are_refused():
    g = counts_game(3, (4, 2, 2, 1, 0, 3))  # 12: 3p EX at least 9
    assert g.tally_question() == (0, 0)
    assert g.apply(zs.IN_COUNT + 5) == zs.E_TOO_MANY  # 8 - 4 = 4 G left
    assert refusals.text(g, zs.E_TOO_MANY, zs.IN_COUNT + 5) == "only 4 G left"
    before = (list(g.zoos[0]), g.tally_q)
    assert (list(g.zoos[0]), g.tally_q) == before  # nothing changed
    for n in (4, 3, 2):
        assert g.apply(zs.IN_COUNT + n) == 0
    # P1 keeps G H B: its R T E are not asked; P2's G is not either (none left).
    assert g.tally_question() == (1, 1)


def test_the_cards_must_add_up_lock_cards_aside():
    """Every card is in the EX zone or a zoo but the face-down LOCK cards, one a seat at
    most: a count after which the rest cannot place enough cards is refused when entered,
    and the last count so too where it leaves out more than the zoos with a row could
    have locked."""
    # 3 players, 48 cards, 45 at least placed. The EX zone 2 of each: 6 of each left.
    g = counts_game(3, (2, 2, 2, 2, 2, 2))
    for n in (6, 6, 6):  # P1: G6 H6 B6, its zoo full
        assert g.apply(zs.IN_COUNT + n) == 0
    assert g.tally_question() == (1, 3)  # P2's R: no G, H or B left to ask about
    for n in (2, 0, 6):  # P2: R2 T0 E6 (38 placed); R4 T6 left for P3
        assert g.apply(zs.IN_COUNT + n) == 0
    assert g.tally_question() == (2, 3)
    assert g.apply(zs.IN_COUNT + 0) == zs.E_CARDS  # then T6 at most: 44
    assert refusals.text(g, zs.E_CARDS, zs.IN_COUNT + 0) == "only 44 of 48 cards"
    assert g.apply(zs.IN_COUNT + 4) == 0
    assert g.apply(zs.IN_COUNT + 2) == zs.E_CARDS  # 44: 4 cards out, 3 LOCKs at most
    assert refusals.text(g, zs.E_CARDS, zs.IN_COUNT + 2) == "only 44 of 48 cards"
    assert g.apply(zs.IN_COUNT + 3) == 0  # 45: three LOCK cards, one a seat
    assert g.round_scores == [[6 * 2 * 3, 2 * 2 + 6 * 2, 4 * 2 + 3 * 2]]
    assert g.round_zoos[0][2] == 3

    g = counts_game(3, (2, 2, 2, 2, 2, 2))
    for n in (6, 6, 6, 6, 6, 3):  # P1 G6 H6 B6, P2 R6 T6 E3: 45 placed
        assert g.apply(zs.IN_COUNT + n) == 0
    assert g.tally_question() == (2, 5)  # P3's E, all that is left
    # E0: 3 cards out, but P3's empty zoo had no row to lock: 2 LOCKs at most.
    assert g.apply(zs.IN_COUNT + 0) == zs.E_CARDS
    assert refusals.text(g, zs.E_CARDS, zs.IN_COUNT + 0) == "3 out, 2 can LOCK"
    assert g.apply(zs.IN_COUNT + 1) == 0
    assert g.round_zoos[0][2] == 2


@pytest.mark.parametrize("players", [3, 4])
def test_a_tally_round_ends_as_a_played_round(players):
    """The round's result, who leads the next round (the lowest score), the LOCK cards
    the counts leave out."""
    rng = random.Random(players)
    played = ZooStockTable(players, rng)
    rounds = 0
    while not played.game.round_scores:
        played.step()
        rounds += 1
    zoos, ex, locks = played.game.round_zoos[0]
    g = zs.Game(players)
    g.apply(zs.IN_LEAD + played.game.round_leads[0])
    g.apply(zs.IN_TALLY)
    for v in tally_inputs(players, zoos, ex):
        assert g.apply(v) == 0
    assert g.round_scores == played.game.round_scores
    assert g.round == 2 and g.lead_choices == played.game.lead_choices
    assert g.round_zoos[0][2] == locks


@settings(max_examples=examples(200))
@given(players=st.sampled_from([3, 4]), data=st.data())
def test_a_tally_never_asks_a_count_no_answer_fits(players, data):
    """Counts drawn at random among those the device takes (the checks look ahead): every
    question has an answer, so a table that entered what it saw is never stuck, and the
    round ends with its cards accounted for."""
    g = zs.Game(players)
    g.apply(zs.IN_TALLY)
    while g.phase == zs.P_TALLY:
        fits = [n for n in range(11) if g.check(zs.IN_COUNT + n) == 0]
        assert fits, (g.tally_question(), list(g.ex), g.zoos)
        # Mostly small counts, as a zoo's are: the dead ends are where the cards run short.
        n = data.draw(st.sampled_from(fits[:3] + fits))
        assert g.apply(zs.IN_COUNT + n) == 0
    zoos, ex, locks = g.round_zoos[0]
    placed = sum(ex) + sum(r[1] for z in zoos for r in z)
    assert g.deck_size() - placed == locks <= sum(1 for z in zoos if z)
