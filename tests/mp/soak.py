# SPDX-License-Identifier: MIT
"""Soak, on the MicroPython unix port with a capped heap: many random full games in a row
through the session and the store (with an UNDO now and then), on one long-lived device.
Prints one JSON object: games, inputs, and the live heap after each of a few games, which
must not grow from game to game.

    soak.py GAMES NAME      NAME: a registered game's name (zootally.games.GAMES)

The game's player counts take turns; its random table (host_sim/registry.py) may say how
the n-th game differs (`soak_options(n)`: Zooscape's every tenth is tally-only)."""

import gc
import json
import random
import sys

from zootally import games as registry
from zootally.core import logwrite
from zootally.core.session import Session
from zootally.core.store import Store

from host_sim import registry as host


def main(games, name):
    # Only the game soaked is imported: the heap is small.
    row = registry.by_name(name)
    if row is None:
        raise SystemExit("soak: no game named %s" % name)
    zs = registry.load(row[registry.ID])
    Table = host.table_class(row[registry.ID])
    options = getattr(Table, "soak_options", None)
    counts = row[registry.PLAYERS]
    mem = bytearray(4096)
    store = Store(mem)
    inputs = 0
    undos = 0
    ended = 0  # games the device saw to their end
    # Sample points chosen up front, results in a preallocated array: growing a list here
    # would itself look like a leak.
    points = [n for n in range(games) if n < 5 or n % (games // 10 or 1) == 0 or n == games - 1]
    from array import array

    heap = array("L", (0 for _ in points))
    k = 0
    for n in range(games):
        random.seed(n)
        players = counts[n % len(counts)]
        table = Table(players, random, **(options(n) if options else {}))
        logwrite.start(store, zs.GAME_ID, players)
        session = Session(zs, players, store)
        while True:
            v = table.next_input()
            if v is None:
                break
            table.step_known(v)
            if session.apply(v):
                raise AssertionError("game %d: input refused" % n)
            inputs += 1
            if random.getrandbits(4) == 0:  # UNDO and enter it again
                session.undo()
                session.apply(v)
                undos += 1
        # The device's game, replayed from its store through every UNDO, and the table's:
        # the same log, the same result (totals, winners, what decided).
        if session.log != table.inputs or session.game.decide() != table.game.decide():
            raise AssertionError("game %d: device and table disagree" % n)
        ended += session.game.over()
        session = table = None
        gc.collect()
        if k < len(points) and points[k] == n:
            heap[k] = gc.mem_alloc()
            k += 1
    samples = [[points[i], heap[i]] for i in range(len(points))]
    print(
        json.dumps(
            {"games": games, "ended": ended, "inputs": inputs, "undos": undos, "heap": samples}
        )
    )


main(int(sys.argv[1]), sys.argv[2])
