# SPDX-License-Identifier: MIT
"""The durable log: append-only records with checksums, undo markers, torn-write recovery."""

import random

import people
import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs
from property_examples import examples
from zootally.core import logread, logrecords, logwrite
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


def input_at(k, base=0):
    """Where the k-th input's record starts in a log start() wrote: after the header and
    the game's BEGIN block."""
    return base + st.HEADER + 2 * (1 + st.BLOCK + k)


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
    logwrite.start(store, zs.GAME_ID, 4)
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
    logwrite.start(store, zs.GAME_ID, 4)
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
    logwrite.start(store, zs.GAME_ID, 3, bytes([64, 1, 2]))
    store.append(3)
    pos = st.HEADER + 2 * store.slot - 1  # the 4th input's check: the cut left bits at one
    mem[pos] |= 0x11 if mem[pos] & 0x11 != 0x11 else 0x06
    status, _, _, inputs = st.Store(mem).load()
    assert status == st.TORN and inputs == bytearray([64, 1, 2])


def test_bad_record_followed_by_data_is_damage():
    mem = bytearray(b"\xff" * 128)
    logwrite.start(st.Store(mem), zs.GAME_ID, 3, bytes([64, 1, 2, 3]))
    mem[input_at(1) + 1] ^= 0x55
    status, _, _, inputs = st.Store(mem).load()
    assert status == st.DAMAGED and inputs == bytearray([64])


def test_foreign_or_newer_header_is_damage():
    mem = bytearray(b"\x00" * 64)
    assert st.Store(mem).load()[0] == st.DAMAGED
    mem = bytearray(b"\xff" * 64)
    mem[0:8] = logwrite.header_bytes(1, 4)
    mem[2] = st.FORMAT_VERSION + 1
    assert st.Store(mem).load()[0] == st.DAMAGED


def test_full_area_is_compacted_to_the_effective_log():
    mem = CountingNvm(st.HEADER + 2 * (1 + st.BLOCK + 10))
    store = st.Store(mem)
    logwrite.start(store, zs.GAME_ID, 4)
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
    three, ten times in a row (twice in a row booted to 'Stored game damaged').
    Each time the game comes back at its last whole input, and the next whole write goes
    on from there."""
    import reliability  # noqa: F401  (puts tests/mp on the path)
    from nvm_model import PowerCut, Rp2040Nvm

    for tears in (1, 2, 3, 10):
        nvm = Rp2040Nvm()
        store = st.Store(nvm)
        logwrite.start(store, zs.GAME_ID, 4, bytes([64, 1, 2]))
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
    an empty device. A header cut short with nothing after it was never begun."""
    base = st.history_size(4096)
    for erased in ((0,), (1,), (0, 1)):
        mem = bytearray(b"\xff" * 4096)
        logwrite.start(st.Store(mem), zs.GAME_ID, 3, bytes([64, 1, 2]))
        for k in erased:
            mem[base + k] = 0xFF
        assert st.Store(mem).load() == (st.OK, zs.GAME_ID, 3, bytearray([64, 1, 2])), erased
    mem = bytearray(b"\xff" * 4096)
    # A cut in the header.
    mem[base : base + 8] = logwrite.header_bytes(zs.GAME_ID, 3)[:4] + b"\xff" * 4
    mem[base : base + 2] = b"\xff\xff"
    assert st.Store(mem).load()[0] == st.EMPTY
    mem[base + 100] = 0  # but with anything after it, that is damage
    assert st.Store(mem).load()[0] == st.DAMAGED


def v1_image(game_id, params, inputs, size=4096):
    """A log as format 1 wrote it: header with its CRC-8 at byte 6, records checked by
    CRC-8 of value and index, no SEAL."""
    mem = bytearray(b"\xff" * size)
    b = st.history_size(size)
    mem[b : b + 8] = logwrite.header_bytes(game_id, params, version=1)
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
    logwrite.begin(store, zs.GAME_ID, 3, 5)
    again = st.Store(mem)
    assert again.load() == (st.OK, zs.GAME_ID, 3, bytearray())
    assert (again.version, again.number) == (st.FORMAT_VERSION, 5)


