# SPDX-License-Identifier: MIT
"""Never lose a game: power cuts at every step of every write, damaged storage."""

import pytest
import reliability as rel
from nvm_model import Rp2040Nvm
from zootally.core import store as st
from zootally.ui import keys


@pytest.mark.parametrize(
    "game",
    [
        "zoostock-4p.rec",
        "zoostock-3p.rec",
        "zooscape-4p.rec",
        "zooscape-6p.rec",
        "zoo-ography-2p.rec",
        "zoo-ography-solo.rec",
    ],
)
def test_power_cut_at_every_step_of_every_write(game):
    module, params, inputs = rel.recorded_game(game)
    f = rel.sweep(module, params, inputs)
    assert f["cuts"] == f["steps"] >= 2 * len(inputs)
    # Every cut resumes at the last committed input, except those inside the new game's
    # own first write (its erase, the history programmed back, its header), which come
    # back as no game: nothing had been entered yet.
    assert f["exact"] + f["empty_new_game"] == f["cuts"]
    assert f["empty_new_game"] <= 10 + f["history_bytes"]
    assert f["resumed_and_finished"] == f["exact"]
    # The history: whole after every cut but those in that first write (then its newest
    # part, or none after a cut in the erase: history_kept() raises on anything else).
    assert f["history_whole"] >= f["cuts"] - f["empty_new_game"]


@pytest.mark.parametrize("game", ["zoostock-4p.rec", "zooscape-6p.rec", "zoo-ography-solo.rec"])
def test_power_cut_from_a_finished_game_to_the_next_keeps_the_history(game):
    module, params, inputs = rel.recorded_game(game)
    f = rel.history_sweep(module, params, inputs)
    assert f["erases"] == 1  # the finished game's clear; the next game's start programs only
    # Lost only by a cut in the erase or in the newest summary's bytes (1 + its length,
    # the first programmed back: history_sweep raises on any other).
    assert f["lost"] == 1 + f["first_summary"]
    assert f["newest"] >= 1 and f["whole"] + f["newest"] + f["lost"] == f["cuts"]


def keys_that_decide(shell):
    return [i for i, o in enumerate(shell.view.slots) if o and o[0] in ("KEP", "NEW", "YES")]


@pytest.mark.parametrize(
    "name,image", rel.damaged_images(), ids=[n for n, _ in rel.damaged_images()]
)
def test_damaged_storage_is_shown_and_kept_until_the_user_says(name, image):
    nvm = Rp2040Nvm(data=image)
    shell = rel.boot(nvm)  # never raises
    if name == "truncated log":  # a shorter game is still a game: it resumes
        assert shell.session is not None and len(shell.session.log) == 60
        return
    assert shell.view.status == "Stored game damaged"
    assert shell.view.lines[0] and shell.view.lines[1]  # says what it found
    # Every key but the deciding ones: nothing is written.
    deciding = keys_that_decide(shell)
    for k in [k for k in range(keys.SLOTS) if k not in deciding] + [
        keys.UNDO,
        keys.MENU,
        keys.BACK,
        keys.NEXT,
        keys.PREV,
    ]:
        shell.press(k)
        shell.press(keys.BACK)
    assert bytes(nvm.data) == image and nvm.writes == 0
    # NEW asks twice; NO at the second question still changes nothing.
    new = [i for i, o in enumerate(shell.view.slots) if o and o[0] == "NEW"][0]
    shell.press(new)
    shell.press([i for i, o in enumerate(shell.view.slots) if o and o[0] == "YES"][0])
    shell.press([i for i, o in enumerate(shell.view.slots) if o and o[0] == "NO"][0])
    assert shell.view.status == "Stored game damaged"
    assert bytes(nvm.data) == image


def test_hex_sends_the_whole_area_and_changes_nothing():
    name, image = rel.damaged_images()[0]
    nvm = Rp2040Nvm(data=image)
    shell = rel.boot(nvm)
    shell.press([i for i, o in enumerate(shell.view.slots) if o and o[0] == "HEX"][0])
    assert bytes.fromhex("".join(shell.outbox)) == image
    assert nvm.writes == 0


@pytest.mark.parametrize("name", ["checksums right, inputs illegal", "a flipped bit mid-log"])
def test_keep_replays_what_it_can_and_writes_only_that(name):
    image = dict(rel.damaged_images())[name]
    nvm = Rp2040Nvm(data=image)
    shell = rel.boot(nvm)
    keep = [i for i, o in enumerate(shell.view.slots) if o and o[0] == "KEP"][0]
    n = int(shell.view.lines[0].split()[0])
    shell.press(keep)
    assert shell.session is not None and len(shell.session.log) == n
    again = rel.boot(nvm)  # what is stored now is exactly what replays
    status = st.Store(nvm).load()[0]
    assert status == st.OK and bytes(again.session.log) == bytes(shell.session.log)
