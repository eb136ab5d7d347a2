# SPDX-License-Identifier: MIT
"""zootally export --csv: every finished game of a folder (as `standings` counts them), one
row per player per game, read back and checked against the records: every score, winner,
place, date and name. Hostile or partial input: one line each, exit 2, nothing written."""

import csv
import io
import json
import os
import random

import reliability as rel
from hypothesis import given, settings
from hypothesis import strategies as st
from zootally import games
from zootally.core import record

from host_sim import companion, registry, script
from host_sim.companion import export, standings
from host_sim.device import Device

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "docs", "examples")


def read_back(path):
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    assert tuple(rows[0]) == export.COLUMNS
    return [dict(zip(export.COLUMNS, r)) for r in rows[1:]]


def test_the_examples_read_back_score_for_score(tmp_path, capsys):
    out = str(tmp_path / "plays.csv")
    assert companion.main(["export", EXAMPLES, "--csv", out]) == 0
    rows = read_back(out)
    found, problems = standings.finished_games(EXAMPLES)
    assert problems == [] and len(rows) == sum(s["players"] for _, s in found)
    for file, summary in found:
        mine = [r for r in rows if r["game"] == file]
        assert [int(r["score"]) for r in mine] == summary["totals"]
        assert [i + 1 for i, r in enumerate(mine) if r["winner"] == "yes"] == summary["winners"]
        assert all(r["decided by"] == summary["decided_by"] for r in mine)
        for r in mine:  # a winner is first; nobody who lost is placed before a winner
            assert (r["place"] == "1") == (r["winner"] == "yes") or len(summary["winners"]) == 0
    assert capsys.readouterr().out.strip() == "%s: %d games, %d rows" % (out, len(found), len(rows))


def test_places_in_a_game_share_ties():
    s = {"game": "zoostock", "players": 4, "totals": [40, 40, 30, 40], "winners": [1, 2]}
    assert export.game_places(s) == [1, 1, 4, 3]
    s = {"game": "zoostock", "players": 3, "totals": [10, 20, 20], "winners": [2]}
    assert export.game_places(s) == [3, 1, 2]


def pulled_game(tmp_path, count, seed):
    """A random game of the first title (its `count`-th player count) played on the
    simulated device, REC, filed by pull in tmp_path/games: (game id, players, its table,
    the folder, [the file filed])."""
    row = games.GAMES[0]
    game_id, players = row[games.ID], row[games.PLAYERS][count]
    table = registry.table(game_id, players, random.Random(seed))
    table.play()
    d = Device("macropad", str(tmp_path / "nvm"))
    script.run(d, " ".join(registry.script_words(game_id, players, table.inputs)) + " HOLD [REC]")
    folder = tmp_path / "games"
    filed, _, problems = rel.pull_lines(list(d.serial), str(folder))
    assert problems == [] and len(filed) == 1
    return game_id, players, table, folder, filed


def test_a_pulled_folder_gives_dates_and_names(tmp_path, capsys):
    """A game played on the simulated device, named from a names file, filed by pull: its
    date is the day pull filed it, its names the file's."""
    game_id, players, table, folder, filed = pulled_game(tmp_path, -1, 4)
    people = ["Zoë", "Ann Marie", "José", "Émile", "Li Wei", "Ngozi"][:players]
    name = os.path.basename(filed[0])
    (folder / "names.txt").write_text("%s: %s\n" % (name, ", ".join(people)), encoding="utf-8")
    out = str(tmp_path / "plays.csv")
    assert companion.main(["export", str(folder), "--csv", out]) == 0
    rows = [r for r in read_back(out) if r["game"] == name]
    assert [r["name"] for r in rows] == people
    assert {r["date"] for r in rows} == {rel.PULLED[:10]}
    summary = record.reader(game_id).summary(table.game)
    assert [int(r["score"]) for r in rows] == summary["totals"]
    capsys.readouterr()


