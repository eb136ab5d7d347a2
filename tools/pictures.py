#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Make the pictures of the docs (docs/pictures/) from their key scripts (docs/scripts/,
tools/docs_scripts.py) in the simulator, on the MacroPad."""

import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tools")]

# One picture from another board: the PyBadge's colour screen draws the zoos (the overflow).
OTHER_BOARD = (
    "pybadge",
    "docs/scripts/zoostock-overflow.txt",
    "zs-10b-overflow",
    "zs-10c-overflow-pybadge",
)


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
    print("docs/pictures: %d scripts" % len(runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
