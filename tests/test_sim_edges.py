# SPDX-License-Identifier: MIT
"""The simulator as trustworthy as the device: words piped in never touch the saved game,
two simulators never share one nvm file, and with no key pressed the device's idle work
runs on a clock (a notice runs out, the line it covered comes back)."""

import io
import os
import sys

import pytest
from zootally import games

from host_sim import __main__ as sim
from host_sim import terminal


@pytest.fixture
def state(tmp_path, monkeypatch):
    """The simulator's own folder (.sim), here a temporary one."""
    monkeypatch.setattr(sim, "STATE", str(tmp_path / "state"))
    return tmp_path / "state"


def piped(monkeypatch, text, *argv):
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    return sim.main(["--terminal", *argv])


def test_words_piped_in_never_touch_the_saved_game(state, tmp_path, monkeypatch, capsys):
    """`echo "[ZOO] [4]" | tools/sim` then `echo G3 | tools/sim` left G3 in the saved game
    (a key script never touches it, the README says). Piped words are a key script: a
    device of their own, unless --nvm names one."""
    assert piped(monkeypatch, "[ZOO] [4]\n") == 0
    assert not (state / "nvm-macropad.bin").exists()
    nvm = str(tmp_path / "mine.bin")
    assert piped(monkeypatch, "[ZOO] [4]\n", "--nvm", nvm) == 0
    assert piped(monkeypatch, "G3\n", "--nvm", nvm) == 0
    assert capsys.readouterr().out.splitlines()[-4] == "|EX card 2: G?        |"


def test_a_piped_word_that_does_not_fit_stops_there(state, monkeypatch, capsys):
    """A refused word printed `key not used here` and every later word landed on the wrong
    question: now the screen, the word's number and why, exit 2."""
    assert piped(monkeypatch, "[ZOO] [4]\nG3 G3 B3\n") == 2
    out, err = capsys.readouterr()
    assert err.strip() == "word 4, G3: its number's key shows H here"
    assert out.splitlines()[-4] == "|EX card 2: G?        |"  # B3 never entered


def test_two_simulators_never_share_an_nvm_file(tmp_path, capsys):
    nvm = str(tmp_path / "nvm.bin")
    held = sim._lock(nvm)  # another simulator on it
    try:
        script = tmp_path / "s.txt"
        script.write_text("[ZOO] [4]\n")
        assert sim.main(["--nvm", nvm, "--script", str(script)]) == 2
        err = capsys.readouterr().err.strip()
        assert err == "sim: %s is in use by another simulator: quit that one," % nvm + (
            " or --nvm OTHER.bin"
        )
    finally:
        import os

        os.close(held)
    assert sim.main(["--nvm", nvm, "--script", str(script)]) == 0  # free again


