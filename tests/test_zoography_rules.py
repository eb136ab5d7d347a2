# SPDX-License-Identifier: MIT
"""Zoo-ography rules that read better as code (the thresholds are rule vectors)."""

from hypothesis import given, settings
from hypothesis import strategies as st
from zootally.core import record
from zootally.games import zoography as zg
from zootally.games import zoography_read as zt


def test_every_setup_deals_ten_stars_in_five_objectives():
    assert len(zg.SETUPS) == 24
    for v in range(24):
        g = zg.Game(2)
        assert g.apply(v) == 0
        act = g.active()
        assert len(act) == 5 and sum(s for _, _, s in act) == 10
        assert sorted(c for c, _, _ in act) == sorted([1, 2, 3, 4, g.setup[3]])


def test_two_player_flow_resets_and_ends_when_a_reset_finds_the_deck_empty():
    g = zg.Game(2)
    g.apply(0)
    seen = []
    while g.phase == zg.P_PLAY:
        assert g.current_player() == g.turn % 2  # First Player, Second Player, ...
        g.apply(zg.IN_TURN)
        seen.append((g.turn, g.deck, g.draft, g.resets))
    assert seen[4] == (5, 10, 6, 1)  # one card left after 5 drafts: 5 new ones
    assert seen[14] == (15, 0, 6, 3)
    assert seen[-1] == (20, 0, 1, 3) and g.phase == zg.P_TALLY  # the last card stays
    assert g.apply(zg.IN_TURN) == zg.E_NOT_NOW


def test_solo_flow_and_its_loss():
    g = zg.Game(1)
    g.apply(5)
    assert g.deck == 12  # 21 - 1 removed - 2 for the first build - 6 dealt
    for _ in range(3):
        g.apply(zg.IN_TURN)
    assert g.phase == zg.P_SOLO_RESET
    assert g.apply(zg.IN_TURN) == zg.E_NOT_NOW
    g.apply(zg.IN_SOLO_RESET + 2)
    assert (g.deck, g.resets, g.cleared) == (6, 1, [3])
    assert g.apply(zg.IN_NO_ROOM) == 0 and g.over() and g.result() == "loss"
    g2 = zg.Game(2)
    g2.apply(0)
    assert g2.apply(zg.IN_NO_ROOM) == zg.E_NOT_NOW  # only solo can be lost that way


def answer_all(g, values):
    """Answer every question of the current player with values[q] (default 0, size 1)."""
    while g.phase == zg.P_TALLY:
        q = g.question()
        v = values.get(q, 1 if q in (zg.Q_WIDTH, zg.Q_HEIGHT) else 0)
        assert g.apply(zg.IN_ANSWER + v) == 0, q
    assert g.apply(zg.IN_CONFIRM) == 0


def test_refused_answers_change_nothing():
    g = zg.Game(2)
    g.apply(0)
    for _ in range(20):
        g.apply(zg.IN_TURN)
    before = repr(vars(g))
    assert g.apply(zg.IN_ANSWER + 4) == zg.E_TOO_MANY  # 4 ostriches: there are 3
    assert g.apply(zg.IN_CONFIRM) == zg.E_NOT_NOW
    assert g.apply(zg.IN_TURN) == zg.E_NOT_NOW
    assert g.apply(3) == zg.E_NOT_NOW
    assert repr(vars(g)) == before


def test_animals_are_shared_between_the_two_players():
    g = zg.Game(2)
    g.apply(0)
    for _ in range(20):
        g.apply(zg.IN_TURN)
    answer_all(g, {0: 2, 6: 1})  # 2 ostriches and the hippo
    assert g.limit(0, 1) == 1 and g.limit(6, 1) == 0 and g.limit(3, 1) == 3


@settings(max_examples=150, deadline=None)
@given(
    setup=st.integers(0, 23),
    players=st.sampled_from([1, 2]),
    data=st.data(),
)
def test_random_setups_and_tallies(setup, players, data):
    g = zg.Game(players)
    g.apply(setup)
    while g.phase in (zg.P_PLAY, zg.P_SOLO_RESET):
        g.apply(
            zg.IN_TURN if g.phase == zg.P_PLAY else zg.IN_SOLO_RESET + data.draw(st.integers(0, 3))
        )
    for p in range(players):
        while g.phase == zg.P_TALLY:
            q = g.question()
            low = 1 if q in (zg.Q_WIDTH, zg.Q_HEIGHT) else 0
            v = data.draw(st.integers(low, min(g.limit(q, p), 9)))
            assert g.apply(zg.IN_ANSWER + v) == 0
        g.apply(zg.IN_CONFIRM)
    assert g.over()
    for p in range(players):
        rows = g.breakdown(p)
        assert -1 <= g.stars(p) <= 10
        # Each computed objective is met exactly when its count reaches the threshold.
        counts = g.counts(p)
        for card, slot, _stars, met, _got in rows:
            kind, n = zg.OBJECTIVES[card - 1][slot][:2]
            if kind != zg.K_YESNO:
                assert met == (counts[kind] >= n)
        assert g.stars(p) == sum(r[2] for r in rows if r[3]) - g.penalties(p)
    winners = g.winners()
    if players == 2:
        assert len(winners) == 1
    else:
        assert winners == ([0] if g.stars(0) >= 8 else [])
    # The record of the game replays to the same state.
    inputs = bytes(v for v in _log(g))
    text = record.format_record(zg.GAME_ID, players, inputs)
    again = record.parse(text)[3]
    assert zt.summary(again) == zt.summary(g)


def _log(g):
    """Rebuild the inputs of a finished game from its state (for the record test)."""
    out = [zg.SETUPS.index(g.setup)]
    resets = list(g.cleared)
    turns = 0
    replay = zg.Game(g.players)
    replay.apply(out[0])
    while replay.phase in (zg.P_PLAY, zg.P_SOLO_RESET):
        if replay.phase == zg.P_PLAY:
            v = zg.IN_TURN
            turns += 1
        else:
            c = resets.pop(0)
            v = zg.IN_SOLO_RESET + (3 if c == 0 else c - 1)
        replay.apply(v)
        out.append(v)
    for p in range(g.players):
        for q in g.questions:
            out.append(zg.IN_ANSWER + g.answers[p][q])
        out.append(zg.IN_CONFIRM)
    return out
