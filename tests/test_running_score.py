# SPDX-License-Identifier: MIT
"""The score so far (the menu's SCO): each engine's running() after every input of random
games of every registered title and its other way, against the rulebook's own sums, and at
the end the tally's totals; on the device, SCO and its pages from any moment of a game, on
the MacroPad and on three buttons, show those totals and change nothing."""

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from property_examples import examples
from test_three_buttons import new_shell, reach
from test_zoostock_properties import rulebook_score
from zootally import games
from zootally.games import zoography as zg
from zootally.games import zooscape as zsc
from zootally.games import zoostock as zs
from zootally.ui import keys
from zootally.ui.view import SC_MENU, SC_PLAY, SC_SCORE

from host_sim import registry, script

ROWS = [(row[games.ID], n) for row in games.GAMES for n in row[games.PLAYERS]]


def played(game_id, players, seed, variant):
    table = registry.table(game_id, players, random.Random(seed), variant)
    table.play()
    return table


def check_rulebook_sums(game, final):
    """running() now against the rulebook's sums of what the game holds now, and against
    the game's end (`final`: that game over)."""
    now = game.running()
    assert len(now) == game.players and all(isinstance(x, int) for x in now)
    if isinstance(game, zs.Game):
        # Each round: every row's cards x that animal's cards in the EX zone (Z8); the
        # round in play as it stands.
        for s in range(game.players):
            banked = sum(r[s] for r in game.round_scores)
            here = rulebook_score(game.zoos[s], game.ex) if not game.over() else 0
            assert now[s] == banked + here
    elif isinstance(game, zsc.Game):
        assert now == game.decide()[0]  # the collections scored as if the game ended
    elif isinstance(game, zg.Game):
        for p in range(game.players):
            if game.phase in (zg.P_SETUP, zg.P_PLAY):
                assert now[p] == 0  # the device never sees the zoos before the tally
                continue
            # Known stars: each objective met on the answers so far is met at the end (a
            # count only grows), less the penalty answered.
            met_now = [b[3] for b in game.breakdown(p)]
            met_end = [b[3] for b in final.breakdown(p)]
            assert all(e for n, e in zip(met_now, met_end) if n), (met_now, met_end)
            stars = sum(b[2] for b in game.breakdown(p) if b[3])
            assert now[p] == stars - game.penalties(p)


@pytest.mark.parametrize("game_id,players", ROWS)
@settings(max_examples=examples(6), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(registry.VARIANTS))
def test_running_score_adds_up_after_every_input_and_is_the_tally_at_the_end(
    game_id, players, seed, variant
):
    table = played(game_id, players, seed, variant)
    module = games.load(game_id)
    game = module.Game(players)
    check_rulebook_sums(game, table.game)
    for v in table.inputs:
        assert not game.apply(v)
        check_rulebook_sums(game, table.game)
    assert game.over()
    assert game.running() == game.decide()[0] == table.game.decide()[0]


def screen(shell):
    v = shell.view
    return (v.status, list(v.lines), list(v.slots), v.cursor)


def look_at_the_score(shell, press):
    """MENU, SCO, every seat's page (its key twice: its pages turn), SUM, BCK twice: what
    SCO showed, checked against the engine's running() as the menu opened."""
    totals = shell.session.game.running()
    press(keys.MENU)
    assert shell.screen == SC_MENU
    press(4)  # SCO
    assert shell.screen == SC_SCORE
    v = shell.view
    # The totals in seat order, as many as fit the line, then "+N more" for the seats
    # left out (six totals with a -38 among them do not fit 21 characters; each seat's
    # page has its own): never a total cut or out of place.
    shown = v.lines[0].split()[1:]
    if shown[-1] == "more":
        assert shown[-2] == "+%d" % (len(totals) - len(shown) + 2), v.lines[0]
        shown = shown[:-2]
    assert shown == [str(t) for t in totals][: len(shown)], v.lines[0]
    best = max(totals)
    if len(totals) > 1 and [t for t in totals if t == best] == [best]:
        s = totals.index(best)
        assert v.status.startswith("P%d leads by" % (s + 1)), v.status
    for s in range(len(totals)):
        press(s)
        assert v.status.startswith("P%d now %d " % (s + 1, totals[s])), v.status
        press(s)
        assert shell.screen == SC_SCORE
    press(6)  # SUM
    assert v.lines[0].startswith("Now")
    press(keys.BACK)  # from all the seats: back to the game
    assert shell.screen == SC_PLAY


@pytest.mark.parametrize("keyed", [True, False], ids=["macropad", "three-buttons"])
@pytest.mark.parametrize("game_id", sorted({r[0] for r in ROWS}))
@settings(max_examples=examples(4), deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    which=st.integers(0, 5),
    variant=st.sampled_from(registry.VARIANTS),
    every=st.integers(3, 40),
)
@example(seed=131, which=3, variant=9, every=3)  # Zooscape 6: `Now -38 20 ... 25 +2`
def test_sco_from_any_moment_shows_the_score_and_changes_nothing(
    keyed, game_id, seed, which, variant, every
):
    players = [n for g, n in ROWS if g == game_id]
    players = players[which % len(players)]
    table = played(game_id, players, seed, variant)
    shell = new_shell(keyed)
    looked = [0]

    def press(k):
        if not keyed and 0 <= k < keys.SLOTS:
            reach(shell, k)
        else:
            shell.press(k)

    def after(word, key):
        if shell.screen != SC_PLAY or shell.ui.partial() or shell.ui.incomplete():
            return
        if (len(shell.session.log) + looked[0]) % every:
            return
        before, log = screen(shell), bytes(shell.session.log)
        look_at_the_score(shell, press)
        assert bytes(shell.session.log) == log
        assert screen(shell) == before
        # UNDO on the score leaves it too, as it leaves the menu.
        press(keys.MENU)
        press(4)
        press(keys.UNDO)
        assert screen(shell) == before and bytes(shell.session.log) == log
        looked[0] += 1

    words = registry.script_words(game_id, players, table.inputs)
    if keyed:
        script.press_words(shell, words, after)
    else:
        # Three buttons: the test_three_buttons way, the score looked at between words.
        from test_three_buttons import play

        for w in words:
            play(shell, game_id, players, table.inputs, [w])
            after(w, None)
    assert shell.session.game.over()
    look_at_the_score(shell, press)  # at the end: the tally's totals
    assert shell.session.game.running() == table.game.decide()[0]
    assert looked[0] >= 1
