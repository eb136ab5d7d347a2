# SPDX-License-Identifier: MIT
"""The reliability checks of docs/power-cuts.md and docs/reliability.md, shared by the
tests (which assert) and tools/reliability.py (which writes the figures into them).

Power cuts: a whole recorded game is played into a model of the RP2040's nvm that holds an
older game, and the power is cut at every step of every write (every byte programmed, and
the sector erase). After each cut the firmware boots from what the flash holds: it must
resume at the last input whose write had completed, never raise, and go on storing the
rest of the game so that a second boot finds all of it."""

import os
import random
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "mp"))

from nvm_model import PowerCut, Rp2040Nvm  # noqa: E402
from zootally import games  # noqa: E402
from zootally.core import (  # noqa: E402
    history,
    logwrite,  # noqa: E402
    record,
)
from zootally.core import store as st  # noqa: E402
from zootally.core import summary as sm  # noqa: E402
from zootally.core.checksum import crc8  # noqa: E402
from zootally.core.session import Session  # noqa: E402
from zootally.games import common  # noqa: E402
from zootally.ui import keys, shelf  # noqa: E402
from zootally.ui.shell import Shell  # noqa: E402
from zootally.ui.view import SC_DAMAGED as DAMAGED_SCREEN  # noqa: E402

ROOT = os.path.dirname(HERE)
OLD_GAME = bytes((i * 37 + 11) & 0xFF for i in range(600))  # what the log held before
HISTORY_BASE = st.history_size(4096)
load_game = games.load  # (where a parameter is named games)
# The cuts of a log's rewrite that leave no input of its game: the erase, then the header
# but its magic, the BEGIN block and the first input's record, programmed first.
NO_LOG_YET = 1 + (st.HEADER - 2) + 2 * (st.BLOCK + 1) + 2


def older_history(n=6):
    """A history region holding n games of every title (summaries made up, all legal)."""
    region = bytearray(b"\xff" * HISTORY_BASE)
    out = bytearray(HISTORY_BASE)
    titles = ((1, 4, common.R_HIGHEST), (2, 6, common.R_MORE_CARDS), (3, 2, common.R_MOST_STARS))
    for k in range(n):
        game_id, players, rule = titles[k % 3]
        totals = [(k * 7 + p * 13) % 90 - 10 for p in range(players)]
        e = sm.encode(k + 1, game_id, players, totals, [k % players], rule, 0)
        region = bytes(sm.with_new(region, HISTORY_BASE, e, out))
    return bytes(region)


def history_kept(nvm, expected):
    """What a boot reads of the history, against the summaries it held or was being given
    (`expected`): 'whole', 'part' (some of them: a cut while the region was programmed
    back after an erase keeps the bytes before it; a torn one reads as damaged) or 'lost'
    (none). Anything else is an AssertionError: a summary that was never written."""
    got = history.entries(nvm.data, HISTORY_BASE)
    want = history.entries(expected, HISTORY_BASE)
    if got == want:
        return "whole"
    if got and got[-1] is None:
        got = got[:-1]  # torn by the cut: shown as damaged, dropped by the next rewrite
    for g in got:
        if g not in want:
            raise AssertionError("history read %r, not a part of %r" % (got, want))
    return "part" if got else "lost"


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
        logwrite.start(store, module.GAME_ID, params)
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


# A roster whose names show as three letters each (the widest a name is on a screen), for
# the tests that look at every screen with names on it (one of 13 letters with a space).
ROSTER = "Xavier,Wilma,Mmm,Quinn,Yo Landa-Ruiz,Zed-7,Bob"


def boot(nvm, roster=""):
    """Boot the device's UI from the flash, as after plugging in. Never raises."""
    shell = Shell(st.Store(nvm), None, roster)
    shell.boot()
    return shell


def sweep(module, params, inputs, undo_every=9, stride=1, partial=False):
    """Cut the power at every step of every write of a whole game. Returns the figures.
    `partial`: the byte being programmed keeps a random part of its bits."""
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
        if partial:
            nvm.partial = random.Random(cut)
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
        if partial and done + 1 < len(logs) and got == logs[done + 1]:
            done += 1  # the cut byte took all its bits: that write was whole after all
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


