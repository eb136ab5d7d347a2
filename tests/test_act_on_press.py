# SPDX-License-Identifier: MIT
"""Every key acts as it goes down. A key that means something else when held (the
MacroPad's encoder push: OK, held MENU; the three-button boards' buttons) used to wait for
its release to know how long it was held, so OK, the key a table presses most, reached its
pixels only after the hold's time. On the game's screens it now acts as it goes down, and
a hold takes that back before its held meaning (Shell.early, take_back); elsewhere (the
shell's own screens, where what it does cannot be taken back: NEW's YES) it still waits.
Random games of every title, on every board in boards/, through the whole device."""

import copy
import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally import games
from zootally.core import record
from zootally.ui import keys
from zootally.ui.view import SC_MENU, SC_PLAY

from host_sim import registry, script
from host_sim.device import PROFILES

TITLES = [(row[games.ID], row[games.PLAYERS][-1]) for row in games.GAMES]


def shown(device):
    v = device.app.shell.view
    return (v.status, list(v.lines), list(v.slots))


def twin_pressing(shell, *pressed):
    """What pressing these keys does to a copy of the shell (modules shared, on a copy
    of its flash: what it writes is thrown away): its log, status, lines and screen. (A
    game over needs the store: the menu's key files it in the history.)"""
    from zootally.core.store import Store

    twin = copy.deepcopy(shell, {id(shell.session.module): shell.session.module})
    twin.store = Store(bytearray(shell.store.mem[: shell.store.size]), shell.store.size)
    twin.store.load()
    twin.session.store = twin.store
    for key in pressed:
        twin.press(key)
    return log_of(twin), twin.view.status, list(twin.view.lines), twin.screen


def log_of(shell):
    """The game's log, set aside (the menu) or not."""
    return bytes(shell.session.log if shell.session else shell.shelved[2])


def back_to(device, log, kept, cursor):
    """The game as it was before a check: its log (UNDO or re-entered), its screens'
    state and highlight."""
    shell = device.app.shell
    shell.game_ui()  # back from the menu, if there
    session = shell.session
    while len(session.log) > len(log) or bytes(session.log) != log[: len(session.log)]:
        session.undo()
    for v in log[len(session.log) :]:
        assert not session.apply(v)
    shell.screen = SC_PLAY
    shell.ui.keep(kept, True)
    shell.render()
    shell.view.cursor = cursor
    device.app.draw()
    device.clock.advance(400)


def check_held_key(device, k):
    """At a game screen: a key that can be held acts as it goes down, as a short press
    does, and nothing more at its release (UNDO: at its release, and nothing as it goes
    down); held, it does what its held meaning does from the screen as it was (the early
    press taken back), and the game's screen comes back."""
    shell = device.app.shell
    logical, held = device.profile.LAYOUT[k], device.profile.HOLD.get(k)
    log, screen = bytes(shell.session.log), shown(device)
    kept, cursor = shell.ui.kept(), shell.view.cursor
    dealt = random.getstate()  # a key may deal at random (Zoo-ography's RND): the same
    expected = twin_pressing(shell, logical)
    expected_held = twin_pressing(shell, held) if held is not None else None
    menu_and_back = twin_pressing(shell, keys.MENU, keys.BACK)

    random.setstate(dealt)
    device.keys.press(k)
    device._step()  # down only: the device has acted, its screen drawn
    got = (bytes(shell.session.log), shell.view.status, list(shell.view.lines), shell.screen)
    waits = logical == keys.UNDO  # what it drops no hold could give back
    if not waits:
        assert got == expected, (k, screen, got, expected)
    device.clock.advance(80)
    device.keys.release(k)
    device._step()
    if waits:
        assert got[0] == log, (k, screen)  # nothing as it went down
        got = (bytes(shell.session.log), shell.view.status, list(shell.view.lines), shell.screen)
        assert got == expected, (k, screen, got, expected)
    assert bytes(shell.session.log) == expected[0]  # nothing more as it comes up
    back_to(device, log, kept, cursor)
    if held is None:
        return

    device.keys.press(k)
    device._step()
    device.clock.advance(900)
    device.keys.release(k)
    device._step()
    got = (log_of(shell), shell.view.status, list(shell.view.lines), shell.screen)
    assert got == expected_held, (k, screen, got, expected_held)
    if held == keys.MENU:
        assert shell.screen == SC_MENU
        device.press_logical(device.slot_labelled("BCK"))  # the menu's
        got = (log_of(shell), shell.view.status, list(shell.view.lines), shell.screen)
        assert got == menu_and_back, k  # the game's screen, as after the menu before
    back_to(device, log, kept, cursor)