def test_new_games_follow_each_other_in_the_log_without_an_erase():
    """NEW writes END, the next game a BEGIN block after it; the sector is
    erased only when the log has no room left for a game (RESERVE), at a game's start."""
    mem = CountingNvm(4096)
    store = st.Store(mem)
    store.load()
    starts = 0
    for g in range(12):
        before = mem.erases
        logwrite.begin(store, zs.GAME_ID, 4, g + 1)
        starts += mem.erases > before
        for k in range(200):
            store.append(k % 60)
        assert st.Store(mem).load()[0:3] == (st.OK, zs.GAME_ID, 4)
        store.end()
        store = st.Store(mem)
        assert store.load()[0] == st.EMPTY
    assert mem.erases == starts and 2 <= starts <= 5  # 12 games of 200 inputs, 1,020 slots


def begin_cut_then_played(nvm, cut, number, value, players=3, names=None):
    """A new game begun (`names`: its players' names) with the power cut after `cut` steps
    of its write; the device comes back with no game, or the game (all but what the cut
    took, never damage) and all its names; the table begins it again if it must (without
    names) and enters `value`: the game is stored whole, with the names it was begun
    with. Returns what the device came back with (EMPTY, OK)."""
    from nvm_model import PowerCut

    store = st.Store(nvm)
    store.load()
    nvm.cut_after = cut
    try:
        logwrite.begin(store, zs.GAME_ID, players, number, names=names)
    except PowerCut:
        pass
    nvm.cut_after = -1
    store = st.Store(nvm)
    status = store.load()[0]
    assert status in (st.EMPTY, st.OK), (cut, status)
    assert status == st.EMPTY or store.names == names, cut
    if status == st.EMPTY:
        logwrite.begin(store, zs.GAME_ID, players, number)
    store.append(value)
    again = st.Store(nvm)
    assert again.load() == (st.OK, zs.GAME_ID, players, bytearray([value])), cut
    assert again.names == (names if status == st.OK else None), cut
    return status


def ended_game():
    """A model nvm holding one game of one input, ended (NEW)."""
    import reliability  # noqa: F401  (puts tests/mp on the path)
    from nvm_model import Rp2040Nvm

    base = Rp2040Nvm()
    s = st.Store(base)
    s.load()
    logwrite.begin(s, zs.GAME_ID, 4, 1)
    s.append(64)
    s.end()
    return base


def test_a_begin_block_cut_anywhere_leaves_the_last_game_ended_and_the_next_goes_on():
    from nvm_model import Rp2040Nvm

    base = ended_game()
    for cut in range(10):
        for partial in (None, random.Random(cut)):
            nvm = Rp2040Nvm(data=base.data)
            nvm.partial = partial
            assert st.Store(nvm).load()[0] == st.EMPTY
            nvm.steps = 0
            begin_cut_then_played(nvm, cut, 2, 65)


def test_every_games_inputs_leave_the_stores_values_free():
    """The store's own record values (NAMES 248 to ERASED 255) are never an input: random
    games of every registered game and player count."""
    from zootally import games

    from host_sim import registry

    for row in games.GAMES:
        for players in row[games.PLAYERS]:
            for seed in range(5):
                table = registry.table(row[games.ID], players, random.Random(seed))
                table.play()
                assert max(table.inputs) < st.NAMES, (row[games.NAME], players)


def test_a_header_cut_short_is_never_taken_for_another_format():
    """Found by ten cuts in a row (tools/reliability): a header cut mid-bits, its magic
    and its check byte still erased, whose check fits by chance (1 in 256), read as a
    header of an unknown format: 'damaged'. Cut bytes only have ones where the written
    one has zeros: such a header is a cut, and nothing after it means no game."""
    base = st.history_size(4096)
    whole = logwrite.header_bytes(zs.GAME_ID, 3, 1)
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
            if logread.header_whole(mem[base : base + 8]):
                found += 1
                assert st.Store(mem).load()[0] == st.EMPTY, (version, game)
    assert found  # the sweep meets such headers


