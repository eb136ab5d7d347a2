# SPDX-License-Identifier: MIT
"""The durable input log: an append-only area of non-volatile memory. Its records' values
and checks are core/logrecords.py's; load() reads it with core/logread.py, which the device
loads for its start only (a game on never reads its log again: that code stays out of the
heap while the table plays).

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
last record of a log written afresh (start()): its magic is written after it, so a header
without its magic holds a game only with the SEAL there (the magic erased), never a
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
game it came with was never begun. A game without names has none.

CircuitPython programs a write whose whole range reads erased (0xFF) into the flash, and
erases the RP2040's 4 KB sector for any other write, a window in which a power cut loses
everything (45 ms typical, 400 ms at most). So the store only turns erased bytes into data:
UNDO is a record, a torn record is skipped and the next written after it, NEW writes END
and the next game a BEGIN block after it, a finished game's summary goes into the
history's erased tail. The sector is rewritten (start()) only when the log has no room for
a new game (at its start, when nothing of it is at stake), when a game or a fix outgrows
the log, and for KEP; docs/power-cuts.md has the windows and how often each opens. A
rewrite with a game in it programs the log before the history (rewrite()): a cut after
the erase then leaves the game, whole or offered as damage, never no game.

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

from zootally.core.checksum import crc8
from zootally.core.logrecords import (  # the store's own names too: load() says EMPTY...
    BEGIN,
    BLOCK,
    DAMAGED,
    EMPTY,  # noqa: F401
    END,
    ERASED,
    FIX,
    FORMAT_VERSION,
    HEADER,
    NAMES,
    OK,  # noqa: F401
    RESUME,
    SEAL,
    TORN,  # noqa: F401
    UNDO,
    check,
)

RESERVE = 400  # log slots kept for a new game: with fewer, its start rewrites the log


class StoreFull(Exception):
    pass


def _named(names):
    """A NAMES block's records for a game's start (none without names)."""
    return (NAMES, len(names)) + tuple(names) if names else ()


def erase(buf, start, end):
    """buf[start:end] set to ERASED: one byte, then copies of what is set, each twice as
    long, in place (a loop a byte at a time was most of a game's start: device-model.md)."""
    if start >= end:
        return
    buf[start] = ERASED
    view = memoryview(buf)
    done = 1
    while done < end - start:
        n = min(done, end - start - done)
        buf[start + done : start + done + n] = view[start : start + n]
        done += n


def header_bytes(game_id, params, number=0, version=FORMAT_VERSION):
    h = bytearray((0x5A, 0x54, version, game_id, params, number & 0xFF, number >> 8, 0))
    if version == 1:
        h[5] = h[6] = 0
        h[6] = crc8(h[0:6])
    else:
        h[7] = crc8(h[0:7])
    return h


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
        self.buf = None  # the log's image for start(): allocated once, then reused
        self.image = None  # the whole area's, for a new game's start (reserve())
        self.writes = 0  # write calls made, for the benchmarks
        # What the store knows of the log is what the area holds: read (load()) or
        # written afresh (start()) by this store. Until then a start writes it whole.
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
        self._write(values)
        self.fixes = max(0, self.fixes + 1 - 2 * kind)
        self.unfix = None if dropped is None else (n, bytes(dropped))

    def open_fix(self):
        """The table begins a fix: its block's FIX record, alone, so that a power cut before
        the fix is whole reads as a fix not made (fix_cut), not as nothing at all. Where
        the log has no room, nothing: fix() then writes the block whole, or the log afresh."""
        if self.version < 3 or not self.on or self.slot + 2 > self.capacity():
            return
        unfix = self.unfix  # a fix UNDO takes back stays that until another is made
        self._write((FIX,))
        self.unfix = unfix
        self.opened = self.count - 1

    def close_fix(self):
        """The fix begun is given up (or changed nothing): a RESUME at its FIX record's
        index says its block never follows, as after a cut."""
        if self.opened < 0:
            return
        unfix = self.unfix
        try:
            self._write(())  # an empty write after an open FIX: its RESUME alone
        except StoreFull:
            pass  # the next write begins with the RESUME
        self.unfix = unfix

    def _log_image(self):
        """The log's image (the area after the history), allocated once and kept: late in
        a long game, when the log is compacted, the heap may have no 2 KB in one piece.
        A new game takes it before it loads its code (reserve())."""
        if self.buf is None:
            self.buf = bytearray(self.size - self.base)
        return self.buf

    def start(
        self, game_id, params, inputs=b"", number=None, image=None, setup=0, names=0, then=()
    ):
        """Write the log afresh: a game (game_id 0: none) with inputs already played, the
        first `setup` of them its set-up, its players' names `names` (0: the game's own,
        as read or begun), and `then`, records after its SEAL (a FIX block). Over an
        erased log this only programs; over any other it costs the sector's erase.
        `image`: the whole area's, its history part filled in, to write the history again
        with the log (the sector is erased anyway, and no game is at stake); without it,
        a log with inputs the table entered is programmed before the history
        (_log_first)."""
        # The log written at once, the history not in the write unless `image`:
        # CircuitPython programs a write whose range reads erased, and erases the sector
        # for any other, programming back what the write leaves (the history, first). The
        # magic goes last, in a write of its own into erased bytes: a power cut before it
        # leaves no game, or one offered as damage (load()).
        at = 0
        buf = image
        if image is None:
            buf = self._log_image()
        else:
            at = self.base
        if number is None:
            number = self.number
        if names == 0:
            names = self.names
        n = len(inputs)
        block = _named(names) + (BEGIN, game_id, params, number & 0xFF, number >> 8, setup)
        head = len(block)
        total = head + n + 1 if game_id else 0  # the NAMES and BEGIN blocks, inputs, SEAL
        if total + len(then) > self.capacity():
            raise StoreFull()
        # Over a log that reads erased past what this writes (a new device's, or one
        # written afresh with no game), only what it writes is programmed: a page or two,
        # not the whole log. Anything else is written whole.
        used = HEADER + 2 * (total + len(then))
        clean = self.known and image is None and game_id != 0 and not self.damaged
        clean = clean and self.slot <= total + len(then)
        if not clean:
            erase(buf, at, len(buf))
        header = header_bytes(0, 0)
        if game_id:
            buf[at : at + HEADER] = header
            buf[at] = buf[at + 1] = ERASED
            for k in range(total + len(then)):
                if k < head:
                    v = block[k]
                elif k < total:
                    v = inputs[k - head] if k - head < n else SEAL
                else:
                    v = then[k - total]
                buf[at + HEADER + 2 * k] = v
                buf[at + HEADER + 2 * k + 1] = check(v, k)
        b = self.base
        # The table's inputs at stake (a game rewritten: it outgrew the log, a fix, KEP):
        # the log before the history. Else the history first, as the flash does it.
        if clean:
            self.mem[b : b + used] = memoryview(buf)[0:used]
            self.mem[b : b + 2] = header[0:2]
            self.writes += 2
        elif not (n > setup and image is None and b and self._log_first(buf, header)):
            self.mem[b - at : self.size] = buf
            self.writes += 1
            if game_id:
                self.mem[b : b + 2] = header[0:2]
                self.writes += 1
        self.version = FORMAT_VERSION
        self.resume = self.damaged = False
        self.headed = self.on = game_id != 0
        self.game_id = game_id
        self.params = params
        self.number = number
        self.setup = setup if game_id else 0
        if game_id:
            self.names = names
        self.count = self.slot = total + len(then)
        self.opened = -1
        self.known = True

    def _log_first(self, log, header):
        """Write the log image `log` over the sector, the log programmed before the history:
        CircuitPython programs the erased sector from its start, the history first, and a
        cut there would leave no game. So the first write holds the history erased; the
        log's magic follows, then the history again, from `log`'s own buffer (the sector's
        image took the log). False, nothing written, where the heap has no 4 KB in one
        piece: the history then goes first, as before."""
        b = self.base
        try:
            image = bytearray(self.size)
        except MemoryError:
            return False
        erase(image, 0, b)
        image[b:] = log
        end = 0
        for i in range(b):  # byte by byte: no copy of the history in the heap
            log[i] = self.mem[i]
            if log[i] != ERASED:
                end = i + 1
        self.mem[0 : self.size] = image
        image = None
        self.mem[b : b + 2] = header[0:2]
        self.writes += 2
        if end:
            self.mem[0:end] = memoryview(log)[0:end]
            self.writes += 1
        return True

    def rewrite(self, inputs, back=0, tail=None, dropped=None):
        """The game on written afresh as `inputs` (it outgrew the log). With `tail`, a fix
        or its UNDO that outgrew it (fix()'s `back`, inputs and `dropped`): `inputs` as
        they stood before it, then its block after the SEAL, so that a cut in the block
        leaves the game as it was, and the fix stays one UNDO takes back. A rewrite keeps
        no count of the fixes before it."""
        if tail is not None:
            n = len(tail)
            kind = 1 if dropped is None else 0
            block = (FIX, kind, back & 0xFF, back >> 8, n & 0xFF, n >> 8) + tuple(tail)
            try:
                self.start(self.game_id, self.params, inputs, setup=self.setup, then=block)
                self.fixes = 1 - kind
                self.unfix = None if dropped is None else (n, bytes(dropped))
                return
            except StoreFull:  # not both in the log: the game as it stands after it, alone
                inputs = inputs[: len(inputs) - back] + tail
        self.start(self.game_id, self.params, inputs, setup=self.setup)
        self.fixes = 0
        self.unfix = None

    def reserve(self):
        """What a new game's start writes from, taken while the table chooses (Shell.idle)
        and the heap is whole: the log's image (after the game's code is loaded the heap
        may not have it in one piece: where the heaviest game's start failed on a capped
        heap); or, where the start will write the area afresh (no room for another game
        in the log), the whole area's image with the history in it again (each summary
        checked as it is copied: over a full history, most of such a start's time)."""
        # A new game's start at most, in records: END; the NAMES block (NAMES, its length,
        # six names of 38 bytes and their commas: core/names.py); BEGIN and its block;
        # Zooscape's eight card values of three records (tests/test_store.py checks it).
        if not (self.base and self.headed) or self.room(1 + 235 + 1 + BLOCK + 8 * 3):
            self._log_image()
        elif self.image is None:
            from zootally.core import summary as sm

            self.buf = None  # the heap's room goes to the whole image
            self.image = sm.with_new(self.mem, self.base, None, bytearray(self.size))

    def room(self, n):
        """Does a new game's start of n records go after the log's end (else the log is
        written afresh)?"""
        return (
            self.headed
            and not self.damaged
            and self.version == FORMAT_VERSION
            and self.capacity() - self.slot >= n + RESERVE
        )

    def begin(self, game_id, params, number, setup=b"", names=None):
        """A new game, its players' names (core/names.pack's bytes, or None) and its set-up
        inputs (Zooscape's card values from the settings), in one write: a cut leaves the
        game whole or not begun. After the last game ended,
        or one with nothing entered yet (UNDO at its first question goes back to the
        player count), which an END before it ends: a BEGIN block after it where the log
        has room for a game, else (and over a log of an older format) the log written
        afresh."""
        values = _named(names) + (BEGIN, game_id, params, number & 0xFF, number >> 8, len(setup))
        values += tuple(setup)
        if self.on and not self.damaged:
            values = (END,) + values
        image = self.image  # reserve()'s, where it took one
        self.image = None
        if self.room(len(values)):
            self._write(values)
            self.on = True
            self.game_id = game_id
            self.params = params
            self.number = number
            self.setup = len(setup)
        elif self.base and self.headed:
            # The sector is erased anyway: the history is written again with it, newest
            # first, so that a cut while it is programmed keeps the newest games. The
            # heap has room now: no game is on.
            if image is None:
                from zootally.core import summary as sm

                self.buf = None
                image = sm.with_new(self.mem, self.base, None, bytearray(self.size))
            self.start(game_id, params, setup, number, image, len(setup), names)
        else:
            self.start(game_id, params, setup, number, setup=len(setup), names=names)
        self.begun(names)  # no fix of the last game's is this one's

    def _write(self, values):
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
        self._write((value,))

    def undo(self):
        self._write((UNDO,))

    def end(self, summary=None):
        """NEW: the game on ends; `summary` (a finished game's, as core/history.decode
        gives one) joins the history first, in its erased tail, unless a cut after that
        write left it there already. Nothing is erased unless the history or the log is
        full."""
        if summary is not None and self.base:
            from zootally.core import summary as sm

            sm.store(self.mem, self.base, summary)
        if self.damaged:
            self.start(0, 0)  # NEW over damage (the table said so twice): the log erased
        elif self.on:
            try:
                self._write((END,))
            except StoreFull:
                self.start(0, 0)
        self.on = False
        self.setup = 0
        self.buf = None  # the next game's start may not need it: free its heap
