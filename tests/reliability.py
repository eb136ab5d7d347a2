# SPDX-License-Identifier: MIT
"""The reliability checks of docs/reliability.md, shared by the tests (which assert) and
tools/reliability.py (which writes the figures into the doc).

Power cuts: a whole recorded game is played into a model of the RP2040's nvm that holds an
older game, and the power is cut at every step of every write (every byte programmed, and
the sector erase). After each cut the firmware boots from what the flash holds: it must
resume at the last input whose write had completed, never raise, and go on storing the
rest of the game so that a second boot finds all of it."""

import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "mp"))

from nvm_model import PowerCut, Rp2040Nvm  # noqa: E402
from zootally import games  # noqa: E402
from zootally.core import history, record  # noqa: E402
from zootally.core import store as st  # noqa: E402
from zootally.core import summary as sm  # noqa: E402
from zootally.core.checksum import crc8  # noqa: E402
from zootally.core.session import Session  # noqa: E402
from zootally.ui import keys  # noqa: E402
from zootally.ui.shell import Shell  # noqa: E402

ROOT = os.path.dirname(HERE)
OLD_GAME = bytes((i * 37 + 11) & 0xFF for i in range(600))  # what the log held before
HISTORY_BASE = st.history_size(4096)


def older_history(n=6):
    """A history region holding n games of every title (summaries made up, all legal)."""
    region = bytearray(b"\xff" * HISTORY_BASE)
    out = bytearray(HISTORY_BASE)
    titles = ((1, 4, "highest total"), (2, 6, "tie: more cards"), (3, 2, "most stars"))
    for k in range(n):
        game_id, players, rule = titles[k % 3]
        totals = [(k * 7 + p * 13) % 90 - 10 for p in range(players)]
        e = sm.encode(k + 1, game_id, players, totals, [k % players], rule)
        region = bytes(sm.with_new(region, HISTORY_BASE, e, out))
    return bytes(region)


def history_kept(nvm, expected):
    """What a boot reads of the history, against the summaries it held or was being given
    (`expected`, newest first): 'whole', 'newest' (the newest ones, the rest cut off, a
    torn last one read as damaged) or 'lost' (none). Anything else is an AssertionError:
    a summary that was never written, or one out of its place."""
    got = history.entries(nvm.data, HISTORY_BASE)
    want = history.entries(expected, HISTORY_BASE)
    if got == want:
        return "whole"
    if got and got[-1] is None:
        got = got[:-1]  # torn by the cut: shown as damaged, dropped by the next new game
    if got != want[: len(got)]:
        raise AssertionError("history read %r, not a part of %r" % (got, want))
    return "newest" if got else "lost"


def recorded_game(name):
    with open(os.path.join(ROOT, "docs", "examples", name)) as f:
        module, params, inputs, _ = record.parse(f.read())
    return module, params, bytes(inputs)


def operations(inputs, undo_every=9):
    """The inputs as a table enters them, with an UNDO (and the input again) now and then,
    so that undo markers are written and cut too."""
    ops = []
    for i, v in enumerate(inputs):
        ops.append(v)
        if undo_every and i % undo_every == undo_every - 1:
            ops.append(None)  # UNDO
            ops.append(v)
    return ops


def effective(ops):
    """The log after each prefix of ops: logs[k] after k ops."""
    logs = [b""]
    cur = bytearray()
    for op in ops:
        if op is None:
            cur = cur[:-1]
        else:
            cur.append(op)
        logs.append(bytes(cur))
    return logs


def play(module, params, nvm, ops, start=0, progress=None):
    """Start a new game (if start == 0) and run ops[start:]; progress[0] counts the ops
    completed, so that a caller still knows it after a power cut raised out of here."""
    progress = progress if progress is not None else [0]
    progress[0] = start
    store = st.Store(nvm)
    if start == 0:
        store.start(module.GAME_ID, params)
        session = Session(module, params, store)
    else:
        status, _, _, inputs = store.load()
        session = Session(module, params, store, inputs)
    for op in ops[start:]:
        if op is None:
            session.undo()
        elif session.apply(op):
            raise AssertionError("recorded input refused")
        progress[0] += 1
    return progress[0]


def boot(nvm):
    """Boot the device's UI from the flash, as after plugging in. Never raises."""
    shell = Shell(st.Store(nvm))
    shell.boot()
    return shell