def test_new_over_a_damaged_log_erases_it_and_the_next_game_starts_clean():
    """NEW (asked twice) on the damaged screen: the log is erased (the history kept), so
    the next game's records never follow the damage."""
    from zootally.ui.shell import Shell

    mem = CountingNvm(4096)
    logwrite.start(st.Store(mem), zs.GAME_ID, 4, bytes([64, 1, 2, 3]))
    base = st.history_size(4096)
    mem[input_at(1, base) + 1] ^= 0x01  # the second input's check: damage, not a tear
    store = st.Store(mem)
    assert store.load()[0] == st.DAMAGED
    store.end()
    assert all(b == 0xFF for b in mem[base:])
    logwrite.begin(store, zs.GAME_ID, 3, 1)
    store.append(64)
    assert st.Store(mem).load() == (st.OK, zs.GAME_ID, 3, bytearray([64]))
    # and through the screens: NEW, YES, YES, a game, an input
    mem[input_at(0, base) + 1] ^= 0x01
    shell = Shell(st.Store(mem))
    shell.boot()
    assert shell.view.status == "Stored game damaged"
    for label in ("NEW", "YES", "YES", "ZOO", "4"):
        shell.press([o[0] if o else None for o in shell.view.slots].index(label))
    assert shell.session is not None and st.Store(mem).load()[0:3] == (st.OK, zs.GAME_ID, 4)


def test_a_later_format_is_named_whatever_its_header_layout():
    """A log of a later format (a firmware rolled back): damage that names its format, as
    the damaged screen says it ('Saved in format v4'), whatever that header's layout."""
    mem = bytearray(b"\xff" * 4096)
    logwrite.start(st.Store(mem), zs.GAME_ID, 4, bytes([64, 1]))
    base = st.history_size(4096)
    mem[base : base + st.HEADER] = logwrite.header_bytes(zs.GAME_ID, 4)  # a layout of its own
    mem[base + 2] = st.FORMAT_VERSION + 1  # its check no longer fits this layout
    store = st.Store(mem)
    assert store.load()[0:3] == (st.DAMAGED, zs.GAME_ID, 4)
    assert store.version == st.FORMAT_VERSION + 1


@pytest.mark.slow
def test_a_begin_block_cut_at_any_index_leaves_the_next_game_whole():
    """A clean cut between two records of a new game's BEGIN block, at a sample of every
    index the log holds a block at (tools/reliability: all of them, and mid-bits): the
    device comes back at the game choice, and the game the table then plays is stored
    whole. Format 2's check let the next block's BEGIN pass at the cut block's next index
    (one index pair in 16), mis-framing it: that game read as damage at the next boot."""
    import reliability as rel

    top = st.Store(bytearray(4096)).capacity() - 1 - st.BLOCK - logwrite.RESERVE
    f = rel.begin_cuts(list(range(8, top + 1, 5)) + [top])
    assert f["cuts"] > 1000 and f["lost"] == 0 and f["damaged"] == 0


def test_a_record_read_at_another_index_fails_its_check():
    """Format 3 binds a record's check to its index's low four bits: read 1 to 15 places
    from where it was written (a BEGIN block cut short and the write after it), no value
    passes at any index the log holds (a sample here; tools/reliability: all)."""
    import reliability as rel

    assert rel.index_collisions(st.FORMAT_VERSION, 15, range(0, 1020, 17)) == 0
    assert rel.index_collisions(2, 1 + st.BLOCK, range(0, 60)) > 0  # what format 2 let by


