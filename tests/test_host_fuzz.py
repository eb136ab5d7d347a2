# SPDX-License-Identifier: MIT
"""Fuzz every host tool's file input: random bytes, truncated and
mangled records, mixed encodings. A tool may refuse a file (status 2, one line); it may
never end in a traceback."""

import csv
import os

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally import games
from zootally.core import record
from zootally.games.textform import RecordError

from host_sim import replay
from host_sim.__main__ import main as sim_main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "docs", "examples")
RECORDS = sorted(
    open(os.path.join(EXAMPLES, f), encoding="utf-8").read() for f in os.listdir(EXAMPLES)
)
ENCODINGS = ("utf-8", "latin-1", "utf-16", "cp1252", "utf-8-sig")
FUZZ = settings(
    max_examples=examples(int(os.environ.get("ZT_FUZZ_EXAMPLES", "150"))),
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@st.composite
def mangled_records(draw):
    """A real record, cut somewhere, with lines dropped, repeated or swapped, words
    changed, and parts of it in another encoding."""
    lines = draw(st.sampled_from(RECORDS)).split("\n")
    for _ in range(draw(st.integers(0, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        op = draw(st.sampled_from(("drop", "repeat", "swap", "word", "junk")))
        if op == "drop":
            del lines[i]
        elif op == "repeat":
            lines.insert(i, lines[i])
        elif op == "swap" and i + 1 < len(lines):
            lines[i], lines[i + 1] = lines[i + 1], lines[i]
        elif op == "word":
            words = lines[i].split() or [""]
            k = draw(st.integers(0, len(words) - 1))
            words[k] = draw(st.text(max_size=8))
            lines[i] = " ".join(words)
        elif op == "junk":
            lines[i] = draw(st.text(max_size=30))
        if not lines:
            lines = [""]
    text = "\n".join(lines)
    text = text[: draw(st.integers(0, len(text)))]
    cut = draw(st.integers(0, len(text)))
    head = text[:cut].encode("utf-8")
    tail = text[cut:].encode(draw(st.sampled_from(ENCODINGS)), errors="replace")
    return head + tail


file_contents = st.one_of(st.binary(max_size=600), mangled_records())


def check_replay(path, capsys):
    summary, problem = replay.replay(path)
    assert (summary is None) != (problem is None)
    assert replay.main([path]) in (0, 2)
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    if problem:
        assert out.out == "" and out.err.count("\n") == 1


@FUZZ
@given(data=file_contents)
def test_replay_never_ends_in_a_traceback(tmp_path, capsys, data):
    path = tmp_path / "g.rec"
    path.write_bytes(data)
    check_replay(str(path), capsys)


@FUZZ
@given(data=mangled_records())
def test_record_parse_raises_only_record_errors(data):
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    try:
        record.parse(text)
    except RecordError as err:
        assert str(err).startswith("line %d: " % err.line)


@settings(max_examples=examples(25), suppress_health_check=list(HealthCheck))
@given(data=file_contents, option=st.sampled_from(("--load", "--script", "--settings")))
def test_simulator_file_options_never_end_in_a_traceback(tmp_path, capsys, data, option):
    path = tmp_path / "input"
    path.write_bytes(data)
    empty = tmp_path / "empty.txt"
    empty.write_text("\n")
    nvm = str(tmp_path / "nvm.bin")
    if os.path.exists(nvm):
        os.remove(nvm)
    args = ["--nvm", nvm, option, str(path)]
    if option != "--script":
        args += ["--script", str(empty)]
    status = sim_main(args)
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    # A key script may be refused after it started (a word it does not know): status 2
    # with the word named; every other refusal is one line.
    assert status in (0, 2)
    if status == 2:
        assert out.err.strip() and len(out.err.strip().splitlines()) == 1, out.err


HISTORY_LINES = st.one_of(
    st.text(max_size=60),
    st.builds(
        "# game {}: {} players={} totals={} winners={} decided={}".format,
        st.integers(-5, 10**7),
        st.sampled_from([r[games.NAME] for r in games.GAMES] + ["chess", "game9", ""]),
        st.integers(0, 99),
        st.lists(st.integers(-(10**9), 10**9), max_size=9).map(lambda x: ",".join(map(str, x))),
        st.sampled_from(["-", "P1", "P1,P2", "P9", "P0", "x"]),
        st.text(max_size=50),
    ),
)


@settings(
    max_examples=examples(int(os.environ.get("ZT_FUZZ_EXAMPLES", "60"))),
    suppress_health_check=list(HealthCheck),
)
@given(data=file_contents)
@example(data=b"\xc2\x85")  # U+0085 (NEL) in the refusal broke its one line in two
def test_report_never_ends_in_a_traceback(tmp_path, capsys, data):
    """A record of any game, finished or not, or any bytes: a picture or one
    line and status 2."""
    from host_sim import companion

    path = tmp_path / "g.rec"
    path.write_bytes(data)
    status = companion.main(["report", str(path), "-o", str(tmp_path / "g.png")])
    out = capsys.readouterr()
    assert status in (0, 2) and "Traceback" not in out.err
    if status == 2:
        assert len(out.err.strip().splitlines()) == 1, out.err


@settings(
    max_examples=examples(int(os.environ.get("ZT_FUZZ_EXAMPLES", "60"))),
    suppress_health_check=list(HealthCheck),
)
@given(
    records=st.lists(file_contents, max_size=3),
    history=st.lists(HISTORY_LINES, max_size=6),
    names=st.text(max_size=80),
)
def test_standings_never_end_in_a_traceback(tmp_path_factory, capsys, records, history, names):
    """records, history lines (unknown titles, more players than totals, huge
    numbers) and names files of any kind: standings skip what they cannot use, each with
    one line, and draw the rest (names as written); export writes every game whole, or
    nothing."""
    from host_sim import companion
    from host_sim.companion import export

    folder = tmp_path_factory.mktemp("games")
    for i, data in enumerate(records):
        (folder / ("g%d.rec" % i)).write_bytes(data)
    (folder / "history.txt").write_text("\n".join(history) + "\n", encoding="utf-8")
    (folder / "names.txt").write_text("g0.rec: " + names + "\n", encoding="utf-8")
    status = companion.main(["standings", str(folder), "--png", str(folder / "s.png")])
    out = capsys.readouterr()
    assert status in (0, 2) and "Traceback" not in out.err
    plays = folder / "plays.csv"
    status = companion.main(["export", str(folder), "--csv", str(plays)])
    out = capsys.readouterr()
    assert status in (0, 2) and "Traceback" not in out.err
    assert plays.exists() == (status == 0)
    if status == 0:  # every row whole, as many as the line says
        with open(plays, encoding="utf-8", newline="") as f:
            rows = list(csv.reader(f))
        assert out.out.strip().endswith("%d rows" % (len(rows) - 1))
        assert {len(r) for r in rows} == {len(export.COLUMNS)}
