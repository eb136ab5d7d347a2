# SPDX-License-Identifier: MIT
"""A game corrected after it was pulled counts once, as it is now. The device's record
names its game (its board's id and the game's number: core/record.ORIGIN), and so does
its history (the count line's device, filed on each line): `zootally pull` files a later
version of a game over the earlier one (kept in replaced/), and `standings` counts a
game's last version only, whether that is a record or the history line NEW wrote."""

import random

import pytest
import reliability as rel
from hypothesis import given, settings
from hypothesis import strategies as st
from nvm_model import Rp2040Nvm
from property_examples import examples
from zootally import games
from zootally.core import record
from zootally.core import store as sto
from zootally.core.checksum import crc8
from zootally.ui import keys
from zootally.ui.shell import Shell
from zootally.ui.view import SC_FIX

from host_sim import registry
from host_sim.companion import pull, standings
from host_sim.companion.summaries import scores_of

DEVICE = "5a7e11a0c0ffee01"


def booted(nvm, device=DEVICE):
    """The device as plugged in: its shell over the flash, with its board's id."""
    shell = Shell(sto.Store(nvm), None, "")
    shell.device = device
    shell.boot()
    return shell


def sent(shell):
    """REC from the menu (with no game on, HISTORY's): the lines the device sends, with
    its end line; the game back."""
    if shell.session is None:
        rel.press_label(shell, "HIS")
    else:
        shell.press(keys.MENU)
    rel.press_label(shell, "REC")
    lines = [x for part in shell.take_outbox() or () for x in part]
    shell.sent()
    crc = 0
    for x in lines:
        crc = crc8(x.encode(), crc)
    return lines + ["# end: %d lines, crc %02x" % (len(lines), crc)]


def new_game(shell, rng):
    """NEW (twice yes) where a game is on, then a random game of a random title played to
    its end."""
    if shell.session is not None:
        shell.press(keys.MENU)
        for label in ("NEW", "YES", "YES"):
            rel.press_label(shell, label)
    row = rng.choice(games.GAMES)
    players = rng.choice(row[games.PLAYERS])
    rel.new_game(shell, games.load(row[games.ID]), players)
    table = registry.table(row[games.ID], players, random.Random(rng.random()))
    table.play()
    for v in table.inputs[len(shell.session.log) :]:
        assert not shell.session.apply(v)
    shell.render()


def fixed(shell, rng):
    """FIX: an entry the table entered, changed to another legal input, the rest kept
    where legal (ALL), or skipped. False where no entry has another input."""
    log = bytes(shell.session.log)
    first = shell.store.setup
    for _ in range(10):
        k = rng.randrange(first, len(log))
        before = shell.session.module.Game(shell.session.params)
        for v in log[:k]:
            before.apply(v)
        alt = rel.other_legal(before, log[k], rng)
        if alt is not None:
            break
    else:
        return False
    rel.fix_pick(shell, k)
    rel.press_label(shell, "FIX")
    rel.enter(shell, alt)
    while shell.fixing is not None:
        if shell.screen == SC_FIX:  # a stop: ALL, or SKP where not legal now
            rel.take_or_skip(shell)
            continue
        v = rel.other_legal(shell.session.game, -1, rng)  # the game's screens ask
        if v is None:
            shell.press(keys.MENU)  # the fix's screen: drop the rest
            rel.press_label(shell, "DRP")
        else:
            rel.enter(shell, v)
    return True


def key(summary):
    return (
        summary["game"],
        summary["players"],
        tuple(scores_of(summary)),
        tuple(summary["winners"]),
    )


def counted(folder):
    """What standings count of the folder: its games' keys, sorted."""
    found, problems = standings.all_games(str(folder))
    assert not [p for p in problems if "not finished" not in p], problems
    return sorted(key(s) for _, s in found)


def results(shell, ended):
    """The last version of every game the device had: the ended ones (as NEW kept them)
    and the one on it, finished games only: their keys, sorted."""
    out = list(ended)
    game = shell.session.game if shell.session is not None else None
    if game is not None and game.over():
        out.append(key(record.reader(shell.session.module.GAME_ID).summary(game)))
    return sorted(out)


