# SPDX-License-Identifier: MIT
"""tools/build and tools/deploy, run as a user runs them, against temporary folders."""

import glob
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402
import mpybuild  # noqa: E402
from devicemodel import unix_micropython as micropython  # noqa: E402


@pytest.fixture(autouse=True)
def own_build_folder(tmp_path, monkeypatch):
    """tools/deploy makes its .mpy in the repository's build/: each test here in a folder
    of its own, so that two tests on two workers never empty one folder under each other."""
    monkeypatch.setattr(deploy, "BUILD", str(tmp_path / "build-circuitpython"))


@pytest.mark.slow
def test_micropython_build_loads_on_the_unix_port(tmp_path):
    out, version, sizes = mpybuild.build("micropython", out=str(tmp_path / "mpy"))
    assert "mpy v6" in version
    assert len(sizes) >= 15 and all(mpy < py for _, py, mpy in sizes if py > 200)
    assert not glob.glob(str(tmp_path / "mpy" / "zootally" / "**" / "*.py"), recursive=True)
    # The rule vectors pass with the firmware loaded from .mpy alone.
    vectors = sorted(glob.glob(os.path.join(ROOT, "tests", "vectors", "*", "*.rec")))
    env = dict(
        os.environ, MICROPYPATH=os.pathsep.join([out, os.path.join(ROOT, "tests", "vectors")])
    )
    r = subprocess.run(
        [micropython(), "-X", "heapsize=256K", os.path.join(ROOT, "tests", "vectors", "runner.py")]
        + vectors,
        env=env,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().endswith("%d passed, 0 failed" % len(vectors))


def test_circuitpython_build_needs_circuitpythons_mpy_cross(tmp_path, capsys):
    fake = tmp_path / "mpy-cross"
    fake.write_text("#!/bin/sh\necho 'MicroPython v1.29.0; mpy-cross emitting mpy v6.3'\n")
    fake.chmod(0o755)
    assert mpybuild.main(["--target", "circuitpython", "--mpy-cross", str(fake)]) == 3
    assert "not CircuitPython's mpy-cross" in capsys.readouterr().err


def circuitpy(tmp_path, version="9.2.9"):
    drive = tmp_path / ("CIRCUITPY-" + version) / "CIRCUITPY"
    drive.mkdir(parents=True)
    (drive / "boot_out.txt").write_text(
        "Adafruit CircuitPython %s on 2025-01-01; Adafruit Macropad RP2040 with rp2040\n"
        "Board ID:adafruit_macropad_rp2040\n" % version
    )
    return drive


STAND_IN = """#!%s
# A stand-in for CircuitPython's mpy-cross (which is not on the package registries): it says
# the version it is told to, and records what it was asked to build.
import sys
if sys.argv[1:] == ["--version"]:
    print("CircuitPython %s on 2025-01-01; mpy-cross emitting mpy v6.3")
    sys.exit(0)
args = sys.argv[1:]
out, src, rel = args[args.index("-o") + 1], args[-1], args[args.index("-s") + 1]
with open(%r, "a") as log:
    log.write("%%s %%s %%s\\n" %% (rel, src, out))
with open(out, "wb") as f:
    f.write(b"C\\x06" + open(src, "rb").read()[:8])  # CircuitPython's magic, then anything
"""


def stand_in_mpy_cross(tmp_path, version):
    """An executable that answers like CircuitPython `version`'s mpy-cross; (its path, the
    file where it notes each module it compiles: 'rel src out')."""
    log = tmp_path / "compiled.txt"
    exe = tmp_path / ("mpy-cross-" + version)
    exe.write_text(STAND_IN % (sys.executable, version, str(log)))
    exe.chmod(0o755)
    return exe, log


posix_only = pytest.mark.skipif(os.name == "nt", reason="the stand-in compiler is a script")


@posix_only
@pytest.mark.parametrize("version", ["9.2.9", "10.2.1"])
def test_deploy_dry_run_builds_mpy_for_circuitpython_9_and_10(tmp_path, capsys, version):
    """A dry run names the board's version, compiles every firmware module with the given
    CircuitPython mpy-cross (nothing else), lists .mpy to copy and writes nothing there."""
    drive = circuitpy(tmp_path, version)
    exe, log = stand_in_mpy_cross(tmp_path, version)
    assert (
        deploy.main(["--drive", str(drive), "--dry-run", "--no-libs", "--mpy-cross", str(exe)]) == 0
    )
    out = capsys.readouterr().out
    major_minor = version.rsplit(".", 1)[0]
    assert (
        "CircuitPython .mpy for CircuitPython %s, made by CircuitPython %s"
        % (
            major_minor,
            version,
        )
        in out
    )
    compiled = [line.split() for line in log.read_text().splitlines()]
    modules = sorted(
        os.path.relpath(os.path.join(folder, name), os.path.join(deploy.ROOT, "firmware"))[:-3]
        + ".mpy"
        for folder, _, names in os.walk(os.path.join(deploy.ROOT, "firmware", "zootally"))
        for name in names
        if name.endswith(".py")
    )
    # Every module, once, named (-s) by the file the board imports: its __file__.
    assert sorted(rel for rel, _, _ in compiled) == modules
    copies = [line for line in out.splitlines() if "/zootally/" in line]
    assert len(copies) == len(modules) and all(line.endswith(".mpy") for line in copies)
    assert "would copy   firmware/code.py" in out  # code.py stays source
    assert "would copy   firmware/settings.toml" in out
    assert sorted(os.listdir(drive)) == ["boot_out.txt"]  # a dry run writes nothing there
    built = os.path.join(deploy.BUILD, "zootally", "app.mpy")
    with open(built, "rb") as f:
        assert f.read(1) == b"C"  # what the compiler made is what would be copied


@posix_only
def test_deploy_refuses_a_compiler_for_another_circuitpython(tmp_path, capsys):
    drive = circuitpy(tmp_path)
    exe, log = stand_in_mpy_cross(tmp_path, "8.2.10")
    assert deploy.main(["--drive", str(drive), "--no-libs", "--mpy-cross", str(exe)]) == 2
    assert "this firmware needs 9 or 10" in capsys.readouterr().err
    assert not log.exists() and sorted(os.listdir(drive)) == ["boot_out.txt"]


def test_deploy_refuses_without_a_circuitpython_mpy_cross(tmp_path, capsys, monkeypatch):
    # As on a machine without circuitpython-build-tools or without the network it needs.
    monkeypatch.setitem(sys.modules, "circuitpython_build_tools", None)
    drive = circuitpy(tmp_path)
    assert deploy.main(["--drive", str(drive), "--no-libs"]) == 2
    err = capsys.readouterr().err
    assert "no CircuitPython mpy-cross" in err and "--source" in err
    assert sorted(os.listdir(drive)) == ["boot_out.txt"]
    fake = tmp_path / "mpy-cross"
    fake.write_text("#!/bin/sh\necho 'MicroPython v1.29.0; mpy-cross emitting mpy v6.3'\n")
    fake.chmod(0o755)
    assert deploy.main(["--drive", str(drive), "--no-libs", "--mpy-cross", str(fake)]) == 2
    assert "not CircuitPython's mpy-cross" in capsys.readouterr().err
    # --source: the .py files, and the note says what that costs.
    assert deploy.main(["--drive", str(drive), "--no-libs", "--source"]) == 0
    assert "more heap" in capsys.readouterr().out
    assert (drive / "zootally" / "games" / "zoostock" / "__init__.py").exists()


def test_deploy_refuses_circuitpython_8(tmp_path, capsys):
    drive = circuitpy(tmp_path, "8.2.10")
    assert deploy.main(["--drive", str(drive), "--no-libs", "--dry-run"]) == 2
    assert "needs 9 or 10" in capsys.readouterr().err


def test_settings_keep_the_users_lines_and_get_the_python_stack():
    user = 'CIRCUITPY_WIFI_SSID = "home"\nZT_BRIGHTNESS = 5\n'
    merged = deploy.merge_settings(user)
    assert merged.startswith(user) and merged.endswith("CIRCUITPY_PYSTACK_SIZE = 1536\n")
    assert deploy.merge_settings(merged) is None  # enough already: nothing to write
    small = "ZT_BRIGHTNESS = 5\nCIRCUITPY_PYSTACK_SIZE = 1024  # mine\nX = 1"
    assert deploy.merge_settings(small) == "ZT_BRIGHTNESS = 5\nCIRCUITPY_PYSTACK_SIZE = 1536\nX = 1"
    assert deploy.merge_settings("CIRCUITPY_PYSTACK_SIZE = 4096\n") is None


def test_deploy_dry_run_lists_and_writes_nothing(tmp_path, capsys):
    drive = circuitpy(tmp_path)
    assert deploy.main(["--drive", str(drive), "--dry-run", "--source"]) == 0
    out = capsys.readouterr().out
    assert (
        "would copy   boards/macropad_rp2040.py -> %s"
        % (drive / "zt_boards" / "macropad_rp2040.py")
        in out
    )
    assert (
        "would run    " in out and "install -r" in out and "circuitpython-requirements.txt" in out
    )
    assert sorted(os.listdir(drive)) == ["boot_out.txt"]


def test_deploy_refuses_a_folder_that_is_not_circuitpy(tmp_path, capsys):
    assert deploy.main(["--drive", str(tmp_path), "--no-libs"]) == 2
    assert "does not look like a CIRCUITPY drive" in capsys.readouterr().err
    assert os.listdir(tmp_path) == []
    assert deploy.main(["--drive", str(tmp_path), "--no-libs", "--force", "--source"]) == 0
    assert (tmp_path / "code.py").exists()


def test_deploy_writes_the_firmware_and_keeps_settings(tmp_path):
    drive = circuitpy(tmp_path)
    (drive / "zootally").mkdir()
    (drive / "zootally" / "stale.py").write_text("raise SystemExit")
    (drive / "settings.toml").write_text("ZT_BRIGHTNESS = 5\n")
    assert deploy.main(["--drive", str(drive), "--no-libs", "--source"]) == 0
    assert not (drive / "zootally" / "stale.py").exists()
    assert (drive / "zootally" / "games" / "zoostock" / "__init__.py").exists()
    assert (drive / "zt_boards" / "macropad_rp2040.py").read_text() == open(
        os.path.join(ROOT, "boards", "macropad_rp2040.py")
    ).read()
    assert (drive / "code.py").exists() and "made = (9, " in (drive / "zt_boot.py").read_text()
    assert (drive / "settings.toml").read_text() == "ZT_BRIGHTNESS = 5\n" + "\n".join(
        deploy.PYSTACK_LINES
    ) + "\n"


def test_deploy_a_given_build(tmp_path):
    drive = circuitpy(tmp_path)
    out, _, _ = mpybuild.build("micropython", out=str(tmp_path / "b"))
    assert deploy.main(["--drive", str(drive), "--no-libs", "--build", out]) == 0
    assert (drive / "zootally" / "games" / "zoostock" / "__init__.mpy").exists()
    assert not (drive / "zootally" / "games" / "zoostock" / "__init__.py").exists()
    assert (drive / "settings.toml").exists()


def test_deploy_to_micropython_uses_mpremote(capsys):
    assert deploy.main(["--micropython", "/dev/ttyACM0", "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "mpremote connect /dev/ttyACM0 cp -r" in out
    assert "render" not in out and "app.py" not in out


def test_unknown_board_is_refused(tmp_path, capsys):
    drive = circuitpy(tmp_path)
    assert deploy.main(["--drive", str(drive), "--board", "nope", "--dry-run", "--source"]) == 2
    assert "macropad_rp2040" in capsys.readouterr().err


@pytest.mark.skipif(
    not os.path.exists(os.path.join(os.path.dirname(sys.executable), "circup")),
    reason="circup not installed",
)
def test_circup_is_there_to_run():
    r = subprocess.run([deploy.circup(), "--version"], capture_output=True, text=True)
    assert r.returncode == 0 and "circup" in (r.stdout + r.stderr).lower()


def test_deploy_installs_a_boards_own_libraries(tmp_path, capsys):
    drive = circuitpy(tmp_path)
    assert (
        deploy.main(
            ["--drive", str(drive), "--board", "feather_rp2040_oled", "--dry-run", "--source"]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "install adafruit_displayio_sh1107" in out
    assert "feather_rp2040_oled.py -> %s" % (drive / "zt_boards" / "feather_rp2040_oled.py") in out


def test_the_test_commands_tiers():
    """tools/test --quick leaves the slow tier out; --explore [N] runs the property tests
    (and the tests that draw games of their own) with N times their examples, never
    derandomized; anything else goes to pytest as given."""
    import importlib.util

    # By its path: the standard library has a package named test too.
    spec = importlib.util.spec_from_file_location(
        "test_tool", os.path.join(ROOT, "tools", "test.py")
    )
    test_tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(test_tool)

    env = {"CI": "true"}
    cores = ["-n", "auto", "--dist", "loadgroup"]
    assert test_tool.pytest_args([], env) == cores
    assert test_tool.pytest_args(["--quick", "-x"], env) == cores + ["-m", "not slow", "-x"]
    assert test_tool.pytest_args(["--explore", "5", "-k", "x"], env) == cores + [
        "-m",
        "hypothesis or explores",
        "-k",
        "x",
    ]
    assert env == {"ZT_EXPLORE": "5"}
    env = {}
    assert test_tool.pytest_args(["--explore"], env) == cores + ["-m", "hypothesis or explores"]
    assert env["ZT_EXPLORE"] == "10"
    assert test_tool.pytest_args(["tests/test_store.py"], {}) == ["tests/test_store.py"]


def test_bench_writes_its_figures_between_its_markers_and_keeps_the_rest_of_the_page():
    """tools/bench writes its section of docs/performance.md; what comes before it (the
    board's figures, by hand) and after it (tools/device-bench's section) is kept whole
    (a version once dropped what followed its section)."""
    import bench

    with open(os.path.join(ROOT, "docs", "performance.md")) as f:
        old = f.read()
    head = old[: old.index(bench.START)]
    tail = old[old.index(bench.END) :]
    assert "## " in head and "<!-- device" in tail  # the page has both around it
    new = bench.page("new figures\n", old)
    assert new == head + bench.START + "\n\nnew figures\n\n" + tail
    assert bench.page("new figures\n", new) == new  # written again: the same page
    assert bench.page("top\n", "no section\n") == (
        "no section\n\n" + bench.START + "\n\ntop\n\n" + bench.END + "\n"
    )


@pytest.mark.parametrize("players", [3, 4])
def test_bench_card_information_is_a_distribution_over_the_cards_that_may_come(players):
    """tools/bench weighs three buttons' presses against the information in each ZooStock
    card (card_bits): in every situation of random games laid out, how likely each card
    that may come was must add up to 1 (a model that gave more or less would make the
    figure it prints wrong), and the card that came must have been possible."""
    import random

    import bench
    from zootally.games import zoostock as zs

    from host_sim import registry, script

    for seed in range(4):
        table = registry.table(zs.GAME_ID, players, random.Random(seed))
        table.play()
        g, last = zs.Game(players), -1
        for v in script.ex_by_animal(players, bytes(table.inputs)):
            if v < zs.DECK:
                last = last if g.phase != zs.P_PLAY and g.ex_entered else -1
                unseen = [c for c in range(zs.DECK) if c % 10 < g.max_number and not g.seen[c]]
                if g.phase != zs.P_PLAY:
                    may = [c for c in unseen if c > last]
                elif g.led < 0:
                    may = [c for c in unseen if not g.voids[g.to_play()] & (1 << c // 10)]
                else:
                    may = unseen
                total = sum(2 ** -bench.card_bits(g, c, last) for c in may)
                assert abs(total - 1) < 1e-9, (g.phase, total)
                assert v in may and bench.card_bits(g, v, last) >= 0
                last = v
            g.apply(v)


def test_bench_least_presses_stay_under_what_the_device_takes():
    """tools/bench's floor for any entry on the MacroPad (least_presses) is under what the
    device takes, over random games (a figure above it would be no floor), and every
    game's at least one press per answer the table gives."""
    import random

    import bench
    from zootally.games import zoostock as zs

    from host_sim import registry, script

    least = taken = 0.0
    for seed in range(12):
        table = registry.table(zs.GAME_ID, 4, random.Random(seed))
        table.play()
        inputs = script.ex_by_animal(4, bytes(table.inputs))
        floor = bench.least_presses(4, inputs)
        assert floor >= len(script.script_for(4, inputs))
        least += floor
        taken += sum(bench.press_spend(4, inputs)[0].values())
    assert least < taken, (least, taken)


@pytest.mark.parametrize("keyed, far", [(True, False), (False, True), (False, False)])
def test_bench_least_presses_stay_under_what_each_way_of_choosing_takes(keyed, far):
    """Each board's floor (least_presses with what one of its presses tells apart:
    press_choices) is under what the tests' shell takes on its buttons, game by game, and
    fewer buttons have a higher floor."""
    import random

    import bench
    from test_three_buttons import new_shell, play
    from zootally.games import zoostock as zs

    from host_sim import registry, script

    for seed in range(4):
        table = registry.table(zs.GAME_ID, 4, random.Random(seed))
        table.play()
        inputs = script.ex_by_animal(4, bytes(table.inputs))
        floor = bench.least_presses(4, inputs, bench.press_choices(keyed, far))
        assert floor < play(new_shell(keyed, far), zs.GAME_ID, 4, inputs), seed
        if not keyed:
            assert floor > bench.least_presses(4, inputs), seed


def test_bench_code_lengths_are_the_best_entry_by_whole_presses():
    """code_lengths (tools/bench): a d-ary Huffman code's lengths. Known codes; and for any
    chances and any d, a code (Kraft's sum at most 1) whose mean is within a press of the
    information (Shannon: at least it, under it + 1), as only the best such code is."""
    import random
    from math import log2

    import bench

    assert bench.code_lengths([0.5, 0.25, 0.25], 2) == [1, 2, 2]
    assert sorted(bench.code_lengths([1 / 13] * 13, 12)) == [1] * 11 + [2, 2]
    assert bench.code_lengths([1.0], 3) == [0]
    rng = random.Random(5)
    for _ in range(300):
        d = rng.choice([2, 3, 5, 12])
        weights = [rng.random() ** 3 + 1e-9 for _ in range(rng.randint(2, 60))]
        chances = [w / sum(weights) for w in weights]
        lengths = bench.code_lengths(chances, d)
        assert sum(d**-n for n in lengths) <= 1 + 1e-9
        mean = sum(p * n for p, n in zip(chances, lengths))
        information = -sum(p * log2(p) for p in chances) / log2(d)
        assert information - 1e-9 <= mean < information + 1, (d, mean, information)


@pytest.mark.parametrize("keyed, far", [(True, False), (False, True), (False, False)])
def test_bench_least_by_whole_presses_lies_between_the_information_and_the_device(keyed, far):
    """A card entered by whole presses, one at a time (least_presses(whole=True)), takes at
    least the information's presses and, over games, no more than what the tests' shell
    takes on that way's buttons (the device is one such entry: the best cannot take more
    on average)."""
    import random

    import bench
    from test_three_buttons import new_shell, play
    from zootally.games import zoostock as zs

    from host_sim import registry, script

    told = bench.press_choices(keyed, far)
    information = whole = taken = 0.0
    for seed in range(8):
        table = registry.table(zs.GAME_ID, 4, random.Random(seed))
        table.play()
        inputs = script.ex_by_animal(4, bytes(table.inputs))
        information += bench.least_presses(4, inputs, told)
        whole += bench.least_presses(4, inputs, told, whole=True)
        taken += play(new_shell(keyed, far), zs.GAME_ID, 4, inputs)
    assert information < whole < taken, (information, whole, taken)


def test_device_bench_runs_each_way_to_its_own_report(monkeypatch, capsys):
    """tools/device-bench's ways, each to its own function (the measuring stood in for: the
    real run takes minutes): the full run reports what it measured, each print-only way
    prints its table. A version named its print-only choice `report`, the full run's
    function, and the full run failed at its end, after a quarter of an hour."""
    import device_bench

    monkeypatch.setattr(device_bench.devicemodel, "missing", lambda vm: None)
    measured = ([{"chosen": 1}], [], 7, {"imports": 1})
    monkeypatch.setattr(device_bench, "measure", lambda work, games, title: measured)
    reported = []
    monkeypatch.setattr(device_bench, "report", lambda *a: reported.append(a) or "the section")
    assert device_bench.main(["--no-write"]) == 0
    assert reported == [measured + (10,)] and "the section" in capsys.readouterr().out
    for way, table in (
        ("--boards", "board_cost"),
        ("--names-cliff", "names_cliff"),
        ("--fix-cost", "fix_cost"),
        ("--set-up-key", "set_up_key_cost"),
    ):
        monkeypatch.setattr(device_bench, table, lambda work, t=table: "table of " + t)
        assert device_bench.main([way]) == 0
        assert capsys.readouterr().out == "table of %s\n" % table


def test_device_bench_writes_the_import_table_into_the_device_model_page(tmp_path, monkeypatch):
    """tools/device-bench's import table goes to docs/device-model.md between its own
    markers (performance.md links to it): a row per module it measures, written in place
    of the one there; and the page as shipped has a row for every such module (a new
    game's modules the moment it is registered)."""
    import device_bench

    with open(os.path.join(ROOT, "docs", "device-model.md")) as f:
        shipped = f.read()
    assert shipped.count(device_bench.IMPORT_START) == 1
    for name in device_bench.modules():
        assert "| %s | " % name in shipped, "re-run tools/device-bench: %s" % name
    names = device_bench.modules()
    table = device_bench.import_table({name: (1024, 100) for name in names})
    (tmp_path / "docs").mkdir()
    page = tmp_path / "docs" / "device-model.md"
    page.write_text("# The page\n\nits text\n")
    monkeypatch.setattr(device_bench, "ROOT", str(tmp_path))
    marks = ("device-model.md", device_bench.IMPORT_START, device_bench.IMPORT_END)
    device_bench.write(table, *marks)
    text = page.read_text()
    assert text.startswith("# The page\n\nits text\n\n" + device_bench.IMPORT_START)
    for name in names:
        assert "| %s | 1,024 B | 100 B |" % name in text
    device_bench.write(table, *marks)  # again: in place of the last
    assert page.read_text() == text


@pytest.mark.slow
def test_device_bench_times_each_titles_set_up_key_on_both_vms(tmp_path):
    """tools/device-bench --set-up-key: a row per registered title on each VM, each time a
    figure (the set-up key over an erased nvm and a full log, the median key), read back
    from what tests/mp/setup_key.py printed. Times only: no time is held to a limit."""
    import device_bench
    from zootally import games

    rows = device_bench.set_up_key_cost(str(tmp_path)).splitlines()[2:]
    titles = [r[games.TITLE] for r in games.GAMES]
    assert [r.split(" | ")[1] for r in rows] == titles + titles
    for r in rows:
        cells = r.strip("| ").split(" | ")
        assert cells[0] in ("32-bit", "64-bit")
        assert all(float(c.split(" ms")[0]) > 0 for c in cells[2:]), r


def test_device_bench_counts_the_bytes_a_paged_display_is_sent():
    """sent_bytes, the proxy of a refresh's time: nothing for an unchanged screen; a changed
    character, its column by the pages its line's rows touch; a line of each pair, each
    pair's own pages (a TileGrid a pair: render/make.py), no page between them sent; both
    lines of a pair, the pair's three pages, where a TileGrid a line would send one twice."""
    import os

    import device_bench

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from host_sim.device import Device

    screen = Device("macropad", None).app.screen
    old = ["status", "line one", "line two", "keys one", "keys two"]
    assert device_bench.sent_bytes(screen, old, old) == 0
    one = list(old)
    one[1] = "lime one"  # a character of the first line under the status line: rows 16-27
    assert device_bench.sent_bytes(screen, old, one) == screen.tile_w * 2  # pages 2-3
    two = list(one)
    two[4] = "keys twO"  # and the last line's: rows 52-63, pages 6-7
    assert device_bench.sent_bytes(screen, old, two) == screen.tile_w * (2 + 2)
    assert device_bench.sent_bytes(screen, old, two, per_line=True) == screen.tile_w * (2 + 2)
    pair = list(one)
    pair[2] = "lize two"  # the second line of the pair too: rows 28-39, pages 3-4
    assert device_bench.sent_bytes(screen, old, pair) == screen.tile_w * 3  # pages 2-4
    assert device_bench.sent_bytes(screen, old, pair, per_line=True) == screen.tile_w * 4
