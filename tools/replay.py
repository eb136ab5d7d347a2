#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Replay game records and print the state each reaches as JSON (host_sim/replay.py).

    python tools/replay.py GAME.rec           one JSON object (- reads standard input)
    python tools/replay.py docs/examples/*.rec  one JSON object per line, with its "file"

Exit status 0, or 2 with a message naming the file and line. Installed, it is
`zootally-replay`."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from host_sim.replay import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
