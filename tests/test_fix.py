# SPDX-License-Identifier: MIT
"""FIX: a past entry corrected, the rest of the log entered again after it (ui/fix.py),
written in one FIX block (core/store.py) and taken back whole by UNDO. Every registered
game, random games, random entries."""

import os
import random

import pytest
import reliability
from hypothesis import given, settings
from hypothesis import strategies as hs
from nvm_model import Rp2040Nvm
from reliability import boot, enter, fix_pick, game_on, other_legal, played, press_label
from zootally import games
from zootally.core import store as st
from zootally.core.session import Session
from zootally.ui import fix, keys
from zootally.ui.view import SC_FIX, SC_PLAY

from host_sim import registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWS = [(row[games.ID], p) for row in games.GAMES for p in row[games.PLAYERS]]


def replayed(module, players, log):
    """The log entered from scratch (every input taken)."""
    s = Session(module, players, None, bytes(log))
    assert s.dropped == 0
    return s


def words(game_id, game, v):
    """What an input means in the game: its words (ui/<game>/words.py's entry) and what
    its meaning() adds, each None without them."""
    module = fix.game_words(game_id)
    entry = getattr(module, "entry", None)
    meaning = getattr(module, "meaning", None)
    return (
        entry(game, v) if entry is not None else None,
        meaning(game, v) if meaning is not None else None,
    )


@settings(max_examples=40)
@given(row=hs.sampled_from(ROWS), seed=hs.integers(0, 10**6))
def test_a_fix_replays_the_rest_or_stops_where_an_input_changed(row, seed):
    """The table fixes a random entry with another legal input: the rest of the log is
    entered again up to an input that is no longer legal or no longer means what it did
    (each stop checked with the game's own check() and words); taking each stop as it is
    (USE) or skipping what is not legal, the fixed game is what entering its log from
    scratch gives, the store holds that log, and UNDO brings the old game back whole."""
    game_id, players = row
    module = games.load(game_id)
    rng = random.Random(seed)
    old = played(game_id, players, rng)
    nvm = Rp2040Nvm()
    shell = game_on(nvm, game_id, players, old)
    first = shell.store.setup
    if len(old) <= first:
        return
    k = rng.randrange(first, len(old))
    before = replayed(module, players, old[:k]).game
    alt = other_legal(before, old[k], rng)
    if alt is None:
        return
    fix_pick(shell, k)
    press_label(shell, "FIX")
    assert shell.screen == SC_PLAY and shell.fixing is not None
    assert shell.store.load()[3] == bytearray(old)  # nothing written yet
    enter(shell, alt)
    made = [alt]
    while shell.fixing is not None and shell.screen == SC_PLAY and shell.ui.incomplete():
        made.append(other_legal(shell.session.game, -1, rng))  # the rest of the entry
        enter(shell, made[-1])
    stops = 0
    while shell.fixing is not None:
        f = shell.fixing
        assert shell.screen == SC_FIX
        v = old[f.next]
        now = shell.session.game
        then = replayed(module, players, old[: f.next]).game
        legal = now.check(v) == 0
        assert not legal or words(game_id, now, v) != words(game_id, then, v)
        stops += 1
        press_label(shell, "USE" if legal else "SKP")
    log = bytes(shell.session.log)
    assert log[:k] == old[:k] and log[k : k + len(made)] == bytes(made)
    again = replayed(module, players, log)
    assert again.game.running() == shell.session.game.running()
    assert again.game.over() == shell.session.game.over()
    # What the device says as the fix is made: the score so far it changed, by seat.
    was, now = replayed(module, players, old).game.running(), again.game.running()
    moved = ["P%d%+d" % (p + 1, now[p] - was[p]) for p in range(len(now)) if now[p] != was[p]]
    said = shell.view.flash.split()
    assert said[0] == "fixed:"
    if moved:  # as many as fit the line, then +N
        assert said[1] == moved[0] and "kept" not in said
    else:
        assert "kept" in said
    # The store holds the fixed game, after a power cut too; UNDO takes the fix back
    # whole after a cut (on a copy of the flash), and after the menu set the game aside
    # and brought it back; after it, UNDO steps back one input, as before the fix.
    copy = Rp2040Nvm(data=nvm.data)
    cut = boot(copy)
    assert bytes(cut.session.log) == log
    cut.press(keys.UNDO)
    assert cut.view.flash == "undone: the fix"
    assert bytes(cut.session.log) == bytes(boot(copy).session.log) == old
    shell.press(keys.MENU)  # its why: the entry fixed, and what it was or what it changed
    why = shell.view.lines
    assert why[0].startswith("fix ") and (why[1].startswith("was ") or ", was " in why[1])
    shell.press(keys.BACK)
    shell.press(keys.UNDO)
    assert shell.view.flash == "undone: the fix"
    assert bytes(shell.session.log) == bytes(boot(nvm).session.log) == old
    shell.press(keys.UNDO)
    assert len(shell.session.log) < len(old)


