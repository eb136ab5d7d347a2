# SPDX-License-Identifier: MIT
"""The log read at the device's start (Store.load, core/store.py has the layout): a record
at a time, blocks whole, torn slots passed over to a RESUME, every format still read.
Loaded for the start only and forgotten after it (ui/boot.py): a game on never reads its
log again, so this code is not in the heap while the table plays."""

from zootally.core.checksum import crc8
from zootally.core.logrecords import (
    BEGIN,
    BLOCK,
    DAMAGED,
    EMPTY,
    END,
    ERASED,
    FIX,
    FORMAT_VERSION,
    HEADER,
    NAMES,
    OK,
    RESUME,
    SEAL,
    TORN,
    UNDO,
    check,
    zeros,
)


def _torn(value, c, version):
    """Does a failed record (its value and check c) look like a cut in its write? Format 2:
    fewer zeros than its count says (programming turns ones into zeros, never back).
    Format 1: a value with its check still erased."""
    if version == 1:
        return value != ERASED and c == ERASED
    return (c >> 4) > zeros(value, 8) + zeros(c & 0x0F, 4)


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
        if (a == ERASED and b == ERASED) or b == check(a, i, version):
            break
        if not (nxt == pos and version == 1) and not _torn(a, b, version):
            break
        nxt += 2
    if nxt == pos:
        return DAMAGED, pos
    if _erased(data, nxt):
        return TORN, nxt
    if data[nxt + 1] == check(data[nxt], i, version) and (version == 1 or data[nxt] == RESUME):
        return OK, nxt
    return DAMAGED, pos


def header_whole(data):
    """The header's version if its bytes check (its magic taken as written: a cut in the
    magic's own write leaves it erased or partly programmed), else 0."""
    c = crc8(data[2:6], crc8(b"ZT"))
    if data[2] == 1 and c == data[6]:
        return 1
    if data[2] != 1 and crc8(data[6:7], c) == data[7]:
        return data[2]
    return 0


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


def read(store):
    """Read the log record by record, as load() says. A block (the records after a
    BEGIN, a FIX or a NAMES) counts only whole; records after torn slots only from
    a RESUME on. What each whole block and each record means is _take()'s."""
    data = store.mem[store.base : store.size]  # one read of the whole log
    size = len(data)
    store.forget()
    found = _header(store, data)
    if found is not None:
        return found
    version = store.version
    sealed = version == 1 or (data[0] == 0x5A and data[1] == 0x54)
    begin_size = BLOCK if version >= 3 else 4
    store.on = store.game_id != 0
    inputs = bytearray()
    taken = inputs  # what a record taken into the game leaves (_take): inputs, or None
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
        good = c == check(v, i, version)
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
                names = bytes(block[1:-1])
                try:
                    names.decode()
                except UnicodeError:  # not text (damage its checks let by): no names,
                    names = None  # the game goes on with its seats
                store.begun(names)
                kind = BEGIN
                block = bytearray()
                first = i
            else:
                taken = _take(store, kind, block, inputs)
                block = None
        elif v == SEAL:
            sealed = True
        elif v == BEGIN or (version >= 3 and (v == NAMES or (v == FIX and store.on))):
            kind = v
            block = bytearray()
            first = i
            if v == BEGIN:
                store.begun(None)
        elif v != RESUME:
            taken = _take(store, v, None, inputs)
        if taken is None:
            status = DAMAGED  # no cut makes that: the inputs before it are offered (KEP)
            break
        inputs = taken
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
        store.fix_cut = cut[1]  # what the device says of it (Shell.boot)
    if store.setup_left:  # the game's start was cut in its set-up: it was never begun
        store.on = False
    if not store.on:
        store.setup = 0
    store.count = i
    store.slot = (pos - HEADER) // 2
    store.resume = torn_end and version >= 2  # the next write, after torn slots, says so
    return _found(store, status, inputs, sealed)


def _take(store, v, block, inputs):
    """A good record v of the log read (with its block's records where it opens one,
    whole) taken into the game: the game's inputs after it, or None where no cut
    explains it (damage)."""
    if block is not None:
        if v == FIX:
            return _fixed(store, block, inputs)  # None: a fix of more than the game
        store.game_id = block[0]  # a BEGIN block
        store.params = block[1]
        store.number = block[2] | (block[3] << 8)
        store.setup = store.setup_left = block[4] if len(block) > 4 else 0
        store.on = True
        return bytearray()
    if v == END:
        store.on = False
        return bytearray()
    if not store.on:
        return None  # an input with no game
    store.unfix = None
    if v == UNDO:
        return inputs[:-1]  # (no bytearray.pop on MicroPython)
    inputs.append(v)
    if store.setup_left:
        store.setup_left -= 1
    return inputs


def _found(store, status, inputs, sealed):
    """What load() returns for the log read."""
    if not sealed and status != DAMAGED:
        # A rewrite cut before its SEAL: its records may stop anywhere. With nothing
        # the table entered there, nothing is lost (the game had no inputs or a new
        # one began): no game, and no header either (its magic was never written, so
        # the next game writes the log afresh rather than after it); else the inputs
        # there are offered as damage (KEP), never resumed as whole.
        if not store.on or len(inputs) <= store.setup:
            store.headed = False
            return EMPTY, 0, 0, inputs
        return DAMAGED, store.game_id, store.params, inputs
    if not store.on:  # no game on: none to resume, nor any (damage) to offer to keep
        return DAMAGED if status == DAMAGED else EMPTY, 0, 0, inputs
    return status, store.game_id, store.params, inputs


def _header(store, data):
    """Read the log's header into the store: None if it heads a log, else what load()
    returns for it."""
    if (data[0] & 0x5A) != 0x5A or (data[1] & 0x54) != 0x54:
        return DAMAGED, 0, 0, bytearray()  # no cut of ours leaves these bits
    whole = data[0] == 0x5A and data[1] == 0x54
    if whole and data[2] > FORMAT_VERSION:
        # A later format (firmware rolled back): its header may be laid out otherwise;
        # the screen says which format it is, and nothing is written without a yes.
        store.version = data[2]
        return DAMAGED, data[3], data[4], bytearray()
    version = header_whole(data)
    if not whole and version > FORMAT_VERSION:
        version = 0  # a header cut short whose check byte, still erased, fits by chance
    if not version:
        # A header cut in its write (the magic is programmed last, so it is not whole):
        # with nothing after it, no game was ever begun there. Anything else is damage.
        if whole or not _erased(data, HEADER):
            return DAMAGED, 0, 0, bytearray()
        return EMPTY, 0, 0, bytearray()
    store.version = version
    store.headed = True
    store.game_id = data[3]
    store.params = data[4]
    if version == 2:
        store.number = data[5] | (data[6] << 8)
    return None


def _fixed(store, fix, inputs):
    """The game's inputs after a whole FIX block (its records in `fix`, FIX's own left
    out); notes what it undoes (kind 0) and the fixes that stand. None if it drops
    more inputs than the table entered (the set-up is never fixed): damage."""
    back = fix[1] | (fix[2] << 8)
    k = len(inputs) - back
    if k < store.setup:
        return None
    if fix[0] == 0:
        store.unfix = (len(fix) - 5, bytes(inputs[k:]))
        store.fixes += 1
    else:
        store.unfix = None
        store.fixes = max(0, store.fixes - 1)  # (a rewrite keeps no count of fixes)
    return inputs[:k] + fix[5:]
