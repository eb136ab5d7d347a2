# SPDX-License-Identifier: MIT
"""The durable input log: an append-only area of non-volatile memory.

Layout (all in one area `mem`, e.g. microcontroller.nvm or a file standing in for it):

    0     history        summaries of finished games (core/history.py), 2,048 bytes
    B+0   b"ZT"          magic (B: the history's size, the log's base)
    B+2   version        FORMAT_VERSION
    B+3   game id        which game's inputs these are
    B+4   params         e.g. the number of players
    B+5   0              reserved
    B+6   crc8(B+0..5)
    B+7   0              padding
    B+8   records        2 bytes each: value, crc8(value, index), to the end

CircuitPython programs a write whose whole range reads erased (0xFF) into the flash, and
erases the RP2040's 4 KB sector for any other write. A game costs one erase, at NEW, which
erases the log (clear()); its header and every input after it only turn erased bytes into
data. UNDO appends a marker record rather than rewriting, for the same reason. A record
torn by a power cut (its checksum fails) is skipped, not rewritten: the next record goes
into the erased slot after it, because rewriting would cost an erase of the whole sector,
itself a window in which a cut loses the game. When the log is full, the effective log
is written afresh (one erase; see docs/reliability.md).

The history is carried over by every sector erase (CircuitPython's nvm programs back the
bytes a write leaves alone), and it comes first because flash is programmed from the start:
after the erase of any write the history is back before the log is. A finished game's
summary joins it when the game is cleared: that write erases the log too, so the next
game's header only programs erased bytes.
"""

from zootally.core.checksum import crc8

FORMAT_VERSION = 1
HEADER = 8
UNDO = 0xFE  # record value: drop the input before
ERASED = 0xFF

# load() status
EMPTY = 0  # no game stored (erased or never written)
OK = 1  # a game, every record intact
TORN = 2  # a game whose last record was torn by a power cut: dropped
DAMAGED = 3  # a header that is not ours, another format version, or a bad record inside


class StoreFull(Exception):
    pass


def _record_check(value, index):
    return crc8((value, index & 0xFF, index >> 8))


def header_bytes(game_id, params):
    h = bytearray((0x5A, 0x54, FORMAT_VERSION, game_id, params, 0, 0, 0))
    h[6] = crc8(h[0:6])
    return h


HISTORY_BYTES = 2048  # about 100 summaries (core/history.py)


def history_size(size):
    """Bytes of the area kept for the history: 2,048 of a 4 KB area (ZooStock 4 players:
    113 summaries; Zooscape 6: 93; Zoo-ography 2: 146). The log keeps 1,020 records (a
    4-player ZooStock game with an UNDO after every input writes about 400; a fuller log
    is compacted, docs/reliability.md). An area under 4 KB keeps no history."""
    return HISTORY_BYTES if size >= 2 * HISTORY_BYTES else 0


