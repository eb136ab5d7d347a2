# SPDX-License-Identifier: MIT
"""The durable input log: an append-only area of non-volatile memory.

Layout (all in one area `mem`, e.g. microcontroller.nvm or a file standing in for it):

    0  b"ZT"          magic
    2  version        FORMAT_VERSION
    3  game id        which game's inputs these are
    4  params         e.g. the number of players
    5  0              reserved
    6  crc8(0..5)
    7  0              padding
    8  records        2 bytes each: value, crc8(value, index)

A new game writes the header and erases the rest to 0xFF once. After that every input only
turns erased 0xFF bytes into data, which an RP2040 programs without erasing its 4 KB sector:
a whole game costs one erase. UNDO appends a marker record rather than rewriting, for the
same reason. A record whose checksum fails (a write torn by a power cut) ends the log; the
records before it are kept. When the area is full, the effective log is written afresh.
"""

from zootally.core.checksum import crc8

FORMAT_VERSION = 1
HEADER = 8
UNDO = 0xFE  # record value: drop the input before
ERASED = 0xFF

# load() status
EMPTY = 0  # no game stored (erased or never written)
OK = 1  # a game, every record intact
TORN = 2  # a game whose last record was torn: dropped
DAMAGED = 3  # a header that is not ours, a newer format, or data after a bad record

STATUS_NAMES = ("empty", "ok", "torn", "damaged")


class StoreFull(Exception):
    pass


def _record_check(value, index):
    return crc8((value, index & 0xFF, index >> 8))


def header_bytes(game_id, params):
    h = bytearray((0x5A, 0x54, FORMAT_VERSION, game_id, params, 0, 0, 0))
    h[6] = crc8(h[0:6])
    return h


class Store:
    def __init__(self, mem, size=None):
        self.mem = mem
        self.size = size if size is not None else len(mem)
        self.count = 0  # records written (inputs and undo markers)
        self.writes = 0  # write calls made, for the benchmarks
        self.game_id = 0
        self.params = 0

    def capacity(self):
        return (self.size - HEADER) // 2

    def load(self):
        """Read the area once. Returns (status, game_id, params, inputs bytearray)."""
        data = self.mem[0 : self.size]  # one read of the whole area (a 4 KB buffer)
        inputs = bytearray()
        self.count = 0
        if data[0] == ERASED and data[1] == ERASED:
            return EMPTY, 0, 0, inputs
        if data[0] != 0x5A or data[1] != 0x54 or crc8(data[0:6]) != data[6]:
            return DAMAGED, 0, 0, inputs
        self.game_id = data[3]
        self.params = data[4]
        if data[2] != FORMAT_VERSION:
            return DAMAGED, self.game_id, self.params, inputs
        status = OK
        i = 0
        pos = HEADER
        while pos + 2 <= self.size:
            v = data[pos]
            c = data[pos + 1]
            if v == ERASED and c == ERASED:
                break
            if c != _record_check(v, i):
                # A torn last record is followed by erased bytes; anything else is damage.
                status = TORN
                for k in range(pos + 2, self.size):
                    if data[k] != ERASED:
                        status = DAMAGED
                        break
                break
            if v == UNDO:
                if inputs:
                    inputs = inputs[:-1]  # (no bytearray.pop on MicroPython)
            else:
                inputs.append(v)
            i += 1
            pos += 2
        self.count = i
        return status, self.game_id, self.params, inputs

    def start(self, game_id, params, inputs=b""):
        """Begin a game (one erase of the area), optionally with inputs already played."""
        n = len(inputs)
        if n > self.capacity():
            raise StoreFull()
        # One buffer for the whole area, written at once: a single erase on an RP2040.
        buf = bytearray(self.size)
        for i in range(HEADER, self.size):
            buf[i] = ERASED
        buf[0:HEADER] = header_bytes(game_id, params)
        for i in range(n):
            buf[HEADER + 2 * i] = inputs[i]
            buf[HEADER + 2 * i + 1] = _record_check(inputs[i], i)
        self.mem[0 : self.size] = buf
        self.writes += 1
        self.game_id = game_id
        self.params = params
        self.count = n

    def _write(self, value):
        i = self.count
        if i >= self.capacity():
            raise StoreFull()
        pos = HEADER + 2 * i
        self.mem[pos : pos + 2] = bytes((value, _record_check(value, i)))
        self.writes += 1
        self.count = i + 1

    def append(self, value):
        self._write(value)

    def undo(self):
        self._write(UNDO)

    def clear(self):
        """Forget the stored game (the area reads as empty)."""
        self.mem[0:HEADER] = b"\xff" * HEADER
        self.writes += 1
        self.count = 0