def sweep(module, params, inputs, undo_every=9, stride=1):
    """Cut the power at every step of every write of a whole game. Returns the figures."""
    ops = operations(inputs, undo_every)
    logs = effective(ops)
    clean = _older_area()
    total = _steps(module, params, ops)
    figures = {
        "steps": total,
        "cuts": 0,
        "exact": 0,
        "empty_new_game": 0,
        "resumed_and_finished": 0,
        "history_whole": 0,
    }
    region = clean.data[0:HISTORY_BASE]
    # Bytes of history the new game's one erase makes the flash program back, first.
    figures["history_bytes"] = sum(1 for b in region if b != 0xFF)
    for cut in range(0, total, stride):
        nvm = Rp2040Nvm(data=clean.data)
        nvm.cut_after = cut
        progress = [0]
        try:
            play(module, params, nvm, ops, 0, progress)
        except PowerCut:
            pass
        else:
            raise AssertionError("cut %d of %d never happened" % (cut, total))
        done = progress[0]
        nvm.cut_after = -1
        shell = boot(nvm)
        figures["cuts"] += 1
        figures["history_whole"] += history_kept(nvm, region) == "whole"
        if shell.session is None:
            # Only a new game cut before its first input may come back as no game at all.
            if logs[done] != b"" or shell.screen != 0:
                raise AssertionError("cut %d: no game after %d inputs" % (cut, len(logs[done])))
            figures["empty_new_game"] += 1
            continue
        got = bytes(shell.session.log)
        if got != logs[done]:
            raise AssertionError(
                "cut %d: resumed at %d inputs, %d were committed" % (cut, len(got), len(logs[done]))
            )
        figures["exact"] += 1
        # Play on from there, then unplug once more: all of the game must be there.
        play(module, params, nvm, ops, done)
        again = boot(nvm)
        if bytes(again.session.log) != logs[-1]:
            raise AssertionError("cut %d: the rest of the game was not kept" % cut)
        figures["resumed_and_finished"] += 1
    return figures


def _older_area():
    """The sector before a game: a history, and an older game's bytes in the log."""
    nvm = Rp2040Nvm()
    nvm[0:HISTORY_BASE] = older_history()
    nvm[HISTORY_BASE : HISTORY_BASE + len(OLD_GAME)] = OLD_GAME
    return nvm


def _steps(module, params, ops):
    nvm = _older_area()
    nvm.steps = 0
    play(module, params, nvm, ops)
    return nvm.steps


def press_label(shell, label):
    """Press the soft key showing `label` (it must be lit)."""
    slots = shell.view.slots
    shell.press([i for i in range(len(slots)) if slots[i] and slots[i][0] == label][0])


def new_game(shell, module, params):
    """From the game choice: the game's key, then the player count."""
    press_label(shell, games.entry(module.GAME_ID)[games.KEY])
    press_label(shell, str(params))


def evening(module, params, inputs, nvm):
    """A finished game on the device, then the table starts the next: MENU, NEW, YES, YES
    (the game's summary joins the history), the game and player count, and its first
    inputs."""
    shell = boot(nvm)
    shell.press(keys.MENU)
    for label in ("NEW", "YES", "YES"):
        press_label(shell, label)
    new_game(shell, module, params)
    for v in inputs[:12]:
        if shell.session.apply(v):
            raise AssertionError("recorded input refused")
    return shell


def history_sweep(module, params, inputs):
    """Cut the power at every step of every write from a finished game to the next game's
    first inputs. The history must come back whole, or its newest part (a cut while it is
    programmed back), or not at all only for a cut in the sector erase or in the
    programming of the newest summary; the device boots each time, and a game started
    then is stored."""
    clean = Rp2040Nvm()
    clean[0:HISTORY_BASE] = older_history()
    st.Store(clean).start(module.GAME_ID, params, inputs)
    summary = sm.encode(*boot(Rp2040Nvm(data=clean.data))._finished())
    expected = sm.with_new(clean.data, HISTORY_BASE, summary, bytearray(HISTORY_BASE))
    probe = Rp2040Nvm(data=clean.data)
    evening(module, params, inputs, probe)
    total = probe.steps
    figures = {"cuts": 0, "whole": 0, "newest": 0, "lost": 0, "erases": probe.erases}
    figures["first_summary"] = len(summary)
    for cut in range(total):
        nvm = Rp2040Nvm(data=clean.data)
        nvm.cut_after = cut
        try:
            evening(module, params, inputs, nvm)
        except PowerCut:
            pass
        else:
            raise AssertionError("cut %d of %d never happened" % (cut, total))
        nvm.cut_after = -1
        figures["cuts"] += 1
        kept = history_kept(nvm, expected)
        figures[kept] += 1
        if kept == "lost" and cut > len(summary):
            raise AssertionError("cut %d: the history lost after its first summary" % cut)
        shell = boot(nvm)  # never raises
        if shell.session is None:  # the game choice: the table starts its game again
            new_game(shell, module, params)
        if not shell.session.log:
            shell.session.apply(inputs[0])
        again = boot(nvm)
        if again.session is None or not again.session.log:
            raise AssertionError("cut %d: the game started after it was not stored" % cut)
        if history_kept(nvm, expected) != kept:
            raise AssertionError("cut %d: the history changed after the cut" % cut)
    return figures


