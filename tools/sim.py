#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run the simulated device; sets up .venv on first use. Works the same on Linux, macOS
and Windows (`py tools\\sim.py` there). Arguments go to `python -m host_sim`:

    python tools/sim.py                          a window where there is a display, else
                                                 the terminal
    python tools/sim.py --script S --shots DIR   a key script, headless, a PNG after each step
    python tools/sim.py --help                   everything else"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import setup_venv  # noqa: E402


def main(argv):
    try:
        py = setup_venv.ensure()
    except setup_venv.SetupError as err:
        print("sim: %s" % err, file=sys.stderr)
        return 2
    cmd = [py, "-m", "host_sim"] + list(argv)
    try:
        return subprocess.call(cmd, cwd=setup_venv.ROOT)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
