# SPDX-License-Identifier: MIT
"""Soak, on the MicroPython unix port with a capped heap: many random full games in a row
through the session and the store (with an UNDO now and then), on one long-lived device.
Prints one JSON object: games, inputs, and the live heap after each of a few games, which
must not grow from game to game.

    soak.py GAMES [zoostock|zoo-ography|zooscape]"""

import gc
import json
import random
import sys

from zootally.core.session import Session
from zootally.core.store import Store


def score(g, zoostock):
    if zoostock:
        return g.totals()
    if hasattr(g, "pile"):  # Zooscape
        return [g.score(p) for p in range(g.players)] + [g.collected(p) for p in range(g.players)]
    return [(g.stars(p), g.animal_value(p)) for p in range(g.players)] + [g.result()]


def main(games, title):
    # Only the title soaked is imported: the heap is small.
    zoostock = title == "zoostock"
    if zoostock:
        from zootally.games import zoostock as zs

        from host_sim.random_table import ZooStockTable as Table
    elif title == "zooscape":
        from zootally.games import zooscape as zs

        from host_sim.random_zooscape import ZooscapeTable as Table
    else:
        from zootally.games import zoography as zs

        from host_sim.random_zoography import ZooGraphyTable as Table
    mem = bytearray(4096)
    store = Store(mem)
    inputs = 0
    undos = 0
    # Sample points chosen up front, results in a preallocated array: growing a list here
    # would itself look like a leak.
    points = [n for n in range(games) if n < 5 or n % (games // 10 or 1) == 0 or n == games - 1]
    from array import array

    heap = array("L", (0 for _ in points))
    k = 0
    for n in range(games):
        random.seed(n)
        if zoostock:
            players = 3 + n % 2
            table = Table(players, random, extra_rounds=True)
        elif title == "zooscape":
            players = 3 + n % 4
            table = Table(players, random, tally_only=n % 10 == 9)
        else:
            players = 1 + n % 2
            table = Table(players, random)
        store.start(zs.GAME_ID, players)
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
        if score(session.game, zoostock) != score(table.game, zoostock):
            raise AssertionError("game %d: device and table disagree" % n)
        session = table = None
        gc.collect()
        if k < len(points) and points[k] == n:
            heap[k] = gc.mem_alloc()
            k += 1
    samples = [[points[i], heap[i]] for i in range(len(points))]
    print(json.dumps({"games": games, "inputs": inputs, "undos": undos, "heap": samples}))


main(int(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "zoostock")