def repeated_cuts(module, params, inputs, run, games=10, seed=0, partial=True):
    """A game played with the power cut `run` times in a row at a random moment: each
    cut soon after the device came back (within its next write or two, so that torn
    records follow each other), the device booted after each, the game resumed from
    where it says. Each boot must resume at the last whole input (never the damaged
    screen), and the game, played on, must be whole at the end. Returns the figures."""
    ops = operations(inputs)
    logs = effective(ops)
    total = _steps(module, params, ops)
    rng = random.Random(seed)
    figures = {"games": 0, "cuts": 0, "exact": 0, "damaged": 0, "whole_at_the_end": 0}
    for _ in range(games):
        nvm = _older_area()
        nvm.steps = 0
        if partial:
            nvm.partial = random.Random(rng.random())
        nvm.cut_after = rng.randrange(total)
        done = 0
        for k in range(run + 1):
            progress = [0]
            try:
                play(module, params, nvm, ops, done, progress)
            except PowerCut:
                figures["cuts"] += 1
            nvm.cut_after = -1
            shell = boot(nvm)
            if shell.screen == DAMAGED_SCREEN:
                figures["damaged"] += 1
                raise AssertionError("%d cuts in a row: damaged" % (k + 1))
            got = bytes(shell.session.log) if shell.session is not None else b""
            done = progress[0]
            if partial and done + 1 < len(logs) and got == logs[done + 1]:
                done += 1
            if got != logs[done] or (shell.session is None and done):
                raise AssertionError("cut %d in a row: resumed at %r" % (k + 1, got))
            figures["exact"] += 1
            if k + 1 < run:
                nvm.cut_after = nvm.steps + rng.randrange(1, 5)
            elif k + 1 == run:
                nvm.cut_after = -1
            else:
                break
        if bytes(boot(nvm).session.log) != logs[-1]:
            raise AssertionError("the game was not whole after %d cuts in a row" % run)
        figures["games"] += 1
        figures["whole_at_the_end"] += 1
    return figures


def keep_sweep(partial=False):
    """KEP on a damaged log (a bit flipped mid-log) with a history of six: the power cut
    at every step of its rewrite. What each boot finds: the game kept (the inputs that
    replay), the damaged screen again (KEP to press again), or nothing (a cut in the erase
    or before the log was programmed back); the history whole, in part, or lost."""
    image = dict(damaged_images())["a flipped bit mid-log"]
    area = bytearray(image)
    area[0:HISTORY_BASE] = older_history()
    clean = Rp2040Nvm(data=area)
    probe = Rp2040Nvm(data=area)
    shell = boot(probe)
    replayable = shell.found[4]
    probe.steps = 0
    press_label(shell, "KEP")
    total = probe.steps
    figures = {"cuts": 0, "kept": 0, "damaged_again": 0, "no_game": 0}
    figures.update({"whole": 0, "part": 0, "lost": 0})
    for cut in range(total):
        nvm = Rp2040Nvm(data=clean.data)
        if partial:
            nvm.partial = random.Random(cut)
        shell = boot(nvm)
        nvm.steps = 0
        nvm.cut_after = cut
        try:
            press_label(shell, "KEP")
        except PowerCut:
            figures["cuts"] += 1
        nvm.cut_after = -1
        after = boot(nvm)
        if after.screen == DAMAGED_SCREEN:
            figures["damaged_again"] += 1
        elif after.session is None:
            figures["no_game"] += 1
        elif len(after.session.log) == replayable:
            figures["kept"] += 1
        else:
            raise AssertionError("cut %d in KEP: %d inputs" % (cut, len(after.session.log)))
        figures[history_kept(nvm, clean.data[0:HISTORY_BASE])] += 1
    return figures


def byte_damage(module, params, inputs):
    """Every byte of the header and of the log's records erased (0xFF) and each of its
    bits flipped, and every record erased whole, in a stored game: what the boot finds.
    'same': the game as stored; 'last_dropped': the last input dropped and 'last entry
    lost' said (the same bytes as a cut in its write); 'damaged': the damaged screen;
    'changed': a game resumed with other inputs, silently (must be 0)."""
    good = Rp2040Nvm()
    good[0:HISTORY_BASE] = older_history()
    store = st.Store(good)
    logwrite.start(store, module.GAME_ID, params, inputs)
    figures = {"images": 0, "same": 0, "last_dropped": 0, "damaged": 0, "changed": 0}
    figures["records_erased"] = 0
    log = HISTORY_BASE + st.HEADER
    for pos in range(HISTORY_BASE, log + 2 * store.slot):
        for change in range(10):
            area = bytearray(good.data)
            if change == 9:  # the whole record
                if pos < log or (pos - log) % 2:
                    continue
                area[pos] = area[pos + 1] = 0xFF
                figures["records_erased"] += 1
            elif change == 8:
                if area[pos] == 0xFF:
                    continue
                area[pos] = 0xFF
            else:
                area[pos] ^= 1 << change
            figures["images"] += 1
            shell = boot(Rp2040Nvm(data=area))
            got = bytes(shell.session.log) if shell.session is not None else None
            if shell.screen == DAMAGED_SCREEN:
                figures["damaged"] += 1
            elif got == bytes(inputs):
                figures["same"] += 1
            elif got == bytes(inputs[:-1]) and shell.view.flash == "last entry lost: redo":
                figures["last_dropped"] += 1
            else:
                figures["changed"] += 1
    return figures


def partial_escapes(version, indexes=range(0, 1020, 61)):
    """Records torn with some bits of a byte programmed (a byte's bits in any order, the
    two bytes in order): how many of those states pass the record's check as a whole
    record, of how many. Format 1's CRC-8 against format 2's Berger code."""
    tried = escaped = 0
    for i in indexes:
        table = [st.check(v, i, version) for v in range(256)]
        for v in range(256):
            if v in (st.UNDO, st.ERASED):
                continue
            c = table[v]
            for byte, target in ((0, v), (1, c)):
                zeros = [b for b in range(8) if not target & (1 << b)]
                for mask in range(1, 1 << len(zeros)):  # the zero bits not yet programmed
                    extra = 0
                    for j in range(len(zeros)):
                        if mask & (1 << j):
                            extra |= 1 << zeros[j]
                    torn = target | extra
                    rec = (torn, 0xFF) if byte == 0 else (v, torn)
                    tried += 1
                    escaped += rec[1] == table[rec[0]]
    return escaped, tried


