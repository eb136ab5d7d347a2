#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Play the docs' key scripts (docs/scripts/) on every simulated board and save a picture
at each SHOT word into docs/gallery/<board>/, with an index page docs/gallery/README.md."""

import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

# The example games each ended by NEW, before the history's script: HISTORY has them.
HISTORY_GAMES = ("zoostock-3p", "zooscape-4p", "zoo-ography-2p", "zooscape-6p", "zoo-ography-solo")

# (script, record it starts from or None)
RUNS = (
    ("docs/scripts/zoostock-walkthrough.txt", None),
    ("docs/scripts/zoostock-tally.txt", "docs/examples/zoostock-4p.rec"),
    ("docs/scripts/zoo-ography-walkthrough.txt", None),
    ("docs/scripts/zoo-ography-solo.txt", None),
    ("docs/scripts/zooscape-walkthrough.txt", None),
    ("docs/scripts/zooscape-tally.txt", "docs/examples/zooscape-4p.rec"),
    ("docs/scripts/zooscape-tally-only.txt", None),
    ("docs/scripts/history.txt", "docs/examples/zoostock-4p.rec"),
)


def main():
    from host_sim.device import PROFILES

    out = os.path.join(ROOT, "docs", "gallery")
    index = ["# Gallery: every screen of the walkthroughs, on every board\n"]
    index.append("Made by `tools/gallery` from the key scripts in `docs/scripts/`.\n")
    for board in PROFILES:
        folder = os.path.join(out, board)
        if os.path.isdir(folder):
            for name in os.listdir(folder):
                os.remove(os.path.join(folder, name))
        with tempfile.TemporaryDirectory() as tmp:
            for n, (script, rec) in enumerate(RUNS):
                nvm = os.path.join(tmp, "nvm%d" % n)
                if script.endswith("history.txt"):
                    for game in HISTORY_GAMES:
                        cmd = [sys.executable, "-m", "host_sim", "--board", board, "--nvm", nvm]
                        cmd += ["--load", "docs/examples/%s.rec" % game]
                        cmd += ["--script", "docs/scripts/history-new-game.txt"]
                        subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
                cmd = [sys.executable, "-m", "host_sim", "--board", board, "--script", script]
                cmd += ["--nvm", nvm, "--pictures", folder]
                if rec:
                    cmd += ["--load", rec]
                subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
        names = sorted(os.listdir(folder))
        index.append("## %s (%d screens)\n" % (board, len(names)))
        index.append(" ".join("![%s](%s/%s)" % (n[:-4], board, n) for n in names) + "\n")
    with open(os.path.join(out, "README.md"), "w") as f:
        f.write("\n".join(index))
    print("docs/gallery: %d boards" % len(PROFILES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