def test_damaged_input_writes_nothing(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    with open(os.path.join(EXAMPLES, "zoostock-4p.rec")) as f:
        (folder / "good.rec").write_text(f.read())
    (folder / "bad.rec").write_text("zoostock players=4\nthis is not a record\n")
    out = tmp_path / "plays.csv"
    out.write_text("kept\n")
    assert companion.main(["export", str(folder), "--csv", str(out)]) == 2
    err = capsys.readouterr().err
    assert "skipped bad.rec" in err and "nothing written" in err
    assert out.read_text() == "kept\n"  # the file there is left as it was
    assert sorted(os.listdir(tmp_path)) == ["games", "plays.csv"]  # and no half file beside
    # A record sent mid-game is said and left out; the rest is exported.
    (folder / "bad.rec").write_text("zoostock players=3\nex G3 G5\n")
    assert companion.main(["export", str(folder), "--csv", str(out)]) == 0
    out_, err = capsys.readouterr()
    assert "bad.rec: %s" % standings.NOT_FINISHED in err and "1 games, 4 rows" in out_


def test_the_file_is_never_written_through_a_link(tmp_path, capsys):
    target = tmp_path / "elsewhere.txt"
    target.write_text("not to be touched\n")
    link = tmp_path / "plays.csv"
    link.symlink_to(target)
    assert companion.main(["export", EXAMPLES, "--csv", str(link)]) == 0
    assert target.read_text() == "not to be touched\n" and not link.is_symlink()
    assert read_back(str(link))
    assert companion.main(["export", EXAMPLES, "--csv", str(tmp_path)]) == 2  # a folder
    assert companion.main(["export", str(tmp_path / "none"), "--csv", "x.csv"]) == 2
    err = capsys.readouterr().err
    assert "cannot write" in err and "is not a folder" in err


NAME = (
    st.text(
        st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"), blacklist_characters=",#"),
        min_size=1,
        max_size=16,
    )
    .map(str.strip)
    .filter(bool)
)


@settings(max_examples=25, deadline=None)
@given(st.lists(NAME, min_size=4, max_size=4, unique=True))
def test_any_names_come_back_as_written(tmp_path_factory, people):
    """Names as people write them (accents, spaces, any script), from the names file to
    the CSV and BG Stats' file and back, each exactly."""
    folder = tmp_path_factory.mktemp("games")
    with open(os.path.join(EXAMPLES, "zoostock-4p.rec")) as f:
        (folder / "g.rec").write_text(f.read())
    (folder / "names.txt").write_text("g.rec: %s\n" % ", ".join(people), encoding="utf-8")
    out = folder / "plays.csv"
    plays = folder / "plays.json"
    assert companion.main(["export", str(folder), "--csv", str(out), "--bgstats", str(plays)]) == 0
    assert [r["name"] for r in read_back(str(out))] == [
        "" if p == "P%d" % (i + 1) else p for i, p in enumerate(people)
    ]
    doc = read_bgstats(str(plays))
    by_id = {p["id"]: p["name"] for p in doc["players"]}
    assert [by_id[s["playerRefId"]] for s in doc["plays"][0]["playerScores"]] == people


def test_csv_bytes_quote_what_needs_it():
    data = export.csv_bytes([("", "ZooStock", "g.rec", "P1", 'Ann "A", B', 3, 1, "yes", "")])
    rows = list(csv.reader(io.StringIO(data.decode("utf-8"))))
    assert rows[1][4] == 'Ann "A", B'


def test_a_game_dated_and_noted_later(tmp_path, capsys):
    """`zootally played` sets the day a filed game was played and a note: export and
    standings (and --since) take that day over the day it was pulled."""
    folder = tmp_path / "games"
    folder.mkdir()
    for name in ("zoostock-3p.rec", "zoostock-4p.rec"):
        with open(os.path.join(EXAMPLES, name)) as f:
            (folder / name).write_text(f.read())
    argv = ["played", str(folder), "zoostock-4p.rec", "2026-11-28", "club", "night,", "Zoë's"]
    assert companion.main(argv) == 0
    assert (folder / "played.txt").read_text(encoding="utf-8") == (
        "zoostock-4p.rec: 2026-11-28 club night, Zoë's\n"
    )
    out = str(tmp_path / "plays.csv")
    assert companion.main(["export", str(folder), "--csv", out]) == 0
    rows = read_back(out)
    dated = [r for r in rows if r["game"] == "zoostock-4p.rec"]
    assert {(r["date"], r["note"]) for r in dated} == {("2026-11-28", "club night, Zoë's")}
    assert {r["date"] for r in rows if r["game"] == "zoostock-3p.rec"} == {""}
    # --since counts it by the day it was played; the undated game is left out, and said.
    assert companion.main(["standings", str(folder), "--since", "2026-11-28"]) == 0
    out_, err = capsys.readouterr()
    assert "rating from 1 game" in out_ and "1 game without a date left out" in err
    # Set again: the line replaced, nothing else kept of it.
    assert companion.main(["played", str(folder), "zoostock-4p.rec", "2026-11-27"]) == 0
    assert (folder / "played.txt").read_text() == "zoostock-4p.rec: 2026-11-27\n"


def test_played_refuses_what_it_cannot_use(tmp_path, capsys):
    folder = tmp_path / "games"
    folder.mkdir()
    with open(os.path.join(EXAMPLES, "zoostock-3p.rec")) as f:
        (folder / "g.rec").write_text(f.read())
    assert companion.main(["played", str(folder), "nope.rec", "2026-11-28"]) == 2
    assert companion.main(["played", str(folder), "g.rec", "2026-11-28", "x" * 201]) == 2
    assert companion.main(["played", str(folder), "g.rec", "2026-11-28", "a\x1bb"]) == 2
    err = capsys.readouterr().err
    assert "nope.rec is no finished game" in err and "one line of 200 characters" in err
    assert not (folder / "played.txt").exists()
    # A played.txt with a line not understood is never rewritten; export says so, writes nothing.
    (folder / "played.txt").write_text("g.rec 2026-11-28\n")
    assert companion.main(["played", str(folder), "g.rec", "2026-11-28"]) == 2
    assert (folder / "played.txt").read_text() == "g.rec 2026-11-28\n"
    assert companion.main(["export", str(folder), "--csv", str(tmp_path / "p.csv")]) == 2
    assert "played.txt line 1" in capsys.readouterr().err
    assert not (tmp_path / "p.csv").exists()


def read_bgstats(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def test_bgstats_plays_read_back_score_for_score(tmp_path, capsys):
    """Each finished game is one play of its title, every seat's score, winner, place and
    seat as the record says; every reference resolves; a second export is the same file
    (the uuids are the games', so BG Stats updates rather than adds)."""
    folder = tmp_path / "games"
    folder.mkdir()
    for name in sorted(os.listdir(EXAMPLES)):
        if name.endswith(".rec"):
            with open(os.path.join(EXAMPLES, name)) as f:
                (folder / name).write_text(f.read())
    (folder / "bgg.txt").write_text("# ids\nzoostock = 101\nzooscape=202  # a note\n")
    (folder / "names.txt").write_text("zoostock-4p.rec: Zoë, Ann Marie, José, P4\n")
    out = str(tmp_path / "plays.json")
    assert companion.main(["export", str(folder), "--bgstats", out]) == 0
    doc = read_bgstats(out)
    assert set(doc) >= {"games", "players", "locations", "plays"}
    found, _ = standings.finished_games(str(folder))
    assert len(doc["plays"]) == len(found)
    titles = {g["id"]: g for g in doc["games"]}
    people = {p["id"]: p for p in doc["players"]}
    bgg = {"ZooStock": 101, "Zooscape": 202}
    assert {g["name"]: g["bggId"] for g in doc["games"]} == {
        g["name"]: bgg.get(g["name"], 0) for g in doc["games"]
    }
    by_uuid = {p["uuid"]: p for p in doc["plays"]}
    assert len(by_uuid) == len(found)  # one play a game
    for (file, summary), play in zip(standings.in_order_pulled(found), doc["plays"]):
        row = games.by_name(summary["game"])
        assert titles[play["gameRefId"]]["name"] == row[games.TITLE]
        seats = play["playerScores"]
        assert [int(s["score"]) for s in seats] == summary["totals"]
        assert [s["seatOrder"] for s in seats if s["winner"]] == summary["winners"]
        assert [s["rank"] for s in seats] == export.game_places(summary)
        assert [s["seatOrder"] for s in seats] == list(range(1, summary["players"] + 1))
        who = [people[s["playerRefId"]] for s in seats]
        if file == "zoostock-4p.rec":
            assert [p["name"] for p in who] == ["Zoë", "Ann Marie", "José", "P4"]
            assert [p["isAnonymous"] for p in who] == [False, False, False, True]
        assert play["playDate"] == ""  # examples were never pulled: no day known
        # The seat that began: the record's first leader (lead N), first master (master
        # N), else P1 (Zoo-ography's First Player card); only that seat.
        began = [s["seatOrder"] for s in seats if s["startPlayer"]]
        assert began == [first_seat(os.path.join(EXAMPLES, file))], file
    again = str(tmp_path / "again.json")
    assert companion.main(["export", str(folder), "--bgstats", again]) == 0
    with open(out, "rb") as a, open(again, "rb") as b:
        assert a.read() == b.read()
    err = capsys.readouterr().err
    assert "zoo-ography: no BoardGameGeek id (bggId 0)" in err and "zoostock:" not in err


def first_seat(path):
    """The seat a record says began, read off its lines as a person would: `lead N` for
    ZooStock, `master N` for Zooscape; P1 where it says neither."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            words = line.split("#")[0].split()
            if words[:1] in (["lead"], ["master"]):
                return int(words[1])
    return 1


def test_the_seat_that_began_is_from_the_games_start_not_its_end():
    """Zooscape's master moves every round and ZooStock's leader every trick: the seat
    that began is the record's first master and first leader, not where the game ended;
    a Zooscape game whose market was not played on the device began with nobody known."""
    from zootally.core import record
    from zootally.games import zooscape

    moved = 0
    for name in sorted(os.listdir(EXAMPLES)):
        if name.endswith(".rec"):
            with open(os.path.join(EXAMPLES, name), encoding="utf-8") as f:
                module, _, inputs, game, _ = record.read(f.read())
            began = record.reader(module.GAME_ID).first_player(game, inputs)
            assert began == first_seat(os.path.join(EXAMPLES, name)) - 1, name
            moved += getattr(game, "master", began) != began
    assert moved  # a Zooscape example's master at the end is not its first
    game = zooscape.Game(3)
    game.apply(zooscape.IN_TALLY_ONLY)
    assert game.direct and record.reader(zooscape.GAME_ID).first_player(game, b"") is None


# What the export leaves out of an import file's objects: not known to the device.
LEFT_OUT = {
    "top": {"userInfo"},  # who "me" is
    "games": {"bggYear"},
    "plays": {"locationRefId", "durationMin"},  # where, how long
    "playerScores": set(),
    "players": set(),
}


def test_bgstats_file_has_the_shape_of_an_import_file(tmp_path):
    """Every object of the export (games, players, plays, each seat's score) has the keys
    of tests/bgstats/import-shape.json's (an import file of one play, in the shape public
    importers for BG Stats write), each of the same JSON type, but for what the device
    cannot know (LEFT_OUT); and nothing else."""
    with open(os.path.join(ROOT, "tests", "bgstats", "import-shape.json"), encoding="utf-8") as f:
        shape = json.load(f)
    out = str(tmp_path / "plays.json")
    assert companion.main(["export", EXAMPLES, "--bgstats", out]) == 0
    doc = read_bgstats(out)
    assert set(doc) == set(shape) - LEFT_OUT["top"]
    assert doc["locations"] == []

    def same_shape(kind, objects, model):
        want = set(model) - LEFT_OUT[kind]
        for obj in objects:
            assert set(obj) == want, (kind, set(obj) ^ want)
            for key in want:
                assert type(obj[key]) is type(model[key]), (kind, key, obj[key])

    for kind in ("games", "players", "plays"):
        same_shape(kind, doc[kind], shape[kind][0])
    for play in doc["plays"]:
        same_shape("playerScores", play["playerScores"], shape["plays"][0]["playerScores"][0])


def test_bgstats_dates_come_from_pull_and_played(tmp_path, capsys):
    _, _, _, folder, filed = pulled_game(tmp_path, 0, 2)
    out = str(tmp_path / "p.json")
    assert companion.main(["export", str(folder), "--bgstats", out]) == 0
    plays = read_bgstats(out)["plays"]
    assert plays[-1]["playDate"] == rel.PULLED[:10] + " " + rel.PULLED[11:19]
    name = os.path.basename(filed[0])
    assert companion.main(["played", str(folder), name, "2026-11-28", "club"]) == 0
    assert companion.main(["export", str(folder), "--bgstats", out]) == 0
    play = [p for p in read_bgstats(out)["plays"] if p["comments"] == "club"]
    assert len(play) == 1 and play[0]["playDate"] == "2026-11-28 12:00:00"
    capsys.readouterr()


def test_bgstats_ids_file_that_cannot_be_used_writes_nothing(tmp_path, capsys):
    out = tmp_path / "p.json"
    csv_out = tmp_path / "p.csv"
    for text, said in (
        ("zoostock: 12\n", "not 'title = number'"),
        ("zoostock = 12x\n", "not 'title = number'"),
        ("monopoly = 1406\n", "no title monopoly"),
        ("zoostock = 1234567890\n", "not 'title = number'"),
    ):
        ids = tmp_path / "bgg.txt"
        ids.write_text(text)
        argv = ["export", EXAMPLES, "--bgstats", str(out), "--csv", str(csv_out)]
        assert companion.main(argv + ["--bgg", str(ids)]) == 2
        err = capsys.readouterr().err
        assert said in err and "nothing written" in err
        assert not out.exists() and not csv_out.exists()  # neither file, not half of one
    assert companion.main(["export", EXAMPLES]) == 2
    assert "--csv FILE, --bgstats FILE" in capsys.readouterr().err
    (tmp_path / "big.txt").write_bytes(b"#" * 5000)
    assert (
        companion.main(
            ["export", EXAMPLES, "--bgstats", str(out), "--bgg", str(tmp_path / "big.txt")]
        )
        == 2
    )
    assert not out.exists()
    capsys.readouterr()
