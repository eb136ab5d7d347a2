#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run the reliability suite at full size and write docs/power-cuts.md and docs/reliability.md
with its figures.

    tools/reliability                   every section; writes both pages
    tools/reliability --no-write        print only
    tools/reliability --only NAME ...   some sections (printed, never written): the names
                                        are listed by --help

The same checks run in the test suite (tests/test_reliability.py, test_store.py,
test_history.py, test_ui_state_machine.py, test_walk.py, test_soak.py, test_pull_*.py),
which assert them on a sample; this tool runs them at full size and counts them for the
pages. One function a section, in the pages' order (SECTIONS)."""

import argparse
import os
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (
    ROOT,
    os.path.join(ROOT, "tests"),
    os.path.join(ROOT, "tests", "mp"),
    os.path.join(ROOT, "tests", "device"),
):
    sys.path.insert(0, p)
sys.path.append(os.path.join(ROOT, "firmware"))

import reliability as rel  # noqa: E402

REPEATED_GAMES = 100  # games per example and run length, in the cuts-in-a-row table
ERASE_GAMES = 300  # games per title and player count, for how often the sector is erased
STATE_MACHINE_EXAMPLES = 200
STATE_MACHINE_STEPS = 60
FILE_FUZZ_EXAMPLES = 2000
QUESTION_GAMES = 2000  # per registered game and player count: every question answerable
LIT_KEY_GAMES = 1000  # per game and player count: lit keys = legal inputs, at random states
LIT_KEY_STATES = 3  # states checked per game (each explores every lit key, two deep)
SUMMARY_RUNS = 5  # seeds of the summaries-in-a-row run
SUMMARIES_A_RUN = 3000  # summaries stored one after the other in each
EXPLORE_SEEDS = 5  # seeds of the property tests' exploring run
EXPLORE_TIMES = 10  # their examples, times the suite's


def _keys_job(job):
    """One game of the keys-and-questions run (in a worker process): (game id, players,
    seed, check the lit keys too) -> (failure text or None, questions asked)."""
    import random

    import test_forced
    import test_lit_keys as lit

    from host_sim import registry

    game_id, players, seed, lit_keys = job
    try:
        asked, _, table = test_forced.play_checking(game_id, players, seed)
        if lit_keys:
            rng = random.Random(seed)
            cls = type(table)  # how deep to look, what its screens put further (random_*.py)
            for _ in range(LIT_KEY_STATES):
                i = rng.randrange(len(table.inputs) + 1)
                missing, shell = lit.check_state(cls, game_id, players, table.inputs[:i])
                assert not missing or cls.far(shell.session.game, missing), (i, missing)
    except Exception as err:  # a failure is a figure here, said with its seed
        return "%s %dp seed %d: %s" % (registry.HOST[game_id][1], players, seed, repr(err)[:200]), 0
    return None, asked


def keys_and_questions(questions, lit_keys):
    """Random games of every registered game and player count, by keys on the shell:
    [(name, players, games, lit-key games, questions asked, failures)]."""
    import multiprocessing

    rows = []
    with multiprocessing.Pool(2) as pool:
        for game_id, name, counts in _registered():
            for players in counts:
                jobs = [(game_id, players, seed, seed < lit_keys) for seed in range(questions)]
                results = pool.map(_keys_job, jobs, chunksize=20)
                failures = [f for f, _ in results if f]
                asked = sum(a for _, a in results)
                rows.append((name, players, questions, lit_keys, asked, failures))
                print(name, players, "failures", len(failures), failures[:3], flush=True)
    return rows


PULL_SENDINGS = 10000


def pull_sweep(n):
    """n mutated sendings through pull, each into a folder of its own: the counts."""
    import shutil
    import traceback
    import tracemalloc

    out = dict(filed=0, had=0, refused=0, tracebacks=0, outside=0, wrong=0, late=0, peak=0)
    root = tempfile.mkdtemp()
    tracemalloc.start()
    try:
        for seed in range(n):
            case = os.path.join(root, "case")
            folder = os.path.join(case, "games")
            try:
                r = rel.pull_mutated(seed, folder)
            except Exception:
                out["tracebacks"] += 1
                print("traceback, seed %d:" % seed, traceback.format_exc()[-400:])
                continue
            finally:
                out["outside"] += len(rel.outside(folder, case)) if os.path.isdir(case) else 0
                shutil.rmtree(case, ignore_errors=True)
            out["filed"] += len(r["filed"])
            out["had"] += len(r["had"])
            out["refused"] += 0 if r["filed"] or r["had"] else 1
            out["wrong"] += len(r["wrong"])
            out["late"] += 1 if r["late"] else 0
        out["peak"] = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        shutil.rmtree(root, ignore_errors=True)
    return out


def _registered():
    from zootally import games

    return [(r[games.ID], r[games.NAME], r[games.PLAYERS]) for r in games.GAMES]


def fuzz_host_files(examples):
    """Run tests/test_host_fuzz.py with `examples` examples each: [(test, result)]."""
    import subprocess

    env = dict(os.environ, ZT_FUZZ_EXAMPLES=str(examples))
    out = []
    for test in (
        "test_replay_never_ends_in_a_traceback",
        "test_record_parse_raises_only_record_errors",
    ):
        r = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
            + ["tests/test_host_fuzz.py::" + test],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
        out.append((test.replace("_", " ")[5:], "passed" if r.returncode == 0 else "FAILED"))
    return out


