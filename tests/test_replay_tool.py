# SPDX-License-Identifier: MIT
"""tools/replay.py as a user runs it, and the simulator started from a record."""

import json
import os
import subprocess
import sys

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