@pytest.mark.parametrize("partial", (False, pytest.param(True, marks=pytest.mark.slow)))
@pytest.mark.parametrize("game_id", [row[games.ID] for row in games.GAMES])
def test_a_fix_cut_at_any_step_of_its_write_leaves_the_game_old_or_fixed(game_id, partial):
    """A power cut at every byte of a fix's write (and with the byte being programmed
    half-done), in a game of every title: the device comes back with the game as it was
    before the fix, saying the fix was not made, or as fixed; never anything between,
    and the table goes on from there: its next input is stored after it and read back
    (reliability.fix_cuts)."""
    f = reliability.fix_cuts(game_id, partial)
    assert f["old"] + f["fixed"] == f["went_on"] == f["cuts"] > f["block"]
    assert f["fixed"] >= 1  # the last step makes it whole (a byte cut mid-bits may too)
    assert f["said"] == f["old"]  # the FIX record went first: a cut anywhere says so
    assert f["history"] == f["cuts"]


@pytest.mark.parametrize("partial", (False, pytest.param(True, marks=pytest.mark.slow)))
@pytest.mark.parametrize("game_id", [row[games.ID] for row in games.GAMES])
def test_an_undo_of_a_fix_cut_at_any_step_leaves_the_fix_and_says_so(game_id, partial):
    """The power cut at every byte of the write of UNDO taking a fix back: the game comes
    back fixed (the fix still stands, and the device says so where the cut left part of
    the block: `fix kept: UNDO again`) or as it was before the fix, never between."""
    f = reliability.fix_cuts(game_id, partial, undo=True)
    assert f["old"] + f["fixed"] == f["went_on"] == f["cuts"] > f["block"]
    assert f["old"] >= 1  # the last step takes it back
    # Said wherever the block's kind was written (its first two records): not where the
    # cut left nothing (the game as it was, `resumed`) or the FIX record alone.
    assert f["said"] >= f["fixed"] - 5


@pytest.mark.slow
@pytest.mark.parametrize("undo", (False, True))
@pytest.mark.parametrize("game_id", [row[games.ID] for row in games.GAMES])
def test_a_fix_that_does_not_fit_the_log_never_costs_the_game(game_id, undo):
    """A fix (and its UNDO) whose block does not fit the log writes the log afresh: the
    game as it was, its SEAL, then the fix's block. The power cut at every step of that
    write, mid-bits: the game before or after the write, or (a cut while the log is
    programmed, before its SEAL) the damaged screen offering the inputs before it, KEP;
    no game only where the cut left none of the log: the sector's erase, and the log's
    header and BEGIN block (its first bytes). The history, programmed after the log,
    is what such a cut costs."""
    f = reliability.fix_cuts(game_id, True, full=True, undo=undo, stride=3)
    assert f["old"] + f["fixed"] == f["went_on"]
    assert f["cuts"] == f["went_on"] + f["damaged"] + f["none"]
    assert f["none"] <= 1 + reliability.NO_LOG_YET // 3  # the erase, the log's first bytes
    assert f["damaged"] >= 1 and f["old"] >= 1 and f["fixed"] >= 1
    # Said but where the cut tore the block's first records (their values unknown: a
    # torn record, `last entry lost`) or left nothing of it (`resumed`).
    assert f["said"] >= (f["fixed"] if undo else f["old"]) - 2


