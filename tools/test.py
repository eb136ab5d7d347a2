#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The whole test suite; sets up .venv on first use. Works the same on Linux, macOS and
Windows (`py tools\\test.py` there): style (ruff), types (tools/typecheck.py), then pytest
with any arguments given:

    python tools/test.py                        everything
    python tools/test.py tests/test_store.py -x some tests"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import setup_venv  # noqa: E402

LINTED = ("firmware", "boards", "host_sim", "tests", "tools")


def main(argv):
    try:
        py = setup_venv.ensure()
    except setup_venv.SetupError as err:
        print("test: %s" % err, file=sys.stderr)
        return 2
    root = setup_venv.ROOT
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for cmd in (
        [py, "-m", "ruff", "check"] + list(LINTED),
        [py, os.path.join(root, "tools", "typecheck.py")],
        [py, "-m", "pytest"] + list(argv),
    ):
        status = subprocess.call(cmd, cwd=root, env=env)
        if status != 0:
            return status
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