def fixed_log(module, players, old, rng):
    """A fix of the log `old` as the table makes one: a random entry the table entered
    replaced with another legal input, the rest kept where still legal (FIX's ALL).
    Returns (the entry, the fixed log), or None where no entry has another input."""
    for _ in range(20):
        k = rng.randrange(len(old))
        game = module.Game(players)
        for v in old[:k]:
            game.apply(v)
        alt = other_legal(game, old[k], rng)
        if alt is None:
            continue
        log = bytearray(old[:k])
        for v in (alt,) + tuple(old[k + 1 :]):
            if game.check(v) == 0:
                game.apply(v)
                log.append(v)
        return k, bytes(log)
    return None


def erases_per_game(game_id, players, games=300, seed=0, fixes=0):
    """Random games of one title, one after the other on one device (an UNDO and the input
    again after 1 input in 16, as a table does), each ended by NEW with its summary: how
    many games rewrote the log at their start, how many NEWs rewrote the history, and the
    records a game wrote (mean, most). `fixes`: each game's entries fixed (fixed_log)
    after its inputs, each written as the device writes it (Session.adopt): how many
    fixes rewrote the log."""
    from host_sim import registry

    nvm = Rp2040Nvm()
    store = st.Store(nvm)
    store.load()
    rng = random.Random(seed)
    module = load_game(game_id)
    log_rewrites = history_rewrites = fix_rewrites = fixes_made = 0
    written = []
    for n in range(games):
        table = registry.table(game_id, players, random.Random(rng.random()))
        table.play()
        before = nvm.erases
        logwrite.begin(store, game_id, players, n + 1)
        log_rewrites += nvm.erases > before
        slot = store.slot
        for v in table.inputs:
            store.append(v)
            if rng.getrandbits(4) == 0:
                store.undo()
                store.append(v)
        log = bytes(table.inputs)
        for _ in range(fixes):
            fix = fixed_log(module, players, log, rng)
            if fix is None or fix[1] == log:
                continue
            before = nvm.erases
            Session(module, players, None, fix[1]).adopt(store, log, fix[0])
            fix_rewrites += nvm.erases > before
            fixes_made += 1
            log = fix[1]
        written.append(store.slot - slot)
        before = nvm.erases
        store.end((n + 1, game_id, players, [0] * players, [0], common.R_UNKNOWN, 0, None))
        history_rewrites += nvm.erases > before
    return {
        "games": games,
        "log_rewrites": log_rewrites,
        "history_rewrites": history_rewrites,
        "erases": nvm.erases,
        "fixes": fixes_made,
        "fix_rewrites": fix_rewrites,
        "mean_records": sum(written) / len(written),
        "most_records": max(written),
    }


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


def table_goes_on(nvm, module, params, inputs, first):
    """What the table does on plugging the device in, on an evening: the finished game
    (`inputs`) still on it -> MENU, NEW, YES, YES (its summary joins the history); the game
    choice -> the game and the player count; then the next game's `first` inputs from
    where the device resumed it. Returns the shell."""
    shell = boot(nvm)
    if shell.session is not None and bytes(shell.session.log) == bytes(inputs):
        shell.press(keys.MENU)
        for label in ("NEW", "YES", "YES"):
            press_label(shell, label)
    if shell.session is None:
        new_game(shell, module, params)
    log = bytes(shell.session.log)
    if bytes(first[: len(log)]) != log:
        raise AssertionError("resumed at %r, never entered" % log)
    for v in first[len(log) :]:
        if shell.session.apply(v):
            raise AssertionError("recorded input refused")
    return shell


def evening_area(module, params, inputs):
    """A finished game on the device and six in the history (in the order of a region
    written by format 1: newest first)."""
    clean = Rp2040Nvm()
    clean[0:HISTORY_BASE] = older_history()
    logwrite.start(st.Store(clean), module.GAME_ID, params, inputs, number=7)
    return clean


