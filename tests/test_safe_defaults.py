# SPDX-License-Identifier: MIT
"""Safe defaults: a hurried push claims no stars, and UNDO walks back
from a game's first question to the player count and the game choice."""

import pytest
from zootally import games

from host_sim import script
from host_sim.device import Device


@pytest.fixture
def device(tmp_path):
    return Device("macropad", str(tmp_path / "nvm"))


@pytest.mark.parametrize(
    "key, players", [(row[games.KEY], row[games.PLAYERS][-1]) for row in games.GAMES]
)
def test_undo_from_the_first_question_goes_back_to_the_player_count(device, key, players):
    script.run(device, "[%s] [%d]" % (key, players))
    assert device.app.shell.view.undo  # UNDO is lit: it does something here
    script.run(device, "UNDO")
    assert device.screen_lines()[1] == "How many players?"
    script.run(device, "UNDO")
    assert device.screen_lines()[0].startswith("ZOO ZooStock")
    script.run(device, "[%s] [%d]" % (key, players))  # and a game starts again
    assert device.app.shell.session.params == players and not device.app.shell.session.log


def test_undo_after_an_input_still_takes_it_back(device):
    script.run(device, "[ZOO] [4] G3")
    log = bytes(device.app.shell.session.log)
    script.run(device, "UNDO")
    assert len(device.app.shell.session.log) == len(log) - 1
    # what went is said, over the question; the entry line stays.
    assert device.screen_lines()[1] == "undone: G3"
    assert device.screen_lines()[2].startswith("0G 0H 0B")


def test_a_yes_no_that_earns_stars_starts_on_no(device):
    from zootally.core import record

    with open("docs/examples/zoo-ography-2p.rec") as f:
        text = f.read()
    # Up to the first yes/no question of player 1's tally.
    lines = [line for line in text.splitlines() if line and not line.startswith("#")]
    tally = lines.index([x for x in lines if x.startswith("tally 1")][0])
    words = lines[tally].split()
    cut = [i for i, w in enumerate(words) if w.endswith(("=yes", "=no"))][0]
    partial = "\n".join(lines[:tally] + [" ".join(words[:cut])]) + "\n"
    module, params, inputs, game = record.parse(partial)
    from zootally.core import logwrite
    from zootally.core.store import Store

    from host_sim.fakes.microcontroller import FileNvm

    logwrite.start(Store(FileNvm(device.nvm_path)), module.GAME_ID, params, inputs)
    device.power_cut()
    v = device.app.shell.view
    assert device.screen_lines()[2] == "resumed"  # (in place of "met? (.., N stars)")
    assert v.slots[v.cursor][0] == "NO"
    before = len(device.app.shell.session.log)
    script.run(device, "OK")  # the hurried push
    g = device.app.shell.session.game
    assert len(device.app.shell.session.log) == before + 1
    assert device.app.shell.session.log[-1] == module.IN_ANSWER + 0
    assert g.phase in (module.P_TALLY, module.P_CHECK)


def test_a_notice_runs_out_and_the_trick_line_comes_back(device):
    """A notice covers a line only for a moment.
    UNDO's notice says what went, over the question, and the trick so far stays."""
    ex = "G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1".split()
    script.run(device, " ".join(["[ZOO]", "[4]"] + ex + ["H8", "T3", "UNDO"]))
    question = device.app.shell.view.lines[0]
    assert device.screen_lines()[1:3] == ["undone: T3", "H8 _ _ _"]
    script.run(device, "WAIT:1000")
    assert device.screen_lines()[1] == "undone: T3"  # still there after a second
    script.run(device, "WAIT:600")
    assert device.screen_lines()[1:3] == [question, "H8 _ _ _"]  # the question, back
    # After a power cut mid-trick: "resumed", then the cards already entered.
    script.run(device, "T3 POWER")
    assert device.screen_lines()[2] == "resumed"
    script.run(device, "WAIT:2000")
    assert device.screen_lines()[2] == "H8 T3 _ _"


def test_one_more_round_is_asked_once_before_it_starts(device):
    import random

    from zootally.games import zoostock as zs

    from host_sim.random_table import ZooStockTable

    # A tied game: random tables until one ends round 2 with a tie.
    for seed in range(200):
        t = ZooStockTable(3, random.Random(seed), extra_rounds=False)
        t.play()
        if t.game.phase == zs.P_OVER and len(t.game.winners()) > 1:
            break
    else:
        pytest.fail("no tied game in 200 seeds")
    words = script.script_for(3, bytes(t.inputs))
    script.run(device, " ".join(words))
    s = device.app.shell.session
    before = len(s.log)
    script.run(device, "[+1R]")
    # The notice in the totals' place: what decided (the tie) stays on the screen.
    lines = device.screen_lines()
    assert lines[1:3] == ["+1R again: round 3", "tie: +1R to break"] and len(s.log) == before
    script.run(device, "[P1] [+1R]")  # another key in between: asked again
    assert device.screen_lines()[2] == "+1R again: round 3" and len(s.log) == before
    script.run(device, "[+1R]")  # the second press in a row starts it
    assert len(s.log) == before + 1 and s.game.round == 3
