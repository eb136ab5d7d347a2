# SPDX-License-Identifier: MIT
"""The durable log: append-only records with checksums, undo markers, torn-write recovery."""

import random

from zootally.core import store as st
from zootally.core.checksum import crc8
from zootally.core.session import Session
from zootally.games import zoostock as zs

from host_sim.random_table import ZooStockTable


class CountingNvm(bytearray):
    """A bytearray nvm that counts what an RP2040 would do: page programs into erased bytes
    and a sector erase for a write whose range holds any byte that is not 0xFF (as
    CircuitPython decides: tests/mp/nvm_model.py)."""

    def __init__(self, size):
        super().__init__(b"\xff" * size)
        self.erases = 0
        self.writes = 0

    def __setitem__(self, key, value):
        if isinstance(key, slice):
            old = bytes(self[key])
            if any(o != 0xFF for o in old):
                self.erases += 1
            self.writes += 1
        super().__setitem__(key, value)


def test_empty_area_loads_empty():
    s = st.Store(bytearray(b"\xff" * 256))
    assert s.load()[0] == st.EMPTY


def test_full_game_round_trips_with_one_erase():
    t = ZooStockTable(4, random.Random(7))
    t.play()
    nvm = CountingNvm(4096)
    b = st.history_size(4096)
    nvm[b : b + 300] = bytes(range(256)) + bytes(44)  # an old game is still there
    nvm.erases = 0
    store = st.Store(nvm)
    store.start(zs.GAME_ID, 4)
    session = Session(zs, 4, store)
    for v in t.inputs:
        assert session.apply(v) == 0
    assert nvm.erases == 1  # the new game; every input after it programs erased bytes
    status, gid, params, inputs = st.Store(nvm).load()
    assert (status, gid, params) == (st.OK, zs.GAME_ID, 4)
    assert inputs == t.inputs
    assert len(t.inputs) <= 256


def test_undo_appends_a_marker_and_replays():
    nvm = CountingNvm(512)
    store = st.Store(nvm)
    store.start(zs.GAME_ID, 4)
    s = Session(zs, 4, store)
    for c in ("G3", "B3", "B5"):
        assert s.apply(zs.parse_card(c)) == 0
    assert s.undo()
    assert s.game.ex_entered == 2
    assert st.Store(nvm).load()[3] == bytearray([zs.parse_card("G3"), zs.parse_card("B3")])
    while s.undo():
        pass
    assert st.Store(nvm).load()[3] == bytearray()
    assert s.game.phase == zs.P_LEAD
    assert nvm.erases == 0  # undo, too, only programs erased bytes


def test_torn_last_record_is_dropped():
    mem = bytearray(b"\xff" * 128)
    store = st.Store(mem)
    store.start(zs.GAME_ID, 3, bytes([64, 1, 2]))
    store.append(3)
    pos = st.HEADER + 2 * store.slot - 1  # the 4th input's check: the cut left bits at one
    mem[pos] |= 0x11 if mem[pos] & 0x11 != 0x11 else 0x06
    status, _, _, inputs = st.Store(mem).load()
    assert status == st.TORN and inputs == bytearray([64, 1, 2])


def test_bad_record_followed_by_data_is_damage():
    mem = bytearray(b"\xff" * 128)
    st.Store(mem).start(zs.GAME_ID, 3, bytes([64, 1, 2, 3]))
    mem[st.HEADER + 3] ^= 0x55
    status, _, _, inputs = st.Store(mem).load()
    assert status == st.DAMAGED and inputs == bytearray([64])


def test_foreign_or_newer_header_is_damage():
    mem = bytearray(b"\x00" * 64)
    assert st.Store(mem).load()[0] == st.DAMAGED
    mem = bytearray(b"\xff" * 64)
    mem[0:8] = st.header_bytes(1, 4)
    mem[2] = st.FORMAT_VERSION + 1
    assert st.Store(mem).load()[0] == st.DAMAGED


def test_full_area_is_compacted_to_the_effective_log():
    mem = CountingNvm(st.HEADER + 2 * 10)
    store = st.Store(mem)
    store.start(zs.GAME_ID, 4)
    s = Session(zs, 4, store)
    cards = [zs.parse_card(c) for c in "G3 B3 B5 H1 R7 T2".split()]
    for c in cards:
        s.apply(c)
        s.undo()
        s.apply(c)
    assert s.game.ex_entered == 6
    assert st.Store(mem).load()[3] == bytearray(cards)
    assert mem.erases >= 1  # compaction rewrote the area


def test_session_stops_at_an_illegal_stored_input():
    s = Session(zs, 4, None, bytes([zs.parse_card("G3"), zs.parse_card("G3"), 5]))
    assert s.log == bytearray([zs.parse_card("G3")])
    assert s.dropped == 2


