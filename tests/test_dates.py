# SPDX-License-Identifier: MIT
"""The device has no clock: `zootally pull` dates each game it files with the time it
arrived, and standings and report show that date (host_sim/companion/dates.py)."""

import datetime
import random

import pytest
import reliability as rel
from hypothesis import given, settings
from hypothesis import strategies as st
from property_examples import examples
from zootally import games
from zootally.core import record
from zootally.core.checksum import crc8

from host_sim import companion, registry
from host_sim.companion import dates, standings

GAME_LINE = "# game %d: zoostock players=3 totals=%s winners=P%d decided=highest total"


def sending(lines):
    """Lines as the device sends them after REC, with its end line (CRC-8 of the lines)."""
    crc = 0
    for x in lines:
        crc = crc8(x.encode(), crc)
    return lines + ["# end: %d lines, crc %02x" % (len(lines), crc)]


def as_bytes(lines):
    return ("\n".join(sending(lines)) + "\n").encode()


def finished_record(game_id, seed):
    row = games.entry(game_id)
    table = registry.table(game_id, row[games.PLAYERS][-1], random.Random(seed))
    table.play()
    return record.format_record(game_id, row[games.PLAYERS][-1], bytes(table.inputs))


def test_a_stamp_is_local_time_with_its_offset_and_reads_back():
    plus_one = datetime.timezone(datetime.timedelta(hours=1))
    stamp = dates.now_stamp(datetime.datetime(2026, 12, 2, 14, 20, 59, tzinfo=plus_one))
    assert stamp == "2026-12-02T14:20+01:00"
    utc = dates.now_stamp(datetime.datetime(2026, 12, 2, 13, 20, tzinfo=datetime.UTC))
    assert utc == "2026-12-02T13:20Z"
    assert dates.moment(stamp) == dates.moment(utc)  # one moment, two offsets
    assert dates.STAMP.fullmatch(dates.now_stamp())  # the computer's clock: the same form
    assert dates.shown(stamp) == "2026-12-02 14:20"


def test_pull_dates_the_record_and_each_new_history_line_and_files_a_line_once(tmp_path):
    folder = tmp_path / "games"
    text = finished_record(1, 3)
    history = ["# history: 2 games", GAME_LINE % (2, "1,2,3", 3), GAME_LINE % (1, "9,2,3", 1)]
    data = as_bytes(text.splitlines() + history)
    said = []
    filed, _, problems = rel.pull_bytes(data, folder, said.append, stamp="2026-11-30T20:05Z")
    assert problems == [] and len(filed) == 1
    kept = open(filed[0]).read()
    assert kept.splitlines()[0] == (
        "# pulled 2026-11-30T20:05Z (the time it arrived: the device has no clock)"
    )
    assert dates.of_record(kept) == "2026-11-30T20:05Z"
    assert record.parse(kept)[2] == record.parse(text)[2]  # the comment changes no input
    assert said[0].endswith(
        ", dated 2026-11-30 20:05 (the time it arrived: the device has no clock)"
    )
    lines = (folder / "history.txt").read_text().splitlines()
    # Oldest first, as the games were played.
    dated = [GAME_LINE % (1, "9,2,3", 1), GAME_LINE % (2, "1,2,3", 3)]
    assert lines == [x + " pulled=2026-11-30T20:05Z" for x in dated]
    # The same sending two days later, with one game more: only it is new, dated then; the
    # record was filed already and keeps the date it arrived first.
    history = ["# history: 3 games", GAME_LINE % (3, "4,5,6", 3)] + history[1:]
    data = as_bytes(text.splitlines() + history)
    filed, had, problems = rel.pull_bytes(data, folder, said.append, stamp="2026-12-02T09:00Z")
    assert problems == [] and filed == [] and len(had) == 1
    assert said[-1] == "history: 3 games sent, 1 new in history.txt, dated 2026-12-02 09:00"
    assert dates.of_record(open(had[0]).read()) == "2026-11-30T20:05Z"
    lines = (folder / "history.txt").read_text().splitlines()
    assert lines[2:] == [GAME_LINE % (3, "4,5,6", 3) + " pulled=2026-12-02T09:00Z"]


def test_a_history_line_already_dated_is_refused(tmp_path):
    """Only pull dates a line: a device line that says a date of its own is not a game."""
    folder = tmp_path / "games"
    forged = GAME_LINE % (1, "1,2,3", 3) + " pulled=2020-01-01T00:00Z"
    _, _, problems = rel.pull_bytes(as_bytes(["# history: 1 games", forged]), folder)
    assert problems == ["history line refused (dated by the sender): " + forged[:60]]
    assert not (folder / "history.txt").exists()