def damaged_images():
    """Damaged flash images, each (name, bytes of a 4 KB area)."""
    module, params, inputs = recorded_game("zoostock-4p.rec")
    good = Rp2040Nvm()
    s = st.Store(good)
    s.start(module.GAME_ID, params, inputs)
    base = bytes(good.data)
    out = []
    rng = random.Random(6)
    out.append(("random bytes", bytes(rng.randrange(256) for _ in range(4096))))
    out.append(("all zero", bytes(4096)))
    b = st.history_size(4096)  # the log's header, after the history
    cut = b + st.HEADER + 2 * 60
    out.append(("truncated log", base[:cut] + b"\xff" * (4096 - cut)))
    older = bytearray(base)
    older[b + 2] = st.FORMAT_VERSION + 1
    older[b + 6] = crc8(older[b : b + 6])
    out.append(("another format version", bytes(older)))
    other = bytearray(base)
    other[b + 3] = 9  # a game id this device does not know
    other[b + 6] = crc8(other[b : b + 6])
    out.append(("another game's log", bytes(other)))
    illegal = Rp2040Nvm()
    bad = bytes(inputs[:50]) + bytes(inputs[10:11]) + bytes(inputs[51:])  # a card seen twice
    st.Store(illegal).start(module.GAME_ID, params, bad)
    out.append(("checksums right, inputs illegal", bytes(illegal.data)))
    flipped = bytearray(base)
    flipped[b + st.HEADER + 2 * 30] ^= 0x10  # one bit in the middle of the log
    out.append(("a flipped bit mid-log", bytes(flipped)))
    return out


ALL_KEYS = tuple(range(11)) + (16, 17, 18, 19, 20, 21)  # every logical key of ui/keys.py


def state_key(shell):
    v = shell.view
    ui = shell.ui
    sub = None
    if ui is not None:  # the screen's own half-made state, whatever the game
        sub = tuple(sorted((k, repr(x)) for k, x in vars(ui).items() if k != "session"))
    log = bytes(shell.session.log) if shell.session is not None else None
    return (
        shell.screen,
        log,
        sub,
        v.cursor,
        v.status,
        v.lines[0],
        v.lines[1],
        v.flash,
        tuple(v.slots),
    )


WALK_DEPTH = {"a blank device": 6}  # the others: 4 (all in about a minute)


def walk(start, depth, seconds=120.0):
    """Every state reachable from `start` (a booted Shell) within `depth` key presses, by
    breadth-first search. Returns (states, screens, complete): states reached, distinct
    screens (the text on the display and the lit keys), and whether the search finished
    before the time ran out. Checks every state as it goes."""
    import copy
    import time

    from zootally.ui.legend import legend_lines

    layout = tuple(range(11)) + (16,)
    deadline = time.monotonic() + seconds
    seen = {state_key(start)}
    screens = set()
    frontier = [start]
    for _ in range(depth):
        nxt = []
        for shell in frontier:
            for k in ALL_KEYS:
                if time.monotonic() > deadline:
                    return len(seen), len(screens), False
                memo = {}
                if shell.session is not None:  # modules are shared, not copied
                    memo[id(shell.session.module)] = shell.session.module
                child = copy.deepcopy(shell, memo)
                child.press(k)  # must not raise
                v = child.view
                lines = [v.status, v.lines[0], v.flash or v.lines[1]] + legend_lines(v, layout, 3)
                for line in lines:
                    assert len(line) <= 21, line
                screens.add(tuple(lines))
                key = state_key(child)
                if key not in seen:
                    seen.add(key)
                    nxt.append(child)
        frontier = nxt
    return len(seen), len(screens), True


def walk_starts():
    """Booted shells at the points of a recorded game where the screens differ."""
    module, params, inputs = recorded_game("zoostock-4p.rec")
    out = [("a blank device", b"")]
    g = module.Game(params)
    marks = {}
    for i, v in enumerate(inputs):
        g.apply(v)
        name = None
        if g.phase == module.P_ORDER:
            name = "a row order question"
        elif g.phase == module.P_PLAY and g.trick_no == 1 and not g.trick_cards:
            name = "the first trick of round %d" % g.round
        elif g.phase == module.P_LEAD and g.round == 2:
            name = "the end of round 1"
        elif g.phase == module.P_OVER:
            name = "the tally"
        elif g.phase == module.P_EX and g.ex_entered == 3 * params - 1:
            name = "the last EX card"
        if name and name not in marks:
            marks[name] = bytes(inputs[: i + 1])
    out.extend(sorted(marks.items()))
    shells = []
    for name, log in out:
        nvm = Rp2040Nvm()
        if log:
            st.Store(nvm).start(module.GAME_ID, params, log)
        shells.append((name, boot(nvm)))
    return shells


