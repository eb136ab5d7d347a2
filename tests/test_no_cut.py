# SPDX-License-Identifier: MIT
"""Nothing the screen means to show is cut, over random games of every registered title and
player count on every board: each line of text fits the screen's width as the View gives it,
before pixels (the renderer would cut what is wider); no line stops short with '..'; the key
legend keeps a space between two labels; what does not fit pages, and its key says so. At
every screen of the game, and at a few moments and at the end, every screen two keys away
(a copy of the device's shell: the pages of SEE, ZOO and the tally among them). Also: the
line that decides (who leads the next round, what decided the game) keeps its place
whatever notice comes with the key."""

import copy
import os
import random
import zlib

import pytest
from zootally import games
from zootally.ui import keys
from zootally.ui.legend import legend_lines
from zootally.ui.view import PAGE, SC_PLAY, TENS

from host_sim import registry, script
from host_sim.device import PROFILES, Device

ROWS = [(row[games.ID], n) for row in games.GAMES for n in row[games.PLAYERS]]
BOARDS = sorted(PROFILES)
LOOKS = 4  # moments of a game at which every screen a key away is looked at too
# An exploring run (tools/test --explore) draws other games; the seed is printed first.
EXPLORE = random.Random().getrandbits(32) if os.environ.get("ZT_EXPLORE") else 0


def problems(view, screen):
    """What is cut on a screen showing this view: [(line, why)]."""
    out = []
    for line in view.shown():
        if len(line) > 21:
            out.append((line, "wider than 21"))
        if line.endswith(".."):
            out.append((line, "cut short with '..'"))
    shown = view.shown()
    for k in range(view.keep):  # the lines a notice must not cover (View.keep)
        if view.lines[1 - k] not in shown:
            out.append((view.lines[1 - k], "a line kept from notices is hidden"))
    legend = legend_lines(
        view, screen.layout, screen.columns, screen.chars, screen.hold, screen.names
    )
    for line in legend:
        if len(line) > screen.chars:
            out.append((line, "legend wider than %d" % screen.chars))
    return out


def look_around(shell, screen, depth, found, path=(), every=False):
    """Every lit soft key pressed on a copy of the shell, and then, `depth` keys deep, the
    keys of the pages that opened (a page key, or the same key again; `every`: every key
    each time): what is cut."""
    if depth == 0:
        return
    v = shell.view
    for slot in v.options():
        paging = PAGE <= v.actions[slot] < TENS or (path and v.slots[slot][0] == path[-1])
        if path and not every and not paging:
            continue  # past the first key: only what pages
        memo = {id(shell.session.module): shell.session.module} if shell.session else {}
        child = copy.deepcopy(shell, memo)
        child.press(slot)
        way = path + (v.slots[slot][0],)
        for line, why in problems(child.view, screen):
            found.append((way, line, why))
        look_around(child, screen, depth - 1, found, way, every)


@pytest.mark.slow  # whole games by keys on every board
@pytest.mark.explores
@pytest.mark.parametrize("board", BOARDS)
@pytest.mark.parametrize("game_id, players", ROWS, ids=["%d-%dp" % r for r in ROWS])
def test_nothing_on_the_screen_is_cut(tmp_path_factory, board, game_id, players):
    # A random game, its seed from the case (the same on every run: a failure is found
    # again); tools/test --explore draws others (the seed is in the failure's message).
    seed = (zlib.crc32(("%s %d %d" % (board, game_id, players)).encode()) + EXPLORE) & 0xFFFFFFFF
    rng = random.Random(seed)
    # Every other seed a game played another way (a tally) where the title has one.
    table = registry.table(game_id, players, random.Random(seed), registry.VARIANTS[seed & 1])
    table.play()
    device = Device(board, str(tmp_path_factory.mktemp("nvm") / "nvm"))
    words = registry.script_words(game_id, players, table.inputs)
    chance = LOOKS / len(words)
    screen = device.app.screen
    found = []

    def check(i, word, part):
        shell = device.app.shell
        for line, why in problems(shell.view, screen):
            found.append((i, word, line, why))
        if rng.random() < chance and shell.screen == SC_PLAY and shell.ui is not None:
            look_around(shell, screen, 3, found)

    script.run(device, " ".join(words), check)
    shell = device.app.shell
    assert shell.session.game.over()
    look_around(shell, screen, 3, found)
    # The menu (its why lines, its keys, HISTORY), then the game filed by NEW and the
    # game choice, HISTORY's list and its pages with it.
    shell.press(keys.MENU)
    for line, why in problems(shell.view, screen):
        found.append(("menu", line, why))
    look_around(shell, screen, 2, found, ("menu",), every=True)
    for label in ("NEW", "YES", "YES"):
        shell.press([o[0] if o else None for o in shell.view.slots].index(label))
    for line, why in problems(shell.view, screen):
        found.append(("game choice", line, why))
    look_around(shell, screen, 3, found, ("game choice",), every=True)
    assert not found, (seed, found[:8])


def lead_and_decision(game_id, players, seed):
    """A random ZooStock game by keys: {'lead': a notice came with round 1's result,
    'end': with the game's} (each line checked where it shows)."""
    from zootally.core.store import Store
    from zootally.ui.shell import Shell

    table = registry.table(game_id, players, random.Random(seed))
    table.play()
    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    seen = {}

    def check(word, key):
        v = shell.view
        shown = v.shown()
        if v.status.startswith("Round 1 over"):
            assert any("leads Rd2" in x or "lowest tie" in x for x in shown), shown
            seen["lead"] = bool(v.flash)
        over = shell.session is not None and shell.session.game.over()
        if over and v.status.startswith(("WINNER", "SHARED")):
            assert shell.ui.decided_by() in shown, shown
            seen["end"] = bool(v.flash)

    script.press_words(shell, registry.script_words(game_id, players, table.inputs), check)
    return seen


def test_the_lead_and_what_decided_stay_on_the_screen_whatever_the_notice():
    """After round 1's last trick the screen says who leads round 2, and at the end what
    decided the game, whatever notice the last key brought (a trick's news said
    'last trick: any order' in that line's place)."""
    from zootally.games import zoostock as zs

    noticed = 0
    for seed in range(12):
        for players in (3, 4):
            seen = lead_and_decision(zs.GAME_ID, players, seed)
            assert "lead" in seen and "end" in seen
            noticed += seen["lead"] + seen["end"]
    assert noticed  # a notice came with those keys, and the lines stayed


def test_every_registered_title_is_named_on_the_game_choice():
    """Three titles a page: with more registered (the tests register a fourth), MOR turns
    to the next three and back (a fourth title was '+1' after the third, unnamed)."""
    from zootally.core.store import Store
    from zootally.ui.shell import Shell

    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    named = set()
    pages = (len(games.GAMES) + 2) // 3  # MOR on each: the last turns back to the first
    for _ in range(pages):
        v = shell.view
        named.update(line.split()[0] for line in v.shown() if line)
        if len(games.GAMES) <= 3:
            break
        shell.press([o[0] if o else None for o in v.slots].index("MOR"))
    assert named >= {row[games.KEY] for row in games.GAMES}
    assert shell.view.status.startswith(games.GAMES[0][games.KEY])  # back at the first
