#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The whole device on CircuitPython's own VM (cp32): what the board must give it.

    tools/device-bench            (--no-write: print only)

For each title's heaviest game (tests/cp32/devicemodel.py: played in the simulator by
keys with UNDO, a power cut and the record export, replayed on cp32 through code.py's
path): the Python stack high-water mark (bisected -X pystack, to 8 bytes), the smallest
heap from CircuitPython .mpy and from .py source (bisected -X heapsize, to 256 bytes), the
live heap after import and at its peak, and the import cost of every module. Writes the
section between the cp32 markers of docs/performance.md (tools/bench writes the rest).
Figures, not tests: tests/test_cp32.py checks the limits."""

import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tests", "cp32"), ROOT]
sys.path.append(os.path.join(ROOT, "firmware"))
import devicemodel  # noqa: E402

START = "<!-- cp32: written by tools/device-bench -->"
END = "<!-- /cp32 -->"
MUST = 96 * 1024
GOAL = 64 * 1024
PYSTACK_GOAL = 1024
NAMES = {
    "zoostock": "ZooStock 4 players",
    "zooscape": "Zooscape 6 players",
    "zoo-ography": "Zoo-ography 2 players",
}
MODULES = (
    "adafruit_ticks",
    "adafruit_display_text",
    "adafruit_display_text.bitmap_label",
    "zootally.core.checksum",
    "zootally.core.store",
    "zootally.core.session",
    "zootally.core.settings",
    "zootally.games",
    "zootally.ui.keys",
    "zootally.ui.view",
    "zootally.ui.legend",
    "zootally.ui.shell",
    "zootally.render.lights",
    "zootally.render.screen",
    "zootally.app",
    "zootally.games.zoostock",
    "zootally.ui.zoostock_ui",
    "zootally.games.zooscape",
    "zootally.ui.zooscape_ui",
    "zootally.games.zoography",
    "zootally.ui.zoography_ui",
    "zootally.core.record",
    "zootally.games.zoostock_text",
    "zootally.games.zooscape_text",
    "zootally.games.zoography_text",
    "zootally.core.history",  # the history: at NEW, HISTORY and REC only
    "zootally.core.summary",
    "zootally.ui.history",
    # Host only (replay, tests): a device never imports these.
    "zootally.games.textform",
    "zootally.games.zoostock_read",
    "zootally.games.zooscape_read",
    "zootally.games.zoography_read",
)
IMPORTS = """import gc, sys
import bitmaptools, board, displayio, keypad, microcontroller, neopixel, rotaryio, terminalio
gc.collect()
last = gc.mem_alloc()
for name in sys.argv[1:]:
    __import__(name)
    gc.collect()
    now = gc.mem_alloc()
    print(name, now - last)
    last = now