def test_any_number_of_torn_records_in_a_row_is_never_damage():
    """A cut inside a write, the device comes back, and the next write is cut too: two,
    three, ten times in a row (issue 23: twice in a row booted to 'Stored game damaged').
    Each time the game comes back at its last whole input, and the next whole write goes
    on from there."""
    import reliability  # noqa: F401  (puts tests/mp on the path)
    from nvm_model import PowerCut, Rp2040Nvm

    for tears in (1, 2, 3, 10):
        nvm = Rp2040Nvm()
        store = st.Store(nvm)
        store.start(zs.GAME_ID, 4, bytes([64, 1, 2]))
        for n in range(tears):
            store = st.Store(nvm)
            status, _, _, inputs = store.load()
            assert inputs == bytearray([64, 1, 2]), (tears, n, status)
            assert status == (st.OK if n == 0 else st.TORN)
            nvm.cut_after = nvm.steps + 1  # the value byte reaches flash, not its check
            try:
                store.append(10 + n)
            except PowerCut:
                pass
            nvm.cut_after = -1
        store = st.Store(nvm)
        assert store.load() == (st.TORN, zs.GAME_ID, 4, bytearray([64, 1, 2]))
        store.append(3)
        assert st.Store(nvm).load() == (st.OK, zs.GAME_ID, 4, bytearray([64, 1, 2, 3]))


def test_a_header_whose_magic_was_cut_still_holds_its_game():
    """The magic is written last, into erased bytes; a cut in that write (or one erased
    byte of it) leaves the header's other bytes and the log whole: that is the game, not
    an empty device (issue 23). A header cut short with nothing after it was never begun."""
    base = st.history_size(4096)
    for erased in ((0,), (1,), (0, 1)):
        mem = bytearray(b"\xff" * 4096)
        st.Store(mem).start(zs.GAME_ID, 3, bytes([64, 1, 2]))
        for k in erased:
            mem[base + k] = 0xFF
        assert st.Store(mem).load() == (st.OK, zs.GAME_ID, 3, bytearray([64, 1, 2])), erased
    mem = bytearray(b"\xff" * 4096)
    mem[base : base + 8] = st.header_bytes(zs.GAME_ID, 3)[:4] + b"\xff" * 4  # cut in the header
    mem[base : base + 2] = b"\xff\xff"
    assert st.Store(mem).load()[0] == st.EMPTY
    mem[base + 100] = 0  # but with anything after it, that is damage
    assert st.Store(mem).load()[0] == st.DAMAGED


def v1_image(game_id, params, inputs, size=4096):
    """A log as format 1 wrote it: header with its CRC-8 at byte 6, records checked by
    CRC-8 of value and index, no SEAL."""
    mem = bytearray(b"\xff" * size)
    b = st.history_size(size)
    mem[b : b + 8] = st.header_bytes(game_id, params, version=1)
    for i, v in enumerate(inputs):
        mem[b + 8 + 2 * i] = v
        mem[b + 9 + 2 * i] = crc8((v, i & 0xFF, i >> 8))
    return mem


def test_a_format_1_log_is_read_continued_and_rewritten_at_the_next_game():
    """A board updated in the middle of a game: its log (format 1) resumes, takes more
    inputs in its own format, ends with NEW; the next game writes format 2."""
    mem = CountingNvm(4096)
    mem[:] = v1_image(zs.GAME_ID, 4, bytes([64, 1, 2]))
    store = st.Store(mem)
    assert store.load() == (st.OK, zs.GAME_ID, 4, bytearray([64, 1, 2]))
    assert store.version == 1
    store.append(3)
    store.undo()
    store.append(4)
    assert st.Store(mem).load() == (st.OK, zs.GAME_ID, 4, bytearray([64, 1, 2, 4]))
    store.end()
    assert st.Store(mem).load()[0] == st.EMPTY
    store.begin(zs.GAME_ID, 3, 5)
    again = st.Store(mem)
    assert again.load() == (st.OK, zs.GAME_ID, 3, bytearray())
    assert (again.version, again.number) == (2, 5)


def test_new_games_follow_each_other_in_the_log_without_an_erase():
    """Issue 23: NEW writes END, the next game a BEGIN block after it; the sector is
    erased only when the log has no room left for a game (RESERVE), at a game's start."""
    mem = CountingNvm(4096)
    store = st.Store(mem)
    store.load()
    starts = 0
    for g in range(12):
        before = mem.erases
        store.begin(zs.GAME_ID, 4, g + 1)
        starts += mem.erases > before
        for k in range(200):
            store.append(k % 60)
        assert st.Store(mem).load()[0:3] == (st.OK, zs.GAME_ID, 4)
        store.end()
        store = st.Store(mem)
        assert store.load()[0] == st.EMPTY
    assert mem.erases == starts and 2 <= starts <= 5  # 12 games of 200 inputs, 1,020 slots


