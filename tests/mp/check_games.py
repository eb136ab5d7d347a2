# SPDX-License-Identifier: MIT
"""Run on the MicroPython unix port by tests/test_micropython.py: whole games of each title
(logs made on CPython) through the engine, the store, undo, the record and the UI shell
driven by keys, idle between keys as a board is (the screens the game's end opens are
loaded ahead then). Prints one JSON summary per game, then a closing count."""

import json
import sys

from zootally import games
from zootally.core import logwrite, record
from zootally.core import store as st
from zootally.core.session import Session
from zootally.ui import keys
from zootally.ui.shell import OWNERS, Shell

from host_sim import registry, script


def unhex(text):
    return bytes(int(text[i : i + 2], 16) for i in range(0, len(text), 2))


def press_words(shell, words):
    for word in words:
        for action, arg in script.expand(word):
            if action == "label":
                slots = shell.view.slots
                slot = -1
                for i in range(len(slots)):
                    if slots[i] is not None and slots[i][0] == arg:
                        slot = i
                if slot < 0:
                    raise AssertionError("no key labelled " + arg)
                shell.press(slot)
            elif action == "logical":
                shell.press(arg)
            elif action == "card" or action == "lock":
                for k in script.resolve(shell.ui, action, arg):
                    shell.press(k)
            else:
                raise AssertionError("word not for this check: " + word)


def firmware_modules():
    return [k for k in sys.modules if k.startswith("zootally.")]


def menus_own(name):
    """Is it a module the menu loads for itself (its screens, the why, the history's
    summary of a game over), not the game's?"""
    if name.endswith(".why") or name in (
        "zootally.core.history",
        "zootally.core.region",
        "zootally.core.summary",
    ):
        return True
    # The modules of the screens around the game (ui/shell.py's OWNERS): not the game's.
    return name.startswith("zootally.ui.") and name[12:] in OWNERS and name[12:] != "play"


def check(game_id, players, inputs):
    zs = games.load(game_id)
    zt = record.reader(game_id)
    # 1. The engine with the store, and an UNDO after every input (then the input again).
    mem = bytearray(b"\xff" * 4096)
    store = st.Store(mem)
    logwrite.start(store, zs.GAME_ID, players)
    s = Session(zs, players, store)
    refused = 0
    for v in inputs:
        assert s.apply(v) == 0, "input refused"
        before = zt.summary(s.game)
        # The same input again, where the game refuses it: its words for the screen, from
        # its refusals module, which leaves the heap with the refusal (games.refusal).
        err = s.game.check(v)
        if err:
            text = games.refusal(zs, s.game, err, v)
            assert isinstance(text, str) and 0 < len(text) <= 21, text
            assert not [m for m in firmware_modules() if m.endswith(".refusals")]
            refused += 1
        assert s.undo()
        assert s.apply(v) == 0
        assert zt.summary(s.game) == before
    assert refused, "no input of the game was refused again"
    want = zt.summary(s.game)
    # 2. Power cut: a fresh store over the same memory replays the same game.
    status, gid, params, again = st.Store(mem).load()
    assert status == st.OK and gid == zs.GAME_ID and params == players
    assert zt.summary(Session(zs, players, None, again).game) == want
    # 3. The record, written and read back.
    text = record.format_record(zs.GAME_ID, players, s.log)
    assert zt.summary(record.parse(text)[3]) == want
    # 4. The UI, by keys, from a blank device, idle between words as a table is.
    shell = Shell(st.Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    phases = "zootally.ui." + games.entry(game_id)[games.MODULE] + "."
    for word in registry.script_words(game_id, players, inputs):
        shell.idle()
        ended = shell.session is not None and shell.session.game.over()
        loaded = firmware_modules()
        press_words(shell, [word])
        # 6. The key that ends the game finds the screens it opens loaded ahead (the
        # idle turn before it: GameUI.next_phase), and imports none of the game's.
        if not ended and shell.session is not None and shell.session.game.over():
            new = [m for m in firmware_modules() if m not in loaded and m.startswith(phases)]
            assert not new, ("the game's end imported", new)
        # 5. The menu's why after every word, on this VM: shown, then BACK, nothing changed,
        # and what the menu loaded (its screens, the why, the history's code) gone with it
        # (this VM forgets modules: CPython does not, games.forget).
        if shell.screen == 2:
            log = bytes(shell.session.log)
            loaded = firmware_modules()
            shell.press(keys.MENU)
            assert len(shell.view.lines[0]) <= 21 and len(shell.view.lines[1]) <= 21
            shell.press(keys.BACK)
            assert bytes(shell.session.log) == log and shell.screen == 2
            stayed = [m for m in firmware_modules() if m not in loaded and menus_own(m)]
            assert not stayed, stayed
    assert zt.summary(shell.session.game) == want
    return want


def main(path):
    ok = 0
    bad = 0
    with open(path) as f:
        for line in f:
            parts = line.split()
            if not parts:
                continue
            try:
                print(json.dumps(check(int(parts[0]), int(parts[1]), unhex(parts[2]))))
                ok += 1
            except Exception as err:  # report and go on: the count says it failed
                print("FAIL", repr(err))
                bad += 1
    print("%d passed, %d failed" % (ok, bad))
    return bad


if __name__ == "__main__":
    sys.exit(1 if main(sys.argv[1]) else 0)
