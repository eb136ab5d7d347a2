# SPDX-License-Identifier: MIT
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# tests/device: the device model (devicemodel.py), shared by several test files.
for p in (ROOT, os.path.join(ROOT, "tests", "vectors"), os.path.join(ROOT, "tests", "device")):
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
