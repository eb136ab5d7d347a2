# SPDX-License-Identifier: MIT
"""Players' names: the roster's rules (core/names.py), the names screen of a new game, the
names on every screen of every registered game, and their way through the store, the
record, the history and the companion's standings and report."""

import copy
import random

import people
import pytest
import reliability as rel
from hypothesis import example, given, settings
from hypothesis import strategies as st
from nvm_model import Rp2040Nvm
from property_examples import examples
from zootally import games
from zootally.core import logwrite, record
from zootally.core import names as nm
from zootally.core import store as sto
from zootally.games.textform import RecordError
from zootally.ui import keys, outbox, shelf, view
from zootally.ui.legend import legend_lines
from zootally.ui.shell import Shell
from zootally.ui.view import SC_NAMES, SC_PLAY, SC_PLAYERS

from host_sim import registry

MACROPAD = tuple(range(11)) + (keys.UNDO,)
THREE_BUTTONS = (keys.PREV, keys.OK, keys.NEXT)
ROWS = [(row, p) for row in games.GAMES for p in row[games.PLAYERS]]


def named_shell(game_id, players, inputs, roster=rel.ROSTER):
    """The device booted with a game on whose seats have the roster's first names (three
    letters each on the screens: the widest a name shows)."""
    nvm = Rp2040Nvm()
    names = nm.pack(roster.split(",")[:players])
    logwrite.start(sto.Store(nvm), game_id, players, bytes(inputs), names=names)
    shell = Shell(sto.Store(nvm), None, roster)
    shell.boot()
    return shell


def lines_fit(shell):
    v = shell.view
    layout = MACROPAD if v.keyed else THREE_BUTTONS
    for line in v.shown() + legend_lines(v, layout, 3):
        assert len(line) <= 21, line
    for s in v.slots:
        # A key's label is three characters at most; without soft keys a list's part
        # (ZooStock's cards, ui/ranges.py) puts ".." before its last answer's.
        label = s[0][2:] if s and not v.keyed and s[0].startswith("..") else s and s[0]
        assert s is None or len(label) <= 3, s


def child(shell, k):
    memo = {}
    if shell.session is not None:
        memo[id(shell.session.module)] = shell.session.module
    c = copy.deepcopy(shell, memo)
    c.press(k)
    return c