def history_sweep(module, params, inputs, partial=False, run=1, seed=0):
    """Cut the power at every step of every write from a finished game to the next game's
    first inputs (NEW, the game's start, 12 inputs); with `run` > 1 the power goes again
    `run` - 1 times in a row, each soon after the device came back. After the cuts the
    table goes on as it finds the device (NEW again if the finished game is still there).
    Then the history must be the one before plus the finished game, once (a torn summary
    may stay as a damaged entry), and the new game stored: nothing lost, whatever the cut.
    `partial`: a cut byte keeps a random part of its bits."""
    clean = evening_area(module, params, inputs)
    summary = sm.encode(*shelf.finished(boot(Rp2040Nvm(data=clean.data))))
    expected = sm.with_new(clean.data, HISTORY_BASE, summary, bytearray(HISTORY_BASE))
    before = bytes(clean.data[0:HISTORY_BASE])
    first = inputs[:12]
    probe = Rp2040Nvm(data=clean.data)
    table_goes_on(probe, module, params, inputs, first)
    total = probe.steps
    figures = {"steps": total, "cuts": 0, "with_it": 0, "as_before": 0, "lost": 0}
    figures["erases"] = probe.erases
    figures["damaged_screens"] = figures["damaged_entries"] = 0
    rng = random.Random(seed)
    for cut in range(total):
        nvm = Rp2040Nvm(data=clean.data)
        if partial:
            nvm.partial = random.Random(cut)
        nvm.cut_after = cut
        for k in range(run):
            try:
                table_goes_on(nvm, module, params, inputs, first)
            except PowerCut:
                figures["cuts"] += 1
            if k == 0:  # what the first cut left (a torn summary reads as damaged)
                got = [g for g in history.entries(nvm.data, HISTORY_BASE) if g is not None]
                if got == history.entries(expected, HISTORY_BASE):
                    figures["with_it"] += 1
                elif got == history.entries(before, HISTORY_BASE):
                    figures["as_before"] += 1
                else:
                    figures["lost"] += 1
            if boot(nvm).screen == DAMAGED_SCREEN:
                figures["damaged_screens"] += 1
            nvm.cut_after = nvm.steps + rng.randrange(0, 8) if k + 1 < run else -1
        table_goes_on(nvm, module, params, inputs, first)
        got = history.entries(nvm.data, HISTORY_BASE)
        figures["damaged_entries"] += None in got
        if [g for g in got if g is not None] != history.entries(expected, HISTORY_BASE):
            raise AssertionError("cut %d: history %r after the table went on" % (cut, got))
        again = boot(nvm)
        if again.session is None or bytes(again.session.log) != bytes(first):
            raise AssertionError("cut %d: the game started after it was not stored" % cut)
    return figures


def log_with_begin_at(index, game_id=1, params=4):
    """An nvm image (a history of six) whose next BEGIN block lands at record `index` (8
    or more: the first game's own block and SEAL come before): a game of index - 8 inputs,
    ended by NEW."""
    nvm = Rp2040Nvm()
    nvm[0:HISTORY_BASE] = older_history()
    store = st.Store(nvm)
    store.load()
    logwrite.begin(store, game_id, params, 1)
    while store.count < index - 1:
        store.append(store.count % 60)
    store.end()
    assert store.count == index, index
    return bytes(nvm.data)


def begin_cuts(indices, partial=False, game_id=1, params=4, inputs=bytes(range(12))):
    """A new game's BEGIN block at each record index, the power cut at each step of its
    write (a byte at a time; `partial`: that byte keeps a random part of its bits). The
    device comes back, the table starts the game again and enters its inputs, the device
    comes back once more: that game must be there, whole. Counts: cuts, boots that found
    damage, games lost (not whole at the end)."""
    figures = {"indices": 0, "cuts": 0, "damaged": 0, "lost": 0}
    block = 2 * (1 + st.BLOCK)
    for index in indices:
        image = log_with_begin_at(index, game_id, params)
        figures["indices"] += 1
        for cut in range(block):
            nvm = Rp2040Nvm(data=image)
            if partial:
                nvm.partial = random.Random(index * 31 + cut)
            store = st.Store(nvm)
            store.load()
            nvm.cut_after = cut
            try:
                logwrite.begin(store, game_id, params, 2)
            except PowerCut:
                pass
            nvm.cut_after = -1
            figures["cuts"] += 1
            store = st.Store(nvm)
            status, _, _, got = store.load()
            figures["damaged"] += status == st.DAMAGED
            if status != st.OK:  # the game choice again: the table starts it once more
                logwrite.begin(store, game_id, params, 2)
            for v in inputs:
                store.append(v)
            if st.Store(nvm).load() != (st.OK, game_id, params, bytearray(inputs)):
                figures["lost"] += 1
    return figures


def index_collisions(version, span, indices=None):
    """Record checks that pass at another index: for every value and every index the log
    holds (or `indices`), the other indices 1 to `span` after it whose check is the same.
    Format 2 let one pair in 16 through; format 3 binds the index's low four bits."""
    indices = range(st.Store(bytearray(4096)).capacity()) if indices is None else indices
    found = 0
    for i in indices:
        for v in range(st.SEAL + 6):
            if v == st.ERASED:
                continue
            c = st.check(v, i, version)
            for d in range(1, span + 1):
                found += c == st.check(v, i + d, version)
    return found


def summaries_in_a_row(count, seed=0):
    """`count` finished games' summaries stored one after the other in one history region,
    with random totals (so that some end in 0xFF: one in 256), as NEW stores them: after
    each, the region must read as the newest of them, none lost. Returns (stored, ending
    in 0xFF, lost)."""
    rng = random.Random(seed)
    region = bytearray(b"\xff" * HISTORY_BASE)
    kept = []
    ending = lost = 0
    for number in range(1, count + 1):
        players = rng.randint(1, 6)
        totals = [rng.randint(-60, 300) for _ in range(players)]
        entry = (number, rng.randint(1, 3), players, totals, [0], common.R_HIGHEST, 0, None)
        ending += sm.encode(*entry)[-1] == 0xFF
        before = history.entries(region, HISTORY_BASE)
        sm.store(region, HISTORY_BASE, entry)
        got = history.entries(region, HISTORY_BASE)
        want = [history.decode(sm.encode(*entry))] + before
        # All of them, or (the region full: rewritten) the newest that fit in 3/4 of it;
        # a summary reading as damaged is lost (it stays so until the next rewrite).
        sizes = [10 + 2 * e[history.PLAYERS] if e else 0 for e in want]
        fit = 0
        while fit < len(want) and sum(sizes[: fit + 1]) <= HISTORY_BASE * 3 // 4:
            fit += 1
        if got != want and got != want[:fit]:
            lost += 1
        kept = got
    return count, ending, lost, len(kept)


