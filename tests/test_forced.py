# SPDX-License-Identifier: MIT
"""Ask only what can differ: random games of all three titles played
by keys on the device's shell; on every screen that asks the table a question, at least two
different answers are legal, and nothing the device could answer itself is left asked.
Screens that only show something (a round's result, a turn to mark done, a tally to
confirm) are no questions (GameUI.asking())."""

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally import games
from zootally.core import logwrite
from zootally.core.store import Store
from zootally.games import zoography as zg
from zootally.games import zoostock as zs
from zootally.games.common import legal
from zootally.ui import keys
from zootally.ui.shell import Shell
from zootally.ui.view import SC_PLAY

from host_sim import registry, script

# Every registered title and its player counts (a new game is tested once registered).
TITLES = {row[games.ID]: row[games.PLAYERS] for row in games.GAMES}


def play_checking(game_id, players, seed, variant=0):
    table = registry.table(game_id, players, random.Random(seed), variant)
    table.play()
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    buf = bytearray(256)
    asked = [0]

    def check(word, key):
        ui = shell.ui
        if ui is None or shell.screen != SC_PLAY or not ui.asking():
            return
        game = shell.session.game
        n = legal(game, buf)
        assert n >= 2, (word, shell.view.lines, list(buf[:n]))
        assert ui.forced() is None, (word, shell.view.lines)
        if game_id == zs.GAME_ID and game.phase == zs.P_ORDER:
            assert game.order_matters()
        asked[0] += 1

    script.press_words(shell, registry.script_words(game_id, players, table.inputs), check)
    assert shell.session.game.over()
    return asked[0], shell, table


@pytest.mark.parametrize("game_id", sorted(TITLES))
@settings(max_examples=examples(10))
@given(
    seed=st.integers(0, 2**32 - 1),
    which=st.integers(0, 5),
    variant=st.sampled_from(registry.VARIANTS),
)
@example(seed=437, which=1, variant=0)  # Zooscape 4p, a Breakage the device answers itself
@example(seed=3011939, which=0, variant=9)  # Zooscape 3p tally-only, END once every coin is
def test_every_question_has_two_answers(game_id, seed, which, variant):
    players = TITLES[game_id][which % len(TITLES[game_id])]
    asked, shell, table = play_checking(game_id, players, seed, variant)
    assert asked >= 1  # questions were asked, and looked at (a lost solo game: one)
    from zootally.core import record

    reader = record.reader(game_id)
    assert reader.summary(shell.session.game) == reader.summary(table.game)


def test_zoography_answers_a_count_whose_tokens_the_other_player_took():
    """`Hippo in the zoo? 0-0` is not asked: the device answers 0 and says why; UNDO goes
    back over the answer it gave to the question before."""
    game = zg.Game(2)
    ui_inputs = [0] + [zg.IN_TURN] * 20  # a set-up, then the whole draft
    for v in ui_inputs:
        assert game.apply(v) == 0
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    logwrite.start(shell.store, zg.GAME_ID, 2, bytes(ui_inputs))
    shell.boot()
    hippo = zg.Q_ANIMAL + 6
    # P1 answers every animal; the hippo (one token) is theirs.
    while shell.session.game.question() != zg.Q_ON_CARD:
        q = shell.session.game.question()
        shell.press(0 if q == hippo else 10)  # key 1 (one hippo) or key 11 (0)
    assert shell.session.game.answers[0][hippo] == 1
    # Through P1's remaining questions and confirmation to P2's tally.
    while shell.session.game.confirmed == 0:
        shell.press(keys.OK)  # the highlighted answer (0, NO, the confirmation)
    while shell.session.game.question() != zg.Q_ANIMAL + 5:
        shell.press(keys.OK)
    before = len(shell.session.log)
    shell.press(keys.OK)  # elephants: 0; the hippo is answered 0 by the device
    g = shell.session.game
    assert len(shell.session.log) == before + 2
    assert g.answers[1][hippo] == 0 and g.question() == zg.Q_ANIMAL + 7
    assert shell.view.flash == "Hippo: all taken"
    shell.press(keys.UNDO)  # the elephants' answer, and the hippo's with it
    assert len(shell.session.log) == before
    assert shell.session.game.question() == zg.Q_ANIMAL + 5