@pytest.mark.parametrize("row,players", ROWS, ids=["%s-%dp" % (r[games.NAME], p) for r, p in ROWS])
def test_every_screen_of_a_named_game_fits(row, players):
    """Random games of every registered title and player count, named: at every few
    inputs, the screen, each lit key's next screen, the menu and the score's pages fit
    the screen's 21 characters and the keys' three, on the MacroPad and three buttons;
    every seat the screens name is called by its name, never P1."""
    rng = random.Random(players)
    for seed in range(2):
        table = registry.table(row[games.ID], players, random.Random(seed))
        table.play()
        inputs = table.inputs
        for k in range(0, len(inputs) + 1, max(1, len(inputs) // 25)):
            shell = named_shell(row[games.ID], players, inputs[:k])
            shell.view.keyed = rng.random() < 0.7
            shell.render()
            lines_fit(shell)
            seen = [shell]
            for slot in shell.view.options():
                seen.append(child(shell, slot))
            menu = child(shell, keys.MENU)
            seen.append(menu)
            for slot in menu.view.options():
                seen.append(child(menu, slot))
            for s in seen:
                lines_fit(s)
                text = " ".join(s.view.shown())
                for p in range(players):
                    assert "P%d " % (p + 1) not in text + " ", text


def test_the_names_screen_offers_the_roster_and_begins_the_game_with_them():
    nvm = Rp2040Nvm()
    shell = Shell(sto.Store(nvm), None, "Ann,Ben,Cy,Di,Eve")
    shell.boot()
    row = games.GAMES[0]
    shell.press(0)
    assert shell.screen == SC_PLAYERS
    players = row[games.PLAYERS][-1]
    shell.press(row[games.PLAYERS].index(players))
    v = shell.view
    assert shell.screen == SC_NAMES and v.lines[0] == "nobody named yet"
    assert [v.slots[i][0] for i in range(5)] == ["Ann", "Ben", "Cy", "Di", "Eve"]
    shell.press(2)  # Cy sits at P1
    assert v.slots[2] is None and v.lines[0] == "Cy"
    assert v.slots[0][1] == view.PLAYER_COLOURS[1]  # the next key names P2: its colour
    shell.press(0)
    shell.press(keys.UNDO)
    assert v.flash == "undone: Ann" and v.lines[0] == "Cy"
    shell.press(4)
    shell.press(keys.OK)  # the others go by their seats
    assert shell.screen == SC_PLAY
    packed = nm.pack(["Cy", "Eve"] + [None] * (players - 2))
    assert shell.store.names == packed
    again = Shell(sto.Store(nvm), None, "Ann,Ben,Cy,Di,Eve")
    again.boot()  # a power cut keeps them
    assert again.store.names == packed and view.seat_labels[:3] == ["Cy", "Eve", "P3"]


def test_one_press_gives_a_new_game_the_last_tables_names():
    """After a game, the names it began with that the roster still has are offered in
    their order: OK alone names the seats. UNDO at the new game's first question goes
    back to the player count, then the names, as they were."""
    nvm = Rp2040Nvm()
    store = sto.Store(nvm)
    store.load()
    row = games.GAMES[0]
    players = row[games.PLAYERS][0]
    logwrite.begin(store, row[games.ID], players, 1, names=nm.pack(["Di", "Gone", "Ann"][:players]))
    store.end()
    shell = Shell(sto.Store(nvm), None, "Ann,Ben,Cy,Di")
    shell.boot()
    shell.press(0)
    shell.press(0)
    assert shell.screen == SC_NAMES and shell.view.lines[0] == "Di Ann"
    shell.press(keys.OK)
    assert shell.store.names == nm.pack(["Di", "Ann"] + [None] * (players - 2))


def test_a_last_table_whose_names_are_not_text_offers_none():
    """A NAMES block whose checks pass but whose bytes are not UTF-8 (found by fuzzing the
    log: damage the checks let by, or another firmware's): the new game offers no last
    table and asks the names afresh, never raises."""
    nvm = Rp2040Nvm()
    store = sto.Store(nvm)
    store.load()
    row = games.GAMES[0]
    players = row[games.PLAYERS][0]
    logwrite.begin(store, row[games.ID], players, 1, names=b"\x80F7\x82")
    store.end()
    shell = Shell(sto.Store(nvm), None, "Ann,Ben,Cy,Di")
    shell.boot()
    shell.press(0)
    shell.press(0)
    assert shell.screen == SC_NAMES and shell.seated == []
    lines_fit(shell)


def test_without_a_roster_no_names_are_asked():
    shell = Shell(sto.Store(Rp2040Nvm()))
    shell.boot()
    shell.press(0)
    shell.press(0)
    assert shell.screen == SC_PLAY and shell.store.names is None
    assert view.seat_label(0) == "P1"


def test_a_long_roster_pages_its_names():
    roster = ",".join("N%02d" % i for i in range(12))
    shell = Shell(sto.Store(Rp2040Nvm()), None, roster)
    shell.boot()
    shell.press(0)
    shell.press(0)
    v = shell.view
    slots = (0, 1, 2, 3, 4, 6, 7)  # five on the legend's first line, then three
    assert [v.slots[i][0] for i in slots] == ["N%02d" % i for i in range(7)]
    assert v.slots[8][0] == "MOR" and v.slots[5] is None
    shell.press(8)
    assert [v.slots[i][0] for i in slots[:5]] == ["N%02d" % i for i in range(7, 12)]
    shell.press(1)
    assert v.lines[0] == "N08"
    shell.press(8)
    assert v.slots[0][0] == "N00"


@settings(max_examples=examples(60), deadline=None)
@given(data=st.data())
def test_random_keys_on_the_names_screen_keep_the_store_and_the_screen_one(data):
    """From the game choice with a roster, random keys: nothing raises, every line fits,
    and a game begun holds names of the roster, no name twice, at most one a seat."""
    roster = data.draw(
        st.sampled_from([rel.ROSTER, "Ann", ",".join("N%02d" % i for i in range(12))])
    )
    shell = Shell(sto.Store(Rp2040Nvm()), None, roster)
    shell.boot()
    shell.view.keyed = data.draw(st.booleans())
    pool = list(range(keys.SLOTS)) + [keys.UNDO, keys.OK, keys.BACK, keys.NEXT, keys.PREV]
    for k in data.draw(st.lists(st.sampled_from(pool), max_size=40)):
        shell.press(k)
        lines_fit(shell)
        store = shell.store
        if store.on and store.names:
            got = nm.unpack(store.names, store.params)
            assert got is not None and all(n in roster.split(",") for n in got if n)


# ---- the names' way off the device ---------------------------------------------------------


def test_a_named_game_goes_through_the_record_the_history_and_the_standings(tmp_path):
    """REC's record says the names (names Xavier Wilma -); read back, the record gives
    them; its summary line in the history says them; standings count by them, a seat
    with no name as its seat."""
    from host_sim.companion import pull, standings

    row = games.GAMES[0]
    players = row[games.PLAYERS][0]
    table = registry.table(row[games.ID], players, random.Random(5))
    table.play()
    seats = ["Xavier", "Wilma"] + [None] * (players - 2)
    shell = named_shell(row[games.ID], players, table.inputs)
    shell.store.names = nm.pack(seats)
    summary = shelf.finished(shell)
    outbox.send(shell)  # REC
    text = "\n".join(shell.take_outbox()[0]) + "\n"
    assert text.split("\n")[1] == "names Xavier Wilma" + " -" * (players - 2)
    assert record.read(text)[4] == seats
    from zootally.core import history as hi

    line = hi.summary_line(summary)
    assert line.endswith(" names=Xavier,Wilma" + ",-" * (players - 2))
    assert pull.parse_history_line(line)[6] == seats
    path, new, why = pull.file_record(str(tmp_path), text)
    assert new and why is None
    found, problems = standings.finished_games(str(tmp_path))
    table_of = standings.standings(found, {})
    who = set(next(iter(table_of.values())))
    assert who == {"Xavier", "Wilma"} | {"P%d" % (s + 1) for s in range(2, players)}


@pytest.mark.parametrize(
    "line,why",
    [
        ("names Ann Ben", "2 names for 3 players"),
        ("names Ann Ann Cy", "Ann twice"),
        ("names Ann P2 Cy", "name P2: a seat's label"),
        ("names Ann Bernadette-Louise Cy", "name Bernadette-Louis..: too long"),
        ('names Ann "Ann Marie Cy', "a name's quote not closed"),
        ('names Ann "Ann  Marie" Cy', "name Ann  Marie: a space only between words"),
        ("names Ann Marie Cy Di", "4 names for 3 players"),
    ],
)
def test_a_records_bad_names_line_is_refused_with_the_line(line, why):
    with pytest.raises(RecordError) as e:
        record.read("zoostock players=3\n%s\n" % line)
    assert str(e.value) == "line 2: " + why


def test_zootally_names_writes_the_roster_or_nothing(tmp_path, capsys):
    from host_sim.companion import main

    drive = tmp_path / "CIRCUITPY"
    drive.mkdir()
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 10.2.1\n")
    (drive / "settings.toml").write_text('CIRCUITPY_PYSTACK_SIZE = 1536\nZT_PLAYERS = "Old"\n')
    assert main(["names", "--drive", str(drive), "Ann", "Ben,Cy"]) == 0
    text = (drive / "settings.toml").read_text()
    assert text == 'CIRCUITPY_PYSTACK_SIZE = 1536\nZT_PLAYERS = "Ann,Ben,Cy"\n'
    assert main(["names", "--drive", str(drive), "Anna", "ann", "Anna", 'Jo"e']) == 2
    err = capsys.readouterr().err.strip().split("\n")
    assert err == ['zootally names: Anna twice; Jo"e: no " # , \\ or control char: nothing written']
    assert (drive / "settings.toml").read_text() == text
    assert main(["names", "--drive", str(tmp_path), "Ann"]) == 2  # no boot_out.txt
    assert main(["names", "--drive", str(drive)]) == 0
    assert capsys.readouterr().out.endswith(": Ann, Ben, Cy\n")
    # Names as people write them, up to 16 characters: accents, another script, spaces.
    assert main(["names", "--drive", str(drive), "Zoë", "José", "Anne-Sophie Zoë", "李伟"]) == 0
    assert 'ZT_PLAYERS = "Zoë,José,Anne-Sophie Zoë,李伟"' in (drive / "settings.toml").read_text()
    # One name with a space: a comma after it, or the device would read two names.
    assert main(["names", "--drive", str(drive), "Ann Marie"]) == 0
    assert 'ZT_PLAYERS = "Ann Marie,"' in (drive / "settings.toml").read_text()
    assert main(["names", "--drive", str(drive)]) == 0
    assert capsys.readouterr().out.endswith(": Ann Marie\n")
    capsys.readouterr()
    sim = tmp_path / "sim.toml"
    assert main(["names", "--settings", str(sim), "Di"]) == 0
    assert sim.read_text() == 'ZT_PLAYERS = "Di"\n'


@settings(max_examples=examples(200))
@given(st.lists(st.text(max_size=10), max_size=16))
def test_the_roster_takes_only_names_every_reader_takes(words):
    good, refused = nm.roster(words)
    assert len(good) + len(refused) == len(words) and len(good) <= nm.MAX_ROSTER
    # A name of up to 10 said in it; the start's problems screen wraps a long one.
    assert all(len(r) <= 40 + 10 for r in refused)
    labels = [lab.lower() for lab in nm.labels(good)]
    assert len(set(labels)) == len(labels)
    packed = nm.pack(good)
    if good:
        assert nm.unpack(packed, len(good)) == good
        assert len(packed) <= 12 * (nm.MAX_BYTES + 1)


def test_zootally_names_never_writes_through_a_link(tmp_path, capsys):
    """A link planted where the temporary file would go, or settings.toml a link to
    another file: the file a link points at is never written, and no temporary file is
    left. (Where links exist: a folder named with --drive or --settings.)"""
    from host_sim.companion import main

    elsewhere = tmp_path / "precious.txt"
    elsewhere.write_text("keep me\n")
    settings = tmp_path / "settings.toml"
    settings.write_text('ZT_PLAYERS = "Old"\n')
    # The old fixed temporary name, and any name a guess could give: all links now.
    for name in ("settings.toml.zootally-new", ".settings.toml.zootally-new"):
        (tmp_path / name).symlink_to(elsewhere)
    assert main(["names", "--settings", str(settings), "Ann", "Ben"]) == 0
    assert elsewhere.read_text() == "keep me\n"
    assert not settings.is_symlink()
    assert settings.read_text() == 'ZT_PLAYERS = "Ann,Ben"\n'
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == [
        ".settings.toml.zootally-new",
        "precious.txt",
        "settings.toml",
        "settings.toml.zootally-new",
    ]
    linked = tmp_path / "linked.toml"
    linked.symlink_to(elsewhere)
    assert main(["names", "--settings", str(linked), "Ann"]) == 2
    assert "not a plain file" in capsys.readouterr().err
    assert elsewhere.read_text() == "keep me\n"


@pytest.mark.parametrize(
    "words,said",
    [
        (["Ann", ""], "an empty name in '': nothing written"),
        (["Ann,,Ben"], "an empty name in 'Ann,,Ben': nothing written"),
        (["Ann", "Ann  Marie"], "Ann  Marie: a space only between words: nothing written"),
        (["Maximilian-Josef-Maria"], "Maximilian-Josef..: too long: nothing written"),
    ],
)
def test_zootally_names_refuses_an_empty_name_or_a_bad_one(tmp_path, capsys, words, said):
    """An empty name was dropped without a word: it is refused with one line, exit 2,
    and nothing is written; so is a name the device would refuse."""
    from host_sim.companion import main

    settings = tmp_path / "settings.toml"
    settings.write_text('ZT_PLAYERS = "Old"\n')
    assert main(["names", "--settings", str(settings)] + words) == 2
    err = capsys.readouterr().err.strip().split("\n")
    assert len(err) == 1 and err[0].startswith("zootally names: " + said)
    assert settings.read_text() == 'ZT_PLAYERS = "Old"\n'


def test_a_name_shaped_like_a_seat_is_never_taken_for_one():
    """P2a at seat 1 and Ben at seat 2: the engine's `P2` is Ben, and the name P2a is
    never read as seat 2 and a letter (`Bena leads`, `Bena plays G?`)."""
    view.name_seats(["P2a", "Ben", "P3-"])
    try:
        assert view.named("tie: P2, 2nd player") == "tie: Ben, 2nd player"
        assert view.named("P2a leads") == "P2a leads"
        assert view.named("P3- plays G?") == "P3- plays G?"
        assert view.named("P2 played G3, no H since trick 2") == "Ben played G3, no H since trick 2"
        assert view.named("P2: 12 P3:4") == "Ben: 12 P3-:4"
    finally:
        view.name_seats(())


@pytest.mark.parametrize("row", games.GAMES, ids=[r[games.NAME] for r in games.GAMES])
def test_every_screen_of_a_game_with_a_seat_shaped_name_names_that_player(row):
    """A random game of every title with the names P2a, Ben, Cy...: no screen on the way
    (each tenth input, and the end) shows P2a turned into another seat's name."""
    players = row[games.PLAYERS][-1]
    roster = "P2a,Ben,Cyd,Dan,Eve,Fay"
    table = registry.table(row[games.ID], players, random.Random(3))
    table.play()
    inputs = bytes(table.inputs)
    for n in list(range(0, len(inputs), 10)) + [len(inputs)]:
        shell = named_shell(row[games.ID], players, inputs[:n], roster)
        shown = " ".join(shell.view.shown())
        assert view.seat_labels[0] == "P2a"
        assert "Bena" not in shown and "Cyda" not in shown, (n, shown)


@pytest.mark.parametrize(
    "table,shown",
    [
        (["Chris", "Christa"], ["Chr", "Chi"]),
        (["Anna", "Anne", "Annika"], ["Ann", "Ane", "Ani"]),
        (["Al", None, "Ben"], ["Al", None, "Ben"]),
        (["Aaa", "aaab", "Aaaa"], ["Aaa", "aab", "Aa1"]),
        (["Cyril", "Fatima"], ["Cyr", "Fat"]),
        (["Jo Ann", "Al B", "Anne-Sophie Zoë"], ["JoA", "AlB", "Ann"]),
        (["Anne-Sophie Zoë", "Ann", "Christa", "Chr"], ["Ane", "Ann", "Chi", "Chr"]),
    ],
)
def test_names_that_begin_alike_are_told_apart_never_refused(table, shown):
    """Chris beside Christa was refused (their three letters clashed): now the later one
    shows its first two letters and a later one of its own, or a number; a name of three
    letters keeps them whole, wherever it is in the roster."""
    assert nm.labels(table) == shown
    assert nm.roster([n for n in table if n])[1] == []


@settings(max_examples=examples(300))
@given(st.lists(st.from_regex(r"[A-Za-z][A-Za-z0-9-]{0,7}", fullmatch=True), max_size=12))
def test_a_tables_labels_are_three_characters_of_its_own_and_unlike(table):
    good, _ = nm.roster(table)
    shown = nm.labels(good)
    assert len({s.lower() for s in shown}) == len(shown)
    for name, s in zip(good, shown):
        assert 1 <= len(s) <= 3 and s[:2] == name[:2]
        assert s[2:] == "" or s[2] in name[2:] or s[2:].isdigit()


def test_a_legend_short_of_room_never_shows_two_names_alike():
    """Six three-letter keys do not fit a legend line: names are cut to two letters, but
    never to two another player's name may show (Chr and Chi: Cr and Ci, not Ch and Ch)."""
    game_id = games.GAMES[0][games.ID]
    shell = named_shell(game_id, 4, [], roster="Chris,Christa,Ann,Anna")
    assert view.seat_labels[:4] == ["Chr", "Chi", "Ann", "Ana"]
    words = " ".join(legend_lines(shell.view, MACROPAD, 3)).replace("|", " ").split()
    people = [w for w in words if w[:1] in "CA" and w not in ("ALL",)]
    assert len(people) == len(set(w.lower() for w in people)) >= 4, words


@settings(max_examples=examples(60), deadline=None)
@given(st.lists(people.NAME | people.LONGEST, min_size=2, max_size=3, unique_by=str.lower))
@example(written=["Zoë", "José", "李伟"])
@example(written=["Ann Marie", "A李伟李伟李伟李伟李伟李伟x", "Maximilian-Josef"])
def test_names_as_people_write_them_go_through_the_device_and_back(tmp_path_factory, written):
    """Any name the rules take (accents, another script, spaces, up to 16 characters and
    38 bytes): the record
    and the history carry it whole, pull, standings and export read it back as written,
    and the screens show each as three letters the font draws, no two alike."""
    from host_sim.companion import pull, standings

    tmp_path = tmp_path_factory.mktemp("names")
    row = games.GAMES[0]
    players = row[games.PLAYERS][0]
    table = registry.table(row[games.ID], players, random.Random(5))
    table.play()
    seats = (list(written) + [None] * players)[:players]
    shell = named_shell(row[games.ID], players, table.inputs, roster=",".join(written))
    shell.store.names = nm.pack(seats)
    shown = view.labels_of(shell.store.names)
    drawn = [s for s in shown if s]
    assert len({s.lower() for s in drawn}) == len(drawn)
    assert all(0x20 <= ord(c) <= 0x7E for s in drawn for c in s) and all(len(s) <= 3 for s in drawn)
    summary = shelf.finished(shell)
    outbox.send(shell)  # REC
    text = "\n".join(shell.take_outbox()[0]) + "\n"
    assert record.read(text)[4] == seats
    from zootally.core import history as hi

    line = hi.summary_line(summary)
    assert pull.parse_history_line(line)[6] == seats
    alone = tmp_path / "history-only"  # the history's line filed, and read back as written
    alone.mkdir()
    pull.file_history(str(alone), ["# history: 1 games", line])
    (label, kept), *_ = standings.history_games(str(alone), [])[0]
    assert kept["names"] == seats
    path, new, why = pull.file_record(str(tmp_path), text)
    assert new and why is None
    found, problems = standings.finished_games(str(tmp_path))
    assert (
        problems == []
        and standings.players_of(found[0][0], found[0][1], {})[: len(written)]
        == [s for s in seats if s][: len(written)]
    )
    # Exported: the CSV's and BG Stats' names as written (a seat without one: no name).
    import csv
    import json

    from host_sim.companion import main

    out, plays = tmp_path / "out.csv", tmp_path / "out.json"
    assert main(["export", str(tmp_path), "--csv", str(out), "--bgstats", str(plays)]) == 0
    with open(out, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert [r["name"] for r in rows] == [s or "" for s in seats]
    doc = json.loads(plays.read_text(encoding="utf-8"))
    named = {p["name"] for p in doc["players"]}
    assert {s for s in seats if s} <= named


def test_a_name_with_a_mark_a_file_gives_meaning_to_is_refused():
    """'#' begins a record's comment (a random run found A# filed as A), a quote ends
    settings.toml's text (and marks a record's name with a space), a comma parts the
    names; a space only between words (Ann Marie and Ann  Marie would look one name), and
    no other space (a no-break space would look like one)."""
    for name in (
        "A#",
        'Jo"e',
        "a\\b",
        "Tab\tX",
        "A,B",
        " Ann",
        "Ann ",
        "Ann  Marie",
        "Ann\xa0Marie",
    ):
        assert nm.refusal(name) is not None, name
    assert nm.refusal("A\u2028B") == 'A?B: no " # , \\ or control char'
    assert nm.refusal("Ann Marie") is None  # a space between words: one name
    for space in "\u1680\u2000\u2003\u2009\u200a\u202f\u205f\u3000":  # other spaces
        assert nm.refusal("Ann" + space + "Marie") is not None, hex(ord(space))
    assert nm.roster(["A", "A#"])[0] == ["A"]
