# SPDX-License-Identifier: MIT
"""The start's checks (firmware/zt_boot.py) in the simulator, as tools/pictures draws them
for the docs (and as docs/pictures holds them): a drive as tools/release lays it out,
broken as each check finds it, stops with one serial line and its screen, no key lit; the
same drive unbroken finds the board's file. (On the 32-bit device model:
tests/test_release.py.)"""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import docs_scripts  # noqa: E402
import pictures  # noqa: E402
import release  # noqa: E402

from host_sim.device import Device  # noqa: E402


def test_each_check_stops_the_start_with_a_screen_and_a_line(tmp_path):
    said = pictures.check_pictures(str(tmp_path / "pictures"), str(tmp_path))
    assert sorted(said) == sorted(name for name, _, _ in pictures.CHECKS)
    for name, line in said.items():
        assert line.startswith("Zoo Tally: ") and "\n" not in line
        assert os.path.getsize(tmp_path / "pictures" / (name + ".png")) > 1000
    stale = docs_scripts.unlike(str(tmp_path / "pictures"), os.path.join(ROOT, "docs", "pictures"))
    assert not stale, "docs/pictures: %s not as drawn now: run tools/pictures" % stale


def test_an_unbroken_drive_finds_the_board_file_and_the_game_goes_on(tmp_path):
    drive = release.make_drive(str(tmp_path / "drive"), release.SUPPORTED[-1])
    device = Device("macropad", str(tmp_path / "nvm.bin"))
    found = device.start_drive(drive)
    assert found is not None and found.BOARD_ID == device.profile.BOARD_ID
    assert device.app is not None and not [s for s in device.serial if "Zoo Tally" in s]


@pytest.mark.parametrize("major", release.SUPPORTED)
def test_every_supported_version_runs_its_own_folder(tmp_path, major):
    drive = release.make_drive(str(tmp_path / "drive"), major)
    device = Device("macropad", str(tmp_path / "nvm.bin"))
    assert device.start_drive(drive, (major, 0, 0)) is not None
    other = [m for m in release.SUPPORTED if m != major][0]
    assert device.start_drive(drive, (other, 1, 0)) is None
    assert 'copy the folder "CircuitPython %d.x"' % other in device.serial[-1]