# ---- what crosses from outside: pull, fed mutated sendings -------------------------------

STATUS_BAR = b"\x1b]0;\xf0\x9f\x90\x8dcode.py | 10.2.1\x1b\\"


def genuine_sending(seed):
    """(bytes as a board's USB console sends them after REC, the record's text): a random
    game of a random registered game (played a random way in), its history lines, the
    end line with the CRC-32 of the bytes, CR LF line ends, the status bar in front."""
    import zlib

    from host_sim import registry

    rng = random.Random(seed)
    row = games.GAMES[rng.randrange(len(games.GAMES))]
    players = rng.choice(row[games.PLAYERS])
    table = registry.table(row[games.ID], players, random.Random(seed))
    table.play()
    cut = rng.randrange(1, len(table.inputs) + 1)
    text = record.format_record(row[games.ID], players, bytes(table.inputs[:cut]))
    lines = text.rstrip("\n").split("\n")
    lines += [
        "# history: 1 games",
        "# game %d: %s players=%d totals=%s winners=P1 decided=highest total"
        % (seed % 999 + 1, row[games.NAME], players, ",".join(["3"] * players)),
    ]
    crc = zlib.crc32("".join(x + "\n" for x in lines).encode())
    lines.append("# end: %d lines, crc32 %08x" % (len(lines) - 0, crc))
    body = "".join(x + "\r\n" for x in lines).encode()
    return STATUS_BAR + body, text


def mutate(data, rng):
    """What a cable, a port and a board's console do to a sending: a lost chunk, a
    repeated one, flipped bytes, noise or escape sequences put in, a cut, or none."""
    data = bytearray(data)
    for _ in range(rng.randrange(0, 4)):
        op = rng.randrange(7)
        i = rng.randrange(len(data) + 1)
        if op == 0 and data:  # a lost chunk
            del data[i : i + rng.randrange(1, 64)]
        elif op == 1:  # a repeated chunk
            data[i:i] = data[i : i + rng.randrange(1, 64)]
        elif op == 2 and data:  # one or two bytes changed
            for _ in range(rng.randrange(1, 3)):
                k = rng.randrange(len(data))
                data[k] ^= 1 << rng.randrange(8)
        elif op == 3:  # noise
            data[i:i] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40)))
        elif op == 4:  # the status bar again, anywhere
            data[i:i] = STATUS_BAR
        elif op == 5:  # cut off there
            del data[i:]
        # op 6: left as it was
    return bytes(data)


class MemoryPort:
    """A serial port over bytes, read in small pieces, with a clock that moves with each
    read (so that pull's deadlines are tested without waiting)."""

    def __init__(self, data, endless=False):
        self.data = data
        self.pos = 0
        self.endless = endless
        self.now = 0.0

    @property
    def in_waiting(self):
        return 64 if self.endless else len(self.data) - self.pos

    def read(self, n):
        self.now += 0.001
        if self.endless:
            return b"z" * 64
        piece = self.data[self.pos : self.pos + min(n, 97)]
        self.pos += len(piece)
        return piece


def pull_mutated(seed, folder):
    """One mutated sending through pull. Returns a dict of what happened; raises nothing
    but what pull raises (a traceback is a failure of the caller's count)."""
    from host_sim import companion

    rng = random.Random(seed * 7919 + 1)
    data, text = genuine_sending(seed)
    data = mutate(data, rng)
    endless = rng.randrange(50) == 0
    port = MemoryPort(data, endless)
    filed, had, problems = companion.pull_from(
        port, folder, 0.05, lambda line: None, clock=lambda: port.now, limit=2.0
    )
    out = {"filed": filed, "had": had, "problems": problems, "late": port.now > 2.1}
    _, _, want, _ = record.parse(text)
    out["wrong"] = []
    for path in filed + had:  # a record filed as whole must be the game sent
        with open(path, encoding="utf-8") as f:
            _, _, got, _ = record.parse(f.read())
        if bytes(got) != bytes(want):
            out["wrong"].append(path)
    return out


def outside(folder, root):
    """Files under root that are not under folder (root: folder's parent, empty before)."""
    out = []
    for d, _, names in os.walk(root):
        for n in names:
            p = os.path.join(d, n)
            if not os.path.abspath(p).startswith(os.path.abspath(folder) + os.sep):
                out.append(p)
    return out