def examples():
    """The recorded games of docs/examples the power-cut sweeps play, [(title, file)]:
    every record there, named by its game and player count."""
    from zootally import games

    order = [row[games.ID] for row in games.GAMES]
    found = []
    folder = os.path.join(ROOT, "docs", "examples")
    for name in os.listdir(folder):
        if name.endswith(".rec"):
            module, params, _ = rel.recorded_game(name)
            found.append((order.index(module.GAME_ID), -params, name, module.GAME_ID, params))
    # The registry's order, the most players first (as the doc has always had them).
    return [(_title(game_id, params), name) for _, _, name, game_id, params in sorted(found)]


def one_of_each_title():
    """The first example of each title (the history and erase tables play one each)."""
    seen = set()
    out = []
    for title, name in examples():
        game_id = rel.recorded_game(name)[0].GAME_ID
        if game_id not in seen:
            seen.add(game_id)
            out.append((title, name))
    return out


def _title(game_id, players):
    from zootally import games

    return "%s %s" % (
        games.entry(game_id)[games.TITLE],
        "solo" if players == 1 else "%d players" % players,
    )


def _row(*cells):
    return "| " + " | ".join(str(c) for c in cells) + " |"


# ---- the sections, in the doc's order -----------------------------------------------------


def power_cuts():
    w = []
    w.append("## A whole game, cut at every step\n")
    w.append(
        "A whole recorded game (`docs/examples/`, with an UNDO and the input again every ninth\n"
        "input) is played into a model of the RP2040's nvm (`tests/mp/nvm_model.py`) that holds\n"
        "an older game and a history of six. The power is cut at every step of every write:\n"
        "each byte programmed, and the sector erase, where a cut leaves the sector erased or\n"
        "half-programmed. After each cut the firmware boots from the flash, then plays the rest\n"
        "of the game and boots once more. *Mid-bits*: the same again with the byte being\n"
        "programmed at the cut keeping a random part of its bits (a cell programmed bit by\n"
        "bit, in any order).\n"
    )
    w.append(
        "| title | cuts tried | resumed at the last committed input | came back as no game"
        " | then kept the rest | history whole | mid-bits: resumed exactly |"
    )
    w.append("|---|---|---|---|---|---|---|")
    for title, rec in examples():
        module, params, inputs = rel.recorded_game(rec)
        f = rel.sweep(module, params, inputs)
        fp = rel.sweep(module, params, inputs, partial=True)
        w.append(
            _row(
                title,
                f["cuts"],
                f["exact"],
                f["empty_new_game"],
                f["resumed_and_finished"],
                f["history_whole"],
                "%d of %d" % (fp["exact"] + fp["empty_new_game"], fp["cuts"]),
            )
        )
    w.append("")
    w.append(
        "Never an exception, never a resume anywhere but at the last input whose write had\n"
        "finished. The cuts that come back as *no game* all fall inside the new game's first\n"
        "write, here one that rewrites the log (over an older game: its erase, the history\n"
        "programmed back, then its header and BEGIN block), before anything was entered: the\n"
        "device shows the game menu again. The history is whole after every other cut; after\n"
        "those, a part of it or none.\n"
    )
    return w


def cuts_in_a_row():
    w = ["### Cuts in a row\n"]
    w.append(
        "Random moments of each recorded game, bytes cut mid-bits: the power goes, the device\n"
        "comes back, and the power goes again within its next write or two, N times in a row\n"
        "(so torn records follow each other); the game is resumed from where the device says\n"
        "after each, then played to its end (`rel.repeated_cuts`).\n"
    )
    w.append("%d games each; in each cell 2, 3 and 10 in a row:\n" % REPEATED_GAMES)
    w.append(
        "| title | cuts | boots at the last whole input | damaged screens | whole at the end |"
    )
    w.append("|---|---|---|---|---|")
    for title, rec in examples():
        module, params, inputs = rel.recorded_game(rec)
        runs = [
            rel.repeated_cuts(module, params, inputs, run, games=REPEATED_GAMES, seed=run)
            for run in (2, 3, 10)
        ]
        w.append(_row(title, *[_each(runs, k) for k in CUT_FIGURES]))
    w.append("")
    return w


CUT_FIGURES = ("cuts", "exact", "damaged", "whole_at_the_end")


def _each(runs, key):
    """One figure of several runs, in one cell: "200 / 298 / 994"."""
    return " / ".join(str(f[key]) for f in runs)


