# SPDX-License-Identifier: MIT
"""Every registered game and every board file keeps the protocol of docs/adding-a-game.md
and docs/adding-a-board.md. A new game or board that forgets a member,
or whose parts disagree (rules, record, screens, host table, key script), fails here first.
"""

import os
import random

import devicemodel
import pytest
from zootally import games
from zootally.core import record
from zootally.games import common
from zootally.ui import keys, result
from zootally.ui.view import GameUI, View

from host_sim import registry
from host_sim.device import PROFILES, SHIPPED_BOARDS, Device, board_pins

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWS = games.GAMES


def row_id(row):
    return row[games.NAME]


# ---- games ---------------------------------------------------------------------------------


def test_registry_rows_are_unique_and_well_formed():
    ids = [r[games.ID] for r in ROWS]
    names = [r[games.NAME] for r in ROWS]
    keys_ = [r[games.KEY] for r in ROWS]
    assert len(set(ids)) == len(ids) and all(1 <= i <= 255 for i in ids)
    assert len(set(names)) == len(names) and all(n == n.lower() and " " not in n for n in names)
    assert len(set(keys_)) == len(keys_) and all(len(k) == 3 for k in keys_)
    for r in ROWS:
        assert list(r[games.PLAYERS]) == sorted(set(r[games.PLAYERS])) and r[games.PLAYERS]
        assert len("%s %s %d-%d" % (r[games.KEY], r[games.TITLE], 1, 6)) <= 21  # game choice
        # Its five modules, found where games.load() looks (a game's files are named by
        # the row's MODULE: games/<m>.py, <m>_text.py, <m>_read.py, ui/<m>_ui.py, <m>_why.py).
        for part in ("", "text", "read", "ui", "why"):
            games.load(r[games.ID], part)
    assert len(ROWS) <= 9  # a key each on the game choice, and HIS after them


