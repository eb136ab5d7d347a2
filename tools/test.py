#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The test suite; sets up .venv on first use. Works the same on Linux, macOS and Windows
(`py tools\\test.py` there): style (ruff), types (tools/typecheck.py), then pytest.

    python tools/test.py                    everything, as CI runs it, on every core (about
                                            7 minutes on 2; more on a busy machine and on
                                            a first run, which makes .venv)
    python tools/test.py --quick            all but the slow tier (about 1 minute): the
                                            inner loop of a change
    python tools/test.py --explore [N]      the property tests only (and the tests that draw
                                            random games of their own), with N times their
                                            examples (default 10) and a seed of their own
    python tools/test.py tests/test_store.py -x      pytest's own arguments, as given

Property tests draw the same examples on every CI run (CI set: tests/conftest.py); other
runs draw new ones from a seed printed first, and again after a failure, which
--hypothesis-seed=S gives again."""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import setup_venv  # noqa: E402

LINTED = ("firmware", "boards", "host_sim", "tests", "tools")
EXPLORE_TIMES = 10
# On every core. Each test writes folders of its own: pytest-xdist 3.8 under pytest 9 does not
# keep an xdist_group's tests on one worker (seen: a group's two tests on two workers).
EVERY_CORE = ["-n", "auto", "--dist", "loadgroup"]


def pytest_args(argv, env):
    """pytest's arguments for ours (--quick, --explore [N]); the rest as given. The whole
    suite and our two ways run on every core (pytest-xdist's -n auto); pytest's own
    arguments alone run as pytest runs them (-s and --pdb need one process)."""
    argv = list(argv)
    if argv[:1] == ["--quick"]:
        return EVERY_CORE + ["-m", "not slow"] + argv[1:]
    if argv[:1] == ["--explore"]:
        times = EXPLORE_TIMES
        if len(argv) > 1 and argv[1].isdigit():
            times = int(argv.pop(1))
        env["ZT_EXPLORE"] = str(times)
        env.pop("CI", None)  # exploring is never derandomized
        return EVERY_CORE + ["-m", "hypothesis or explores"] + argv[1:]
    return argv or EVERY_CORE


def main(argv):
    try:
        py = setup_venv.ensure()
    except setup_venv.SetupError as err:
        print("test: %s" % err, file=sys.stderr)
        return 2
    root = setup_venv.ROOT
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    args = pytest_args(argv, env)
    for step, cmd in (
        ("style (ruff)", [py, "-m", "ruff", "check"] + list(LINTED)),
        ("types (mypy)", [py, os.path.join(root, "tools", "typecheck.py")]),
        ("tests (pytest)", [py, "-m", "pytest"] + args),
    ):
        print("test: %s" % step, flush=True)
        status = subprocess.call(cmd, cwd=root, env=env)
        if status != 0:
            print("test: %s failed (status %d)" % (step, status), file=sys.stderr)
            return status
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
