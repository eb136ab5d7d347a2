# SPDX-License-Identifier: MIT
"""The host tools as a new user meets them: the terminal simulator, loading a
record, REC in the simulator, several records at once, and files that are not records."""

import json
import os
import subprocess
import sys

import pytest

from host_sim import replay, terminal
from host_sim.__main__ import main as sim_main
from host_sim.device import Device

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "docs", "examples")
GAME = "zoostock players=4\nlead 1\nex G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1\ntrick H8 T3 H3 R3\n"


# ---- the terminal --------------------------------------------------------------------------


def test_terminal_ignores_a_key_that_means_nothing_and_reads_on(tmp_path):
    d = Device("macropad", str(tmp_path / "nvm"))
    start = d.screen_lines()
    assert terminal.press(d, "5") == "'5' is no key here: the keys are listed above"
    assert d.screen_lines() == start  # it changed nothing
    assert terminal.press(d, "1") is None  # K1: ZooStock, as the README says
    assert d.screen_lines() != start and "player" in " ".join(d.screen_lines()).lower()


def test_terminal_keys_from_what_the_keyboard_sent():
    assert terminal.split_keys("1\x1b[C5\x1b[Dq") == ["1", "right", "5", "left", "q"]


def test_terminal_too_small_says_the_size_it_needs(tmp_path):
    d = Device("macropad", str(tmp_path / "nvm"))
    small = terminal.frame(d, (20, 8))  # (80x24 shows the screen as text: test_sim_edges)
    assert small[0] == "The terminal is 20x8; the simulator needs 130x40."
    big = terminal.frame(d, (200, 60), "hello")
    assert len(big) == 40 and big[-1] == "hello"
    assert all(len(line) <= 130 for line in big[:34])  # the picture and its frame


def test_every_boards_held_keys_have_a_terminal_key_and_the_help_says_them(tmp_path):
    """A terminal cannot hold a key: h then the key holds it, and the help line names each
    thing a held key does, by the board's own names for its keys, within the picture's
    width (the Feather's help said 'c = UNDO', and c was no key there)."""
    from zootally.ui import keys

    from host_sim.device import PROFILES

    for board in sorted(PROFILES):
        d = Device(board, str(tmp_path / board))
        width = len(terminal.frame(d, (1000, 1000))[0])
        lines = terminal.help_lines(d, width)
        assert all(len(x) <= width for x in lines), lines
        text = " ".join(lines)
        for k, logical in d.profile.HOLD.items():
            name = {keys.UNDO: "UNDO", keys.MENU: "MENU", keys.BACK: "BACK"}[logical]
            if k < d.profile.GRID_KEYS:
                assert "h%s = hold" % terminal.GRID[k] in text and "(%s)" % name in text
            else:
                assert "m = hold (%s)" % name in text
        for c in terminal.GRID[: d.profile.GRID_KEYS]:  # each key named, and a key
            assert c in text.split("keys: ")[1].split("   ")[0]
            assert terminal.press(d, c) is None, (board, c)
    d = Device("feather", str(tmp_path / "f"))
    assert terminal.press(d, "2") is None  # B: ZooStock
    assert "player" in " ".join(d.screen_lines()).lower()
    assert terminal.press(d, "h") and terminal.press(d, "1") is None  # A held: UNDO
    assert d.screen_lines()[0].startswith("ZOO")  # back at the game choice
    terminal.press(d, "h")
    terminal.press(d, "2")  # B held: the menu? (no game: nothing) and C held: BACK
    terminal.press(d, "h")
    assert terminal.press(d, "3") is None


def test_the_terminal_keeps_the_serial_port_said_and_the_readme_its_sizes(tmp_path):
    """--serial --terminal: the port's path stays under the keys (the first draw wiped it);
    the README says the size each board's picture needs, as the simulator computes it."""
    from host_sim.device import SHIPPED_BOARDS

    d = Device("macropad", str(tmp_path / "m"))
    d.said = "serial: /dev/pts/9 (zootally pull --port /dev/pts/9)"
    assert d.said in terminal.frame(d, (200, 60))
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    sizes = {b: terminal.needs(Device(b, str(tmp_path / b))) for b in SHIPPED_BOARDS}
    largest = max(sizes.values(), key=lambda size: size[0] * size[1])
    for cols, rows in (sizes["macropad"], largest):  # the default board's, the largest
        assert "%dx%d" % (cols, rows) in readme, (cols, rows)


# ---- --load and REC --------------------------------------------------------------------------