@pytest.mark.parametrize("board", sorted(PROFILES))
@pytest.mark.parametrize("game_id,players", TITLES)
@settings(max_examples=examples(2), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), every=st.integers(4, 25))
@example(seed=1322, every=6)  # a tie: +1R's screen, the game over, then the menu
def test_held_keys_act_as_they_go_down_and_a_hold_takes_it_back(
    tmp_path_factory, board, game_id, players, seed, every
):
    from host_sim.device import Device

    table = registry.table(game_id, players, random.Random(seed))
    table.play()
    words = registry.script_words(game_id, players, table.inputs)
    device = Device(board, str(tmp_path_factory.mktemp("nvm") / "nvm.bin"))
    checked = 0
    on_play = 0  # words met on the game's screens: every `every`-th is checked, the first too
    for word in words:
        shell = device.app.shell
        if shell.screen == SC_PLAY and not shell.ui.partial():
            if on_play % every == 0:
                # The keys that can be held; on a board with none (a key per meaning), OK.
                held = sorted(device.profile.HOLD) or [device.profile.LAYOUT.index(keys.OK)]
                check_held_key(device, held[checked % len(held)])
                checked += 1
            on_play += 1
        script.run(device, word)
    assert device.app.shell.session.game.over()
    reader = record.reader(game_id)
    assert reader.summary(device.app.shell.session.game) == reader.summary(table.game)
    assert checked


def four_button_board(folder):
    """A board file as a contributor writes one from docs/adding-a-board.md: four buttons,
    OK and UNDO among them, OK held the menu and UNDO held BACK (no shipped board has
    it: the rule must hold for any layout a board file may declare)."""
    import os

    from host_sim.device import BOARDS

    with open(os.path.join(BOARDS, "pico_ssd1306.py")) as f:
        text = f.read()
    swaps = (
        (
            "(board.GP10, board.GP11, board.GP12, board.GP13, board.GP14, board.GP15)",
            "(board.GP10, board.GP11, board.GP12, board.GP13)",
        ),
        (
            "(keys.PREV, keys.OK, keys.NEXT, keys.BACK, keys.UNDO, keys.MENU)",
            "(keys.OK, keys.UNDO, keys.PREV, keys.NEXT)",
        ),
        (
            "HOLD: dict = {}  # six buttons: nothing needs holding",
            "HOLD = {0: keys.MENU, 1: keys.BACK}",
        ),
        ("GRID_KEYS = 6", "GRID_KEYS = 4"),
        ("PIXEL_OF_KEY = (None,) * 6", "PIXEL_OF_KEY = (None,) * 4"),
    )
    for old, new in swaps:
        assert old in text, old
        text = text.replace(old, new)
    with open(os.path.join(folder, "fourkey_pico.py"), "w") as f:
        f.write(text)


@pytest.mark.parametrize("game_id,players", TITLES)
def test_a_held_undo_key_that_means_back_keeps_the_last_input(tmp_path, game_id, players):
    """On a board whose UNDO key means BACK when held, holding it for BACK used to act as
    UNDO as it went down, and the hold did not take that back: the log was one input
    shorter. UNDO cannot be taken back by undoing inputs: such a key waits for its
    release, and every held key still does what its held meaning does."""
    from host_sim.device import Device, add_boards, forget_boards

    four_button_board(str(tmp_path))
    add_boards(str(tmp_path))
    try:
        table = registry.table(game_id, players, random.Random(5))
        table.play()
        words = registry.script_words(game_id, players, table.inputs)
        device = Device("fourkey", str(tmp_path / "nvm.bin"))
        checked = on_play = 0
        for word in words:
            shell = device.app.shell
            if shell.screen == SC_PLAY and not shell.ui.partial() and shell.session.log:
                if on_play % 5 == 0:
                    check_held_key(device, 1)  # UNDO, held: BACK
                    check_held_key(device, 0)  # OK, held: the menu
                    checked += 1
                on_play += 1
            script.run(device, word)
        assert checked and device.app.shell.session.game.over()
    finally:
        forget_boards(str(tmp_path))


@pytest.mark.parametrize("board", sorted(PROFILES))
@pytest.mark.parametrize("game_id,players", TITLES)
def test_a_held_undo_right_after_a_fix_takes_the_fix_back(tmp_path, board, game_id, players):
    """UNDO right after a fix takes the fix back whole, on every board, at many points of
    a game. Where UNDO is a held button that alone takes a choice (the Feather's A) the
    press used to act as it went down: on a screen where it entered an input, the hold
    took that input back, and UNDO then took back an input of the fix. After a fix a key
    waits for its release."""
    from host_sim.device import Device

    table = registry.table(game_id, players, random.Random(3))
    table.play()
    words = registry.script_words(game_id, players, table.inputs)
    device = Device(board, str(tmp_path / "nvm.bin"))
    checked = 0
    for i, word in enumerate(words):
        shell = device.app.shell
        if i % 3 == 0 and shell.screen == SC_PLAY and len(shell.session.log) > 2:
            before = log_of(shell)
            # The entry before the last fixed by dropping it and the rest: the game shorter.
            script.run(device, "HOLD [FIX] [PRV] [FIX] HOLD [DRP]")
            assert len(log_of(device.app.shell)) < len(before)
            script.run(device, "UNDO")
            assert log_of(device.app.shell) == before, i
            assert device.app.shell.view.flash == "undone: the fix"
            checked += 1
        script.run(device, word)
    assert checked >= 3 and device.app.shell.session.game.over()
