# SPDX-License-Identifier: MIT
"""The durable input log: an append-only area of non-volatile memory.

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

FORMAT_VERSION = 3
HEADER = 8
UNDO = 0xFE  # record value: drop the input before
END = 0xFD  # record value: the game is over or dropped (NEW)
BEGIN = 0xFC  # record value: a new game; its id, players, number (2) follow as records
RESUME = 0xFB  # record value: the first write after torn slots (formats 2, 3), no input
SEAL = 0xFA  # record value: the last of a log written afresh (formats 2, 3), no input
FIX = 0xF9  # record value: a FIX block (format 3): kind, dropped (2), inputs (2), inputs
NAMES = 0xF8  # record value: a NAMES block (format 3): length, the names' bytes; BEGIN next
BLOCK = 5  # the records after BEGIN (format 3; formats 1 and 2: 4, no set-up count)
ERASED = 0xFF
RESERVE = 400  # log slots kept for a new game: with fewer, its start rewrites the log

# load() status
EMPTY = 0  # no game stored (erased, never written, or the last one ended)
OK = 1  # a game, every record intact
TORN = 2  # the last write was cut by a power cut: dropped
DAMAGED = 3  # a header that is not ours, another format version, or a bad record inside


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


def _zeros(x, bits):
    """The zero bits among the low `bits` (4 or 8) of x, a nibble at a time."""
    zeros = b"\x04\x03\x03\x02\x03\x02\x02\x01\x03\x02\x02\x01\x02\x01\x01\x00"
    n = zeros[x & 15]
    return n + zeros[(x >> 4) & 15] if bits == 8 else n


def _check(value, index, version=FORMAT_VERSION):
    if version == 3:
        c = (crc8((value,)) ^ index) & 0x0F  # the index's low four bits, exactly
    else:
        c = crc8((value, index & 0xFF, index >> 8))
        if version == 1:
            return c
        c &= 0x0F
    return ((_zeros(value, 8) + _zeros(c, 4)) << 4) | c


def _torn(value, check, version):
    """Does a failed record look like a cut in its write? Format 2: fewer zeros than its
    count says (programming turns ones into zeros, never back). Format 1: a value with
    its check still erased."""
    if version == 1:
        return value != ERASED and check == ERASED
    return (check >> 4) > _zeros(value, 8) + _zeros(check & 0x0F, 4)


def _after_torn(data, pos, i, version):
    """A torn record at pos, and maybe more: the device came back and wrote the next record
    in the slot after it, and that write may have been cut too, any number of times. After
    them comes a good record (the log goes on: (OK, its position)) or erased bytes to the
    end (the last thing that happened was a cut: (TORN, where they start)). Anything else
    is damage: (DAMAGED, pos)."""
    nxt = pos
    while nxt + 2 <= len(data):
        a = data[nxt]
        b = data[nxt + 1]
        if (a == ERASED and b == ERASED) or b == _check(a, i, version):
            break
        if not (nxt == pos and version == 1) and not _torn(a, b, version):
            break
        nxt += 2
    if nxt == pos:
        return DAMAGED, pos
    if _erased(data, nxt):
        return TORN, nxt
    if data[nxt + 1] == _check(data[nxt], i, version) and (version == 1 or data[nxt] == RESUME):
        return OK, nxt
    return DAMAGED, pos


def header_bytes(game_id, params, number=0, version=FORMAT_VERSION):
    h = bytearray((0x5A, 0x54, version, game_id, params, number & 0xFF, number >> 8, 0))
    if version == 1:
        h[5] = h[6] = 0
        h[6] = crc8(h[0:6])
    else:
        h[7] = crc8(h[0:7])
    return h


def _header_whole(data):
    """The header's version if its bytes check (its magic taken as written: a cut in the
    magic's own write leaves it erased or partly programmed), else 0."""
    c = crc8(data[2:6], crc8(b"ZT"))
    if data[2] == 1 and c == data[6]:
        return 1
    if data[2] != 1 and crc8(data[6:7], c) == data[7]:
        return data[2]
    return 0


HISTORY_BYTES = 2048  # about 100 summaries (core/history.py)


def history_size(size):
    """Bytes of the area kept for the history: 2,048 of a 4 KB area (ZooStock 4 players:
    113 summaries; Zooscape 6: 93; Zoo-ography 2: 146). The log keeps 1,020 records (a
    4-player ZooStock game with an UNDO after every input writes about 400). An area under
    4 KB keeps no history."""
    return HISTORY_BYTES if size >= 2 * HISTORY_BYTES else 0


