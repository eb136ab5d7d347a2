# SPDX-License-Identifier: MIT
"""What settings.toml had that the device could not use is a screen of its own as it
starts (ui/boot.py): every problem, two lines a page, MOR to the next, until OK; then
the screen the start chose, with what it said (a game resumed, an entry lost)."""

import random

from hypothesis import example, given, settings
from hypothesis import strategies as st
from zootally import games
from zootally.core.store import Store
from zootally.ui import keys
from zootally.ui.boot import lines as problem_lines
from zootally.ui.shell import Shell
from zootally.ui.view import SC_GAME, SC_PLAY, SC_PROBLEMS

from host_sim import registry, script
from host_sim.device import Device

ROSTER = "Ann,Zoë,José,Christopher-Robin Milne,Ann  Marie,P2,Bob"


def boot(tmp_path, text, nvm="nvm"):
    path = tmp_path / "settings.toml"
    path.write_text(text, encoding="utf-8")
    return Device("macropad", str(tmp_path / nvm), settings_path=str(path))


def pages(device):
    """Every page's two lines, MOR pressed until the first page shows again."""
    seen = []
    first = device.screen_lines()
    while True:
        seen += device.screen_lines()[1:3]
        script.run(device, "[MOR]")
        if device.screen_lines() == first:
            return seen


def test_every_refused_name_is_listed_until_ok(tmp_path):
    d = boot(tmp_path, 'ZT_BRIGHTNESS = "max"\nZT_PLAYERS = "%s"\nZT_SPEED = 3\n' % ROSTER)
    shown = [line for line in pages(d) if line.strip()]
    assert shown == [
        "bad BRIGHTNESS",
        "Christopher-Robi..:",  # (16 characters) a long problem on two lines
        "too long",
        "Ann  Marie: a space",
        "only between words",
        "P2: a seat's label",
        "unknown ZT_SPEED",
    ]
    assert d.screen_lines()[0] == "settings.toml, 1/4"
    script.run(d, "UNDO K6")  # nothing to undo, a dark key: still there
    assert d.screen_lines()[0] == "settings.toml, 1/4"
    script.run(d, "OK")  # the encoder's push: read
    assert d.app.shell.screen == SC_GAME and d.app.shell.warnings is None
    # The good names stand: the roster offers Ann and Bob.
    assert d.app.shell.roster == "Ann,Zoë,José,Bob"


def test_the_start_says_its_own_after_them(tmp_path):
    """A game on: the problems first, then the game, 'resumed' under it."""
    d = boot(tmp_path, "")
    game_id, players = games.GAMES[0][games.ID], games.GAMES[0][games.PLAYERS][0]
    table = registry.table(game_id, players, random.Random(1))
    table.play()
    script.run(d, " ".join(registry.script_words(game_id, players, table.inputs)[:4]))
    d.power_cut()
    assert "resumed" in d.screen_lines()
    d = boot(tmp_path, "ZT_SPEED = 3\n")
    assert d.screen_lines()[:2] == ["In settings.toml:", "unknown ZT_SPEED"]
    script.run(d, "[BCK]")
    assert d.app.shell.screen == SC_PLAY and "resumed" in d.screen_lines()


@settings(max_examples=60, deadline=None)
@given(st.lists(st.text(min_size=1, max_size=40), min_size=1, max_size=14))
@example(["a" * 45, "x y", "settings line 12: not text"])
def test_every_problem_is_on_a_page_whole(found):
    """Any problems' texts: every character on some line of 21 at most, in order."""
    out = problem_lines(found)
    assert all(len(line) <= 21 for line in out)
    assert "".join(out).replace(" ", "") == "".join(found).replace(" ", "")


KEYS = list(range(keys.SLOTS)) + [keys.UNDO, keys.OK, keys.BACK, keys.PREV, keys.NEXT]
KEYS += [keys.MENU, keys.TURN_PREV, keys.TURN_NEXT]


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.text(min_size=1, max_size=30), min_size=1, max_size=9),
    st.lists(st.sampled_from(KEYS), max_size=25),
)
def test_random_keys_on_the_problems_screen(found, presses):
    """Any keys: never a crash, every line fits, the screen stays until it is read (its
    OK or BCK), then the game choice, the problems gone."""
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot(found)
    assert shell.screen == SC_PROBLEMS
    for k in presses:
        shell.press(k)
        v = shell.view
        assert len(v.status) <= 21 and all(len(line) <= 21 for line in v.lines)
        if shell.screen != SC_PROBLEMS:
            assert shell.screen == SC_GAME and shell.warnings is None
            break
