# SPDX-License-Identifier: MIT
"""The computer's side: zootally pull files what the device sends over USB
serial, end to end from the simulator through a port that holds the bytes sent (the real
serial port: test_pull_edges' pty test); zootally standings over folders of records."""

import os
import random

import pytest
import reliability as rel
from zootally import games
from zootally.core import record
from zootally.core.checksum import crc8

from host_sim import companion, registry, script
from host_sim.companion import report, standings, summaries
from host_sim.device import Device

serial = pytest.importorskip("serial")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EX = "G3 G10 B3 B5 B8 H1 H4 R1 R7 T2 T6 E9 H8 T3 H3 R3"


def device_lines(tmp_path, words):
    d = Device("macropad", str(tmp_path / "nvm"))
    script.run(d, words + " HOLD [REC]")
    return d, list(d.serial)


def test_a_game_played_in_the_simulator_is_filed_by_pull(tmp_path):
    d, lines = device_lines(tmp_path, "[ZOO] [4] " + EX + " PICK:R PICK:H")
    folder = str(tmp_path / "games")
    said = []
    filed, had, problems = rel.pull_lines(lines, folder, said.append)
    assert problems == [] and had == [] and len(filed) == 1
    with open(filed[0]) as f:
        text = f.read()
    # The record, without the history after it (none yet) and the transport's end line.
    assert lines[-2] == "# history: 0 games of device %s" % d.board_uid.hex()
    dated = "# pulled %s (the time it arrived: the device has no clock)" % rel.PULLED
    assert text == "\n".join([dated] + lines[:-2]) + "\n"
    _, players, inputs, game = record.parse(text)
    kept = d.app.shell.store.load()[3]  # the log the device keeps (the game set aside)
    assert bytes(inputs) == bytes(kept) and players == 4
    assert said == [
        "filed %s, dated 2026-12-02 14:20 (the time it arrived: the device has no clock)" % filed[0]
    ]
    # The same record again: nothing new, nothing overwritten.
    filed2, had2, _ = rel.pull_lines(lines, folder, said.append)
    assert filed2 == [] and had2 == filed and os.listdir(folder) == [os.path.basename(filed[0])]


def test_a_cut_or_damaged_record_is_said_and_not_filed(tmp_path):
    _, lines = device_lines(tmp_path, "[ZOO] [3] G3 G5")
    folder = str(tmp_path / "games")
    # Unplugged before the end line.
    filed, _, problems = rel.pull_lines(lines[:-1], folder, print)
    assert filed == [] and problems == [
        "a zoostock record was cut off after %d lines: not filed; send it again" % (len(lines) - 1)
    ]
    # A character changed on the way: the CRC says so.
    bad = [x.replace("G5", "G6") if x.startswith("ex ") else x for x in lines]
    filed, _, problems = rel.pull_lines(bad, folder, print)
    assert filed == [] and "arrived damaged" in problems[0]
    assert not os.path.exists(folder) or os.listdir(folder) == []
    # Other console talk around a whole record is no problem.
    noise = ["Traceback (most recent call last):", "soft reboot"] + lines + [">>> "]
    filed, _, problems = rel.pull_lines(noise, folder, print)
    assert len(filed) == 1 and problems == []


def test_pull_without_a_device_says_so_in_one_line(tmp_path, capsys):
    rc = companion.main(["pull", "--port", str(tmp_path / "no-such-port"), "--wait", "0.1"])
    err = capsys.readouterr().err.strip().splitlines()
    assert rc == 2 and len(err) == 1 and err[0].startswith("zootally pull: cannot open")


def test_standings_over_the_example_games(tmp_path, capsys):
    png = str(tmp_path / "standings.png")
    assert companion.main(["standings", os.path.join(ROOT, "docs", "examples"), "--png", png]) == 0
    with open(png, "rb") as f:
        assert f.read(8) == b"\x89PNG\r\n\x1a\n"
    out = capsys.readouterr().out
    for title in ("ZooStock", "Zooscape", "Zoo-ography", "Zoo-ography solo"):
        assert "\n%s\n" % title in "\n" + out
    # ZooStock: P4 won the 4-player game (53 points); P1-P3 played both example games.
    zs = out.split("ZooStock\n")[1].split("\n\n")[0]
    rows = {line.split()[1]: line.split() for line in zs.splitlines()[1:5]}
    assert rows["P4"][:6] == ["1", "P4", "1", "1", "53.0", "53"]
    assert rows["P1"][2] == "2"
    # The plain figures first: by wins, then average (a rating orders players otherwise
    # over few games), and a line saying what the rating is and what it rests on.
    order = [line.split()[1] for line in zs.splitlines()[1:5]]
    assert order == ["P4", "P3", "P1", "P2"]
    assert "rating from 2 games, who finished ahead of whom, cautious" in zs.splitlines()[5]
    # What decided, in the tally's words: one of the Zooscape examples went to a tie-break.
    assert "(decided by: most points 1, tie: more cards 1)" in out.split("Zooscape\n")[1]
    assert "Every title" not in out  # seats only: no person to count over the titles