# Card values that differ from the defaults in every type: Zooscape's whole set-up.
ALL_VALUES = ([9, 9, 9, 9, 9, 9, 9, 9], [4, 4, 4, 4, 4, 4, 4, 4])


def start_cuts(game_id, players, card_values=None, partial=False):
    """A new game started by keys (its key, then the player count) on a device whose last
    game ended, the power cut at every step of its start's write; with `card_values`, the
    settings' Zooscape values (set-up inputs, written with the start). After each cut the
    device comes back at the game choice or with the game and all of its set-up, never
    damaged or with a part of it; the table (starting it again if needed) finds the set-up
    there, and UNDO at the first question goes back to the player count without taking
    any of it back. Returns (cuts, came back with the game, at the game choice)."""
    module = games.load(game_id)
    setup = bytes(module.start_inputs(*card_values)) if card_values else b""
    image = log_with_begin_at(40)
    probe = Rp2040Nvm(data=image)
    shell = Shell(st.Store(probe), card_values)
    shell.boot()
    probe.steps = 0
    new_game(shell, module, players)
    steps = probe.steps
    figures = {"cuts": 0, "with_it": 0, "no_game": 0}
    for cut in range(steps):
        nvm = Rp2040Nvm(data=image)
        if partial:
            nvm.partial = random.Random(cut)
        shell = Shell(st.Store(nvm), card_values)
        shell.boot()
        nvm.cut_after = cut
        try:
            new_game(shell, module, players)
        except PowerCut:
            pass
        nvm.cut_after = -1
        figures["cuts"] += 1
        shell = Shell(st.Store(nvm), card_values)
        shell.boot()
        if shell.screen == DAMAGED_SCREEN or shell.view.flash == "last entry lost: redo":
            raise AssertionError("cut %d: %s" % (cut, shell.view.flash or "damaged"))
        if shell.session is None:
            figures["no_game"] += 1
            new_game(shell, module, players)
        else:
            figures["with_it"] += 1
        if bytes(shell.session.log) != setup:
            raise AssertionError("cut %d: set-up %r, not %r" % (cut, shell.session.log, setup))
        shell.press(keys.UNDO)
        if shell.session is not None and bytes(shell.session.log) != setup:
            raise AssertionError("cut %d: UNDO took back the set-up" % cut)
        again = boot(nvm)
        if setup and (again.session is None or bytes(again.session.log) != setup):
            raise AssertionError("cut %d: the set-up is not stored" % cut)
    return figures


def damaged_images():
    """Damaged flash images, each (name, bytes of a 4 KB area)."""
    module, params, inputs = recorded_game("zoostock-4p.rec")
    good = Rp2040Nvm()
    s = st.Store(good)
    logwrite.start(s, module.GAME_ID, params, inputs)
    base = bytes(good.data)
    out = []
    rng = random.Random(6)
    out.append(("random bytes", bytes(rng.randrange(256) for _ in range(4096))))
    out.append(("all zero", bytes(4096)))
    b = st.history_size(4096)  # the log's header, after the history
    cut = b + st.HEADER + 2 * (1 + st.BLOCK + 60)  # the game's BEGIN block and 60 inputs
    out.append(("truncated log", base[:cut] + b"\xff" * (4096 - cut)))
    older = bytearray(base)
    older[b + 2] = st.FORMAT_VERSION + 1
    older[b + 6] = crc8(older[b : b + 6])
    out.append(("another format version", bytes(older)))
    other = bytearray(base)
    game = b + st.HEADER + 2  # the BEGIN block's game id
    other[game] = 9  # a game id this device does not know
    other[game + 1] = st.check(9, 1)
    out.append(("another game's log", bytes(other)))
    illegal = Rp2040Nvm()
    bad = bytes(inputs[:50]) + bytes(inputs[10:11]) + bytes(inputs[51:])  # a card seen twice
    logwrite.start(st.Store(illegal), module.GAME_ID, params, bad)
    out.append(("checksums right, inputs illegal", bytes(illegal.data)))
    flipped = bytearray(base)
    flipped[b + st.HEADER + 2 * 30] ^= 0x10  # one bit in the middle of the log
    out.append(("a flipped bit mid-log", bytes(flipped)))
    # Records whose checks are right but which no write of the store's makes (found by
    # fuzzing the log): an input after the game's END, a fix of more inputs than the game.
    ended = Rp2040Nvm()
    s = st.Store(ended)
    logwrite.start(s, module.GAME_ID, params, inputs[:20])
    s.write((st.END, inputs[20]))
    out.append(("checks right, an input after the end", bytes(ended.data)))
    overfixed = Rp2040Nvm()
    s = st.Store(overfixed)
    logwrite.start(s, module.GAME_ID, params, inputs[:20])
    s.fix(21, inputs[:1])
    out.append(("checks right, a fix of more than the game", bytes(overfixed.data)))
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


