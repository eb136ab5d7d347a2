# SPDX-License-Identifier: MIT
"""Random key presses on the device's UI never crash it and never break the game: after
every key the game replays from its log to the same state, and the screen fits."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from zootally.core.session import Session
from zootally.core.store import Store
from zootally.games import zoostock as zs
from zootally.games import zoostock_text as zt
from zootally.ui import keys
from zootally.ui.legend import legend_lines
from zootally.ui.shell import Shell

from host_sim.random_table import ZooStockTable

ALL_KEYS = list(range(keys.SLOTS)) + [
    keys.UNDO,
    keys.OK,
    keys.BACK,
    keys.PREV,
    keys.NEXT,
    keys.MENU,
]
LAYOUT = tuple(range(11)) + (keys.UNDO,)


def check_screen(shell):
    v = shell.view
    for line in [v.status, v.lines[0], v.lines[1], v.flash] + legend_lines(v, LAYOUT, 3):
        assert len(line) <= 21, line


@settings(max_examples=80, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    presses=st.lists(st.sampled_from(ALL_KEYS), min_size=1, max_size=300),
)
def test_random_keys_never_crash_or_corrupt(seed, presses):
    mem = bytearray(b"\xff" * 4096)
    shell = Shell(Store(mem))
    shell.boot()
    # Half the time start from a game in progress, so the keys reach the later screens.
    if seed % 2:
        t = ZooStockTable(3 if seed % 4 == 1 else 4, random.Random(seed))
        for _ in range(seed % 150):
            if t.step() is None:
                break
        Store(mem).start(zs.GAME_ID, t.game.players, t.inputs)
        shell = Shell(Store(mem))
        shell.boot()
    for k in presses:
        shell.press(k)
        check_screen(shell)
        s = shell.session
        if s is not None:
            again = Session(zs, s.params, None, bytes(s.log)).game
            assert zt.summary(again) == zt.summary(s.game)
            if s.game.phase == zs.P_PLAY:
                assert s.game.cards_in_play() == s.game.deck_size()
    if shell.session is not None:  # what the store holds is what the device plays
        status, _, _, stored = Store(mem).load()
        assert bytes(stored) == bytes(shell.session.log)
