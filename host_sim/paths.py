# SPDX-License-Identifier: MIT
"""Where the simulator finds the firmware, the board files and settings.toml, and keeps its
state. Run from the source tree (tools/sim, python -m host_sim, pip install -e) they are
beside it and the state is in .sim/. Installed from a wheel, the firmware and the boards
are packages (zootally, zootally_boards) and the state goes to ~/.zootally/.

Importing this module puts firmware/ on the path in the source tree."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
SOURCE_TREE = os.path.isdir(os.path.join(FIRMWARE, "zootally"))

if SOURCE_TREE:
    BOARDS = os.path.join(ROOT, "boards")
    STATE = os.path.join(ROOT, ".sim")
    if FIRMWARE not in sys.path:
        # Appended: firmware/code.py must not shadow the standard library's "code".
        sys.path.append(FIRMWARE)
else:
    import zootally_boards

    BOARDS = list(zootally_boards.__path__)[0]
    STATE = os.path.join(os.path.expanduser("~"), ".zootally")
SETTINGS = os.path.join(FIRMWARE if SOURCE_TREE else STATE, "settings.toml")


def ensure_settings():
    """Installed from a wheel there is no firmware/settings.toml: write one with the
    firmware's defaults on first use (a user edits it as they would the board's)."""
    if SOURCE_TREE or os.path.exists(SETTINGS):
        return
    from zootally.core.settings import SETTINGS as DEFAULTS

    os.makedirs(STATE, exist_ok=True)
    with open(SETTINGS, "w", encoding="utf-8") as f:
        f.write("# Zoo Tally's settings for the simulator (the board reads its own).\n")
        for key, (default, _low, _high, what) in DEFAULTS.items():
            value = '"%s"' % default if isinstance(default, str) else str(default)
            f.write("%s = %s  # %s\n" % (key, value, what))