def test_an_erased_record_with_data_after_it_is_damage():
    """A record that reads erased in the middle of the log (its bits lost): the log did not
    end there, since data follows; the damaged screen (KEP keeps what is before it), never
    a shorter game resumed as whole."""
    inputs = bytes(range(20))
    for k in range(len(inputs)):
        mem = bytearray(b"\xff" * 4096)
        logwrite.start(st.Store(mem), zs.GAME_ID, 4, inputs)
        pos = input_at(k, st.history_size(4096))
        mem[pos] = mem[pos + 1] = 0xFF
        status, _, _, got = st.Store(mem).load()
        assert status == st.DAMAGED and bytes(got) == inputs[:k], k


def test_the_set_up_comes_with_the_games_start_and_is_never_undone():
    """Set-up inputs (Zooscape's card values from the settings) are written with the
    BEGIN block: cut anywhere in that write the game is not begun (a new one can be);
    whole, they are the game's first inputs and UNDO stops before them, after a resume
    and after the log is written afresh too."""
    import reliability as rel
    from nvm_model import PowerCut, Rp2040Nvm

    setup = bytes([200, 219, 234, 201, 219, 234])
    image = rel.log_with_begin_at(40)
    writes = 2 * (1 + st.BLOCK + len(setup))
    for cut in range(writes + 1):
        nvm = Rp2040Nvm(data=image)
        store = st.Store(nvm)
        store.load()
        nvm.cut_after = cut
        try:
            logwrite.begin(store, 2, 4, 9, setup)
        except PowerCut:
            pass
        nvm.cut_after = -1
        store = st.Store(nvm)
        status, _, _, inputs = store.load()
        if cut < writes:
            assert status == st.EMPTY and not store.on, cut
            logwrite.begin(store, 2, 4, 9, setup)
        else:
            assert (status, bytes(inputs), store.setup) == (st.OK, setup, len(setup))
        store.append(190)
        store = st.Store(nvm)
        assert store.load() == (st.OK, 2, 4, bytearray(setup + bytes([190]))), cut
        session = Session(games_module(2), 4, store, setup + bytes([190]))
        assert session.fixed == len(setup) and session.undo() and not session.undo()
    logwrite.start(store, 2, 4, setup, setup=len(setup))  # written afresh (a game outgrew the log)
    again = st.Store(nvm)
    assert again.load()[3] == bytearray(setup) and again.setup == len(setup)


def games_module(game_id):
    from zootally import games

    return games.load(game_id)


def test_a_first_start_cut_before_its_magic_is_written_afresh_by_the_next_game():
    """The first game on a blank device writes the header, BEGIN block and SEAL, then the
    magic. Cut after the header's bytes, before the block: no game, and no header either,
    so that the next game writes the log afresh with its magic; else its block went on
    after a header whose magic was never written, and the next boot read that game as a
    rewrite cut short: damaged. (Found by the UI state machine explored, ten times its
    examples: every seed.)"""
    import reliability  # noqa: F401  (puts tests/mp on the path)
    from nvm_model import Rp2040Nvm

    for cut in range(1, st.HEADER + 2 * (2 + st.BLOCK)):
        begin_cut_then_played(Rp2040Nvm(), cut, 1, 64)  # OK: all but the magic, SEAL too


def damaged_screen(mem):
    """The boot screen of a device whose nvm is `mem`: (its two lines, the keys lit)."""
    from zootally.ui.shell import Shell

    shell = Shell(st.Store(mem))
    shell.boot()
    v = shell.view
    return v.lines[:2], [o[0] for o in v.slots if o]


def test_the_damaged_screen_names_a_later_format_whatever_game_its_header_names():
    """Format 3's header names no game (its BEGIN block does): a later format's must still
    be said as one ('Saved in format v4'), not as a game this device does not know."""
    mem = bytearray(b"\xff" * 4096)
    logwrite.start(st.Store(mem), zs.GAME_ID, 4, bytes([64, 1]))
    base = st.history_size(4096)
    mem[base + 2] = st.FORMAT_VERSION + 1
    lines, lit = damaged_screen(mem)
    later = "Saved in format v%d;" % (st.FORMAT_VERSION + 1)
    assert lines == [later, "this reads v1 to v%d" % st.FORMAT_VERSION]
    assert "KEP" not in lit and "NEW" in lit