def write(path, text):
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_load_refuses_to_replace_a_game_in_progress_without_force(tmp_path, capsys):
    nvm = str(tmp_path / "nvm")
    rec = write(tmp_path / "g.rec", GAME)
    script = write(tmp_path / "s.txt", "[ZOO] [3] G3\n")  # a 3-player game begun
    assert sim_main(["--nvm", nvm, "--script", script]) == 0
    capsys.readouterr()
    empty = write(tmp_path / "e.txt", "\n")
    assert sim_main(["--nvm", nvm, "--load", rec, "--script", empty]) == 2
    err = capsys.readouterr().err
    assert "a ZooStock game in progress (3 players, 1 inputs)" in err and "--force" in err
    assert Device("macropad", nvm).app.shell.session.params == 3  # unchanged
    assert sim_main(["--nvm", nvm, "--load", rec, "--force", "--script", empty]) == 0
    assert Device("macropad", nvm).app.shell.session.params == 4


def test_load_refuses_to_replace_a_finished_game_not_yet_in_the_history(tmp_path, capsys):
    """A finished game is the history's only once NEW has filed it: until then --load
    over it would lose it, so it refuses without --force, as for a game in progress."""
    nvm = str(tmp_path / "nvm")
    rec = write(tmp_path / "g.rec", GAME)
    with open(os.path.join(EXAMPLES, "zoostock-3p.rec"), encoding="utf-8") as f:
        finished = write(tmp_path / "f.rec", f.read())
    empty = write(tmp_path / "e.txt", "\n")
    assert sim_main(["--nvm", nvm, "--load", finished, "--script", empty]) == 0
    assert Device("macropad", nvm).app.shell.session.game.over()
    capsys.readouterr()
    assert sim_main(["--nvm", nvm, "--load", rec, "--script", empty]) == 2
    err = capsys.readouterr().err
    assert "a finished ZooStock game not yet in its history" in err and "--force" in err
    # Filed by NEW on the device: nothing is lost now.
    filed = write(tmp_path / "n.txt", "HOLD [NEW] [YES] [YES]\n")
    assert sim_main(["--nvm", nvm, "--script", filed]) == 0
    assert sim_main(["--nvm", nvm, "--load", rec, "--script", empty]) == 0


