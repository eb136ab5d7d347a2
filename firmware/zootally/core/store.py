# SPDX-License-Identifier: MIT
"""The durable input log: an append-only area of non-volatile memory. Its records' values
and checks are core/logrecords.py's; load() reads it with core/logread.py, which the device
loads for its start only (a game on never reads its log again: that code stays out of the
heap while the table plays), and core/logwrite.py writes it afresh and begins a new game:
loaded for that write only (a game on appends).

Layout (all in one area `mem`, e.g. microcontroller.nvm or a file standing in for it):

    0     history        summaries of finished games (core/history.py), 2,048 bytes
    B+0   b"ZT"          magic (B: the history's size, the log's base)
    B+2   version        FORMAT_VERSION
    B+3   game id        formats 1 and 2: the log's first game (0: none); format 3: 0
    B+4   params         formats 1 and 2: e.g. the number of players; format 3: 0
    B+5   number         format 2: the game's running number in the history, 2 bytes LE
    B+7   crc8(B+0..6)   (format 1: B+5 0, B+6 crc8(B+0..5), B+7 0, no number)
    B+8   records        2 bytes each: value, check, to the end

A record's value is an input, or UNDO (drop the input before), END (the game is over or
dropped: NEW), BEGIN, whose next records are a new game's id, players, number (2) and, in
format 3, how many set-up inputs follow it in the same write (Zooscape's card values from
the settings: a game whose set-up is not all there was never begun, and UNDO never takes
them back); or RESUME, which the first write after a torn record begins with: the reader
passes over torn slots only to a RESUME, so a damaged record in the middle of the log (a
bit flipped) is never taken for a tear and passed over with the input in it; or SEAL, the
last record of a log written afresh (logwrite.start()): its magic is written after it, so a
header without its magic holds a game only with the SEAL there (the magic erased), never a
rewrite cut short. In format 3 every game begins with its BEGIN block, the log's first
too. Erased records with written ones after them are damage, never the log's end.

A FIX block replaces the game's last inputs (the table corrected an entry: FIX on the
menu), in one write: FIX, then five records (kind: 0 a fix, 1 a fix taken back; how many
of the last inputs it drops, 2 bytes LE; how many inputs follow, 2 bytes LE), then those
inputs. It counts only whole: a block cut short leaves the game as it was before it, and
the next write goes on at the FIX's own index with a RESUME, which no block holds where
its inputs are (the index alone tells a cut block within its first 16 records). The FIX
record goes first, on its own, as the table begins a fix (open_fix()), and the rest of
the block when the fix is whole: a power cut in between reads as a fix not made, so the
device can say so. A fix given up writes a RESUME at the FIX's index (close_fix()).

A NAMES block, in the same write as the BEGIN block it comes just before, gives the new
game its players' names (core/names.py packs them): NAMES, their length, their bytes
(UTF-8, whose bytes are all below NAMES; up to 233). Cut short, like a FIX block: the
game it came with was never begun. A game without names has none, and so has one whose
names do not read as text (damage its checks let by: the game goes on, its seats unnamed).

CircuitPython programs a write whose whole range reads erased (0xFF) into the flash, and
erases the RP2040's 4 KB sector for any other write, a window in which a power cut loses
everything (45 ms typical, 400 ms at most). So the store only turns erased bytes into data:
UNDO is a record, a torn record is skipped and the next written after it, NEW writes END
and the next game a BEGIN block after it, a finished game's summary goes into the
history's erased tail. The sector is rewritten (logwrite.start()) only when the log has no
room for a new game (at its start, when nothing of it is at stake), when a game or a fix
outgrows the log, and for KEP; docs/power-cuts.md has the windows and how often each opens.
A rewrite with a game in it programs the log before the history (logwrite.rewrite()): a cut
after the erase then leaves the game, whole or offered as damage, never no game.

A record's check (formats 2 and 3) is a Berger code with a 4-bit field: the high nibble
counts the zero bits of the value and of the low nibble. Flash programming only turns ones
into zeros, so a record torn by a power cut, at any bit of either byte, has fewer zeros
than its count claims (or a count raised by the cut): every tear is caught, and recognised
as a tear, not damage. The low nibble binds the record to its index: format 3 puts the
index's low four bits in it exactly (XOR a 4-bit CRC of the value), so a record read 1 to
15 places from where it was written always fails. Where a BEGIN block (six records) was
cut short, the next write goes on after it at the block's own index, and the reader tells
the two apart by that alone; format 2's 4-bit CRC of value and index let one index pair in
16 pass, and mis-framed a new game after such a cut. Formats 1 (a CRC-8
of value and index, which a record torn mid-bits passes about once in 700: docs/
power-cuts.md) and 2 are still read and continued; the next new game rewrites the log in
format 3.
"""