def test_a_fix_that_outgrew_the_log_is_one_undo_takes_back_and_the_record_counts():
    """Without a cut: the fix written with the log afresh is a fix the record counts and
    UNDO takes back whole, before and after the device is unplugged."""
    from zootally.core import record

    base, k, alt, old, fixed = reliability.fix_game(1, full=True)
    shell = boot(Rp2040Nvm(data=base.data))
    fix_pick(shell, k)
    press_label(shell, "FIX")
    erases = shell.store.mem.erases
    enter(shell, alt)
    while shell.fixing is not None:
        reliability.take_or_skip(shell)
    assert shell.store.mem.erases == erases + 1  # it did not fit: the log afresh
    again = boot(shell.store.mem)
    assert bytes(again.session.log) == fixed
    game = again.store.load()
    lines = list(record.record_lines(1, game[2], game[3], again.store.fixes))
    assert lines[1] == "# corrected on the device: 1 fix"
    again.press(keys.UNDO)
    assert again.view.flash == "undone: the fix"
    assert bytes(boot(shell.store.mem).session.log) == old
    game = st.Store(shell.store.mem)
    assert game.load()[3] == old and game.fixes == 0


def test_a_fix_given_up_or_cut_before_it_is_whole_says_so():
    """The FIX record goes first as the table begins a fix: unplugged before the fix is
    whole, the device says the fix was not made; a fix cancelled (UNDO) or entered as it
    was closes it, and nothing is said after a cut then."""
    base, k, alt, old, fixed = reliability.fix_game(1)
    for leave in ("cut", "UNDO", "same"):
        nvm = Rp2040Nvm(data=base.data)
        shell = boot(nvm)
        fix_pick(shell, k)
        press_label(shell, "FIX")
        if leave == "UNDO":  # on the game's screens, UNDO cancels the fix
            shell.press(keys.UNDO)
            assert shell.view.flash == "fix cancelled"
        elif leave == "same":
            enter(shell, old[k])
            while shell.fixing is not None:
                reliability.take_or_skip(shell)
            assert shell.view.flash == "fix: nothing changed"
        again = boot(nvm)
        assert bytes(again.session.log) == old
        said = again.view.flash
        assert said == ("fix not made: redo it" if leave == "cut" else "resumed"), leave
        again.session.undo()  # the log goes on after what the fix left
        assert bytes(boot(nvm).session.log) == old[:-1]


def test_the_record_says_a_game_was_corrected():
    """A ZooStock game whose first input (P1 leads) was fixed: its record says so in a
    comment, which a reader passes over."""
    from zootally.core import record
    from zootally.games import zoostock as zs

    lines = list(record.record_lines(zs.GAME_ID, 4, bytes([zs.IN_LEAD]), 1))
    assert lines[1] == "# corrected on the device: 1 fix"
    assert record.parse("\n".join(lines) + "\n")[2] == bytearray([zs.IN_LEAD])


@pytest.mark.parametrize("game_id", [row[games.ID] for row in games.GAMES])
def test_every_entry_is_named_in_words_that_fit_the_fix_screens(game_id):
    """Every input of random games, every way of playing, in the words FIX shows it with
    (the pick's line, the stop's status and its was/now lines): 21 characters."""
    said = fix.game_words(game_id)
    if said is None:
        return  # a game without words: FIX names its inputs by number
    module = games.load(game_id)
    row = games.entry(game_id)
    for players in row[games.PLAYERS]:
        for variant in registry.VARIANTS:
            for seed in range(6):
                table = registry.table(game_id, players, random.Random(seed), variant)
                table.play()
                g = module.Game(players)
                for v in table.inputs:
                    where, what = said.entry(g, v)
                    for line in (
                        where + " " + what,
                        "was " + what,
                        "fix " + what,
                        "Fixing: " + where,
                    ):
                        assert len(line) <= 21, line
                    assert g.apply(v) == 0