def walk(start, depth):
    """Every state reachable from `start` (a booted Shell) within `depth` key presses, by
    breadth-first search. Returns (states, screens): states reached, distinct screens (the
    text on the display and the lit keys). Checks every state as it goes. Bounded by its
    depth, not by a clock: it covers the same states on a slow or busy machine (a minute
    here for a blank device, which once had two minutes to finish and a failure after)."""
    import copy

    from zootally.ui.legend import legend_lines

    layout = tuple(range(11)) + (16,)
    seen = {state_key(start)}
    screens = set()
    frontier = [start]
    for _ in range(depth):
        nxt = []
        for shell in frontier:
            for k in ALL_KEYS:
                memo = {}
                if shell.session is not None:  # modules are shared, not copied
                    memo[id(shell.session.module)] = shell.session.module
                child = copy.deepcopy(shell, memo)
                child.press(k)  # must not raise
                v = child.view
                lines = v.shown() + legend_lines(v, layout, 3)
                for line in lines:
                    assert len(line) <= 21, line
                screens.add(tuple(lines))
                key = state_key(child)
                if key not in seen:
                    seen.add(key)
                    nxt.append(child)
        frontier = nxt
    return len(seen), len(screens)


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
            logwrite.start(st.Store(nvm), module.GAME_ID, params, log)
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


PULLED = "2026-12-02T14:20+01:00"  # when pull_bytes says a sending arrived


def pull_bytes(data, folder, out=None, wait=0.3, limit=5.0, stamp=PULLED):
    """pull over a MemoryPort holding `data`: its waits counted in reads, not in the
    machine's time, so that a busy machine never ends a pull before the bytes are read;
    what it files dated `stamp`, not by the machine's clock."""
    from host_sim.companion import pull

    port = MemoryPort(data)
    return pull.pull_from(
        port,
        str(folder),
        wait,
        out or (lambda line: None),
        clock=lambda: port.now,
        limit=limit,
        stamp=stamp,
    )


def pull_lines(lines, folder, out=None):
    """pull over lines as the device sends them (pull_bytes)."""
    return pull_bytes(("\n".join(lines) + "\n").encode(), folder, out)