def _erased(data, start):
    """Are the bytes from `start` on all erased?"""
    for k in range(start, len(data)):
        if data[k] != ERASED:
            return False
    return True


# The blocks a record opens, and where each says its length: (the index of its length in
# the block, the length's bytes, the block's records besides the ones it counts). A BEGIN
# block has none: its size is the format's (BLOCK).
_LENGTH = {FIX: (3, 2, 5), NAMES: (0, 1, 2)}


def _whole(kind, block, begin_size):
    """Is the block after a `kind` record whole with these records (`block`)?"""
    if kind == BEGIN:
        return len(block) == begin_size
    at, width, besides = _LENGTH[kind]
    if len(block) < at + width:
        return False
    n = block[at] | (block[at + 1] << 8) if width == 2 else block[at]
    return len(block) == besides + n


def _misplaced(kind, block, v):
    """Can record v not come next in the block after a `kind` record (`block`: its records
    so far)? Then the block's write was cut, and the writes after it went on at its index
    with a RESUME first, which no block holds there: a FIX block's inputs are inputs, a
    NAMES block's bytes are below NAMES and BEGIN follows them. A BEGIN block's records
    may hold any value: only their checks tell a cut there."""
    if kind == FIX:
        return len(block) >= 5 and v >= FIX
    if kind == NAMES:
        return v != BEGIN if block and len(block) > block[0] else v >= NAMES
    return False


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
        self._forget()

    def _forget(self):
        """What the store knows of the log, as before it is read."""
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
        game on: EMPTY when none is."""
        found = self._read()
        self.damaged = found[0] == DAMAGED  # NEW then erases the log: nothing follows it
        self.known = True
        return found

    def _read(self):
        """Read the log record by record, as load() says. A block (the records after a
        BEGIN, a FIX or a NAMES) counts only whole; records after torn slots only from
        a RESUME on. What each whole block and each record means is _take()'s."""
        data = self.mem[self.base : self.size]  # one read of the whole log
        size = len(data)
        self._forget()
        found = self._header(data)
        if found is not None:
            return found
        version = self.version
        sealed = version == 1 or (data[0] == 0x5A and data[1] == 0x54)
        begin_size = BLOCK if version >= 3 else 4
        self.on = self.game_id != 0
        inputs = bytearray()
        status = OK
        torn_end = False
        block = None  # the records after a BEGIN, FIX or NAMES: the block being read
        kind = 0  # that record
        first = 0  # its index: where the writes went on if its write was cut
        cut = None  # a block cut short, (kind, its first record), while nothing follows it
        i = 0
        pos = HEADER
        while pos + 2 <= size:
            v = data[pos]
            c = data[pos + 1]
            if v == ERASED and c == ERASED:
                # The log's end. A record reads erased only there: with anything written
                # after it, it is damage, not a game that stops short.
                if not _erased(data, pos + 2):
                    status = DAMAGED
                break
            good = c == _check(v, i, version)
            if block is not None and (not good or _misplaced(kind, block, v)):
                # A block cut short: the writes after it went on at its index.
                cut = (kind, block[0] if block else ERASED)
                block = None
                i = first
                continue
            if not good:
                status, nxt = _after_torn(data, pos, i, version)
                pos = nxt
                if status == OK:
                    continue  # past the torn slots: the log goes on
                torn_end = status == TORN
                break
            if block is not None:
                block.append(v)
                if not _whole(kind, block, begin_size):
                    pass  # more of the block to come
                elif kind == NAMES:
                    # The names whole, and their game's BEGIN: its block follows.
                    self._begun(bytes(block[1:-1]))
                    kind = BEGIN
                    block = bytearray()
                    first = i
                else:
                    inputs = self._take(kind, block, inputs)
                    block = None
            elif v == SEAL:
                sealed = True
            elif v == BEGIN or (version >= 3 and (v == NAMES or (v == FIX and self.on))):
                kind = v
                block = bytearray()
                first = i
                if v == BEGIN:
                    self._begun(None)
            elif v != RESUME:
                inputs = self._take(v, None, inputs)
            if inputs is None:
                status = DAMAGED  # no cut makes that
                break
            cut = None
            i += 1
            pos += 2
        if block is not None and status != DAMAGED:
            # The last write was cut in a block: a game's start (with its set-up, below)
            # never begun, or a fix never made.
            i = first
            status = TORN
            torn_end = kind != BEGIN  # a BEGIN block's index alone tells a cut there
            cut = (kind, block[0] if block else ERASED)
        if status == TORN and cut is not None and cut[0] == FIX:
            self.fix_cut = cut[1]  # what the device says of it (Shell.boot)
        if self.setup_left:  # the game's start was cut in its set-up: it was never begun
            self.on = False
        if not self.on:
            self.setup = 0
        self.count = i
        self.slot = (pos - HEADER) // 2
        self.resume = torn_end and version >= 2  # the next write, after torn slots, says so
        return self._found(status, inputs, sealed)

    def _take(self, v, block, inputs):
        """A good record v of the log read (with its block's records where it opens one,
        whole) taken into the game: the game's inputs after it, or None where no cut
        explains it (damage)."""
        if block is not None:
            if v == FIX:
                return self._fixed(block, inputs)  # None: a fix of more than the game
            self.game_id = block[0]  # a BEGIN block
            self.params = block[1]
            self.number = block[2] | (block[3] << 8)
            self.setup = self.setup_left = block[4] if len(block) > 4 else 0
            self.on = True
            return bytearray()
        if v == END:
            self.on = False
            return bytearray()
        if not self.on:
            return None  # an input with no game
        self.unfix = None
        if v == UNDO:
            return inputs[:-1]  # (no bytearray.pop on MicroPython)
        inputs.append(v)
        if self.setup_left:
            self.setup_left -= 1
        return inputs

    def _found(self, status, inputs, sealed):
        """What load() returns for the log read."""
        if not sealed and status != DAMAGED:
            # A rewrite cut before its SEAL: its records may stop anywhere. With nothing
            # the table entered there, nothing is lost (the game had no inputs or a new
            # one began): no game, and no header either (its magic was never written, so
            # the next game writes the log afresh rather than after it); else the inputs
            # there are offered as damage (KEP), never resumed as whole.
            if not self.on or len(inputs) <= self.setup:
                self.headed = False
                return EMPTY, 0, 0, inputs
            return DAMAGED, self.game_id, self.params, inputs
        if not self.on and status != DAMAGED:
            return EMPTY, 0, 0, inputs
        return status, self.game_id, self.params, inputs

    def _header(self, data):
        """Read the log's header into the store: None if it heads a log, else what load()
        returns for it."""
        if (data[0] & 0x5A) != 0x5A or (data[1] & 0x54) != 0x54:
            return DAMAGED, 0, 0, bytearray()  # no cut of ours leaves these bits
        whole = data[0] == 0x5A and data[1] == 0x54
        if whole and data[2] > FORMAT_VERSION:
            # A later format (firmware rolled back): its header may be laid out otherwise;
            # the screen says which format it is, and nothing is written without a yes.
            self.version = data[2]
            return DAMAGED, data[3], data[4], bytearray()
        version = _header_whole(data)
        if not whole and version > FORMAT_VERSION:
            version = 0  # a header cut short whose check byte, still erased, fits by chance
        if not version:
            # A header cut in its write (the magic is programmed last, so it is not whole):
            # with nothing after it, no game was ever begun there. Anything else is damage.
            if whole or not _erased(data, HEADER):
                return DAMAGED, 0, 0, bytearray()
            return EMPTY, 0, 0, bytearray()
        self.version = version
        self.headed = True
        self.game_id = data[3]
        self.params = data[4]
        if version == 2:
            self.number = data[5] | (data[6] << 8)
        return None

    def _begun(self, names):
        """A BEGIN read: a game's start, with its players' names (or None). Cut short, it
        leaves the names the table gave last: a new game offers them first."""
        self.names = names
        self.unfix = None
        self.fixes = 0

    def _fixed(self, fix, inputs):
        """The game's inputs after a whole FIX block (its records in `fix`, FIX's own left
        out); notes what it undoes (kind 0) and the fixes that stand. None if it drops
        more inputs than the table entered (the set-up is never fixed): damage."""
        back = fix[1] | (fix[2] << 8)
        k = len(inputs) - back
        if k < self.setup:
            return None
        if fix[0] == 0:
            self.unfix = (len(fix) - 5, bytes(inputs[k:]))
            self.fixes += 1
        else:
            self.unfix = None
            self.fixes = max(0, self.fixes - 1)  # (a rewrite keeps no count of fixes)
        return inputs[:k] + fix[5:]

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
                buf[at + HEADER + 2 * k + 1] = _check(v, k)
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
        self._begun(names)  # no fix of the last game's is this one's

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
            rec[2 * k + 1] = _check(values[k], self.count + k, self.version)
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