def t10_fixed_to_t2():
    """ZooStock's docs example (docs/scripts/zoostock-overflow.rec on the device): trick
    3's T10 picked on FIX and entered again as T2, so P1's T9 wins the trick, not P4's:
    the device stops at the row order after it. (The shell, the old log.)"""
    from zootally.core import record
    from zootally.games import zoostock as zs

    with open(os.path.join(ROOT, "docs", "scripts", "zoostock-overflow.rec")) as f:
        module, players, old, _ = record.parse(f.read())
    old = bytes(old)
    shell = game_on(Rp2040Nvm(), module.GAME_ID, players, old)
    fix_pick(shell, old.index(zs.parse_card("T10")))
    press_label(shell, "FIX")
    enter(shell, zs.parse_card("T2"))
    return shell, old


def test_the_pick_legend_reads_as_words_beside_the_highlight_mark():
    """The pick's keys are words (PRV NXT -10): the legend marks the highlighted key with
    `>`, so arrows for labels read as three of them (`<>> <10`)."""
    from zootally.core import record
    from zootally.ui.legend import legend_lines

    with open(os.path.join(ROOT, "docs", "scripts", "zoostock-overflow.rec")) as f:
        module, players, old, _ = record.parse(f.read())
    shell = game_on(Rp2040Nvm(), module.GAME_ID, players, bytes(old))
    shell.press(keys.MENU)
    press_label(shell, "FIX")
    v = shell.view
    shown = [v.slots[i][0] for i in range(keys.SLOTS) if v.slots[i]]
    assert shown[:3] == ["PRV", "NXT", "-10"]
    for label in shown:
        assert "<" not in label and ">" not in label and "|" not in label, label
    v.cursor = 1  # the encoder turned to NXT: one mark before one word
    assert legend_lines(v, list(range(keys.SLOTS)), 3)[0].startswith("PRV>NXT -10")


def test_a_stop_entered_by_hand_waits_for_the_tables_input():
    """ENT at a stop: the game's screens, and keys that enter nothing (an animal before
    its number, a page) leave the input stopped at where it is; the table's input
    replaces it, and the rest is entered again after it. (ZooStock's docs example:
    trick 3's T10 fixed to T2.)"""
    shell, old = t10_fixed_to_t2()
    assert shell.screen == SC_FIX
    press_label(shell, "SKP")  # P4's row order, now P1's: skipped; the next stop
    assert shell.screen == SC_FIX
    f = shell.fixing
    stopped, made = f.next, len(shell.session.log)
    assert made != stopped  # the fixed game one input short of the old one here
    press_label(shell, "ENT")
    assert shell.screen == SC_PLAY and shell.view.flash.startswith("was: ")
    fix.go_on(shell)  # as after any key of the game's that enters nothing (an animal)
    shell.press(keys.MENU)  # the fix's screen, and back to the game
    assert shell.screen == SC_FIX
    shell.press(keys.BACK)
    fix.go_on(shell)
    assert (f.next, len(shell.session.log)) == (stopped, made)
    enter(shell, other_legal(shell.session.game, old[stopped], random.Random(1)))
    assert shell.fixing is None or shell.fixing.next > stopped


def test_the_why_after_a_fix_says_the_trick_it_gave_another_seat():
    """ZooStock's docs example: trick 3's T10 fixed to T2, so P1's T9 wins the trick, not
    P4; the rest dropped. The menu's why says the entry and what it changed."""
    shell, old = t10_fixed_to_t2()
    assert shell.fixing.effect == ("Trick 3", "won by P1, was P4")
    press_label(shell, "DRP")
    shell.press(keys.MENU)
    assert shell.why_lines == ["fix P4 T2: Trick 3", "won by P1, was P4"]


