#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Static type checks of the firmware (run by tools/test).

1. CircuitPython: mypy with circuitpython-stubs over firmware/ and each board file (and the
   tests' fixture board), with
   `board` typed as that board's own pins (circuitpython-stubs' board_definitions).
2. MicroPython: mypy over the layers that must also run on MicroPython (games, core, ui)
   with MicroPython's stdlib and RP2040 stubs in place of CPython's standard library."""

import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.dirname(os.path.dirname(sys.executable))
MP_STUBS = os.path.join(VENV, "micropython-stubs")
OUT = os.path.join(ROOT, "build", "typecheck")
# MicroPython modules outside its stdlib that the engine and UI layers import.
PORT_MODULES = {
    "random": "def randrange(start: int, stop: int = ..., step: int = ...) -> int: ...\n"
    "def getrandbits(n: int) -> int: ...\n"
    "def seed(n: int | None = None) -> None: ...\n",
}


def board_definitions():
    import board_definitions  # circuitpython-stubs: a namespace package of .pyi folders

    return list(board_definitions.__path__)[0]


def mypy(args, env=None):
    cmd = [
        sys.executable,
        "-m",
        "mypy",
        "--config-file",
        os.path.join(ROOT, "pyproject.toml"),
    ] + args
    r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    print("$ mypy " + " ".join(args))
    print((r.stdout + r.stderr).strip())
    return r.returncode


def main():
    failed = 0
    # boards/ and the tests' fixture board (tests/fixture_board), which must check as a
    # board of boards/ does.
    board_files = sorted(glob.glob(os.path.join(ROOT, "boards", "*.py")))
    board_files += sorted(glob.glob(os.path.join(ROOT, "tests", "fixture_board", "*.py")))
    for board_file in board_files:
        ns = {}
        with open(board_file) as f:
            for line in f:
                if line.startswith(("BOARD_ID", "LIBRARIES")):
                    exec(line, ns)
        board_id = ns.get("BOARD_ID")
        stub = os.path.join(board_definitions(), board_id or "-", "__init__.pyi")
        if not os.path.exists(stub):
            print("%s: no stubs for BOARD_ID %r" % (board_file, board_id))
            failed += 1
            continue
        folder = os.path.join(OUT, board_id)
        os.makedirs(folder, exist_ok=True)
        with open(stub) as f:
            text = f.read()
        # The stubs still name the display type of CircuitPython 8; 9 and 10 call it
        # busdisplay.BusDisplay.
        if "displayio.Display" in text:
            text = "import busdisplay\n" + text.replace(
                "displayio.Display", "busdisplay.BusDisplay"
            )
        with open(os.path.join(folder, "board.pyi"), "w") as f:
            f.write(text)
        # The board's own libraries (its display driver) have no stubs: whatever it uses
        # of them is taken as it is, so that a board file needs nothing outside itself.
        for lib in ns.get("LIBRARIES", ()):
            with open(os.path.join(folder, lib + ".pyi"), "w") as f:
                f.write("from typing import Any\n\ndef __getattr__(name: str) -> Any: ...\n")
        env = dict(os.environ, MYPYPATH=folder)
        failed += (
            mypy(["firmware/code.py", "firmware/zootally", os.path.relpath(board_file, ROOT)], env)
            != 0
        )
    layers = ["firmware/zootally/" + layer for layer in ("games", "core", "ui")]
    if not os.path.isdir(os.path.join(MP_STUBS, "stdlib")):
        print("MicroPython stubs missing in %s (tools/setup-venv installs them)" % MP_STUBS)
        return 1
    # The port's own modules sit beside its stdlib folder, and their stubs lean on helpers
    # that do not check on their own: the few the layers import are declared here, as the
    # MicroPython documentation gives them.
    extra = os.path.join(OUT, "micropython-port")
    os.makedirs(extra, exist_ok=True)
    for name, text in PORT_MODULES.items():
        with open(os.path.join(extra, name + ".pyi"), "w") as f:
            f.write(text)
    env = dict(os.environ, MYPYPATH=os.pathsep.join([os.path.join(ROOT, "firmware"), extra]))
    failed += mypy(["--custom-typeshed-dir", MP_STUBS] + layers, env) != 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