@pytest.mark.parametrize("row", [r for r in ROWS if devicemodel.shipped(r)], ids=row_id)
def test_a_shipped_game_has_a_whole_example(row):
    """docs/examples/<name>-<N>p.rec (or -solo.rec): a finished game that reads back (the
    tools measure and replay every example). (A game the tests register has none.)"""
    folder = os.path.join(ROOT, "docs", "examples")
    found = [f for f in os.listdir(folder) if f.rpartition("-")[0] == row[games.NAME]]
    assert found, "no docs/examples/%s-*.rec" % row[games.NAME]
    for name in found:
        with open(os.path.join(folder, name)) as f:
            module, players, _, game = record.parse(f.read())
        assert module.GAME_ID == row[games.ID] and game.over()
        assert name.endswith("-solo.rec" if players == 1 else "-%dp.rec" % players)


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_engine_members(row):
    m = games.load(row[games.ID])
    assert m.GAME_ID == row[games.ID] and m.NAME == row[games.TITLE]
    assert isinstance(m.WARNING_TITLE, str) and len(m.WARNING_TITLE) <= 21
    assert (m.OK, m.E_NOT_NOW, m.E_BAD) == (common.OK, common.E_NOT_NOW, common.E_BAD)
    assert m.legal is common.legal
    for code in range(common.FIRST_OWN):
        assert isinstance(games.refusal(m, m.Game(row[games.PLAYERS][0]), code, 0), str)
    for players in range(0, 8):
        if players in row[games.PLAYERS]:
            g = m.Game(players)
            assert g.players == players and not g.over() and g.winners() is None
            assert g.warnings == []
            g.checkpoint()  # every engine answers (None: UNDO replays from the start)
            assert callable(g.decide)  # once over: (totals, winners, rule, extra)
            # check() answers every byte with a number and changes nothing
            before = repr(sorted(vars(g).items()))
            assert all(isinstance(g.check(v), int) for v in range(256))
            assert repr(sorted(vars(g).items())) == before
            assert isinstance(m.start_inputs(None, None), (list, tuple))
        else:
            with pytest.raises(ValueError):
                m.Game(players)


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_reader_members(row):
    """What docs/adding-a-game.md asks of a game's record reader, which the companion and
    tools/replay.py use: its words, refusals, summary (totals once over) and the parts of
    each score."""
    reader = record.reader(row[games.ID])
    assert isinstance(reader.KEYWORDS, tuple) and isinstance(reader.SCORE_WORD, str)
    for name in ("waiting", "parse_lines", "summary", "score_parts"):
        assert callable(getattr(reader, name)), name
    table = registry.table(row[games.ID], row[games.PLAYERS][-1], random.Random(1))
    table.play()
    summary = reader.summary(table.game)
    assert summary["game"] == row[games.NAME] and summary["players"] == row[games.PLAYERS][-1]
    totals = summary["totals"]
    assert len(totals) == summary["players"] and summary["winners"] is not None
    parts = reader.score_parts(table.game, summary)
    assert [sum(p for _, p in seat) for seat in parts] == list(totals)
    # Optional: the seat that began (BG Stats' startPlayer), a seat of the game or None.
    if hasattr(reader, "first_player"):
        began = reader.first_player(table.game, bytes(table.inputs))
        assert began is None or 0 <= began < summary["players"], began


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_ui_members(row):
    ui = games.load(row[games.ID], "ui").UI
    assert issubclass(ui, GameUI)
    for name in ("fill", "act", "partial", "cancel"):  # act, partial, cancel: GameUI's or its own
        assert callable(getattr(ui, name)), name
    if ui.SEE:
        assert ui.see is not GameUI.see  # a SEE in the menu shows something
    assert callable(games.load(row[games.ID], "why").why)  # the menu's why (tests/test_why)
    # UNDO says what went ('undone: G8') in one line: every input's text fits after it.
    from zootally.core.session import Session

    shown = ui(Session(games.load(row[games.ID]), row[games.PLAYERS][0], None, b""))
    for v in range(256):
        text = shown.input_text(v)
        assert text is None or len("undone: " + text) <= 21, (v, text)


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_each_phase_module_owns_its_keys(row):
    """A game's phase modules (ui/<module>/<phase>.py, GameUI.phase_screens) draw for its
    UI and handle the keys they draw (act, explain, back, turn, where they have them), with
    the numbers of those keys their own: no private number is kept in two modules, the
    UI's and a phase's, equal by hand (what they share, the modes, the UI's public names)."""
    import importlib

    main = games.load(row[games.ID], "ui")
    folder = os.path.dirname(main.__file__)  # ui/<module>/: the UI is its __init__.py
    names = [f[:-3] for f in sorted(os.listdir(folder)) if f.endswith(".py")]
    parts = {n: importlib.import_module(main.__name__ + "." + n) for n in names}
    # What a phase loads for itself (its LOADS: ZooStock's card list without soft keys)
    # is no phase.
    loaded = [p for n in names for p in getattr(parts[n], "LOADS", ())]
    assert set(loaded) <= set(names), loaded
    for name in names:
        if name in ("__init__", "why", "words") or name in loaded:
            continue
        part = parts[name]
        assert callable(part.fill), name
        for member in ("act", "explain", "back", "turn"):
            assert callable(getattr(part, member, len)), (name, member)
        assert not set(private_names(part)) & set(private_names(main)), name


def private_names(module):
    """A module's private constants (_UPPER names)."""
    return [n for n in vars(module) if n.startswith("_") and n[1:2].isupper()]


