# SPDX-License-Identifier: MIT
"""Every key script of the docs (docs/scripts/, tools/docs_scripts.py) plays to its end on
every board, as tools/pictures and tools/gallery play them, and draws the pictures the docs
hold: a change to a screen that breaks a walkthrough, or changes a picture the docs show,
fails here, not when the pictures are next made."""

import os
import sys

import pytest

from host_sim.device import PROFILES, SHIPPED_BOARDS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import docs_scripts  # noqa: E402
import pictures  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "tests", "device"))
import devicemodel  # noqa: E402

RUNS = docs_scripts.runs()
PICTURES = os.path.join(ROOT, "docs", "pictures")  # tools/pictures': the MacroPad's
GALLERY = os.path.join(ROOT, "docs", "gallery")  # tools/gallery's: a folder a board


def test_every_script_with_pictures_is_a_run_and_what_it_names_exists():
    names = {os.path.basename(r[0]) for r in RUNS}
    assert {"history.txt", "zoostock-walkthrough.txt"} <= names  # found, not listed
    assert "history-new-game.txt" not in names  # a step of history.txt's, no pictures
    for script, start, before, settings in RUNS:
        named = [start, settings] + [p for pair in before for p in pair]
        for path in [p for p in named if p is not None]:
            assert os.path.isfile(os.path.join(ROOT, path)), (script, path)


def test_a_malformed_directive_is_refused(tmp_path):
    (tmp_path / "docs" / "scripts").mkdir(parents=True)
    (tmp_path / "docs" / "scripts" / "x.txt").write_text("# before: a.txt b.rec\nSHOT:x\n")
    with pytest.raises(ValueError, match="before: SCRIPT from RECORD"):
        docs_scripts.runs(str(tmp_path))


@pytest.mark.slow
@pytest.mark.parametrize("board", list(PROFILES))
@pytest.mark.parametrize("run", RUNS, ids=[os.path.basename(r[0]) for r in RUNS])
def test_every_docs_script_plays_on_every_board(tmp_path, monkeypatch, board, run):
    from zootally import games

    from host_sim.__main__ import main

    monkeypatch.chdir(ROOT)
    # The games a user has: the game choice the pictures show has no fixture game on it.
    shipped = tuple(row for row in games.GAMES if devicemodel.shipped(row))
    monkeypatch.setattr(games, "GAMES", shipped)
    nvm = str(tmp_path / "nvm.bin")
    records = str(tmp_path / "records")
    script, start, before, settings = run
    common = ["--board", board, "--nvm", nvm, "--records", records]
    if settings:
        common += ["--settings", settings]
    for step, record in before:
        assert main(common + ["--script", step, "--load", record]) == 0, (step, record)
    made = str(tmp_path / "pictures")
    argv = common + ["--script", script, "--pictures", made]
    assert main(argv + (["--load", start] if start else [])) == 0
    assert sorted(os.listdir(made)) == sorted(docs_scripts.shots(script))
    if board in SHIPPED_BOARDS:  # (a board of the tests' own has no gallery)
        stale = docs_scripts.unlike(made, os.path.join(GALLERY, board))
        assert not stale, "docs/gallery/%s: %s not as drawn now: run tools/gallery" % (board, stale)
    if board == "macropad":
        stale = docs_scripts.unlike(made, PICTURES)
        assert not stale, "docs/pictures: %s not as drawn now: run tools/pictures" % stale
    other, other_script, shot, name = pictures.OTHER_BOARD
    if (board, script) == (other, other_script):  # the one picture from another board
        os.makedirs(tmp_path / "other")
        os.rename(os.path.join(made, shot + ".png"), tmp_path / "other" / (name + ".png"))
        stale = docs_scripts.unlike(str(tmp_path / "other"), PICTURES)
        assert not stale, "docs/pictures: %s not as drawn now: run tools/pictures" % stale


def test_the_docs_hold_the_pictures_of_every_script():
    """Every board's gallery holds the shots of every script and no others (a picture of a
    SHOT no script takes any more is gone too); docs/pictures, the MacroPad's, the start's
    checks and the one from another board (beside the pictures other tools make)."""
    every = {name for run in RUNS for name in docs_scripts.shots(run[0])}
    for board in SHIPPED_BOARDS:  # (tools/gallery's; the tests add boards of their own)
        assert set(os.listdir(os.path.join(GALLERY, board))) == every, board
    checks = {name + ".png" for name, _, _ in pictures.CHECKS}
    made = every | checks | {pictures.OTHER_BOARD[3] + ".png"}
    assert made <= set(os.listdir(PICTURES))