def finished_to_next():
    w = ["### From a finished game to the next: the history\n"]
    w.append(
        "A finished game on the device and six in the history; the table presses MENU, NEW,\n"
        "YES, YES (the game's summary goes into the history's erased bytes, then an END record\n"
        "into the log), the game and the player count (a BEGIN block after it) and enters 12\n"
        "inputs. The power is cut at every step of every write, plain or mid-bits, once or N\n"
        "times in a row; after the cuts the table goes on as it finds the device (NEW again if\n"
        "the finished game is still on it). Then the history must hold the six and the\n"
        "finished game once, and the new game its inputs (tests/test_reliability.py).\n"
    )
    w.append("In each cell: plain, mid-bits, and mid-bits 2, 3 and 10 times in a row.\n")
    w.append(
        "| finished game | cuts | erases | right after the first cut: with the game"
        " | as before (NEW to press again) | lost | damaged screens | damaged entries after |"
    )
    w.append("|---|---|---|---|---|---|---|---|")
    for title, rec in one_of_each_title():
        module, params, inputs = rel.recorded_game(rec)
        runs = [
            rel.history_sweep(module, params, inputs, partial, run, seed=run)
            for partial, run in ((False, 1), (True, 1), (True, 2), (True, 3), (True, 10))
        ]
        w.append(_row(title, *[_each(runs, k) for k in HISTORY_FIGURES]))
    w.append("")
    w.append(
        "NEW erases nothing. A summary cut short is not shown once NEW has written it whole\n"
        "after it (its bytes are the beginning of that summary's, programmed in part).\n"
    )
    return w


HISTORY_FIGURES = (
    "cuts",
    "erases",
    "with_it",
    "as_before",
    "lost",
    "damaged_screens",
    "damaged_entries",
)


def new_game_starts():
    from zootally import games
    from zootally.core import logwrite
    from zootally.core import store as st

    w = ["### A new game's start\n"]
    top = st.Store(bytearray(4096)).capacity() - 1 - st.BLOCK - logwrite.RESERVE
    clean = rel.begin_cuts(range(8, top + 1))
    mid = rel.begin_cuts(range(8, top + 1), partial=True)
    w.append(
        "A new game begins with a BEGIN block (its id, players, number and how many set-up\n"
        "inputs follow) in the log's erased bytes after the last game's END. The block at\n"
        "every record index it can start at (%d to %d: after that the log is written afresh),\n"
        "the power cut at every byte of its write, plain or mid-bits; the device comes back,\n"
        "the table starts the game again and enters 12 inputs, the device comes back once\n"
        "more (`rel.begin_cuts`):\n" % (8, top)
    )
    w.append("| cut | indices | cuts | damaged screens | games lost |")
    w.append("|---|---|---|---|---|")
    w.append(_row("at a byte", clean["indices"], clean["cuts"], clean["damaged"], clean["lost"]))
    w.append(_row("mid-bits", mid["indices"], mid["cuts"], mid["damaged"], mid["lost"]))
    w.append("")
    v3 = rel.index_collisions(st.FORMAT_VERSION, 15)
    v2 = rel.index_collisions(2, 1 + st.BLOCK)
    cap = st.Store(bytearray(4096)).capacity()
    w.append(
        "Where a block was cut short, the next write goes on after it at the block's own\n"
        "index, and the reader tells a record of the block from the write after it by the\n"
        "index its check binds. Every value at every index the log holds (%d), read 1 to N\n"
        "places from where it was written (`rel.index_collisions`):\n" % cap
    )
    w.append("| record check | places (N) | pairs that pass at another index |")
    w.append("|---|---|---|")
    w.append(_row("format 2: 4-bit CRC of value and index", 1 + st.BLOCK, v2))
    w.append(_row("format 3: the index's low four bits, exactly", 15, v3))
    w.append("")
    w.append(
        "Zooscape's card values from settings.toml are the game's set-up inputs, written with\n"
        "its BEGIN block in one write: all there, or no game. Every registered title, with no\n"
        "settings and with settings that change every card value, the power cut at every\n"
        "step (mid-bits) of the game's start (`rel.start_cuts`): the device comes back at the\n"
        "game choice or with the game and all of its set-up, never damaged, never with a part\n"
        "of it, and UNDO at the first question goes back to the player count without taking\n"
        "any of it back.\n"
    )
    w.append("| title | settings | cuts | with the game | at the game choice |")
    w.append("|---|---|---|---|---|")
    for row in games.GAMES:
        for values, how in ((None, "none"), (rel.ALL_VALUES, "every card value")):
            f = rel.start_cuts(row[games.ID], row[games.PLAYERS][0], values, partial=True)
            title = _title(row[games.ID], row[games.PLAYERS][0])
            w.append(_row(title, how, f["cuts"], f["with_it"], f["no_game"]))
    w.append("")
    return w


