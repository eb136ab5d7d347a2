# SPDX-License-Identifier: MIT
"""The log's records (core/store.py has the layout): the values that are no input, the
states a read log is in, and each record's check. Apart from the store because its reader
(core/logread.py, loaded at the device's start only) needs them too."""

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
# load() status
EMPTY = 0  # no game stored (erased, never written, or the last one ended)
OK = 1  # a game, every record intact
TORN = 2  # the last write was cut by a power cut: dropped
DAMAGED = 3  # a header that is not ours, another format version, or a bad record inside


class StoreFull(Exception):
    """The log has no room for a write: the game is written afresh (core/logwrite.py)."""


def zeros(x, bits):
    """The zero bits among the low `bits` (4 or 8) of x, a nibble at a time."""
    counts = b"\x04\x03\x03\x02\x03\x02\x02\x01\x03\x02\x02\x01\x02\x01\x01\x00"
    n = counts[x & 15]
    return n + counts[(x >> 4) & 15] if bits == 8 else n


def check(value, index, version=FORMAT_VERSION):
    """The check byte of record `value` at `index` in a log of that format (core/store.py:
    a Berger count of zeros, and the index's low bits or a CRC)."""
    if version == 3:
        c = (crc8((value,)) ^ index) & 0x0F  # the index's low four bits, exactly
    else:
        c = crc8((value, index & 0xFF, index >> 8))
        if version == 1:
            return c
        c &= 0x0F
    return ((zeros(value, 8) + zeros(c, 4)) << 4) | c
