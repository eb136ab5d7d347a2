# SPDX-License-Identifier: MIT
"""Trust at the edges: what `zootally pull` receives is hostile
until read back. Nothing received becomes part of a path; a planted link is never written
through; memory and time are bounded whatever the port sends; CircuitPython's own status
bar in front of a record does not stop it being filed; a record that does not read back is
kept apart, never among the games; a bad history line is refused on its own."""

import os

import pytest
import reliability as rel
from zootally.core.checksum import crc8

from host_sim import companion
from host_sim.companion import dates, pull, standings

serial = pytest.importorskip("serial")

# What CircuitPython 9 and 10 write to the USB console as the status bar when a computer
# opens the port and as code.py's state changes (supervisor/shared/status_bar.c: OSC 0,
# the snake, the running file, the version, ST), with no newline; and its clear.
STATUS_BARS = (
    b"\x1b]0;\xf0\x9f\x90\x8dcode.py | 10.2.1\x1b\\",
    b"\x1b]0;\xf0\x9f\x90\x8dcode.py | 9.2.9\x1b\\",
    b"\x1b]0;\x1b\\",
)
RECORD = ["zoostock players=3", "lead 1", "ex G3 G5"]


def sending(lines):
    """Lines as the device sends them after REC, with its end line (CRC-8 of the lines)."""
    crc = 0
    for x in lines:
        crc = crc8(x.encode(), crc)
    return lines + ["# end: %d lines, crc %02x" % (len(lines), crc)]


def pulled(folder, data):
    return rel.pull_bytes(data, folder)


def files_under(root):
    return sorted(
        os.path.relpath(os.path.join(d, f), root) for d, _, names in os.walk(root) for f in names
    )


def test_the_status_bar_in_front_of_a_record_is_removed(tmp_path):
    for bar in STATUS_BARS:
        data = bar + "\n".join(sending(RECORD)).encode() + b"\n" + bar
        filed, had, problems = pulled(tmp_path / "g", data)
        assert problems == [] and len(filed + had) == 1, (bar, problems)
    assert files_under(str(tmp_path / "g")) == [os.path.basename(filed[0] if filed else had[0])]


def test_crlf_and_cr_line_ends_read_as_lf_and_the_same_game_is_filed_once(tmp_path):
    folder = tmp_path / "g"
    plain = "\n".join(sending(RECORD)) + "\n"
    filed, _, problems = pulled(folder, plain.encode())
    assert len(filed) == 1 and problems == []
    for text in (plain.replace("\n", "\r\n"), plain.replace("\n", "\r")):
        again, had, problems = pulled(folder, text.encode())
        assert again == [] and had == filed and problems == []
    # A comment in it (the reader ignores it) is the same game: already there.
    commented = sending(RECORD[:2] + ["# a comment typed in", RECORD[2]])
    again, had, problems = pulled(folder, ("\n".join(commented) + "\n").encode())
    assert again == [] and had == filed


def test_nothing_received_becomes_a_path(tmp_path):
    """A sending that starts with history lines, then 'record' lines naming a path: the
    name comes from the registry, so such text reads back as no record and is kept in
    damaged/ under a name of hashes; nothing is written outside the folder."""
    folder = tmp_path / "g"
    for name in ("../outside", "/tmp/abs", "zoostock/../../x"):
        lines = sending(["# history: 0 games", name + " players=3", "lead 1"])
        filed, _, problems = pulled(folder, ("\n".join(lines) + "\n").encode())
        assert filed == []
    assert sorted(os.listdir(tmp_path)) == ["g"]
    for path in files_under(str(folder)):
        assert path.startswith("damaged" + os.sep + "damaged-") and ".." not in path


def test_a_record_that_does_not_read_back_is_kept_apart(tmp_path):
    """Its CRC-8 is right (a newline moved, a line the reader refuses): it is read back
    before it is filed, and goes to damaged/ with one line saying why."""
    folder = tmp_path / "g"
    bad = sending(["zoostock players=3", "lead 1", "ex G3 G3"])  # a card seen twice
    filed, had, problems = pulled(folder, ("\n".join(bad) + "\n").encode())
    assert filed == [] and had == [] and len(problems) == 1
    assert "does not read back" in problems[0] and "damaged" in problems[0]
    assert [p.split(os.sep)[0] for p in files_under(str(folder))] == ["damaged"]


