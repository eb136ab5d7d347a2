# SPDX-License-Identifier: MIT
"""Zoo-ography on the simulated device: a two-player and a solo game by key script, with
UNDO and a power cut, checked against the rules replaying the same record."""

import os

import pytest
from zootally.core import record
from zootally.games import zoography as zg
from zootally.games.zoography import read as zt

from host_sim import script
from host_sim.device import PROFILES

VECTORS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "vectors", "zoography")


@pytest.fixture
def device(tmp_path):
    from host_sim.device import Device

    return Device("macropad", str(tmp_path / "nvm.bin"))


def from_record(name):
    """A rule vector (the long tally's form) as today's keys enter it: the short tally's
    log of the same game (zoography.read.short_form) and its game."""
    with open(os.path.join(VECTORS, name)) as f:
        _, players, inputs, _ = record.parse(f.read())
    inputs = zt.short_form(players, bytes(inputs))
    game = zg.Game(players)
    for v in inputs:
        assert game.apply(v) == 0
    return players, inputs, game


def run(device, words):
    def check(i, w, p):
        for row, line in enumerate(device.screen_lines()):
            # the text 21 everywhere; the legend as wide as the screen (26 on the PyBadge)
            assert len(line) <= (21 if row < 3 else device.app.screen.chars), line

    script.run(device, " ".join(words), check)


@pytest.mark.parametrize("board", list(PROFILES))
def test_two_player_game_by_keys_with_undo_and_power_cut(tmp_path, board):
    from host_sim.device import Device

    device = Device(board, str(tmp_path / "nvm.bin"))
    players, inputs, want = from_record("value_19_and_20.rec")
    words = script.zoography_script(players, inputs)
    out = []
    for i, w in enumerate(words):
        out.append(w)
        if i == 30:
            out.append("POWER")
        if w in ("[1]", "[YES]") and i % 3 == 0:
            out += ["UNDO", w]  # take an answer back and give it again
    run(device, out)
    g = device.app.shell.session.game
    assert zt.summary(g) == zt.summary(want)
    assert device.screen_lines()[0] == "WINNER P2: 3 stars"
    assert device.screen_lines()[2] == "most stars"


def test_solo_win_and_solo_loss_by_keys(device, tmp_path):
    players, inputs, want = from_record("solo_flow.rec")
    words = script.zoography_script(players, inputs)
    # Unplugged at the first reset, and an answer of the tally taken back and given again.
    words = words[:11] + ["POWER"] + words[11:21] + ["UNDO", words[20]] + words[21:]
    run(device, words)
    assert zt.summary(device.app.shell.session.game) == zt.summary(want)
    assert device.screen_lines()[0] == "SOLO WIN: 8 stars"
    run(device, ["HOLD", "[NEW]", "[YES]", "[YES]"])
    players, inputs, want = from_record("solo_no_room_is_a_loss.rec")
    run(device, script.zoography_script(players, inputs))
    assert device.app.shell.session.game.result() == "loss"
    assert device.screen_lines()[0].startswith("SOLO LOSS")
    # When it ended, then why: not the same thing said twice.
    assert device.screen_lines()[1:3] == [
        "turns played: %d" % want.turn,
        "no room for an animal",
    ]


def test_random_deal_shows_five_objectives_and_ten_stars(device):
    run(device, ["[GRA]", "[2]", "[RND]"])
    g = device.app.shell.session.game
    assert g.phase == zg.P_PLAY and sum(s for _, _, s in g.active()) == 10
    assert device.screen_lines()[0].startswith("Objective 1/5")
    run(device, ["[2S]"] if any(c == 2 and s == 1 for c, s, _ in g.active()) else [])
    run(device, ["OK"])
    assert device.screen_lines()[1] == "P1 (first) drafts"


def test_a_count_too_high_is_refused_and_says_why(device):
    # Objectives 4 1 2 3: 3b counts pairs, asked second (after 3B's types).
    run(device, ["[GRA]", "[2]", "[SET]", "[4]", "[1]", "[2]", "OK"] + ["OK"] * 20)
    run(device, ["[5]"])  # five animal types
    assert device.app.shell.session.game.question() == zg.Q_PAIRS
    run(device, ["K9"])  # 9 pairs: the box makes 6 at most (the key is dark)
    assert device.screen_lines()[2] == "at most 6 here"
    assert device.app.shell.session.game.asked[0] == 1


def test_solo_says_its_resets_and_its_end_and_asks_twice_before_a_loss(device):
    """Which draft card lost its animals at a solo reset changes nothing the device keeps:
    it is not asked (the device says the reset, the record writes `reset`). The game's end
    says why (the deck is empty). LST loses the game only when pressed twice in a row."""
    seen = []

    def note(i, w, p):
        seen.append(device.screen_lines()[:3])

    script.run(device, "[GRA] [1] [SET] [1] [2] [3] OK OK OK", note)
    script.run(device, "OK", note)  # the sixth card used: the reset, said
    assert seen[-1][2] == "reset 1: 6 new cards" and "Full card" not in str(seen)
    assert device.app.shell.session.game.phase == zg.P_PLAY
    script.run(device, "OK OK OK OK OK")
    script.run(device, "OK", note)  # the ninth turn: the deck is empty
    assert seen[-1][2] == "deck empty: game over"
    sent = record.format_record(zg.GAME_ID, 1, device.app.shell.session.log)
    assert sent.count("\nreset\n") == 2 and "reset " not in sent
    # A solo loss asks twice; another key in between asks again.
    script.run(device, "HOLD [NEW] [YES] [YES] [GRA] [1] [SET] [1] [2] [3] OK OK")
    script.run(device, "[LST]")
    assert device.screen_lines()[2] == "LST again: game lost"
    assert device.app.shell.session.game.phase == zg.P_PLAY
    script.run(device, "[OBJ] OK [LST]")
    assert device.app.shell.session.game.phase == zg.P_PLAY
    script.run(device, "[LST]")
    assert device.app.shell.session.game.result() == "loss"