def test_a_damaged_log_of_an_older_format_offers_its_inputs_to_keep():
    """A format 2 log (firmware before format 3) with a bit flipped mid-log is damage this
    firmware reads: the inputs that replay are offered (KEP), as for its own format."""
    rng = random.Random(4)
    t = ZooStockTable(4, rng)
    t.play(60)
    mem = bytearray(b"\xff" * 4096)
    base = st.history_size(4096)
    mem[base : base + st.HEADER] = logwrite.header_bytes(zs.GAME_ID, 4, 1, version=2)
    for i, v in enumerate(t.inputs):
        mem[base + st.HEADER + 2 * i] = v
        mem[base + st.HEADER + 2 * i + 1] = st.check(v, i, 2)
    assert st.Store(mem).load()[0:3] == (st.OK, zs.GAME_ID, 4)
    mem[base + st.HEADER + 2 * 30] ^= 0x10
    lines, lit = damaged_screen(mem)
    assert lines == ["30 inputs replay,", "the rest unreadable"] and "KEP" in lit, lines


def test_a_fix_block_cut_after_sixteen_records_is_never_read_as_whole():
    """The records of a FIX block carry their index's low four bits: a block cut after 16
    (32...) of them, and the next write put at the FIX's own index, would check as the
    block's next record. The next write begins with a RESUME, which no block's inputs
    hold: the cut block is dropped, the write after it read."""
    nvm = bytearray(b"\xff" * 4096)
    store = st.Store(nvm)
    logwrite.start(store, 1, 4, bytes(range(40)))
    for written in (16, 32):
        mem = bytearray(nvm)
        s = st.Store(mem)
        s.load()
        at = s.base + st.HEADER + 2 * s.slot
        records = 6 + 30  # FIX, its five, 30 inputs: cut after `written`
        s.fix(30, bytes(range(50, 80)), bytes(range(10, 40)))
        mem[at + 2 * written : at + 2 * records] = b"\xff" * (2 * (records - written))
        s = st.Store(mem)
        status, _, _, inputs = s.load()
        assert (status, inputs) == (st.TORN, bytearray(range(40))), written
        s.append(99)
        assert st.Store(mem).load() == (st.OK, 1, 4, bytearray(range(40)) + bytes([99]))


def test_a_fix_that_drops_more_than_the_game_is_damage():
    """Its checks right, but no write of the store's makes it: damage, the game before it
    offered whole (KEP), never no inputs at all (which the start could not replay)."""
    nvm = bytearray(b"\xff" * 4096)
    store = st.Store(nvm)
    logwrite.start(store, 1, 4, bytes(range(5)))
    store.fix(6, b"\x01")
    assert st.Store(nvm).load() == (st.DAMAGED, 1, 4, bytearray(range(5)))


def test_an_input_after_the_games_end_is_damage():
    nvm = bytearray(b"\xff" * 4096)
    store = st.Store(nvm)
    logwrite.start(store, 1, 4, bytes(range(5)))
    store.write((st.END, 7))
    assert st.Store(nvm).load() == (st.DAMAGED, 0, 0, bytearray())  # no game to keep


def test_a_fix_over_a_format_1_log_writes_the_log_afresh():
    """Formats 1 and 2 have no FIX block (an older firmware would read its records as
    inputs): a fix there writes the game afresh, in format 3, as it stands."""
    mem = v1_image(zs.GAME_ID, 4, bytes([64, 1, 2, 3]))
    store = st.Store(mem)
    assert store.load() == (st.OK, zs.GAME_ID, 4, bytearray([64, 1, 2, 3]))
    fixed = Session(zs, 4, None, bytes([64, 1, 2]))
    assert fixed.apply(5) == 0
    fixed.adopt(store, bytes([64, 1, 2, 3]), 3)
    assert store.version == st.FORMAT_VERSION
    assert st.Store(mem).load() == (st.OK, zs.GAME_ID, 4, bytearray([64, 1, 2, 5]))
    assert fixed.undo()
    assert st.Store(mem).load() == (st.OK, zs.GAME_ID, 4, bytearray([64, 1, 2, 3]))