def pull_mutated(seed, folder):
    """One mutated sending through pull. Returns a dict of what happened; raises nothing
    but what pull raises (a traceback is a failure of the caller's count)."""
    from host_sim.companion import pull

    rng = random.Random(seed * 7919 + 1)
    data, text = genuine_sending(seed)
    data = mutate(data, rng)
    endless = rng.randrange(50) == 0
    port = MemoryPort(data, endless)
    filed, had, problems = pull.pull_from(
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


# ---- the computer's files: what pull does when the folder is not as it expects ----------


def fault_sendings():
    """(bytes of two sendings, the names pull writes): a whole ZooStock record with three
    history lines, and a record that does not read back (a card twice: damaged/)."""
    import hashlib
    import zlib

    def sending(lines):
        crc = zlib.crc32("".join(x + "\n" for x in lines).encode())
        lines = lines + ["# end: %d lines, crc32 %08x" % (len(lines), crc)]
        return "".join(x + "\r\n" for x in lines).encode()

    good = ["zoostock players=3", "lead 1", "ex G3 G5 B3 B5 H1 R7 T2 E6 B8"]
    history = ["# history: 3 games"] + [
        "# game %d: zoostock players=3 totals=%d,20,30 winners=P3 decided=highest total" % (n, n)
        for n in (3, 2, 1)
    ]
    bad = ["zoostock players=3", "lead 1", "ex G3 G3"]
    _, params, inputs, _ = record.parse("\n".join(good) + "\n")
    digest = hashlib.sha1(bytes((1, params)) + bytes(inputs)).hexdigest()[:10]
    text = "\n".join(bad) + "\n"
    damaged = "damaged-%s.rec" % hashlib.sha1(text.encode()).hexdigest()[:10]
    data = sending(good + history) + sending(bad)
    names = ["zoostock-%s.rec" % digest, "history.txt", "damaged", "damaged/" + damaged]
    return data, names


def _snapshot(path):
    out = {}
    for d, dirs, files in os.walk(path):
        for n in files + dirs:
            p = os.path.join(d, n)
            out[p] = open(p, "rb").read() if os.path.isfile(p) and not os.path.islink(p) else None
    return out


def pull_in_faults(root, plant=None, at=None, limit=None):
    """One pull of fault_sendings() into root/games, with `plant` ("file link", "folder
    link", "fifo", "folder", "file") at the name `at` pull writes, or the files it may
    write capped at `limit` bytes (a full disk: RLIMIT_FSIZE, as `ulimit -f` sets). Returns
    what went wrong: a list of 'traceback', 'outside', 'half line', 'hang'."""
    import resource
    import signal

    folder = os.path.join(root, "games")
    outside = os.path.join(root, "outside")
    os.makedirs(folder)
    os.makedirs(outside)
    with open(os.path.join(outside, "victim.txt"), "w") as f:
        f.write("mine\n")
    data, names = fault_sendings()
    if plant is not None:
        path = os.path.join(folder, names[at])
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if plant == "file link":
            os.symlink(os.path.join(outside, "victim.txt"), path)
        elif plant == "folder link":
            os.symlink(outside, path)
        elif plant == "fifo":
            os.mkfifo(path)
        elif plant == "folder":
            os.makedirs(path)
        else:
            with open(path, "w") as f:
                f.write("# game 9: zoosto")  # a half line, or a file where a folder goes
    before = _snapshot(outside)
    wrong = []

    def hang(signum, frame):
        raise TimeoutError()

    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(20)  # a hang's deadline: a pull of these takes a few ms
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    try:
        if limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
        pull_bytes(data, folder)
    except TimeoutError:
        wrong.append("hang")
    except Exception:
        wrong.append("traceback")
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    if _snapshot(outside) != before:
        wrong.append("outside")
    history = os.path.join(folder, "history.txt")
    if os.path.isfile(history) and not os.path.islink(history):
        from host_sim.companion import dates
        from host_sim.companion.pull import parse_history_line

        text = open(history, encoding="utf-8").read()
        lines = text.splitlines()
        planted = plant == "file" and at == 1
        for line in lines[1:] if planted else lines:  # the planted half line is not pull's
            try:
                device, stamp = dates.split_history(line)
                parse_history_line(device)
                if stamp is None:
                    raise ValueError("not dated")
            except ValueError:
                wrong.append("half line")
                break
        if text and not text.endswith("\n") and not (planted and len(lines) == 1):
            wrong.append("half line")
    return wrong


PLANTS = ("file link", "folder link", "fifo", "folder", "file")


def fs_faults(limits=None):
    """pull_in_faults() for every plant at every name pull writes, and a full disk at
    every size up to what pull writes (or `limits`): the counts. In a process of its own
    (its file size limit and alarm are the process's)."""
    import shutil

    data, names = fault_sendings()
    root = tempfile.mkdtemp()
    figures = {"runs": 0, "traceback": 0, "outside": 0, "half line": 0, "hang": 0}
    try:
        probe = os.path.join(root, "probe")
        pull_in_faults(probe)
        written = sum(
            os.path.getsize(os.path.join(d, f))
            for d, _, files in os.walk(os.path.join(probe, "games"))
            for f in files
        )
        runs = [(plant, at, None) for plant in PLANTS for at in range(len(names))]
        runs += [(None, None, n) for n in (limits or range(0, written + 2))]
        for k, (plant, at, limit) in enumerate(runs):
            case = os.path.join(root, "case%d" % k)
            for what in pull_in_faults(case, plant, at, limit):
                figures[what] += 1
            figures["runs"] += 1
            shutil.rmtree(case, ignore_errors=True)
        figures["bytes written"] = written
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return figures


# ---- FIX (ui/fix.py): a past entry corrected ------------------------------------------------


def game_on(nvm, game_id, players, inputs):
    """A game begun on the device and `inputs` entered (as the table entered them: the
    device's own answers among them)."""
    shell = boot(nvm)
    new_game(shell, games.load(game_id), players)
    for v in inputs[len(shell.session.log) :]:
        if shell.session.apply(v):
            raise AssertionError("recorded input refused")
    shell.render()
    return shell


def played(game_id, players, rng):
    """The log of a random legal game of the title (host_sim/registry.py's table)."""
    from host_sim import registry

    table = registry.table(game_id, players, rng)
    table.play()
    return bytes(table.inputs)


def fix_pick(shell, k):
    """MENU, FIX, back to the k-th input (the pick shows it)."""
    shell.press(keys.MENU)
    press_label(shell, "FIX")
    f = shell.fixing
    while f.at - k >= 10:
        press_label(shell, "-10")
    while f.at > k:
        press_label(shell, "PRV")
    if f.at != k:
        raise AssertionError("the pick is at %d, not %d" % (f.at, k))


def enter(shell, v):
    """The table's input on the game's screens, as ui/play.py key() takes one (the rest of a
    fix entered again after it, the device's own answers)."""
    from zootally.ui import fix, play

    if shell.ui._input(v) is not None:
        raise AssertionError("input %d refused" % v)
    play.key(shell, play.SETTLE, fix.go_on if shell.fixing is not None else None)
    shell.render()


def other_legal(game, old, rng):
    """A legal input other than `old` now, or None."""
    options = [v for v in range(st.FIX) if v != old and game.check(v) == 0]
    return rng.choice(options) if options else None


def take_or_skip(shell):
    """At a fix's stop: the rest as they are now (ALL), or skip the one no longer legal."""
    labels = [x[0] for x in shell.view.slots if x]
    press_label(shell, "ALL" if "ALL" in labels else "SKP")


FIX_NOT_MADE = "fix not made: redo it"
FIX_KEPT = "fix kept: UNDO again"


def fix_game(game_id, seed=7, full=False):
    """A random game of the title (its most players) on a device with a history of six,
    and its fix: an entry a third of the way in, fixed with the other legal input that
    keeps the most of the rest (the longest FIX block). `full`: the table went back and
    forth with UNDO at the last input until the block no longer fits the log, so that the
    fix writes the log afresh; "undo": until the fix fits but its UNDO's block does not.
    Returns (the nvm with the game on, the entry, the input that fixes it, the log
    before, the log after)."""
    players = games.entry(game_id)[games.PLAYERS][-1]
    module = games.load(game_id)
    rng = random.Random(seed)
    old = played(game_id, players, rng)
    for k in range(len(old) // 3, len(old)):
        before = Session(module, players, None, old[:k]).game
        alts = [a for a in range(st.FIX) if a != old[k] and before.check(a) == 0]
        if alts:
            break
    best = (0, None, b"")
    for alt in alts:
        probe = game_on(Rp2040Nvm(), game_id, players, old)
        fix_pick(probe, k)
        press_label(probe, "FIX")
        enter(probe, alt)
        while probe.fixing is not None:
            take_or_skip(probe)
        best = max(best, (len(probe.session.log), alt, bytes(probe.session.log)))
    _, alt, fixed = best
    if fixed == old:
        raise AssertionError("no fix to cut")
    base = Rp2040Nvm()
    base[0:HISTORY_BASE] = older_history()
    shell = game_on(base, game_id, players, old)
    store = shell.store
    # Room for the block (a FIX record and five more, the inputs), or `undo`: for it but
    # not for its UNDO's after it (the inputs it dropped).
    room = len(fixed) - k + (6 + len(old) - k + 5 if full == "undo" else 0)
    while full and store.capacity() - store.slot > room:
        shell.session.undo()
        shell.session.apply(old[-1])
    return base, k, alt, old, fixed


def fix_cuts(game_id, partial=False, seed=7, full=False, undo=False, stride=1):
    """The power cut at every step (every `stride`-th) of a fix's write (`undo`: of the
    UNDO that takes it back), `partial`: the byte being written keeping a random part of
    its bits; `full`: a fix that does not fit the log (fix_game). After each cut the
    device boots: with the game as it was before the write or after it, or (a cut while
    a rewritten log was programmed) the damaged screen offering the inputs before the
    write, or (the sector's erase) no game; never anything else. Counts: cuts, old,
    fixed, damaged, none, said (the game the write did not change, with the words for
    it: FIX_NOT_MADE, or FIX_KEPT for an UNDO), history (cuts that kept it whole),
    went_on (the table's next input stored after the game found), and the block's
    inputs."""
    base, k, alt, old, fixed = fix_game(game_id, seed, "undo" if full and undo else full)
    rng = random.Random(seed)
    if undo:
        shell = boot(Rp2040Nvm(data=base.data))
        fix_pick(shell, k)
        press_label(shell, "FIX")
        enter(shell, alt)
        while shell.fixing is not None:
            take_or_skip(shell)
        base = shell.store.mem
    whole = base.data[0:HISTORY_BASE]
    before, after, words = (fixed, old, FIX_KEPT) if undo else (old, fixed, FIX_NOT_MADE)
    out = {"cuts": 0, "old": 0, "fixed": 0, "damaged": 0, "none": 0, "said": 0}
    out.update({"history": 0, "went_on": 0, "block": len(fixed) - k})

    def write(nvm, cut):
        """The fix (or its UNDO) from the device as booted, the power cut after `cut`
        steps of its write (-1: never); the steps it took."""
        shell = boot(nvm)
        if not undo:
            fix_pick(shell, k)
            press_label(shell, "FIX")
        nvm.steps = 0
        nvm.cut_after = cut
        try:
            if undo:
                shell.press(keys.UNDO)
            else:
                enter(shell, alt)
                while shell.fixing is not None:
                    take_or_skip(shell)
        except PowerCut:
            pass
        nvm.cut_after = -1
        return nvm.steps

    steps = write(Rp2040Nvm(data=base.data), -1)
    for cut in list(range(0, steps, stride)) + [steps]:
        nvm = Rp2040Nvm(data=base.data)
        nvm.partial = random.Random(cut) if partial else None
        write(nvm, cut)
        out["cuts"] += 1
        out["history"] += nvm.data[0:HISTORY_BASE] == whole
        again = boot(nvm)
        if again.screen == DAMAGED_SCREEN:
            offered = bytes(again.found[3])
            if before[: len(offered)] != offered:
                raise AssertionError("cut %d: damage offers what was never entered" % cut)
            out["damaged"] += 1
        elif again.session is None:
            out["none"] += 1
        else:
            log = bytes(again.session.log)
            if log not in (before, after):
                raise AssertionError("cut %d: neither the game before nor after" % cut)
            out["old" if log == old else "fixed"] += 1
            out["said"] += log == before and again.view.flash == words
            v = other_legal(again.session.game, -1, rng)
            if v is not None:
                again.session.apply(v)
                log += bytes([v])
            if bytes(boot(nvm).session.log) != log:
                raise AssertionError("cut %d: the next input was not stored after it" % cut)
            out["went_on"] += 1
    return out
