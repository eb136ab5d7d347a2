# SPDX-License-Identifier: MIT
"""Stored records whose checks are right but which no write of the device's makes (damage
the checks let by, another firmware's): after a real game's start, any records at all (UNDO,
END, BEGIN, FIX, NAMES, RESUME and inputs, each with its check), and in the history
summaries of any fields (a CRC right). The device starts, every key on every screen works
and every line fits; REC sends. Each example below was a crash once (and a tally's line cut:
tests/test_ui_screens.py)."""

import random

import reliability as rel
from hypothesis import example, given, settings
from hypothesis import strategies as st
from nvm_model import Rp2040Nvm
from property_examples import examples
from zootally import games
from zootally.core import logrecords, logwrite
from zootally.core import names as nm
from zootally.core import summary as sm
from zootally.core.store import Store, StoreFull, history_size
from zootally.ui import keys

from host_sim import registry

# The store's own record values first, then a few small inputs: what a block misread takes.
MARKS = sorted(
    v for k, v in vars(logrecords).items() if k.isupper() and isinstance(v, int) and v >= 0xF0
) + [0, 1, 2, 3, 4, 5, 6]
KEYS = list(range(keys.SLOTS)) + [
    keys.OK,
    keys.BACK,
    keys.NEXT,
    keys.PREV,
    keys.UNDO,
    keys.MENU,
    keys.TURN_PREV,
    keys.TURN_NEXT,
    keys.FAR_PREV,
    keys.FAR_NEXT,
]


def fuzzed_area(r):
    """A 4 KB area: a random title's game started part way (with names or not), then one to
    six writes, each the game's next inputs, an UNDO, a fix of any size, a new game of
    any id and players with names of any bytes, or any records; one time in two, then,
    summaries of any fields in the history."""
    nvm = Rp2040Nvm()
    row = r.choice(games.GAMES)
    players = r.choice(row[games.PLAYERS])
    table = registry.table(row[games.ID], players, random.Random(r.randrange(2**32)))
    table.play()
    k = r.randint(0, len(table.inputs))
    names = nm.pack(rel.ROSTER.split(",")[:players]) if r.random() < 0.5 else None
    logwrite.start(Store(nvm), row[games.ID], players, table.inputs[:k], names=names)
    store = Store(nvm)
    store.load()
    try:
        for _ in range(r.randint(1, 6)):
            kind = r.randrange(5)
            if kind == 0:  # the game goes on
                n = r.randint(1, 20)
                store.write(tuple(table.inputs[k : k + n]) or (0,))
                k += n
            elif kind == 1:
                store.undo()
            elif kind == 2:  # a fix of any size, any inputs
                store.fix(r.randint(0, 8), bytes(r.randrange(0xF0) for _ in range(r.randint(0, 8))))
            elif kind == 3:  # a new game, any id and players, names of any bytes
                name_bytes = bytes(r.randrange(0xF8) for _ in range(r.randint(1, 20)))
                head = (logrecords.NAMES, len(name_bytes)) + tuple(name_bytes)
                store.write(head + (logrecords.BEGIN, r.randrange(256), r.randrange(9), 1, 0, 0))
            else:  # any records, each with its check
                n = r.randint(1, 12)
                store.write(
                    tuple(
                        r.choice(MARKS) if r.random() < 0.5 else r.randrange(256) for _ in range(n)
                    )
                )
    except StoreFull:
        pass
    if r.random() < 0.5:
        size = history_size(len(nvm.data))
        region = bytearray(nvm.data[:size])
        for _ in range(r.randint(1, 5)):
            p = r.randint(1, 8)  # a summary names up to eight seats
            name_bytes = bytes(r.randrange(0xF8) for _ in range(r.randint(0, 20))) or None
            summary = sm.encode(
                r.randrange(65536),
                r.choice([g[games.ID] for g in games.GAMES] + [200]),  # 200: none
                p,
                [r.randint(-32768, 32767) for _ in range(p)],
                sorted(r.sample(range(p), r.randint(0, p))),
                r.randrange(256),
                r.randrange(256),
                name_bytes,
            )
            region[:] = sm.with_new(region, size, summary, bytearray(size))
        nvm[0:size] = region
    return nvm


@settings(max_examples=examples(200))
@given(seed=st.integers(0, 2**32 - 1))
@example(seed=9)  # a record no game takes: the start raised
@example(seed=19)  # a summary's names that are not text: REC raised
@example(seed=84)  # the log's names not text: the next game's names raised
@example(seed=687243)  # a summary's round of three digits: a game's line of 22 characters
@example(seed=958522)  # the tests' own game's menu: five leaders' names on one line
def test_any_records_with_their_checks_never_stop_the_device(seed):
    r = random.Random(seed)
    nvm = fuzzed_area(r)
    shell = rel.boot(nvm, rel.ROSTER if r.random() < 0.5 else "")  # never raises
    for _ in range(r.randint(5, 80)):
        shell.press(r.choice(KEYS))
        v = shell.view
        for line in [v.status] + v.lines:
            assert len(line) <= 21, line
        for part in shell.take_outbox() or ():  # REC, HEX: what goes out is text
            assert all(isinstance(x, str) for x in part)
        shell.sent()
