# SPDX-License-Identifier: MIT
import os
import random
import sys
import zlib

import pytest
from hypothesis import settings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# tests/device: the device model (devicemodel.py); tests/mp: the RP2040's nvm (nvm_model.py);
# each shared by several test files, whichever of them runs first.
for p in (
    ROOT,
    os.path.join(ROOT, "tests", "vectors"),
    os.path.join(ROOT, "tests", "device"),
    os.path.join(ROOT, "tests", "mp"),
):
    if p not in sys.path:
        sys.path.insert(0, p)
# Appended, not prepended: firmware/code.py must not shadow the standard library's "code".
FIRMWARE = os.path.join(ROOT, "firmware")
if FIRMWARE not in sys.path:
    sys.path.append(FIRMWARE)

# A fourth game, not shipped, registered for every test (tests/fixture_game): each test over
# "all games" reads the registry, so it runs this one too.
import fixture_game  # noqa: E402

fixture_game.register()

# A fifth board, not shipped, known beside boards/ in every test (tests/fixture_board): each
# test over the simulator's boards (host_sim.device.PROFILES) runs it too.
from host_sim import device  # noqa: E402

device.add_boards(os.path.join(ROOT, "tests", "fixture_board"))

# Property tests. CI draws the same examples on every run (derandomize: each test's
# examples follow from its own source), so that a submission never fails by chance and a
# failure there fails again on the next run. A developer's run explores: a new seed each
# run, printed in the header, so that what fails can be run again with --hypothesis-seed.
# (tools/test --explore multiplies every test's examples: tests/property_examples.py.)
# No deadline anywhere: a slow machine is not a failure. print_blob: a failure also prints
# the @reproduce_failure line that replays its example exactly.
settings.register_profile("ci", derandomize=True, database=None, deadline=None, print_blob=True)
settings.register_profile("dev", deadline=None, print_blob=True)
PROFILE = os.environ.get("ZT_HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
settings.load_profile(PROFILE)


SEED_FOR_WORKERS = "ZT_HYPOTHESIS_SEED"


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config):
    # Before hypothesis's own plugin reads the option: a developer's run gets a seed of its
    # own, which the header prints (CI's profile ignores seeds: it is derandomized).
    # The seed goes to pytest-xdist's workers through the environment they inherit: they
    # are started after this and read it here, so every worker draws from the one seed.
    if PROFILE != "ci" and config.getoption("hypothesis_seed", None) is None:
        seed = os.environ.get(SEED_FOR_WORKERS) or random.SystemRandom().randrange(2**32)
        config.option.hypothesis_seed = int(seed)
    if PROFILE != "ci":
        os.environ[SEED_FOR_WORKERS] = str(config.option.hypothesis_seed)


def _how_drawn(config):
    if PROFILE == "ci":
        return "hypothesis: profile ci, derandomized (the same examples on every run)"
    seed = config.getoption("hypothesis_seed", None)
    times = os.environ.get("ZT_EXPLORE")
    return "hypothesis: profile %s, seed %s%s (again: tools/test --hypothesis-seed=%s)" % (
        PROFILE,
        seed,
        ", %sx examples" % times if times else "",
        seed,
    )


def pytest_sessionstart(session):
    # Printed even under -q (the header is not): what a failure needs to be drawn again.
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.write_line(_how_drawn(session.config))


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    # Again last, beside the failing tests' names (-rfE lists them just above).
    if terminalreporter.stats.get("failed") or terminalreporter.stats.get("error"):
        terminalreporter.write_line(_how_drawn(config))


@pytest.fixture(autouse=True)
def _seeded_random(request):
    """The random module seeded from the test's name: what a test leaves to chance (the
    firmware deals Zoo-ography's objectives with it) is the same on every run."""
    random.seed(zlib.crc32(request.node.nodeid.encode()))
    yield


@pytest.fixture(autouse=True)
def _no_names_left_over():
    """The names the screens call seats by are the device's one game's (ui/view.py): a
    test's shell must not leave them to the next test's screens."""
    from zootally.ui import view

    view.name_seats(())
    yield
