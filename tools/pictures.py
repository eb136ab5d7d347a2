#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Make the pictures of the docs (docs/pictures/) from their key scripts (docs/scripts/,
tools/docs_scripts.py) in the simulator, on the MacroPad; and the screens of the start's
checks (firmware/zt_boot.py) on drives laid out as the release lays them."""

import os
import shutil
import sys
import tempfile
from unittest import mock

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tools")]

# One picture from another board: the PyBadge's colour screen draws the zoos (the overflow).
OTHER_BOARD = (
    "pybadge",
    "docs/scripts/zoostock-overflow.txt",
    "zs-10b-overflow",
    "zs-10c-overflow-pybadge",
)

# The start's checks, each found on a drive as tools/release lays it out, broken as the check
# finds it: (picture, what is wrong, how). version: the board runs that CircuitPython;
# old: a .mpy package with a .py left in it; board_id: a board no board file is for;
# settings: the drive's settings.toml; remove: a file gone from the drive.
CHECKS = (
    ("boot-1-wrong-version", "version", (9, 2, 9)),
    ("boot-2-unsupported-version", "version", (8, 2, 10)),
    ("boot-3-old-files", "old", "zootally/__init__.mpy"),
    ("boot-4-unknown-board", "board_id", "pimoroni_tiny2040"),
    ("boot-5-unknown-zt-board", "settings", 'ZT_BOARD = "macropad"\n'),
    ("boot-6-library-missing", "remove", "lib/adafruit_ticks.py"),
    ("boot-7-python-stack", "settings", "CIRCUITPY_PYSTACK_SIZE = 1024\n"),
)


def check_pictures(out, tmp):
    """Each of CHECKS on the simulated MacroPad, its screen saved as out/<picture>.png;
    {picture: the serial line it printed}. A check that does not stop the start is an
    error: the picture would show a game."""
    import release

    from host_sim.device import Device

    said = {}
    os.makedirs(out, exist_ok=True)
    for name, kind, value in CHECKS:
        drive = release.make_drive(os.path.join(tmp, name), release.SUPPORTED[-1])
        if kind == "old":  # one .mpy says the package is compiled: every .py is old
            open(os.path.join(drive, value), "wb").close()
        elif kind == "settings":
            with open(os.path.join(drive, "settings.toml"), "w") as f:
                f.write(value)
        elif kind == "remove":
            os.remove(os.path.join(drive, value))
        device = Device("macropad", os.path.join(tmp, name + ".nvm"))
        sent = len(device.serial)
        # A library gone from lib/ is not frozen into CircuitPython either: nor here,
        # where the host has it installed (None in sys.modules: its import fails).
        hidden = {os.path.basename(value).split(".")[0]: None} if kind == "remove" else {}
        with mock.patch.dict(sys.modules, hidden):
            found = device.start_drive(
                drive,
                value if kind == "version" else (release.SUPPORTED[-1], 2, 1),
                value if kind == "board_id" else None,
            )
        if found is not None or len(device.serial) != sent + 1:
            raise RuntimeError("%s: the start went on, %s" % (name, device.serial[sent:]))
        device.save_picture(os.path.join(out, name + ".png"))
        said[name] = device.serial[-1]
    return said


def main():
    import docs_scripts

    pictures = os.path.join(ROOT, "docs", "pictures")
    runs = docs_scripts.runs()
    with tempfile.TemporaryDirectory() as tmp:
        for n, run in enumerate(runs):
            docs_scripts.play("macropad", run, os.path.join(tmp, "nvm%d" % n), pictures)
        board, script, shot, name = OTHER_BOARD
        run = [r for r in runs if r[0] == script][0]
        docs_scripts.play(board, run, os.path.join(tmp, "other"), os.path.join(tmp, board))
        shutil.copy(os.path.join(tmp, board, shot + ".png"), os.path.join(pictures, name + ".png"))
        checks = check_pictures(pictures, tmp)
    print("docs/pictures: %d scripts, %d start checks" % (len(runs), len(checks)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
