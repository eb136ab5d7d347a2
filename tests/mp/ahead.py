# SPDX-License-Identifier: MIT
"""The set-up key finds the game loaded: while the player count is asked the device loads the
game's rules and screens ahead, the screens its first phase opens on (its UI's FIRST) and the
module of the game's screens (ui/play.py), and finds its number in the history (Shell.idle),
so that the key that starts the game imports none of them and walks no history; BCK to the
game choice forgets them. On MicroPython, where a module forgotten leaves sys.modules (on
CPython forgetting is a no-op). The device holds a full history, as a table's does after a
hundred games. Prints, per title, the set-up key's time without and with the work done ahead,
the least of five runs each (a ratio: this VM is not a board)."""

import sys
import time

from zootally import games
from zootally.core import region, summary
from zootally.core.store import Store, history_size
from zootally.ui import keys
from zootally.ui.shell import Shell

SIZE = history_size(4096)


def full_history():
    """An nvm whose history is full of 2-player summaries (the most of them: 146)."""
    area = bytearray(b"\xff" * 4096)
    n = 0
    while region.tail(area, SIZE) + 14 <= SIZE:
        n += 1
        summary.store(area, SIZE, (n, 3, 2, [n % 13, n % 11], [n % 2], 0, 0, None))
    return area, n + 1


START, NUMBER = full_history()


def fresh_shell():
    shell = Shell(Store(bytearray(START)))
    shell.boot()
    return shell


def forget_game(row):
    """Every module a game start loaded: the game's own (its rules, its UI, a phase's
    screens), the shared screens and the history's number."""
    m = row[games.MODULE]
    for name in list(sys.modules):  # what its folders hold: a phase's screens, the why
        package, _, short = name.rpartition(".")
        if package in ("zootally.games." + m, "zootally.ui." + m):
            games.forget(package, short)
    games.unload(row[games.ID], "ui")  # and the folders' own: its screens, its rules
    games.unload(row[games.ID])
    for name in ("count", "result", "choice", "play"):
        games.forget("zootally.ui", name)
    games.forget("zootally.core", "region")


def set_up_key(row, i, ahead):
    """Choose title i, wait (idle) or not, press its first player count: the modules the
    key imported and its time in microseconds."""
    forget_game(row)
    shell = fresh_shell()
    shell.press(i)  # the title's key on the game choice
    if ahead:
        shell.idle()
        assert shell.number_ahead == NUMBER, (shell.number_ahead, NUMBER)
    else:
        assert shell.number_ahead is None
    before = set(sys.modules)
    t = time.ticks_us()
    shell.press(0)  # its first player count
    took = time.ticks_diff(time.ticks_us(), t)
    assert shell.session is not None and shell.session.module.GAME_ID == row[games.ID]
    assert shell.store.number == NUMBER and shell.number_ahead is None
    return set(sys.modules) - before, took


checked = 0
for i in range(len(games.GAMES)):
    row = games.GAMES[i]
    engine = "zootally.games." + row[games.MODULE]
    ui = "zootally.ui." + row[games.MODULE]
    first = games.load(row[games.ID], "ui").UI.FIRST
    loaded = [engine, ui, "zootally.ui.play"] + ([ui + "." + first] if first else [])
    # Without the wait, the key imports them (so the check below can fail) ...
    new, cold = set_up_key(row, i, False)
    assert not [m for m in loaded if m not in new], (row, new)
    # ... with it, they are there before the key.
    new, warm = set_up_key(row, i, True)
    assert not [m for m in loaded if m in new], (row, new)
    for _ in range(4):  # the least of five runs each: a timer of 1 ms on WebAssembly
        cold = min(cold, set_up_key(row, i, False)[1])
        warm = min(warm, set_up_key(row, i, True)[1])
    # BCK from the player count forgets what was loaded ahead.
    forget_game(row)
    shell = fresh_shell()
    shell.press(i)
    shell.idle()
    assert not [m for m in loaded if m not in sys.modules], row
    shell.press(keys.BACK)
    assert not [m for m in loaded if m in sys.modules], row
    print(
        "%s: set-up key %d us, %d us with the game loaded and numbered ahead"
        % (row[games.NAME], cold, warm)
    )
    checked += 1
print("%d passed, 0 failed" % checked)