def test_with_no_key_pressed_a_notice_runs_out(tmp_path):
    """The terminal's loop waited on the keyboard only: `resumed` stayed for minutes over
    the trick, and a round's scores never showed. With no key, the device's idle work runs
    on its clock (terminal.idle), as on a board."""
    from zootally.app import FLASH_MS

    from host_sim import script
    from host_sim.device import Device

    device = Device("macropad", str(tmp_path / "nvm.bin"))
    script.run(device, "[ZOO] [4] G3 POWER")
    assert device.screen_lines()[2] == "resumed"
    drawn = [terminal.idle(device) for _ in range(FLASH_MS // terminal.IDLE_MS + 2)]
    assert drawn.count(True) == 1  # drawn again once, when it ran out
    assert device.screen_lines()[2] != "resumed"


@pytest.mark.parametrize("board", sorted(__import__("host_sim.device").device.PROFILES))
def test_an_80x24_terminal_shows_the_screen_as_text(tmp_path, board):
    """The picture needs 130x40 and more; a smaller terminal got only a line asking for
    a larger one. Where it does not fit, the screen's text (as --print draws it) and the
    keyboard's keys, within 80x24 on every board."""
    from host_sim.device import Device

    device = Device(board, str(tmp_path / "nvm.bin"))
    lines = terminal.frame(device, (80, 24))
    assert len(lines) <= 24 and max(len(x) for x in lines) <= 80
    for text in device.screen_lines():
        assert any(text in x for x in lines), text
    assert terminal.frame(device, terminal.needs(device))[1].startswith("|")  # the picture


@pytest.mark.parametrize("board", sorted(__import__("host_sim.device").device.PROFILES))
def test_the_pictures_keys_are_named_as_the_screen_names_them(tmp_path, board):
    """The simulator's picture: on a board whose screen legend names its buttons (A:1..5,
    v9..10, ST:MNU), each key's cap shows that name and under it what the key does; on a
    board with a key per choice, the choice's label and the key's name (K1..). The small
    name stays readable on a lit key whatever its colour."""
    from zootally.ui import keys
    from zootally.ui.legend import key_label
    from zootally.ui.narrow import button_name

    from host_sim.device import Device, tag_ink

    device = Device(board, str(tmp_path / "nvm.bin"))
    script_run = __import__("host_sim.script").script.run
    script_run(device, "[ZOO] [4]")  # a game's first screen: most keys have a use
    p = device.profile
    v = device.app.shell.view
    caps = device.cap_names()
    assert len(caps) == p.GRID_KEYS
    legend = " ".join(device.screen_lines()[3:])
    for i, (big, small) in enumerate(caps):
        logical = p.LAYOUT[i]
        if v.keyed:
            assert big == key_label(v, logical)
            assert small == (p.KEY_NAMES[i] if p.KEY_NAMES else "K%d" % (i + 1))
        else:  # the name the legend gives it (none: a twin's), then what it does
            named = button_name(p.LEGEND_NAMES, i)
            assert (big, small) == (named or keys.NAMES[logical], keys.NAMES[logical])
            assert not named or named in legend, (named, legend)
    for colour in [(255, 255, 255), (255, 208, 0), (0, 208, 255), (255, 32, 32), (32, 32, 200)]:
        ink = tag_ink(colour)
        assert abs(sum(ink) - sum(colour)) > 250, (colour, ink)  # light on dark, or dark on light


@pytest.mark.parametrize("row", games.GAMES, ids=[row[games.NAME] for row in games.GAMES])
def test_every_title_is_played_at_random_by_its_name(tmp_path, row, capsys):
    """`tools/sim --game NAME --random-game SEED`: a random legal game of any registered
    title, played by keys to its end; `--game NAME` alone opens at its players question.
    A name or a player count the registry does not have: one line, exit 2."""
    from zootally.core import store as st

    from host_sim.__main__ import main
    from host_sim.fakes.microcontroller import FileNvm

    players = row[games.PLAYERS][-1]
    nvm = str(tmp_path / "nvm.bin")
    args = ["--game", row[games.NAME], "--random-game", "5", "--players", str(players)]
    assert main(args + ["--nvm", nvm]) == 0
    status, game_id, params, inputs = st.Store(FileNvm(nvm)).load()
    assert (game_id, params) == (row[games.ID], players)
    game = games.load(game_id).Game(params)
    for v in inputs:
        assert game.apply(v) == 0
    assert game.over()
    capsys.readouterr()
    empty = tmp_path / "none.txt"
    empty.write_text("")
    assert main(["--game", row[games.NAME], "--print", "--script", str(empty)]) == 0
    out = capsys.readouterr().out
    assert row[games.TITLE] in out and "players" in out.lower(), out
    assert main(["--game", "nosuch", "--random-game", "1"]) == 2
    assert main(["--game", row[games.NAME], "--random-game", "1", "--players", "9"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and all(line.startswith("sim: --") for line in err), err


def test_two_board_files_of_one_family_are_known_by_their_whole_names(tmp_path, capsys):
    """A board file `pico_st7789.py` beside the shipped `pico_ssd1306.py` (or a second
    `picolcd_*` beside the tests' own): both are known, by their whole file names; the
    family's short name (`pico`) stays an alias only while one board has it, and is then
    refused in one line naming both."""
    import shutil

    from host_sim.device import PROFILES, Device, add_boards, board_name, forget_boards

    shipped = [path for path, _ in PROFILES.values()]
    pico = [p for p in shipped if os.path.basename(p).startswith("pico_")][0]
    assert board_name("pico") == board_name(os.path.basename(pico)[:-3]) == "pico"
    shutil.copy(pico, str(tmp_path / "pico_st7789.py"))
    add_boards(str(tmp_path))
    try:
        whole = os.path.basename(pico)[:-3]
        assert whole in PROFILES and "pico_st7789" in PROFILES and "pico" not in PROFILES
        assert board_name(whole) == whole
        with pytest.raises(ValueError, match="pico_ssd1306.*pico_st7789|pico_st7789.*pico_ssd1306"):
            board_name("pico")
        device = Device("pico_st7789", str(tmp_path / "nvm.bin"))
        assert device.screen_lines()[0].startswith("ZOO ")  # the game choice
        empty = tmp_path / "none.txt"
        empty.write_text("")
        assert sim.main(["--board", "pico", "--script", str(empty)]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith("sim: --board pico: "), err
        assert sim.main(["--board", "pico_st7789", "--script", str(empty)]) == 0
    finally:
        forget_boards(str(tmp_path))
    assert "pico" in PROFILES and "pico_st7789" not in PROFILES


@pytest.mark.parametrize("board", sorted(__import__("host_sim.device").device.PROFILES))
def test_each_board_scans_its_keys_as_its_file_says(tmp_path, board):
    """The keys' scan interval is the board's (KEY_SCAN_S, keypad's 20 ms unless the file
    says otherwise), and never under 5 ms, the bounce a key switch is allowed: the debounce
    is that interval. A board with keys of its own (make_keys) makes its own."""
    from host_sim.device import Device

    device = Device(board, str(tmp_path / "nvm.bin"))
    profile, made = device.app.profile, device.app.keys
    if profile.make_keys is None:
        assert made._interval == profile.KEY_SCAN_S >= 0.005
