# SPDX-License-Identifier: MIT
"""The history region read a summary at a time, without decoding: where each summary
starts, does it read, the next game's number. Apart from core/history.py (the summaries
decoded, HISTORY's and REC's text) because a new game needs its number while the game's
code is in the heap: this is the little that takes (core/history.py has the format)."""

SMALLEST = 12  # one player
LARGEST = 255  # six players with names of 38 bytes: its length is one byte (core/names.py)


def crc16(data):
    """CRC-16/CCITT-FALSE. Sixteen bits, not the log's eight: a summary torn by a power cut
    (its tail still erased) passed an 8-bit check once in the sweep of tests/reliability.py,
    and a torn summary must never show as a game."""
    crc = 0xFFFF
    for b in data:  # a byte at a time, as the bits' eight steps fold (no table in the heap)
        x = (crc >> 8) ^ b
        x ^= x >> 4
        crc = ((crc << 8) ^ (x << 12) ^ (x << 5) ^ x) & 0xFFFF
    return crc


def tail(mem, size):
    """Where the region's erased tail begins: after the last summary of the walk (its last
    bytes may read erased: its CRC's low byte is 0xFF in one summary in 256, and the next
    must not be written over it), or after the last programmed byte if that is further
    (a summary torn by a cut). The summaries are a chain from the region's first byte:
    found by following it, never by a run of bytes near the end that reads as a summary
    (inside the last summaries one does now and then, its CRC matching by chance)."""
    end = 0
    for pos, ok in walk(mem, size):
        end = pos + mem[pos] if ok else 0
    return max(end, _programmed(mem, size))


def _programmed(mem, size):
    """After the region's last byte that does not read erased."""
    k = size
    while k > 0 and mem[k - 1] == 0xFF:
        k -= 1
    return k


def number_at(mem, pos):
    return mem[pos + 3] | (mem[pos + 4] << 8)


def _first_tries(mem, pos, k):
    """Are the bytes from pos to k cut short writes of the summary at k, one after the
    other: NEW cut while it wrote the summary, then pressed again, maybe cut again? Each
    try is programmed from its first byte, and a cut byte has ones where the whole one
    has zeros, never the other way: each try's bytes cover the summary's first bytes'
    bits. Found by splitting the bytes into such tries, from the end (a few bytes)."""
    n = mem[k]
    ok = bytearray(k - pos + 1)  # ok[t]: the bytes from pos + t on split into tries
    ok[k - pos] = 1
    for t in range(k - pos - 1, -1, -1):
        for length in range(1, n + 1):
            if pos + t + length > k:
                break
            b = mem[k + length - 1]
            if mem[pos + t + length - 1] & b != b:
                break
            if ok[t + length]:
                ok[t] = 1
                break
    return ok[0] == 1


def walk(mem, size):
    """Each summary in the region in the order written, as (where it starts, does it
    read): after one that does not read (torn by a cut, or damaged), the next is the
    first byte on where a summary reads, since a summary is appended after the region's
    last programmed byte, whatever a cut left before it. Cut short writes of the same
    summary just before it (NEW cut, then pressed again) are left out. Nothing is
    collected into a list. The last summary may end past the last programmed byte (its
    last bytes read erased)."""
    end = _programmed(mem, size)
    pos = 0
    while pos < end:
        if intact(mem, size, pos):
            yield pos, True
            pos += mem[pos]
            continue
        k = pos + 1
        while k < end and not intact(mem, size, k):
            k += 1
        if k >= end or not _first_tries(mem, pos, k):
            yield pos, False
        pos = k


def intact(mem, size, pos):
    """Does the summary starting at pos read (its length and CRC), without decoding it."""
    n = mem[pos]
    if n < SMALLEST or n > LARGEST or pos + n > size or mem[pos + 2] * 2 + 10 > n:
        return False
    return crc16(mem[pos : pos + n - 2]) == (mem[pos + n - 2] << 8) | mem[pos + n - 1]


def next_number(mem, size):
    """The running number of the next game to begin."""
    top = 0
    for pos, ok in walk(mem, size):
        if ok:
            top = max(top, number_at(mem, pos))
    return top + 1


def stored(mem, size, number):
    """Is a game of that number in the history already (a cut after its summary was
    written, before the log said the game had ended)?"""
    for pos, ok in walk(mem, size):
        if ok and number_at(mem, pos) == number:
            return True
    return False