NAMED = b"Bernadet,Chris,,Dominik"  # 23 bytes: a NAMES block of 25 records


def test_a_games_names_come_with_its_start_and_stay_through_a_rewrite_and_its_end():
    """NAMES before BEGIN in one write: read back with the game, kept when the log is
    written afresh (the game outgrew it, KEP), and after NEW as the last table's."""
    mem = bytearray(b"\xff" * 4096)
    store = st.Store(mem)
    store.load()
    logwrite.begin(store, zs.GAME_ID, 4, 1, names=NAMED)
    store.append(7)
    s = st.Store(mem)
    assert s.load() == (st.OK, zs.GAME_ID, 4, bytearray([7])) and s.names == NAMED
    logwrite.rewrite(s, bytes([7, 8]))
    s = st.Store(mem)
    assert s.load() == (st.OK, zs.GAME_ID, 4, bytearray([7, 8])) and s.names == NAMED
    s.end()
    s = st.Store(mem)
    assert s.load()[0] == st.EMPTY and s.names == NAMED  # offered to the next game
    logwrite.begin(s, zs.GAME_ID, 3, 2)  # no names this time
    s.append(9)
    s = st.Store(mem)
    assert s.load() == (st.OK, zs.GAME_ID, 3, bytearray([9])) and s.names is None


def test_names_that_are_not_text_are_read_as_no_names_and_the_game_goes_on():
    """A NAMES block whose checks pass but whose bytes do not read as text (found by
    fuzzing the log: damage the checks let by): the game resumes, its seats unnamed, so
    that nothing after (the screens, REC, the next game's last table, the summary) meets
    them."""
    mem = bytearray(b"\xff" * 4096)
    store = st.Store(mem)
    store.load()
    logwrite.begin(store, zs.GAME_ID, 4, 1, names=b"\x80F7\x82")
    store.append(7)
    s = st.Store(mem)
    assert s.load() == (st.OK, zs.GAME_ID, 4, bytearray([7])) and s.names is None


def test_a_named_start_cut_anywhere_is_begun_with_its_names_or_not_at_all():
    """A power cut at every step of a named game's start (whole records and mid-bits),
    after a game that ended: the device comes back with no game, or with the game and
    all its names, never names of a start that was cut (a step is a byte programmed);
    the table begins again (this time without names) and enters an input: stored whole,
    with the names it was begun with. The NAMES block is 25 records long: cuts after 16
    of them are among these."""
    from nvm_model import Rp2040Nvm

    base = ended_game()
    outcomes = set()
    for cut in range(2 * (25 + 6) + 2):  # a byte a step, past the write's end
        for partial in (None, random.Random(cut)):
            nvm = Rp2040Nvm(data=base.data)
            nvm.partial = partial
            nvm.steps = 0
            outcomes.add(begin_cut_then_played(nvm, cut, 2, 65, 4, NAMED))
    assert outcomes == {st.EMPTY, st.OK}


def test_a_names_block_cut_after_sixteen_records_is_never_read_as_whole():
    """As a FIX block's: the next write, at the NAMES's own index, begins with a RESUME
    (above every name's byte), so the cut block's records end there."""
    nvm = bytearray(b"\xff" * 4096)
    st.Store(nvm).load()
    for written in (16, 17):
        mem = bytearray(nvm)
        s = st.Store(mem)
        s.load()
        at = s.base + st.HEADER + 2 * s.slot
        logwrite.begin(s, zs.GAME_ID, 4, 1, names=NAMED)
        mem[at + 2 * written : at + 2 * 40] = b"\xff" * (2 * (40 - written))
        s = st.Store(mem)
        status = s.load()[0]
        assert status in (st.TORN, st.EMPTY) and not s.on, written
        logwrite.begin(s, zs.GAME_ID, 3, 1)
        s.append(5)
        s = st.Store(mem)
        assert s.load() == (st.OK, zs.GAME_ID, 3, bytearray([5])) and s.names is None