def test_standings_over_a_folder_of_random_games_with_names(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    people = ["Ann", "Ben", "Cy", "Dee"]
    want_games = {}
    want_wins = {}
    for i in range(6):
        t = registry.table(1, 4, random.Random(i))
        t.play()
        name = "g%d.rec" % i
        (folder / name).write_text(record.format_record(1, 4, bytes(t.inputs)))
        seats = people[i % 4 :] + people[: i % 4]  # they change places
        with open(folder / "names.txt", "a") as f:
            f.write("%s: %s\n" % (name, ", ".join(seats)))
        for s in range(4):
            want_games[seats[s]] = want_games.get(seats[s], 0) + 1
            want_wins[seats[s]] = want_wins.get(seats[s], 0) + (s in t.game.winners())
    (folder / "notes.rec").write_text("not a record\n")
    (folder / "half.rec").write_text("zoostock players=3\nex G3 G5\n")
    rc = companion.main(["standings", str(folder)])
    out, err = capsys.readouterr()
    assert rc == 0
    assert "skipped notes.rec" in err and "skipped half.rec: the game is not finished" in err
    rows = {line.split()[1]: line.split() for line in out.split("ZooStock\n")[1].splitlines()[1:5]}
    for who in people:
        assert int(rows[who][2]) == want_games[who] and int(rows[who][3]) == want_wins[who]
    every = out.split("Every title (each person, whatever seat they took)\n")[1].splitlines()
    rows = {line.split()[1]: line.split() for line in every[1:5]}
    for who in people:
        assert rows[who][2:5] == [str(want_games[who]), str(want_wins[who]), "ZooStock"]


def test_a_player_who_always_wins_rates_highest():
    finished = []
    for i in range(5):
        s = {"game": "zoostock", "players": 3, "totals": [50, 30 + i, 20], "winners": [1]}
        finished.append(("g%d.rec" % i, s))
    names = {"g%d.rec" % i: ["Ann", "Ben", "Cy"] for i in range(5)}
    table = standings.standings(finished, names)["ZooStock"]
    assert table["Ann"]["rating"] > table["Ben"]["rating"] > table["Cy"]["rating"]
    assert table["Ann"]["wins"] == 5 and table["Cy"]["scores"] == [20] * 5


def test_standings_of_an_empty_folder(tmp_path, capsys):
    assert companion.main(["standings", str(tmp_path)]) == 2
    assert "no finished game (*.rec, history.txt)" in capsys.readouterr().err


@pytest.mark.parametrize("row", games.GAMES, ids=[row[games.NAME] for row in games.GAMES])
def test_a_scoresheet_adds_up_to_each_score(row):
    """report draws each score as its parts: the parts add up to the score, in random
    games of every registered title (and the example records, below)."""
    game_id = row[games.ID]
    for seed in range(4):
        counts = row[games.PLAYERS]
        players = counts[0] if seed % 2 == 0 else counts[-1]
        t = registry.table(game_id, players, random.Random(seed))
        t.play()
        module, params, inputs, game = record.parse(
            record.format_record(game_id, players, bytes(t.inputs))
        )
        s = record.reader(game_id).summary(game)
        parts = report.score_parts(module, game, s)
        assert [sum(p for _, p in seat) for seat in parts] == summaries.scores_of(s)


def test_report_draws_each_example_game(tmp_path, capsys):
    for name in sorted(os.listdir(os.path.join(ROOT, "docs", "examples"))):
        path = os.path.join(ROOT, "docs", "examples", name)
        out = str(tmp_path / (name + ".png"))
        assert companion.main(["report", path, "-o", out]) == 0
        with open(out, "rb") as f:
            assert f.read(8) == b"\x89PNG\r\n\x1a\n"
        with open(path) as f:
            module, players, inputs, game = record.parse(f.read())
        s = record.reader(module.GAME_ID).summary(game)
        parts = report.score_parts(module, game, s)
        assert [sum(p for _, p in seat) for seat in parts] == summaries.scores_of(s)
    (tmp_path / "bad.rec").write_text("zoostock players=9\n")
    assert companion.main(["report", str(tmp_path / "bad.rec")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("zootally report: ")


@pytest.mark.parametrize(
    "name", sorted(os.listdir(os.path.join(ROOT, "docs", "examples"))), ids=lambda n: n[:-4]
)
def test_a_scoresheet_labels_every_part_and_marks_each_total_at_its_score(tmp_path, name):
    """Each part of a score is named once: in its slice of the bar where the words fit
    it (inside its box, height and width), else listed under the player's name; each
    total is written where the bar's parts net out (a Zooscape bar of +33 and -29 is a
    score of 4, marked at 4), not at the top of its positive parts."""
    with open(os.path.join(ROOT, "docs", "examples", name)) as f:
        text = f.read()
    module, players, inputs, game = record.parse(text)
    s = record.reader(module.GAME_ID).summary(game)
    parts = report.score_parts(module, game, s)
    drawn = report.report(text, str(tmp_path / "sheet.png"))["drawn"]
    for seat in range(players):
        inside = drawn["inside"][seat]
        under = drawn["under"][seat]
        named = [label for label, _ in parts[seat] if label]
        assert sorted([w for w, _, _ in inside] + under) == sorted(named)
        for label, box, room in inside:  # pixels: (x0, y0, x1, y1)
            assert room[0] <= box[0] and box[2] <= room[2], (label, box, room)
            assert room[1] <= box[1] and box[3] <= room[3], (label, box, room)
        score = summaries.scores_of(s)[seat]
        assert drawn["totals"][seat] == (score, score)  # (the number, where it is)


def test_one_game_is_said_as_one_and_a_missing_file_is_named_once(tmp_path, capsys):
    """`1 games sent`; `zootally report nosuch.rec: nosuch.rec: no such file`."""
    d, lines = device_lines(tmp_path, "[ZOO] [4] " + EX + " PICK:R PICK:H")
    said = []
    rel.pull_lines(lines, str(tmp_path / "games"), said.append)
    assert [x for x in said if x.startswith("history:")] == []  # no game in the history
    game = "# game 1: zoostock players=3 totals=1,2,3 winners=P3 decided=highest total"
    history = ["# history: 1 games", game]
    crc = 0
    for x in history:
        crc = crc8(x.encode(), crc)
    rel.pull_lines(history + ["# end: 2 lines, crc %02x" % crc], str(tmp_path / "g2"), said.append)
    assert said[-1].startswith("history: 1 game sent, 1 new in history.txt")
    missing = str(tmp_path / "nosuch.rec")
    assert companion.main(["report", missing]) == 2
    assert capsys.readouterr().err.strip() == "zootally report: %s: no such file" % missing


def test_equal_players_share_a_place():
    """Equal in wins and average, two players share a place, and the next place counts
    them both (1=, 1=, 3); a place is the same whatever their names' order."""
    assert standings.places([(0, 1), (0, 1), (1, 2)]) == [1, 1, 3]
    assert standings.places([(-2, -5.0), (-1, -9.0), (-1, -9.0), (0, 0)]) == [1, 2, 2, 4]
    finished = [
        ("a.rec", {"game": "zoostock", "players": 3, "totals": [40, 40, 20], "winners": [1, 2]}),
        ("b.rec", {"game": "zoostock", "players": 3, "totals": [30, 30, 45], "winners": [3]}),
    ]
    names = {"a.rec": ["Ann", "Ben", "Cy"], "b.rec": ["Ben", "Ann", "Cy"]}
    table = standings.standings(finished, names)
    text = standings.standings_text(table, {"ZooStock": 2})
    rows = {line.split()[1]: line.split()[0] for line in text.splitlines()[2:5]}
    assert rows == {"Ann": "1=", "Ben": "1=", "Cy": "3"}


def stamped(folder, name, inputs, stamp):
    from host_sim.companion import dates

    text = record.format_record(1, 4, bytes(inputs))
    if stamp:
        text = dates.record_comment(stamp) + "\n" + text
    (folder / name).write_text(text)


def test_since_counts_the_games_pulled_from_that_day(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    days = ["2026-11-01T20:00+01:00", "2026-12-01T20:00+01:00", "2026-12-03T09:30Z", None]
    for i, stamp in enumerate(days):
        t = registry.table(1, 4, random.Random(i))
        t.play()
        stamped(folder, "g%d.rec" % i, t.inputs, stamp)
    assert companion.main(["standings", str(folder)]) == 0
    out = capsys.readouterr().out
    assert "from 4 games" in out
    assert companion.main(["standings", str(folder), "--since", "2026-12-01"]) == 0
    out, err = capsys.readouterr()
    assert "from 2 games" in out and "pulled 2026-12-01 to 2026-12-03" in out
    assert err.strip() == "zootally standings: 1 game without a date left out (--since)"
    assert companion.main(["standings", str(folder), "--since", "2027-01-01"]) == 2
    assert "no finished game played since 2027-01-01" in capsys.readouterr().err
    with pytest.raises(SystemExit) as e:
        companion.main(["standings", str(folder), "--since", "December"])
    assert e.value.code == 2 and "'December' is not a date" in capsys.readouterr().err


def test_the_picture_has_a_panel_for_every_title_with_names(tmp_path, capsys):
    """Named players: a panel more, each person over every title."""
    import matplotlib.image

    folder = tmp_path / "games"
    folder.mkdir()
    for i in range(2):
        t = registry.table(1, 3, random.Random(i))
        t.play()
        (folder / ("g%d.rec" % i)).write_text(record.format_record(1, 3, bytes(t.inputs)))
        with open(folder / "names.txt", "a") as f:
            f.write("g%d.rec: Ann, Ben, Cy\n" % i)
    plain, named = str(tmp_path / "plain.png"), str(tmp_path / "named.png")
    assert companion.main(["standings", str(folder), "--png", named]) == 0
    (folder / "names.txt").unlink()
    assert companion.main(["standings", str(folder), "--png", plain]) == 0
    capsys.readouterr()
    high = matplotlib.image.imread(named).shape[0]
    assert high > matplotlib.image.imread(plain).shape[0]  # two panels, not one