class Store:
    def __init__(self, mem, size=None):
        self.mem = mem
        self.size = size if size is not None else len(mem)
        self.base = history_size(self.size)  # where the log begins, after the history
        self.count = 0  # good records (inputs and undo markers): the index in their checksum
        self.slot = 0  # 2-byte slots used, torn ones included: where the next record goes
        self.version = FORMAT_VERSION  # of what load() found
        self.buf = None  # the log's image for start(): allocated once, then reused
        self.writes = 0  # write calls made, for the benchmarks
        self.game_id = 0
        self.params = 0

    def capacity(self):
        return (self.size - self.base - HEADER) // 2

    def load(self):
        """Read the area once. Returns (status, game_id, params, inputs bytearray)."""
        data = self.mem[self.base : self.size]  # one read of the whole log
        size = len(data)
        inputs = bytearray()
        self.count = 0
        self.slot = 0
        if data[0] != 0x5A or data[1] != 0x54:
            # The magic is written last (start()), into erased bytes: a cut before or in
            # that write leaves it erased, whole or in part. With the rest of the header
            # whole the game is there (its log follows); with the header itself cut short
            # and nothing after it, a new game was never begun: empty.
            if data[0] not in (ERASED, 0x5A) or data[1] not in (ERASED, 0x54):
                return DAMAGED, 0, 0, inputs
            if crc8(data[2:6], crc8(b"ZT")) != data[6]:
                for k in range(HEADER, size):
                    if data[k] != ERASED:
                        return DAMAGED, 0, 0, inputs
                return EMPTY, 0, 0, inputs
        elif crc8(data[0:6]) != data[6]:
            return DAMAGED, 0, 0, inputs
        self.game_id = data[3]
        self.params = data[4]
        self.version = data[2]
        if data[2] != FORMAT_VERSION:
            return DAMAGED, self.game_id, self.params, inputs
        status = OK
        i = 0
        pos = HEADER
        while pos + 2 <= size:
            v = data[pos]
            c = data[pos + 1]
            if v == ERASED and c == ERASED:
                break
            if c != _record_check(v, i):
                # A torn record: a cut in its write. The device came back and wrote the
                # next record in the slot after it, and that write may have been cut too,
                # any number of times: flash takes a record's value byte before its check,
                # so those slots hold a value and an erased check. After them comes the
                # good record (the log goes on) or erased bytes to the end (the last thing
                # that happened was a cut). Anything else is damage.
                nxt = pos + 2
                while (
                    nxt + 2 <= size
                    and data[nxt] != ERASED
                    and data[nxt + 1] == ERASED
                    and _record_check(data[nxt], i) != ERASED
                ):
                    nxt += 2
                erased = True
                for k in range(nxt, size):
                    if data[k] != ERASED:
                        erased = False
                        break
                if erased:
                    status = TORN
                    pos = nxt
                    break
                if data[nxt + 1] == _record_check(data[nxt], i):
                    pos = nxt  # skip the torn slots; the log goes on
                    continue
                status = DAMAGED
                break
            if v == UNDO:
                if inputs:
                    inputs = inputs[:-1]  # (no bytearray.pop on MicroPython)
            else:
                inputs.append(v)
            i += 1
            pos += 2
        self.count = i
        self.slot = (pos - HEADER) // 2
        return status, self.game_id, self.params, inputs

    def _log_image(self):
        """The log's image (the area after the history), allocated once and kept: late in
        a long game, when the log is compacted, the heap may have no 2 KB in one piece."""
        if self.buf is None:
            self.buf = bytearray(self.size - self.base)
        return self.buf

    def start(self, game_id, params, inputs=b""):
        """Begin a game, optionally with inputs already played. After clear() (or on a new
        device) this only programs erased bytes; over an old game it costs one erase."""
        n = len(inputs)
        if n > self.capacity():
            raise StoreFull()
        # The log written at once, the history not in the write: CircuitPython programs a
        # write whose range reads erased, and erases the sector for any other, programming
        # back what the write leaves (the history, first). The magic goes last, in a write
        # of its own into erased bytes: a power cut before it leaves an area that reads as
        # empty, never as a damaged game.
        buf = self._log_image()
        for i in range(HEADER, len(buf)):
            buf[i] = ERASED
        header = header_bytes(game_id, params)
        buf[0:HEADER] = header
        buf[0] = buf[1] = ERASED
        for i in range(n):
            buf[HEADER + 2 * i] = inputs[i]
            buf[HEADER + 2 * i + 1] = _record_check(inputs[i], i)
        b = self.base
        self.mem[b : self.size] = buf
        self.mem[b : b + 2] = header[0:2]
        self.writes += 2
        self.game_id = game_id
        self.params = params
        self.count = n
        self.slot = n

    def _write(self, value):
        if self.slot >= self.capacity():
            raise StoreFull()
        pos = self.base + HEADER + 2 * self.slot
        self.mem[pos : pos + 2] = bytes((value, _record_check(value, self.count)))
        self.writes += 1
        self.count += 1
        self.slot += 1

    def append(self, value):
        self._write(value)

    def undo(self):
        self._write(UNDO)

    def clear(self, summary=None):
        """Forget the stored game (the area reads as empty), keeping the history, with
        `summary` (a finished game's, as core/history.decode gives one) added as its newest.
        One sector write: the log is erased with it, so the next game's start needs no
        erase."""
        # The whole area in one write, so one erase: the history's new image, then the log
        # erased. The image is made now and dropped (the game it follows is gone: its heap
        # is free), and the log's image too, until the next game starts.
        self.buf = None
        image = bytearray(self.size)
        b = self.base
        if b:
            from zootally.core import summary as sm

            sm.with_new(self.mem, b, sm.encode(*summary) if summary else None, image)
        for i in range(b, self.size):
            image[i] = ERASED
        self.mem[0 : self.size] = image
        self.writes += 1
        self.count = 0
        self.slot = 0
