#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Play the docs' key scripts (docs/scripts/) on every simulated board and save a picture
at each SHOT word into docs/gallery/<board>/, with an index page docs/gallery/README.md."""

import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tools")]


def main():
    import docs_scripts

    from host_sim.device import PROFILES

    out = os.path.join(ROOT, "docs", "gallery")
    index = ["# Gallery: every screen of the walkthroughs, on every board\n"]
    index.append("Made by `tools/gallery` from the key scripts in `docs/scripts/`.\n")
    runs = docs_scripts.runs()
    for board in PROFILES:
        folder = os.path.join(out, board)
        if os.path.isdir(folder):
            for name in os.listdir(folder):
                os.remove(os.path.join(folder, name))
        with tempfile.TemporaryDirectory() as tmp:
            for n, run in enumerate(runs):
                docs_scripts.play(board, run, os.path.join(tmp, "nvm%d" % n), folder)
        names = sorted(os.listdir(folder))
        index.append("## %s (%d screens)\n" % (board, len(names)))
        index.append(" ".join("![%s](%s/%s)" % (n[:-4], board, n) for n in names) + "\n")
    with open(os.path.join(out, "README.md"), "w") as f:
        f.write("\n".join(index))
    print("docs/gallery: %d boards" % len(PROFILES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
