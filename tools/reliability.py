#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run the reliability suite at full size and write docs/reliability.md with its figures.

    tools/reliability           (--no-write: print only)

The same checks run in the test suite (tests/test_reliability.py, test_ui_state_machine.py,
test_walk.py, test_soak.py), which assert them; this tool counts them for the doc."""

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


# The recorded games of docs/examples the power-cut sweeps play.
EXAMPLES = (
    ("ZooStock 4 players", "zoostock-4p.rec"),
    ("ZooStock 3 players", "zoostock-3p.rec"),
    ("Zooscape 4 players", "zooscape-4p.rec"),
    ("Zooscape 6 players", "zooscape-6p.rec"),
    ("Zoo-ography 2 players", "zoo-ography-2p.rec"),
    ("Zoo-ography solo", "zoo-ography-solo.rec"),
)


def main(argv=None):
    p = argparse.ArgumentParser(prog="tools/reliability")
    p.add_argument("--no-write", action="store_true")
    a = p.parse_args(argv)
    started = time.time()
    out = []
    w = out.append
    w("# Reliability: never lose a game, never crash\n")
    w(
        "Figures written by `tools/reliability` on %s. The same checks run, asserted, in the"
        % time.strftime("%Y-%m-%d")
    )
    w("test suite: `tests/test_reliability.py`, `test_ui_state_machine.py`, `test_walk.py`,")
    w("`test_soak.py`.\n")

    from zootally.core import store as st

    cap = st.Store(bytearray(4096)).capacity()
    most = 0  # records a game wrote, the most over the erase table's games
    w("## Power cuts\n")
    w("A whole recorded game (`docs/examples/`, with an UNDO and the input again every ninth")
    w("input) is played into a model of the RP2040's nvm (`tests/mp/nvm_model.py`) that holds")
    w("an older game and a history of six. The power is cut at every step of every write:")
    w("each byte programmed, and the sector erase, where a cut leaves the sector erased or")
    w("half-programmed. After each cut the firmware boots from the flash, then plays the rest")
    w("of the game and boots once more. *Mid-bits*: the same again with the byte being")
    w("programmed at the cut keeping a random part of its bits (a cell programmed bit by")
    w("bit, in any order).\n")
    w(
        "| title | cuts tried | resumed at the last committed input | came back as no game"
        " | then kept the rest | history whole | mid-bits: resumed exactly |"
    )
    w("|---|---|---|---|---|---|---|")
    for title, rec in EXAMPLES:
        module, params, inputs = rel.recorded_game(rec)
        f = rel.sweep(module, params, inputs)
        fp = rel.sweep(module, params, inputs, partial=True)
        w(
            "| %s | %d | %d | %d | %d | %d | %d of %d |"
            % (
                title,
                f["cuts"],
                f["exact"],
                f["empty_new_game"],
                f["resumed_and_finished"],
                f["history_whole"],
                fp["exact"] + fp["empty_new_game"],
                fp["cuts"],
            )
        )
    w("")
    w("Never an exception, never a resume anywhere but at the last input whose write had")
    w("finished. The cuts that come back as *no game* all fall inside the new game's first")
    w("write, here one that rewrites the log (over an older game: its erase, the history")
    w("programmed back, then its header), before anything was entered: the device shows the")
    w("game menu again. The history is whole after every other cut; after those, a part of")
    w("it or none.\n")
    w("### Cuts in a row\n")
    w("Random moments of each recorded game, bytes cut mid-bits: the power goes, the device")
    w("comes back, and the power goes again within its next write or two, N times in a row")
    w("(so torn records follow each other); the game is resumed from where the device says")
    w("after each, then played to its end (`rel.repeated_cuts`).\n")
    w(
        "| title | in a row | games | cuts | boots at the last whole input | damaged screens"
        " | whole at the end |"
    )
    w("|---|---|---|---|---|---|---|")
    for title, rec in EXAMPLES:
        module, params, inputs = rel.recorded_game(rec)
        for run in (2, 3, 10):
            f = rel.repeated_cuts(module, params, inputs, run, games=REPEATED_GAMES, seed=run)
            w(
                "| %s | %d | %d | %d | %d | %d | %d |"
                % (
                    title,
                    run,
                    f["games"],
                    f["cuts"],
                    f["exact"],
                    f["damaged"],
                    f["whole_at_the_end"],
                )
            )
    w("")
    w("### From a finished game to the next: the history\n")
    w("A finished game on the device and six in the history; the table presses MENU, NEW,")
    w("YES, YES (the game's summary goes into the history's erased bytes, then an END record")
    w("into the log), the game and the player count (a BEGIN block after it) and enters 12")
    w("inputs. The power is cut at every step of every write, plain or mid-bits, once or N")
    w("times in a row; after the cuts the table goes on as it finds the device (NEW again if")
    w("the finished game is still on it). Then the history must hold the six and the")
    w("finished game once, and the new game its inputs (tests/test_reliability.py).\n")
    w(
        "| finished game | cuts | erases | right after the first cut: with the game"
        " | as before (NEW to press again) | lost | damaged screens | damaged entries after |"
    )
    w("|---|---|---|---|---|---|---|---|")
    for title, rec in (EXAMPLES[0], EXAMPLES[3], EXAMPLES[5]):  # one of each title
        module, params, inputs = rel.recorded_game(rec)
        for partial, run, how in (
            (False, 1, ""),
            (True, 1, ", mid-bits"),
            (True, 2, ", mid-bits, 2 in a row"),
            (True, 3, ", mid-bits, 3 in a row"),
            (True, 10, ", mid-bits, 10 in a row"),
        ):
            f = rel.history_sweep(module, params, inputs, partial, run, seed=run)
            w(
                "| %s%s | %d | %d | %d | %d | %d | %d | %d |"
                % (
                    title,
                    how,
                    f["cuts"],
                    f["erases"],
                    f["with_it"],
                    f["as_before"],
                    f["lost"],
                    f["damaged_screens"],
                    f["damaged_entries"],
                )
            )
    w("")
    w("NEW erases nothing now (issue 23): it used to erase the sector, and a cut in that")
    w("erase lost the game just kept and the whole history. A summary cut short is not")
    w("shown once NEW has written it whole after it (the reader sees its bytes are the")
    w("beginning of that summary's, programmed in part).\n")
    w("### When the sector is still erased, and what a cut there costs\n")
    w("Only a write over data erases the RP2040's 4 KB sector (CircuitPython's nvm), and")
    w("the store writes over data only where the sector must be rewritten. How often, over")
    w(
        "%d random games of each title and player count played one after the other on one"
        % ERASE_GAMES
    )
    w("device, ended by NEW (an UNDO and the input again after 1 input in 16;")
    w("`rel.erases_per_game`):\n")
    w(
        "| title | records a game (mean / most) | games whose start rewrote the log"
        " | NEWs that rewrote the history | erases a game (before: 1) |"
    )
    w("|---|---|---|---|---|")
    for game_id, _, counts in _registered():
        for players in counts:
            f = rel.erases_per_game(game_id, players, ERASE_GAMES)
            most = max(most, f["most_records"])
            from zootally import games

            title = games.load(game_id).NAME
            w(
                "| %s %s | %.0f / %d | %d (1 in %.1f) | %d | %.2f |"
                % (
                    title,
                    "solo" if players == 1 else "%d players" % players,
                    f["mean_records"],
                    f["most_records"],
                    f["log_rewrites"],
                    f["games"] / max(1, f["log_rewrites"]),
                    f["history_rewrites"],
                    f["erases"] / f["games"],
                )
            )
    w("")
    k = rel.keep_sweep(partial=True)
    w("| window | opens | lasts (RP2040, W25Q flash) | a cut there costs | the device says |")
    w("|---|---|---|---|---|")
    w(
        "| a game's start rewrites the log | when fewer than %d of the log's %d slots are"
        " left (table above) | the erase, 45 ms typical, 400 ms at most; then the history"
        " (%d bytes) and the new log programmed back | the history: all of it in the"
        " erase, the summaries after the cut while it is programmed back; nothing of a"
        " game (the new one has no input yet; the last one ended) | nothing it can tell:"
        " an erased sector reads as a new device; a summary cut in two reads"
        " `damaged: skipped` |" % (st.RESERVE + 1 + st.BLOCK, cap, st.HISTORY_BYTES)
    )
    w(
        "| NEW with a full history | once the history is full (about 100 games), one NEW in"
        " 25 or so (it keeps the newest three quarters) | the same | the history as above,"
        " and the finished game's summary with it; the log (the game just ended) after it"
        " | as above |"
    )
    w(
        "| a game outgrows the log | a game writing over %d records (the most above: %d)"
        " | the same | the game in progress (no input of it in the erase; while programmed"
        " back, the inputs after the cut) | `Stored game damaged`, the inputs that replay"
        " offered (KEP): a rewrite ends with a SEAL record, so one cut short never"
        " resumes as whole | " % (cap - 1, most)
    )
    w(
        "| KEP (after damage only) | when the table presses it | the same | of %d cuts:"
        " %d kept the game, %d brought the damaged screen again (KEP once more), %d left no"
        " game; the history %d whole, %d in part, %d lost | as above |"
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
    w("")
    w("Everything else only programs erased bytes: an input, UNDO, NEW (its summary, then")
    w("END), a new game with room in the log (a BEGIN block), a format 1 log continued. A")
    w("torn record is never rewritten: the next write goes into the slot after it and")
    w("begins with a RESUME record, and the reader passes over torn slots only to one")
    w("(however many cuts in a row tore them). One 4 KB sector holds everything: a board")
    w("with more nvm, or a second sector, would close the windows left.\n")
    w("### Checks that match the damage\n")
    e1, t1 = rel.partial_escapes(1)
    e2, t2 = rel.partial_escapes(2)
    w("A record is two bytes, its value and its check. Every record torn with some bits of")
    w("a byte programmed (the two bytes in order, a byte's bits in any order), for every")
    w("value at 17 record indexes: how many pass the check as a whole record.\n")
    w("| record check | torn records tried | passed as whole |")
    w("|---|---|---|")
    w("| format 1: CRC-8 of value and index | %d | %d (1 in %d) |" % (t1, e1, t1 // max(1, e1)))
    w("| format 2: Berger code (count of zeros) + 4-bit CRC | %d | %d |" % (t2, e2))
    w("")
    w("Programming only turns ones into zeros, so a torn record has fewer zero bits than")
    w("its count says, or a count raised by the cut: format 2 catches every tear, and")
    w("knows it for a tear (a record with more zeros than its count is damage). Every")
    w("single byte of the header and the log erased, and each of its bits flipped, in a")
    w("stored game (`rel.byte_damage`):\n")
    w("| game | images | the game as stored | the damaged screen | another game, silently |")
    w("|---|---|---|---|---|")
    for title, rec in EXAMPLES:
        module, params, inputs = rel.recorded_game(rec)
        f = rel.byte_damage(module, params, inputs)
        w(
            "| %s | %d | %d | %d | %d |"
            % (title, f["images"], f["same"] + f["last_dropped"], f["damaged"], f["changed"])
        )
    w("")
    w("- **A damaged history** (bytes that are no summary, a CRC that fails) never blocks")
    w("  play: the game in the log resumes, HISTORY shows `damaged: skipped` in its place,")
    w("  and the next rewrite of the history keeps only intact summaries (tests/")
    w("  test_history.py, random bytes).\n")

    w("## Damaged storage\n")
    w("Each image is booted; then every key but the deciding ones (KEP, NEW, YES) is pressed.")
    w("Nothing is written without a yes: NEW asks twice, KEP writes back only what replays.\n")
    w("| what the flash holds | the first screen says | choices | flash unchanged by other keys |")
    w("|---|---|---|---|")
    from nvm_model import Rp2040Nvm
    from zootally.ui import keys

    for name, image in rel.damaged_images():
        nvm = Rp2040Nvm(data=image)
        shell = rel.boot(nvm)
        v = shell.view
        said = " / ".join(v.shown())
        choices = " ".join(o[0] for o in v.slots if o)
        if shell.session is not None:  # not damage: a shorter game, and it resumes
            w("| %s | %s | (a game: it resumes) | - |" % (name, said))
            continue
        deciding = [i for i, o in enumerate(v.slots) if o and o[0] in ("KEP", "NEW", "YES")]
        for k in [k for k in range(keys.SLOTS) if k not in deciding] + [keys.UNDO, keys.MENU]:
            shell.press(k)
            shell.press(keys.BACK)
        w(
            "| %s | %s | %s | %s |"
            % (name, said, choices, "yes" if bytes(nvm.data) == image else "NO")
        )
    w("")

    w("## Bad input\n")
    import test_ui_state_machine as sm
    from hypothesis import settings
    from hypothesis.stateful import run_state_machine_as_test

    sm.DeviceMachine.presses = sm.DeviceMachine.cuts = sm.DeviceMachine.cuts_in_writes = 0
    run_state_machine_as_test(
        sm.DeviceMachine,
        settings=settings(
            max_examples=STATE_MACHINE_EXAMPLES,
            stateful_step_count=STATE_MACHINE_STEPS,
            deadline=None,
        ),
    )
    w(
        "A hypothesis state machine over the UI (`tests/test_ui_state_machine.py`): %d runs of"
        % STATE_MACHINE_EXAMPLES
    )
    w(
        "up to %d steps from a blank device or a game in progress, %d key presses (any key on"
        % (STATE_MACHINE_STEPS, sm.DeviceMachine.presses)
    )
    w(
        "any screen, UNDO from the start, repeats, encoder spins, holds) and %d power cuts at"
        % sm.DeviceMachine.cuts
    )
    w(
        "random moments (%d of them inside a write, the byte being programmed keeping a random"
        % sm.DeviceMachine.cuts_in_writes
    )
    w("part of its bits; cuts in a row whenever two are drawn one after the other), checking")
    w("after every step that nothing raised, every line fits, a dark key says why, the game")
    w("is its log, the cards are all there, rounds score by the formula, and cuts never")
    w("bring the damaged screen. The test suite runs 60 runs of 60 steps.\n")
    w("Every screen reachable within N presses (`tests/test_walk.py`), breadth first, every")
    w("logical key at every state (the keys are the same on every board profile):\n")
    w("| from | N | states | distinct screens |")
    w("|---|---|---|---|")
    for name, shell in rel.walk_starts():
        depth = rel.WALK_DEPTH.get(name, 4)
        states, screens = rel.walk(shell, depth)
        w("| %s | %d | %d | %d |" % (name, depth, states, screens))
    w("")
    w("Settings (`tests/test_settings.py`): wrong types, out-of-range values, unknown keys,")
    w("no file, and any text hypothesis makes up: defaults, and a warning on the first screen.\n")
    w("Files a user names on the host (`tests/test_host_fuzz.py`, `tests/test_host_tools.py`):")
    w("`tools/replay.py` and the simulator's `--load`, `--script` and `--settings`, given random")
    w("bytes, real records cut anywhere, with lines dropped, repeated or swapped, words changed")
    w("and parts in another encoding (Latin-1, UTF-16, cp1252, a BOM). Each tool reads the file")
    w("or refuses it with one line and status 2 (missing, a folder, unreadable, binary, not")
    w("UTF-8 with the line named, over 1 MB, or a record line naming what the table was")
    w("waiting for); no traceback, and `record.parse` raises nothing but `RecordError`.\n")
    fuzz = fuzz_host_files(FILE_FUZZ_EXAMPLES)
    w("| check | examples | result |")
    w("|---|---|---|")
    for name, result in fuzz:
        w("| %s | %d | %s |" % (name, FILE_FUZZ_EXAMPLES, result))
    w("")
    w("The test suite runs 150 examples of each (25 of the simulator's, which boots a device")
    w("each time); `ZT_FUZZ_EXAMPLES=N tools/test tests/test_host_fuzz.py` runs N.\n")

    w("## Keys and questions over many games\n")
    w("Random legal games of every registered game and player count, entered by keys on the")
    w("device's shell as a table would (`tests/test_forced.py`): every screen that asks a")
    w("question has two legal answers or more and nothing the device could answer is left")
    w(
        "asked, and the game ends as the table's did. In the first %d games of each, three"
        % LIT_KEY_GAMES
    )
    w("random states are also checked as `tests/test_lit_keys.py` does: every lit key enters")
    w("a legal input or leads to one, none is refused, and every legal input is a key or two")
    w("away (positions and set-ups excepted, as there).\n")
    w("| game | players | games | of them lit keys checked | questions asked | failures |")
    w("|---|---|---|---|---|---|")
    for name, players, n, lit_n, asked, failures in keys_and_questions(
        QUESTION_GAMES, LIT_KEY_GAMES
    ):
        w("| %s | %d | %d | %d | %d | %d |" % (name, players, n, lit_n, asked, len(failures)))
        for f in failures[:5]:
            w("| | | | | | %s |" % f.replace("|", "/"))
    w("")
    w("The test suite runs 10 hypothesis examples of each title and fixed seeds of the lit")
    w("keys, with Zooscape 4 players seed 437 (a Breakage the device answers) among them.\n")

    w("## What crosses from outside: zootally pull\n")
    w(
        "%d genuine sendings (a random game of a random registered game, cut anywhere, its"
        % PULL_SENDINGS
    )
    w("history line, the end line with the CRC-32, CR LF, CircuitPython's status bar in front),")
    w("each mutated as a cable, a port and a console might (up to three of: a lost chunk, a")
    w("repeated chunk, one or two bits flipped, noise, the status bar again anywhere, a cut;")
    w("one in fifty an endless stream), through `pull` (`tests/reliability.py`")
    w("`pull_mutated`; the suite runs 150, `tests/test_pull_fuzz.py`):\n")
    f = pull_sweep(PULL_SENDINGS)
    w(
        "| sendings | filed whole | already had | refused (damaged, cut, not read back)"
        " | tracebacks | files outside the folder | damaged records filed as whole"
        " | runs past the deadline | peak memory |"
    )
    w("|---|---|---|---|---|---|---|---|---|")
    w(
        "| %d | %d | %d | %d | %d | %d | %d | %d | %.1f MB |"
        % (
            PULL_SENDINGS,
            f["filed"],
            f["had"],
            f["refused"],
            f["tracebacks"],
            f["outside"],
            f["wrong"],
            f["late"],
            f["peak"] / 1e6,
        )
    )
    w("")
    w("A record is filed only when its end line's CRC-32 matches the bytes and it reads back")
    w("with the firmware's own reader; its name comes from the registry and a hash of the")
    w("game, never from the bytes. Other edges are tested one by one in")
    w("`tests/test_pull_edges.py` (paths in the text, planted links, the status bar's exact")
    w("bytes, bad history lines, a real pseudo-terminal from `tools/sim --serial`).\n")

    w("## Soak\n")
    import test_soak

    w("Random full games in a row of every shipped game on the MicroPython unix port, with a")
    w("64 KB heap and 4 KB more a player over four (tests/test_soak.py says why; .mpy")
    w("firmware), through the session and the store, with an UNDO (and the input again)")
    w("now and then, on one long-lived device: no MemoryError, the device's result the")
    w("table's, and the live heap after each game does not grow (the player counts take")
    w("turns; every tenth Zooscape game is tally-only).\n")
    w("| title | heap | games | inputs | UNDOs | live heap after a game, bytes (first to last) |")
    w("|---|---|---|---|---|---|")
    from zootally import games as registry

    for game_id, name, players in test_soak.TITLES:
        heap = test_soak.heap_cap(players)
        with tempfile.TemporaryDirectory() as tmp:
            f = test_soak.soak(tmp, name, heap)
        heaps = " ".join(str(h) for _, h in f["heap"])
        title = registry.entry(game_id)[registry.TITLE]
        w(
            "| %s | %s | %d | %d | %d | %s |"
            % (title, heap, f["games"], f["inputs"], f["undos"], heaps)
        )
    w("")
    w(
        "Reproduce: `tools/reliability` (%d s here); `tools/test` runs the same checks."
        % (time.time() - started)
    )
    text = "\n".join(out) + "\n"
    print(text)
    if not a.no_write:
        with open(os.path.join(ROOT, "docs", "reliability.md"), "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