def test_older_undated_lines_still_count_and_a_damaged_date_is_a_damaged_line(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "history.txt").write_text(
        "\n".join(
            [
                GAME_LINE % (1, "1,2,3", 3),  # filed by an older pull: no date
                GAME_LINE % (2, "3,2,1", 1) + " pulled=2026-11-30T20:05Z",
                GAME_LINE % (3, "1,5,1", 2) + " pulled=2026-11-3",  # cut short
                GAME_LINE % (4, "1,5,1", 2) + " pulled=2026-13-45T99:99Z",  # no such day
            ]
        )
        + "\n"
    )
    kept, problems = standings.history_games(str(folder), [])
    assert [s["pulled"] for _, s in kept] == [None, "2026-11-30T20:05Z"]
    assert len(problems) == 1 and "2 damaged lines skipped (line 3: a damaged date)" in problems[0]
    # pull adds to such a file and files no game twice.
    data = as_bytes(
        ["# history: 2 games", GAME_LINE % (2, "3,2,1", 1), GAME_LINE % (1, "1,2,3", 3)]
    )
    _, _, problems = rel.pull_bytes(data, folder)
    assert problems == [] and len((folder / "history.txt").read_text().splitlines()) == 4


def test_standings_rate_the_games_in_the_order_they_were_pulled_and_say_when(tmp_path, capsys):
    """The later game, filed under a name that sorts first, is rated last; the line under a
    title says the days its games reached the computer and how many are not dated."""
    folder = tmp_path / "games"
    folder.mkdir()
    late = dates.record_comment("2026-12-02T09:00+01:00") + "\n" + finished_record(1, 4)
    early = dates.record_comment("2026-11-30T20:05-05:00") + "\n" + finished_record(1, 5)
    (folder / "a-late.rec").write_text(late)
    (folder / "b-early.rec").write_text(early)
    (folder / "c-undated.rec").write_text(finished_record(1, 6))
    # A date that does not exist is no date (the file is the computer's, not pull's own).
    bad = "# pulled 2026-02-30T25:00Z (the time it arrived: the device has no clock)\n"
    (folder / "d-no-such-day.rec").write_text(bad + finished_record(1, 7))
    found, problems = standings.finished_games(str(folder))
    assert problems == []
    order = [name for name, _ in standings.in_order_pulled(found)]
    assert order == ["c-undated.rec", "d-no-such-day.rec", "b-early.rec", "a-late.rec"]
    assert companion.main(["standings", str(folder)]) == 0
    out = capsys.readouterr().out
    block = out.split("ZooStock\n")[1].split("\n\n")[0].splitlines()
    assert block[-1] == (
        "  (pulled 2026-11-30 to 2026-12-02; the day each reached this computer:"
        " the device has no clock; 2 not dated)"
    )


def test_one_moment_in_two_offsets_orders_by_the_moment():
    games_ = [
        ("history.txt#2", {"pulled": "2026-12-02T10:00+01:00"}),  # 09:00 UTC
        ("x.rec", {"pulled": "2026-12-02T09:30Z"}),
        ("history.txt#1", {"pulled": "2026-12-02T04:00-04:00"}),  # 08:00 UTC
    ]
    order = [name for name, _ in standings.in_order_pulled(games_)]
    assert order == ["history.txt#1", "history.txt#2", "x.rec"]


@pytest.mark.parametrize("dated", [True, False])
def test_report_says_when_the_game_was_pulled(tmp_path, capsys, dated):
    text = finished_record(2, 1)
    if dated:
        text = dates.record_comment("2026-12-02T14:20+01:00") + "\n" + text
    path = tmp_path / "g.rec"
    path.write_text(text)
    assert companion.main(["report", str(path)]) == 0
    out = capsys.readouterr().out.strip()
    assert out == "drew %s%s" % (tmp_path / "g.png", ", pulled 2026-12-02 14:20" if dated else "")


@settings(max_examples=examples(100), deadline=None)
@given(
    stamps=st.lists(
        st.one_of(
            st.text(alphabet="0123456789-T:Z+ ", max_size=24),
            st.from_regex(dates.STAMP, fullmatch=True),  # the form, of days that may not be
            st.datetimes(timezones=st.timezones()).map(dates.now_stamp),
        ),
        min_size=1,
        max_size=6,
    ),
    first=st.text(max_size=80),
)
def test_any_date_in_a_folder_is_read_or_refused_never_a_traceback(tmp_path_factory, stamps, first):
    """history.txt and the records are the computer's files, anyone's to edit: whatever
    follows ' pulled=' or '# pulled ', standings reads a date or skips it, never fails."""
    folder = tmp_path_factory.mktemp("games")
    lines = [GAME_LINE % (n + 1, "1,2,3", 3) + " pulled=" + s for n, s in enumerate(stamps)]
    (folder / "history.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    first = first.replace("\n", " ").replace("\r", " ")
    (folder / "g.rec").write_text("# pulled " + first + "\n" + finished_record(1, 8))
    found, _ = standings.finished_games(str(folder))
    kept, _ = standings.history_games(str(folder), found)
    games_ = standings.in_order_pulled(found + kept)
    standings.pulled_span(games_)
    for _, summary in games_:
        assert summary["pulled"] is None or dates.readable(summary["pulled"])