def test_every_screen_has_a_module_that_owns_its_keys():
    """Each screen (ui/view.py's SC_*) has its module in ui/shell.py's OWNERS, which draws
    it and takes every key the shell hands it: the shell keeps no branch of a screen's.
    The numbers the screens share are ui/view.py's (imported); each module's keys' its
    own, none kept in two places by hand."""
    import importlib

    from zootally.ui import shell, view

    screens = [n for n in vars(view) if n.startswith("SC_")]
    assert sorted(getattr(view, n) for n in screens) == list(range(len(shell.OWNERS)))
    for name in sorted(set(shell.OWNERS)):
        owner = importlib.import_module("zootally.ui." + name)
        for member in ("fill", "key", "back", "undo"):
            assert callable(getattr(owner, member, None)), (name, member)
        for member in ("menu", "turn", "explain"):
            assert callable(getattr(owner, member, len)), (name, member)
        assert not set(private_names(owner)) & set(private_names(view)), name
    assert not set(private_names(shell)) & set(private_names(view))


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_the_random_table_plays_one_input_at_a_time(row):
    """What the soak drives (tests/mp/soak.py): next_input() chooses, step_known() plays,
    and the game is the one play() plays; soak_options(n), where a table has it, gives
    keyword arguments its constructor takes."""
    for players in row[games.PLAYERS]:
        whole = registry.table(row[games.ID], players, random.Random(players))
        whole.play()
        stepped = registry.table(row[games.ID], players, random.Random(players))
        while True:
            v = stepped.next_input()
            if v is None:
                break
            assert stepped.step_known(v) == v
        assert stepped.game.over() and bytes(stepped.inputs) == bytes(whole.inputs)
    cls = registry.table_class(row[games.ID])
    if hasattr(cls, "soak_options"):
        for n in range(10):
            cls(row[games.PLAYERS][0], random.Random(n), **cls.soak_options(n)).play()


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_a_random_game_agrees_across_rules_record_screens_and_keys(row, tmp_path):
    game_id = row[games.ID]
    players = row[games.PLAYERS][-1]
    table = registry.table(game_id, players, random.Random(game_id))
    table.play()
    inputs = bytes(table.inputs)
    assert table.game.over()
    # The record: written, read back to the same log and state; the summary names the game.
    text = record.format_record(game_id, players, inputs)
    assert text.split()[0] == row[games.NAME]
    module, params, again, game = record.parse(text)
    assert (module.GAME_ID, params) == (game_id, players)
    # The same log, up to its spelling of a choice: a ZooStock order of new rows half
    # picked and then accepted (B, then OK for R G) is written and read as its picks.
    assert record.format_record(game_id, players, again) == text
    assert len(again) <= len(inputs)
    reader = record.reader(game_id)
    summary = reader.summary(game)
    assert summary["game"] == row[games.NAME] and summary["players"] == players
    assert summary == reader.summary(table.game)
    assert set(reader.KEYWORDS) >= {line.split()[0] for line in text.splitlines()[1:]}
    # The keys: the host's script for this log, pressed on a simulated MacroPad, reaches
    # the same state (the log may differ in form: a default lead the table confirms is
    # logged as that lead).
    from host_sim import script

    d = Device("macropad", str(tmp_path / "nvm"))
    words = registry.script_words(game_id, players, inputs)  # from the game choice on
    assert words[:2] == ["[%s]" % row[games.KEY], "[%d]" % players]
    script.run(d, " ".join(words))
    assert reader.summary(d.app.shell.session.game) == summary
    # Every screen of the game fits and the view is what the shell drew.
    v = View()
    d.app.shell.ui.fill(v)
    assert all(len(line) <= 21 for line in [v.status] + v.lines)


@pytest.mark.parametrize("row", ROWS, ids=row_id)
def test_the_key_that_ends_the_game_finds_its_screens_loaded_ahead(row):
    """The device idles between keys (Shell.idle): the screens the game's end opens are
    loaded then (GameUI.next_phase), not under the key that ends it. Random games of every
    player count, each way the game is played (a ZooStock round entered as a tally ends
    it, a tally-only Zooscape game), a few of each (tests/mp/check_games.py checks it on
    the VMs, where modules are forgotten too)."""
    from zootally.core.store import Store
    from zootally.ui.shell import Shell

    from host_sim.script import press_words

    ends = 0
    for players in row[games.PLAYERS]:
        for variant in registry.VARIANTS:
            for n in range(3):
                rng = random.Random("%s %d %d %d" % (row[games.NAME], players, variant, n))
                table = registry.table(row[games.ID], players, rng, variant)
                table.play()
                shell = Shell(Store(bytearray(b"\xff" * 4096)))
                shell.boot()
                for word in registry.script_words(row[games.ID], players, bytes(table.inputs)):
                    shell.idle()
                    ui = shell.ui
                    if ui is None or ui.session.game.over():
                        press_words(shell, [word])
                        continue
                    ahead, before = ui._ahead, shown(ui)
                    press_words(shell, [word])
                    if shell.ui is ui and ui.session.game.over() and shown(ui) != before:
                        assert shown(ui) == ahead, (word, before, ahead, shown(ui))
                        ends += 1
    # A game whose screens are one module (Zoo Count's) has no phase to load.
    assert ends or shown(ui) is None


def shown(ui):
    """The phase whose screens a game's UI holds (GameUI.phase_screens), or None."""
    return ui._phase[0] if ui._phase else None


def test_every_host_part_is_registered():
    assert set(registry.HOST) == {r[games.ID] for r in ROWS}