@pytest.mark.skipif(not hasattr(os, "symlink") or os.name == "nt", reason="needs symlinks")
def test_a_planted_link_is_never_written_through(tmp_path):
    folder = tmp_path / "g"
    target = tmp_path / "victim.txt"
    target.write_text("mine\n")
    filed, _, _ = pulled(folder, ("\n".join(sending(RECORD)) + "\n").encode())
    name = os.path.basename(filed[0])
    os.remove(filed[0])
    os.symlink(str(target), str(folder / name))  # the record's own name, planted
    os.symlink(str(target), str(folder / "history.txt"))
    lines = sending(
        RECORD
        + [
            "# history: 1 games",
            "# game 3: zoostock players=3 totals=10,20,30 winners=P3 decided=highest total",
        ]
    )
    filed, had, problems = pulled(folder, ("\n".join(lines) + "\n").encode())
    assert filed == [] and had == [str(folder / name)]
    assert any("not a plain file" in p for p in problems)
    assert target.read_text() == "mine\n"
    assert not [n for n in os.listdir(folder) if n.endswith(".part")]


@pytest.mark.skipif(not hasattr(os, "symlink") or os.name == "nt", reason="needs symlinks")
def test_a_planted_damaged_folder_link_is_never_written_through(tmp_path):
    """FOLDER/damaged a link to a folder elsewhere: a record that does not read back is
    not kept through it, and the one line says why."""
    folder = tmp_path / "g"
    folder.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    os.symlink(str(elsewhere), str(folder / "damaged"))
    bad = sending(["zoostock players=3", "lead 1", "ex G3 G3"])  # a card seen twice
    filed, _, problems = pulled(folder, ("\n".join(bad) + "\n").encode())
    assert filed == [] and os.listdir(elsewhere) == []
    assert problems == ["%s is not a plain folder: not written through" % (folder / "damaged")]


def test_a_full_disk_leaves_no_half_line_and_names_the_file(tmp_path):
    """A write cut short by a full disk (ulimit -f: a short write, then EFBIG): history.txt
    is taken back to its size before, the one line names the file, and the next pull's
    lines are whole. A half line an older tool left is ended before anything is added,
    and standings skips a damaged line with one line that counts them."""
    import subprocess
    import sys

    folder = tmp_path / "g"
    folder.mkdir()
    history = folder / "history.txt"
    old = "# game 1: zoostock players=3 totals=1,2,3 winners=P3 decided=highest total\n"
    history.write_text(old)
    lines = ["# history: 40 games"] + [
        "# game %d: zoostock players=3 totals=%d,2,3 winners=P1 decided=highest total"
        % (n, 100 + n)
        for n in range(2, 42)
    ]
    program = (
        "import resource, sys\n"
        "sys.path[:0] = ['tests', 'tests/mp']\n"
        "import host_sim.paths\n"
        "import reliability\n"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (%d, %d))\n"
        "print(reliability.pull_lines(%r, %r))\n"
        % (len(old) + 200, len(old) + 200, sending(lines), str(folder))
    )
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    r = subprocess.run(
        [sys.executable, "-c", program], cwd=root, capture_output=True, text=True, timeout=120
    )  # timeout: a hang's deadline (it takes a second here)
    assert r.returncode == 0, r.stderr
    assert history.read_text() == old  # nothing added: no half line
    assert "'cannot write %s: File too large: nothing added'" % history in r.stdout
    with open(history, "a") as f:  # an older tool's half line
        f.write("# game 50: zoosto")
    assert pull.file_history(str(folder), lines[:3]) == 2
    kept = history.read_text().splitlines()
    assert kept[1] == "# game 50: zoosto" and kept[2].startswith("# game 3:")
    games, problems = standings.history_games(str(folder), [])
    assert len(games) == 3
    assert problems == ["%s: 1 damaged line skipped (line 2: not a '# game' line)" % history]


