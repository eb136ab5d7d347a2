# SPDX-License-Identifier: MIT
"""Never lose a game: power cuts at every step of every write, damaged storage."""

import pytest
import reliability as rel
from nvm_model import Rp2040Nvm
from zootally.core import store as st
from zootally.ui import keys


@pytest.mark.slow  # every step of every write of six whole games
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
    # own first write (its erase, the history programmed back, its header, BEGIN block
    # and SEAL), which come back as no game: nothing had been entered yet.
    assert f["exact"] + f["empty_new_game"] == f["cuts"]
    assert f["empty_new_game"] <= st.HEADER + 2 * (2 + st.BLOCK) + f["history_bytes"]
    assert f["resumed_and_finished"] == f["exact"]
    # The history: whole after every cut but those in that first write (then its newest
    # part, or none after a cut in the erase: history_kept() raises on anything else).
    assert f["history_whole"] >= f["cuts"] - f["empty_new_game"]


EVENINGS = ["zoostock-4p.rec", "zooscape-6p.rec", "zoo-ography-solo.rec"]


@pytest.mark.parametrize("game", EVENINGS)
@pytest.mark.parametrize(
    "partial,run",
    [(False, 1), (True, 1), (True, 2), (True, 3), pytest.param(True, 10, marks=pytest.mark.slow)],
)
def test_power_cut_from_a_finished_game_to_the_next_loses_nothing(game, partial, run):
    """NEW used to erase the sector, and a cut in that erase lost the
    game just kept and the whole history. Now NEW, the next game's start and its inputs
    only program erased bytes (no erase), and whatever the cut (any step, a byte cut
    mid-bits, two, three or ten cuts in a row), the history comes back as before or with
    the finished game, and once the table goes on it holds the finished game once."""
    module, params, inputs = rel.recorded_game(game)
    f = rel.history_sweep(module, params, inputs, partial, run, seed=run)
    assert f["erases"] == 0
    assert f["lost"] == 0 and f["damaged_screens"] == 0 and f["damaged_entries"] == 0
    assert f["with_it"] + f["as_before"] == f["steps"]
    assert f["as_before"] >= 1 and f["with_it"] >= 1


@pytest.mark.parametrize("game", EVENINGS)
@pytest.mark.parametrize("run", [2, 3, 10])
def test_cuts_in_a_row_in_a_game_never_damage_it(game, run):
    """At random moments with bytes cut mid-bits: the power cut again
    and again right after the device came back; every boot resumes at the last whole
    input, never the damaged screen, and the game played on is whole."""
    module, params, inputs = rel.recorded_game(game)
    f = rel.repeated_cuts(module, params, inputs, run, games=8, seed=run)
    assert f["damaged"] == 0 and f["whole_at_the_end"] == f["games"] == 8
    assert f["cuts"] == 8 * run


def test_power_cut_with_bytes_cut_mid_bits_resumes_exactly():
    module, params, inputs = rel.recorded_game("zoo-ography-2p.rec")
    f = rel.sweep(module, params, inputs, partial=True)
    assert f["exact"] + f["empty_new_game"] == f["cuts"]
    assert f["resumed_and_finished"] == f["exact"]


def test_a_cut_in_keep_never_resumes_a_part_of_the_game_as_whole():
    """KEP rewrites the sector (a window, docs/power-cuts.md): a cut there leaves the
    game kept, the damaged screen again (KEP once more), or no game; never a game with
    fewer inputs than replay resumed as if whole (keep_sweep raises). The log is
    programmed before the history: no game only where the cut left none of its inputs
    (the erase, the header, the BEGIN block and the first input's record), and the
    history, programmed back last, is what a cut costs (in part, or lost)."""
    f = rel.keep_sweep(partial=True)
    assert f["kept"] >= 1 and f["damaged_again"] >= 1
    assert f["kept"] + f["damaged_again"] + f["no_game"] == f["cuts"]
    assert f["no_game"] <= rel.NO_LOG_YET
    assert f["kept"] > f["cuts"] // 2  # every cut while the history is programmed back


@pytest.mark.parametrize("game", ["zoostock-3p.rec", "zoo-ography-solo.rec"])
def test_every_byte_erased_or_bit_flipped_never_changes_a_game(game):
    """every single-byte erase and bit flip of the header and the log: the
    game as stored, or the damaged screen; never another game resumed silently."""
    module, params, inputs = rel.recorded_game(game)
    f = rel.byte_damage(module, params, inputs)
    assert f["changed"] == 0
    assert f["damaged"] > f["images"] * 0.9


def test_a_record_torn_mid_bits_never_passes_its_check():
    """format 1's CRC-8 passed some records torn with part of a byte
    programmed; format 2's Berger code passes none (every tear has fewer zeros than its
    count says)."""
    escaped, tried = rel.partial_escapes(2)
    assert escaped == 0 and tried > 100000
    old_escaped, _ = rel.partial_escapes(1)
    assert old_escaped > 0  # the sweep can find one: format 1 let them through


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


def test_erases_per_game_runs_on_every_title():
    """tools/bench and tools/reliability measure erases a game with it (not run otherwise
    by the suite: a summary's fields changed under it once, unnoticed until the bench)."""
    from zootally import games

    for row in games.GAMES:
        f = rel.erases_per_game(row[games.ID], row[games.PLAYERS][-1], games=3)
        assert f["games"] == 3


def test_a_new_games_start_cut_anywhere_is_the_whole_set_up_or_no_game():
    """Every registered title, with and without settings that change every Zooscape card
    value: the power cut at every step (mid-bits) of the game's start. The device comes
    back at the game choice or with the game and all of its set-up, never damaged and
    never with a part of it; UNDO at the first question never takes any of it back."""
    from zootally import games

    for row in games.GAMES:
        for card_values in (None, rel.ALL_VALUES):
            f = rel.start_cuts(row[games.ID], row[games.PLAYERS][0], card_values, partial=True)
            assert f["no_game"] >= 1 and f["with_it"] + f["no_game"] == f["cuts"]
