# SPDX-License-Identifier: MIT
"""tools/replay.py as a user runs it, and the simulator started from a record."""

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPLAY = os.path.join(ROOT, "tools", "replay.py")
ISSUE_RECORD = """zoostock players=4
lead 1
ex G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1
trick H8 T3 H3 R3
order 4 R H T
trick lock:1 B7 B9 B2
"""


def run(args, stdin=None):
    return subprocess.run(
        [sys.executable, REPLAY] + args, input=stdin, capture_output=True, text=True
    )


def test_replay_prints_the_state_as_json(tmp_path):
    path = tmp_path / "g.rec"
    path.write_text(ISSUE_RECORD)
    r = run([str(path)])
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out == {
        "game": "zoostock",
        "players": 4,
        "round": 1,
        "trump": 3,
        "ex": {"G": 2, "H": 2, "B": 3, "R": 2, "T": 2, "E": 1},
        "zoos": [
            [],
            [{"animal": "B", "count": 3, "locked": False}],
            [],
            [
                {"animal": "R", "count": 1, "locked": True},
                {"animal": "H", "count": 2, "locked": False},
                {"animal": "T", "count": 1, "locked": False},
            ],
        ],
        "hands": [10, 10, 10, 10],
        "lead": 2,
        "round_scores": [],
        "totals": [0, 0, 0, 0],
        "winners": None,
        "warnings": [],
    }


def test_replay_of_a_whole_game_names_the_winner():
    r = run([os.path.join(ROOT, "docs", "examples", "zoostock-4p.rec")])
    out = json.loads(r.stdout)
    assert out["winners"] == [4] and out["totals"] == [42, 29, 48, 53]
    assert [sum(x) for x in zip(*out["round_scores"])] == out["totals"]


def test_replay_refuses_an_illegal_line_with_status_2():
    r = run(["-"], stdin=ISSUE_RECORD + "trick R5 R6 lock:2 G4\n")
    assert r.returncode == 2
    assert "line 7" in r.stderr and "LOCK used this round" in r.stderr
    assert r.stdout == ""


def test_replay_of_a_missing_file_is_status_2(tmp_path):
    assert run([str(tmp_path / "nope.rec")]).returncode == 2


def test_simulator_starts_from_a_record(tmp_path):
    from host_sim.__main__ import main

    rec = tmp_path / "g.rec"
    rec.write_text(ISSUE_RECORD)
    script = tmp_path / "s.txt"
    script.write_text("R5\n")
    nvm = tmp_path / "nvm"
    assert main(["--load", str(rec), "--nvm", str(nvm), "--script", str(script)]) == 0
    from host_sim.device import Device

    d = Device("macropad", str(nvm))  # boots from what the first run left in nvm
    g = d.app.shell.session.game
    assert g.trick_cards == bytearray([3 * 10 + 4])  # R5 (seat 2 leads trick 3)
    assert g.zoos[3][0] == [3, 1, 1]


def test_replay_takes_ascii_digits_only_and_never_traces_back(tmp_path):
    """digits str.isdigit() takes but int() refuses were a ValueError
    traceback; now a record outside its comments is ASCII, said in one line."""
    for odd in ("\u00b2", "\u2460", "\uff11"):
        path = tmp_path / "odd.rec"
        path.write_text("zoo-ography players=2\nobjectives 1 2 3 4\nturns %s\n" % odd)
        r = run([str(path)])
        assert r.returncode == 2 and "Traceback" not in r.stderr, r.stderr
        assert len(r.stderr.strip().splitlines()) == 1 and "line 3" in r.stderr
    path.write_text("# Ännä's game\n" + ISSUE_RECORD)  # a comment may say anything
    assert run([str(path)]).returncode == 0


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_replay_skips_a_fifo_and_ends_quietly_on_a_closed_pipe(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "a.rec").write_text(ISSUE_RECORD)
    os.mkfifo(str(folder / "b.rec"))  # opened, it would wait for a writer for ever
    # Each timeout: a hang's deadline (a run takes about a second here).
    r = subprocess.run(
        [sys.executable, REPLAY, str(folder)], capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 2 and "not a plain file: skipped" in r.stderr
    assert len(r.stdout.splitlines()) == 2  # a.rec's state, b.rec's error
    r = subprocess.run(
        [sys.executable, REPLAY, str(folder / "b.rec")], capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 2 and "not a plain file" in r.stderr
    # `| head -1` closes the pipe after one line: no BrokenPipeError traceback.
    for n in range(300):
        (folder / ("c%03d.rec" % n)).write_text(ISSUE_RECORD)
    os.remove(str(folder / "b.rec"))
    r = subprocess.run(
        "%s %s %s | head -1" % (sys.executable, REPLAY, folder),
        shell=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.stdout.count("\n") == 1 and "Traceback" not in r.stderr, r.stderr[-300:]
