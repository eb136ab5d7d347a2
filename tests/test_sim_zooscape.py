# SPDX-License-Identifier: MIT
"""Zooscape on the simulated device: whole 3- and 6-player games by key script on every
board, with UNDO and a power cut, checked against the rules playing the same table."""

import random

import pytest
from zootally.games import zooscape as zs
from zootally.games.common import rule_text
from zootally.games.zooscape import read as zt

from host_sim import script
from host_sim.device import PROFILES
from host_sim.random_zooscape import ZooscapeTable

BOARDS = list(PROFILES)  # every board file in boards/


def table_game(players, seed, tally_only=False):
    t = ZooscapeTable(players, random.Random(seed), tally_only=tally_only)
    while t.step() is not None:
        pass
    return t


def device_for(tmp_path, board, settings=None):
    from host_sim.device import Device

    path = None
    if settings is not None:
        path = str(tmp_path / "settings.toml")
        with open(path, "w") as f:
            f.write(settings)
    return Device(board, str(tmp_path / "nvm.bin"), settings_path=path)


def run(device, words):
    def check(i, w, p):
        for row, line in enumerate(device.screen_lines()):
            # the text 21 everywhere; the legend as wide as the screen (26 on the PyBadge)
            assert len(line) <= (21 if row < 3 else device.app.screen.chars), (w, line)

    script.run(device, " ".join(words), check)


def with_undo_and_power_cut(words, cut_at):
    """Take back some presses and give them again, and unplug the device once."""
    out = []
    cut = False
    for i, w in enumerate(words):
        out.append(w)
        # Unplugged after a whole input: a split point being moved is screen state, which
        # a power cut forgets (the game is kept: tested in test_power_cut_keeps_the_game).
        if i >= cut_at and not cut and w.startswith("[G"):
            out.append("POWER")
            cut = True
        if i > 2 and i % 17 == 0 and w.startswith("[G"):
            out += ["UNDO", w]  # a revealed choice taken back and entered again
        if i > 2 and i % 23 == 0 and w in ("[TB]", "[FN]", "[SW]", "[LT]"):
            out += ["UNDO", w]
    return out