def test_a_begin_block_cut_anywhere_leaves_the_last_game_ended_and_the_next_goes_on():
    import reliability  # noqa: F401  (puts tests/mp on the path)
    from nvm_model import PowerCut, Rp2040Nvm

    base = Rp2040Nvm()
    s = st.Store(base)
    s.load()
    s.begin(zs.GAME_ID, 4, 1)
    s.append(64)
    s.end()
    for cut in range(10):
        for partial in (None, random.Random(cut)):
            nvm = Rp2040Nvm(data=base.data)
            nvm.partial = partial
            store = st.Store(nvm)
            assert store.load()[0] == st.EMPTY
            nvm.steps = 0
            nvm.cut_after = cut
            try:
                store.begin(zs.GAME_ID, 3, 2)
            except PowerCut:
                pass
            nvm.cut_after = -1
            store = st.Store(nvm)
            status = store.load()[0]
            assert status in (st.EMPTY, st.OK), (cut, status)
            if status == st.EMPTY:
                store.begin(zs.GAME_ID, 3, 2)
            store.append(65)
            assert st.Store(nvm).load() == (st.OK, zs.GAME_ID, 3, bytearray([65])), cut


def test_every_games_inputs_leave_the_stores_values_free():
    """The store's own record values (SEAL 250 to ERASED 255) are never an input: random
    games of every registered game and player count."""
    from zootally import games

    from host_sim import registry

    for row in games.GAMES:
        for players in row[games.PLAYERS]:
            for seed in range(5):
                table = registry.table(row[games.ID], players, random.Random(seed))
                table.play()
                assert max(table.inputs) < st.SEAL, (row[games.NAME], players)


def test_a_header_cut_short_is_never_taken_for_another_format():
    """Found by ten cuts in a row (tools/reliability): a header cut mid-bits, its magic
    and its check byte still erased, whose check fits by chance (1 in 256), read as a
    header of an unknown format: 'damaged'. Cut bytes only have ones where the written
    one has zeros: such a header is a cut, and nothing after it means no game."""
    base = st.history_size(4096)
    whole = st.header_bytes(zs.GAME_ID, 3, 1)
    found = 0
    for version in range(256):
        for game in range(256):
            if version & whole[2] != whole[2] or game & whole[3] != whole[3]:
                continue  # not what a cut can leave of those bytes
            mem = bytearray(b"\xff" * 4096)
            mem[base + 2] = version
            mem[base + 3] = game
            if version == whole[2] and game == whole[3]:
                continue
            if st._header_whole(mem[base : base + 8]):
                found += 1
                assert st.Store(mem).load()[0] == st.EMPTY, (version, game)
    assert found  # the sweep meets such headers


def test_new_over_a_damaged_log_erases_it_and_the_next_game_starts_clean():
    """NEW (asked twice) on the damaged screen: the log is erased (the history kept), so
    the next game's records never follow the damage."""
    from zootally.ui.shell import Shell

    mem = CountingNvm(4096)
    st.Store(mem).start(zs.GAME_ID, 4, bytes([64, 1, 2, 3]))
    base = st.history_size(4096)
    mem[base + st.HEADER + 3] ^= 0x01  # the second record's check: damage, not a tear
    store = st.Store(mem)
    assert store.load()[0] == st.DAMAGED
    store.end()
    assert all(b == 0xFF for b in mem[base:])
    store.begin(zs.GAME_ID, 3, 1)
    store.append(64)
    assert st.Store(mem).load() == (st.OK, zs.GAME_ID, 3, bytearray([64]))
    # and through the screens: NEW, YES, YES, a game, an input
    mem[base + st.HEADER + 1] ^= 0x01
    shell = Shell(st.Store(mem))
    shell.boot()
    assert shell.view.status == "Stored game damaged"
    for label in ("NEW", "YES", "YES", "ZOO", "4"):
        shell.press([o[0] if o else None for o in shell.view.slots].index(label))
    assert shell.session is not None and st.Store(mem).load()[0:3] == (st.OK, zs.GAME_ID, 4)


def test_a_later_format_is_named_whatever_its_header_layout():
    """A log of a later format (a firmware rolled back): damage that names its format, as
    the damaged screen says it ('Saved in format v3'), whatever that header's layout."""
    mem = bytearray(b"\xff" * 4096)
    st.Store(mem).start(zs.GAME_ID, 4, bytes([64, 1]))
    base = st.history_size(4096)
    mem[base + 2] = st.FORMAT_VERSION + 1  # its check no longer fits this layout
    store = st.Store(mem)
    assert store.load()[0:3] == (st.DAMAGED, zs.GAME_ID, 4)
    assert store.version == st.FORMAT_VERSION + 1