def erases_and_windows():
    from zootally.core import logwrite
    from zootally.core import store as st

    w = ["### When the sector is still erased, and what a cut there costs\n"]
    cap = st.Store(bytearray(4096)).capacity()
    w.append(
        "Only a write over data erases the RP2040's 4 KB sector (CircuitPython's nvm), and\n"
        "the store writes over data only where the sector must be rewritten. How often, over\n"
        "%d random games of each title and player count played one after the other on one\n"
        "device, ended by NEW (an UNDO and the input again after 1 input in 16;\n"
        "`rel.erases_per_game`), and the same with one and two fixes a game (a random entry\n"
        "changed, the rest kept where legal), written as the device writes them:\n" % ERASE_GAMES
    )
    w.append(
        "| title | records a game (mean / most) | games whose start rewrote the log"
        " | NEWs that rewrote the history | erases a game | with 1 / 2 fixes a game:"
        " fixes that rewrote the log | erases a game |"
    )
    w.append("|---|---|---|---|---|---|---|")
    most = 0
    for game_id, _, counts in _registered():
        for players in counts:
            f = rel.erases_per_game(game_id, players, ERASE_GAMES)
            most = max(most, f["most_records"])
            fixed = [rel.erases_per_game(game_id, players, ERASE_GAMES, fixes=n) for n in (1, 2)]
            w.append(
                _row(
                    _title(game_id, players),
                    "%.0f / %d" % (f["mean_records"], f["most_records"]),
                    "%d (1 in %.1f)" % (f["log_rewrites"], f["games"] / max(1, f["log_rewrites"])),
                    f["history_rewrites"],
                    "%.2f" % (f["erases"] / f["games"]),
                    " / ".join("%d of %d" % (x["fix_rewrites"], x["fixes"]) for x in fixed),
                    " / ".join("%.2f" % (x["erases"] / x["games"]) for x in fixed),
                )
            )
    w.append("")
    k = rel.keep_sweep(partial=True)
    w.append(
        "| window | opens | lasts (RP2040, W25Q flash) | a cut there costs | the device says |"
    )
    w.append("|---|---|---|---|---|")
    w.append(
        "| a game's start rewrites the log | when fewer than %d of the log's %d slots are"
        " left (table above) | the erase, 45 ms typical, 400 ms at most; then the history"
        " (%d bytes) and the new log programmed back | the history: all of it in the"
        " erase, the summaries after the cut while it is programmed back; nothing of a"
        " game (the new one has no input yet; the last one ended) | nothing it can tell:"
        " an erased sector reads as a new device; a summary cut in two reads"
        " `damaged: skipped` |" % (logwrite.RESERVE + 1 + st.BLOCK, cap, st.HISTORY_BYTES)
    )
    w.append(
        "| NEW with a full history | once the history is full (about 100 games), one NEW in"
        " 25 or so (it keeps the newest three quarters) | the same | the history as above,"
        " and the finished game's summary with it; the log (the game just ended) after it"
        " | as above |"
    )
    w.append(
        "| a game outgrows the log | a game writing over %d records (the most above: %d)"
        " | the erase; then the log, its magic and the history programmed back, the log"
        " first | the game in the erase and its log's first %d bytes; while the log is"
        " programmed, the inputs after the cut; then the history (all of it, or the"
        " summaries after the cut) | `Stored game damaged`, the inputs that replay"
        " offered (KEP): a rewrite ends with a SEAL record, so one cut short never"
        " resumes as whole | " % (cap - 2 - st.BLOCK, most, rel.NO_LOG_YET - 1)
    )
    w.append(
        "| a fix outgrows the log | a fix (or its UNDO) whose block does not fit (the table"
        ' above; measured in "A fix that does not fit the log") | the same | the same;'
        " a cut in the block after the SEAL leaves the game as it was | as above, or"
        " `fix not made: redo it` |"
    )
    w.append(
        "| KEP (after damage only) | when the table presses it | the same, the log first"
        " | of %d cuts: %d kept the game, %d brought the damaged screen again (KEP once"
        " more), %d left no game; the history %d whole, %d in part, %d lost | as above |"
        % (
            k["cuts"],
            k["kept"],
            k["damaged_again"],
            k["no_game"],
            k["whole"],
            k["part"],
            k["lost"],
        )
    )
    w.append("")
    w.append(
        "Everything else only programs erased bytes: an input, UNDO, NEW (its summary, then\n"
        "END), a new game with room in the log (a BEGIN block; after a game UNDO took back to\n"
        "the player count, an END and a BEGIN block), a new device's first game (the header\n"
        "and the BEGIN block: only the pages they are on), a log of an older format continued.\n"
        "A torn record is never rewritten: the next write goes into the slot after it and\n"
        "begins with a RESUME record, and the reader passes over torn slots only to one\n"
        "(however many cuts in a row tore them).\n"
    )
    return w