# ---- a new game's start: what it costs the set-up key ----------------------------------------


@settings(max_examples=examples(200), deadline=None)
@given(size=hs.integers(0, 600), start=hs.integers(0, 600), end=hs.integers(0, 600))
def test_erase_sets_the_range_and_nothing_else(size, start, end):
    """erase() doubles its copies in place: the range erased, whatever its length, every
    byte outside it as it was."""
    buf = bytearray(random.Random(size).getrandbits(8) for _ in range(size))
    want = bytearray(buf)
    for i in range(start, min(end, size)):
        want[i] = st.ERASED
    logwrite.erase(buf, start, min(end, size))
    assert buf == want


def test_reserve_counts_the_largest_start(monkeypatch):
    """reserve() takes the area's image where the log has no room for the largest start a
    new game writes (END, six names of the most bytes, every Zooscape card value changed),
    by the same rule as begin(): where it takes only the log's image, that start goes
    after the log's end."""
    from zootally.core import names
    from zootally.games import zooscape

    packed = people.six_longest()
    assert len(packed) == 6 * names.MAX_BYTES + 5
    points = [p + 1 for p in zooscape.FLOWERS]
    setup = bytes(zooscape.start_inputs(points, [None] * zooscape.TYPES))
    assert len(setup) == 3 * zooscape.TYPES
    asked = []
    room = logwrite.room
    monkeypatch.setattr(logwrite, "room", lambda store, n: asked.append(n) or room(store, n))
    mem = CountingNvm(4096)
    store = st.Store(mem)
    store.load()
    logwrite.begin(store, zs.GAME_ID, 4, 1)
    logwrite.reserve(store)  # the log has room: only its image, asked for the largest start
    slot = store.slot
    logwrite.begin(store, zooscape.GAME_ID, 6, 2, setup, packed)  # after it: END first
    assert store.slot - slot <= asked[-2] and store.image is None, asked


def test_the_longest_names_leave_room_for_the_longest_game_and_a_fix_of_all_of_it():
    """Six names of the most bytes (the NAMES block: 235 records, 470 bytes of the log) and
    the game with the most inputs of 40 random ones of every registered title and player
    count, rewritten with a FIX block that replaces every input (a session's worst rewrite):
    the log of a board's 4 KB area holds it, with room to spare."""
    import random as rnd

    from zootally import games
    from zootally.core import names

    from host_sim import registry

    packed = people.six_longest()
    store = st.Store(CountingNvm(4096))
    names_block = 2 + len(packed)
    assert names_block == 235
    for row in games.GAMES:
        for players in row[games.PLAYERS]:
            most = 0
            for seed in range(40):
                table = registry.table(row[games.ID], players, rnd.Random(seed))
                table.play()
                most = max(most, len(table.inputs))
            # NAMES block, BEGIN block, the inputs, a FIX block replacing all of them, SEAL
            worst = names_block + 1 + st.BLOCK + most + 6 + most + 1
            assert worst <= store.capacity() - 200, (row[games.NAME], players, most, worst)
    assert len(packed) == 6 * names.MAX_BYTES + 5


@settings(max_examples=examples(100), deadline=None)
@given(
    game=hs.integers(0, 2),
    named=hs.booleans(),
    setup=hs.lists(hs.integers(0, 0xF0), max_size=24),
    torn_header=hs.integers(0, 0xFF),
)
def test_a_start_over_an_erased_log_programs_only_what_it_writes(game, named, setup, torn_header):
    """A device's first game (its log erased; a header cut in its write, with nothing after
    it, reads so too): the start programs the pages it writes, not the whole log, and the
    area is byte for byte what a start writing the whole log makes."""
    game_id, players = [(1, 4), (2, 6), (3, 2)][game]
    names = people.six_longest() if named else None
    areas = []
    for loaded in (True, False):
        mem = CountingNvm(4096)
        mem[2048 + 2] = torn_header  # a header cut in its write, before its magic
        mem.writes = mem.erases = 0
        store = st.Store(mem)
        if loaded:
            assert store.load()[0] == st.EMPTY
        logwrite.begin(store, game_id, players, 9, bytes(setup), names)
        areas.append((bytes(mem), mem.writes))
        assert st.Store(mem).load() == (st.OK, game_id, players, bytearray(setup))
    (read, writes), (whole, _) = areas
    assert read == whole and writes == 2  # the records (their pages) and the magic