def test_a_rule_break_the_table_decided_before_is_not_asked_again(tmp_path):
    """ZooStock: a revoke flagged and carried on with (OK), then an earlier card fixed:
    the rest entered again raises the same flag, which the table decided already; the
    fixed game goes on without asking it again."""
    from host_sim import script
    from host_sim.device import Device

    device = Device("macropad", str(tmp_path / "nvm.bin"))
    ex = "G3 B3 B5 H1 R7 T2 E9 B8 G10 H4 T6 R1"
    script.run(device, "[ZOO] [4] %s H8 T3 H3 R3 OK LOCK:1 B7 B9 H5 OK G5 B6 OK" % ex)
    shell = device.app.shell
    assert len(shell.session.game.warnings) == 1 and shell.screen == SC_PLAY
    old = bytes(shell.session.log)
    # Trick 1's first card (H8) entered again as it was: the rest follows it.
    k = 12
    script.run(device, "HOLD [FIX] " + "[-10] " * ((len(old) - 1 - k) // 10))
    script.run(device, "[PRV] " * ((len(old) - 1 - k) % 10) + "[FIX] H8")
    assert shell.fixing is None and bytes(shell.session.log) == old
    assert shell.screen == SC_PLAY and not device.screen_lines()[0].startswith("REVOKE")


@settings(max_examples=30)
@given(
    row=hs.sampled_from(ROWS),
    seed=hs.integers(0, 10**6),
    presses=hs.lists(hs.integers(0, 31), min_size=20, max_size=200),
)
def test_random_keys_through_fixes_keep_the_stored_game_the_game_shown(row, seed, presses):
    """Random keys from the middle of a random game, FIX among them (the menu is one key
    away): nothing raises, and whenever no fix is under way the store holds exactly the
    game on the screen (a power cut there would lose nothing); during a fix it holds the
    game as it was before the fix."""
    game_id, players = row
    old = played(game_id, players, random.Random(seed))
    old = old[: len(old) // 2 + 1]
    nvm = Rp2040Nvm()
    shell = game_on(nvm, game_id, players, old)
    logical = (keys.UNDO, keys.OK, keys.BACK, keys.PREV, keys.NEXT, keys.MENU)
    logical += (keys.TURN_PREV, keys.TURN_NEXT)
    before = None
    for p in presses:
        key = p if p < keys.SLOTS else logical[p % len(logical)]
        if shell.fixing is None:
            before = None
        elif before is None:
            before = bytes(st.Store(Rp2040Nvm(data=nvm.data)).load()[3])
        shell.press(key)
        stored = st.Store(Rp2040Nvm(data=nvm.data)).load()
        if shell.fixing is not None:
            assert before is None or bytes(stored[3]) == before
        elif shell.session is not None:
            assert bytes(stored[3]) == bytes(shell.session.log)
        elif shell.shelved is not None:
            assert bytes(stored[3]) == bytes(shell.shelved[2])


def test_a_fixed_split_stops_the_re_entry_at_a_choice_of_other_cards():
    """Zooscape: a split fixed so that group 1 holds other cards. The choices after it
    say `P3 takes 1` as before, but the cards taken are others: the re-entry stops at the
    first of them (as ZooStock's stops at a card now another seat's), saying so."""
    from zootally.games import zooscape as zsc

    module = games.load(zsc.GAME_ID)
    for seed in range(40):
        old = played(zsc.GAME_ID, 4, random.Random(seed))
        for k in range(len(old)):
            g = Session(module, 4, None, old[:k]).game
            if g.phase != zsc.P_SPLIT or old[k + 1] < zsc.IN_CHOOSE:
                continue
            side = zsc.IN_SPLIT_RIGHT if old[k] < zsc.IN_SPLIT_RIGHT else zsc.IN_SPLIT_LEFT
            alt = side + (old[k] - zsc.IN_SPLIT_LEFT) % 20  # the other side as group 1
            if alt == old[k] or g.check(alt):
                continue
            shell = game_on(Rp2040Nvm(), zsc.GAME_ID, 4, old)
            fix_pick(shell, k)
            press_label(shell, "FIX")
            enter(shell, alt)
            f = shell.fixing
            assert shell.screen == SC_FIX and f.next == k + 1, (seed, k)
            assert f.stop == f.was and f.stop[1].endswith("takes %d" % ((old[k + 1] & 1) + 1))
            assert shell.view.lines[:2] == ["was " + f.was[1], "now: other cards"]
            return
    raise AssertionError("no split followed by a choice")