# ---- boards --------------------------------------------------------------------------------

REQUIRED = ("NAME", "WIDTH", "HEIGHT", "make_display", "LAYOUT", "COLUMNS", "GRID_KEYS")
REQUIRED += ("PIXEL_OF_KEY",)


@pytest.mark.parametrize("board", list(PROFILES))
def test_board_file_members(board, tmp_path):
    d = Device(board, str(tmp_path / "nvm"))
    p = d.profile
    for name in REQUIRED:
        assert hasattr(p, name), name
    if p.make_keys is None:
        assert len(p.KEY_PINS) == len(p.LAYOUT) and isinstance(p.KEY_PRESSED_VALUE, bool)
    assert 1 <= p.GRID_KEYS <= len(p.LAYOUT) and len(p.PIXEL_OF_KEY) >= p.GRID_KEYS
    logical = set(p.LAYOUT) | set(p.HOLD.values())
    assert logical <= set(range(keys.SLOTS)) | set(keys.NAMES) | {keys.TURN_PREV, keys.TURN_NEXT}
    # What every screen needs: take a choice, step back, the menu; a way to move the
    # highlight where there are fewer keys than soft keys.
    for needed in (keys.OK, keys.UNDO, keys.MENU):
        assert needed in logical, keys.NAMES[needed]
    if set(range(keys.SLOTS)) - logical:
        assert p.ENCODER or {keys.PREV, keys.NEXT} & logical
    for k in p.HOLD:
        assert 0 <= k < len(p.LAYOUT)
    if p.PIXEL_PIN is not None:
        assert all(i is None or 0 <= i < p.PIXEL_COUNT for i in p.PIXEL_OF_KEY)
    # It boots to the game choice, and the simulator gives it exactly its pins.
    assert d.app.shell.view.slots[0][0] == ROWS[0][games.KEY]
    assert "%s %s" % (ROWS[0][games.KEY], ROWS[0][games.TITLE]) in "\n".join(d.screen_lines())
    assert board_pins(PROFILES[board][0]) == PROFILES[board][1]


def test_boards_are_found_by_scanning_boards():
    files = sorted(f for f in os.listdir(os.path.join(ROOT, "boards")) if f.endswith(".py"))
    shipped = [PROFILES[b][0] for b in SHIPPED_BOARDS]
    assert sorted(os.path.basename(p) for p in shipped) == files
    assert all(os.path.dirname(p) == os.path.join(ROOT, "boards") for p in shipped)
    assert list(PROFILES)[0] == "macropad"
    # and the tests' fixture board beside them (tests/fixture_board, registered by conftest)
    assert set(PROFILES) - set(SHIPPED_BOARDS)


def test_the_result_head_fits_whoever_shares_it():
    """ui/result.py's result page, every game's tally head: whatever the totals and however many
    share the win, every line fits (the state machine found 'SHARED by 2: 3 animals')."""

    class Game:
        def decide(self):
            return self.result

    class Session:
        game = Game()

    ui = GameUI()
    ui.session = Session()  # type: ignore[attr-defined]
    for players in range(1, 7):
        for total in (0, 7, 123, -32768, 32767):
            for shared in range(1, players + 1):
                totals = [total] * players
                Session.game.result = (totals, list(range(shared)), common.R_SHARED, 0)
                for unit in ("pts", "stars", "animals"):
                    v = View()
                    result.pages(ui, v, unit, 5, None)
                    assert all(len(x) <= 21 for x in [v.status] + v.lines), (v.status, v.lines)
                    assert str(total) in v.status


def test_adding_a_game_lists_the_fixture_as_it_is():
    """docs/adding-a-game.md's table of the fixture game's files says each one's lines as
    they are, and lists every file the fixture has: the page is what the fixture took."""
    import re

    with open(os.path.join(ROOT, "docs", "adding-a-game.md")) as f:
        text = f.read()
    listed = dict(re.findall(r"^\| `([\w/]+\.py)` \| (\d+) \|", text, re.M))
    fixture = os.path.join(ROOT, "tests", "fixture_game")
    found = {}
    for folder, _, files in os.walk(fixture):
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path) as f:
                    found[os.path.relpath(path, fixture).replace(os.sep, "/")] = str(
                        len(f.read().splitlines())
                    )
    assert listed == found