def full_log():
    """The device model's area with a full history and a full log, its last game ended
    (devicemodel.full_log_image): the next start writes the area afresh. With the next
    game's number."""
    import devicemodel
    from zootally.core import region

    mem = CountingNvm(4096)
    mem[0:4096] = devicemodel.full_log_image()
    mem.erases = mem.writes = 0
    return mem, region.next_number(mem, st.history_size(4096))


def test_reserve_takes_the_whole_image_where_the_start_will_write_the_area_afresh(monkeypatch):
    """Over a full log, reserve() (the idle turns while the player count is asked) copies
    the history into the area's new image, each summary checked: the set-up key then copies
    nothing, and writes what a start without it writes. Over a log with room it takes only
    the log's image."""
    from zootally.core import summary

    copies = []
    with_new = summary.with_new
    monkeypatch.setattr(summary, "with_new", lambda *a: copies.append(1) or with_new(*a))
    areas = []
    for ahead in (True, False):
        mem, number = full_log()
        store = st.Store(mem)
        store.load()
        if ahead:
            logwrite.reserve(store)
            assert store.image is not None and store.buf is None
        copies.clear()
        logwrite.begin(store, zs.GAME_ID, 3, number)
        assert len(copies) == (0 if ahead else 1) and store.image is None
        assert mem.erases == 1 or not ahead
        areas.append(bytes(mem))
    assert areas[0] == areas[1]
    mem = CountingNvm(4096)
    store = st.Store(mem)
    store.load()
    logwrite.reserve(store)
    assert store.image is None and store.buf is not None


def test_the_set_up_key_over_a_full_log_finds_the_area_image_taken_ahead(monkeypatch):
    """On the device: the idle turns while the player count is asked take the area's image
    (the history copied), the set-up key copies nothing; BCK to the game choice lets it go."""
    from zootally import games
    from zootally.core import summary
    from zootally.ui import keys
    from zootally.ui.shell import Shell

    copies = []
    with_new = summary.with_new
    monkeypatch.setattr(summary, "with_new", lambda *a: copies.append(1) or with_new(*a))
    for i, row in enumerate(games.GAMES):
        mem, number = full_log()
        shell = Shell(st.Store(mem))
        shell.boot()
        shell.press(i)  # the title's key
        shell.idle()
        assert shell.store.image is not None
        shell.press(keys.BACK)
        assert shell.store.image is None
        shell.press(i)
        shell.idle()
        copies.clear()
        shell.press(0)  # its first player count
        assert shell.session is not None and shell.store.number == number
        assert not copies and shell.store.image is None and mem.erases == 1, row


def test_the_records_checks_are_the_definitions():
    """crc8 folds a byte's eight steps into one and zeros counts a nibble at a time: the
    same as the bit-by-bit definitions for every byte after every CRC (the records a
    device wrote before still read), and the catalogue's check value of CRC-8."""

    def crc8_bit_by_bit(data, crc=0):
        for b in data:
            crc ^= b
            for _ in range(8):
                crc = ((crc << 1) ^ 0x07) & 0xFF if crc & 0x80 else (crc << 1) & 0xFF
        return crc

    for c in range(256):
        for b in range(256):
            assert crc8((b,), c) == crc8_bit_by_bit((b,), c), (c, b)
    assert crc8(b"123456789") == 0xF4
    for x in range(256):
        assert logrecords.zeros(x, 8) == 8 - bin(x).count("1")
        assert logrecords.zeros(x & 15, 4) == 4 - bin(x & 15).count("1")
