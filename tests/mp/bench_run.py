# SPDX-License-Identifier: MIT
"""One benchmark run, on MicroPython or CPython (tools/bench.py runs it both ways).

    bench_run.py engine PLAYERS HEXFILE plain|undo GAME_ID   inputs through session and store
    bench_run.py ui PLAYERS HEXFILE             logical keys through the device's UI shell
    bench_run.py baseline PLAYERS HEXFILE       the harness alone (nvm model, data, json)

A last argument `times` prints each step's time first, on a line of its own.

The inputs come in a file of hex: the unix port aborts ("uncaught NLR") when a command-line
argument is 256 characters or longer.

Prints one JSON object: times per step in microseconds, heap figures, store figures."""

import gc
import json
import sys

try:
    from time import ticks_diff, ticks_us
except ImportError:  # CPython
    from time import perf_counter_ns

    def ticks_us():
        return perf_counter_ns() // 1000

    def ticks_diff(a, b):
        return a - b


def mem():
    try:
        return gc.mem_alloc()
    except AttributeError:  # CPython has no heap figure to give
        return 0


def unhex(text):
    return bytes(int(text[i : i + 2], 16) for i in range(0, len(text), 2))


def stats(times, n=None):
    s = sorted(times[:n] if n is not None else times)
    if not s:
        return [0, 0, 0]
    return [s[len(s) // 2], s[-1], s[len(s) * 99 // 100]]


def main(argv):
    mode = argv[1]
    players = int(argv[2])
    with open(argv[3]) as f:
        data = unhex(f.read().strip())
    undo = len(argv) > 4 and argv[4] == "undo"
    game_id = int(argv[5]) if len(argv) > 5 else 1
    gc.collect()
    base = mem()
    from nvm_model import Rp2040Nvm

    nvm = Rp2040Nvm()
    if mode == "engine":  # a used log, after the history: the new game must erase it
        log = 2048  # zootally.core.store.history_size(4096), not imported: the heap figures
        nvm[log : log + 16] = b"an old game here"
    nvm.erases = nvm.programs = nvm.writes = 0  # (the UI run starts from a blank device)
    store = None
    from array import array

    # Preallocated: a growing list would take heap the firmware is being measured for.
    times = array("L", (0 for _ in range(len(data))))
    undo_times = array("L", (0 for _ in range(len(data))))
    n_undo = 0
    peak = 0

    def live():  # the live heap: what a collection leaves (outside the timed part)
        gc.collect()
        return mem() - base

    if mode == "baseline":
        log_bytes = 0
        over = True
    elif mode == "engine":
        from zootally import games
        from zootally.core import logwrite
        from zootally.core.session import Session
        from zootally.core.store import Store

        zs = games.load(game_id)

        store = Store(nvm)
        logwrite.start(store, zs.GAME_ID, players)
        s = Session(zs, players, store)
        for i in range(len(data)):
            v = data[i]
            gc.collect()  # as the device does while it waits for the next key (app.py)
            t = ticks_us()
            err = s.apply(v)
            times[i] = ticks_diff(ticks_us(), t)
            if err:
                raise AssertionError("input refused")
            if undo:
                gc.collect()
                t = ticks_us()
                s.undo()
                undo_times[n_undo] = ticks_diff(ticks_us(), t)
                n_undo += 1
                s.apply(v)
            m = live()
            peak = m if m > peak else peak
        log_bytes = len(s.log)
        over = s.game.over()
    else:
        from zootally.core import logwrite
        from zootally.core.store import Store
        from zootally.ui.shell import Shell

        store = Store(nvm)
        shell = Shell(store)
        shell.boot()
        for i in range(len(data)):
            gc.collect()
            t = ticks_us()
            shell.press(data[i])
            times[i] = ticks_diff(ticks_us(), t)
            m = live()
            peak = m if m > peak else peak
        log_bytes = len(shell.session.log)
        over = shell.session.game.over()
    gc.collect()
    steady = mem()
    if "times" in argv[4:]:  # each step's time too (tools/bench takes the least of runs)
        print(json.dumps({"times": list(times), "undo_times": list(undo_times[:n_undo])}))
    print(
        json.dumps(
            {
                "ok": over,
                "steps": len(data),
                "median_us": stats(times)[0],
                "max_us": stats(times)[1],
                "p99_us": stats(times)[2],
                "undo_median_us": stats(undo_times, n_undo)[0],
                "undo_max_us": stats(undo_times, n_undo)[1],
                "base": base,
                "peak": peak,
                "steady": steady - base,
                "log_bytes": log_bytes,
                "store_bytes": 8 + 2 * store.count if store else 0,
                "store_writes": nvm.writes,
                "erases": nvm.erases,
                "page_programs": nvm.programs,
            }
        )
    )


main(sys.argv)