def ended_now(shell):
    """The game NEW is about to end, as its summary keeps it (finished games only)."""
    game = shell.session.game if shell.session is not None else None
    if game is None or not game.over():
        return []
    return [key(record.reader(shell.session.module.GAME_ID).summary(game))]


def test_a_game_fixed_after_it_was_pulled_replaces_its_record(tmp_path):
    """Pulled, fixed on the device, pulled again: one record, the fixed one (the first is
    kept in replaced/); then NEW and a pull of the history: still once."""
    rng = random.Random(4)
    nvm = Rp2040Nvm()
    shell = booted(nvm)
    new_game(shell, rng)
    folder = tmp_path / "games"
    first = sent(shell)
    assert "# device %s game 1" % DEVICE in first
    assert "# history: 1 games of device %s" % DEVICE in first
    filed, had, problems = rel.pull_lines(first, folder)
    assert problems == [] and len(filed) == 1 and filed[0].endswith(".rec")
    before = counted(folder)
    while True:
        assert fixed(shell, rng)
        if results(shell, []) != before:
            break  # a fix that changed the result
    again, had, problems = rel.pull_lines(sent(shell), folder)
    assert problems == [] and again == filed  # the same file, the later version
    assert len(list((folder / pull.REPLACED_FOLDER).iterdir())) == 1
    assert counted(folder) == results(shell, []) != before
    assert rel.pull_lines(sent(shell), folder)[:2] == ([], filed)  # had already
    ended = ended_now(shell)
    new_game(shell, rng)
    rel.pull_lines(sent(shell), folder)
    assert counted(folder) == results(shell, ended)


def test_a_game_fixed_and_ended_after_its_record_was_pulled_counts_as_it_ended(tmp_path):
    """Pulled, fixed, ended with NEW (its summary in the history), and only then pulled
    again with no record of it: the history's line is its last version, and the record
    filed before gives way to it."""
    rng = random.Random(9)
    shell = booted(Rp2040Nvm())
    new_game(shell, rng)
    folder = tmp_path / "games"
    rel.pull_lines(sent(shell), folder)
    before = counted(folder)
    while True:
        assert fixed(shell, rng)
        if results(shell, []) != before:
            break
    ended = ended_now(shell)
    shell.press(keys.MENU)
    for label in ("NEW", "YES", "YES"):
        rel.press_label(shell, label)
    assert shell.session is None
    rel.pull_lines(sent(shell), folder)
    assert counted(folder) == sorted(ended) != before


@pytest.mark.parametrize("device", [None, DEVICE])
def test_two_devices_games_of_the_same_number_are_two_games(tmp_path, device):
    """Game 1 of one device and game 1 of another (or of a device with no id, an older
    firmware's): both count."""
    folder = tmp_path / "games"
    want = []
    for n, dev in enumerate((DEVICE[::-1], device)):
        shell = booted(Rp2040Nvm(), dev)
        new_game(shell, random.Random(n))
        want += results(shell, [])
        rel.pull_lines(sent(shell), folder)
    assert counted(folder) == sorted(want)


@settings(max_examples=examples(12), deadline=None)
@given(seed=st.integers(0, 2**32 - 1), steps=st.lists(st.sampled_from("FPN"), max_size=10))
def test_any_pulls_with_fixes_and_new_games_between_count_each_games_last_version(
    tmp_path_factory, seed, steps
):
    """Any sequence of pulls (P) of one device, with fixes (F) and new games (N) between
    them, then a last pull: the standings' games are the last version of each game the
    device had, each once."""
    rng = random.Random(seed)
    folder = tmp_path_factory.mktemp("games")
    shell = booted(Rp2040Nvm())
    new_game(shell, rng)
    ended = []
    for step in steps:
        if step == "F":
            fixed(shell, rng)
        elif step == "P":
            filed, had, problems = rel.pull_lines(sent(shell), folder)
            assert problems == []
        else:
            ended += ended_now(shell)
            new_game(shell, rng)
    rel.pull_lines(sent(shell), folder)
    assert counted(folder) == results(shell, ended)
