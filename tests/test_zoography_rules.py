# SPDX-License-Identifier: MIT
"""Zoo-ography rules that read better as code (the thresholds are rule vectors)."""

from hypothesis import given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally.core import record
from zootally.games import zoography as zg
from zootally.games.zoography import read as zt


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


@settings(max_examples=examples(150))
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


# ---- the short tally -------------------------------------------------


def test_the_short_tally_asks_six_questions_a_player():
    """Only what the five objectives in play need: a total per count objective, a yes/no
    per objective a count cannot tell, the size as one yes/no (and the animal value later,
    only on a tie of stars). The long tally asked 15 to 20."""
    for v in range(len(zg.SETUPS)):
        short, long = zg.Game(2), zg.Game(2)
        short.apply(zg.IN_SETUP_SHORT + v)
        long.apply(v)
        assert len(short.questions) <= 6 and len(long.questions) >= 15
        kinds = {zg.OBJECTIVES[c - 1][s][0] for c, s, _ in short.active()}
        yes_no = sum(1 for c, s, _ in short.active() if zg.OBJECTIVES[c - 1][s][0] == 0)
        assert len(short.questions) == len(kinds - {zg.K_YESNO}) + yes_no + 1


def vector_names():
    import os

    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vectors", "zoography")
    return sorted(n for n in os.listdir(folder) if n.endswith(".rec") and "error" not in n)


def test_the_short_tally_scores_every_rule_vector_as_the_long_one():
    """Each rule vector (the long tally's form, still read) as the short tally enters it:
    the same stars, penalties, winners and result."""
    import os

    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vectors", "zoography")
    for name in vector_names():
        with open(os.path.join(folder, name)) as f:
            _, players, inputs, old = record.parse(f.read())
        new = zg.Game(players)
        for v in zt.short_form(players, bytes(inputs)):
            assert new.apply(v) == 0, name
        assert new.short and new.phase == old.phase, name
        if old.phase in (zg.P_TALLY, zg.P_CHECK, zg.P_OVER) and old.confirmed:
            p = range(old.confirmed)
            assert [new.stars(i) for i in p] == [old.stars(i) for i in p], name
            assert [new.penalties(i) for i in p] == [old.penalties(i) for i in p], name
        assert new.winners() == old.winners() and new.result() == old.result(), name
        text = record.format_record(zg.GAME_ID, players, zt.short_form(players, bytes(inputs)))
        assert bytes(record.parse(text)[2]) == zt.short_form(players, bytes(inputs)), name


def test_a_tie_of_stars_asks_each_animal_value_then_decides():
    g = zg.Game(2)
    g.apply(zg.IN_SETUP_SHORT + zg.SETUPS.index((1, 2, 4, 3)))  # no objective counts value
    while g.phase == zg.P_PLAY:
        g.apply(zg.IN_TURN)
    assert zg.Q_VALUE not in g.questions
    for _ in range(2):
        while g.phase == zg.P_TALLY:
            g.apply(zg.IN_ANSWER)  # nothing met: 0 stars each
        g.apply(zg.IN_CONFIRM)
    assert g.phase == zg.P_TIE and g.question() == zg.Q_VALUE and g.current_player() == 0
    assert g.animal_value(0) is None
    g.apply(zg.IN_ANSWER + 12)
    assert g.current_player() == 1 and not g.over()
    g.apply(zg.IN_ANSWER + 15)
    assert g.over() and g.decide() == ([0, 0], [1], zg.R_VALUE, 0)
    assert (g.animal_value(0), g.animal_value(1)) == (12, 15)
    text = record.format_record(zg.GAME_ID, 2, bytes(_short_log(g)))
    assert "tiebreak 12 15" in text
    assert zt.summary(record.parse(text)[3]) == zt.summary(g)


def _short_log(game):
    """The inputs that made `game` (a test helper: replays its own moves)."""
    g = zg.Game(2)
    out = [zg.IN_SETUP_SHORT + zg.SETUPS.index(game.setup)]
    g.apply(out[0])
    while g.phase == zg.P_PLAY:
        out.append(zg.IN_TURN)
        g.apply(zg.IN_TURN)
    for p in range(2):
        for q in g.questions:
            out.append(zg.IN_ANSWER + game.answers[p][q])
        out.append(zg.IN_CONFIRM)
    out += [zg.IN_ANSWER + game.answers[0][zg.Q_VALUE], zg.IN_ANSWER + game.answers[1][zg.Q_VALUE]]
    return out