@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("players,seed", [(3, 11), (6, 12)])
def test_whole_game_by_keys_with_undo_and_power_cut(tmp_path, board, players, seed):
    t = table_game(players, seed)
    words = script.zooscape_script(players, t.inputs)
    assert "[UNDO]" not in words
    device = device_for(tmp_path, board)
    run(device, with_undo_and_power_cut(words, len(words) // 2))
    g = device.app.shell.session.game
    assert bytes(device.app.shell.session.log) == bytes(t.inputs)
    assert zt.summary(g) == zt.summary(t.game)
    _, winners, rule, extra = g.decide()
    lines = device.screen_lines()
    assert lines[0].startswith("WINNER" if len(winners) == 1 else "SHARED")
    assert device.app.shell.view.lines[1].startswith(rule_text(rule, extra))  # under any news


def test_power_cut_keeps_the_game_and_forgets_only_the_moved_split_point(tmp_path):
    device = device_for(tmp_path, "macropad")
    row = ["[TB]", "[FN]", "[SW]", "[PS]", "[LT]", "[FG]", "[CH]", "[$]", "[3]", "[FR]"]
    run(device, ["[SCP]", "[3]", "[P2]"] + row + ["[OK]", "[<]", "[<]"])
    # The group as its cards' key codes, over two lines, the split point a bar.
    assert device.screen_lines()[1:3] == ["TB FN SW|PS LT FG CH", "$3 FR AP"]
    run(device, ["POWER"])
    # The default split again; the notice on the status line, not over the group's end.
    assert device.screen_lines()[:3] == ["resumed", "TB FN SW PS LT|FG CH", "$3 FR AP"]
    assert len(device.app.shell.session.log) == 11


def test_undo_takes_back_the_last_card_and_says_so(tmp_path):
    device = device_for(tmp_path, "macropad")
    run(device, ["[SCP]", "[3]", "[P1]", "[TB]", "[FN]"])
    assert device.screen_lines()[1] == "TB FN"
    run(device, ["UNDO"])
    assert device.screen_lines()[1] == "TB" and device.screen_lines()[2] == "undone: fan"


def test_impossible_input_is_refused_with_a_message(tmp_path):
    device = device_for(tmp_path, "macropad")
    run(device, ["[SCP]", "[3]", "[P1]"] + ["[TB]"] * 5)
    log = bytes(device.app.shell.session.log)
    # The tea bowl key is dark now (a key is lit only for what the game takes); pressed
    # anyway, it says why and changes nothing.
    assert "TB" not in device.screen_lines()[3]
    run(device, ["K1"])  # a sixth tea bowl
    assert device.screen_lines()[2] == "No tea bowl left"
    assert bytes(device.app.shell.session.log) == log


def test_copy_is_on_the_encoder_push_of_the_macropad(tmp_path):
    device = device_for(tmp_path, "macropad")
    run(device, ["[SCP]", "[3]", "[P1]", "[TB]"])
    assert device.screen_lines()[4].endswith(">CP")  # the push enters a Copy
    run(device, ["CW"])  # the highlight goes round to the first key ...
    assert device.screen_lines()[3].startswith(">TB")
    run(device, ["CCW", "OK"])  # ... and back
    assert device.screen_lines()[1] == "TB CP"


def test_split_point_moves_with_the_encoder_on_the_macropad(tmp_path):
    device = device_for(tmp_path, "macropad")
    row = ["[TB]", "[FN]", "[SW]", "[PS]", "[LT]", "[FG]", "[CH]", "[$]", "[3]", "[FR]"]
    run(device, ["[SCP]", "[4]", "[P2]"] + row + ["CCW3", "[OK]"])
    g = device.app.shell.session.game
    assert g.phase == zs.P_SPLIT and g.group.index(zs.APPRENTICE) == 6
    assert device.screen_lines()[1] == "TB FN SW PS LT|FG AP"
    run(device, ["CW2"])
    assert device.screen_lines()[1:3] == ["TB FN SW PS LT FG AP|", "CH $3 FR"]


def test_settings_values_are_used_and_shown_on_the_tally(tmp_path):
    settings = 'ZT_ZS_POINTS = "8 7 6 5 4 3 2 1"\nZT_ZS_LIMITS = "1 1 2 2 2 3 4 2"\n'
    device = device_for(tmp_path, "macropad", settings)
    run(device, ["[SCP]", "[3]"])
    g = device.app.shell.session.game
    assert g.flowers[zs.KIMONO] == 1 and g.flags[6] == 4
    run(device, ["[VAL]", "[CH]"])
    assert device.screen_lines()[1] == "points per card?"
    run(device, ["[3]", "[NO]", "[OK]", "[TAL]"])
    assert g.flowers[6] == 3 and g.flags[6] == zs.NO_FLAG
    # tally only: seat 1 has 12 chopsticks (no limit now: 36 points), the others nothing
    answers = ["[0]"] * 6 + ["[+10]", "[12]", "[0]", "[0]", "[END]"]
    rest = ["[0]"] * 9 + ["[END]"]
    run(device, answers + rest + rest)
    lines = device.screen_lines()
    assert lines[0] == "WINNER P1: 36 pts"
    assert device.app.shell.view.bars is None  # no room for bars: none made (the PyBadge's)
    assert lines[1] == "Tot 36 0 0"  # and as numbers, the only picture of a 64-pixel screen
    run(device, ["[P1]"])
    assert device.screen_lines()[1] == "CH 12/- x3 +36"


def test_the_table_look_never_shows_the_bin(tmp_path):
    t = table_game(4, 3)
    words = script.zooscape_script(4, t.inputs)
    device = device_for(tmp_path, "macropad")
    seen_bin = False
    for i, w in enumerate(words):
        run(device, [w])
        g = device.app.shell.session.game if device.app.shell.session else None
        if g is not None and g.bin and i % 5 == 0 and g.phase == zs.P_CHOOSE:
            seen_bin = True
            run(device, ["[SEE]"])
            assert device.screen_lines()[1].startswith("bin %d " % len(g.bin))
            run(device, ["[BCK]"])
    assert seen_bin


def test_the_tally_counts_coins_in_words(tmp_path):
    """TAL's coin question says how many coins so far, one coin as one."""
    device = device_for(tmp_path, "macropad")
    run(device, ["[SCP]", "[3]", "[TAL]"] + ["[0]"] * 9)
    assert device.screen_lines()[2] == "no coins yet"
    run(device, ["[3]"])
    assert device.screen_lines()[2] == "1 coin=3 pts last 3"
    run(device, ["[2]"])
    assert device.screen_lines()[2] == "2 coins=5 pts last 2"


@pytest.mark.parametrize("board", ["macropad", "pybadge"])
def test_the_tally_is_a_picture_and_the_lights_show_the_winner(tmp_path, board):
    from zootally.ui.view import PLAYER_COLOURS

    device = device_for(tmp_path, board)
    nothing = ["[0]"] * 9 + ["[END]"]
    run(device, ["[SCP]", "[3]", "[TAL]"] + nothing + ["[1]"] + ["[0]"] * 8 + ["[END]"] + nothing)
    assert device.screen_lines()[0] == "WINNER P2: 8 pts"
    assert device.screen_lines()[1] == "Tot 0 8 0"  # each total as a number, on every screen
    screen = device.app.screen
    if screen.panel is not None:  # a screen with room below the text draws the totals as bars too
        bars = device.app.shell.view.bars  # the scores as bars, the winner's filled
        assert [(value, marked) for value, _, marked in bars] == [(0, 0), (8, 1), (0, 0)]
        # Three bars in the players' colours, the winner's 8 over two 0s (two pixels high:
        # too low to be hollow, black inside, as a bar of more is).
        drawn = [r for r in screen.panel.rects if not r.hidden]
        assert [r.color_index for r in drawn] == [1, 2, 3]
        assert drawn[0].height == drawn[2].height == 2 < drawn[1].height
    winner = PLAYER_COLOURS[1]
    b = device.pixels.brightness
    want = ((winner >> 16) * b, ((winner >> 8) & 0xFF) * b, (winner & 0xFF) * b)
    want = tuple(int(c) for c in want)
    profile = device.profile
    dark = [
        profile.PIXEL_OF_KEY[i]
        for i in range(len(profile.LAYOUT))
        if profile.PIXEL_OF_KEY[i] is not None
        and 0 <= profile.LAYOUT[i] < 12
        and device.app.shell.view.slots[profile.LAYOUT[i]] is None
    ]
    free = [i for i in range(profile.PIXEL_COUNT) if i not in profile.PIXEL_OF_KEY]
    assert dark or free
    for i in dark:  # a key that does nothing is dark, on a tally too
        assert device.pixels.shown[i] == (0, 0, 0)
    for i in free:  # the lights under no key (the PyBadge's): the winner's colour
        assert device.pixels.shown[i] == want


@pytest.mark.parametrize("board", ["macropad", "feather"])
def test_the_highlight_starts_on_the_kind_entered_last_where_it_walks(tmp_path, board):
    """on a board without soft keys the highlight walks to a card key, so
    it starts on the kind entered last; the MacroPad keeps it on the Copy (its push)."""
    device = device_for(tmp_path, board)
    run(device, ["[SCP]", "[3]", "[P1]", "[SW]", "[$]", "[3]"])
    labels = [o[0] if o else None for o in device.app.shell.view.slots]
    cursor = labels[device.app.shell.view.cursor]
    assert cursor == ("CP" if board == "macropad" else "$")
    run(device, ["[FN]"])
    assert labels[device.app.shell.view.cursor] == ("CP" if board == "macropad" else "FN")


def test_a_types_values_are_one_entry_for_undo_and_a_power_cut(tmp_path):
    """A type's values go into the log as three inputs (the type, its points, its limit).
    UNDO takes the three back together, and a power cut between them takes back the part
    that was written: either way the next screen's keys work (it once showed 'First
    master?' with every key refused)."""
    from zootally.core.store import Store
    from zootally.ui.shell import Shell

    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    script.press_words(shell, ["[SCP]", "[4]", "[VAL]", "[KM]", "[3]", "[2]", "[OK]"])
    assert len(shell.session.log) == 3 and shell.view.lines[0] == "First master?"
    script.press_words(shell, ["UNDO"])
    assert len(shell.session.log) == 0 and shell.view.flash == "undone"
    script.press_words(shell, ["[P2]"])  # the first master: a key that works
    assert shell.session.game.phase == zs.P_LAYOUT

    # The power goes after the type and its points were written, before the limit.
    nvm = bytearray(b"\xff" * 4096)
    shell = Shell(Store(nvm))
    shell.boot()
    script.press_words(shell, ["[SCP]", "[4]"])
    shell.session.apply(zs.IN_VALUE + zs.KIMONO)
    shell.session.apply(zs.IN_FLOWER + 3)
    resumed = Shell(Store(nvm))
    resumed.boot()
    assert resumed.view.flash == "last entry lost: redo"
    assert len(resumed.session.log) == 0 and resumed.session.game.edit_step == 0
    script.press_words(resumed, ["[VAL]", "[KM]", "[3]", "[2]", "[OK]", "[P1]"])
    assert bytes(resumed.session.log[:3]) == bytes(
        [zs.IN_VALUE + zs.KIMONO, zs.IN_FLOWER + 3, zs.IN_FLAG + 2]
    )