"""


def kib(n):
    return "%.1f KB" % (n / 1024)


def import_costs(folder):
    path = os.path.join(folder, "imports.py")
    with open(path, "w") as f:
        f.write(IMPORTS)
    env = dict(os.environ, MICROPYPATH=os.pathsep.join([folder, os.path.join(folder, "lib")]))
    r = subprocess.run(
        [devicemodel.CP32, "-X", "heapsize=512K", "imports.py"] + list(MODULES),
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return dict((w[0], int(w[1])) for w in (line.split() for line in r.stdout.splitlines()))


def measure(work):
    folders = {
        "mpy": devicemodel.build(os.path.join(work, "mpy")),
        "py": devicemodel.build(os.path.join(work, "py"), source=True),
    }
    rows = []
    start = devicemodel.start_image()
    for title in devicemodel.TITLES:
        trace, log, lines = devicemodel.record_trace(
            devicemodel.title_words(title), os.path.join(work, title + ".nvm"), start
        )
        path = os.path.join(work, title + ".trace")
        with open(path, "w") as f:
            f.write("\n".join(trace) + "\n")
        row = {"title": title, "keys": len(trace)}
        mpy = folders["mpy"]
        ok, res = devicemodel.run(mpy, path, 4096, "512K", start=start)
        if not ok or res["log"] != log or res["lines"] != lines:
            raise SystemExit("device run of %s does not match the simulator: %s" % (title, res))
        row.update(res)
        row["pystack"] = devicemodel.bisect(
            lambda v, m=mpy, p=path: devicemodel.run(m, p, v, "512K", start=start)[0],
            256,
            4096,
            8,
        )
        for kind, folder in folders.items():
            row["heap_" + kind] = devicemodel.bisect(
                lambda v, f=folder, p=path: devicemodel.run(f, p, 4096, str(v), start=start)[0],
                16 * 1024,
                512 * 1024,
                256,
            )
        print(title, {k: v for k, v in row.items() if k not in ("log", "lines")}, flush=True)
        rows.append(row)
    return rows, import_costs(folders["mpy"]), import_costs(folders["py"])


def report(rows, imp_mpy, imp_py):
    out = [START, "", "## The whole device on CircuitPython's VM (cp32)", ""]
    w = out.append
    w("Written by `tools/device-bench`. cp32 is CircuitPython's own VM built 32-bit for this")
    w("machine (../shared/tools/circuitpython: objects the size they are on an RP2040, the")
    w("board's Python stack). Each title's heaviest game is played in the simulator by keys")
    w("(with UNDO, a power cut, then at its tally HISTORY over a full history of 146 games,")
    w("REC, and NEW storing its summary) and replayed event by event on cp32")
    w("through code.py's path, App.run -> App.poll -> shell -> game UI -> session -> engine ->")
    w("store, and render/ with the real adafruit_display_text; the hardware modules are the")
    w("small stand-ins of tests/cp32/standins. A power cut ends the VM and boots a new one from")
    w("the nvm, as on a board. Heap figures exclude the harness (stand-ins, the 4 KB nvm image,")
    w("the trace file: %s), which a board does not spend from its heap." % kib(rows[0]["harness"]))
    w("")
    w("| goal | result |")
    w("|---|---|")
    worst_ps = max(r["pystack"] for r in rows)
    w(
        "| Python stack high-water mark <= %d bytes for every title (must: fits 1,536) | %d bytes"
        " (%s): %s |"
        % (
            PYSTACK_GOAL,
            worst_ps,
            ", ".join("%s %d" % (NAMES[r["title"]], r["pystack"]) for r in rows),
            "met" if worst_ps <= PYSTACK_GOAL else "MISSED",
        )
    )
    worst = max(rows, key=lambda r: r["heap_mpy"])
    need = worst["heap_mpy"] - worst["harness"]
    w(
        "| whole device from .mpy, heaviest title: <= 64 KB goal, <= 96 KB must | %s (%s): goal %s,"
        " must %s |"
        % (
            kib(need),
            NAMES[worst["title"]],
            "met" if need <= GOAL else "MISSED",
            "met" if need <= MUST else "MISSED",
        )
    )
    w("")
    w("| | " + " | ".join(NAMES[r["title"]] for r in rows) + " |")
    w("|---" * (len(rows) + 1) + "|")
    w("| key events replayed | " + " | ".join(str(r["keys"]) for r in rows) + " |")
    w(
        "| Python stack high-water mark (bisected) | "
        + " | ".join("%d B" % r["pystack"] for r in rows)
        + " |"
    )
    w(
        "| smallest heap, .mpy | "
        + " | ".join(kib(r["heap_mpy"] - r["harness"]) for r in rows)
        + " |"
    )
    w(
        "| smallest heap, .py source | "
        + " | ".join(kib(r["heap_py"] - r["harness"]) for r in rows)
        + " |"
    )
    w(
        "| live heap after import (app, shell, render, libraries; .mpy) | "
        + " | ".join(kib(r["after_import"]) for r in rows)
        + " |"
    )
    w(
        "| live heap at its peak between keys (.mpy) | "
        + " | ".join(kib(r["peak"]) for r in rows)
        + " |"
    )
    w("")
    w("The stack figure is an upper bound by one small frame: the stand-in for bitmaptools.blit")
    w("is a Python function, C on a board. The deepest paths are a label's redraw (App.run ->")
    w("draw -> Screen.show -> adafruit_display_text's five frames) and an input's resolution")
    w("(App.run -> poll -> shell -> game UI -> session -> engine, e.g. a Zooscape Breakage). No")
    w("firmware function recurses (tests/test_no_recursion.py): the depth does not grow with")
    w("the game. The smallest heap is larger than the live peak because a board's heap must also")
    w("hold what an input makes and drops, and one contiguous block for each bitmap and each")
    w("module's code as it loads.")
    w("")
    w("### Import cost of each module on cp32 (live heap it adds, in load order)")
    w("")
    w("| module | .mpy | .py |")
    w("|---|---|---|")
    for name in MODULES:
        w("| %s | %d B | %d B |" % (name, imp_mpy.get(name, 0), imp_py.get(name, 0)))
    w("")
    w("Reproduce: `tools/device-bench` (about a minute); the limits are checked by")
    w("`tests/test_cp32.py` (pystack 1,536 and a 96 KB heap plus the harness).")
    w("")
    w(END)
    return "\n".join(out) + "\n"


def write(section):
    path = os.path.join(ROOT, "docs", "performance.md")
    with open(path) as f:
        text = f.read()
    if START in text and END in text:
        text = text[: text.index(START)] + section + text[text.index(END) + len(END) + 1 :]
    else:
        text = text.rstrip("\n") + "\n\n" + section
    with open(path, "w") as f:
        f.write(text)


def main(argv=None):
    p = argparse.ArgumentParser(prog="tools/device-bench", description=__doc__.split("\n")[0])
    p.add_argument("--no-write", action="store_true", help="print, do not write the docs")
    a = p.parse_args(argv)
    if not devicemodel.available():
        print("device-bench: no cp32 at %s" % devicemodel.CP32, file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as work:
        section = report(*measure(work))
    print(section)
    if not a.no_write:
        write(section)
    return 0


if __name__ == "__main__":
    sys.exit(main())
