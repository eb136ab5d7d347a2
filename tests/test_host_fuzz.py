# SPDX-License-Identifier: MIT
"""Fuzz every host tool's file input (issue 13, item 4): random bytes, truncated and
mangled records, mixed encodings. A tool may refuse a file (status 2, one line); it may
never end in a traceback."""

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from zootally.core import record

from host_sim import replay
from host_sim.__main__ import main as sim_main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "docs", "examples")
RECORDS = sorted(
    open(os.path.join(EXAMPLES, f), encoding="utf-8").read() for f in os.listdir(EXAMPLES)
)
ENCODINGS = ("utf-8", "latin-1", "utf-16", "cp1252", "utf-8-sig")
FUZZ = settings(
    max_examples=int(os.environ.get("ZT_FUZZ_EXAMPLES", "150")),
    deadline=None,
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
    except record.RecordError as err:
        assert str(err).startswith("line %d: " % err.line)


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
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
