# SPDX-License-Identifier: MIT
"""Every key script of the docs (docs/scripts/, tools/docs_scripts.py) plays to its end on
every board, as tools/pictures and tools/gallery play them: a change to a screen that
breaks a walkthrough fails here, not when the pictures are next made."""

import os
import sys

import pytest

from host_sim.device import PROFILES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import docs_scripts  # noqa: E402

RUNS = docs_scripts.runs()


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
    from host_sim.__main__ import main

    monkeypatch.chdir(ROOT)
    nvm = str(tmp_path / "nvm.bin")
    records = str(tmp_path / "records")
    script, start, before, settings = run
    common = ["--board", board, "--nvm", nvm, "--records", records]
    if settings:
        common += ["--settings", settings]
    for step, record in before:
        assert main(common + ["--script", step, "--load", record]) == 0, (step, record)
    argv = common + ["--script", script, "--pictures", str(tmp_path / "pictures")]
    assert main(argv + (["--load", start] if start else [])) == 0
    shots = [w for w in open(os.path.join(ROOT, script)).read().split() if w.startswith("SHOT:")]
    assert len(os.listdir(tmp_path / "pictures")) == len(set(shots))
