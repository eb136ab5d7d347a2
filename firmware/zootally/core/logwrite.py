# SPDX-License-Identifier: MIT
"""The log written afresh (core/store.py has the layout): a new game's start, a game that
outgrew the log, KEP over damage, NEW over damage or a full log. Loaded where one of
these runs and forgotten once it is written (reserve()'s stays for the start it is
taken for), so that a game on does not carry its code: it appends to the log, and only
now and then writes it afresh. Its callers call it, not the store, so that no frame of
the store's stands between on the set-up key, near the board's deepest Python stack; a
log outgrown under UNDO comes through Store.rewrite, a frame more but within the deepest
(tests/test_device_model.py)."""

from zootally.core.checksum import crc8
from zootally.core.logrecords import (
    BEGIN,
    BLOCK,
    END,
    ERASED,
    FIX,
    FORMAT_VERSION,
    HEADER,
    NAMES,
    SEAL,
    StoreFull,
    check,
)
from zootally.games import forget

RESERVE = 400  # log slots kept for a new game: with fewer, its start rewrites the log


def _done():
    """The write is made: this code leaves the heap (the next such write loads it again)."""
    forget("zootally.core", "logwrite")


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


def _log_image(store):
    """The log's image (the area after the history), allocated once and kept: late in
    a long game, when the log is compacted, the heap may have no 2 KB in one piece.
    A new game takes it before it loads its code (reserve())."""
    if store.buf is None:
        store.buf = bytearray(store.size - store.base)
    return store.buf


def start(store, game_id, params, inputs=b"", number=None, image=None, setup=0, names=0, then=()):
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
        buf = _log_image(store)
    else:
        at = store.base
    if number is None:
        number = store.number
    if names == 0:
        names = store.names
    n = len(inputs)
    block = _named(names) + (BEGIN, game_id, params, number & 0xFF, number >> 8, setup)
    head = len(block)
    total = head + n + 1 if game_id else 0  # the NAMES and BEGIN blocks, inputs, SEAL
    if total + len(then) > store.capacity():
        raise StoreFull()
    # Over a log that reads erased past what this writes (a new device's, or one
    # written afresh with no game), only what it writes is programmed: a page or two,
    # not the whole log. Anything else is written whole.
    used = HEADER + 2 * (total + len(then))
    clean = store.known and image is None and game_id != 0 and not store.damaged
    clean = clean and store.slot <= total + len(then)
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
    b = store.base
    # The table's inputs at stake (a game rewritten: it outgrew the log, a fix, KEP):
    # the log before the history. Else the history first, as the flash does it.
    if clean:
        store.mem[b : b + used] = memoryview(buf)[0:used]
        store.mem[b : b + 2] = header[0:2]
        store.writes += 2
    elif not (n > setup and image is None and b and _log_first(store, buf, header)):
        store.mem[b - at : store.size] = buf
        store.writes += 1
        if game_id:
            store.mem[b : b + 2] = header[0:2]
            store.writes += 1
    store.version = FORMAT_VERSION
    store.resume = store.damaged = False
    store.headed = store.on = game_id != 0
    store.game_id = game_id
    store.params = params
    store.number = number
    store.setup = setup if game_id else 0
    if game_id:
        store.names = names
    store.count = store.slot = total + len(then)
    store.opened = -1
    store.known = True
    _done()


def _log_first(store, log, header):
    """Write the log image `log` over the sector, the log programmed before the history:
    CircuitPython programs the erased sector from its start, the history first, and a
    cut there would leave no game. So the first write holds the history erased; the
    log's magic follows, then the history again, from `log`'s own buffer (the sector's
    image took the log). False, nothing written, where the heap has no 4 KB in one
    piece: the history then goes first, as before."""
    b = store.base
    try:
        image = bytearray(store.size)
    except MemoryError:
        return False
    erase(image, 0, b)
    image[b:] = log
    end = 0
    for i in range(b):  # byte by byte: no copy of the history in the heap
        log[i] = store.mem[i]
        if log[i] != ERASED:
            end = i + 1
    store.mem[0 : store.size] = image
    image = None
    store.mem[b : b + 2] = header[0:2]
    store.writes += 2
    if end:
        store.mem[0:end] = memoryview(log)[0:end]
        store.writes += 1
    return True


def rewrite(store, inputs, back=0, tail=None, dropped=None):
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
            start(store, store.game_id, store.params, inputs, setup=store.setup, then=block)
            store.fixes = 1 - kind
            store.unfix = None if dropped is None else (n, bytes(dropped))
            return
        except StoreFull:  # not both in the log: the game as it stands after it, alone
            inputs = inputs[: len(inputs) - back] + tail
    start(store, store.game_id, store.params, inputs, setup=store.setup)
    store.fixes = 0
    store.unfix = None


def reserve(store):
    """What a new game's start writes from, taken while the table chooses (Shell.idle)
    and the heap is whole: the log's image (after the game's code is loaded the heap
    may not have it in one piece: where the heaviest game's start failed on a capped
    heap); or, where the start will write the area afresh (no room for another game
    in the log), the whole area's image with the history in it again (each summary
    checked as it is copied: over a full history, most of such a start's time)."""
    # A new game's start at most, in records: END; the NAMES block (NAMES, its length,
    # six names of 38 bytes and their commas: core/names.py); BEGIN and its block;
    # Zooscape's eight card values of three records (tests/test_store.py checks it).
    if not (store.base and store.headed) or room(store, 1 + 235 + 1 + BLOCK + 8 * 3):
        _log_image(store)
    elif store.image is None:
        from zootally.core import summary as sm

        store.buf = None  # the heap's room goes to the whole image
        store.image = sm.with_new(store.mem, store.base, None, bytearray(store.size))


def room(store, n):
    """Does a new game's start of n records go after the log's end (else the log is
    written afresh)?"""
    return (
        store.headed
        and not store.damaged
        and store.version == FORMAT_VERSION
        and store.capacity() - store.slot >= n + RESERVE
    )


def begin(store, game_id, params, number, setup=b"", names=None):
    """A new game, its players' names (core/names.pack's bytes, or None) and its set-up
    inputs (Zooscape's card values from the settings), in one write: a cut leaves the
    game whole or not begun. After the last game ended,
    or one with nothing entered yet (UNDO at its first question goes back to the
    player count), which an END before it ends: a BEGIN block after it where the log
    has room for a game, else (and over a log of an older format) the log written
    afresh."""
    values = _named(names) + (BEGIN, game_id, params, number & 0xFF, number >> 8, len(setup))
    values += tuple(setup)
    if store.on and not store.damaged:
        values = (END,) + values
    image = store.image  # reserve()'s, where it took one
    store.image = None
    if room(store, len(values)):
        store.write(values)
        store.on = True
        store.game_id = game_id
        store.params = params
        store.number = number
        store.setup = len(setup)
    elif store.base and store.headed:
        # The sector is erased anyway: the history is written again with it, newest
        # first, so that a cut while it is programmed keeps the newest games. The
        # heap has room now: no game is on.
        if image is None:
            from zootally.core import summary as sm

            store.buf = None
            image = sm.with_new(store.mem, store.base, None, bytearray(store.size))
        start(store, game_id, params, setup, number, image, len(setup), names)
    else:
        start(store, game_id, params, setup, number, setup=len(setup), names=names)
    store.begun(names)  # no fix of the last game's is this one's
    _done()