def test_standings_refuses_a_picture_it_cannot_draw_with_one_line(tmp_path, capsys):
    folder = tmp_path / "g"
    folder.mkdir()
    (folder / "history.txt").write_text(
        "# game 1: zoostock players=3 totals=1,2,3 winners=P3 decided=highest total\n"
    )
    for png, said in (
        (str(tmp_path / "no" / "s.png"), "no such folder"),
        (str(tmp_path / "s.txt"), "draw to a .png, .svg or .pdf"),
    ):
        assert companion.main(["standings", str(folder), "--png", png]) == 2
        err = capsys.readouterr().err
        assert err == "zootally standings: %s: %s\n" % (png, said)


def test_bad_history_lines_are_refused_one_by_one(tmp_path):
    folder = tmp_path / "g"
    good = "# game 3: zoostock players=3 totals=10,20,30 winners=P3 decided=highest total"
    bad = [
        "# game",
        "# game 4: chess players=2 totals=1,0 winners=P1 decided=mate",
        "# game 5: zoostock players=3 totals=1,2 winners=P1 decided=x",
        "# game 6: zoostock players=9 totals=1,2,3 winners=P1 decided=x",
        "# game 7: zoostock players=3 totals=1,2,99999999 winners=P1 decided=x",
        "# game 8: zoostock players=3 totals=1,2,3 winners=P5 decided=x",
    ]
    lines = sending(["# history: %d games" % (len(bad) + 1), good] + bad)
    filed, _, problems = pulled(folder, ("\n".join(lines) + "\n").encode())
    assert len([p for p in problems if p.startswith("history line refused")]) == len(bad)
    assert (folder / "history.txt").read_text() == good + " pulled=" + rel.PULLED + "\n"
    games, problems = standings.history_games(str(folder), [])
    assert len(games) == 1 and problems == []


def test_endless_bytes_end_at_the_deadline_with_bounded_memory(tmp_path):
    """Bytes that never end a line, and a record that never ends: pull stops by its
    limits, keeps at most a line's worth, and files nothing."""
    reader = pull.LineReader()
    for _ in range(200):
        assert reader.feed(b"x" * 1000) == []
    assert len(reader.line) <= pull.MAX_LINE + 1
    assert reader.feed(b"\nzoostock players=3\n") == ["zoostock players=3"]
    assert reader.overlong == 1

    class Endless:
        in_waiting = 4096
        now = 0.0  # a clock moved by the reads: the limit is reached however slow they are

        def read(self, n):
            self.now += 0.001
            return b"y" * n

    port = Endless()
    filed, _, problems = pull.pull_from(
        port, str(tmp_path / "g"), 0.2, print, clock=lambda: port.now, limit=1
    )
    assert filed == [] and any("over" in p for p in problems)
    catcher = pull.RecordCatcher()
    catcher.feed("zoostock players=3")
    for _ in range(pull.MAX_LINES + 10):
        catcher.feed("lead 1")
    assert catcher.lines is None and "went on past" in catcher.problems[0]


