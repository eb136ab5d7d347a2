# SPDX-License-Identifier: MIT
"""WHY: the menu, one key on every board, says why the device did the
last thing it did, from the engine's own reasoning. The rulebooks' examples, each reason
the engines record, and random games of every registered title: the reason agrees with the
rule as the rulebook states it (the oracles here), and fits the screen."""

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally import games
from zootally.core import record
from zootally.core.session import Session
from zootally.core.store import Store
from zootally.games import zoostock as zs
from zootally.games.common import rule_text
from zootally.ui import keys
from zootally.ui.shell import Shell

from host_sim import registry, script

EX4 = "ex G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1"  # trump 3 (three polar bears)
ROWS = [(row[games.ID], n) for row in games.GAMES for n in row[games.PLAYERS]]


def why(ui):
    """What the menu says for this game's screens now (ui/<module>/why.py)."""
    return games.load(ui.session.module.GAME_ID, "why").why(ui)


def zoostock_ui(text):
    _, players, inputs, _ = record.parse("zoostock players=4\n" + text)
    from zootally.ui.zoostock import ZooStockUI

    return ZooStockUI(Session(zs, players, None, inputs))


def test_zoostock_rulebook_example_later_trump_wins():
    """The rulebook's example of tricks: trump 3; H8, T3, H3, R3: the 3s beat the 8, and of
    the same number the later wins: D's R3 (it beat C's H3)."""
    ui = zoostock_ui(EX4 + "\ntrick H8 T3 H3 R3\n")
    g = ui.session.game
    assert g.last[6] == zs.WON_LATER and g.last[7] == zs.parse_card("H3")
    assert why(ui)[0] == "R3=H3: trump, later"


@pytest.mark.parametrize(
    "trick,said",
    [
        ("G5 H7 T3 E8", "T3 is trump; E8 not"),
        ("G5 H7 T4 E8", "E8 beats H7: higher"),
        ("G5 H7 T8 E8", "E8=T8, later"),
    ],
)
def test_zoostock_each_reason_a_trick_is_won(trick, said):
    assert why(zoostock_ui(EX4 + "\ntrick " + trick + "\n"))[0] == said


def test_zoostock_the_only_card_where_the_other_locks():
    """Two seats left with cards (Z7 skips empty hands), one LOCKs: one card, it wins."""
    ui = zoostock_ui(EX4 + "\n")
    g = ui.session.game
    g.hands = bytearray([3, 3, 0, 0])
    g.trick_no -= 1
    g._start_trick()
    g.zoos[1] = [[1, 1, 0]]  # a row to lock
    for v in (zs.parse_card("G5"), zs.IN_LOCK):
        assert g.apply(v) == 0
    assert g.last[6] == zs.WON_ONLY and g.last[7] == zs.NO_CARD
    assert why(ui)[0] == "G5: the only card"


def oracle(cards, trump):
    """Z3 as the rulebook states it: a trump-number card wins, else the highest number;
    of the same number, the later."""
    played = [c for c in cards if c != zs.NO_CARD]
    trumps = [c for c in played if c % 10 + 1 == trump]
    return (trumps or [c for c in played if c % 10 == max(d % 10 for d in played)])[-1]


@settings(max_examples=examples(15))
@given(seed=st.integers(0, 2**32 - 1), players=st.sampled_from((3, 4)))
def test_zoostock_why_agrees_with_the_rulebook_over_random_games(seed, players):
    """Every trick of random games: the winner is the rulebook's, and the reason recorded
    (and said) is the one that decided it."""
    from zootally.ui.zoostock import ZooStockUI

    from host_sim.random_table import ZooStockTable

    t = ZooStockTable(players, random.Random(seed))
    g = t.game
    ui = ZooStockUI(Session(zs, players, None, b""))
    ui.session.game = g
    tricks = 0
    while True:
        cards = bytes(g.trick_cards) if g.phase == zs.P_PLAY else None
        trump, last = g.trump(), g.last
        v = t.step()
        if v is None:
            break
        if cards is None or g.last is last or g.last is None:
            continue  # no trick ended (or the round did: its result replaces the trick)
        tricks += 1
        full = cards + bytes([v if v < zs.DECK else zs.NO_CARD])
        won, how, beaten = g.last[1], g.last[6], g.last[7]
        assert won == oracle(full, trump)
        lines = why(ui)
        assert lines[0].startswith(zs.card_text(won)) and all(len(x) <= 21 for x in lines)
        numbers = [c % 10 + 1 for c in full if c != zs.NO_CARD]
        if how == zs.WON_ONLY:
            assert len(numbers) == 1
        elif how == zs.WON_TRUMP:
            assert won % 10 + 1 == trump and beaten % 10 + 1 != trump
        elif how == zs.WON_HIGH:
            assert trump not in numbers and won % 10 > beaten % 10
        else:
            assert how == zs.WON_LATER and won % 10 == beaten % 10
            assert full.index(beaten) < full.index(won)
    assert tricks > 0


def new_shell():
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    return shell