def test_the_simulator_refuses_an_nvm_that_is_not_a_plain_file(tmp_path, capsys):
    """A FIFO as --nvm would block the simulator's first read for ever."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("needs FIFOs")
    fifo = str(tmp_path / "fifo")
    os.mkfifo(fifo)
    empty = write(tmp_path / "e.txt", "\n")
    assert sim_main(["--nvm", fifo, "--script", empty]) == 2
    assert capsys.readouterr().err.strip() == "sim: --nvm %s: not a plain file" % fifo


def test_the_simulator_ends_quietly_on_a_closed_pipe_ctrl_c_and_sigterm(tmp_path):
    """`tools/sim --random-game 3 --print | head -1`: the reader goes after a line, and the
    simulator ends quietly (it ended in a BrokenPipeError traceback). Waiting for a reader
    on its serial port, it ends at SIGTERM (SDL's handler had taken it: only SIGKILL
    did) and at Ctrl-C, without a traceback."""
    import signal

    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    sim = [sys.executable, "-m", "host_sim"]
    p = subprocess.Popen(
        sim + ["--random-game", "3", "--print"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    p.stdout.readline()
    p.stdout.close()
    assert p.wait(timeout=120) == 0  # timeout: a hang's deadline (a few seconds here)
    assert p.stderr.read() == b""
    script = write(tmp_path / "s.txt", "[ZOO] [3] G3\n")

    def at_the_keys():
        # As started from a terminal: a run in the background of a shell without job
        # control (nohup, `cmd &` in a script) inherits Ctrl-C ignored, and a simulator
        # started so rightly ignores it (the test failed only there).
        signal.signal(signal.SIGINT, signal.SIG_DFL)

    for sig, status in ((signal.SIGTERM, -signal.SIGTERM), (signal.SIGINT, 130)):
        p = subprocess.Popen(
            sim + ["--nvm", str(tmp_path / ("n%d" % sig)), "--serial", "--script", script],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=at_the_keys,
        )
        for line in p.stdout:
            if line.endswith("steps; screen now:\n"):
                break  # it waits for a reader on its port now
        p.send_signal(sig)
        assert p.wait(timeout=60) == status  # timeout: a hang's deadline
        assert "Traceback" not in p.stderr.read()


def test_a_script_leaves_the_saved_device_alone(tmp_path, capsys, monkeypatch):
    """A key script runs on a device of its own unless --nvm names one: the simulator's
    saved game and history are never wiped by it (they were, without a word);
    --fresh over a game or a history refuses without --force, as --load does."""
    import host_sim.__main__ as sim

    monkeypatch.setattr(sim, "STATE", str(tmp_path / "state"))
    saved = str(tmp_path / "state" / "nvm-macropad.bin")
    begun = write(tmp_path / "s.txt", "[ZOO] [3] G3\n")
    assert sim_main(["--nvm", saved, "--script", begun]) == 0  # a game in progress
    with open(saved, "rb") as f:
        before = f.read()
    other = write(tmp_path / "o.txt", "[GRA] [2]\n")
    assert sim_main(["--script", other]) == 0
    assert "Zoo-ography" in capsys.readouterr().out  # the script ran, on its own device
    with open(saved, "rb") as f:
        assert f.read() == before
    assert sim_main(["--nvm", saved, "--fresh", "--script", other]) == 2
    err = capsys.readouterr().err
    assert "a ZooStock game in progress" in err and "--force" in err
    with open(saved, "rb") as f:
        assert f.read() == before
    assert sim_main(["--nvm", saved, "--fresh", "--force", "--script", other]) == 0


def test_the_old_record_option_says_its_new_name(capsys):
    with pytest.raises(SystemExit) as e:
        sim_main(["--record", "x.rec"])
    assert e.value.code == 2 and "--record is now --load" in capsys.readouterr().err


def test_rec_in_the_simulator_saves_the_record_and_says_where(tmp_path, capsys):
    nvm = str(tmp_path / "nvm")
    rec = write(tmp_path / "g.rec", GAME)
    script = write(tmp_path / "s.txt", "HOLD [REC]\n")
    records = tmp_path / "records"
    args = ["--nvm", nvm, "--load", rec, "--script", script, "--records", str(records)]
    assert sim_main(args) == 0
    out = capsys.readouterr().out
    saved = list(records.iterdir())
    assert len(saved) == 1 and saved[0].name.startswith("zoostock-")
    assert "record saved to %s" % saved[0] in out
    assert saved[0].read_text() == GAME  # what was loaded is what REC gives back


def test_rec_notice_for_the_interactive_simulator(tmp_path):
    nvm = str(tmp_path / "nvm")
    d = Device("macropad", nvm, records_dir=str(tmp_path / "r"))
    from host_sim import script

    script.run(d, "[ZOO] [4] HOLD [REC]")
    assert d.notice.startswith("record saved to ") and d.notice.endswith(".rec")
    assert d.saved_records and open(d.saved_records[0]).read().startswith("zoostock players=4")


def test_the_simulator_says_nothing_of_blinka_boards(tmp_path):
    script = write(tmp_path / "s.txt", "[ZOO]\n")
    r = subprocess.run(
        [sys.executable, "-m", "host_sim", "--nvm", str(tmp_path / "n"), "--script", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr
    assert "not fully supported" not in r.stdout + r.stderr


# ---- replay: several files -------------------------------------------------------------------


def test_replay_takes_several_files_one_json_line_each(capsys):
    files = sorted(os.path.join(EXAMPLES, f) for f in os.listdir(EXAMPLES))
    assert replay.main(files) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [json.loads(x)["file"] for x in lines] == files
    assert json.loads(lines[-1])["game"] == "zoostock"
    # A folder stands for its .rec files.
    assert replay.main([EXAMPLES]) == 0
    assert len(capsys.readouterr().out.splitlines()) == len(files)


def test_replay_goes_on_past_a_bad_file_and_says_so(tmp_path, capsys):
    bad = write(tmp_path / "bad.rec", GAME + "lead 2\n")
    good = os.path.join(EXAMPLES, "zoostock-3p.rec")
    assert replay.main([bad, good]) == 2
    out = capsys.readouterr()
    first, second = (json.loads(x) for x in out.out.splitlines())
    assert first == {
        "file": bad,
        "error": bad + ": line 5: lead: the table is waiting for trick 2 of round 1"
        " (trick and its cards from seat 4)",
    }
    assert second["file"] == good and second["players"] == 3
    assert out.err.strip() == "replay: " + first["error"]


# ---- files that are not records --------------------------------------------------------------

HUGE = b"zoostock players=4\n" + b"# padding\n" * 200000


@pytest.mark.parametrize(
    "content, said",
    [
        (None, "no such file"),
        (b"zoostock players=4\nlead 1 \xe9\n", "not UTF-8 text (line 2)"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "a binary file, not a record"),
        (HUGE, "too large for a record file (over 1024 KB)"),
        ("folder", "is a folder, not a record file"),
    ],
)
def test_every_host_tool_answers_a_bad_file_with_one_line_and_status_2(tmp_path, content, said):
    path = tmp_path / "g.rec"
    if content == "folder":
        path.mkdir()
    elif content is not None:
        path.write_bytes(content)
    tools = [
        [sys.executable, os.path.join(ROOT, "tools", "replay.py"), str(path)],
        [sys.executable, "-m", "host_sim", "--nvm", str(tmp_path / "n"), "--load", str(path)],
        [sys.executable, "-m", "host_sim", "--nvm", str(tmp_path / "n"), "--script", str(path)],
    ]
    for cmd in tools:
        # timeout: a hang's deadline (a run takes under a second here)
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert r.returncode == 2, (cmd, r.stderr)
        lines = r.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
        # The same words for each tool, naming what it expected the file to be; replay
        # takes a folder of records, and says when it holds none.
        expected = (said, said.replace("record", "key script"), "a folder with no .rec files")
        assert any(e in lines[0] for e in expected[: 3 if content == "folder" else 2]), lines