def checks_that_match():
    w = ["### Checks that match the damage\n"]
    e1, t1 = rel.partial_escapes(1)
    e2, t2 = rel.partial_escapes(2)
    e3, t3 = rel.partial_escapes(3)
    w.append(
        "A record is two bytes, its value and its check. Every record torn with some bits of\n"
        "a byte programmed (the two bytes in order, a byte's bits in any order), for every\n"
        "value at 17 record indexes: how many pass the check as a whole record.\n"
    )
    w.append("| record check | torn records tried | passed as whole |")
    w.append("|---|---|---|")
    w.append(
        _row("format 1: CRC-8 of value and index", t1, "%d (1 in %d)" % (e1, t1 // max(1, e1)))
    )
    w.append(_row("format 2: Berger code (count of zeros) + 4-bit CRC of value and index", t2, e2))
    w.append(_row("format 3: Berger code + the index's low four bits XOR a 4-bit CRC", t3, e3))
    w.append("")
    w.append(
        "Programming only turns ones into zeros, so a torn record has fewer zero bits than\n"
        "its count says, or a count raised by the cut: the Berger code catches every tear, and\n"
        "knows it for a tear (a record with more zeros than its count is damage). Every\n"
        "single byte of the header and the log erased, each of its bits flipped, and every\n"
        "record erased whole (both bytes: a record that reads erased with data after it is\n"
        "damage, never the log's end), in a stored game (`rel.byte_damage`):\n"
    )
    w.append(
        "| game | images | of them records erased whole | the game as stored"
        " | the damaged screen | another game, silently |"
    )
    w.append("|---|---|---|---|---|---|")
    for title, rec in examples():
        module, params, inputs = rel.recorded_game(rec)
        f = rel.byte_damage(module, params, inputs)
        w.append(
            _row(
                title,
                f["images"],
                f["records_erased"],
                f["same"] + f["last_dropped"],
                f["damaged"],
                f["changed"],
            )
        )
    w.append("")
    return w


def history_in_a_row():
    w = ["### The history\n"]
    stored = ending = lost = 0
    for seed in range(SUMMARY_RUNS):
        n, e, lo, _ = rel.summaries_in_a_row(SUMMARIES_A_RUN, seed)
        stored += n
        ending += e
        lost += lo
    w.append(
        "Finished games' summaries stored one after the other, as NEW stores them, with random\n"
        "scores; the region fills and is rewritten keeping its newest three quarters. After\n"
        "each, every game that should be there is (`rel.summaries_in_a_row`), a summary whose\n"
        "last byte reads erased (its CRC's low byte 0xFF) too.\n"
    )
    w.append("| summaries | ending in 0xFF | games lost |")
    w.append("|---|---|---|")
    w.append(_row(stored, ending, lost))
    w.append("")
    w.append(
        "A damaged history never blocks play: HISTORY shows `damaged: skipped` in its place,\n"
        "and its next rewrite keeps only intact summaries (tests/test_history.py).\n"
    )
    return w


def _fix_sweeps(**options):
    """rel.fix_cuts of every title's fix, then of its UNDO: (row, which write, the
    figures, how many cuts left the game as before the write, as after it)."""
    from zootally import games

    for row in games.GAMES:
        for undo in (False, True):
            f = rel.fix_cuts(row[games.ID], undo=undo, **options)
            before, after = ("fixed", "old") if undo else ("old", "fixed")
            yield row, "its UNDO" if undo else "the fix", f, f[before], f[after]


def fix_cuts_section():
    from zootally import games

    w = ["### A fix\n"]
    w.append(
        "FIX writes nothing of the game until the fix is whole: its block's FIX record alone as\n"
        "the table begins (so that after a cut the device can say the fix was not made), the\n"
        "rest when it is whole, counted only if all of it is there (docs/record-format.md).\n"
        "After a block cut short the device says `fix not made: redo it` (`fix kept: UNDO\n"
        "again` for an UNDO of a fix), and the next write goes on at the FIX's index.\n"
    )
    w.append(
        "A random game of each title (its most players), an entry a third of the way in fixed\n"
        "with the other input that keeps the most of the rest, the power cut at every step of\n"
        "the fix's write, and of the write of the UNDO that takes it back, whole and mid-bits\n"
        "(`rel.fix_cuts`); after each cut the device boots and the table enters one more input,\n"
        "which must be stored after the game it found. *Said*: the game the write did not\n"
        "change, with the words for it.\n"
    )
    w.append(
        "| title | write | inputs in the block | cuts tried | the game before it | after it"
        " | said | then went on | mid-bits: before or after, said |"
    )
    w.append("|---|---|---|---|---|---|---|---|---|")
    for row, write, f, before, after in _fix_sweeps():
        fp = rel.fix_cuts(row[games.ID], partial=True, undo=write == "its UNDO")
        w.append(
            _row(
                row[games.TITLE],
                write,
                f["block"],
                f["cuts"],
                before,
                after,
                f["said"],
                f["went_on"],
                "%d of %d, %d" % (fp["old"] + fp["fixed"], fp["cuts"], fp["said"]),
            )
        )
    w.append("")
    w.append(
        "Where the cut left nothing of the block (`resumed`), or only its FIX record torn\n"
        "(a record whose value the cut left unknown: `last entry lost: redo`), the device\n"
        "cannot say more; everywhere else it says what happened.\n"
    )
    w.append("#### A fix that does not fit the log\n")
    w.append(
        "A fix whose block (or its UNDO's) does not fit the log's erased slots writes the log\n"
        "afresh, one erase: the game as it was, its SEAL, then the block; the log is programmed\n"
        "before the history, so a cut after the erase costs the history, never the game. The\n"
        "same game, UNDO and the input again at its end until the block no longer fits, cut at\n"
        "every step of that write, mid-bits (`rel.fix_cuts(..., full=True)`):\n"
    )
    w.append(
        "| title | write | cuts tried | the game before it | after it | said"
        " | the damaged screen (KEP: the inputs before it) | no game | history whole |"
    )
    w.append("|---|---|---|---|---|---|---|---|---|")
    for row, write, f, before, after in _fix_sweeps(partial=True, full=True):
        w.append(
            _row(
                row[games.TITLE],
                write,
                f["cuts"],
                before,
                after,
                f["said"],
                f["damaged"],
                f["none"],
                f["history"],
            )
        )
    w.append("")
    w.append(
        "*No game* is the erase itself and the log's first %d bytes (its header, BEGIN block\n"
        "and first input), before any input of the game is in the flash again. How often a fix\n"
        "opens this window is in the table of erases above.\n" % (rel.NO_LOG_YET - 1)
    )
    return w


def damaged_storage():
    from nvm_model import Rp2040Nvm
    from zootally.ui import keys

    w = ["## Damaged storage\n"]
    w.append(
        "Each image is booted; then every key but the deciding ones (KEP, NEW, YES) is pressed.\n"
        "Nothing is written without a yes: NEW asks twice, KEP writes back only what replays.\n"
    )
    w.append(
        "| what the flash holds | the first screen says | choices | flash unchanged by other keys |"
    )
    w.append("|---|---|---|---|")
    for name, image in rel.damaged_images():
        nvm = Rp2040Nvm(data=image)
        shell = rel.boot(nvm)
        v = shell.view
        said = " / ".join(v.shown())
        choices = " ".join(o[0] for o in v.slots if o)
        if shell.session is not None:  # not damage: a shorter game, and it resumes
            w.append(_row(name, said, "(a game: it resumes)", "-"))
            continue
        deciding = [i for i, o in enumerate(v.slots) if o and o[0] in ("KEP", "NEW", "YES")]
        for k in [k for k in range(keys.SLOTS) if k not in deciding] + [keys.UNDO, keys.MENU]:
            shell.press(k)
            shell.press(keys.BACK)
        w.append(_row(name, said, choices, "yes" if bytes(nvm.data) == image else "NO"))
    w.append("")
    return w


def bad_input():
    import test_ui_state_machine as sm
    from hypothesis import settings
    from hypothesis.stateful import run_state_machine_as_test

    w = ["## Bad input\n"]
    sm.DeviceMachine.presses = sm.DeviceMachine.cuts = sm.DeviceMachine.cuts_in_writes = 0
    run_state_machine_as_test(
        sm.DeviceMachine,
        settings=settings(
            max_examples=STATE_MACHINE_EXAMPLES,
            stateful_step_count=STATE_MACHINE_STEPS,
            deadline=None,
        ),
    )
    w.append(
        "A hypothesis state machine over the UI (`tests/test_ui_state_machine.py`): %d runs of\n"
        "up to %d steps from a blank device or a game in progress, %d key presses (any key on\n"
        "any screen, UNDO from the start, repeats, encoder spins, holds) and %d power cuts at\n"
        "random moments (%d of them inside a write, the byte being programmed keeping a random\n"
        "part of its bits; cuts in a row whenever two are drawn one after the other), checking\n"
        "after every step that nothing raised, every line fits, a dark key says why, the game\n"
        "is its log, the cards are all there, rounds score by the formula, and cuts never\n"
        "bring the damaged screen. The test suite runs 60 runs of 60 steps.\n"
        % (
            STATE_MACHINE_EXAMPLES,
            STATE_MACHINE_STEPS,
            sm.DeviceMachine.presses,
            sm.DeviceMachine.cuts,
            sm.DeviceMachine.cuts_in_writes,
        )
    )
    w.append(
        "Every screen reachable within N presses (`tests/test_walk.py`), breadth first, every\n"
        "logical key at every state (the keys are the same on every board profile):\n"
    )
    w.append("| from | N | states | distinct screens |")
    w.append("|---|---|---|---|")
    for name, shell in rel.walk_starts():
        depth = rel.WALK_DEPTH.get(name, 4)
        states, screens = rel.walk(shell, depth)
        w.append(_row(name, depth, states, screens))
    w.append("")
    w.append(
        "Settings (`tests/test_settings.py`): wrong types, out-of-range values, unknown keys,\n"
        "no file, and any text hypothesis makes up: defaults, and every problem listed before\n"
        "the first screen.\n"
    )
    w.append(
        "Files a user names on the host (`tests/test_host_fuzz.py`,\n"
        "`tests/test_host_tools.py`): `tools/replay.py` and the simulator's `--load`,\n"
        "`--script` and `--settings`, given random bytes, real records cut anywhere, with lines\n"
        "dropped, repeated or swapped, words changed and parts in another encoding (Latin-1,\n"
        "UTF-16, cp1252, a BOM). Each tool reads the file or refuses it with one line and status\n"
        "2 (missing, a folder, unreadable, binary, not UTF-8 with the line named, over 1 MB, or a\n"
        "record line naming what the table was waiting for); no traceback, and `record.parse`\n"
        "raises nothing but `RecordError`.\n"
    )
    w.append("| check | examples | result |")
    w.append("|---|---|---|")
    for name, result in fuzz_host_files(FILE_FUZZ_EXAMPLES):
        w.append(_row(name, FILE_FUZZ_EXAMPLES, result))
    w.append("")
    w.append(
        "The test suite runs 150 examples of each (25 of the simulator's, which boots a device\n"
        "each time); `ZT_FUZZ_EXAMPLES=N tools/test tests/test_host_fuzz.py` runs N.\n"
    )
    return w


def keys_and_questions_section():
    w = ["## Keys and questions over many games\n"]
    w.append(
        "Random legal games of every registered game and player count, entered by keys on the\n"
        "device's shell as a table would (`tests/test_forced.py`): every screen that asks a\n"
        "question has two legal answers or more and nothing the device could answer is left\n"
        "asked, and the game ends as the table's did. In the first %d games of each, three\n"
        "random states are also checked as `tests/test_lit_keys.py` does: every lit key enters\n"
        "a legal input or leads to one, none is refused, and every legal input is a key or two\n"
        "away (positions and set-ups excepted, as there).\n" % LIT_KEY_GAMES
    )
    w.append("| game | players | games | of them lit keys checked | questions asked | failures |")
    w.append("|---|---|---|---|---|---|")
    for name, players, n, lit_n, asked, failures in keys_and_questions(
        QUESTION_GAMES, LIT_KEY_GAMES
    ):
        w.append(_row(name, players, n, lit_n, asked, len(failures)))
        for f in failures[:5]:
            w.append(_row("", "", "", "", "", f.replace("|", "/")))
    w.append("")
    w.append(
        "The test suite runs 10 hypothesis examples of each title and fixed seeds of the lit\n"
        "keys, with Zooscape 4 players seed 437 (a Breakage the device answers) among them.\n"
    )
    return w


def pull_section():
    import json
    import subprocess

    w = ["## What crosses from outside: zootally pull\n"]
    w.append(
        "%d genuine sendings (a random game of a random registered game, cut anywhere, its\n"
        "history line, the end line with the CRC-32, CR LF, CircuitPython's status bar in front),\n"
        "each mutated as a cable, a port and a console might (up to three of: a lost chunk, a\n"
        "repeated chunk, one or two bits flipped, noise, the status bar again anywhere, a cut;\n"
        "one in fifty an endless stream), through `pull` (`tests/reliability.py`\n"
        "`pull_mutated`; the suite runs 150, `tests/test_pull_fuzz.py`):\n" % PULL_SENDINGS
    )
    f = pull_sweep(PULL_SENDINGS)
    w.append(
        "| sendings | filed whole | already had | refused (damaged, cut, not read back)"
        " | tracebacks | files outside the folder | damaged records filed as whole"
        " | runs past the deadline | peak memory |"
    )
    w.append("|---|---|---|---|---|---|---|---|---|")
    w.append(
        _row(
            PULL_SENDINGS,
            f["filed"],
            f["had"],
            f["refused"],
            f["tracebacks"],
            f["outside"],
            f["wrong"],
            f["late"],
            "%.1f MB" % (f["peak"] / 1e6),
        )
    )
    w.append("")
    # In a process of its own: a full disk is the process's file size limit.
    program = "import json, reliability; print(json.dumps(reliability.fs_faults()))"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    r = subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, env=env, capture_output=True, text=True
    )
    faults = json.loads(r.stdout) if r.returncode == 0 else None
    w.append(
        "The computer's own files at fault (`rel.fs_faults`): a link to a file or to a folder\n"
        "outside, a FIFO, a folder or a file planted at every name pull writes (the record,\n"
        "history.txt, damaged/ and the record kept there), and a full disk at every size up to\n"
        "all it writes (the process's file size limit, as `ulimit -f` sets: a short write,\n"
        "then EFBIG). A record is written under a name of its own and linked into place;\n"
        "history lines are appended whole or not at all; damaged/ must be a plain folder.\n"
    )
    w.append("| runs | bytes pull writes | tracebacks | writes outside | half lines | hangs |")
    w.append("|---|---|---|---|---|---|")
    if faults is None:
        w.append(_row("FAILED", r.stderr.strip().splitlines()[-1:], "", "", "", ""))
    else:
        w.append(
            _row(
                faults["runs"],
                faults["bytes written"],
                faults["traceback"],
                faults["outside"],
                faults["half line"],
                faults["hang"],
            )
        )
    w.append("")
    w.append(
        "A record is filed only when its end line's CRC-32 matches the bytes and it reads back\n"
        "with the firmware's own reader; its name comes from the registry and a hash of the\n"
        "game, never from the bytes. Other edges are tested one by one in\n"
        "`tests/test_pull_edges.py` (paths in the text, planted links, the status bar's exact\n"
        "bytes, bad history lines, a real pseudo-terminal from `tools/sim --serial`).\n"
    )
    return w


def soak_section():
    import test_soak
    from zootally import games as registry

    w = ["## Soak\n"]
    w.append(
        "Random full games in a row of every shipped game on the MicroPython unix port, with a\n"
        "heap of %s and 4 KB more a player over four (tests/test_soak.py says why; .mpy\n"
        "firmware), through the session and the store, with an UNDO (and the input again)\n"
        "now and then, on one long-lived device: no MemoryError, the device's result the\n"
        "table's, and the live heap after each game does not grow (the player counts take\n"
        "turns; every tenth Zooscape game is tally-only).\n" % test_soak.heap_cap([4])
    )
    w.append(
        "| title | heap | games | inputs | UNDOs | live heap after a game, bytes (first to last) |"
    )
    w.append("|---|---|---|---|---|---|")
    for game_id, name, players in test_soak.TITLES:
        heap = test_soak.heap_cap(players)
        with tempfile.TemporaryDirectory() as tmp:
            f = test_soak.soak(tmp, name, heap)
        heaps = " ".join(str(h) for _, h in f["heap"])
        title = registry.entry(game_id)[registry.TITLE]
        w.append(_row(title, heap, f["games"], f["inputs"], f["undos"], heaps))
    w.append("")
    return w


def explore_section():
    """The property tests (pytest -m hypothesis) with EXPLORE_TIMES times their examples,
    under EXPLORE_SEEDS seeds: examples drawn, failures."""
    import re
    import subprocess

    w = ["## Property tests, explored\n"]
    rows = []
    for seed in range(1, EXPLORE_SEEDS + 1):
        env = dict(os.environ, ZT_EXPLORE=str(EXPLORE_TIMES), SDL_VIDEODRIVER="dummy")
        env.pop("CI", None)
        r = subprocess.run(
            [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-m", "hypothesis"]
            + ["--hypothesis-seed=%d" % seed, "--hypothesis-show-statistics", "-q"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
        drawn = sum(int(n) for n in re.findall(r"- (\d+) passing", r.stdout))
        failing = re.findall(r"^FAILED (\S+)", r.stdout, re.M)
        tests = len(re.findall(r"^tests/\S+:$", r.stdout, re.M))
        rows.append((seed, tests, drawn, failing))
        print("explore seed", seed, tests, drawn, failing, flush=True)
    w.append(
        "CI draws the same examples on every run (tests/conftest.py: the `ci` profile,\n"
        "derandomized); a developer's run draws new ones from a seed it prints. Here every\n"
        "property test (`pytest -m hypothesis`) with %d times the suite's examples, under\n"
        "%d seeds (`tools/test --explore %d --hypothesis-seed=S` runs one). A counterexample\n"
        "found becomes an `@example` in the test that found it.\n"
        % (EXPLORE_TIMES, EXPLORE_SEEDS, EXPLORE_TIMES)
    )
    w.append("| seed | property tests | examples passed | failures |")
    w.append("|---|---|---|---|")
    for seed, tests, drawn, failing in rows:
        w.append(_row(seed, tests, drawn, ", ".join(failing) or 0))
    w.append("")
    return w


POWER = "power-cuts.md"
OTHERS = "reliability.md"
# The sections in their pages' order: (name for --only, the function, its page in docs/).
SECTIONS = (
    ("power", power_cuts, POWER),
    ("in-a-row", cuts_in_a_row, POWER),
    ("finished", finished_to_next, POWER),
    ("starts", new_game_starts, POWER),
    ("erases", erases_and_windows, POWER),
    ("checks", checks_that_match, POWER),
    ("history", history_in_a_row, POWER),
    ("fix", fix_cuts_section, POWER),
    ("damaged", damaged_storage, OTHERS),
    ("bad-input", bad_input, OTHERS),
    ("keys", keys_and_questions_section, OTHERS),
    ("pull", pull_section, OTHERS),
    ("soak", soak_section, OTHERS),
    ("explore", explore_section, OTHERS),
)
SAMPLED = (
    "The same checks run, asserted, on a sample in the test suite: `tests/test_reliability.py`,\n"
    "`test_store.py`, `test_history.py`, `test_fix.py`, `test_ui_state_machine.py`,\n"
    "`test_walk.py`, `test_soak.py`, `test_pull_edges.py`, `test_pull_fuzz.py`,\n"
    "`test_log_fuzz.py` (any stored records with their checks right)."
)
HEADS = {
    POWER: "# Power cuts: never lose a game\n\n"
    "A power cut at any moment, in any write, any number of times in a row: what the\n"
    "device comes back with, measured over every step of every write. (Damaged storage,\n"
    "bad input and the rest: reliability.md.)",
    OTHERS: "# Reliability: never crash, never take bad input\n\n"
    "Damaged storage, any key on any screen, files and serial input from outside, long\n"
    "runs. (Power cuts: power-cuts.md.)",
}


def main(argv=None):
    names = [n for n, _, _ in SECTIONS]
    p = argparse.ArgumentParser(prog="tools/reliability")
    p.add_argument("--no-write", action="store_true", help="print only")
    p.add_argument("--only", nargs="+", choices=names, help="these sections (printed only)")
    a = p.parse_args(argv)
    pages: dict = {}  # page: its sections' lines
    seconds: dict = {}  # page: the time its sections took
    for name, section, page in SECTIONS:
        if a.only and name not in a.only:
            continue
        print("-- %s" % name, flush=True)
        started = time.time()
        out = pages.setdefault(page, [])
        out.extend(section())
        seconds[page] = seconds.get(page, 0) + time.time() - started
    for page in (POWER, OTHERS):
        if page not in pages:
            continue
        text = "\n".join(
            [
                HEADS[page]
                + " Figures written by `tools/reliability` on %s.\n" % time.strftime("%Y-%m-%d"),
                SAMPLED + "\n",
            ]
            + pages[page]
            + [
                "Reproduce: `tools/reliability` (this page: %d s here; `--only NAME` runs a"
                " section and prints it)." % seconds[page]
            ]
        )
        print(text)
        if not a.no_write and not a.only:
            with open(os.path.join(ROOT, "docs", page), "w") as f:
                f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