@pytest.mark.parametrize("game_id,players", ROWS)
@settings(max_examples=examples(4))
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(registry.VARIANTS))
def test_the_menu_says_why_on_every_title(game_id, players, seed, variant):
    """Random games of every registered title, by keys: wherever the game's why() has
    something to say, the menu (MENU: one key, or one hold, on every board) shows it, on
    two lines that fit; BACK goes back to the question, nothing changed. Some reason is
    given in every game."""
    table = registry.table(game_id, players, random.Random(seed), variant)
    table.play()
    shell = new_shell()
    reasons = []

    def look(word, key):
        if shell.session is None or shell.screen != 2:  # the game's screen
            return
        said = why(shell.ui)
        if not said:
            return
        reasons.append(said)
        log = bytes(shell.session.log)
        lines = list(shell.view.lines)
        shell.press(keys.MENU)
        assert shell.view.lines == [said[0], said[1] if len(said) > 1 else ""]
        assert all(len(line) <= 21 for line in said), said
        shell.press(keys.BACK)
        assert bytes(shell.session.log) == log and shell.view.lines == lines

    script.press_words(shell, registry.script_words(game_id, players, table.inputs), look)
    assert reasons


NINE = "tea fan sword parasol lute figurine chopsticks coin3 coin5"


def zooscape_ui(players, text, master=1):
    from zootally.games import zooscape as zsc
    from zootally.ui.zooscape import ZooscapeUI

    _, _, inputs, _ = record.parse("zooscape players=%d\nmaster %d\n%s" % (players, master, text))
    return ZooscapeUI(Session(zsc, players, None, inputs))


def test_zooscape_rulebook_example_one_chooser_takes_several_split_again():
    """The rulebook's market example: the master alone wants group 1 and takes it; two
    want group 2: it is split again for them."""
    ui = zooscape_ui(4, "row %s\napprentice 9\nsplit 4 left\nchoose 1:1 2:2 3:2\n" % NINE)
    assert why(ui) is None  # P4 has not chosen yet: nothing resolved
    ui.session.apply(100 + 3 * 2 + 1)  # P4 chooses group 2 as well
    assert why(ui) == ["G2 3 chose: split", "G1: only P1 chose it"]


def test_zooscape_the_lone_card_both_wanted_and_nobody_and_the_master_passing():
    # The apprentice alone in group 1, all three want it: the bin and a kimono each; the
    # nine cards nobody chose: the bin; nobody holds the apprentice: the master passes.
    ui = zooscape_ui(3, "row %s\napprentice 9\nsplit 9 right\nchoose 1:1 2:1 3:1\n" % NINE)
    assert why(ui) == ["G1 1 card, 3 want: KM", "G2 nobody chose: bin"]
    assert [n for n in ui.session.game.news if n[0] == 7] == [[7, 1, 0]]


def test_zooscape_the_apprentice_takes_the_bin_and_stays_master():
    text = (
        "row fan fan fan fire copy sword sword lute coin4\napprentice 0\nsplit 1 left\n"
        "choose 1:1 2:2 3:2\nsplit 1 left\nchoose 2:2 3:2\nsplit 4 left\nchoose 2:2 3:2\n"
        "split 3 left\nchoose 2:1 3:2\n"
    )
    ui = zooscape_ui(3, text)
    assert why(ui) == ["P1 has AP: bin (5)", "P1 has AP: master"]


def zoography_ui(text):
    from zootally.games import zoography as zg
    from zootally.ui.zoography import ZooGraphyUI

    _, players, inputs, _ = record.parse(text)
    return ZooGraphyUI(Session(zg, players, None, inputs))


def test_zoography_an_objective_met_and_one_missed():
    """The objective the last answer settled: its words, the count against its number."""
    from zootally.games import zoography as zg

    with open(
        os.path.join(os.path.dirname(__file__), "..", "docs", "examples", "zoo-ography-2p.rec")
    ) as f:
        text = f.read()
    ui = zoography_ui(text)
    g = ui.session.game
    assert g.over()
    assert why(ui)[1] == rule_text(*g.decide()[2:])
    # Replayed input by input: after each answer, its objective, met or missed as the
    # game's own breakdown has it.
    log = bytes(ui.session.log)
    seen = set()  # missed, met
    replay = Session(zg, 2, None, b"")
    ui2 = type(ui)(replay)
    for v in log:
        replay.apply(v)
        q_was = None
        if replay.game.phase == zg.P_TALLY and replay.game.asked[replay.game.confirmed]:
            p = replay.game.confirmed
            q_was = replay.game.questions[replay.game.asked[p] - 1]
        said = why(ui2)
        if q_was is None or q_was == zg.Q_BIG or said is None:
            continue
        seen.add(said[1].endswith("missed"))
        parts = replay.game.breakdown(p)
        i = [k for k in range(5) if said[0] == zg.OBJECTIVES[parts[k][0] - 1][parts[k][1]][2]][0]
        assert said[1].endswith("missed") != parts[i][3]
        assert all(len(line) <= 21 for line in said)
    assert seen == {True, False}