def test_report_draws_an_unfinished_game_and_refuses_a_bad_picture_path(tmp_path, capsys):
    """REC sends a game in play; its scoresheet is what there is so far
    ('unfinished' in the title). A picture path it cannot write is one line and exit 2."""
    import random

    from zootally import games
    from zootally.core import record

    from host_sim import registry

    for row in games.GAMES:
        game_id, players = row[games.ID], row[games.PLAYERS][-1]
        table = registry.table(game_id, players, random.Random(2))
        table.play()
        for cut in (0, 7, len(table.inputs) // 2):
            path = tmp_path / ("g%d-%d.rec" % (game_id, cut))
            path.write_text(record.format_record(game_id, players, bytes(table.inputs[:cut])))
            assert companion.main(["report", str(path)]) == 0, (game_id, cut)
            assert (tmp_path / ("g%d-%d.png" % (game_id, cut))).stat().st_size > 1000
    capsys.readouterr()
    for out in (str(tmp_path / "no" / "such" / "x.png"), str(tmp_path / "x.xyz")):
        assert companion.main(["report", str(path), "-o", out]) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and err[0].startswith("zootally report: "), err


def test_standings_draw_names_as_written(tmp_path):
    """A name with $...$ in it is drawn literally (no mathtext), not a traceback."""
    import shutil

    folder = tmp_path / "g"
    folder.mkdir()
    example = os.path.join(os.path.dirname(os.path.dirname(__file__)), "docs", "examples")
    shutil.copy(os.path.join(example, "zoostock-4p.rec"), str(folder))
    (folder / "names.txt").write_text("zoostock-4p.rec: $x^2$, $\\nosuch{$, A$B, $_$\n")
    png = str(tmp_path / "s.png")
    assert companion.main(["standings", str(folder), "--png", png]) == 0
    assert os.path.getsize(png) > 1000


def test_a_newline_moved_inside_a_record_is_caught_by_the_devices_check(tmp_path):
    """The old end line's CRC-8 was over the lines without their ends: a newline moved
    passed it. The device's CRC-32 is over the bytes sent, newlines included."""
    from host_sim import script
    from host_sim.device import Device

    d = Device("macropad", str(tmp_path / "nvm"))
    script.run(d, "[ZOO] [3] G3 G5 HOLD [REC]")
    lines = list(d.serial)
    assert lines[-1].startswith("# end: ") and " crc32 " in lines[-1]
    assert pull.end_line_matches(lines[:-1], lines[-1])
    # The newline after the first line moved one character on: the same bytes otherwise.
    text = "\n".join(lines[:-1])
    k = text.index("\n")
    moved = (text[:k] + text[k + 1] + "\n" + text[k + 2 :]).split("\n")
    old = sending(moved)[-1]  # what the old check would have said: the same
    assert old == sending(lines[:-1])[-1]
    assert not pull.end_line_matches(moved, lines[-1])
    filed, _, problems = pulled(tmp_path / "g", ("\n".join(moved + lines[-1:]) + "\n").encode())
    assert filed == [] and "arrived damaged" in problems[0]


@pytest.mark.slow  # a simulator in a process of its own, and pull's wait for silence
@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal")
def test_the_simulator_as_a_serial_device_and_pull_through_a_real_pty(tmp_path):
    """`tools/sim --serial` speaks as the board's USB console on a
    pseudo-terminal (the status bar's bytes included, CR LF line ends); `zootally pull
    --port PATH` files its game through it, end to end."""
    import subprocess
    import sys
    import threading

    script = tmp_path / "keys.txt"
    script.write_text("[ZOO] [3] G3 G5 HOLD [REC]\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    sim = subprocess.Popen(
        [sys.executable, "-m", "host_sim", "--serial", "--script", str(script), "--linger", "20"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
    )
    # Deadlines, not timings: the sim is killed after 300 s whatever happens (a wait on
    # its output then ends); pull opens the port once the sim says its keys are done, so
    # that a slow start is never taken for silence, and stops after 5 s without a line
    # (the sim writes its lines within half a second of the port's opening).
    killer = threading.Timer(300, sim.kill)
    killer.start()
    try:
        first = sim.stdout.readline().split()
        assert first[0] == "serial:", first
        for line in sim.stdout:
            if line.endswith("steps; screen now:\n"):
                break
        port = serial.Serial(first[1], timeout=0.1)
        filed, had, problems = pull.pull_from(port, str(tmp_path / "g"), 5.0, print)
        port.close()
    finally:
        killer.cancel()
        sim.kill()
        sim.wait()
    assert problems == [] and len(filed) == 1
    first, rest = open(filed[0]).read().split("\n", 1)
    assert dates.of_record(first) is not None and rest.startswith("zoostock players=3\n")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs, links and ulimit")
def test_file_system_faults_at_every_path_pull_writes():
    """Links to a file or a folder outside, FIFOs, folders and files planted at every name
    pull writes, and a full disk at every size up to all it writes: no traceback, nothing
    written outside the folder, no half line in history.txt, no hang (tools/reliability
    runs the same; docs/reliability.md has the counts)."""
    import json
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    program = (
        "import json, sys\n"
        "sys.path[:0] = ['tests', 'tests/mp']\n"
        "import host_sim.paths, reliability\n"
        "print(json.dumps(reliability.fs_faults()))\n"
    )
    # In a process of its own: the file size limit and the alarm are the process's.
    r = subprocess.run(
        [sys.executable, "-c", program], cwd=root, capture_output=True, text=True, timeout=300
    )  # timeout: a hang's deadline (about a second here)
    assert r.returncode == 0, r.stderr
    f = json.loads(r.stdout)
    assert f["runs"] > len(rel.PLANTS) * 4 + f["bytes written"]
    assert f["traceback"] == f["outside"] == f["half line"] == f["hang"] == 0, f
