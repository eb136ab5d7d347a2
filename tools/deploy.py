#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Put Zoo Tally on a board.

    tools/deploy --drive /media/me/CIRCUITPY [--board macropad_rp2040] [--dry-run]
    tools/deploy --micropython /dev/ttyACM0 [--dry-run]      engine and UI via mpremote

CircuitPython: writes code.py, the zootally package (the CircuitPython .mpy build from
`tools/build --target circuitpython` if there is one, else the .py source), the board file
as zt_board.py and, when the drive has none, a settings.toml; then installs the libraries
of tools/circuitpython-requirements.txt with circup. It refuses a folder that is not a
CIRCUITPY drive (no boot_out.txt) unless --force. --dry-run lists what it would do.

MicroPython boards run the engine and the UI layers (no displayio there): mpremote copies
them."""

import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
REQUIREMENTS = os.path.join(ROOT, "tools", "circuitpython-requirements.txt")
MICROPYTHON_LAYERS = ("__init__.py", "games", "core", "ui")


class DeployError(Exception):
    pass


def is_circuitpy(drive):
    return (
        os.path.exists(os.path.join(drive, "boot_out.txt"))
        or os.path.basename(os.path.normpath(drive)) == "CIRCUITPY"
    )


def package_source(build):
    """The folder holding zootally/ to copy, and what it is."""
    if build:
        return build, "build " + build
    cp_build = os.path.join(ROOT, "build", "circuitpython")
    if os.path.exists(os.path.join(cp_build, "zootally")):
        return cp_build, "CircuitPython .mpy build"
    return FIRMWARE, ".py source (no CircuitPython .mpy build: tools/build --target circuitpython)"


def plan_circuitpython(drive, board, build=None, libs=True, settings=None):
    """The steps, each (what, argument...)."""
    board_file = os.path.join(ROOT, "boards", board + ".py")
    if not os.path.exists(board_file):
        known = sorted(
            f[:-3] for f in os.listdir(os.path.join(ROOT, "boards")) if f.endswith(".py")
        )
        raise DeployError("no board file %s (boards: %s)" % (board, ", ".join(known)))
    src, what = package_source(build)
    steps = [("note", "package from " + what)]
    # An old zootally/ goes first: a stale .py would shadow a new .mpy of the same name.
    steps.append(("remove", os.path.join(drive, "zootally")))
    for folder, _, files in os.walk(os.path.join(src, "zootally")):
        for name in sorted(files):
            if name.endswith((".py", ".mpy")):
                full = os.path.join(folder, name)
                steps.append(("copy", full, os.path.join(drive, os.path.relpath(full, src))))
    steps.append(("copy", os.path.join(FIRMWARE, "code.py"), os.path.join(drive, "code.py")))
    steps.append(("copy", board_file, os.path.join(drive, "zt_board.py")))
    target = os.path.join(drive, "settings.toml")
    if settings:
        steps.append(("copy", settings, target))
    elif not os.path.exists(target):
        steps.append(("copy", os.path.join(FIRMWARE, "settings.toml"), target))
    else:
        steps.append(("note", "settings.toml kept (the drive has one)"))
    if libs:
        steps.append(("run", circup(), "--path", drive, "install", "-r", REQUIREMENTS))
        extra = board_libraries(board_file)
        if extra:
            steps.append(("run", circup(), "--path", drive, "install") + tuple(extra))
    return steps


def board_libraries(board_file):
    """The LIBRARIES a board file declares (read, not imported: it imports `board`)."""
    import ast

    with open(board_file) as f:
        for node in ast.parse(f.read()).body:
            if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "LIBRARIES":
                return list(ast.literal_eval(node.value))
    return []


def circup():
    exe = os.path.join(os.path.dirname(sys.executable), "circup")
    return exe if os.path.exists(exe) else "circup"


def plan_micropython(port):
    steps = [("note", "engine and UI layers only: MicroPython has no displayio")]
    mp = [sys.executable, "-m", "mpremote", "connect", port]
    steps.append(("run",) + tuple(mp) + ("mkdir", ":zootally"))
    for item in MICROPYTHON_LAYERS:
        path = os.path.join(FIRMWARE, "zootally", item)
        if os.path.isdir(path):
            steps.append(("run",) + tuple(mp) + ("cp", "-r", path, ":zootally/"))
        else:
            steps.append(("run",) + tuple(mp) + ("cp", path, ":zootally/" + item))
    return steps


def describe(step):
    kind = step[0]
    if kind == "copy":
        return "copy   %s -> %s" % (os.path.relpath(step[1], ROOT), step[2])
    if kind == "remove":
        return "remove %s" % step[1]
    if kind == "run":
        return "run    %s" % " ".join(step[1:])
    return "note   %s" % step[1]


def execute(step):
    kind = step[0]
    if kind == "copy":
        os.makedirs(os.path.dirname(step[2]), exist_ok=True)
        shutil.copyfile(step[1], step[2])
    elif kind == "remove":
        if os.path.isdir(step[1]):
            shutil.rmtree(step[1])
    elif kind == "run":
        r = subprocess.run(list(step[1:]))
        if r.returncode:
            raise DeployError("failed (%d): %s" % (r.returncode, " ".join(step[1:])))


def main(argv=None):
    p = argparse.ArgumentParser(prog="tools/deploy", description=__doc__.split("\n")[0])
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--drive", help="the mounted CIRCUITPY drive")
    where.add_argument("--micropython", metavar="PORT", help="a MicroPython board's serial port")
    p.add_argument("--board", default="macropad_rp2040", help="board file in boards/ (no .py)")
    p.add_argument("--build", help="folder holding zootally/ to copy (default: see above)")
    p.add_argument("--settings", help="settings.toml to write (default: keep the drive's)")
    p.add_argument("--no-libs", action="store_true", help="do not run circup")
    p.add_argument("--force", action="store_true", help="write to a folder that is not CIRCUITPY")
    p.add_argument("--dry-run", action="store_true", help="list what would be done")
    a = p.parse_args(argv)
    try:
        if a.micropython:
            steps = plan_micropython(a.micropython)
        else:
            if not os.path.isdir(a.drive):
                raise DeployError("%s is not a folder" % a.drive)
            if not is_circuitpy(a.drive) and not a.force:
                raise DeployError(
                    "%s does not look like a CIRCUITPY drive (no boot_out.txt); --force to write"
                    " there anyway" % a.drive
                )
            steps = plan_circuitpython(a.drive, a.board, a.build, not a.no_libs, a.settings)
        for step in steps:
            print(("would " if a.dry_run and step[0] != "note" else "") + describe(step))
            if not a.dry_run:
                execute(step)
    except DeployError as err:
        print("deploy: %s" % err, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