from zootally.core.logrecords import (  # the store's own names too: load() says EMPTY...
    BLOCK,  # noqa: F401
    DAMAGED,
    EMPTY,  # noqa: F401
    END,
    ERASED,  # noqa: F401
    FIX,
    FORMAT_VERSION,
    HEADER,
    NAMES,  # noqa: F401
    OK,  # noqa: F401
    RESUME,
    SEAL,  # noqa: F401
    TORN,  # noqa: F401
    UNDO,
    StoreFull,
    check,
)

HISTORY_BYTES = 2048  # about 100 summaries (core/history.py)


def history_size(size):
    """Bytes of the area kept for the history: 2,048 of a 4 KB area (ZooStock 4 players:
    113 summaries; Zooscape 6: 93; Zoo-ography 2: 146). The log keeps 1,020 records (a
    4-player ZooStock game with an UNDO after every input writes about 400). An area under
    4 KB keeps no history."""
    return HISTORY_BYTES if size >= 2 * HISTORY_BYTES else 0


class Store:
    def __init__(self, mem, size=None):
        self.mem = mem
        self.size = size if size is not None else len(mem)
        self.base = history_size(self.size)  # where the log begins, after the history
        self.buf = None  # the log's image for logwrite.start(): allocated once, then reused
        self.image = None  # the whole area's, for a new game's start (logwrite.reserve())
        self.writes = 0  # write calls made, for the benchmarks
        # What the store knows of the log is what the area holds: read (load()) or
        # written afresh (logwrite.start()) by this store. Until then a start writes it
        # whole.
        self.known = False
        self.forget()

    def forget(self):
        """What the store knows of the log, as before it is read (core/logread.py)."""
        self.count = 0  # good records (inputs, markers): the index in their check
        self.slot = 0  # 2-byte slots used, torn ones included: where the next record goes
        self.version = FORMAT_VERSION  # of what load() found
        self.game_id = 0
        self.params = 0
        self.number = 0  # the game's number in the history (0: not known, format 1)
        self.setup = 0  # the game's first inputs that came with its start: never undone
        self.setup_left = 0  # while the log is read: of those, the ones still to come
        self.on = False  # a game is on: its inputs are the records after its start
        self.resume = False  # the log ends in torn slots: the next write begins with RESUME
        self.damaged = False  # load() found damage: no record may follow it
        self.headed = False  # the log has a header: BEGIN blocks may follow
        # What the last record undoes if it was a fix (a FIX block of kind 0): (the
        # inputs it kept, the inputs it dropped), else None; and the game's fixes that
        # stand, for its record.
        self.unfix = None
        self.fixes = 0
        # load(): the last write was a FIX block, cut (TORN): its kind (0 a fix, 1 UNDO of
        # one), or ERASED where the cut came before its kind; else None.
        self.fix_cut = None
        self.opened = -1  # the index of a FIX record open_fix() wrote, its block to come
        # The players' names of the game on (core/names.pack's bytes), or None; after it
        # ended, the last game's: a new game offers them first.
        self.names = None

    def capacity(self):
        return (self.size - self.base - HEADER) // 2

    def load(self):
        """Read the area once. Returns (status, game_id, params, inputs bytearray) of the
        game on: EMPTY when none is. The reader is core/logread.py, which the device
        forgets after its start (ui/boot.py)."""
        from zootally.core import logread

        found = logread.read(self)
        self.damaged = found[0] == DAMAGED  # NEW then erases the log: nothing follows it
        self.known = True
        return found

    def begun(self, names):
        """A BEGIN read or written: a game's start, with its players' names (or None). Cut short, it
        leaves the names the table gave last: a new game offers them first."""
        self.names = names
        self.unfix = None
        self.fixes = 0

    def fix(self, back, inputs, dropped=None):
        """Replace the game's last `back` inputs with `inputs`, in one write (a FIX block):
        a cut leaves the game as it was. `dropped`: those inputs, what UNDO puts back
        (unfix); None: this is UNDO taking the last fix back."""
        if self.version < 3:
            raise StoreFull()  # formats 1 and 2 have no FIX: the log is written afresh
        n = len(inputs)
        kind = 1 if dropped is None else 0
        values = (kind, back & 0xFF, back >> 8, n & 0xFF, n >> 8) + tuple(inputs)
        if self.opened < 0:
            values = (FIX,) + values
        self.opened = -1  # else the block goes on after the FIX record open_fix() wrote
        self.write(values)
        self.fixes = max(0, self.fixes + 1 - 2 * kind)
        self.unfix = None if dropped is None else (n, bytes(dropped))

    def open_fix(self):
        """The table begins a fix: its block's FIX record, alone, so that a power cut before
        the fix is whole reads as a fix not made (fix_cut), not as nothing at all. Where
        the log has no room, nothing: fix() then writes the block whole, or the log afresh."""
        if self.version < 3 or not self.on or self.slot + 2 > self.capacity():
            return
        unfix = self.unfix  # a fix UNDO takes back stays that until another is made
        self.write((FIX,))
        self.unfix = unfix
        self.opened = self.count - 1

    def close_fix(self):
        """The fix begun is given up (or changed nothing): a RESUME at its FIX record's
        index says its block never follows, as after a cut."""
        if self.opened < 0:
            return
        unfix = self.unfix
        try:
            self.write(())  # an empty write after an open FIX: its RESUME alone
        except StoreFull:
            pass  # the next write begins with the RESUME
        self.unfix = unfix

    def write(self, values):
        """Records appended after the log's end, in one write (StoreFull where they do not
        fit: the game is then written afresh, core/logwrite.py)."""
        if self.opened >= 0:
            # A FIX record open_fix() wrote, and this is not its block: it was given up,
            # as if cut, and the write goes on at its index.
            self.count = self.opened
            self.opened = -1
            self.resume = True
        if self.resume:
            values = (RESUME,) + tuple(values)
        n = len(values)
        if self.slot + n > self.capacity():
            raise StoreFull()
        rec = bytearray(2 * n)
        for k in range(n):
            rec[2 * k] = values[k]
            rec[2 * k + 1] = check(values[k], self.count + k, self.version)
        pos = self.base + HEADER + 2 * self.slot
        self.mem[pos : pos + 2 * n] = rec
        self.writes += 1
        self.count += n
        self.slot += n
        self.resume = False
        self.unfix = None  # the last record is no longer a fix

    def append(self, value):
        self.write((value,))

    def undo(self):
        self.write((UNDO,))

    def end(self, summary=None):
        """NEW: the game on ends; `summary` (a finished game's, as core/history.decode
        gives one) joins the history first, in its erased tail, unless a cut after that
        write left it there already. Nothing is erased unless the history or the log is
        full."""
        if summary is not None and self.base:
            from zootally.core import summary as sm

            sm.store(self.mem, self.base, summary)
        if self.damaged:  # NEW over damage (the table said so twice): the log erased
            from zootally.core import logwrite

            logwrite.start(self, 0, 0)
        elif self.on:
            try:
                self.write((END,))
            except StoreFull:
                from zootally.core import logwrite

                logwrite.start(self, 0, 0)
        self.on = False
        self.setup = 0
        self.buf = None  # the next game's start may not need it: free its heap

    def rewrite(self, inputs, back=0, tail=None, dropped=None):
        """The game on written afresh, it or a fix outgrew the log: core/logwrite.py's
        rewrite(), loaded for it. Here, not in Session's methods, where its local would
        deepen every input's frame; the frame it adds under UNDO over a full log is
        within the searched games' deepest (tests/test_device_model.py)."""
        from zootally.core import logwrite

        logwrite.rewrite(self, inputs, back, tail, dropped)
